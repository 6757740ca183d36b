import Joi from 'joi';
import { clientLinguistSettingsSchema, groupSchema, linguistProfileSchema, linguistSearchPageSchema, linguistSearchQuery, relationSchema } from './linguists.schema.js';
import { clientLinguistSettingsForAdmin, linguistSearchForClient } from './admin-client-ordering.service.js';
import type { CoreModule } from '../module.js';
import { createLegalCheckProvider } from '../billing/index.js';
import { pageSchema } from '../../shared/query-schemas.js';
import {
  createLinguistForAdmin,
  linguistProfileForAdmin,
  searchLinguistsForAdmin,
  setLinguistStatusForAdmin,
  statusHistoryOf,
  updateLinguistForAdmin,
} from './admin-linguist-accounts.service.js';
import {
  addLinguistsToGroupForAdmin,
  changeRelationForAdmin,
  clientGroupsForAdmin,
  clientLinguistForAdmin,
  clientLinguistsForAdmin,
  groupForAdmin,
  groupsOfLinguistForAdmin,
  ordersOfLinguistForAdmin,
  removeLinguistFromGroupForAdmin,
  renameGroupForAdmin,
  searchGroupsForAdmin,
} from './admin-groups.service.js';
import {
  classificationForAdmin,
  pricesForAdmin,
  setAvailabilityForAdmin,
  setClassificationForAdmin,
  setPriceForAdmin,
} from './admin-linguist-offer.service.js';
import { availabilityBody, selfClassificationBody, selfClassificationSchema, selfPriceBody, selfPriceSchema, selfPricesSchema } from './self.schema.js';
import { addStaffNote, deleteStaffNote, listStaffNotes, updateStaffNote } from './admin-linguist-notes.service.js';
import { invoicingSettingsForAdmin, updateInvoicingSettingsForAdmin } from './admin-linguist-invoicing.service.js';
import { partnershipPricesForAdmin, removePartnershipPriceForAdmin, setPartnershipPriceForAdmin } from './admin-partnership-prices.service.js';
import {
  adminPartnershipPriceBody,
  adminPartnershipPriceKeyQuery,
  adminPartnershipPriceResult,
  adminPartnershipPriceSchema,
} from './admin-partnership-prices.schema.js';
import {
  adminClientGroupsQuery,
  adminClientIdParams,
  adminClientLinguistItemSchema,
  adminClientLinguistParams,
  adminClientLinguistsQuery,
  adminGroupDetailSchema,
  adminGroupIdParams,
  adminGroupLinguistsBody,
  adminGroupMemberParams,
  adminCappedPageSchema,
  adminGroupSchema,
  adminGroupsQuery,
  adminInvoicingSettingsBody,
  adminInvoicingSettingsSchema,
  adminLinguistIdParams,
  adminLinguistItemSchema,
  adminLinguistOrderRowSchema,
  adminLinguistOrdersQuery,
  adminLinguistPatchBody,
  adminLinguistProfileSchema,
  adminLinguistSearchQuery,
  adminLinguistStatusBody,
  adminNoteBody,
  adminNoteParams,
  adminNoteSchema,
  adminRelationParams,
  adminRenameGroupBody,
  linguistCreatedSchema,
  newAdminLinguistBody,
  statusChangeSchema,
} from './admin-linguists.schema.js';

const TAGS = ['Admin linguists'];
const NO_LINGUIST = { 404: { description: 'No such linguist' } };
const NO_CLIENT = { 404: { description: 'No such client, or no such ACTIVE linguist' } };
const NO_GROUP = { 404: { description: 'No such group' } };

