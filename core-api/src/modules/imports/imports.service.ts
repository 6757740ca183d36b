import { createHash } from 'node:crypto';
import { QueryTypes, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import {
  IMPORT_MAX_ROWS,
  WIZARD_IMPORT_MAX_ROWS,
  type CurrencyIso,
  type ImportDetailDto,
  type ImportListResponse,
  type ImportRowDto,
  type ImportRowError,
  type ImportRowState,
  type ImportServiceDto,
  type ImportStatus,
  type ImportSummaryDto,
  type WizardImportResponse,
} from '@inkwell/contracts';
import { database } from '../../shared/database.js';
import { publishUserEvent } from '../../shared/events.js';
import type { VerifiedUpload } from '../../http/file-upload.js';
import { findClientProject } from '../projects/index.js';
import { findLanguageByCulture } from '../reference/index.js';
import { clientStaffNameOfSql, findClientById } from '../users/index.js';
import { clientBalance } from '../ledger/index.js';
import { readSheetRows, type SpreadsheetType } from './import-sheet.js';
import { checkRows, readRows, type PricedRow } from './import-rows.js';

/** Which imports a caller may see: a client its own, staff every client's. */
export interface ImportScope {
  clientId?: number;
}

export type SpreadsheetUpload = VerifiedUpload<'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' | 'text/csv'>;

const spreadsheetType = (upload: SpreadsheetUpload): SpreadsheetType => (upload.contentType === 'text/csv' ? 'csv' : 'xlsx');

export async function inImportTransaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
  return database().transaction(work);
}

async function select<T extends object>(sql: string, replacements: Record<string, unknown>, transaction?: Transaction): Promise<T[]> {
  return database().query<T>(sql, { type: QueryTypes.SELECT, replacements, transaction });
}

async function requireProject(clientId: number, projectId: number, transaction: Transaction): Promise<void> {
  // A project of another client is no project of this one: the spec's 404 for another tenant's data.
  if (!(await findClientProject(clientId, projectId, transaction))) throw AppError.notFound('Project');
}

/** What an import keeps of each service; the names are read with the import, so a renamed group shows its new name. */
type StoredService = Omit<ImportServiceDto, 'linguistName' | 'groupName'>;

function servicesOf(rows: PricedRow[]): StoredService[] {
  const seen = new Map<string, StoredService>();
  for (const { data } of rows) {
    if (!data.service || !data.linguistType) continue;
    const service = { name: data.service, type: data.linguistType, linguistId: data.linguistId, groupId: data.groupId };
    seen.set(JSON.stringify(service), service);
    if (seen.size >= 10) break;
  }
  return [...seen.values()];
}

const ROW_BATCH = 2000;

/**
 * Reads an uploaded spreadsheet, checks every row with the wizard's rules and keeps the file, its rows and the
 * preview: the import is NEW while its rows are written and PARSED when the transaction commits.
 *
 * @throws AppError 404 for a project that is not the client's; 400 naming the file for a file that cannot be read
 *   (then nothing is kept)
 */
