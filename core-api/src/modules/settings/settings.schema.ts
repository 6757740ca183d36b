import Joi from 'joi';
import {
  LIST_WORD_PATTERN,
  WORD_LIST_MAX,
  WORD_MAX_LENGTH,
  type DictionaryBody,
  type DictionaryDeleteBody,
  type StopwordsBody,
  type StopwordsDeleteBody,
} from '@inkwell/contracts';
import { pageSchema } from '../../shared/query-schemas.js';

const language = Joi.string().trim().min(2).max(20).required().description('a culture such as de-DE');

/** One word as the lists keep it: trimmed, 1 to 50 characters, letters or digits joined by ' ’ or - (no spaces). */
const word = Joi.string()
  .trim()
  .min(1)
  .max(WORD_MAX_LENGTH)
  .pattern(LIST_WORD_PATTERN, 'word')
  .messages({ 'string.pattern.name': 'must be one word: letters or digits, joined only by an apostrophe or a hyphen' });

const words = Joi.array().items(word).min(1).max(WORD_LIST_MAX).description('compared case-insensitively; a word sent twice is kept once');

export const wordListQuery = Joi.object<{ language?: string }>({ language: language.optional() });

export const stopwordsBody = Joi.object<StopwordsBody>({ language, stopwords: words.required() });
export const dictionaryBody = Joi.object<DictionaryBody>({ language, words: words.required() });
/** PUT may empty a list. */
export const stopwordsPutBody = Joi.object<StopwordsBody>({ language, stopwords: words.min(0).required() });
export const dictionaryPutBody = Joi.object<DictionaryBody>({ language, words: words.min(0).required() });
export const stopwordsDeleteBody = Joi.object<StopwordsDeleteBody>({ language, stopwords: words.optional() });
export const dictionaryDeleteBody = Joi.object<DictionaryDeleteBody>({ language, words: words.optional() });

export const wordListSchema = Joi.object({ language: Joi.string(), words: Joi.array().items(Joi.string()) });
export const wordListPageSchema = pageSchema(wordListSchema);
