import type { CoreModule } from '../module.js';
import { idParams } from '../../shared/query-schemas.js';
import {
  clientPositionBody,
  clientPriceListPageSchema,
  clientPriceListQuery,
  clientPriceListSchema,
  createClientPriceListBody,
  languageGroupsSchema,
  positionsQuery,
  positionsSchema,
  systemPositionBody,
  systemPositionsQuery,
  systemPriceListsSchema,
} from './price-lists.schema.js';
import {
  cancelScheduledClientPrice,
  cancelScheduledSystemPrice,
  clientPositions,
  clientPriceList,
  createClientPriceList,
  listClientPriceLists,
  listSystemPriceLists,
  priceLanguageGroups,
  scheduleClientPrice,
  scheduleSystemPrice,
  systemPositions,
} from './price-lists.service.js';

const TAGS = ['Price lists'];
const POSITIONS = { description: 'The positions in force today and the scheduled ones, per word in currency units', schema: positionsSchema };
const NO_LIST = { 404: { description: 'No such client price list' } };
const INVALID = { 400: { description: 'A field is invalid: effectiveFrom before today, an unknown language group, pay above the price' } };

/** Staff's price lists (spec §7.1 /admin/pricing/, decision 053). */
export const priceListsModule: CoreModule = {
  name: 'price-lists',
  register(api) {
    api.route({
      method: 'get',
      path: '/admin/pricing/languages',
      summary: 'The language groups price list positions may name, with their languages',
      tags: TAGS,
      access: 'admin',
      responses: { 200: { description: 'Groups by name', schema: languageGroupsSchema } },
      handler: () => priceLanguageGroups(),
    });
    api.route({
      method: 'get',
      path: '/admin/pricing/system',
      summary: 'The system price list of each currency, with how many positions are in force and scheduled',
      tags: TAGS,
      access: 'admin',
      responses: { 200: { description: 'One per traded currency', schema: systemPriceListsSchema } },
      handler: () => listSystemPriceLists(),
    });
    api.route({
      method: 'get',
      path: '/admin/pricing/system/positions',
      summary: "One service's positions of a currency's system price list",
      tags: TAGS,
      access: 'admin',
      query: systemPositionsQuery,
      responses: { 200: POSITIONS },
      handler: (req) => systemPositions(req.query.currency, req.query.service),
    });
    api.route({
      method: 'put',
      path: '/admin/pricing/system/positions',
      summary: 'Schedules a system price and linguist pay for a language group (or all) and level from a day',
      tags: TAGS,
      access: 'admin',
      body: systemPositionBody,
      responses: { 200: POSITIONS, ...INVALID },
      handler: (req, _res, caller) => scheduleSystemPrice(caller.id, req.body),
    });
    api.route({
      method: 'delete',
      path: '/admin/pricing/system/position/:id',
      summary: 'Cancels a scheduled system price; one in force stays',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      status: 204,
      responses: { 204: { description: 'Cancelled' }, 404: { description: 'No such position' }, 409: { description: 'The position is in force' } },
      handler: (req) => cancelScheduledSystemPrice(req.params.id),
    });
    api.route({
      method: 'get',
      path: '/admin/pricing/clients',
      summary: 'The client price lists, by client name',
      tags: TAGS,
      access: 'admin',
      query: clientPriceListQuery,
      responses: { 200: { description: 'A page of lists', schema: clientPriceListPageSchema } },
      handler: (req) => listClientPriceLists(req.query),
    });
    api.route({
      method: 'post',
      path: '/admin/pricing/client',
      summary: 'Creates the price list of a client, empty: it prices as the system list until positions are scheduled',
      tags: TAGS,
      access: 'admin',
      body: createClientPriceListBody,
      status: 201,
      responses: {
        201: { description: 'The new list', schema: clientPriceListSchema },
        400: { description: 'No such client (clientId)' },
        409: { description: 'The client has a price list already' },
      },
      handler: (req, _res, caller) => createClientPriceList(caller.id, req.body.clientId),
    });
    api.route({
      method: 'get',
      path: '/admin/pricing/client/:id',
      summary: 'One client price list',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'The list', schema: clientPriceListSchema }, ...NO_LIST },
      handler: (req) => clientPriceList(req.params.id),
    });
    api.route({
      method: 'get',
      path: '/admin/pricing/client/:id/positions',
      summary: "One service's positions of a client price list",
      tags: TAGS,
      access: 'admin',
      params: idParams,
      query: positionsQuery,
      responses: { 200: POSITIONS, ...NO_LIST },
      handler: (req) => clientPositions(req.params.id, req.query.service),
    });
    api.route({
      method: 'put',
      path: '/admin/pricing/client/:id/positions',
      summary: "Schedules a client's own price for a language group (or all) and level from a day",
      tags: TAGS,
      access: 'admin',
      params: idParams,
      body: clientPositionBody,
      responses: { 200: POSITIONS, ...INVALID, ...NO_LIST },
      handler: (req, _res, caller) => scheduleClientPrice(caller.id, req.params.id, req.body),
    });
    api.route({
      method: 'delete',
      path: '/admin/pricing/client/position/:id',
      summary: 'Cancels a scheduled client price; one in force stays',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      status: 204,
      responses: { 204: { description: 'Cancelled' }, 404: { description: 'No such position' }, 409: { description: 'The position is in force' } },
      handler: (req) => cancelScheduledClientPrice(req.params.id),
    });
  },
};
