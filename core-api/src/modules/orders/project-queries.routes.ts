import type { CoreModule } from '../module.js';
import { projectIdParams } from '../projects/index.js';
import { orderPageSchema, projectOrdersQuery } from './order-queries.schema.js';
import {
  getClientProject,
  getProjectLinguistStats,
  getProjectOrderStats,
  getProjectRevisionStats,
  getStaffProject,
  listAdminProjects,
  listClientProjects,
  listProjectOrders,
} from './project-queries.service.js';
import {
  adminProjectsQuery,
  projectDtoSchema,
  projectLinguistStatsSchema,
  projectOrderStatsSchema,
  projectListSchema,
  projectRevisionStatsSchema,
  projectsQuery,
  staffProjectDtoSchema,
  staffProjectListSchema,
} from './project-queries.schema.js';

const TAGS = ['Projects'];
const NOT_FOUND = { 404: { description: 'No such project among the caller’s' } };
const STAFF_NOT_FOUND = { 404: { description: 'No such project' } };

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
      handler: (req, _res, caller) => listClientProjects(db, caller, req.query),
    });

    api.route({
      method: 'get',
      path: '/admin/projects',
      summary: 'Every client’s projects, or one client’s, filtered like the client’s list',
      tags: TAGS,
      access: 'admin',
      query: adminProjectsQuery,
      responses: {
        200: { description: 'Newest first, each with its client’s id and name; with fields=picker only id, name and language', schema: staffProjectListSchema },
      },
      handler: (req) => listAdminProjects(db, req.query),
    });

    api.route({
      method: 'get',
      path: '/client/project/:id',
      summary: 'One of the caller’s projects',
      tags: TAGS,
      access: 'client',
      params: projectIdParams,
      responses: { 200: { description: 'The project', schema: projectDtoSchema }, ...NOT_FOUND },
      handler: (req, _res, caller) => getClientProject(db, caller, req.params.id),
    });

    api.route({
      method: 'get',
      path: '/client/project/:id/orders',
      summary: 'Orders of one of the caller’s projects, filtered',
      tags: TAGS,
      access: 'client',
      params: projectIdParams,
      query: projectOrdersQuery,
      responses: { 200: { description: 'Newest first', schema: orderPageSchema }, ...NOT_FOUND },
      handler: (req, _res, caller) => listProjectOrders(db, caller, req.params.id, req.query),
    });

    api.route({
      method: 'get',
      path: '/client/project/:id/orders-stats',
      summary: 'Order counts of a project by status',
      tags: TAGS,
      access: 'client',
      params: projectIdParams,
      responses: { 200: { description: 'Counts per client view, completed split into its outcomes', schema: projectOrderStatsSchema }, ...NOT_FOUND },
      handler: (req, _res, caller) => getProjectOrderStats(db, caller, req.params.id),
    });

    api.route({
      method: 'get',
      path: '/client/project/:id/linguist-stats',
      summary: 'Linguists who delivered accepted orders of a project',
      tags: TAGS,
      access: 'client',
      params: projectIdParams,
      responses: { 200: { description: 'Distinct linguists, all time and in the last month', schema: projectLinguistStatsSchema }, ...NOT_FOUND },
      handler: (req, _res, caller) => getProjectLinguistStats(db, caller, req.params.id),
    });

    api.route({
      method: 'get',
      path: '/admin/project/:id',
      summary: 'Any client’s project, with its client',
      tags: TAGS,
      access: 'admin',
      params: projectIdParams,
      responses: { 200: { description: 'The project', schema: staffProjectDtoSchema }, ...STAFF_NOT_FOUND },
      handler: (req) => getStaffProject(db, req.params.id),
    });

    api.route({
      method: 'get',
      path: '/admin/project/:id/orders',
      summary: 'Orders of a project, filtered like the client’s project orders',
      tags: TAGS,
      access: 'admin',
      params: projectIdParams,
      query: projectOrdersQuery,
      responses: { 200: { description: 'Newest first, each naming its client', schema: orderPageSchema }, ...STAFF_NOT_FOUND },
      handler: (req, _res, caller) => listProjectOrders(db, caller, req.params.id, req.query),
    });

    api.route({
      method: 'get',
      path: '/admin/project/:id/orders-stats',
      summary: 'Order counts of a project by status',
      tags: TAGS,
      access: 'admin',
      params: projectIdParams,
      responses: { 200: { description: 'Counts per client view, completed split into its outcomes; they add up to total', schema: projectOrderStatsSchema }, ...STAFF_NOT_FOUND },
      handler: (req, _res, caller) => getProjectOrderStats(db, caller, req.params.id),
    });

    api.route({
      method: 'get',
      path: '/admin/project/:id/linguist-stats',
      summary: 'Linguists who delivered accepted orders of a project',
      tags: TAGS,
      access: 'admin',
      params: projectIdParams,
      responses: { 200: { description: 'Distinct linguists, all time and in the last month', schema: projectLinguistStatsSchema }, ...STAFF_NOT_FOUND },
      handler: (req, _res, caller) => getProjectLinguistStats(db, caller, req.params.id),
    });

    api.route({
      method: 'get',
      path: '/admin/project/:id/revisions',
      summary: 'How often a project’s texts were sent back, by who asked',
      tags: TAGS,
      access: 'admin',
      params: projectIdParams,
      responses: { 200: { description: 'Orders, revised orders and revision rounds', schema: projectRevisionStatsSchema }, ...STAFF_NOT_FOUND },
      handler: (req, _res, caller) => getProjectRevisionStats(db, caller, req.params.id),
    });
  },
};
