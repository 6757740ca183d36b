import type { CoreModule } from '../module.js';
import { aiCheckQueue, textDetectorFor } from '../ai/index.js';
import { orderIdParams } from './order-actions.schema.js';
import { createAiCheck, dismissPlagiarismHit, getAiChecks, getPlagiarism, getTextInformation, getTextPreview, type AiCheckDeps } from './order-text-checks.service.js';
import {
  aiCheckListQuery,
  aiCheckListSchema,
  aiCheckResultSchema,
  plagiarismDismissBody,
  plagiarismResultSchema,
  textInformationSchema,
  textPreviewSchema,
} from './order-text-checks.schema.js';

const TAGS = ['Order text checks'];
const NOT_FOUND = { 404: { description: 'No such order among those the caller may read' } };

/**
 * An order's text checks (decision 047): AI check for client and staff, plagiarism for all three roles (others'
 * orders named to staff only), text information and preview for the linguist and staff.
 */
export const orderTextChecksModule: CoreModule = {
  name: 'order-text-checks',
  register(api, runtime) {
    const deps: AiCheckDeps = {
      provider: textDetectorFor(runtime.config.openai, runtime.logger).provider,
      queue: aiCheckQueue(runtime.config.databaseUrl, runtime.sequelize),
    };
    for (const role of ['client', 'admin'] as const) {
      api.route({
        method: 'get',
        path: `/${role}/order/:id/ai-check`,
        summary: 'The order’s AI-text checks, newest first; historic=true|false narrows to those of an earlier text or of the current one',
        tags: TAGS,
        access: role,
        params: orderIdParams,
        query: aiCheckListQuery,
        responses: { 200: { description: 'The checks', schema: aiCheckListSchema }, ...NOT_FOUND },
        handler: (req, _res, caller) => getAiChecks(caller, req.params.id, req.query.historic),
      });
      api.route({
        method: 'post',
        path: `/${role}/order/:id/ai-check`,
        summary: 'Requests an AI-text check of the order’s latest text (empty body); a job runs it (status CREATE_REQUESTED, CREATE_PENDING, then DONE or FAILED)',
        tags: TAGS,
        access: role,
        params: orderIdParams,
        status: 201,
        responses: {
          201: { description: 'The requested check', schema: aiCheckResultSchema },
          ...NOT_FOUND,
          409: { description: 'No submitted text yet, a check is already running, or the current text already has one' },
        },
        handler: (req, _res, caller) => createAiCheck(deps, caller, req.params.id),
      });
    }
    for (const role of ['client', 'linguist', 'admin'] as const) {
      api.route({
        method: 'get',
        path: `/${role}/order/:id/plagiarism`,
        summary: 'Other orders whose texts share passages with this order’s latest text, most similar first (staff see which orders)',
        tags: TAGS,
        access: role,
        params: orderIdParams,
        responses: { 200: { description: 'The matches', schema: plagiarismResultSchema }, ...NOT_FOUND },
        handler: (req, _res, caller) => getPlagiarism(caller, req.params.id),
      });
    }
    api.route({
      method: 'put',
      path: '/admin/order/:id/plagiarism/dismiss',
      summary: 'Dismisses the plagiarism hit of the order’s latest text with a reason: it leaves the action-required list, the history records it, and the check answers hit=false to everyone until a new text',
      tags: TAGS,
      access: 'admin',
      params: orderIdParams,
      body: plagiarismDismissBody,
      responses: {
        200: { description: 'The check with the dismissal', schema: plagiarismResultSchema },
        ...NOT_FOUND,
        409: { description: 'No submitted text, no hit, or this text’s hit is already dismissed' },
      },
      handler: (req, _res, caller) => dismissPlagiarismHit(caller.id, req.params.id, req.body.reason),
    });
    for (const role of ['linguist', 'admin'] as const) {
      api.route({
        method: 'get',
        path: `/${role}/order/:id/text/information`,
        summary: 'The order’s keywords with how often the text uses each, and its word count',
        tags: TAGS,
        access: role,
        params: orderIdParams,
        responses: { 200: { description: 'Keywords and words', schema: textInformationSchema }, ...NOT_FOUND },
        handler: (req, _res, caller) => getTextInformation(caller, req.params.id),
      });
      api.route({
        method: 'get',
        path: `/${role}/order/:id/text/preview`,
        summary: 'The text rendered as HTML in its layout (paragraphs without one), every word escaped',
        tags: TAGS,
        access: role,
        params: orderIdParams,
        responses: { 200: { description: 'The preview', schema: textPreviewSchema }, ...NOT_FOUND },
        handler: (req, _res, caller) => getTextPreview(caller, req.params.id),
      });
    }
  },
};
