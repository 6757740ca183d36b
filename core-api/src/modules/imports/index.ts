// The imports module's face: bulk imports of orders from a spreadsheet (decision 038), and the job that creates an
// accepted import's orders. It checks and creates each order through the orders face, so a row meets the wizard's rules.
export { importsModule } from './imports.routes.js';
export { IMPORT_PUBLISHING_QUEUE, publishImport, publishImportChunk, requeuePublishingImports } from './import-publishing.js';
