import { QueryTypes, type Transaction } from 'sequelize';
import type { BillingPositionListResponse, CurrencyIso, PositionState } from '@inkwell/contracts';
import { toJsonMinorUnits } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import { BillingPosition, billingDatabase } from './billing.model.js';

/**
 * Billing positions: a postpaid client's accepted orders, each waiting for an invoice or written on one. The
 * orders module records them on accept; the invoices module turns open ones into invoices and frees them again
 * when an unpaid invoice is cancelled. Nobody else writes the table.
 */

export interface NewPosition {
  clientId: number;
  orderId: number;
  /** minor units */
  net: bigint;
  tax: bigint;
  gross: bigint;
  currency: string;
}

/** An accepted order of a postpaid client becomes an open position, in the accept's transaction. */
export async function recordPosition(position: NewPosition, transaction: Transaction): Promise<void> {
  await BillingPosition.create(
    {
      clientId: position.clientId,
      orderId: position.orderId,
      amountNet: position.net.toString(),
      tax: position.tax.toString(),
      amountGross: position.gross.toString(),
      currency: position.currency,
      invoiceId: null,
    },
    { transaction },
  );
}

/** An open position as an invoice line needs it: the order's title, words and VAT come with it. */
export interface OpenPosition {
  id: number;
  orderId: number;
  net: bigint;
  tax: bigint;
  currency: string;
  title: string;
  finalWords: number | null;
  vat: string;
}

/**
 * Locks a client's open positions created before `end` (all when null), oldest first. The lock makes a second
 * invoice run at the same moment wait, then find them invoiced (PostgreSQL re-checks `invoice_id IS NULL` on
 * the locked rows) and write nothing.
 */
export async function lockOpenPositions(clientId: number, end: Date | null, transaction: Transaction): Promise<OpenPosition[]> {
  const rows = await billingDatabase().query<{
    id: number;
    order_id: number;
    amount_net: string;
    tax: string;
    currency: string;
    title: string;
    final_words: number | null;
    vat: string;
  }>(
    `SELECT bp.id, bp.order_id, bp.amount_net, bp.tax, bp.currency, o.title, o.final_words, o.vat
       FROM billing_positions bp
       JOIN orders o ON o.id = bp.order_id
      WHERE bp.client_id = :clientId AND bp.invoice_id IS NULL
        AND (CAST(:end AS timestamptz) IS NULL OR bp.created_at < :end)
      ORDER BY bp.created_at, bp.id
        FOR UPDATE OF bp`,
    { type: QueryTypes.SELECT, replacements: { clientId, end }, transaction },
  );
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    net: BigInt(row.amount_net),
    tax: BigInt(row.tax),
    currency: row.currency.trim(),
    title: row.title,
    finalWords: row.final_words,
    vat: row.vat,
  }));
}

/** The positions are now lines of that invoice. */
export async function assignPositionsToInvoice(positionIds: readonly number[], invoiceId: number, transaction: Transaction): Promise<void> {
  await BillingPosition.update({ invoiceId }, { where: { id: [...positionIds] }, transaction });
}

/** An unpaid invoice was cancelled: its positions are open again, for the next run. */
export async function releasePositionsOfInvoice(invoiceId: number, transaction: Transaction): Promise<void> {
  await BillingPosition.update({ invoiceId: null }, { where: { invoiceId }, transaction });
}

/**
 * Clients with positions accepted before `end` and not yet invoiced. Positions are only written for postpaid
 * clients, so this also catches a client who switched to deposits after its last accepted order.
 */
export async function clientsWithOpenPositions(end: Date): Promise<number[]> {
  const rows = await billingDatabase().query<{ client_id: number }>(
    `SELECT DISTINCT client_id FROM billing_positions WHERE invoice_id IS NULL AND created_at < :end ORDER BY client_id`,
    { type: QueryTypes.SELECT, replacements: { end } },
  );
  return rows.map((r) => r.client_id);
}

