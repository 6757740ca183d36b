import { QueryTypes, type Transaction } from 'sequelize';
import type { InvoiceDto, InvoiceType } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { releasePositionsOfInvoice } from '../billing/index.js';
import { documentLines, findDocument, writeDocument, type DocumentLine } from './invoice-documents.js';
import { invoicesDatabase, toInvoiceDto, type InvoiceRow } from './invoices.model.js';

export interface CancellationResult {
  /** the cancelled invoice as it is now */
  invoice: InvoiceDto;
  /** the cancellation document, with its own number */
  cancellation: InvoiceDto;
}

/** The lines of a document, negated: what a cancellation of it says. */
export async function cancellingLines(invoiceId: number, transaction: Transaction): Promise<DocumentLine[]> {
  return (await documentLines(invoiceId, transaction)).map((line) => ({
    description: line.description,
    quantity: line.quantity,
    orderId: line.order_id,
    vatRate: line.vat_rate,
    net: -BigInt(line.amount_net),
    tax: -BigInt(line.tax),
  }));
}

/**
 * Cancels an INVOICE with a document of its own (decision 014), in one transaction:
 * - OPEN → a CANCEL_UNPAID_I document, settled at issue (nothing is owed either way); the invoice becomes
 *   CANCELED and its positions open again, so the next run bills them on a corrected invoice;
 * - PAID → a CANCEL_PAID_INV document, OPEN until the refund it promises is paid out; the invoice keeps its
 *   PAID status (it was paid) and its positions (they are credited, not billed again).
 * Deposit invoices follow their deposit and are not cancelled here.
 */
export async function cancelInvoice(invoiceId: number, options: { now?: Date } = {}): Promise<CancellationResult> {
  return invoicesDatabase().transaction((transaction: Transaction) => cancelInvoiceIn(invoiceId, options.now ?? new Date(), transaction));
}

/** `cancelInvoice` inside the caller's transaction: a regeneration cancels and drafts anew in one. */
export async function cancelInvoiceIn(invoiceId: number, issuedAt: Date, transaction: Transaction): Promise<CancellationResult> {
  const db = invoicesDatabase();
  const invoice = await findDocument(invoiceId, { transaction, lock: true });
  if (!invoice) throw AppError.notFound('Invoice');
  if (invoice.type !== 'INVOICE') {
    throw AppError.unprocessable(`Invoice ${invoice.number} is a ${invoice.type} document; only invoices of type INVOICE can be cancelled here`);
  }
  if (invoice.status !== 'OPEN' && invoice.status !== 'PAID') {
    throw AppError.conflict(`Invoice ${invoice.number} is ${invoice.status}; only OPEN or PAID invoices can be cancelled`);
  }
  const paid = invoice.status === 'PAID';
  // PAID invoices keep their status, so the lock above cannot tell a second cancellation apart: this does.
  const [already] = await db.query<{ number: string }>('SELECT number FROM invoices WHERE cancels_invoice_id = :id', {
    type: QueryTypes.SELECT,
    replacements: { id: invoice.id },
    transaction,
  });
  if (already) throw AppError.conflict(`Invoice ${invoice.number} is already cancelled by ${already.number}`);

  const type: InvoiceType = paid ? 'CANCEL_PAID_INV' : 'CANCEL_UNPAID_I';
  const lines = await cancellingLines(invoice.id, transaction);
  const cancellation = await writeDocument(
    {
      clientId: invoice.client_id,
      type,
      status: paid ? 'OPEN' : 'PAID',
      currency: invoice.currency.trim(),
      issuedAt,
      dueAt: null,
      paidAt: paid ? null : issuedAt,
      cancelsInvoiceId: invoice.id,
      lines,
      addressedAs: { billingAddress: invoice.billing_address, language: invoice.language },
    },
    transaction,
  );
  if (paid) return { invoice: toInvoiceDto(invoice), cancellation: toInvoiceDto(cancellation) };

  await releasePositionsOfInvoice(invoice.id, transaction);
  const [canceled] = await db.query<InvoiceRow>(
    "UPDATE invoices SET status = 'CANCELED' WHERE id = :id RETURNING *",
    { type: QueryTypes.SELECT, replacements: { id: invoice.id }, transaction },
  );
  if (!canceled) throw new Error(`Invoice ${invoice.id} vanished while locked`);
  return { invoice: toInvoiceDto(canceled), cancellation: toInvoiceDto(cancellation) };
}
