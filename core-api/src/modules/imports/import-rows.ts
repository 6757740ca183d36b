import type { Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import {
  IMPORT_COLUMNS,
  IMPORT_LINGUIST_TYPES,
  IMPORT_SERVICES,
  ORDER_TYPE_OF_LINGUIST_TYPE,
  type CreateOrdersRequest,
  type CurrencyIso,
  type ImportColumn,
  type ImportLinguistType,
  type ImportRowData,
  type ImportRowError,
  type ImportService,
} from '@inkwell/contracts';
import { amountAt } from '../pricing/index.js';
import { checkOrderSettings, createOrdersBody } from '../orders/index.js';
import type { SheetCell, SheetRows } from './import-sheet.js';

type Key = ImportColumn['key'];
const HEADER = new Map<Key, string>(IMPORT_COLUMNS.map((c) => [c.key, c.header]));
const TEXT_KEYS: Key[] = ['title', 'language', 'level', 'comment', 'externalId'];
const WHOLE_NUMBER_KEYS: Key[] = ['minWords', 'maxWords', 'briefingId', 'layoutId', 'processingDays', 'linguistId', 'groupId'];

export interface ParsedRow {
  position: number;
  data: ImportRowData;
  errors: ImportRowError[];
}

const emptyRow = (): ImportRowData => ({
  title: null,
  minWords: null,
  maxWords: null,
  language: null,
  level: null,
  service: null,
  keywords: [],
  comment: null,
  briefingId: null,
  layoutId: null,
  externalId: null,
  processingDays: null,
  linguistType: null,
  linguistId: null,
  groupId: null,
});

/** A cell as text: numbers as written, so a formula's cached number or an Excel date serial reads as that number. */
function text(cell: SheetCell): string | null {
  if (cell === null) return null;
  const value = typeof cell === 'string' ? cell.trim() : String(cell);
  return value === '' ? null : value;
}

function wholeNumber(cell: SheetCell): number | null | 'invalid' {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return null;
  if (typeof cell === 'number') return Number.isSafeInteger(cell) ? cell : 'invalid';
  if (typeof cell === 'string' && /^\d{1,9}$/.test(cell.trim())) return Number(cell.trim());
  return 'invalid';
}

/** Reads every cell of a row into its typed value; a cell that is not of its column's kind becomes an error. */
function readRow(cells: Map<Key, SheetCell>, position: number): ParsedRow {
  const data = emptyRow();
  const errors: ImportRowError[] = [];
  const fail = (field: Key, message: string) => errors.push({ position, field, message: `${HEADER.get(field)}: ${message}` });
  for (const key of TEXT_KEYS) (data as unknown as Record<string, string | null>)[key] = text(cells.get(key) ?? null);
  for (const key of WHOLE_NUMBER_KEYS) {
    const value = wholeNumber(cells.get(key) ?? null);
    if (value === 'invalid') fail(key, `'${text(cells.get(key) ?? null)}' is not a whole number`);
    else (data as unknown as Record<string, number | null>)[key] = value;
  }
  data.keywords = (text(cells.get('keywords') ?? null) ?? '')
    .split(/[,;\n]/)
    .map((k) => k.trim())
    .filter(Boolean);
  const service = text(cells.get('service') ?? null)?.toLowerCase() ?? null;
  if (service !== null && !(IMPORT_SERVICES as readonly string[]).includes(service)) fail('service', `'${service}' is not one of ${IMPORT_SERVICES.join(', ')}`);
  else data.service = service as ImportService | null;
  const linguistType = text(cells.get('linguistType') ?? null)?.toLowerCase() ?? null;
  if (linguistType !== null && !(IMPORT_LINGUIST_TYPES as readonly string[]).includes(linguistType)) {
    fail('linguistType', `'${linguistType}' is not one of ${IMPORT_LINGUIST_TYPES.join(', ')}`);
  } else data.linguistType = linguistType as ImportLinguistType | null;
  if (data.level) data.level = data.level.toLowerCase();
  if (data.externalId && data.externalId.length > 100) fail('externalId', 'must have at most 100 characters');
  return { position, data, errors };
}

/** The wizard's create request for one row, so the row meets exactly the wizard's rules. */
export function orderRequestOf(data: ImportRowData): CreateOrdersRequest {
  const type = data.linguistType ? ORDER_TYPE_OF_LINGUIST_TYPE[data.linguistType] : (undefined as unknown as CreateOrdersRequest['type']);
  return {
    language: data.language as string,
    level: data.level as string,
    type,
    ...(data.groupId !== null ? { groupId: data.groupId } : {}),
    ...(data.linguistId !== null ? { linguistId: data.linguistId } : {}),
    ...(data.service === 'copywriting_proofreading' ? { proofreading: { assignment: 'open' as const } } : {}),
    ...(data.briefingId !== null ? { briefingId: data.briefingId } : {}),
    ...(data.layoutId !== null ? { layoutId: data.layoutId } : {}),
    processingDays: data.processingDays as CreateOrdersRequest['processingDays'],
    orders: [{ title: data.title as string, minWords: data.minWords as number, maxWords: data.maxWords as number, keywords: data.keywords, ...(data.comment !== null ? { comment: data.comment } : {}) }],
  };
}

/** What a joi path of the create request is in the file. */
const FIELD_OF_PATH: Record<string, Key> = {
  language: 'language',
  level: 'level',
  type: 'linguistType',
  groupId: 'groupId',
  linguistId: 'linguistId',
  briefingId: 'briefingId',
  layoutId: 'layoutId',
  processingDays: 'processingDays',
  'orders.0.title': 'title',
  'orders.0.minWords': 'minWords',
  'orders.0.maxWords': 'maxWords',
  'orders.0.keywords': 'keywords',
  'orders.0.comment': 'comment',
  'proofreading.groupId': 'service',
};

function fieldOfPath(path: string): Key | null {
  return FIELD_OF_PATH[path] ?? FIELD_OF_PATH[path.replace(/\.\d+$/, '')] ?? null;
}

/** The wizard's joi rules applied to the row's request, each failure named by the file's column. */
function schemaErrors(row: ParsedRow, only?: (field: Key | null) => boolean): ImportRowError[] {
  const { error } = createOrdersBody.validate(orderRequestOf(row.data), { abortEarly: false, convert: true, errors: { wrap: { label: false } } });
  const errors = (error?.details ?? []).map((detail) => {
    const field = fieldOfPath(detail.path.join('.'));
    const name = field ? (HEADER.get(field) ?? field) : detail.path.join('.');
    // A rule comparing two columns names the other by its header, not joi's reference ("ref:minWords").
    const message = detail.message.replace(/^[\w.[\]]+\s/, '').replace(/\bref:(\w+)/g, (_ref, key: string) => HEADER.get(key as Key) ?? key);
    return { position: row.position, field, message: `${name}: ${message}` };
  });
  return only ? errors.filter((e) => only(e.field)) : errors;
}

/** Reads and checks the shapes of every row (no database): cells of the right kind, then the wizard's joi rules. */
export function readRows(sheet: SheetRows, options: { onlyOrderItem?: boolean } = {}): ParsedRow[] {
  const itemFields = new Set<Key | null>(['title', 'minWords', 'maxWords', 'keywords', 'comment']);
  return sheet.rows.map((cells, index) => {
    const row = readRow(cells, index + 1);
    if (options.onlyOrderItem) {
      row.errors = row.errors.filter((e) => itemFields.has(e.field));
      if (!row.errors.length) row.errors = schemaErrors(row, (field) => itemFields.has(field));
    } else if (!row.errors.length) row.errors = schemaErrors(row);
    return row;
  });
}

export interface PricedRow extends ParsedRow {
  /** rows with the same key are ordered in one create call */
  settingsKey: string | null;
  price: { minNet: bigint; maxNet: bigint; minGross: bigint; maxGross: bigint } | null;
}

/** A row's wizard settings without its own text: rows sharing them are checked once and ordered together. */
export function settingsKeyOf(data: ImportRowData): string {
  const { orders: _orders, ...settings } = orderRequestOf(data);
  return JSON.stringify(settings);
}

export interface CheckedRows {
  rows: PricedRow[];
  currency: CurrencyIso | null;
}

/**
 * Checks the rows that passed their shape against the database with the wizard's own checks (language, level,
 * groups, linguist, briefing, layout, legal check), once per distinct set of settings, and prices each with the
 * rates the wizard would copy onto its order.
 */
export async function checkRows(clientId: number, projectId: number, parsed: ParsedRow[], transaction: Transaction): Promise<CheckedRows> {
  const bySettings = new Map<string, ParsedRow[]>();
  for (const row of parsed) {
    if (row.errors.length) continue;
    const key = settingsKeyOf(row.data);
    bySettings.set(key, [...(bySettings.get(key) ?? []), row]);
  }
  let currency: CurrencyIso | null = null;
  const priced = new Map<number, PricedRow>();
  for (const [key, rows] of bySettings) {
    const first = rows[0] as ParsedRow;
    try {
      const checked = await checkOrderSettings(clientId, projectId, orderRequestOf(first.data), transaction);
      currency = checked.rates.currency as CurrencyIso;
      for (const row of rows) {
        const min = amountAt(row.data.minWords as number, checked.rates.clientPricePerWord, checked.rates.vat);
        const max = amountAt(row.data.maxWords as number, checked.rates.clientPricePerWord, checked.rates.vat);
        priced.set(row.position, { ...row, settingsKey: key, price: { minNet: min.net, maxNet: max.net, minGross: min.gross, maxGross: max.gross } });
      }
    } catch (err) {
      if (!(err instanceof AppError) || err.httpStatus >= 500) throw err;
      for (const row of rows) priced.set(row.position, { ...row, settingsKey: null, price: null, errors: appErrorsOf(err, row.position) });
    }
  }
  return { rows: parsed.map((row) => priced.get(row.position) ?? { ...row, settingsKey: null, price: null }), currency };
}

/** An AppError of the wizard as row errors: one per field it names, or its message for the whole row. */
export function appErrorsOf(err: AppError, position: number): ImportRowError[] {
  const details = (err.details ?? {}) as Record<string, unknown>;
  const fields = Object.entries(details).filter(([, messages]) => Array.isArray(messages));
  if (!fields.length) return [{ position, field: null, message: err.message }];
  return fields.flatMap(([path, messages]) => {
    const field = fieldOfPath(path);
    const name = field ? (HEADER.get(field) ?? field) : path;
    return (messages as unknown[]).map((message) => ({ position, field, message: `${name}: ${String(message)}` }));
  });
}
