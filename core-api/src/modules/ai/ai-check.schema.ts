import Joi from 'joi';
import type { AiCheckClassification } from '@inkwell/contracts';

/** What the detector answers, whichever provider: a probability and classified passages. */
export interface DetectorVerdict {
  probability: number;
  classifications: AiCheckClassification[];
}

const probability = Joi.number().min(0).max(1).required();

/** The model's answer, parsed again after strict structured output: no other key, bounded lists and passages. */
export const detectorVerdictSchema = Joi.object<DetectorVerdict>({
  probability,
  classifications: Joi.array()
    .items(
      Joi.object({
        ai: Joi.boolean().required(),
        probability,
        matches: Joi.array()
          .items(Joi.object({ words: Joi.number().integer().min(0).max(100_000).required(), text: Joi.string().max(2000).allow('').required() }))
          .max(50)
          .required(),
      }),
    )
    .max(10)
    .required(),
}).required();

const match = { type: 'object', properties: { words: { type: 'integer' }, text: { type: 'string' } }, required: ['words', 'text'], additionalProperties: false };

export const detectorResponseFormat = {
  type: 'json_schema' as const,
  json_schema: {
    name: 'ai_text_check',
    strict: true,
    schema: {
      type: 'object',
      properties: {
        probability: { type: 'number' },
        classifications: {
          type: 'array',
          items: {
            type: 'object',
            properties: { ai: { type: 'boolean' }, probability: { type: 'number' }, matches: { type: 'array', items: match } },
            required: ['ai', 'probability', 'matches'],
            additionalProperties: false,
          },
        },
      },
      required: ['probability', 'classifications'],
      additionalProperties: false,
    },
  },
};
