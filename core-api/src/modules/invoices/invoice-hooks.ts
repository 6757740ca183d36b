import type { Transaction } from 'sequelize';
import type { InvoiceDto } from '@inkwell/contracts';
import { dueDateOf } from './invoice-documents.js';
import { invoicesDatabase, toInvoiceDto } from './invoices.model.js';
import { cancelDepositInvoice, lockDeposit, mailDepositInvoice, writeDepositInvoice } from './deposit-invoices.js';

/**
 * The deposits module calls these inside its own transactions, so an invoice, the deposit's link to it and the
 * mail exist exactly when the deposit change commits. The created and paid hooks are idempotent: calling twice
 * writes one invoice.
 */

/**
 * A bank transfer asks the client to pay: its DEPOSIT invoice is written OPEN, due in PAYMENT_TERM_DAYS, and
 * e-mailed to the client's billing address. Other methods are invoiced when paid (onDepositPaid).
 */
export async function onDepositCreated(depositId: number, transaction: Transaction): Promise<void> {
  const deposit = await lockDeposit(depositId, transaction);
  if (deposit.method !== 'BANK' || deposit.invoice_id !== null) return;
  const issuedAt = new Date();
  const invoice = await writeDepositInvoice(deposit, { status: 'OPEN', issuedAt, dueAt: dueDateOf(issuedAt), paidAt: null }, transaction);
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
    await invoicesDatabase().query("UPDATE invoices SET status = 'PAID', paid_at = :paidAt WHERE id = :invoiceId AND status = 'OPEN'", {
      replacements: { paidAt, invoiceId: deposit.invoice_id },
      transaction,
    });
    return;
  }
  await writeDepositInvoice(deposit, { status: 'PAID', issuedAt: new Date(), dueAt: null, paidAt }, transaction);
}
