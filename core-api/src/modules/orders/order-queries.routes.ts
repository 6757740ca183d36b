import { ADMIN_SEARCH_TOTAL_CAP, type Role } from '@inkwell/contracts';
import type { CoreModule } from '../module.js';
import { briefingDtoSchema, layoutDtoSchema } from '../templates/index.js';
import {
  getOrder,
  getOrderBriefing,
  getOrderHistory,
  getOrderLayout,
  getOrderRevisions,
  getOrderText,
  getOrderTextVersions,
  listAdminOrders,
  listClientOrders,
  listLinguistOrders,
  listNewOrderClientsForLinguist,
  listNewOrdersForLinguist,
  type AdminOrderList,
  type LinguistOrderList,
} from './order-queries.service.js';
import { pageQuery, pageSchema } from '../../shared/query-schemas.js';
import { orderIdParams } from './order-actions.schema.js';
import { orderStatisticsSchema } from './client-order-insights.schema.js';
import { getOrderStatistics } from './order-insights.service.js';
import {
  adminActionRequiredQuery,
  adminOrdersQuery,
  clientOrdersQuery,
  linguistAvailableClientSchema,
  linguistNewOrdersQuery,
  orderDtoSchema,
  orderHistorySchema,
  orderListPageSchema,
  orderPageSchema,
  orderRevisionsSchema,
  orderTextSchema,
  orderTextVersionsSchema,
} from './order-queries.schema.js';

const TAGS = ['Orders'];

const ITEM_READS = [
  { suffix: '', summary: 'One order', answer: 'The order', schema: orderDtoSchema, read: getOrder },
  { suffix: '/text', summary: 'The text of an order', answer: 'The text version the caller may read', schema: orderTextSchema, read: getOrderText },
  {
    suffix: '/text/versions',
    summary: 'Submitted text versions of an order, to compare',
    answer: 'First to last: every version for staff and for a client who may read the text, a linguist’s own and, for the proofreader, the writer’s',
    schema: orderTextVersionsSchema,
    read: getOrderTextVersions,
  },
  { suffix: '/revisions', summary: 'Revision requests of an order', answer: 'First to last', schema: orderRevisionsSchema, read: getOrderRevisions },
  { suffix: '/history', summary: 'Status history of an order', answer: 'Oldest first', schema: orderHistorySchema, read: getOrderHistory },
  {
    suffix: '/statistics',
    summary: 'Statistics of an order',
    answer: 'Words, time to take and to deliver (seconds), revisions',
    schema: orderStatisticsSchema,
    read: getOrderStatistics,
  },
  {
    suffix: '/briefing',
    summary: 'The briefing of an order',
    answer: 'The briefing with its tree and rendered HTML',
    schema: briefingDtoSchema,
    read: getOrderBriefing,
  },
  {
    suffix: '/layout',
    summary: 'The text layout of an order',
    answer: 'The layout with its tree and rendered HTML',
    schema: layoutDtoSchema,
    read: getOrderLayout,
  },
] as const;

const WHOSE: Record<Role, string> = {
  client: 'one of the caller’s orders',
  linguist: 'an order the caller may take or works on',
  admin: 'any order',
};

const LINGUIST_LISTS: { list: LinguistOrderList; summary: string }[] = [
  { list: 'ongoing', summary: 'My orders in work: writing, proofreading, revising' },
  { list: 'pending', summary: 'My submitted orders waiting for proofreading or the client' },
  { list: 'completed', summary: 'My accepted, rejected and canceled orders' },
];

const ADMIN_LISTS: { list: Exclude<AdminOrderList, 'action-required'>; summary: string }[] = [
  { list: 'open', summary: 'Open orders of every client' },
  { list: 'processing', summary: 'Orders in work or waiting for the client, of every client' },
  { list: 'completed', summary: 'Accepted, canceled and rejected orders of every client' },
];

export const orderQueriesModule: CoreModule = {
  name: 'order-queries',
  register(api, runtime) {
    const db = runtime.sequelize;
    const page = { 200: { description: 'Newest first', schema: orderPageSchema } };
    const adminPage = {
      200: { description: `Newest first; a search is counted up to ${ADMIN_SEARCH_TOTAL_CAP} matches; nextCursor pages on by keyset`, schema: orderListPageSchema },
    };

    api.route({
      method: 'get',
      path: '/client/orders',
      summary: 'The caller’s orders, filtered',
      tags: TAGS,
      access: 'client',
      query: clientOrdersQuery,
      responses: page,
      handler: (req, _res, caller) => listClientOrders(db, caller, req.query),
    });

    api.route({
      method: 'get',
      path: '/linguist/orders/new',
      summary: 'Orders I may take now: direct requests and the open and group pool',
      tags: TAGS,
      access: 'linguist',
      query: linguistNewOrdersQuery,
      responses: page,
      handler: (req, _res, caller) => listNewOrdersForLinguist(db, caller, req.query),
    });
    api.route({
      method: 'get',
      path: '/linguist/orders/new/clients',
      summary: 'The clients whose orders I may take now, with how many each (most first)',
      tags: TAGS,
      access: 'linguist',
      query: linguistNewOrdersQuery,
      responses: { 200: { description: 'A page of clients', schema: pageSchema(linguistAvailableClientSchema) } },
      handler: (req, _res, caller) => listNewOrderClientsForLinguist(db, caller, req.query),
    });
    for (const { list, summary } of LINGUIST_LISTS) {
      api.route({
        method: 'get',
        path: `/linguist/orders/${list}`,
        summary,
        tags: TAGS,
        access: 'linguist',
        query: pageQuery,
        responses: page,
        handler: (req, _res, caller) => listLinguistOrders(db, caller, list, req.query),
      });
    }

    for (const { list, summary } of ADMIN_LISTS) {
      api.route({
        method: 'get',
        path: `/admin/orders/${list}`,
        summary,
        tags: TAGS,
        access: 'admin',
        query: adminOrdersQuery,
        responses: adminPage,
        handler: (req, _res, caller) => listAdminOrders(db, caller, list, req.query),
      });
    }
    api.route({
      method: 'get',
      path: '/admin/orders/action-required',
      summary: 'Orders an admin must act on: rejection requests and orders without a proofreader',
      tags: TAGS,
      access: 'admin',
      query: adminActionRequiredQuery,
      responses: adminPage,
      handler: (req, _res, caller) => listAdminOrders(db, caller, 'action-required', req.query),
    });

    for (const role of ['client', 'linguist', 'admin'] as const) {
      for (const { suffix, summary, answer, schema, read } of ITEM_READS) {
        api.route({
          method: 'get',
          path: `/${role}/order/:id${suffix}`,
          summary: `${summary}: ${WHOSE[role]}`,
          tags: TAGS,
          access: role,
          params: orderIdParams,
          responses: { 200: { description: answer, schema }, 404: { description: 'No such order, not one the caller may read, or (briefing, layout) none set' } },
          handler: (req, _res, caller) => read(db, caller, req.params.id),
        });
      }
    }
  },
};
