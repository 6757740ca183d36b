import type { Response } from 'express';
import type { CoreModule } from '../module.js';
import { projectIdParams } from '../projects/index.js';
import type { Caller } from '../../http/authenticate.js';
import {
  onlineExportListSchema,
  projectAndLinkParams,
  projectExportBody,
  projectExportResultSchema,
  sharedTextsSchema,
  sharedTokenParams,
  wordpressCategoriesSchema,
  wordpressCheckBody,
  wordpressCheckSchema,
  wordpressConnectionSchema,
  wordpressSettingsBody,
} from './exports.schema.js';
import { listOnlineLinks, readSharedTexts, revokeOnlineLink } from './online-exports.service.js';
import { exportProject, projectOrdersWorkbook, visibleProject, type ExportDeps } from './project-exports.service.js';
import { createSecretBox } from './secret-box.js';
import {
  checkWordpressConnection,
  getWordpressSettings,
  removeWordpressSettings,
  saveWordpressSettings,
  wordpressCategories,
} from './wordpress.service.js';

const TAGS = ['Exports'];
const NOT_FOUND = { 404: { description: 'No such project among the caller’s' } };
const REFUSED = { 422: { description: 'Nothing to export, or the WordPress site refused or did not answer (the field says what to fix)' } };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sendWorkbook(res: Response, caller: Caller, projectId: number): Promise<undefined> {
  const { fileName, content } = await projectOrdersWorkbook(caller, projectId);
  res.status(200).set({ 'Content-Type': XLSX, 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'private, no-store' }).send(content);
  return undefined;
}

export const exportsModule: CoreModule = {
  name: 'exports',
  register(api, runtime) {
    const { config } = runtime;
    const deps: ExportDeps = { box: createSecretBox(config.jwtSecret), production: config.nodeEnv === 'production', mailer: runtime.mailer, clientAppUrl: config.clientAppUrl };

    for (const role of ['client', 'admin'] as const) {
      api.route({
        method: 'post',
        path: `/${role}/project/:id/export`,
        summary: 'Exports the project’s accepted texts: by mail, as an online link, to WordPress, or for the partner API',
        tags: TAGS,
        access: role,
        params: projectIdParams,
        body: projectExportBody,
        responses: { 200: { description: 'What was exported; the online link’s path only here', schema: projectExportResultSchema }, ...NOT_FOUND, ...REFUSED },
        handler: (req, _res, caller) => exportProject(deps, caller, req.params.id, req.body),
      });

      api.route({
        method: 'get',
        path: `/${role}/project/:id/online-exports`,
        summary: 'The project’s online links, newest first (their tokens are never shown again)',
        tags: TAGS,
        access: role,
        params: projectIdParams,
        responses: { 200: { description: 'Links', schema: onlineExportListSchema }, ...NOT_FOUND },
        handler: async (req, _res, caller) => listOnlineLinks((await visibleProject(caller, req.params.id)).id),
      });

      api.route({
        method: 'delete',
        path: `/${role}/project/:id/online-export/:linkId`,
        summary: 'Revokes an online link: it shows nothing from then on',
        tags: TAGS,
        access: role,
        params: projectAndLinkParams,
        status: 204,
        responses: { 204: { description: 'Revoked' }, 404: { description: 'No such link of the caller’s project' } },
        handler: async (req, _res, caller) => {
          await revokeOnlineLink((await visibleProject(caller, req.params.id)).id, req.params.linkId);
        },
      });
    }

    api.route({
      method: 'get',
      path: '/shared/:token',
      summary: 'The texts behind an online link, read-only',
      tags: TAGS,
      access: 'public',
      params: sharedTokenParams,
      responses: { 200: { description: 'The project’s name and its shared texts', schema: sharedTextsSchema }, 404: { description: 'Unknown or revoked link' } },
      handler: async (req, res) => {
        res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
        return readSharedTexts(req.params.token);
      },
    });

    api.route({
      method: 'post',
      path: '/admin/project/:id/orders/export',
      summary: 'Every order of the project with every column of the order table, as an .xlsx file',
      tags: TAGS,
      access: 'admin',
      params: projectIdParams,
      responses: { 200: { description: 'project-<id>-orders.xlsx; cells that would start a formula are written as text', contentType: XLSX }, ...NOT_FOUND },
      handler: (req, res, caller) => sendWorkbook(res, caller, req.params.id),
    });

    api.route({
      method: 'get',
      path: '/client/wordpress-settings',
      summary: 'The client’s WordPress connection, without its application password',
      tags: TAGS,
      access: 'client',
      responses: { 200: { description: 'The connection, or null', schema: wordpressConnectionSchema } },
      handler: (_req, _res, caller) => getWordpressSettings(caller.id),
    });

    api.route({
      method: 'put',
      path: '/client/wordpress-settings',
      summary: 'Saves the client’s WordPress site, user and application password (stored encrypted)',
      tags: TAGS,
      access: 'client',
      body: wordpressSettingsBody,
      responses: { 200: { description: 'The saved connection', schema: wordpressConnectionSchema } },
      handler: (req, _res, caller) => saveWordpressSettings(deps, caller.id, req.body),
    });

    api.route({
      method: 'delete',
      path: '/client/wordpress-settings',
      summary: 'Forgets the client’s WordPress connection',
      tags: TAGS,
      access: 'client',
      status: 204,
      responses: { 204: { description: 'Removed' } },
      handler: (_req, _res, caller) => removeWordpressSettings(caller.id),
    });

    api.route({
      method: 'post',
      path: '/client/wordpress/check-connection',
      summary: 'Signs in to the WordPress site as typed (or as saved when the body is empty)',
      tags: TAGS,
      access: 'client',
      body: wordpressCheckBody,
      responses: { 200: { description: 'WordPress accepted the user and password', schema: wordpressCheckSchema }, ...REFUSED },
      handler: (req, _res, caller) => checkWordpressConnection(deps, caller.id, req.body),
    });

    api.route({
      method: 'post',
      path: '/client/wordpress/categories',
      summary: 'The categories of the client’s saved WordPress site',
      tags: TAGS,
      access: 'client',
      responses: { 200: { description: 'Categories by name', schema: wordpressCategoriesSchema }, ...REFUSED },
      handler: (_req, _res, caller) => wordpressCategories(deps, caller.id),
    });

    api.route({
      method: 'post',
      path: '/admin/project/:id/wordpress/check-connection',
      summary: 'Signs in to the WordPress site the project’s client saved',
      tags: TAGS,
      access: 'admin',
      params: projectIdParams,
      responses: { 200: { description: 'WordPress accepted the saved user and password', schema: wordpressCheckSchema }, ...NOT_FOUND, ...REFUSED },
      handler: async (req, _res, caller) => checkWordpressConnection(deps, (await visibleProject(caller, req.params.id)).clientId, {}),
    });

    api.route({
      method: 'post',
      path: '/admin/project/:id/wordpress/categories',
      summary: 'The categories of the WordPress site the project’s client saved',
      tags: TAGS,
      access: 'admin',
      params: projectIdParams,
      responses: { 200: { description: 'Categories by name', schema: wordpressCategoriesSchema }, ...NOT_FOUND, ...REFUSED },
      handler: async (req, _res, caller) => wordpressCategories(deps, (await visibleProject(caller, req.params.id)).clientId),
    });
  },
};
