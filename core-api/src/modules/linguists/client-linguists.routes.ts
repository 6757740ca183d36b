import Joi from 'joi';
import type { CoreModule } from '../module.js';
import { pageQuery, pageSchema } from '../../shared/query-schemas.js';
import { selfClassificationSchema } from './self.schema.js';
import { addNote, deleteNote, listNotes, updateNote } from './linguist-notes.service.js';
import { blockLinguist, bookmarkLinguist, unblockLinguist, unbookmarkLinguist } from './linguist-relations.service.js';
import { clientLinguistStats, ordersWithLinguist, searchLinguists, topLinguists } from './linguist-search.service.js';
import { clientLinguistActivities, linguistProfileForClient, linguistTopics, statsWithLinguist } from './client-linguist-tabs.service.js';
import { getClientLinguistSettings, patchClientLinguistSettings } from './client-linguist-settings.service.js';
import {
  activitySchema,
  clientLinguistSettingsPatch,
  clientLinguistSettingsSchema,
  clientLinguistStatsSchema,
  linguistIdParams,
  linguistItemSchema,
  linguistOrderRowSchema,
  linguistProfileSchema,
  linguistSearchPageSchema,
  linguistSearchQuery,
  noteBody,
  noteParams,
  noteSchema,
  orderStatsSchema,
  relationSchema,
  topLinguistsQuery,
} from './linguists.schema.js';

const TAGS = ['Linguists'];
const NO_LINGUIST = { 404: { description: 'No ACTIVE linguist with this id' } };

const RELATION_ACTIONS = {
  bookmark: [bookmarkLinguist, 'Bookmark a linguist (409 while she is blocked)'],
  unbookmark: [unbookmarkLinguist, 'Remove the bookmark'],
  block: [blockLinguist, 'Block a linguist: drops the bookmark and takes her out of the client’s groups'],
  unblock: [unblockLinguist, 'Unblock a linguist'],
} as const;

