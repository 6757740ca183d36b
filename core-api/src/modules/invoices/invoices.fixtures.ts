import { QueryTypes, type Sequelize } from 'sequelize';
import type { PaymentMethod } from '@inkwell/contracts';

/**
 * Rows for the invoice tests, written with plain SQL: an accepted order and its billing position exactly as
 * the accept action leaves them for a postpaid client, and deposits as the deposits module writes them.
 */

async function insertReturningId(db: Sequelize, sql: string, replacements: Record<string, unknown>): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql, { type: QueryTypes.SELECT, replacements });
  if (!row) throw new Error('INSERT returned no id');
  return Number(row.id);
}

export interface PositionFixture {
  clientId: number;
  /** minor units */
  net: number;
  tax: number;
  currency?: string;
  title?: string;
  words?: number;
  vat?: string;
  /** when the order was accepted (the position's created_at) */
  acceptedAt?: Date;
}

export interface PositionIds {
  projectId: number;
  orderId: number;
  positionId: number;
}

/** An accepted order of a postpaid client and its open billing position. */
export async function insertOpenPosition(db: Sequelize, input: PositionFixture): Promise<PositionIds> {
  const { clientId, net, tax, currency = 'EUR', title = 'Product text: espresso blend', words = 400, vat = '0.19' } = input;
  const acceptedAt = input.acceptedAt ?? new Date();
  const projectId = await insertReturningId(
    db,
    `INSERT INTO projects (client_id, name, language_id)
     VALUES (:clientId, 'Invoice test', (SELECT id FROM languages WHERE culture = 'de-DE')) RETURNING id`,
    { clientId },
  );
  const orderId = await insertReturningId(
    db,
    `INSERT INTO orders (client_id, project_id, title, type, level_code, language_id, with_proofreading, min_words, max_words,
                         final_words, processing_days, currency, vat, client_price_per_word, writer_pay_per_word,
                         price_min, price_max, price_final, status, accepted_at)
     VALUES (:clientId, :projectId, :title, 'OO', 'good', (SELECT id FROM languages WHERE culture = 'de-DE'), false, 100, 1000,
             :words, 2, :currency, :vat, 0.05, 0.03, 1, :gross, :gross, 'accepted', :acceptedAt)
     RETURNING id`,
    { clientId, projectId, title, words, currency, vat, gross: net + tax, acceptedAt },
  );
  const positionId = await insertReturningId(
    db,
    `INSERT INTO billing_positions (client_id, order_id, amount_net, tax, amount_gross, currency, created_at)
     VALUES (:clientId, :orderId, :net, :tax, :gross, :currency, :acceptedAt) RETURNING id`,
    { clientId, orderId, net, tax, gross: net + tax, currency, acceptedAt },
  );
  return { projectId, orderId, positionId };
}

export interface DepositFixture {
  clientId: number;
  method: PaymentMethod;
  /** minor units */
  net: number;
  fee?: number;
  tax?: number;
  currency?: string;
  paidAt?: Date | null;
}

/** A deposit row as the deposits module writes it: PENDING, or PAID when `paidAt` is given. */
export function insertDeposit(db: Sequelize, input: DepositFixture): Promise<number> {
  const { clientId, method, net, fee = 0, tax = 0, currency = 'EUR', paidAt = null } = input;
  return insertReturningId(
    db,
    `INSERT INTO deposits (client_id, method, status, amount_net, fee, tax, amount_gross, currency, paid_at)
     VALUES (:clientId, :method, :status, :net, :fee, :tax, :gross, :currency, :paidAt) RETURNING id`,
    { clientId, method, status: paidAt ? 'PAID' : 'PENDING', net, fee, tax, gross: net + fee + tax, currency, paidAt },
  );
}

/** Marks a deposit paid the way the deposits module does before it calls onDepositPaid. */
export async function markDepositPaid(db: Sequelize, depositId: number, paidAt = new Date()): Promise<void> {
  await db.query("UPDATE deposits SET status = 'PAID', paid_at = :paidAt WHERE id = :depositId", { replacements: { depositId, paidAt } });
}

export async function invoiceIdOfPosition(db: Sequelize, positionId: number): Promise<number | null> {
  const [row] = await db.query<{ invoice_id: number | null }>('SELECT invoice_id FROM billing_positions WHERE id = :positionId', {
    type: QueryTypes.SELECT,
    replacements: { positionId },
  });
  return row?.invoice_id ?? null;
}

export async function invoiceCount(db: Sequelize, clientId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices WHERE client_id = :clientId', {
    type: QueryTypes.SELECT,
    replacements: { clientId },
  });
  return row?.n ?? 0;
}
