import { QueryTypes } from 'sequelize';
import type {
  AdminCreditNotesQuery,
  AdminCreditPositionsQuery,
  CancelCreditNoteResult,
  CreditNoteDraftList,
  CreditNoteDto,
  CreditNoteList,
  CreditNotesQuery,
  CreditRunBody,
  CronErrorList,
  CurrencyIso,
  LinguistEarnings,
  LinguistPositionList,
  LinguistPositionsQuery,
} from '@inkwell/contracts';
import { toJsonMinorUnits } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import { accountCurrency } from '../reference/index.js';
import { linguistSupplier } from '../linguists/index.js';
import { findLinguistById, fullNameSql } from '../users/index.js';
import { cancelCreditNoteIn, findCreditNote, periodBounds, writeCreditNote } from './credit-note-documents.js';
import { checkPeriod } from './credit-note-run.js';
import { findWork, payOf, toPosition, type WorkFilter } from './credit-note-work.js';
import { CREDIT_NOTE_COLUMNS, creditNotesDatabase, toCreditNoteDto, type CreditNoteRow, type ListedCreditNoteRow } from './credit-notes.model.js';

const DAY_MS = 24 * 60 * 60 * 1000;

async function listNotes(where: string[], replacements: Record<string, unknown>, page: { limit: number; offset: number }): Promise<CreditNoteList> {
  const db = creditNotesDatabase();
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, [counted]] = await Promise.all([
    page.limit === 0
      ? Promise.resolve([] as ListedCreditNoteRow[])
      : db.query<ListedCreditNoteRow>(
          `SELECT ${CREDIT_NOTE_COLUMNS} FROM credit_notes n ${clause} ORDER BY n.issued_at DESC, n.id DESC LIMIT :limit OFFSET :offset`,
          { type: QueryTypes.SELECT, replacements: { ...replacements, limit: page.limit, offset: page.offset } },
        ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM credit_notes n ${clause}`, { type: QueryTypes.SELECT, replacements }),
  ]);
  return { data: rows.map(toCreditNoteDto), total: counted?.total ?? 0 };
}

/** GET /linguist/billing/invoices: her own notes and their cancellations, newest first. */
export function listLinguistCreditNotes(linguistId: number, query: Required<CreditNotesQuery>): Promise<CreditNoteList> {
  return listNotes(['n.linguist_id = :linguistId'], { linguistId }, query);
}

/** GET /admin/billing/credit-invoices: every note, searched by number or the linguist's name or e-mail. */
export function listAdminCreditNotes(query: AdminCreditNotesQuery & { limit: number; offset: number }): Promise<CreditNoteList> {
  const where: string[] = [];
  const replacements: Record<string, unknown> = {};
  if (query.search) {
    replacements.search = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(`(n.number ILIKE :search OR n.supplier->>'name' ILIKE :search OR n.supplier->>'email' ILIKE :search
                 OR n.linguist_id IN (SELECT l.id FROM linguists l WHERE ${fullNameSql('l')} ILIKE :search OR l.email ILIKE :search))`);
  }
  if (query.linguistId) {
    where.push('n.linguist_id = :linguistId');
    replacements.linguistId = query.linguistId;
  }
  if (query.type) {
    where.push('n.type = :type');
    replacements.type = query.type;
  }
  if (query.status) {
    where.push('n.status = :status');
    replacements.status = query.status;
  }
  if (query.from) {
    where.push('n.issued_at >= :from');
    replacements.from = new Date(`${query.from}T00:00:00Z`);
  }
  if (query.to) {
    where.push('n.issued_at < :to');
    replacements.to = new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS);
  }
  return listNotes(where, replacements, query);
}

function workFilter(query: LinguistPositionsQuery): WorkFilter {
  return {
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    until: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    state: query.state,
  };
}

/** GET /linguist/billing/positions: every paid order line of hers. */
export async function listLinguistPositions(linguistId: number, query: LinguistPositionsQuery & { limit: number; offset: number }): Promise<LinguistPositionList> {
  const { rows, total } = await findWork({ ...workFilter(query), linguistId }, query);
  return { data: rows.map((row) => toPosition(row, 'linguist')), total };
}

/** GET /admin/billing/credit-invoices/positions: every linguist's work lines, credited or open. */
export async function listAdminPositions(query: AdminCreditPositionsQuery & { limit: number; offset: number }): Promise<LinguistPositionList> {
  const { rows, total } = await findWork({ ...workFilter(query), linguistId: query.linguistId }, query);
  return { data: rows.map((row) => toPosition(row, 'staff')), total };
}

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** GET /linguist/billing/earnings: her pay per month (the last twelve) and per client, in her account's currency. */
export async function linguistEarnings(linguistId: number, now = new Date()): Promise<LinguistEarnings> {
  const linguist = await findLinguistById(linguistId);
  if (!linguist) throw AppError.notFound('Linguist');
  const currency = linguist.currencyId ? (await accountCurrency(linguist.currencyId)).iso4217 : null;
  const months: string[] = [];
  for (let back = 11; back >= 0; back -= 1) months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  if (!currency) return { currency: null, total: 0, byMonth: months.map((month) => ({ month, amount: 0 })), byClient: [] };

  const { rows } = await findWork({ linguistId, currency }, null);
  const byMonth = new Map(months.map((m) => [m, 0n]));
  const byClient = new Map<number, { name: string; amount: bigint }>();
  let total = 0n;
  for (const row of rows) {
    const pay = payOf(row);
    total += pay;
    const month = monthOf(row.accepted_at);
    if (byMonth.has(month)) byMonth.set(month, (byMonth.get(month) ?? 0n) + pay);
    const client = byClient.get(row.client_id) ?? { name: row.client_market_name ?? `#${row.client_id}`, amount: 0n };
    client.amount += pay;
    byClient.set(row.client_id, client);
  }
  return {
    currency: currency as CurrencyIso,
    total: toJsonMinorUnits(total),
    byMonth: [...byMonth].map(([month, amount]) => ({ month, amount: toJsonMinorUnits(amount) })),
    byClient: [...byClient]
      .sort(([, a], [, b]) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1))
      .map(([clientId, { name, amount }]) => ({ clientId, clientName: name, amount: toJsonMinorUnits(amount) })),
  };
}

