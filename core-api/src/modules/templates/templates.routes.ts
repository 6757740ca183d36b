import type Joi from 'joi';
import type { Role } from '@inkwell/contracts';
import type { ApiRouter } from '../../http/api-router.js';
import type { Caller } from '../../http/authenticate.js';
import type { CoreModule } from '../module.js';
import {
  briefingBody,
  briefingDtoSchema,
  briefingPageSchema,
  clientIdAsIdParams,
  clientItemParams,
  clientParams,
  idParams,
  type TemplateParams,
  layoutBody,
  layoutDtoSchema,
  layoutPageSchema,
  templateListQuery,
} from './templates.schema.js';
import {
  createBriefing,
  createLayout,
  deleteBriefing,
  deleteLayout,
  getBriefing,
  getLayout,
  listBriefings,
  listLayouts,
  requireClient,
  updateBriefing,
  updateLayout,
  type BriefingOwner,
} from './templates.service.js';

const BRIEFINGS = ['Briefings'];
const LAYOUTS = ['Layouts'];
const IN_USE = { 409: { description: 'An order refers to it' } };

type TemplateRequest = { params: TemplateParams };

function itemId(req: TemplateRequest): number {
  return Number(req.params.id);
}

/** Which client's (or, null, the system's) templates a set of paths works on; resolving it may answer 404. */
type OwnerOf<O extends BriefingOwner> = (req: TemplateRequest, caller: Caller) => Promise<O>;

interface TemplatePaths<O extends BriefingOwner> {
  access: Role;
  owner: OwnerOf<O>;
  /** who owns them, for the summaries: "the caller’s", "system", "a client’s" */
  whose: string;
  list: string;
  item: string;
  /** absent: read-only paths */
  create?: string;
  itemParams: Joi.ObjectSchema<TemplateParams>;
  listParams?: Joi.ObjectSchema<TemplateParams>;
  createParams?: Joi.ObjectSchema<TemplateParams>;
}

function briefingRoutes(api: ApiRouter, paths: TemplatePaths<BriefingOwner>): void {
  const { access, owner, whose } = paths;
  const notFound = { 404: { description: `No such briefing among ${whose}` } };
  api.route({
    method: 'get',
    path: paths.list,
    summary: `List ${whose} briefings`,
    tags: BRIEFINGS,
    access,
    params: paths.listParams,
    query: templateListQuery,
    responses: { 200: { description: 'Last changed first, each with its tree and rendered HTML', schema: briefingPageSchema } },
    handler: async (req, _res, caller) => listBriefings(await owner(req, caller), req.query),
  });
  api.route({
    method: 'get',
    path: paths.item,
    summary: `One of ${whose} briefings`,
    tags: BRIEFINGS,
    access,
    params: paths.itemParams,
    responses: { 200: { description: 'The briefing with its tree and rendered HTML', schema: briefingDtoSchema }, ...notFound },
    handler: async (req, _res, caller) => getBriefing(await owner(req, caller), itemId(req)),
  });
  if (!paths.create) return;
  api.route({
    method: 'post',
    path: paths.create,
    summary: `Create one of ${whose} briefings`,
    tags: BRIEFINGS,
    access,
    params: paths.createParams,
    body: briefingBody,
    status: 201,
    responses: { 201: { description: 'The new briefing', schema: briefingDtoSchema } },
    handler: async (req, _res, caller) => createBriefing(await owner(req, caller), req.body),
  });
  api.route({
    method: 'put',
    path: paths.item,
    summary: `Replace the name and tree of one of ${whose} briefings`,
    tags: BRIEFINGS,
    access,
    params: paths.itemParams,
    body: briefingBody,
    responses: { 200: { description: 'The briefing as it is now', schema: briefingDtoSchema }, ...notFound },
    handler: async (req, _res, caller) => updateBriefing(await owner(req, caller), itemId(req), req.body),
  });
  api.route({
    method: 'delete',
    path: paths.item,
    summary: `Delete one of ${whose} briefings`,
    tags: BRIEFINGS,
    access,
    params: paths.itemParams,
    status: 204,
    responses: { ...notFound, ...IN_USE },
    handler: async (req, _res, caller) => deleteBriefing(await owner(req, caller), itemId(req)),
  });
}

