import { QueryTypes, type Transaction } from 'sequelize';
import type { AdminQuoteDto, LanguageRef, ProjectScope, QuoteDto, QuoteKind, QuoteStatus } from '@inkwell/contracts';
import { findLanguageById, findTextTopicById, findTextTypeById } from '../reference/index.js';
import { clientStaffNameSql } from '../users/index.js';
import { database } from '../../shared/database.js';

/** A quotes row with its file's description (never its bytes) and, for staff, the client's name and address. */
export interface QuoteRow {
  id: number;
  client_id: number;
  kind: QuoteKind;
  status: QuoteStatus;
  text_topic_id: number;
  text_type_id: number;
  language_id: number;
  target_language_ids: number[];
  project_scope: ProjectScope;
  project_description: string;
  reply: string | null;
  answered_at: Date | null;
  created_at: Date;
  file_name: string | null;
  content_type: string | null;
  bytes: number | null;
  sha256: string | null;
  client_name: string;
  client_email: string;
  client_language: string;
}

/** The one SELECT every read uses; `where` and the tail are the caller's, with named replacements. */
export const QUOTE_SELECT = `
  SELECT q.id, q.client_id, q.kind, q.status, q.text_topic_id, q.text_type_id, q.language_id, q.target_language_ids,
         q.project_scope, q.project_description, q.reply, q.answered_at, q.created_at,
         f.file_name, f.content_type, f.bytes, f.sha256,
         ${clientStaffNameSql('c', 'b')} AS client_name, c.email AS client_email, c.language AS client_language
    FROM quotes q
    JOIN clients c ON c.id = q.client_id
    LEFT JOIN client_billing_settings b ON b.client_id = c.id
    LEFT JOIN quote_files f ON f.quote_id = q.id`;

export async function findQuoteRow(where: string, replacements: Record<string, unknown>, transaction?: Transaction): Promise<QuoteRow | null> {
  const [row] = await database().query<QuoteRow>(`${QUOTE_SELECT} WHERE ${where}`, { type: QueryTypes.SELECT, replacements, transaction });
  return row ?? null;
}

async function languageRef(id: number): Promise<LanguageRef> {
  const language = await findLanguageById(id);
  return { name: language?.name ?? '', culture: language?.culture ?? '' };
}

async function named(find: (id: number) => Promise<{ id: number; name: string } | null>, id: number): Promise<{ id: number; name: string }> {
  return { id, name: (await find(id))?.name ?? '' };
}

/** The request as its client reads it; languages and topics come from the reference catalogue in memory. */
export async function quoteDto(row: QuoteRow): Promise<QuoteDto> {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    clientId: row.client_id,
    textTopic: await named(findTextTopicById, row.text_topic_id),
    textType: await named(findTextTypeById, row.text_type_id),
    language: await languageRef(row.language_id),
    targetLanguages: await Promise.all(row.target_language_ids.map(languageRef)),
    projectScope: row.project_scope,
    projectDescription: row.project_description,
    file:
      row.content_type === null
        ? null
        : { fileName: row.file_name, contentType: row.content_type, bytes: Number(row.bytes), sha256: (row.sha256 ?? '').trim() },
    reply: row.reply,
    answeredAt: row.answered_at ? new Date(row.answered_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function adminQuoteDto(row: QuoteRow): Promise<AdminQuoteDto> {
  return { ...(await quoteDto(row)), clientName: row.client_name, clientEmail: row.client_email };
}

export interface QuoteFileContent {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** The stored file of the quote `id` matching `where` (a client's own, or any for staff), or null. */
export async function quoteFileContent(where: string, replacements: Record<string, unknown>): Promise<QuoteFileContent | null> {
  const [row] = await database().query<{ id: number; file_name: string | null; content_type: string; content: Buffer }>(
    `SELECT q.id, f.file_name, f.content_type, f.content FROM quotes q JOIN quote_files f ON f.quote_id = q.id WHERE ${where}`,
    { type: QueryTypes.SELECT, replacements },
  );
  if (!row) return null;
  return { fileName: row.file_name ?? `quote-${row.id}`, contentType: row.content_type, content: row.content };
}
