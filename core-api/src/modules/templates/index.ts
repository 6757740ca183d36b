// The templates module's face: briefings and text layouts, and the system briefings staff keep.
export { templatesModule } from './templates.routes.js';
export { initTemplateModels } from './templates.model.js';
export { systemBriefingSeeds } from './data/system-briefings.js';
export { briefingDtoSchema, layoutDtoSchema } from './templates.schema.js';
export { findBriefingById, findBriefingForClient, findLayoutById, findLayoutForClient } from './templates.service.js';
