import Joi from 'joi';
import { AppError } from '@inkwell/service-kit';
import type { CoreModule } from '../module.js';
import type { ApiRouter } from '../../http/api-router.js';
import type { DictionaryBody, DictionaryDeleteBody, StopwordsBody, StopwordsDeleteBody } from '@inkwell/contracts';
import { findClientById } from '../users/index.js';
import { MAX_INT4 } from '../../shared/query-schemas.js';
import {
  dictionaryBody,
  dictionaryDeleteBody,
  dictionaryPutBody,
  stopwordsBody,
  stopwordsDeleteBody,
  stopwordsPutBody,
  wordListPageSchema,
  wordListQuery,
  wordListSchema,
} from './settings.schema.js';
import { addWords, listWordLists, removeWords, replaceWords, type WordListKind } from './word-lists.service.js';

const TAGS = ['Client settings'];
const BAD_WORDS = { 400: { description: 'An unknown language (field language) or a word that is empty, too long or not one word (field named)' } };
const clientIdParams = Joi.object<{ id: number }>({ id: Joi.number().integer().min(1).max(MAX_INT4).required() });

interface WordListSchemas<B, D> {
  post: Joi.ObjectSchema<B>;
  put: Joi.ObjectSchema<B>;
  delete: Joi.ObjectSchema<D>;
}

const DESCRIBED: Record<WordListKind, string> = {
  stopwords: 'stopwords (words a linguist’s text must not use)',
  dictionary: 'dictionary (special words a linguist’s text may use)',
};

/** The words of a body, under the list's field name (stopwords or words). */
function wordsOf(body: { stopwords?: string[] } | { words?: string[] }): string[] | undefined {
  if ('stopwords' in body) return body.stopwords;
  return 'words' in body ? body.words : undefined;
}

/** Staff act on an existing client's lists; an unknown client is a 404 before anything else. */
async function existingClient(id: number): Promise<number> {
  if (!(await findClientById(id))) throw AppError.notFound('Client');
  return id;
}

/** One list's routes: GET, POST, PUT and DELETE (words in the body) for the client and for staff. */
function registerWordList<B extends StopwordsBody | DictionaryBody, D extends StopwordsDeleteBody | DictionaryDeleteBody>(
  api: ApiRouter,
  list: WordListKind,
  schemas: WordListSchemas<B, D>,
): void {
  api.route({
    method: 'get',
    path: `/client/settings/${list}`,
    summary: `My ${DESCRIBED[list]}, one list per language, or one language's with ?language=`,
    tags: TAGS,
    access: 'client',
    query: wordListQuery,
    responses: { 200: { description: 'The lists', schema: wordListPageSchema }, ...BAD_WORDS },
    handler: (req, _res, caller) => listWordLists(caller.id, list, req.query.language),
  });
  api.route({
    method: 'post',
    path: `/client/settings/${list}`,
    summary: `Add words to my ${list} for a language (a word I have already is kept once)`,
    tags: TAGS,
    access: 'client',
    body: schemas.post,
    responses: { 200: { description: 'The language’s list', schema: wordListSchema }, ...BAD_WORDS, 422: { description: 'More than 1000 words in the language’s list' } },
    handler: (req, _res, caller) => addWords(caller.id, list, req.body.language, wordsOf(req.body) ?? []),
  });
  api.route({
    method: 'put',
    path: `/client/settings/${list}`,
    summary: `Replace my ${list} for a language with these words`,
    tags: TAGS,
    access: 'client',
    body: schemas.put,
    responses: { 200: { description: 'The language’s list', schema: wordListSchema }, ...BAD_WORDS },
    handler: (req, _res, caller) => replaceWords(caller.id, list, req.body.language, wordsOf(req.body) ?? []),
  });
  api.route({
    method: 'delete',
    path: `/client/settings/${list}`,
    summary: `Remove words from my ${list} for a language, or the whole language's list without words`,
    tags: TAGS,
    access: 'client',
    body: schemas.delete,
    status: 204,
    responses: { 204: { description: 'Removed' }, ...BAD_WORDS },
    handler: (req, _res, caller) => removeWords(caller.id, list, req.body.language, wordsOf(req.body)),
  });

  api.route({
    method: 'get',
    path: `/admin/client/:id/${list}`,
    summary: `A client's ${DESCRIBED[list]}, one list per language, or one language's with ?language=`,
    tags: TAGS,
    access: 'admin',
    params: clientIdParams,
    query: wordListQuery,
    responses: { 200: { description: 'The lists', schema: wordListPageSchema }, ...BAD_WORDS, 404: { description: 'No such client' } },
    handler: async (req) => listWordLists(await existingClient(req.params.id), list, req.query.language),
  });
  api.route({
    method: 'post',
    path: `/admin/client/:id/${list}`,
    summary: `Add words to a client's ${list} for a language`,
    tags: TAGS,
    access: 'admin',
    params: clientIdParams,
    body: schemas.post,
    responses: { 200: { description: 'The language’s list', schema: wordListSchema }, ...BAD_WORDS, 404: { description: 'No such client' } },
    handler: async (req) => addWords(await existingClient(req.params.id), list, req.body.language, wordsOf(req.body) ?? []),
  });
  api.route({
    method: 'put',
    path: `/admin/client/:id/${list}`,
    summary: `Replace a client's ${list} for a language with these words`,
    tags: TAGS,
    access: 'admin',
    params: clientIdParams,
    body: schemas.put,
    responses: { 200: { description: 'The language’s list', schema: wordListSchema }, ...BAD_WORDS, 404: { description: 'No such client' } },
    handler: async (req) => replaceWords(await existingClient(req.params.id), list, req.body.language, wordsOf(req.body) ?? []),
  });
  api.route({
    method: 'delete',
    path: `/admin/client/:id/${list}`,
    summary: `Remove words from a client's ${list} for a language, or the whole language's list without words`,
    tags: TAGS,
    access: 'admin',
    params: clientIdParams,
    body: schemas.delete,
    status: 204,
    responses: { 204: { description: 'Removed' }, ...BAD_WORDS, 404: { description: 'No such client' } },
    handler: async (req) => removeWords(await existingClient(req.params.id), list, req.body.language, wordsOf(req.body)),
  });
}

/**
 * A client's stopwords and dictionary per language (client-portal §7 Settings; admin-and-linguist §7.1 client
 * settings): the client's own at /client/settings/…, any client's for staff at /admin/client/{id}/….
 */
export const clientWordListsModule: CoreModule = {
  name: 'client-word-lists',
  register(api) {
    registerWordList(api, 'stopwords', { post: stopwordsBody, put: stopwordsPutBody, delete: stopwordsDeleteBody });
    registerWordList(api, 'dictionary', { post: dictionaryBody, put: dictionaryPutBody, delete: dictionaryDeleteBody });
  },
};
