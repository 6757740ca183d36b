import type { Transaction } from 'sequelize';
import type { InterfaceLanguage, InvoiceStatus, PaymentMethod } from '@inkwell/contracts';
import { vatOnFee } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import { findClientById } from '../users/index.js';
import { findDocument, writeDocument, type DocumentLine } from './invoice-documents.js';
import { cancellingLines } from './invoice-cancellation.js';
import { INVOICE_LABELS } from './invoice-labels.js';
import { invoicesDatabase, type InvoiceRow } from './invoices.model.js';

/** A deposit as its invoice is written from: the deposits module's row (migration 0010-deposits), as it reads it. */
export interface DepositRow {
  id: number;
  client_id: number;
  method: PaymentMethod;
  amount_net: string;
  fee: string;
  tax: string;
  currency: string;
  invoice_id: number | null;
  paid_at: Date | null;
}

/**
 * The deposit and, when the method costs one, the payment fee as lines. The deposit row carries one tax
 * figure; the fee's share is the client's VAT on the fee (half-up, never more than the whole tax) and the
 * deposit line takes the rest, so the lines always add up to the deposit's own amounts.
 */
export function depositLines(deposit: DepositRow, vat: string, language: InterfaceLanguage): DocumentLine[] {
  const labels = INVOICE_LABELS[language];
  const net = BigInt(deposit.amount_net);
  const fee = BigInt(deposit.fee);
  const tax = BigInt(deposit.tax);
  const feeVat = vatOnFee(fee, vat);
  const feeTax = feeVat < tax ? feeVat : tax;
  const rateOf = (lineTax: bigint) => (lineTax > 0n ? vat : '0');
  const lines: DocumentLine[] = [
    { description: labels.depositLine, quantity: null, orderId: null, vatRate: rateOf(tax - feeTax), net, tax: tax - feeTax },
  ];
  if (fee > 0n) {
    lines.push({ description: labels.feeLine(labels.method[deposit.method]), quantity: null, orderId: null, vatRate: rateOf(feeTax), net: fee, tax: feeTax });
  }
  return lines;
}

export interface DepositInvoiceState {
  status: Extract<InvoiceStatus, 'OPEN' | 'PAID'>;
  issuedAt: Date;
  dueAt: Date | null;
  paidAt: Date | null;
}

/** Writes the deposit's DEPOSIT invoice; the deposits module links the deposit to it. */
export async function writeDepositInvoice(deposit: DepositRow, state: DepositInvoiceState, transaction: Transaction): Promise<InvoiceRow> {
  const client = await findClientById(deposit.client_id, transaction);
  if (!client) throw new Error(`Client ${deposit.client_id} of deposit ${deposit.id} does not exist`);
  const invoice = await writeDocument(
    {
      clientId: deposit.client_id,
      type: 'DEPOSIT',
      ...state,
      currency: deposit.currency.trim(),
      depositId: deposit.id,
      lines: depositLines(deposit, client.vat, client.language),
    },
    transaction,
  );
  return invoice;
}

/**
 * Cancels the OPEN deposit invoice of a bank transfer the client never made: a CANCBAL_DEPOSIT document with
 * its own number, the original's address, language and lines negated, settled at issue like the cancellation
 * of any unpaid invoice (nothing is owed either way); the deposit invoice becomes CANCELED. The caller holds
 * the deposit's lock and has cancelled the deposit in the same transaction.
 */
export async function cancelDepositInvoice(deposit: DepositRow, transaction: Transaction, issuedAt: Date = new Date()): Promise<InvoiceRow | null> {
  // A transfer announced before deposit invoices existed has none: there is nothing to cancel.
  if (deposit.invoice_id === null) return null;
  const invoice = await findDocument(deposit.invoice_id, { transaction, lock: true });
  if (!invoice) throw new Error(`Invoice ${deposit.invoice_id} of deposit ${deposit.id} does not exist`);
  if (invoice.status !== 'OPEN') {
    throw AppError.conflict(`The deposit invoice ${invoice.number} is ${invoice.status}; only an OPEN deposit invoice can be cancelled`);
  }
  const cancellation = await writeDocument(
    {
      clientId: invoice.client_id,
      type: 'CANCBAL_DEPOSIT',
      status: 'PAID',
      currency: invoice.currency.trim(),
      issuedAt,
      dueAt: null,
      paidAt: issuedAt,
      cancelsInvoiceId: invoice.id,
      lines: await cancellingLines(invoice.id, transaction),
      addressedAs: { billingAddress: invoice.billing_address, language: invoice.language },
    },
    transaction,
  );
  await invoicesDatabase().query("UPDATE invoices SET status = 'CANCELED' WHERE id = :id", { replacements: { id: invoice.id }, transaction });
  return cancellation;
}

/** A bank transfer's OPEN deposit invoice is paid once its money arrived; a second call changes nothing. */
export async function markDepositInvoicePaid(invoiceId: number, paidAt: Date, transaction: Transaction): Promise<void> {
  await invoicesDatabase().query("UPDATE invoices SET status = 'PAID', paid_at = :paidAt WHERE id = :invoiceId AND status = 'OPEN'", {
    replacements: { paidAt, invoiceId },
    transaction,
  });
}
