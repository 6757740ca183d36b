// The projects module's face: a client's projects, which group its orders. Its routes are registered by the
// orders module (orders/project-writes.routes.ts), whose answers carry each project's order statistics.
export { initProjectModels } from './projects.model.js';
export {
  createProject,
  createProjectForClient,
  findClientProject,
  findProjectById,
  updateProject,
  type ProjectInput,
  type ProjectWriteOptions,
} from './projects.service.js';
export { createClientProjectBody, createProjectBody, createdProjectSchema, patchProjectBody, projectIdParams, replaceProjectBody } from './projects.schema.js';
