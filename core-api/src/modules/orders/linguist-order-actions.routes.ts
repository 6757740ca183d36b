import type { CoreModule } from '../module.js';
import {
  declineDirectOrder,
  releaseOrder,
  reserveOrder,
  saveDraft,
  submitText,
  takeOrder,
  orderTextWords,
  textInformation,
} from './linguist-order-actions.service.js';
import { rejectAsUnusable, sendBackForRevision } from './proofreader-order-actions.service.js';
import {
  ACTION_ANSWERS,
  actionResultSchema,
  declineBody,
  draftSchema,
  orderIdParams,
  rejectBody,
  reviseBody,
  textBody,
  textInformationSchema,
  textOrSectionsBody,
  textWordsSchema,
  textInputOf,
} from './order-actions.schema.js';

const TAGS = ['Orders'];

export const linguistOrderActionsModule: CoreModule = {
  name: 'linguist-order-actions',
  register(api) {
    api.route({
      method: 'put',
      path: '/linguist/order/:id/take',
      summary: 'Take an order to write or proofread it',
      tags: TAGS,
      access: 'linguist',
      params: orderIdParams,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => takeOrder(caller.id, req.params.id),
    });
    api.route({
      method: 'put',
      path: '/linguist/order/:id/reserve',
      summary: 'Hold an open order for ten minutes',
      tags: TAGS,
      access: 'linguist',
      params: orderIdParams,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => reserveOrder(caller.id, req.params.id),
    });
    api.route({
      method: 'post',
      path: '/linguist/order/:id/release',
      summary: 'Give a taken order back, or drop my reservation',
      tags: TAGS,
      access: 'linguist',
      params: orderIdParams,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => releaseOrder(caller.id, req.params.id),
    });
    api.route({
      method: 'put',
      path: '/linguist/order/:id/cancel',
      summary: 'Decline a direct order addressed to me; it joins the open pool or is canceled, as its client chose',
      tags: TAGS,
      access: 'linguist',
      params: orderIdParams,
      body: declineBody,
      responses: {
        ...ACTION_ANSWERS,
        200: { description: 'The order after falling back: open (now in the open pool) or canceled', schema: actionResultSchema },
        409: { description: 'The order is no longer open, or is not a direct request to me' },
      },
      handler: (req, _res, caller) => declineDirectOrder(caller.id, req.params.id, req.body.reason || null),
    });
    api.route({
      method: 'put',
      path: '/linguist/order/:id/revise',
      summary: 'As the order’s proofreader, send the writer’s text back for a revision with a comment (decision 048)',
      tags: TAGS,
      access: 'linguist',
      params: orderIdParams,
      body: reviseBody,
      responses: {
        ...ACTION_ANSWERS,
        200: { description: 'The order, now in_revision with the writer', schema: actionResultSchema },
        404: { description: 'No such order, or I am not its proofreader' },
        409: { description: 'The order is not processing_pr' },
        422: { description: 'The proofreader has sent this order back three times already' },
      },
      handler: (req, _res, caller) => sendBackForRevision(caller.id, req.params.id, req.body.comment),
    });
    api.route({
      method: 'put',
      path: '/linguist/order/:id/reject',
      summary: 'As the order’s proofreader, ask staff to reject the writer’s text as unusable (decision 048)',
      tags: TAGS,
      access: 'linguist',
      params: orderIdParams,
      body: rejectBody,
      responses: {
        ...ACTION_ANSWERS,
        200: { description: 'The order, now rejection_requested on the admin action-required list', schema: actionResultSchema },
        404: { description: 'No such order, or I am not its proofreader' },
        409: { description: 'The order is not processing_pr' },
      },
      handler: (req, _res, caller) => rejectAsUnusable(caller.id, req.params.id, req.body.reason),
    });
    api.route({
      method: 'put',
      path: '/linguist/order/:id/text/save',
      summary: 'Save my draft',
      tags: TAGS,
      access: 'linguist',
      params: orderIdParams,
      body: textOrSectionsBody,
      responses: {
        ...ACTION_ANSWERS,
        200: { description: 'My draft', schema: draftSchema },
        400: { description: '`sections` for an order without a layout' },
      },
      handler: (req, _res, caller) => saveDraft(caller.id, req.params.id, textInputOf(req.body)),
    });
    api.route({
      method: 'put',
      path: '/linguist/order/:id/text/submit',
      summary: 'Submit my text; its words must be within the order’s limits, and by section within its layout’s',
      tags: TAGS,
      access: 'linguist',
      params: orderIdParams,
      body: textOrSectionsBody,
      responses: {
        ...ACTION_ANSWERS,
        400: { description: '`sections` for an order without a layout, or `text` for an order with one' },
        422: {
          description:
            'The text has too few or too many words (field `text`), or breaks the layout: one message per section under `sections.<name>`; or uses a stopword of the client’s: \'The client does not allow the word "x". Position N.\' under the same field',
        },
      },
      handler: (req, _res, caller) => submitText(caller.id, req.params.id, textInputOf(req.body)),
    });
    api.route({
      method: 'post',
      path: '/linguist/order/:id/text/information',
      summary: 'Count the words and keywords of a text',
      tags: TAGS,
      access: 'linguist',
      params: orderIdParams,
      body: textBody,
      responses: { ...ACTION_ANSWERS, 200: { description: 'Words and keyword use', schema: textInformationSchema } },
      handler: (req, _res, caller) => textInformation(caller.id, req.params.id, req.body.text),
    });
    api.route({
      method: 'get',
      path: '/linguist/order/:id/text/words',
      summary: 'The client’s stopwords (submit refuses them) and dictionary for the order’s language, for the editor to mark',
      tags: TAGS,
      access: 'linguist',
      params: orderIdParams,
      responses: { ...ACTION_ANSWERS, 200: { description: 'The lists', schema: textWordsSchema } },
      handler: (req, _res, caller) => orderTextWords(caller.id, req.params.id),
    });
  },
};
