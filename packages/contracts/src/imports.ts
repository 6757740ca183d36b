/**
 * Bulk imports (issue 13, decision 038): a spreadsheet (.xlsx or .csv) of orders for one project, parsed and
 * checked row by row with the order wizard's rules, previewed, then accepted (the orders are created in the
 * background) or cancelled. Money is in minor units; every row's `position` is its number among the file's data
 * rows (1 = the first row under the header), as the spec's 'message. Position N.' reads it.
 */
import type { CurrencyIso, LanguageRef, OrderType, Page } from './orders.js';

/** NEW while the file is read; PARSED once previewed; PUBLISHING while accepted orders are created; then FINISHED. */
export const IMPORT_STATUSES = ['NEW', 'PARSED', 'PUBLISHING', 'FINISHED', 'CANCELED'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The largest file and the most data rows one import (or one wizard file) takes. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** The order wizard's step 5 takes at most as many rows as one create call takes orders. */
export const WIZARD_IMPORT_MAX_ROWS = 100;

/** The multipart field that carries the spreadsheet. */
export const IMPORT_FILE_FIELD = 'file';

/** Versions of the example template; a file's header is read by column name, so older versions still upload. */
export const IMPORT_TEMPLATE_VERSIONS = [1] as const;
export type ImportTemplateVersion = (typeof IMPORT_TEMPLATE_VERSIONS)[number];
export const CURRENT_IMPORT_TEMPLATE_VERSION: ImportTemplateVersion = 1;

/** The services a row may order: copywriting alone, or copywriting followed by an open proofreading. */
export const IMPORT_SERVICES = ['copywriting', 'copywriting_proofreading'] as const;
export type ImportService = (typeof IMPORT_SERVICES)[number];

/** Who writes: any qualified linguist, a group of the client's, or one named linguist (order types OO, GO, DO). */
export const IMPORT_LINGUIST_TYPES = ['open', 'group', 'direct'] as const;
export type ImportLinguistType = (typeof IMPORT_LINGUIST_TYPES)[number];

export const ORDER_TYPE_OF_LINGUIST_TYPE: Record<ImportLinguistType, OrderType> = { open: 'OO', group: 'GO', direct: 'DO' };

/** One column of the template: the key rows and errors use, and the header written in (and read from) the file. */
export interface ImportColumn {
  key: keyof ImportRowData;
  header: string;
  required: boolean;
}

/** Template version 1, in the order of its columns. Headers are matched without regard to case or spaces. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'title', header: 'Title', required: true },
  { key: 'minWords', header: 'Words min', required: true },
  { key: 'maxWords', header: 'Words max', required: true },
  { key: 'language', header: 'Language', required: true },
  { key: 'level', header: 'Level', required: true },
  { key: 'service', header: 'Service', required: true },
  { key: 'keywords', header: 'Keywords', required: false },
  { key: 'comment', header: 'Comment', required: false },
  { key: 'briefingId', header: 'Briefing ID', required: false },
  { key: 'layoutId', header: 'Layout ID', required: false },
  { key: 'externalId', header: 'External ID', required: false },
  { key: 'processingDays', header: 'Deadline days', required: true },
  { key: 'linguistType', header: 'Linguist type', required: true },
  { key: 'linguistId', header: 'Linguist ID', required: false },
  { key: 'groupId', header: 'Group ID', required: false },
];

/** One data row as read from the file, after trimming; a value that could not be read is null and has an error. */
export interface ImportRowData {
  title: string | null;
  minWords: number | null;
  maxWords: number | null;
  /** culture, e.g. de-DE */
  language: string | null;
  /** level code: simple, good, professional, premium, excellent */
  level: string | null;
  service: ImportService | null;
  keywords: string[];
  comment: string | null;
  briefingId: number | null;
  layoutId: number | null;
  /** the client's own reference for the text, kept on the import row */
  externalId: string | null;
  processingDays: number | null;
  linguistType: ImportLinguistType | null;
  linguistId: number | null;
  groupId: number | null;
}

/** A problem with one row (or, with `position` 0, with the file): shown as 'message. Position N.' */
export interface ImportRowError {
  position: number;
  /** the column key, or null when the problem is the whole row */
  field: keyof ImportRowData | null;
  message: string;
}

/** ready: passed every check, waits for accept; failed: refused at parse; created / createFailed: after accept. */
export const IMPORT_ROW_STATES = ['ready', 'failed', 'created', 'createFailed'] as const;
export type ImportRowState = (typeof IMPORT_ROW_STATES)[number];

export interface ImportRowDto {
  position: number;
  state: ImportRowState;
  data: ImportRowData;
  errors: ImportRowError[];
  /** the order created from this row */
  orderId: number | null;
  /** gross minor units at the row's min and max words; null for a failed row */
  price: { min: number; max: number } | null;
}

export interface ImportRowStats {
  total: number;
  created: number;
  /** rows refused at parse plus rows whose order could not be created */
  failed: number;
}

/** A service of the import's rows, as the Bulk-uploads tab shows it. */
export interface ImportServiceDto {
  name: ImportService;
  type: ImportLinguistType;
  linguistId: number | null;
  /** direct (DO) rows: the linguist's nickname, read when the import is read; null otherwise */
  linguistName: string | null;
  groupId: number | null;
  /** group (GO) rows: the client's group's name, read when the import is read; null otherwise */
  groupName: string | null;
}

/** One line of the Bulk-uploads tab (GET /client/imports, /admin/imports). */
export interface ImportSummaryDto {
  id: number;
  /** the uploaded file's name */
  name: string;
  createdAt: string;
  clientId: number;
  /** how staff name the client (company, else full name, else nickname); null when none is known */
  clientName: string | null;
  project: { id: number; name: string };
  currency: CurrencyIso | null;
  /** the rows' language when they share one, else null (mixed) */
  language: LanguageRef | null;
  /** the distinct services of the rows, at most 10 */
  services: ImportServiceDto[];
  rowStats: ImportRowStats;
  /** net minor units of the rows that passed, at their min and max words */
  price: { min: number; max: number; currency: CurrencyIso } | null;
  status: ImportStatus;
  /** the original file can be downloaded until the import is cancelled */
  fileAvailable: boolean;
}

/** What accepting would cost and, for a prepaid (deposit) client, whether the available balance covers it. */
export interface ImportPreviewDto {
  rowsOk: number;
  rowsFailed: number;
  /** gross minor units of the rows that passed, at min and max words: a prepaid client's reservation is the max */
  gross: { min: number; max: number; currency: CurrencyIso } | null;
  /** present for a prepaid client only */
  balance: { available: number; covers: boolean; currency: CurrencyIso } | null;
}

/** GET /client/import/{id}, /admin/import/{id}: the summary, the preview and one page of rows. */
export interface ImportDetailDto extends ImportSummaryDto {
  preview: ImportPreviewDto;
  /** every failed row's errors, by position (at most IMPORT_MAX_ROWS rows, so bounded) */
  errors: ImportRowError[];
  rows: Page<ImportRowDto>;
  acceptedAt: string | null;
  finishedAt: string | null;
}

/** Query of GET /client/import/{id}: which rows to page through. */
export interface ImportRowsQuery {
  /** default 100, at most 1000 */
  limit?: number;
  offset?: number;
  state?: ImportRowState;
}

/** Query of GET /client/imports and /admin/imports (newest first). */
export interface ImportListQuery {
  limit?: number;
  offset?: number;
  status?: ImportStatus;
  /** admin only */
  clientId?: number;
}

export type ImportListResponse = Page<ImportSummaryDto>;

/** Query of the upload (POST /client/import, /admin/client/{id}/import): the project the orders go to. */
export interface CreateImportQuery {
  projectId: number;
}

/** One row the wizard's step 5 takes from a file: what that step edits. */
export interface WizardImportRow {
  position: number;
  title: string;
  minWords: number;
  maxWords: number;
  keywords: string[];
  comment: string;
}

/** POST /client/project/{id}/orders/parse: the rows that passed and the errors of those that did not; nothing is created. */
export interface WizardImportResponse {
  rows: WizardImportRow[];
  errors: ImportRowError[];
}

/** 'message. Position N.' (spec §8), or the message alone for the file itself. */
export function importErrorText(error: Pick<ImportRowError, 'message' | 'position'>): string {
  const message = error.message.replace(/\.+$/, '');
  return error.position > 0 ? `${message}. Position ${error.position}.` : `${message}.`;
}