/** The client portal's talent community: search, profiles, notes and relations (decision 027). */
export const clientLinguistsModule: CoreModule = {
  name: 'client-linguists',
  register(api) {
    api.route({
      method: 'get',
      path: '/client/linguists',
      summary: 'Search ACTIVE linguists with filters, sorted by rating, orders or price',
      tags: TAGS,
      access: 'client',
      query: linguistSearchQuery,
      responses: { 200: { description: 'A page of linguists and the total', schema: linguistSearchPageSchema } },
      handler: (req, _res, caller) => searchLinguists(caller.id, req.query),
    });
    api.route({
      method: 'get',
      path: '/client/linguists/top',
      summary: 'The best rated linguists the client has not blocked',
      tags: TAGS,
      access: 'client',
      query: topLinguistsQuery,
      responses: { 200: { description: 'Linguists', schema: Joi.array().items(linguistItemSchema) } },
      handler: (req, _res, caller) => topLinguists(caller.id, req.query.limit),
    });
    api.route({
      method: 'get',
      path: '/client/linguists/stats',
      summary: 'The dashboard’s linguist counts',
      tags: TAGS,
      access: 'client',
      responses: { 200: { description: 'Counts', schema: clientLinguistStatsSchema } },
      handler: (_req, _res, caller) => clientLinguistStats(caller.id),
    });
    api.route({
      method: 'get',
      path: '/client/linguist/:id',
      summary: 'A linguist’s profile with the orders she did for the client and whether she is away',
      tags: TAGS,
      access: 'client',
      params: linguistIdParams,
      responses: { 200: { description: 'The profile', schema: linguistProfileSchema }, ...NO_LINGUIST },
      handler: (req, _res, caller) => linguistProfileForClient(caller.id, req.params.id),
    });
    api.route({
      method: 'get',
      path: '/client/linguist/:id/topics',
      summary: 'What she writes about: interests (text topics), industry expertise, academic degree and field',
      tags: TAGS,
      access: 'client',
      params: linguistIdParams,
      responses: { 200: { description: 'Her classification', schema: selfClassificationSchema }, ...NO_LINGUIST },
      handler: (req) => linguistTopics(req.params.id),
    });
    api.route({
      method: 'get',
      path: '/client/linguist/:id/activities',
      summary: 'What happened between the client and her: order events and the client’s notes, newest first',
      tags: TAGS,
      access: 'client',
      params: linguistIdParams,
      query: pageQuery,
      responses: { 200: { description: 'A page of activities', schema: pageSchema(activitySchema) }, ...NO_LINGUIST },
      handler: (req, _res, caller) => clientLinguistActivities(caller.id, req.params.id, req.query),
    });
    api.route({
      method: 'get',
      path: '/client/linguist/:id/stats',
      summary: 'Her statistics over the client’s orders: by status, acceptance and rejection rates, the client’s ratings',
      tags: TAGS,
      access: 'client',
      params: linguistIdParams,
      responses: { 200: { description: 'Statistics', schema: orderStatsSchema }, ...NO_LINGUIST },
      handler: (req, _res, caller) => statsWithLinguist(caller.id, req.params.id),
    });
    api.route({
      method: 'get',
      path: '/client/linguist/:id/settings',
      summary: 'How the client’s direct orders to her behave (defaults until changed)',
      tags: TAGS,
      access: 'client',
      params: linguistIdParams,
      responses: { 200: { description: 'The settings', schema: clientLinguistSettingsSchema }, ...NO_LINGUIST },
      handler: (req, _res, caller) => getClientLinguistSettings(caller.id, req.params.id),
    });
    api.route({
      method: 'patch',
      path: '/client/linguist/:id/settings',
      summary: 'Change the fallback and the hours to take of the client’s direct orders to her',
      tags: TAGS,
      access: 'client',
      params: linguistIdParams,
      body: clientLinguistSettingsPatch,
      responses: { 200: { description: 'The settings', schema: clientLinguistSettingsSchema }, ...NO_LINGUIST },
      handler: (req, _res, caller) => patchClientLinguistSettings(caller.id, req.params.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/client/linguist/:id/orders',
      summary: 'The client’s orders the linguist wrote or proofread, newest first',
      tags: TAGS,
      access: 'client',
      params: linguistIdParams,
      query: pageQuery,
      responses: { 200: { description: 'A page of orders', schema: pageSchema(linguistOrderRowSchema) }, ...NO_LINGUIST },
      handler: (req, _res, caller) => ordersWithLinguist(caller.id, req.params.id, req.query),
    });

    api.route({
      method: 'get',
      path: '/client/linguist/:id/notes',
      summary: 'The client’s notes on a linguist, newest first',
      tags: TAGS,
      access: 'client',
      params: linguistIdParams,
      responses: { 200: { description: 'Notes', schema: Joi.array().items(noteSchema) }, ...NO_LINGUIST },
      handler: (req, _res, caller) => listNotes(caller.id, req.params.id),
    });
    api.route({
      method: 'post',
      path: '/client/linguist/:id/notes',
      summary: 'Add a note (plain text, at most 2,000 characters)',
      tags: TAGS,
      access: 'client',
      params: linguistIdParams,
      body: noteBody,
      status: 201,
      responses: { 201: { description: 'The note', schema: noteSchema }, ...NO_LINGUIST },
      handler: (req, _res, caller) => addNote(caller.id, req.params.id, req.body.text),
    });
    api.route({
      method: 'put',
      path: '/client/linguist/:id/note/:noteId',
      summary: 'Change a note',
      tags: TAGS,
      access: 'client',
      params: noteParams,
      body: noteBody,
      responses: { 200: { description: 'The note', schema: noteSchema }, 404: { description: 'No such note of the client' } },
      handler: (req, _res, caller) => updateNote(caller.id, req.params.id, req.params.noteId, req.body.text),
    });
    api.route({
      method: 'delete',
      path: '/client/linguist/:id/note/:noteId',
      summary: 'Delete a note',
      tags: TAGS,
      access: 'client',
      params: noteParams,
      status: 204,
      responses: { 204: { description: 'Deleted' }, 404: { description: 'No such note of the client' } },
      handler: (req, _res, caller) => deleteNote(caller.id, req.params.id, req.params.noteId),
    });

    for (const [action, [change, summary]] of Object.entries(RELATION_ACTIONS)) {
      api.route({
        method: 'put',
        path: `/client/linguist/:id/${action}`,
        summary,
        tags: TAGS,
        access: 'client',
        params: linguistIdParams,
        responses: { 200: { description: 'The relation now', schema: relationSchema }, ...NO_LINGUIST, 409: { description: 'She is blocked' } },
        handler: (req, _res, caller) => change(caller.id, req.params.id),
      });
    }
  },
};