/** Gross total of a client's accepted orders not yet on an invoice (postpaid clients), in minor units. */
export async function openPositionsTotal(clientId: number, currency: string, transaction?: Transaction): Promise<bigint> {
  const [row] = await billingDatabase().query<{ total: string }>(
    `SELECT COALESCE(sum(amount_gross), 0)::text AS total
       FROM billing_positions
      WHERE client_id = :clientId AND currency = :currency AND invoice_id IS NULL`,
    { type: QueryTypes.SELECT, replacements: { clientId, currency }, transaction },
  );
  return BigInt(row?.total ?? '0');
}

export interface PositionFilters {
  invoiced?: PositionState;
  limit: number;
  offset: number;
}

interface PositionRow {
  id: number;
  order_id: number;
  title: string;
  project_id: number;
  project_name: string;
  amount_net: string;
  tax: string;
  amount_gross: string;
  currency: string;
  invoice_id: number | null;
  created_at: Date;
}

/** The caller's billing positions (accepted orders of a postpaid client), newest first, with the gross of every match. */
export async function listClientPositions(clientId: number, filters: PositionFilters): Promise<BillingPositionListResponse> {
  const state =
    filters.invoiced === 'open' ? ' AND bp.invoice_id IS NULL' : filters.invoiced === 'invoiced' ? ' AND bp.invoice_id IS NOT NULL' : '';
  const where = `bp.client_id = :clientId${state}`;
  const db = billingDatabase();
  const [summary] = await db.query<{ total: number; total_gross: string }>(
    `SELECT count(*)::int AS total, COALESCE(sum(bp.amount_gross), 0)::text AS total_gross FROM billing_positions bp WHERE ${where}`,
    { type: QueryTypes.SELECT, replacements: { clientId } },
  );
  const total = summary?.total ?? 0;
  const totalGross = toJsonMinorUnits(BigInt(summary?.total_gross ?? '0'));
  if (filters.limit === 0) return { data: [], total, totalGross };
  const rows = await db.query<PositionRow>(
    `SELECT bp.id, bp.order_id, o.title, o.project_id, p.name AS project_name, bp.amount_net, bp.tax, bp.amount_gross, bp.currency,
            bp.invoice_id, bp.created_at
       FROM billing_positions bp
       JOIN orders o ON o.id = bp.order_id
       JOIN projects p ON p.id = o.project_id
      WHERE ${where}
      ORDER BY bp.created_at DESC, bp.id DESC
      LIMIT :limit OFFSET :offset`,
    { type: QueryTypes.SELECT, replacements: { clientId, limit: filters.limit, offset: filters.offset } },
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      orderTitle: row.title,
      projectId: row.project_id,
      projectName: row.project_name,
      amountNet: toJsonMinorUnits(BigInt(row.amount_net)),
      tax: toJsonMinorUnits(BigInt(row.tax)),
      amountGross: toJsonMinorUnits(BigInt(row.amount_gross)),
      currency: row.currency.trim() as CurrencyIso,
      invoiceId: row.invoice_id,
      createdAt: row.created_at.toISOString(),
    })),
    total,
    totalGross,
  };
}


/**
 * Deletes an open position of a postpaid client: staff decided the accepted order is not invoiced. The row is locked
 * first and `guard` runs under that lock (the invoices module refuses a position one of its drafts holds), so no
 * run or draft can take the position between the check and the delete.
 *
 * @throws AppError 404 unknown position; 409 already on an invoice
 */
export async function deleteOpenPosition(positionId: number, transaction: Transaction, guard: () => Promise<void> = async () => undefined): Promise<void> {
  const [row] = await billingDatabase().query<{ invoice_id: number | null }>('SELECT invoice_id FROM billing_positions WHERE id = :positionId FOR UPDATE', {
    type: QueryTypes.SELECT,
    replacements: { positionId },
    transaction,
  });
  if (!row) throw AppError.notFound('Position');
  if (row.invoice_id !== null) throw AppError.conflict(`Position ${positionId} is on invoice ${row.invoice_id}; cancel the invoice instead`);
  await guard();
  await billingDatabase().query('DELETE FROM billing_positions WHERE id = :positionId', { replacements: { positionId }, transaction });
}
