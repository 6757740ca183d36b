import type { CoreModule } from '../module.js';
import {
  generateAnswerSchema,
  generateBody,
  resultBody,
  resultListQuery,
  resultPageSchema,
  resultParams,
  resultPatchBody,
  resultSchema,
  usageSchema,
} from './ai.schema.js';
import { deleteResult, generate, generatorUsage, getResult, listResults, saveResult, updateResult, type GeneratorDeps } from './ai.service.js';
import { openAiSuggestionSource } from './openai-generator.js';

const TAGS = ['AI generator'];
const FORBIDDEN = { 403: { description: 'The client’s services do not include gpt3_topics_titles' } };
const NOT_CONFIGURED = { 503: { description: 'No AI provider is configured (OPENAI_API_KEY)' } };
const NOT_FOUND = { 404: { description: 'No such result among the caller’s' } };

/**
 * The AI title and outline generator (client-portal spec §7, admin `/admin/generator/results`; decision 044): the
 * same paths under /client (clients with gpt3_topics_titles) and /admin (staff), each caller with their own results.
 */
export const aiGeneratorModule: CoreModule = {
  name: 'ai',
  register(api, runtime) {
    const { openai, generatorLimits } = runtime.config;
    const deps: GeneratorDeps = {
      source: openai && openAiSuggestionSource(openai, runtime.logger),
      model: openai?.model ?? 'none',
      limits: generatorLimits,
    };

    for (const role of ['client', 'admin'] as const) {
      const base = `/${role}/generator`;
      api.route({
        method: 'get',
        path: `${base}/usage`,
        summary: 'The caller’s generator allowance and this month’s use; 503 while no AI provider is configured',
        tags: TAGS,
        access: role,
        responses: { 200: { description: 'Allowance', schema: usageSchema }, ...FORBIDDEN, ...NOT_CONFIGURED },
        handler: (_req, _res, caller) => generatorUsage(deps, { role, id: caller.id }),
      });
      api.route({
        method: 'post',
        path: `${base}/generate`,
        summary: 'Titles (type TITLE) or titles with outlines (type OUTLINE) for a keyword, in the language asked; nothing is saved',
        tags: TAGS,
        access: role,
        body: generateBody,
        responses: {
          200: { description: 'The suggestions, each with an id', schema: generateAnswerSchema },
          ...FORBIDDEN,
          429: { description: 'The per-minute rate limit or the monthly quota is used up' },
          502: { description: 'The AI provider failed or answered something that is not titles and outlines' },
          ...NOT_CONFIGURED,
          504: { description: 'The AI provider did not answer in time' },
        },
        handler: (req, _res, caller) => generate(deps, { role, id: caller.id }, req.body),
      });
      api.route({
        method: 'get',
        path: `${base}/results`,
        summary: 'The caller’s saved results, newest first, with the total',
        tags: TAGS,
        access: role,
        query: resultListQuery,
        responses: { 200: { description: 'A page of results', schema: resultPageSchema }, ...FORBIDDEN },
        handler: (req, _res, caller) => listResults({ role, id: caller.id }, req.query),
      });
      api.route({
        method: 'post',
        path: `${base}/result`,
        summary: 'Saves a suggestion (as generated or edited) among the caller’s results',
        tags: TAGS,
        access: role,
        body: resultBody,
        status: 201,
        responses: { 201: { description: 'The saved result', schema: resultSchema }, ...FORBIDDEN },
        handler: (req, _res, caller) => saveResult({ role, id: caller.id }, req.body),
      });
      api.route({
        method: 'get',
        path: `${base}/result/:id`,
        summary: 'One of the caller’s saved results',
        tags: TAGS,
        access: role,
        params: resultParams,
        responses: { 200: { description: 'The result', schema: resultSchema }, ...FORBIDDEN, ...NOT_FOUND },
        handler: (req, _res, caller) => getResult({ role, id: caller.id }, req.params.id),
      });
      api.route({
        method: 'put',
        path: `${base}/result/:id`,
        summary: 'Replaces the title and outline of one of the caller’s saved results',
        tags: TAGS,
        access: role,
        params: resultParams,
        body: resultPatchBody,
        responses: { 200: { description: 'The result as it is now', schema: resultSchema }, ...FORBIDDEN, ...NOT_FOUND },
        handler: (req, _res, caller) => updateResult({ role, id: caller.id }, req.params.id, req.body),
      });
      api.route({
        method: 'delete',
        path: `${base}/result/:id`,
        summary: 'Deletes one of the caller’s saved results',
        tags: TAGS,
        access: role,
        params: resultParams,
        status: 204,
        responses: { 204: { description: 'Deleted' }, ...FORBIDDEN, ...NOT_FOUND },
        handler: (req, _res, caller) => deleteResult({ role, id: caller.id }, req.params.id),
      });
    }
  },
};
