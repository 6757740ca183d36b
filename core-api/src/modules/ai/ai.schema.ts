import Joi from 'joi';
import {
  GENERATOR_KEYWORD_MAX,
  GENERATOR_LANGUAGES,
  GENERATOR_OUTLINE_MAX_HEADINGS,
  GENERATOR_TITLE_MAX,
  GENERATOR_TYPES,
  type GenerateRequest,
  type GeneratorResultInput,
  type GeneratorResultPatch,
  type GeneratorType,
} from '@inkwell/contracts';
import { MAX_INT4, pageKeys, pageSchema, type PageQuery } from '../../shared/query-schemas.js';

const language = Joi.string()
  .valid(...GENERATOR_LANGUAGES)
  .required()
  .description('the language to write in');
const type = Joi.string()
  .valid(...GENERATOR_TYPES)
  .required()
  .description('TITLE: titles; OUTLINE: titles each with section headings');
const keyword = Joi.string().trim().min(1).max(GENERATOR_KEYWORD_MAX).required().description('the topic, 1–200 characters');
const title = Joi.string().trim().min(1).max(GENERATOR_TITLE_MAX).required();
const outline = Joi.array()
  .items(Joi.string().trim().min(1).max(GENERATOR_TITLE_MAX))
  .max(GENERATOR_OUTLINE_MAX_HEADINGS)
  .default([])
  .description('section headings in reading order; empty for a title');

export const generateBody = Joi.object<GenerateRequest>({ language, type, keyword });
export const resultBody = Joi.object<GeneratorResultInput>({ language, type, keyword, title, outline });
export const resultPatchBody = Joi.object<GeneratorResultPatch>({ title, outline });
export const resultParams = Joi.object<{ id: number }>({ id: Joi.number().integer().min(1).max(MAX_INT4).required() });
export const resultListQuery = Joi.object<PageQuery>(pageKeys);

const itemSchema = Joi.object({
  id: Joi.string().required().description('names the suggestion within this answer'),
  title: Joi.string().required(),
  outline: Joi.array().items(Joi.string()).required(),
});

export const generateAnswerSchema = Joi.object({
  language: Joi.string().required(),
  type: Joi.string().required(),
  keyword: Joi.string().required(),
  items: Joi.array().items(itemSchema).required(),
});

export const resultSchema = Joi.object({
  id: Joi.number().integer().required(),
  language: Joi.string().required(),
  type: Joi.string().required(),
  keyword: Joi.string().required(),
  title: Joi.string().required(),
  outline: Joi.array().items(Joi.string()).required(),
  createdAt: Joi.string().isoDate().required(),
  updatedAt: Joi.string().isoDate().required(),
});

export const resultPageSchema = pageSchema(resultSchema);

export const usageSchema = Joi.object({
  model: Joi.string().required(),
  perMinute: Joi.number().integer().required(),
  perMonth: Joi.number().integer().required(),
  usedThisMonth: Joi.number().integer().required(),
});

// What the model must answer. The JSON Schema goes to the provider as the response format (strict structured
// output); the joi schema checks the answer again, since a provider, a proxy or a fake may not enforce it.

/** A suggestion as the model writes it, before it gets an id. */
export interface ModelItem {
  title: string;
  outline?: string[];
}

const modelTitle = Joi.string().trim().min(1).max(GENERATOR_TITLE_MAX).required();

export function modelAnswerSchema(mode: GeneratorType, maxItems: number): Joi.ObjectSchema<{ items: ModelItem[] }> {
  const item =
    mode === 'TITLE'
      ? Joi.object({ title: modelTitle })
      : Joi.object({
          title: modelTitle,
          outline: Joi.array().items(Joi.string().trim().min(1).max(GENERATOR_TITLE_MAX)).min(1).max(GENERATOR_OUTLINE_MAX_HEADINGS).required(),
        });
  return Joi.object<{ items: ModelItem[] }>({ items: Joi.array().items(item.required()).min(1).max(maxItems).required() }).prefs({
    allowUnknown: false,
    presence: 'required',
  });
}

export function modelResponseFormat(mode: GeneratorType) {
  const item =
    mode === 'TITLE'
      ? { type: 'object', properties: { title: { type: 'string' } }, required: ['title'], additionalProperties: false }
      : {
          type: 'object',
          properties: { title: { type: 'string' }, outline: { type: 'array', items: { type: 'string' } } },
          required: ['title', 'outline'],
          additionalProperties: false,
        };
  return {
    type: 'json_schema' as const,
    json_schema: {
      name: mode === 'TITLE' ? 'generated_titles' : 'generated_outlines',
      strict: true,
      schema: { type: 'object', properties: { items: { type: 'array', items: item } }, required: ['items'], additionalProperties: false },
    },
  };
}
