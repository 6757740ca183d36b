import { QueryTypes, type Transaction } from 'sequelize';
import type { InvoiceDto } from '@inkwell/contracts';
import {
  cancelDepositInvoice,
  dueDateOf,
  mailDepositInvoice,
  markDepositInvoicePaid,
  toInvoiceDto,
  writeDepositInvoice,
  type DepositRow,
} from '../invoices/index.js';
import { depositsDatabase } from './deposits.model.js';

/**
 * A deposit's invoice, written, paid or cancelled inside the deposit's own transaction, so the invoice, the
 * deposit's link to it and the mail exist exactly when the deposit change commits. The deposits module owns the
 * link (deposits.invoice_id); the invoices module writes the documents. The created and paid steps are
 * idempotent: calling twice writes one invoice.
 */

/** Locks the deposit for the rest of the caller's transaction, so a created and a paid step never both write an invoice. */
async function lockDeposit(depositId: number, transaction: Transaction): Promise<DepositRow> {
  const [deposit] = await depositsDatabase().query<DepositRow>(
    'SELECT id, client_id, method, amount_net, fee, tax, currency, invoice_id, paid_at FROM deposits WHERE id = :depositId FOR UPDATE',
    { type: QueryTypes.SELECT, replacements: { depositId }, transaction },
  );
  // Called with the id of a deposit this module has just written: a missing row is a bug, not a user error.
  if (!deposit) throw new Error(`Deposit ${depositId} does not exist`);
  return deposit;
}

async function linkInvoice(depositId: number, invoiceId: number, transaction: Transaction): Promise<void> {
  await depositsDatabase().query('UPDATE deposits SET invoice_id = :invoiceId WHERE id = :depositId', {
    replacements: { invoiceId, depositId },
    transaction,
  });
}

/**
 * A bank transfer asks the client to pay: its DEPOSIT invoice is written OPEN, due in PAYMENT_TERM_DAYS, and
 * e-mailed to the client's billing address. Other methods are invoiced when paid (onDepositPaid).
 */
export async function onDepositCreated(depositId: number, transaction: Transaction): Promise<void> {
  const deposit = await lockDeposit(depositId, transaction);
  if (deposit.method !== 'BANK' || deposit.invoice_id !== null) return;
  const issuedAt = new Date();
  const invoice = await writeDepositInvoice(deposit, { status: 'OPEN', issuedAt, dueAt: dueDateOf(issuedAt), paidAt: null }, transaction);
  await linkInvoice(deposit.id, invoice.id, transaction);
  await mailDepositInvoice(invoice, transaction);
}

/**
 * A bank transfer the client never made was cancelled: its OPEN deposit invoice is cancelled by a
 * CANCBAL_DEPOSIT document. Answers that document, or null when the deposit had no invoice.
 */
export async function onDepositCanceled(depositId: number, transaction: Transaction): Promise<InvoiceDto | null> {
  const cancellation = await cancelDepositInvoice(await lockDeposit(depositId, transaction), transaction);
  return cancellation ? toInvoiceDto(cancellation) : null;
}

/**
 * The deposit's invoice becomes PAID; a deposit paid at once (card and the other provider methods) gets its
 * DEPOSIT invoice now, already PAID, as its receipt.
 */
export async function onDepositPaid(depositId: number, transaction: Transaction): Promise<void> {
  const deposit = await lockDeposit(depositId, transaction);
  const paidAt = deposit.paid_at ?? new Date();
  if (deposit.invoice_id !== null) {
    await markDepositInvoicePaid(deposit.invoice_id, paidAt, transaction);
    return;
  }
  const invoice = await writeDepositInvoice(deposit, { status: 'PAID', issuedAt: new Date(), dueAt: null, paidAt }, transaction);
  await linkInvoice(deposit.id, invoice.id, transaction);
}
