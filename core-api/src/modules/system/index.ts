// The system module's face: health and the API document.
export { systemModule } from './system.routes.js';
export { buildCoreApiDocument } from './api-document.js';
