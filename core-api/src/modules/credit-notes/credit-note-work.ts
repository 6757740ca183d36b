import { QueryTypes, type Transaction } from 'sequelize';
import type { CurrencyIso, LinguistPosition, WorkRole } from '@inkwell/contracts';
import { toJsonMinorUnits } from '@inkwell/money';
import { payAt } from '../pricing/index.js';
import { clientMarketNameSql, clientStaffNameSql, fullNameSql } from '../users/index.js';
import { creditNotesDatabase } from './credit-notes.model.js';

/**
 * Accepted work, one row per order and paid role (writer, proofreader), read from `orders` read-only in one statement
 * (docs/pages/modules.md): the paged positions tabs filter and count it at a million orders, which orders' face cannot
 * do without knowing which work a credit note settled. Pay is `payAt(final words, the role's rate)`, the very figure
 * the accept credited to `linguist:<id>:earned`.
 */
export const WORK_SQL = `
  SELECT o.id AS order_id, 'writer' AS role, o.writer_id AS linguist_id, o.writer_pay_per_word AS rate_per_word,
         o.title, o.client_id, o.final_words, o.accepted_at, o.currency
    FROM orders o
   WHERE o.status = 'accepted' AND o.writer_id IS NOT NULL AND o.final_words IS NOT NULL
  UNION ALL
  SELECT o.id, 'proofreader', o.proofreader_id, o.proofreader_pay_per_word,
         o.title, o.client_id, o.final_words, o.accepted_at, o.currency
    FROM orders o
   WHERE o.status = 'accepted' AND o.with_proofreading AND o.proofreader_id IS NOT NULL
     AND o.proofreader_pay_per_word IS NOT NULL AND o.final_words IS NOT NULL`;

export interface WorkRow {
  order_id: number;
  role: WorkRole;
  linguist_id: number;
  rate_per_word: string;
  title: string;
  client_id: number;
  client_name: string | null;
  /** how linguists meet the client (its nickname first) */
  client_market_name: string | null;
  linguist_name: string | null;
  final_words: number;
  accepted_at: Date;
  currency: string;
  credit_note_id: number | null;
  credit_note_number: string | null;
}

export interface WorkFilter {
  linguistId?: number;
  /** accepted at or after */
  from?: Date;
  /** accepted before */
  until?: Date;
  state?: 'open' | 'credited';
  currency?: string;
}

function whereOf(filter: WorkFilter): string {
  return [
    filter.linguistId !== undefined ? 'w.linguist_id = :linguistId' : null,
    filter.from ? 'w.accepted_at >= :from' : null,
    filter.until ? 'w.accepted_at < :until' : null,
    filter.state === 'open' ? 'cw.credit_note_id IS NULL' : filter.state === 'credited' ? 'cw.credit_note_id IS NOT NULL' : null,
    filter.currency ? 'w.currency = :currency' : null,
  ]
    .filter(Boolean)
    .join(' AND ');
}

/** Accepted work matching `filter`, newest first, with the note that settled each, and the total count. */
export async function findWork(
  filter: WorkFilter,
  page: { limit: number; offset: number } | null,
  transaction?: Transaction,
): Promise<{ rows: WorkRow[]; total: number }> {
  const where = whereOf(filter);
  const from = `FROM (${WORK_SQL}) w LEFT JOIN credit_note_work cw ON cw.order_id = w.order_id AND cw.role = w.role
                LEFT JOIN credit_notes n ON n.id = cw.credit_note_id
                ${where ? `WHERE ${where}` : ''}`;
  const replacements = { ...filter, limit: page?.limit ?? null, offset: page?.offset ?? 0 };
  const db = creditNotesDatabase();
  const [rows, counted] = await Promise.all([
    page?.limit === 0
      ? Promise.resolve([] as WorkRow[])
      : db.query<WorkRow>(
          `SELECT w.*, cw.credit_note_id, n.number AS credit_note_number,
                  (SELECT ${clientStaffNameSql('c', 'b')} FROM clients c LEFT JOIN client_billing_settings b ON b.client_id = c.id WHERE c.id = w.client_id) AS client_name,
                  (SELECT ${clientMarketNameSql('c', 'b')} FROM clients c LEFT JOIN client_billing_settings b ON b.client_id = c.id WHERE c.id = w.client_id) AS client_market_name,
                  (SELECT coalesce(${fullNameSql('l')}, l.nickname, l.email) FROM linguists l WHERE l.id = w.linguist_id) AS linguist_name
             ${from}
            ORDER BY w.accepted_at DESC, w.order_id DESC, w.role
            ${page ? 'LIMIT :limit OFFSET :offset' : ''}`,
          { type: QueryTypes.SELECT, replacements, transaction },
        ),
    page ? db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, { type: QueryTypes.SELECT, replacements, transaction }) : null,
  ]);
  return { rows, total: counted ? (counted[0]?.total ?? 0) : rows.length };
}

/** A work row's pay, exactly as the accept credited it. */
export function payOf(row: Pick<WorkRow, 'final_words' | 'rate_per_word'>): bigint {
  return payAt(row.final_words, row.rate_per_word);
}

/** A position as staff (who name clients by company) or the linguist herself (by the marketplace name) read it. */
export function toPosition(row: WorkRow, audience: 'staff' | 'linguist'): LinguistPosition {
  return {
    orderId: row.order_id,
    title: row.title,
    linguistId: row.linguist_id,
    linguistName: row.linguist_name ?? `#${row.linguist_id}`,
    clientId: row.client_id,
    clientName: (audience === 'staff' ? row.client_name : row.client_market_name) ?? `#${row.client_id}`,
    role: row.role,
    acceptedAt: row.accepted_at.toISOString(),
    words: row.final_words,
    ratePerWord: row.rate_per_word,
    amount: toJsonMinorUnits(payOf(row)),
    currency: row.currency.trim() as CurrencyIso,
    creditNoteId: row.credit_note_id,
    creditNoteNumber: row.credit_note_number,
  };
}