/** GET /admin/billing/credit-invoices/drafts: the notes a run of `period` would write now, one per linguist and currency. */
export async function creditNoteDrafts(period: CreditRunBody, page: { limit: number; offset: number }): Promise<CreditNoteDraftList> {
  checkPeriod(period);
  const { rows } = await findWork({ ...periodBounds(period), state: 'open' }, null);
  const drafts = new Map<string, { linguistId: number; linguistName: string; currency: CurrencyIso; lineCount: number; net: bigint }>();
  for (const row of rows) {
    const key = `${row.linguist_id}:${row.currency}`;
    const draft = drafts.get(key) ?? {
      linguistId: row.linguist_id,
      linguistName: row.linguist_name ?? `#${row.linguist_id}`,
      currency: row.currency.trim() as CurrencyIso,
      lineCount: 0,
      net: 0n,
    };
    draft.lineCount += 1;
    draft.net += payOf(row);
    drafts.set(key, draft);
  }
  const all = [...drafts.values()].sort((a, b) => a.linguistName.localeCompare(b.linguistName) || a.linguistId - b.linguistId);
  const shown = all.slice(page.offset, page.offset + page.limit);
  const data = await Promise.all(
    shown.map(async (d) => ({
      linguistId: d.linguistId,
      linguistName: d.linguistName,
      currency: d.currency,
      taxTreatment: (await linguistSupplier(d.linguistId))?.taxTreatment ?? null,
      lineCount: d.lineCount,
      amountNet: toJsonMinorUnits(d.net),
    })),
  );
  return { data, total: all.length };
}

/** GET /admin/billing/credit-invoices/cron-errors: what runs could not do, newest first. */
export async function listCronErrors(page: { limit: number; offset: number }): Promise<CronErrorList> {
  const db = creditNotesDatabase();
  const [rows, [counted]] = await Promise.all([
    db.query<{ id: number; job: string; linguist_id: number | null; linguist_name: string | null; period_from: string | null; period_to: string | null; message: string; created_at: Date }>(
      `SELECT e.id, e.job, e.linguist_id, to_char(e.period_from, 'YYYY-MM-DD') AS period_from, to_char(e.period_to, 'YYYY-MM-DD') AS period_to,
              e.message, e.created_at,
              (SELECT coalesce(${fullNameSql('l')}, l.nickname, l.email) FROM linguists l WHERE l.id = e.linguist_id) AS linguist_name
         FROM cron_errors e ORDER BY e.created_at DESC, e.id DESC LIMIT :limit OFFSET :offset`,
      { type: QueryTypes.SELECT, replacements: page },
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM cron_errors', { type: QueryTypes.SELECT }),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      job: r.job,
      linguistId: r.linguist_id,
      linguistName: r.linguist_name,
      periodFrom: r.period_from,
      periodTo: r.period_to,
      message: r.message,
      createdAt: r.created_at.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}

async function dtoOf(note: CreditNoteRow): Promise<CreditNoteDto> {
  const [row] = await creditNotesDatabase().query<ListedCreditNoteRow>(`SELECT ${CREDIT_NOTE_COLUMNS} FROM credit_notes n WHERE n.id = :id`, {
    type: QueryTypes.SELECT,
    replacements: { id: note.id },
  });
  if (!row) throw AppError.notFound('Credit note');
  return toCreditNoteDto(row);
}

/** A linguist's own note; another linguist's answers 404 as if it did not exist. */
export async function findLinguistCreditNote(linguistId: number, id: number): Promise<CreditNoteRow> {
  const note = await findCreditNote(id);
  if (!note || note.linguist_id !== linguistId) throw AppError.notFound('Credit note');
  return note;
}

export async function findAnyCreditNote(id: number): Promise<CreditNoteRow> {
  const note = await findCreditNote(id);
  if (!note) throw AppError.notFound('Credit note');
  return note;
}

export async function creditNoteDto(id: number): Promise<CreditNoteDto> {
  return dtoOf(await findAnyCreditNote(id));
}

/** PUT /admin/billing/credit-invoice/:id/cancel */
export async function cancelCreditNote(id: number): Promise<CancelCreditNoteResult> {
  const { note, cancellation } = await creditNotesDatabase().transaction((transaction) => cancelCreditNoteIn(id, new Date(), transaction));
  return { creditNote: await dtoOf(note), cancellation: await dtoOf(cancellation) };
}

/**
 * PUT /admin/billing/credit-invoice/:id/regenerate: cancels the note and writes it anew for the same linguist, period
 * and currency from today's data (her corrected tax treatment or address), in one transaction.
 */
export async function regenerateCreditNote(id: number): Promise<CancelCreditNoteResult> {
  const issuedAt = new Date();
  const { note, cancellation, replacement } = await creditNotesDatabase().transaction(async (transaction) => {
    const cancelled = await cancelCreditNoteIn(id, issuedAt, transaction);
    const period = { from: cancelled.note.period_from, to: cancelled.note.period_to };
    const written = await writeCreditNote(cancelled.note.linguist_id, period, cancelled.note.currency.trim(), issuedAt, transaction);
    return { ...cancelled, replacement: written };
  });
  return { creditNote: await dtoOf(note), cancellation: await dtoOf(cancellation), replacement: replacement ? await dtoOf(replacement) : null };
}
