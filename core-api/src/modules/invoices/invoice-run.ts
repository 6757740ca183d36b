import type { Transaction } from 'sequelize';
import type { InvoiceDto } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { findClientById } from '../users/index.js';
import { assignPositionsToInvoice, clientsWithOpenPositions, lockOpenPositions, type OpenPosition } from '../billing/index.js';
import { dueDateOf, writeDocument, type DocumentLine } from './invoice-documents.js';
import { invoicesDatabase, toInvoiceDto } from './invoices.model.js';
import { mailIssuedInvoice } from './invoice-mails.js';
import { withoutDraftedPositions } from './invoice-drafts.js';

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

function inTransaction<T>(options: RunOptions, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const db = invoicesDatabase();
  return options.transaction ? db.transaction({ transaction: options.transaction }, work) : db.transaction(work);
}

/**
 * Turns a client's open positions into one OPEN invoice per currency, due in PAYMENT_TERM_DAYS, in one
 * transaction, and mails each to the client. The positions are locked FOR UPDATE: a second run at the same moment waits, then finds them
 * invoiced (PostgreSQL re-checks `invoice_id IS NULL` on the locked rows) and writes nothing.
 */
export async function runInvoiceForClient(clientId: number, period: InvoicePeriod = {}, options: RunOptions = {}): Promise<InvoiceDto[]> {
  const issuedAt = options.now ?? new Date();
  return inTransaction(options, async (transaction) => {
    if (!(await findClientById(clientId, transaction))) throw AppError.notFound('Client');
    // Positions on a draft are staff's to issue: the run leaves them to it.
    const positions = await withoutDraftedPositions(await lockOpenPositions(clientId, period.end ?? null, transaction), transaction);
    const byCurrency = new Map<string, OpenPosition[]>();
    for (const position of positions) {
      byCurrency.set(position.currency, [...(byCurrency.get(position.currency) ?? []), position]);
    }
    const invoices: InvoiceDto[] = [];
    for (const [currency, group] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
      const lines: DocumentLine[] = group.map((p) => ({
        description: p.title,
        quantity: p.finalWords,
        orderId: p.orderId,
        vatRate: p.vat,
        net: p.net,
        tax: p.tax,
      }));
      const invoice = await writeDocument(
        { clientId, type: 'INVOICE', status: 'OPEN', currency, issuedAt, dueAt: dueDateOf(issuedAt), paidAt: null, lines },
        transaction,
      );
      await assignPositionsToInvoice(group.map((p) => p.id), invoice.id, transaction);
      await mailIssuedInvoice(invoice, transaction);
      invoices.push(toInvoiceDto(invoice));
    }
    return invoices;
  });
}

/** The first instant (UTC) of the month `now` falls in: the monthly run invoices what was accepted before it. */
export function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
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
