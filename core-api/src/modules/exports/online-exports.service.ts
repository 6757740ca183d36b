import { createHash, randomBytes } from 'node:crypto';
import { QueryTypes, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import type { OnlineExportLink, SharedTexts } from '@inkwell/contracts';
import { database } from '../../shared/database.js';
import { exportableTexts } from '../orders/index.js';
import { findProjectById } from '../projects/index.js';

/** The read-only page in the client app that shows an online export. */
export const SHARED_TEXTS_PATH = '/shared/';

const hashOf = (token: string) => createHash('sha256').update(token).digest();

interface LinkRow {
  id: number;
  order_ids: number[];
  created_at: Date;
  revoked_at: Date | null;
}

function toLink(row: LinkRow, token: string | null): OnlineExportLink {
  return {
    id: row.id,
    path: token ? `${SHARED_TEXTS_PATH}${token}` : null,
    ordersCount: row.order_ids.length,
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/**
 * A new link to these texts: 256 random bits, of which only the hash is stored, so the link is shown once and a
 * database reader cannot open it.
 */
export async function createOnlineLink(clientId: number, projectId: number, orderIds: readonly number[], transaction: Transaction): Promise<OnlineExportLink> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await database().query<LinkRow>(
    `INSERT INTO online_exports (client_id, project_id, token_hash, order_ids) VALUES (:clientId, :projectId, :hash, ARRAY[:orderIds]::integer[])
     RETURNING id, order_ids, created_at, revoked_at`,
    { type: QueryTypes.SELECT, replacements: { clientId, projectId, hash: hashOf(token), orderIds: [...orderIds] }, transaction },
  );
  return toLink(row!, token);
}

export async function listOnlineLinks(projectId: number): Promise<{ data: OnlineExportLink[] }> {
  const rows = await database().query<LinkRow>('SELECT id, order_ids, created_at, revoked_at FROM online_exports WHERE project_id = :projectId ORDER BY created_at DESC, id DESC', {
    type: QueryTypes.SELECT,
    replacements: { projectId },
  });
  return { data: rows.map((row) => toLink(row, null)) };
}

/** Revokes a link of the project; revoking twice keeps the first time. Another project's link: 404. */
export async function revokeOnlineLink(projectId: number, linkId: number): Promise<void> {
  const [rows] = await database().query('UPDATE online_exports SET revoked_at = coalesce(revoked_at, now()) WHERE id = :linkId AND project_id = :projectId RETURNING id', {
    replacements: { linkId, projectId },
  });
  if ((rows as unknown[]).length === 0) throw AppError.notFound('Link');
}

/** What anyone with a live link reads: the texts still accepted, as they are now. A revoked or unknown link: 404. */
export async function readSharedTexts(token: string): Promise<SharedTexts> {
  const [link] = await database().query<{ project_id: number; order_ids: number[]; created_at: Date }>(
    'SELECT project_id, order_ids, created_at FROM online_exports WHERE token_hash = :hash AND revoked_at IS NULL',
    { type: QueryTypes.SELECT, replacements: { hash: hashOf(token) } },
  );
  if (!link) throw AppError.notFound('Link');
  const project = await findProjectById(link.project_id);
  if (!project) throw AppError.notFound('Link');
  const texts = await exportableTexts(link.project_id, link.order_ids);
  return {
    projectName: project.name,
    createdAt: link.created_at.toISOString(),
    texts: texts.map((t) => ({ orderId: t.orderId, title: t.title, content: t.content, words: t.words, acceptedAt: t.acceptedAt?.toISOString() ?? null })),
  };
}
