import type { Request } from 'express';
import type { CoreModule } from '../module.js';
import { idParams } from '../../shared/query-schemas.js';
import { orderPageSchema, projectOrdersQuery, type ClientOrderFilters } from './order-queries.schema.js';
import {
  getClientProject,
  getProjectLinguistStats,
  getProjectOrderStats,
  listClientProjects,
  listProjectOrders,
} from './project-queries.service.js';
import {
  projectDtoSchema,
  projectLinguistStatsSchema,
  projectOrderStatsSchema,
  projectListSchema,
  projectsQuery,
  type ProjectFilters,
} from './project-queries.schema.js';

/** The validate middleware has replaced the query with the converted values of its schema. */
function validated<T>(req: Request): T {
  return req.query as unknown as T;
}

function projectId(req: Request): number {
  return Number(req.params.id);
}

const TAGS = ['Projects'];
const NOT_FOUND = { 404: { description: 'No such project among the caller’s' } };

export const projectQueriesModule: CoreModule = {
  name: 'project-queries',
  register(api, runtime) {
    const db = runtime.sequelize;

    api.route({
      method: 'get',
      path: '/client/projects',
      summary: 'The caller’s projects, filtered',
      tags: TAGS,
      access: 'client',
      query: projectsQuery,
      responses: { 200: { description: 'Newest first; with fields=picker only id, name and language', schema: projectListSchema } },
      handler: (req, _res, caller) => listClientProjects(db, caller, validated<ProjectFilters>(req)),
    });

    api.route({
      method: 'get',
      path: '/client/project/:id',
      summary: 'One of the caller’s projects',
      tags: TAGS,
      access: 'client',
      params: idParams,
      responses: { 200: { description: 'The project', schema: projectDtoSchema }, ...NOT_FOUND },
      handler: (req, _res, caller) => getClientProject(db, caller, projectId(req)),
    });

    api.route({
      method: 'get',
      path: '/client/project/:id/orders',
      summary: 'Orders of one of the caller’s projects, filtered',
      tags: TAGS,
      access: 'client',
      params: idParams,
      query: projectOrdersQuery,
      responses: { 200: { description: 'Newest first', schema: orderPageSchema }, ...NOT_FOUND },
      handler: (req, _res, caller) => listProjectOrders(db, caller, projectId(req), validated<ClientOrderFilters>(req)),
    });

    api.route({
      method: 'get',
      path: '/client/project/:id/orders-stats',
      summary: 'Order counts of a project by status',
      tags: TAGS,
      access: 'client',
      params: idParams,
      responses: { 200: { description: 'Counts per client view, completed split into its outcomes', schema: projectOrderStatsSchema }, ...NOT_FOUND },
      handler: (req, _res, caller) => getProjectOrderStats(db, caller, projectId(req)),
    });

    api.route({
      method: 'get',
      path: '/client/project/:id/linguist-stats',
      summary: 'Linguists who delivered accepted orders of a project',
      tags: TAGS,
      access: 'client',
      params: idParams,
      responses: { 200: { description: 'Distinct linguists, all time and in the last month', schema: projectLinguistStatsSchema }, ...NOT_FOUND },
      handler: (req, _res, caller) => getProjectLinguistStats(db, caller, projectId(req)),
    });
  },
};
