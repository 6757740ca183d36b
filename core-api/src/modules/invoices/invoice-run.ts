import { QueryTypes, type Transaction } from 'sequelize';
import type { InvoiceDto } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { findClientById } from '../users/index.js';
import { dueDateOf, writeDocument, type DocumentLine } from './invoice-documents.js';
import { invoicesDatabase, toInvoiceDto } from './invoices.model.js';

/** Which open positions a run collects: those accepted before `end`, or every open one without it. */
export interface InvoicePeriod {
  end?: Date;
}

export interface RunOptions {
  /** runs inside the caller's transaction (as a savepoint), e.g. the demo seed's */
  transaction?: Transaction;
  /** the issue date; tests move it */
  now?: Date;
}

interface OpenPositionRow {
  id: number;
  order_id: number;
  amount_net: string;
  tax: string;
  currency: string;
  title: string;
  final_words: number | null;
  vat: string;
}

function inTransaction<T>(options: RunOptions, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const db = invoicesDatabase();
  return options.transaction ? db.transaction({ transaction: options.transaction }, work) : db.transaction(work);
}

/**
 * Turns a client's open positions into one OPEN invoice per currency, due in PAYMENT_TERM_DAYS, in one
 * transaction. The positions are locked FOR UPDATE: a second run at the same moment waits, then finds them
 * invoiced (PostgreSQL re-checks `invoice_id IS NULL` on the locked rows) and writes nothing.
 */
export async function runInvoiceForClient(clientId: number, period: InvoicePeriod = {}, options: RunOptions = {}): Promise<InvoiceDto[]> {
  const issuedAt = options.now ?? new Date();
  return inTransaction(options, async (transaction) => {
    if (!(await findClientById(clientId, transaction))) throw AppError.notFound('Client');
    const db = invoicesDatabase();
    const positions = await db.query<OpenPositionRow>(
      `SELECT bp.id, bp.order_id, bp.amount_net, bp.tax, bp.currency, o.title, o.final_words, o.vat
         FROM billing_positions bp
         JOIN orders o ON o.id = bp.order_id
        WHERE bp.client_id = :clientId AND bp.invoice_id IS NULL
          AND (CAST(:end AS timestamptz) IS NULL OR bp.created_at < :end)
        ORDER BY bp.created_at, bp.id
          FOR UPDATE OF bp`,
      { type: QueryTypes.SELECT, replacements: { clientId, end: period.end ?? null }, transaction },
    );
    const byCurrency = new Map<string, OpenPositionRow[]>();
    for (const position of positions) {
      const currency = position.currency.trim();
      byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), position]);
    }
    const invoices: InvoiceDto[] = [];
    for (const [currency, group] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
      const lines: DocumentLine[] = group.map((p) => ({
        description: p.title,
        quantity: p.final_words,
        orderId: p.order_id,
        vatRate: p.vat,
        net: BigInt(p.amount_net),
        tax: BigInt(p.tax),
      }));
      const invoice = await writeDocument(
        { clientId, type: 'INVOICE', status: 'OPEN', currency, issuedAt, dueAt: dueDateOf(issuedAt), paidAt: null, lines },
        transaction,
      );
      await db.query('UPDATE billing_positions SET invoice_id = :invoiceId WHERE id IN (:ids)', {
        replacements: { invoiceId: invoice.id, ids: group.map((p) => p.id) },
        transaction,
      });
      invoices.push(toInvoiceDto(invoice));
    }
    return invoices;
  });
}

/** The first instant (UTC) of the month `now` falls in: the monthly run invoices what was accepted before it. */
export function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Clients with positions accepted before `end` and not yet invoiced. Positions are only written for postpaid
 * clients, so this also catches a client who switched to deposits after its last accepted order.
 */
export async function clientsWithOpenPositions(end: Date): Promise<number[]> {
  const rows = await invoicesDatabase().query<{ client_id: number }>(
    `SELECT DISTINCT client_id FROM billing_positions WHERE invoice_id IS NULL AND created_at < :end ORDER BY client_id`,
    { type: QueryTypes.SELECT, replacements: { end } },
  );
  return rows.map((r) => r.client_id);
}

export interface MonthlyRunResult {
  invoiced: { clientId: number; invoices: InvoiceDto[] }[];
  failed: { clientId: number; error: unknown }[];
}

/**
 * The monthly run: every client's positions of the months before `now`'s, each client in its own
 * transaction, so one client's failure neither undoes nor stops the others.
 */
export async function runMonthlyInvoices(now: Date): Promise<MonthlyRunResult> {
  const end = startOfMonth(now);
  const result: MonthlyRunResult = { invoiced: [], failed: [] };
  for (const clientId of await clientsWithOpenPositions(end)) {
    try {
      const invoices = await runInvoiceForClient(clientId, { end }, { now });
      if (invoices.length) result.invoiced.push({ clientId, invoices });
    } catch (error) {
      result.failed.push({ clientId, error });
    }
  }
  return result;
}