export async function createImport(input: { clientId: number; projectId: number; adminId: number | null; upload: SpreadsheetUpload }): Promise<ImportDetailDto> {
  const { clientId, projectId, adminId, upload } = input;
  const sheet = await readSheetRows(upload.content, spreadsheetType(upload), IMPORT_MAX_ROWS, { fileName: upload.fileName });
  const id = await inImportTransaction(async (transaction) => {
    await requireProject(clientId, projectId, transaction);
    const { rows, currency } = await checkRows(clientId, projectId, readRows(sheet), transaction);
    const ok = rows.filter((row) => !row.errors.length);
    const cultures = new Set(ok.map((row) => row.data.language));
    const [onlyCulture] = cultures;
    const language = cultures.size === 1 && onlyCulture ? await findLanguageByCulture(onlyCulture, { transaction }) : null;
    const sum = (pick: (p: NonNullable<PricedRow['price']>) => bigint) => ok.reduce((total, row) => total + (row.price ? pick(row.price) : 0n), 0n);
    const [created] = await select<{ id: number }>(
      `INSERT INTO imports (client_id, project_id, created_by_admin_id, name, status, template_version, currency, language_id, services, rows_total, rows_failed,
         price_min_net, price_max_net, price_min_gross, price_max_gross)
       VALUES (:clientId, :projectId, :adminId, :name, 'NEW', 1, :currency, :languageId, :services::jsonb, :total, :failed, :minNet, :maxNet, :minGross, :maxGross)
       RETURNING id`,
      {
        clientId,
        projectId,
        adminId,
        name: upload.fileName ?? `import.${spreadsheetType(upload)}`,
        currency,
        languageId: language?.id ?? null,
        services: JSON.stringify(servicesOf(ok)),
        total: rows.length,
        failed: rows.length - ok.length,
        minNet: ok.length ? sum((p) => p.minNet).toString() : null,
        maxNet: ok.length ? sum((p) => p.maxNet).toString() : null,
        minGross: ok.length ? sum((p) => p.minGross).toString() : null,
        maxGross: ok.length ? sum((p) => p.maxGross).toString() : null,
      },
      transaction,
    );
    const importId = (created as { id: number }).id;
    await database().query(
      `INSERT INTO import_files (import_id, file_name, content_type, bytes, sha256, content) VALUES (:importId, :fileName, :contentType, :bytes, :sha256, :content)`,
      {
        replacements: {
          importId,
          fileName: upload.fileName ?? `import.${spreadsheetType(upload)}`,
          contentType: upload.contentType,
          bytes: upload.bytes,
          sha256: createHash('sha256').update(upload.content).digest('hex'),
          content: upload.content,
        },
        transaction,
      },
    );
    for (let start = 0; start < rows.length; start += ROW_BATCH) {
      const batch = rows.slice(start, start + ROW_BATCH).map((row) => ({
        position: row.position,
        state: row.errors.length ? 'failed' : 'ready',
        data: row.data,
        errors: row.errors,
        settings_key: row.settingsKey,
        min: row.price?.minGross.toString() ?? null,
        max: row.price?.maxGross.toString() ?? null,
      }));
      await database().query(
        `INSERT INTO import_rows (import_id, position, state, data, errors, settings_key, price_min_gross, price_max_gross)
         SELECT :importId, r.position, r.state, r.data, r.errors, r.settings_key, r.min, r.max
         FROM jsonb_to_recordset(:rows::jsonb) AS r(position int, state text, data jsonb, errors jsonb, settings_key text, min bigint, max bigint)`,
        { replacements: { importId, rows: JSON.stringify(batch) }, transaction },
      );
    }
    await database().query("UPDATE imports SET status = 'PARSED' WHERE id = :importId", { replacements: { importId }, transaction });
    return importId;
  });
  return importDetail({ clientId }, id, { limit: 100, offset: 0 });
}

interface ImportRecord {
  id: number;
  client_id: number;
  project_id: number;
  project_name: string;
  client_name: string | null;
  name: string;
  status: ImportStatus;
  created_at: Date;
  accepted_at: Date | null;
  finished_at: Date | null;
  currency: CurrencyIso | null;
  services: ImportServiceDto[];
  rows_total: number;
  rows_failed: number;
  rows_created: number;
  rows_create_failed: number;
  price_min_net: string | null;
  price_max_net: string | null;
  price_min_gross: string | null;
  price_max_gross: string | null;
  language_name: string | null;
  language_culture: string | null;
  file_available: boolean;
}

/**
 * The stored services with the names the spec lists: a direct row's linguist's nickname, a group row's group name
 * (only the import's client's groups, which the rows were checked against). At most 10 services per import.
 */
const NAMED_SERVICES_SQL = `(
  SELECT coalesce(jsonb_agg(s.service || jsonb_build_object(
           'linguistName', CASE WHEN s.service->>'type' = 'direct' THEN lg.nickname END,
           'groupName', CASE WHEN s.service->>'type' = 'group' THEN g.name END) ORDER BY s.n), '[]'::jsonb)
    FROM jsonb_array_elements(i.services) WITH ORDINALITY AS s(service, n)
    LEFT JOIN linguists lg ON lg.id = (s.service->>'linguistId')::int
    LEFT JOIN linguist_groups g ON g.id = (s.service->>'groupId')::int AND g.client_id = i.client_id)`;

const SUMMARY_SQL = `
  SELECT i.id, i.client_id, ${clientStaffNameOfSql('i.client_id')} AS client_name, i.project_id, p.name AS project_name, i.name, i.status,
         i.created_at, i.accepted_at, i.finished_at, i.currency,
         ${NAMED_SERVICES_SQL} AS services, i.rows_total, i.rows_failed, i.rows_created, i.rows_create_failed,
         i.price_min_net::text, i.price_max_net::text, i.price_min_gross::text, i.price_max_gross::text,
         l.name AS language_name, l.culture AS language_culture,
         EXISTS (SELECT 1 FROM import_files f WHERE f.import_id = i.id) AS file_available
  FROM imports i
  JOIN projects p ON p.id = i.project_id
  LEFT JOIN languages l ON l.id = i.language_id`;

function summaryOf(record: ImportRecord): ImportSummaryDto {
  const currency = record.currency ? (record.currency.trim() as CurrencyIso) : null;
  return {
    id: record.id,
    name: record.name,
    createdAt: record.created_at.toISOString(),
    clientId: record.client_id,
    clientName: record.client_name,
    project: { id: record.project_id, name: record.project_name },
    currency,
    language: record.language_culture && record.language_name ? { name: record.language_name, culture: record.language_culture } : null,
    services: record.services,
    rowStats: { total: record.rows_total, created: record.rows_created, failed: record.rows_failed + record.rows_create_failed },
    price: currency && record.price_min_net !== null && record.price_max_net !== null ? { min: Number(record.price_min_net), max: Number(record.price_max_net), currency } : null,
    status: record.status,
    fileAvailable: record.file_available,
  };
}