function layoutRoutes(api: ApiRouter, paths: TemplatePaths<number> & { create: string }): void {
  const { access, owner, whose } = paths;
  const notFound = { 404: { description: `No such layout among ${whose}` } };
  api.route({
    method: 'get',
    path: paths.list,
    summary: `List ${whose} text layouts`,
    tags: LAYOUTS,
    access,
    params: paths.listParams,
    query: templateListQuery,
    responses: { 200: { description: 'Last changed first, each with its tree and rendered HTML', schema: layoutPageSchema } },
    handler: async (req, _res, caller) => listLayouts(await owner(req, caller), req.query),
  });
  api.route({
    method: 'get',
    path: paths.item,
    summary: `One of ${whose} text layouts`,
    tags: LAYOUTS,
    access,
    params: paths.itemParams,
    responses: { 200: { description: 'The layout with its tree and rendered HTML', schema: layoutDtoSchema }, ...notFound },
    handler: async (req, _res, caller) => getLayout(await owner(req, caller), itemId(req)),
  });
  api.route({
    method: 'post',
    path: paths.create,
    summary: `Create one of ${whose} text layouts`,
    tags: LAYOUTS,
    access,
    params: paths.createParams,
    body: layoutBody,
    status: 201,
    responses: { 201: { description: 'The new layout', schema: layoutDtoSchema } },
    handler: async (req, _res, caller) => createLayout(await owner(req, caller), req.body),
  });
  api.route({
    method: 'put',
    path: paths.item,
    summary: `Replace the name and tree of one of ${whose} text layouts`,
    tags: LAYOUTS,
    access,
    params: paths.itemParams,
    body: layoutBody,
    responses: { 200: { description: 'The layout as it is now', schema: layoutDtoSchema }, ...notFound },
    handler: async (req, _res, caller) => updateLayout(await owner(req, caller), itemId(req), req.body),
  });
  api.route({
    method: 'delete',
    path: paths.item,
    summary: `Delete one of ${whose} text layouts`,
    tags: LAYOUTS,
    access,
    params: paths.itemParams,
    status: 204,
    responses: { ...notFound, ...IN_USE },
    handler: async (req, _res, caller) => deleteLayout(await owner(req, caller), itemId(req)),
  });
}

const theCaller = async (_req: TemplateRequest, caller: Caller): Promise<number> => caller.id;
const theSystem = async (): Promise<null> => null;

/** Admin paths name the client as :clientId, except POST /admin/client/:id/layout, which the spec writes so. */
async function theNamedClient(req: TemplateRequest): Promise<number> {
  const clientId = Number(req.params.clientId ?? req.params.id);
  await requireClient(clientId);
  return clientId;
}

export const templatesModule: CoreModule = {
  name: 'templates',
  register(api) {
    briefingRoutes(api, {
      access: 'client',
      owner: theCaller,
      whose: 'the caller’s',
      list: '/client/briefings',
      item: '/client/briefing/:id',
      create: '/client/briefing',
      itemParams: idParams,
    });
    // Read-only: a system briefing's id on the caller's own paths answers 404 like any id not theirs.
    briefingRoutes(api, {
      access: 'client',
      owner: theSystem,
      whose: 'the system',
      list: '/client/briefings/system',
      item: '/client/briefings/system/:id',
      itemParams: idParams,
    });
    layoutRoutes(api, {
      access: 'client',
      owner: theCaller,
      whose: 'the caller’s',
      list: '/client/text-layouts',
      item: '/client/text-layout/:id',
      create: '/client/text-layout',
      itemParams: idParams,
    });

    briefingRoutes(api, {
      access: 'admin',
      owner: theSystem,
      whose: 'the system',
      list: '/admin/briefings',
      item: '/admin/briefing/:id',
      create: '/admin/briefings',
      itemParams: idParams,
    });
    briefingRoutes(api, {
      access: 'admin',
      owner: theNamedClient,
      whose: 'a client’s',
      list: '/admin/client/:clientId/briefings',
      item: '/admin/client/:clientId/briefing/:id',
      create: '/admin/client/:clientId/briefing',
      itemParams: clientItemParams,
      listParams: clientParams,
      createParams: clientParams,
    });
    layoutRoutes(api, {
      access: 'admin',
      owner: theNamedClient,
      whose: 'a client’s',
      list: '/admin/client/:clientId/layouts',
      item: '/admin/client/:clientId/layout/:id',
      create: '/admin/client/:id/layout',
      itemParams: clientItemParams,
      listParams: clientParams,
      createParams: clientIdAsIdParams,
    });
  },
};
