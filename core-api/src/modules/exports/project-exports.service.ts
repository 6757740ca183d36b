import type { Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import type { ExportType, ProjectExportRequest, ProjectExportResult } from '@inkwell/contracts';
import type { Caller } from '../../http/authenticate.js';
import { database } from '../../shared/database.js';
import { exportableTexts, markOrdersExported, projectOrderRows, type ExportableText } from '../orders/index.js';
import { recordEvent } from '../webhooks/index.js';
import { findClientProject, findProjectById } from '../projects/index.js';
import { findClientById } from '../users/index.js';
import { sendTemplateMail, type Mailer } from '../notifications/index.js';
import { createOnlineLink } from './online-exports.service.js';
import { ordersWorkbook } from './orders-sheet.js';
import { textAsHtmlDocument } from './text-html.js';
import { exportToWordpress, wordpressSiteOf, type WordpressDeps } from './wordpress.service.js';

export interface ExportDeps extends WordpressDeps {
  mailer: Mailer;
  clientAppUrl: string;
}

export interface VisibleProject {
  id: number;
  clientId: number;
  name: string;
}

/** The project as the caller may see it: a client its own, staff any; otherwise 404. */
export async function visibleProject(caller: Caller, projectId: number): Promise<VisibleProject> {
  const project = caller.role === 'admin' ? await findProjectById(projectId) : await findClientProject(caller.id, projectId);
  if (!project) throw AppError.notFound('Project');
  return { id: project.id, clientId: project.clientId, name: project.name };
}

async function textsToExport(projectId: number, orderIds: readonly number[] | undefined): Promise<ExportableText[]> {
  const texts = await exportableTexts(projectId, orderIds ?? null);
  if (orderIds) {
    const missing = orderIds.filter((id) => !texts.some((t) => t.orderId === id));
    if (missing.length) {
      const message = `Order ${missing.join(', ')} is not an accepted order of this project`;
      throw AppError.unprocessable(message, { orderIds: [message] });
    }
  }
  if (texts.length === 0) throw AppError.unprocessable('The project has no accepted texts to export', { orderIds: ['The project has no accepted texts to export'] });
  return texts;
}

function fileNameOf(text: ExportableText): string {
  const slug = text.title.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-').slice(0, 60) || 'text';
  return `${text.orderId}-${slug}.html`;
}

async function recordExport(
  caller: Caller,
  project: VisibleProject,
  type: ExportType,
  orderIds: readonly number[],
  target: string | null,
  transaction: Transaction,
): Promise<void> {
  await database().query(
    `INSERT INTO project_exports (client_id, project_id, type, order_ids, target, created_by_role, created_by)
     VALUES (:clientId, :projectId, :type, ARRAY[:orderIds]::integer[], :target, :role, :by)`,
    { replacements: { clientId: project.clientId, projectId: project.id, type, orderIds: [...orderIds], target, role: caller.role, by: caller.id }, transaction },
  );
}

/**
 * Exports the project's accepted texts (or the chosen ones) by type. Each export is recorded and sets
 * exportType and lastExportedAt on its orders; the mail, the link and the record commit together.
 */
export async function exportProject(deps: ExportDeps, caller: Caller, projectId: number, request: ProjectExportRequest): Promise<ProjectExportResult> {
  const project = await visibleProject(caller, projectId);
  const texts = await textsToExport(project.id, request.orderIds);
  const orderIds = texts.map((t) => t.orderId);
  const exportedAt = new Date();
  const result: ProjectExportResult = { type: request.type, orderIds, exportedAt: exportedAt.toISOString() };

  // WordPress is called before the transaction: a database transaction must not wait on someone else's site.
  if (request.type === 'wordpress') {
    result.posts = await exportToWordpress(deps, project.clientId, texts, { categoryId: request.categoryId!, status: request.postStatus ?? 'draft' });
  }

  await database().transaction(async (transaction) => {
    let target: string | null = null;
    if (request.type === 'mail') {
      target = request.email!;
      const client = await findClientById(project.clientId, transaction);
      if (!client) throw AppError.notFound('Project');
      const sender = [client.firstName, client.lastName].filter(Boolean).join(' ') || client.email;
      await sendTemplateMail(
        deps.mailer,
        {
          to: target,
          language: client.language,
          template: 'project-export',
          vars: { name: sender, projectName: project.name, count: String(texts.length), link: `${deps.clientAppUrl}/project/${project.id}` },
          attachments: texts.map((text) => ({
            filename: fileNameOf(text),
            contentType: 'text/html; charset=utf-8',
            content: Buffer.from(textAsHtmlDocument(text.title, text.content, client.language), 'utf8'),
          })),
        },
        transaction,
      );
    } else if (request.type === 'online') {
      const link = await createOnlineLink(project.clientId, project.id, orderIds, transaction);
      // The page is the client portal's, whoever made the link: staff's app cannot address it by itself.
      result.link = link.path ? { ...link, url: `${deps.clientAppUrl}${link.path}` } : link;
    } else if (request.type === 'wordpress') {
      target = await wordpressSiteOf(project.clientId, transaction);
    } else if (request.type === 'api') {
      // The partner's system gets each accepted text through its order.accepted webhook, the text included
      // (decision 069); an endpoint not subscribed to order.accepted gets nothing, as for any event.
      for (const text of texts) {
        await recordEvent(transaction, project.clientId, 'order.accepted', {
          order: { id: text.orderId, projectId: project.id, title: text.title, status: 'accepted', finalWords: text.words },
          text: { title: text.title, keywords: text.keywords, content: text.content, words: text.words, acceptedAt: text.acceptedAt ? new Date(text.acceptedAt).toISOString() : null },
          export: { exportedAt: exportedAt.toISOString() },
          links: { order: `/client/order/${text.orderId}`, text: `/client/order/${text.orderId}/text` },
        });
      }
    }
    await recordExport(caller, project, request.type, orderIds, target, transaction);
    await markOrdersExported(orderIds, request.type, exportedAt, transaction);
  });
  return result;
}

/** Every order of the project with every column of the orders table, as an .xlsx file. */
export async function projectOrdersWorkbook(caller: Caller, projectId: number): Promise<{ fileName: string; content: Buffer }> {
  const project = await visibleProject(caller, projectId);
  const { columns, rows } = await projectOrderRows(project.id);
  return { fileName: `project-${project.id}-orders.xlsx`, content: ordersWorkbook(rows, columns) };
}
