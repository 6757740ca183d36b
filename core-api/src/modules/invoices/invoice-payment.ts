import { QueryTypes, type Transaction } from 'sequelize';
import type { PayInvoiceResponse } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { publishUserEvent } from '../../shared/events.js';
import { findDocument } from './invoice-documents.js';
import { invoicesDatabase, toInvoiceDto, type InvoiceRow } from './invoices.model.js';

export interface InvoicePayment {
  /** the bank's reference of the incoming transfer, trimmed; absent when the admin had none */
  reference?: string;
  /** when the money arrived; now when absent (joi has refused a future one) */
  paidAt?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the UTC day of `at`: a date-only paidAt reads as that instant. */
function startOfUtcDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/**
 * PUT /admin/billing/invoice/{id}/pay: an admin records the bank transfer that paid a postpaid client's
 * invoice (decision 014, "Paying an invoice"). Under the invoice's row lock, so of two admins recording the
 * same transfer one succeeds and the other gets 409: the invoice becomes PAID with `paid_at`, and the
 * payment (reference, who recorded it) is kept next to it. There is no ledger posting: a postpaid order's
 * accept writes a billing position, not a receivable, so the ledger has nothing to settle.
 *
 * @throws AppError 404 unknown invoice; 409 not an OPEN invoice of type INVOICE; 422 naming `paidAt` when it
 *   is before the invoice's issue day
 */
export async function payInvoice(invoiceId: number, payment: InvoicePayment, adminId: number, options: { now?: Date } = {}): Promise<PayInvoiceResponse> {
  const paidAt = payment.paidAt ?? options.now ?? new Date();
  const reference = payment.reference ?? null;
  const db = invoicesDatabase();
  return db.transaction(async (transaction: Transaction) => {
    const invoice = await findDocument(invoiceId, { transaction, lock: true });
    if (!invoice) throw AppError.notFound('Invoice');
    if (invoice.type !== 'INVOICE') {
      throw AppError.conflict(
        `Document ${invoice.number} is a ${invoice.type} document; only invoices of type INVOICE are paid here (a deposit invoice is paid by settling its deposit)`,
      );
    }
    if (invoice.status !== 'OPEN') {
      throw AppError.conflict(`Invoice ${invoice.number} is ${invoice.status}; only an OPEN invoice can be marked paid`);
    }
    // A date-only paidAt is midnight UTC, so a transfer on the issue day itself is accepted.
    if (paidAt < startOfUtcDay(invoice.issued_at)) {
      const message = `The payment date cannot be before the invoice was issued (${invoice.issued_at.toISOString().slice(0, 10)})`;
      throw AppError.unprocessable(message, { paidAt: [message] });
    }

    await db.query(
      `INSERT INTO invoice_payments (invoice_id, reference, paid_at, admin_id) VALUES (:invoiceId, :reference, :paidAt, :adminId)`,
      { type: QueryTypes.INSERT, replacements: { invoiceId: invoice.id, reference, paidAt, adminId }, transaction },
    );
    const [paid] = await db.query<InvoiceRow>("UPDATE invoices SET status = 'PAID', paid_at = :paidAt WHERE id = :id RETURNING *", {
      type: QueryTypes.SELECT,
      replacements: { id: invoice.id, paidAt },
      transaction,
    });
    if (!paid) throw new Error(`Invoice ${invoice.id} vanished while locked`);
    await publishUserEvent({ role: 'client', userId: paid.client_id }, { type: 'balance.changed' }, transaction);
    return { invoice: toInvoiceDto(paid), reference };
  });
}
