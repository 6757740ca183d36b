import type { Response } from 'express';
import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, WIZARD_IMPORT_MAX_ROWS } from '@inkwell/contracts';
import type { ApiRouter } from '../../http/api-router.js';
import { uploadOf, type RouteUpload } from '../../http/file-upload.js';
import type { CoreModule } from '../module.js';
import { importPublishingQueue } from './import-publishing.js';
import { importTemplate } from './import-template.js';
import {
  acceptImport,
  cancelImport,
  createImport,
  importDetail,
  importFile,
  listImports,
  parseWizardFile,
  type ImportFile,
  type ImportScope,
  type QueueImportPublishing,
  type SpreadsheetUpload,
} from './imports.service.js';
import {
  adminListImportsQuery,
  clientProjectParams,
  createImportQuery,
  importDetailSchema,
  importIdParams,
  importListSchema,
  importRowsQuery,
  importSummarySchema,
  listImportsQuery,
  templateQuery,
  wizardImportSchema,
} from './imports.schema.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SPREADSHEET: RouteUpload = {
  field: IMPORT_FILE_FIELD,
  maxBytes: IMPORT_MAX_BYTES,
  types: [XLSX, 'text/csv'],
  description: `an .xlsx or a comma- or semicolon-separated UTF-8 .csv with the template's header, at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
};
const NOT_HERS = { 404: { description: 'No such import among the caller’s (another client’s answers the same)' } };
const FILE_REFUSED = { 400: { description: 'The file cannot be read, has no rows or too many, or lacks a column; names the file' } };

const spreadsheetOf = (req: Parameters<typeof uploadOf>[0]) => uploadOf<SpreadsheetUpload['contentType']>(req);

function sendFile(res: Response, file: Pick<ImportFile, 'fileName' | 'contentType' | 'content'> & { sha256?: string }): void {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  res
    .status(200)
    .set({
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Content-Length': String(file.content.length),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-cache',
      ...(file.sha256 ? { ETag: `"${file.sha256}"` } : {}),
    })
    .end(file.content);
}

/** The routes both sides share, under /client (the caller's own imports) or /admin (every client's). */
function registerShared(api: ApiRouter, side: 'client' | 'admin', queue: QueueImportPublishing): void {
  const access = side;
  const tags = [side === 'client' ? 'Bulk imports' : 'Staff bulk imports'];
  const scopeOf = (callerId: number): ImportScope => (side === 'client' ? { clientId: callerId } : {});
  api.route({
    method: 'get',
    path: `/${side}/imports/template`,
    summary: 'The example template of a version: an .xlsx with the header, one example row and a sheet explaining every column',
    tags,
    access,
    query: templateQuery,
    responses: { 200: { description: 'The template', contentType: XLSX } },
    handler: async (req, res) => {
      const content = await importTemplate(req.query.version);
      sendFile(res, { fileName: `inkwell-import-template-v${req.query.version}.xlsx`, contentType: XLSX, content });
    },
  });
  api.route({
    method: 'get',
    path: `/${side}/import/:id`,
    summary: 'One import: its totals, preview, every row error by position and a page of rows',
    tags,
    access,
    params: importIdParams,
    query: importRowsQuery,
    responses: { 200: { description: 'The import', schema: importDetailSchema }, ...NOT_HERS },
    handler: (req, _res, caller) => importDetail(scopeOf(caller.id), req.params.id, req.query),
  });
  api.route({
    method: 'get',
    path: `/${side}/import/:id/download`,
    summary: 'The original file of an import (until it is cancelled)',
    tags,
    access,
    params: importIdParams,
    responses: { 200: { description: 'The file as uploaded', contentType: 'application/octet-stream' }, ...NOT_HERS },
    handler: async (req, res, caller) => sendFile(res, await importFile(scopeOf(caller.id), req.params.id)),
  });
  api.route({
    method: 'put',
    path: `/${side}/import/:id/accept`,
    idempotent: true,
    summary: 'Accept a parsed import: its orders are created in the background (PUBLISHING, then FINISHED)',
    tags,
    access,
    params: importIdParams,
    responses: {
      200: { description: 'The import, now PUBLISHING', schema: importSummarySchema },
      ...NOT_HERS,
      409: { description: 'The import is not PARSED' },
      422: { description: 'No row passed the checks' },
    },
    handler: (req, _res, caller) => acceptImport(scopeOf(caller.id), req.params.id, queue),
  });
  api.route({
    method: 'put',
    path: `/${side}/import/:id/cancel`,
    summary: 'Cancel an import before it is accepted: its rows and file are discarded',
    tags,
    access,
    params: importIdParams,
    responses: { 200: { description: 'The import, now CANCELED', schema: importSummarySchema }, ...NOT_HERS, 409: { description: 'Already accepted or cancelled' } },
    handler: (req, _res, caller) => cancelImport(scopeOf(caller.id), req.params.id),
  });
}

export const importsModule: CoreModule = {
  name: 'imports',
  register(api, runtime) {
    const queue = importPublishingQueue(runtime.config.databaseUrl, runtime.sequelize);
    api.route({
      method: 'get',
      path: '/client/imports',
      summary: 'The client’s bulk imports, newest first (the Bulk-uploads tab)',
      tags: ['Bulk imports'],
      access: 'client',
      query: listImportsQuery,
      responses: { 200: { description: 'A page of imports', schema: importListSchema } },
      handler: (req, _res, caller) => listImports({ clientId: caller.id }, req.query),
    });
    api.route({
      method: 'post',
      path: '/client/import',
      summary: `Upload a spreadsheet of orders (at most ${IMPORT_MAX_ROWS} rows) for a project: every row is checked with the wizard's rules and previewed`,
      tags: ['Bulk imports'],
      access: 'client',
      query: createImportQuery,
      upload: SPREADSHEET,
      status: 201,
      responses: { 201: { description: 'The PARSED import with its preview', schema: importDetailSchema }, ...FILE_REFUSED, 404: { description: 'No such project among the client’s' } },
      handler: (req, _res, caller) => createImport({ clientId: caller.id, projectId: req.query.projectId, adminId: null, upload: spreadsheetOf(req) }),
    });
    api.route({
      method: 'post',
      path: '/client/project/:id/orders/parse',
      summary: `The order wizard's import: the rows of a file (at most ${WIZARD_IMPORT_MAX_ROWS}) for step 5 and their errors by position; nothing is created`,
      tags: ['Bulk imports'],
      access: 'client',
      params: importIdParams,
      upload: SPREADSHEET,
      responses: { 200: { description: 'The rows and errors', schema: wizardImportSchema }, ...FILE_REFUSED, 404: { description: 'No such project among the client’s' } },
      handler: (req, _res, caller) => parseWizardFile(caller.id, req.params.id, spreadsheetOf(req)),
    });
    registerShared(api, 'client', queue);

    api.route({
      method: 'get',
      path: '/admin/imports',
      summary: 'Every client’s bulk imports (or one client’s), newest first',
      tags: ['Staff bulk imports'],
      access: 'admin',
      query: adminListImportsQuery,
      responses: { 200: { description: 'A page of imports', schema: importListSchema } },
      handler: (req) => listImports({}, req.query),
    });
    api.route({
      method: 'post',
      path: '/admin/client/:id/import',
      summary: 'Upload a spreadsheet of orders on a client’s behalf, for one of its projects',
      tags: ['Staff bulk imports'],
      access: 'admin',
      params: importIdParams,
      query: createImportQuery,
      upload: SPREADSHEET,
      status: 201,
      responses: { 201: { description: 'The PARSED import with its preview', schema: importDetailSchema }, ...FILE_REFUSED, 404: { description: 'No such project of that client' } },
      handler: (req, _res, caller) => createImport({ clientId: req.params.id, projectId: req.query.projectId, adminId: caller.id, upload: spreadsheetOf(req) }),
    });
    api.route({
      method: 'post',
      path: '/admin/client/:id/project/:projectId/orders/parse',
      summary: 'The staff order wizard’s import: the rows of a file for a client’s project, and their errors by position',
      tags: ['Staff bulk imports'],
      access: 'admin',
      params: clientProjectParams,
      upload: SPREADSHEET,
      responses: { 200: { description: 'The rows and errors', schema: wizardImportSchema }, ...FILE_REFUSED, 404: { description: 'No such project of that client' } },
      handler: (req) => parseWizardFile(req.params.id, req.params.projectId, spreadsheetOf(req)),
    });
    registerShared(api, 'admin', queue);
  },
};
