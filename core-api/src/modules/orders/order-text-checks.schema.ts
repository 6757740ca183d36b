import Joi from 'joi';
import { AI_CHECK_STATUSES, PLAGIARISM_DISMISS_REASON_MAX_LENGTH, type PlagiarismDismissRequest } from '@inkwell/contracts';

export const aiCheckListQuery = Joi.object<{ historic?: boolean }>({
  historic: Joi.boolean().description('true: only historic results (of an earlier text); false: only current ones; absent: all'),
});

const aiCheckMatch = Joi.object({ words: Joi.number().integer(), text: Joi.string() });
const aiCheckClassification = Joi.object({ ai: Joi.boolean(), probability: Joi.number(), matches: Joi.array().items(aiCheckMatch) });

export const aiCheckResultSchema = Joi.object({
  id: Joi.number().integer(),
  orderId: Joi.number().integer(),
  contractorTextId: Joi.number().integer(),
  status: Joi.string().valid(...AI_CHECK_STATUSES),
  provider: Joi.string().valid('openai', 'heuristic').description('heuristic: the local heuristic, not a model (decision 047)'),
  probability: Joi.number().allow(null),
  content: Joi.string().allow(''),
  classifications: Joi.array().items(aiCheckClassification),
  historic: Joi.boolean(),
  error: Joi.string().allow(null),
  createdAt: Joi.string().isoDate(),
}).label('AiCheckResult');

export const aiCheckListSchema = Joi.array().items(aiCheckResultSchema).label('AiCheckResults');

const passage = Joi.object({ text: Joi.string(), words: Joi.number().integer() });

export const plagiarismResultSchema = Joi.object({
  orderId: Joi.number().integer(),
  contractorTextId: Joi.number().integer().allow(null),
  words: Joi.number().integer(),
  hit: Joi.boolean(),
  dismissal: Joi.object({ reason: Joi.string(), dismissedAt: Joi.string().isoDate() }).allow(null).description('staff’s dismissal of this text’s hit'),
  matches: Joi.array().items(
    Joi.object({
      orderId: Joi.number().integer().allow(null).description('staff only'),
      title: Joi.string().allow(null).description('staff only'),
      share: Joi.number(),
      passages: Joi.array().items(passage),
    }),
  ),
  checkedAt: Joi.string().isoDate(),
}).label('PlagiarismResult');

export const textInformationSchema = Joi.object({
  keywords: Joi.array().items(Joi.object({ keyword: Joi.string(), count: Joi.number().integer() })),
  wordsCount: Joi.number().integer(),
}).label('TextInformation');

export const textPreviewSchema = Joi.object({ html: Joi.string().allow(''), hasLayout: Joi.boolean() }).label('TextPreview');

export const plagiarismDismissBody = Joi.object<PlagiarismDismissRequest>({
  reason: Joi.string().trim().min(1).max(PLAGIARISM_DISMISS_REASON_MAX_LENGTH).required().description('why the hit is harmless; shown in the order history'),
});