async function findImport(scope: ImportScope, id: number, transaction?: Transaction): Promise<ImportRecord> {
  const [record] = await select<ImportRecord>(
    `${SUMMARY_SQL} WHERE i.id = :id ${scope.clientId !== undefined ? 'AND i.client_id = :clientId' : ''}`,
    { id, clientId: scope.clientId ?? null },
    transaction,
  );
  if (!record) throw AppError.notFound('Import');
  return record;
}

/** The Bulk-uploads tab: the caller's imports (staff: every client's, or one's), newest first. */
export async function listImports(scope: ImportScope, query: { limit: number; offset: number; status?: ImportStatus; clientId?: number }): Promise<ImportListResponse> {
  const clientId = scope.clientId ?? query.clientId ?? null;
  const where = [clientId !== null ? 'i.client_id = :clientId' : null, query.status ? 'i.status = :status' : null].filter(Boolean);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const replacements = { clientId, status: query.status ?? null, limit: query.limit, offset: query.offset };
  const [count] = await select<{ total: number }>(`SELECT count(*)::int AS total FROM imports i ${whereSql}`, replacements);
  const records = query.limit ? await select<ImportRecord>(`${SUMMARY_SQL} ${whereSql} ORDER BY i.created_at DESC, i.id DESC LIMIT :limit OFFSET :offset`, replacements) : [];
  return { data: records.map(summaryOf), total: count?.total ?? 0 };
}

interface RowRecord {
  position: number;
  state: ImportRowState;
  data: ImportRowDto['data'];
  errors: ImportRowError[];
  order_id: number | null;
  price_min_gross: string | null;
  price_max_gross: string | null;
}

/** One import with its preview, every error by position and a page of its rows. */
export async function importDetail(scope: ImportScope, id: number, query: { limit: number; offset: number; state?: ImportRowState }): Promise<ImportDetailDto> {
  const record = await findImport(scope, id);
  const summary = summaryOf(record);
  const stateSql = query.state ? 'AND state = :state' : '';
  const replacements = { id, state: query.state ?? null, limit: query.limit, offset: query.offset };
  const [count] = await select<{ total: number }>(`SELECT count(*)::int AS total FROM import_rows WHERE import_id = :id ${stateSql}`, replacements);
  const rows = await select<RowRecord>(
    `SELECT position, state, data, errors, order_id, price_min_gross::text, price_max_gross::text FROM import_rows WHERE import_id = :id ${stateSql}
     ORDER BY position LIMIT :limit OFFSET :offset`,
    replacements,
  );
  const failed = await select<{ errors: ImportRowError[] }>("SELECT errors FROM import_rows WHERE import_id = :id AND errors <> '[]'::jsonb ORDER BY position", { id });
  const client = await findClientById(record.client_id);
  const maxGross = record.price_max_gross === null ? null : Number(record.price_max_gross);
  const balance =
    client?.invoicing === 'deposit' && summary.currency && maxGross !== null
      ? await clientBalance(record.client_id, summary.currency).then((b) => ({ available: Number(b.available), covers: b.available >= BigInt(maxGross), currency: summary.currency as CurrencyIso }))
      : null;
  return {
    ...summary,
    acceptedAt: record.accepted_at?.toISOString() ?? null,
    finishedAt: record.finished_at?.toISOString() ?? null,
    preview: {
      rowsOk: record.rows_total - record.rows_failed,
      rowsFailed: record.rows_failed,
      gross: summary.currency && maxGross !== null ? { min: Number(record.price_min_gross), max: maxGross, currency: summary.currency } : null,
      balance,
    },
    errors: failed.flatMap((row) => row.errors),
    rows: {
      total: count?.total ?? 0,
      data: rows.map((row) => ({
        position: row.position,
        state: row.state,
        data: row.data,
        errors: row.errors,
        orderId: row.order_id,
        price: row.price_min_gross === null || row.price_max_gross === null ? null : { min: Number(row.price_min_gross), max: Number(row.price_max_gross) },
      })),
    },
  };
}

export interface ImportFile {
  fileName: string;
  contentType: string;
  sha256: string;
  content: Buffer;
}

/** The file as it was uploaded; gone once the import is cancelled. */
export async function importFile(scope: ImportScope, id: number): Promise<ImportFile> {
  await findImport(scope, id);
  const [file] = await select<{ file_name: string; content_type: string; sha256: string; content: Buffer }>(
    'SELECT file_name, content_type, sha256, content FROM import_files WHERE import_id = :id',
    { id },
  );
  if (!file) throw AppError.notFound('File');
  return { fileName: file.file_name, contentType: file.content_type, sha256: file.sha256, content: file.content };
}

