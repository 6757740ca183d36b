import Joi from 'joi';
import type { CoreModule } from '../module.js';
import {
  addLinguistToGroups,
  createGroup,
  deleteGroup,
  getGroup,
  groupsOfLinguist,
  listGroups,
  removeLinguistFromGroups,
  renameGroup,
} from './linguist-groups.service.js';
import { groupDetailSchema, groupIdParams, groupSchema, groupsIdBody, groupsQuery, linguistIdParams, newGroupBody, renameGroupBody } from './linguists.schema.js';

const TAGS = ['Linguist groups'];
const NO_GROUP = { 404: { description: 'No such group of the client' } };

/** A client's linguist groups, which group (GO) orders are given to. */
export const clientGroupsModule: CoreModule = {
  name: 'client-groups',
  register(api) {
    api.route({
      method: 'get',
      path: '/client/groups',
      summary: 'The client’s linguist groups with member counts',
      tags: TAGS,
      access: 'client',
      query: groupsQuery,
      responses: { 200: { description: 'Groups', schema: Joi.array().items(groupSchema) } },
      handler: (req, _res, caller) => listGroups(caller.id, req.query.type),
    });
    api.route({
      method: 'post',
      path: '/client/group',
      summary: 'Create a copywriting or proofreading group',
      tags: TAGS,
      access: 'client',
      body: newGroupBody,
      status: 201,
      responses: { 201: { description: 'The group', schema: groupSchema } },
      handler: (req, _res, caller) => createGroup(caller.id, req.body.name, req.body.type),
    });
    api.route({
      method: 'get',
      path: '/client/group/:id',
      summary: 'A group with its members',
      tags: TAGS,
      access: 'client',
      params: groupIdParams,
      responses: { 200: { description: 'The group', schema: groupDetailSchema }, ...NO_GROUP },
      handler: (req, _res, caller) => getGroup(caller.id, req.params.id),
    });
    api.route({
      method: 'patch',
      path: '/client/group/:id',
      summary: 'Rename a group',
      tags: TAGS,
      access: 'client',
      params: groupIdParams,
      body: renameGroupBody,
      responses: { 200: { description: 'The group', schema: groupSchema }, ...NO_GROUP },
      handler: (req, _res, caller) => renameGroup(caller.id, req.params.id, req.body.name),
    });
    api.route({
      method: 'delete',
      path: '/client/group/:id',
      summary: 'Delete a group that no order was given to',
      tags: TAGS,
      access: 'client',
      params: groupIdParams,
      status: 204,
      responses: { 204: { description: 'Deleted' }, ...NO_GROUP, 409: { description: 'An order was given to the group' } },
      handler: (req, _res, caller) => deleteGroup(caller.id, req.params.id),
    });

    api.route({
      method: 'get',
      path: '/client/linguist/:id/groups',
      summary: 'The client’s groups the linguist is in',
      tags: TAGS,
      access: 'client',
      params: linguistIdParams,
      responses: { 200: { description: 'Groups', schema: Joi.array().items(groupSchema) } },
      handler: (req, _res, caller) => groupsOfLinguist(caller.id, req.params.id),
    });
    api.route({
      method: 'put',
      path: '/client/linguist/:id/groups',
      summary: 'Add the linguist to some of the client’s groups',
      tags: TAGS,
      access: 'client',
      params: linguistIdParams,
      body: groupsIdBody,
      responses: {
        200: { description: 'The client’s groups she is in now', schema: Joi.array().items(groupSchema) },
        404: { description: 'No such linguist, or a group id not of the client' },
        409: { description: 'She is blocked' },
        422: { description: 'A group of a type her roles do not serve' },
      },
      handler: (req, _res, caller) => addLinguistToGroups(caller.id, req.params.id, req.body.groupsId),
    });
    api.route({
      method: 'delete',
      path: '/client/linguist/:id/groups',
      summary: 'Remove the linguist from some of the client’s groups',
      tags: TAGS,
      access: 'client',
      params: linguistIdParams,
      body: groupsIdBody,
      responses: { 200: { description: 'The client’s groups she is in now', schema: Joi.array().items(groupSchema) }, 404: { description: 'No such linguist or group' } },
      handler: (req, _res, caller) => removeLinguistFromGroups(caller.id, req.params.id, req.body.groupsId),
    });
  },
};