/** Staff's linguist pages: /linguists/search and /linguist/:id/:tab (decision 029). */
export const adminLinguistsModule: CoreModule = {
  name: 'admin-linguists',
  register(api, runtime) {
    const creation = { runtime, legalCheck: createLegalCheckProvider(runtime.config.viesUrl, runtime.logger) };
    api.route({
      method: 'get',
      path: '/admin/linguists',
      summary: 'Search every linguist by nickname, name, e-mail or id, filtered by status, role, level and language',
      tags: TAGS,
      access: 'admin',
      query: adminLinguistSearchQuery,
      responses: { 200: { description: 'Newest first', schema: adminCappedPageSchema(adminLinguistItemSchema) } },
      handler: (req) => searchLinguistsForAdmin(req.query),
    });
    api.route({
      method: 'post',
      path: '/admin/linguist',
      summary: 'Create a linguist account (PENDING_ACTIVATION) and invite her by mail to choose her password',
      tags: TAGS,
      access: 'admin',
      body: newAdminLinguistBody,
      status: 201,
      responses: {
        201: { description: 'Created', schema: linguistCreatedSchema },
        400: { description: 'Field errors in `error`' },
        409: { description: 'A linguist with this e-mail exists' },
        422: { description: 'Invalid legal information: the inconsistent field under `legalInfo.` in `error`' },
      },
      handler: (req, _res, caller) => createLinguistForAdmin(creation, caller.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/admin/linguist/:id',
      summary: 'A linguist’s account, profile, statistics and balance',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      responses: { 200: { description: 'The linguist', schema: adminLinguistProfileSchema }, ...NO_LINGUIST },
      handler: (req) => linguistProfileForAdmin(req.params.id),
    });
    api.route({
      method: 'patch',
      path: '/admin/linguist/:id',
      summary: 'Change names, nickname, level, roles, languages or interests',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      body: adminLinguistPatchBody,
      responses: { 200: { description: 'The linguist', schema: adminLinguistProfileSchema }, ...NO_LINGUIST },
      handler: (req) => updateLinguistForAdmin(req.params.id, req.body),
    });
    api.route({
      method: 'put',
      path: '/admin/linguist/:id/status',
      summary: 'Change the account status with a reason, kept in the status history',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      body: adminLinguistStatusBody,
      responses: { 200: { description: 'The linguist', schema: adminLinguistProfileSchema }, ...NO_LINGUIST, 409: { description: 'The status is that already' } },
      handler: (req, _res, caller) => setLinguistStatusForAdmin(caller.id, req.params.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/admin/linguist/:id/status-history',
      summary: 'Every change of the account status with its reason, newest first',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      responses: { 200: { description: 'Changes', schema: Joi.array().items(statusChangeSchema) }, ...NO_LINGUIST },
      handler: (req) => statusHistoryOf(req.params.id),
    });
    api.route({
      method: 'put',
      path: '/admin/linguist/:id/availability',
      summary: 'Set her away (with an optional return date) or available',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      body: availabilityBody,
      responses: { 200: { description: 'The linguist', schema: adminLinguistProfileSchema }, ...NO_LINGUIST },
      handler: (req) => setAvailabilityForAdmin(req.params.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/admin/linguist/:id/invoicing-settings',
      summary: 'Her invoicing (legal) data: company or private person, address, VAT and tax numbers, check status',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      responses: { 200: { description: 'legalInfo is null until staff give it', schema: adminInvoicingSettingsSchema }, ...NO_LINGUIST },
      handler: (req) => invoicingSettingsForAdmin(req.params.id),
    });
    api.route({
      method: 'patch',
      path: '/admin/linguist/:id/invoicing-settings',
      summary: 'Replace her invoicing data, checked as on creation',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      body: adminInvoicingSettingsBody,
      responses: {
        200: { description: 'The invoicing data', schema: adminInvoicingSettingsSchema },
        400: { description: 'Field errors under `legalInfo.` in `error`' },
        ...NO_LINGUIST,
        422: { description: 'Invalid legal information: the inconsistent field under `legalInfo.` in `error`' },
      },
      handler: (req) => updateInvoicingSettingsForAdmin(creation.legalCheck, req.params.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/admin/linguist/:id/classification',
      summary: 'Her interests (text topics), industry expertise, academic degree and field',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      responses: { 200: { description: 'The classification', schema: selfClassificationSchema }, ...NO_LINGUIST },
      handler: (req) => classificationForAdmin(req.params.id),
    });
    api.route({
      method: 'put',
      path: '/admin/linguist/:id/classification',
      summary: 'Replace her classification with ids from the reference catalogues',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      body: selfClassificationBody,
      responses: { 200: { description: 'The classification', schema: selfClassificationSchema }, ...NO_LINGUIST, 422: { description: 'An id not in its catalogue' } },
      handler: (req) => setClassificationForAdmin(req.params.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/admin/linguist/:id/prices',
      summary: 'Her own prices per word and the range her level allows',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      responses: { 200: { description: 'Prices and ranges', schema: selfPricesSchema }, ...NO_LINGUIST },
      handler: (req) => pricesForAdmin(req.params.id),
    });
    api.route({
      method: 'post',
      path: '/admin/linguist/:id/prices',
      summary: 'Set her price per word for one language and service, within her level’s range',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      body: selfPriceBody,
      responses: {
        200: { description: 'The price', schema: selfPriceSchema },
        ...NO_LINGUIST,
        422: { description: 'Not one of her languages, or a price outside her level’s range (names the field)' },
      },
      handler: (req) => setPriceForAdmin(req.params.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/admin/linguist/:id/orders',
      summary: 'Orders of any client the linguist wrote or proofread, newest first',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      query: adminLinguistOrdersQuery,
      responses: { 200: { description: 'A page of orders', schema: pageSchema(adminLinguistOrderRowSchema) }, ...NO_LINGUIST },
      handler: (req) => ordersOfLinguistForAdmin(req.params.id, req.query),
    });
    api.route({
      method: 'get',
      path: '/admin/linguist/:id/groups',
      summary: 'The groups of any client the linguist is in',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      responses: { 200: { description: 'Groups', schema: Joi.array().items(adminGroupSchema) }, ...NO_LINGUIST },
      handler: (req) => groupsOfLinguistForAdmin(req.params.id),
    });
    api.route({
      method: 'get',
      path: '/admin/linguist/:id/notes',
      summary: 'Staff notes on a linguist, newest first',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      responses: { 200: { description: 'Notes', schema: Joi.array().items(adminNoteSchema) }, ...NO_LINGUIST },
      handler: (req) => listStaffNotes(req.params.id),
    });
    api.route({
      method: 'post',
      path: '/admin/linguist/:id/notes',
      summary: 'Add a staff note (plain text, at most 2,000 characters)',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      body: adminNoteBody,
      status: 201,
      responses: { 201: { description: 'The note', schema: adminNoteSchema }, ...NO_LINGUIST },
      handler: (req, _res, caller) => addStaffNote(caller.id, req.params.id, req.body.text),
    });
    api.route({
      method: 'put',
      path: '/admin/linguist/:id/note/:noteId',
      summary: 'Change a staff note',
      tags: TAGS,
      access: 'admin',
      params: adminNoteParams,
      body: adminNoteBody,
      responses: { 200: { description: 'The note', schema: adminNoteSchema }, 404: { description: 'No such note on this linguist' } },
      handler: (req) => updateStaffNote(req.params.id, req.params.noteId, req.body.text),
    });
    api.route({
      method: 'delete',
      path: '/admin/linguist/:id/note/:noteId',
      summary: 'Delete a staff note',
      tags: TAGS,
      access: 'admin',
      params: adminNoteParams,
      status: 204,
      responses: { 204: { description: 'Deleted' }, 404: { description: 'No such note on this linguist' } },
      handler: (req) => deleteStaffNote(req.params.id, req.params.noteId),
    });
  },
};

/** The client page's linguists and groups tabs and /group/:id, acting through the client's own rules. */
export const adminClientLinguistsModule: CoreModule = {
  name: 'admin-client-linguists',
  register(api) {
    api.route({
      method: 'get',
      path: '/admin/client/:id/linguists',
      summary: 'The linguists a client bookmarked, blocked or worked with',
      tags: TAGS,
      access: 'admin',
      params: adminClientIdParams,
      query: adminClientLinguistsQuery,
      responses: { 200: { description: 'A page of linguists', schema: pageSchema(adminClientLinguistItemSchema) }, 404: { description: 'No such client' } },
      handler: (req) => clientLinguistsForAdmin(req.params.id, req.query),
    });
    api.route({
      method: 'get',
      path: '/admin/client/:id/linguists/search',
      summary: 'Search ACTIVE linguists as the client does (its prices and relations), for ordering on its behalf',
      tags: TAGS,
      access: 'admin',
      params: adminClientIdParams,
      query: linguistSearchQuery,
      responses: { 200: { description: 'A page of linguists and the total', schema: linguistSearchPageSchema }, 404: { description: 'No such client' } },
      handler: (req) => linguistSearchForClient(req.params.id, req.query),
    });
    api.route({
      method: 'get',
      path: '/admin/client/:id/linguist/:linguistId/settings',
      summary: 'How the client’s direct orders to her behave (defaults until changed)',
      tags: TAGS,
      access: 'admin',
      params: adminClientLinguistParams,
      responses: { 200: { description: 'The settings', schema: clientLinguistSettingsSchema }, ...NO_CLIENT },
      handler: (req) => clientLinguistSettingsForAdmin(req.params.id, req.params.linguistId),
    });
    // Decision 058: the client page's partnership prices per word, set and removed on the linguist's behalf.
    api.route({
      method: 'get',
      path: '/admin/client/:id/partnership-prices',
      summary: 'What each linguist asks of the client per word (her partnership prices), by linguist, language and service',
      tags: TAGS,
      access: 'admin',
      params: adminClientIdParams,
      responses: { 200: { description: 'The prices', schema: Joi.array().items(adminPartnershipPriceSchema) }, 404: { description: 'No such client' } },
      handler: (req) => partnershipPricesForAdmin(req.params.id),
    });
    api.route({
      method: 'put',
      path: '/admin/client/:id/linguist/:linguistId/partnership-price',
      summary: 'Set a linguist’s price per word for the client on her behalf, by her own rules',
      tags: TAGS,
      access: 'admin',
      params: adminClientLinguistParams,
      body: adminPartnershipPriceBody,
      responses: {
        200: { description: 'The price', schema: adminPartnershipPriceResult },
        404: { description: 'No such client or linguist, or she never worked for the client' },
        422: { description: 'Not one of her languages, or a price outside her level’s range (names the field)' },
      },
      handler: (req) => setPartnershipPriceForAdmin(req.params.id, req.params.linguistId, req.body),
    });
    api.route({
      method: 'delete',
      path: '/admin/client/:id/linguist/:linguistId/partnership-price',
      summary: 'Remove a linguist’s price per word for the client in one language and service',
      tags: TAGS,
      access: 'admin',
      params: adminClientLinguistParams,
      query: adminPartnershipPriceKeyQuery,
      status: 204,
      responses: { 204: { description: 'Removed; her own price applies again' }, 404: { description: 'No such client, or no such price' } },
      handler: (req) => removePartnershipPriceForAdmin(req.params.id, req.params.linguistId, req.query),
    });
    api.route({
      method: 'get',
      path: '/admin/client/:id/linguist/:linguistId',
      summary: 'A linguist as the client sees her',
      tags: TAGS,
      access: 'admin',
      params: adminClientLinguistParams,
      responses: { 200: { description: 'The profile', schema: linguistProfileSchema }, ...NO_CLIENT },
      handler: (req) => clientLinguistForAdmin(req.params.id, req.params.linguistId),
    });
    api.route({
      method: 'get',
      path: '/admin/client/:id/groups',
      summary: 'A client’s linguist groups',
      tags: TAGS,
      access: 'admin',
      params: adminClientIdParams,
      query: adminClientGroupsQuery,
      responses: { 200: { description: 'Groups', schema: Joi.array().items(groupSchema) }, 404: { description: 'No such client' } },
      handler: (req) => clientGroupsForAdmin(req.params.id, req.query.type),
    });
    api.route({
      method: 'put',
      path: '/admin/client/:clientId/linguist/:linguistId/:action',
      summary: 'Bookmark, unbookmark, block or unblock a linguist on a client’s behalf',
      tags: TAGS,
      access: 'admin',
      params: adminRelationParams,
      responses: { 200: { description: 'The relation now', schema: relationSchema }, ...NO_CLIENT, 409: { description: 'She is blocked' } },
      handler: (req) => changeRelationForAdmin(req.params.clientId, req.params.linguistId, req.params.action),
    });
    api.route({
      method: 'get',
      path: '/admin/groups',
      summary: 'Every client’s linguist groups, newest first, searched by group or client name',
      tags: TAGS,
      access: 'admin',
      query: adminGroupsQuery,
      responses: { 200: { description: 'A page of groups', schema: adminCappedPageSchema(adminGroupSchema) } },
      handler: (req) => searchGroupsForAdmin(req.query),
    });
    api.route({
      method: 'get',
      path: '/admin/group/:id',
      summary: 'A group with its client and members',
      tags: TAGS,
      access: 'admin',
      params: adminGroupIdParams,
      responses: { 200: { description: 'The group', schema: adminGroupDetailSchema }, ...NO_GROUP },
      handler: (req) => groupForAdmin(req.params.id),
    });
    api.route({
      method: 'patch',
      path: '/admin/group/:id',
      summary: 'Rename a group',
      tags: TAGS,
      access: 'admin',
      params: adminGroupIdParams,
      body: adminRenameGroupBody,
      responses: { 200: { description: 'The group', schema: adminGroupDetailSchema }, ...NO_GROUP },
      handler: (req) => renameGroupForAdmin(req.params.id, req.body.name),
    });
    api.route({
      method: 'post',
      path: '/admin/group/:id/linguists',
      summary: 'Add linguists to a group, all or none, under the client’s rules',
      tags: TAGS,
      access: 'admin',
      params: adminGroupIdParams,
      body: adminGroupLinguistsBody,
      responses: {
        200: { description: 'The group', schema: adminGroupDetailSchema },
        404: { description: 'No such group, or no such ACTIVE linguist' },
        409: { description: 'The client blocked one of them' },
        422: { description: 'One of them has no role the group’s type takes (field linguistIds)' },
      },
      handler: (req) => addLinguistsToGroupForAdmin(req.params.id, req.body.linguistIds),
    });
    api.route({
      method: 'delete',
      path: '/admin/group/:id/linguist/:linguistId',
      summary: 'Take a linguist out of a group',
      tags: TAGS,
      access: 'admin',
      params: adminGroupMemberParams,
      status: 204,
      responses: { 204: { description: 'Removed' }, 404: { description: 'No such group or member' } },
      handler: (req) => removeLinguistFromGroupForAdmin(req.params.id, req.params.linguistId),
    });
  },
};