/** Tells the import's client, and staff, how far it is. */
export async function publishProgress(importId: number, transaction: Transaction): Promise<void> {
  const [record] = await select<{ client_id: number; status: ImportStatus; rows_total: number; rows_created: number; failed: number }>(
    'SELECT client_id, status, rows_total, rows_created, rows_failed + rows_create_failed AS failed FROM imports WHERE id = :importId',
    { importId },
    transaction,
  );
  if (!record) return;
  const event = { type: 'import.progress' as const, importId, status: record.status, total: record.rows_total, created: record.rows_created, failed: record.failed };
  await publishUserEvent({ role: 'client', userId: record.client_id }, event, transaction);
  await publishUserEvent({ role: 'admin', userId: null }, event, transaction);
}

async function lockImport(scope: ImportScope, id: number, transaction: Transaction): Promise<{ status: ImportStatus; rows_total: number; rows_failed: number }> {
  const [record] = await select<{ status: ImportStatus; rows_total: number; rows_failed: number }>(
    `SELECT status, rows_total, rows_failed FROM imports WHERE id = :id ${scope.clientId !== undefined ? 'AND client_id = :clientId' : ''} FOR UPDATE`,
    { id, clientId: scope.clientId ?? null },
    transaction,
  );
  if (!record) throw AppError.notFound('Import');
  return record;
}

/** Queues the background job that creates an accepted import's orders, in the caller's transaction. */
export type QueueImportPublishing = (importId: number, transaction: Transaction) => Promise<void>;

/**
 * Accepts a parsed import: it becomes PUBLISHING and the job that creates its orders is queued in the same
 * transaction, so an accept that rolls back queues nothing.
 *
 * @throws AppError 404 for another client's import; 409 unless it is PARSED; 422 when no row passed the checks
 */
export async function acceptImport(scope: ImportScope, id: number, queue: QueueImportPublishing): Promise<ImportSummaryDto> {
  await inImportTransaction(async (transaction) => {
    const record = await lockImport(scope, id, transaction);
    if (record.status !== 'PARSED') throw AppError.conflict(`The import is ${record.status}; only a PARSED import can be accepted`);
    if (record.rows_total === record.rows_failed) throw AppError.unprocessable('No row of the import passed the checks: there is nothing to create');
    await database().query("UPDATE imports SET status = 'PUBLISHING', accepted_at = now() WHERE id = :id", { replacements: { id }, transaction });
    await queue(id, transaction);
    await publishProgress(id, transaction);
  });
  return summaryOf(await findImport(scope, id));
}

/**
 * Cancels an import before it is accepted: its rows and its file are discarded, no order was or will be made.
 *
 * @throws AppError 404 for another client's import; 409 once it is accepted (or already cancelled)
 */
export async function cancelImport(scope: ImportScope, id: number): Promise<ImportSummaryDto> {
  await inImportTransaction(async (transaction) => {
    const record = await lockImport(scope, id, transaction);
    if (record.status !== 'NEW' && record.status !== 'PARSED') throw AppError.conflict(`The import is ${record.status}; only an import not yet accepted can be cancelled`);
    await database().query('DELETE FROM import_rows WHERE import_id = :id', { replacements: { id }, transaction });
    await database().query('DELETE FROM import_files WHERE import_id = :id', { replacements: { id }, transaction });
    await database().query("UPDATE imports SET status = 'CANCELED', canceled_at = now() WHERE id = :id", { replacements: { id }, transaction });
    await publishProgress(id, transaction);
  });
  return summaryOf(await findImport(scope, id));
}

/**
 * The order wizard's step 5: the titles, words, keywords and comments of a file's rows for a project of the
 * client, checked with the wizard's rules for them, and the errors by position. Nothing is stored or created.
 */
export async function parseWizardFile(clientId: number, projectId: number, upload: SpreadsheetUpload): Promise<WizardImportResponse> {
  await inImportTransaction((transaction) => requireProject(clientId, projectId, transaction));
  const sheet = await readSheetRows(upload.content, spreadsheetType(upload), WIZARD_IMPORT_MAX_ROWS, { fileName: upload.fileName, required: ['title', 'minWords', 'maxWords'] });
  const rows = readRows(sheet, { onlyOrderItem: true });
  return {
    rows: rows
      .filter((row) => !row.errors.length)
      .map(({ position, data }) => ({
        position,
        title: data.title ?? '',
        minWords: data.minWords ?? 0,
        maxWords: data.maxWords ?? 0,
        keywords: data.keywords,
        comment: data.comment ?? '',
      })),
    errors: rows.flatMap((row) => row.errors),
  };
}
