import type { CoreModule } from '../module.js';
import { AppError } from '@inkwell/service-kit';
import { getClientProject, getStaffProject } from './project-queries.service.js';
import { projectDtoSchema, staffProjectDtoSchema } from './project-queries.schema.js';
import {
  createClientProjectBody,
  createProject,
  createProjectBody,
  createProjectForClient,
  createdProjectSchema,
  findProjectById,
  patchProjectBody,
  projectIdParams,
  replaceProjectBody,
  updateProject,
} from '../projects/index.js';

const TAGS = ['Projects'];
const NOT_FOUND = { 404: { description: 'No such project among the caller’s' } };

/**
 * The projects module owns projects and their writes; these routes live here because every answer is the
 * project with its order statistics, which the order reads compute.
 */
export const projectsModule: CoreModule = {
  name: 'projects',
  register(api, runtime) {
    api.route({
      method: 'post',
      path: '/client/project',
      idempotent: true,
      summary: 'Create a project',
      tags: TAGS,
      access: 'client',
      body: createProjectBody,
      status: 201,
      responses: { 201: { description: 'The new project', schema: createdProjectSchema } },
      handler: (req, _res, caller) => createProject(caller.id, req.body),
    });

    for (const [method, body, summary] of [
      ['put', replaceProjectBody, 'Replace a project’s fields'],
      ['patch', patchProjectBody, 'Change some of a project’s fields'],
    ] as const) {
      api.route({
        method,
        path: '/client/project/:id',
        summary,
        tags: TAGS,
        access: 'client',
        params: projectIdParams,
        body,
        responses: { 200: { description: 'The project as it is now', schema: projectDtoSchema }, ...NOT_FOUND },
        handler: async (req, _res, caller) => {
          await updateProject(caller.id, req.params.id, req.body);
          return getClientProject(runtime.sequelize, caller, req.params.id);
        },
      });
    }

    api.route({
      method: 'post',
      path: '/admin/project',
      summary: 'Create a project for a client',
      tags: TAGS,
      access: 'admin',
      body: createClientProjectBody,
      status: 201,
      responses: { 201: { description: 'The new project', schema: createdProjectSchema }, 400: { description: 'An unknown client or language (the field names it)' } },
      handler: (req) => {
        const { clientId, ...project } = req.body;
        return createProjectForClient(clientId, project);
      },
    });

    api.route({
      method: 'patch',
      path: '/admin/project/:id',
      summary: 'Change some of a client’s project’s fields, as the client may',
      tags: TAGS,
      access: 'admin',
      params: projectIdParams,
      body: patchProjectBody,
      responses: { 200: { description: 'The project as it is now', schema: staffProjectDtoSchema }, 404: { description: 'No such project' } },
      handler: async (req) => {
        const project = await findProjectById(req.params.id);
        if (!project) throw AppError.notFound('Project');
        // The client's own use case: staff change what the client could, with the same rules.
        await updateProject(project.clientId, project.id, req.body);
        return getStaffProject(runtime.sequelize, project.id);
      },
    });
  },
};
