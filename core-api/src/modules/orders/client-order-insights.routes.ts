import type { CoreModule } from '../module.js';
import { ACTION_ANSWERS, orderIdParams } from './order-actions.schema.js';
import { extendDeadline, quoteDeadlineExtension, reassignLinguist } from './client-order-deadline.service.js';
import { getClientOrderStats } from './order-insights.service.js';
import {
  clientOrderStatsSchema,
  deadlineExtensionBody,
  deadlineExtensionQuery,
  deadlineExtensionQuoteSchema,
} from './client-order-insights.schema.js';

const TAGS = ['Orders'];

/** Decision 049: the dashboard's order figures, the deadline-extension calculator and extension, and reassigning. */
export const clientOrderInsightsModule: CoreModule = {
  name: 'client-order-insights',
  register(api, runtime) {
    api.route({
      method: 'get',
      path: '/client/orders/stats',
      summary: 'My orders per status, the canceled, revised and rejected shares, and my active and total projects',
      tags: TAGS,
      access: 'client',
      responses: { 200: { description: 'Dashboard sidebar figures', schema: clientOrderStatsSchema } },
      handler: (_req, _res, caller) => getClientOrderStats(runtime.sequelize, caller.id),
    });
    api.route({
      method: 'get',
      path: '/client/order/:id/deadline-extension',
      summary: 'Deadline-extension calculator: the new deadline and what it adds to the price',
      tags: TAGS,
      access: 'client',
      params: orderIdParams,
      query: deadlineExtensionQuery,
      responses: { ...ACTION_ANSWERS, 200: { description: 'What the extension would do', schema: deadlineExtensionQuoteSchema } },
      handler: (req, _res, caller) => quoteDeadlineExtension(caller.id, req.params.id, req.query.days),
    });
    api.route({
      method: 'put',
      path: '/client/order/:id/deadline-extension',
      summary: 'Give the linguist working on the order more time; she is mailed the new deadline',
      tags: TAGS,
      access: 'client',
      params: orderIdParams,
      body: deadlineExtensionBody,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => extendDeadline({ role: 'client', id: caller.id }, req.params.id, req.body.days),
    });
    api.route({
      method: 'put',
      path: '/client/order/:id/reassign',
      summary: 'Take a stage taken but not yet submitted back from its linguist, to its pool',
      tags: TAGS,
      access: 'client',
      params: orderIdParams,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => reassignLinguist({ role: 'client', id: caller.id }, req.params.id),
    });
  },
};
