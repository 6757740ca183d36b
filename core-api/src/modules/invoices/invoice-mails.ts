import type { Transaction } from 'sequelize';
import { formatMoney } from '@inkwell/money';
import { notify, type Addressee } from '../notifications/index.js';
import { findClientById } from '../users/index.js';
import { formatDate } from './invoice-format.js';
import { invoiceRuntime } from './invoice-runtime.js';
import type { InvoiceRow } from './invoices.model.js';

/**
 * An invoice's mail goes to the billing address it was written to (the account's e-mail without one), in the
 * invoice's language, and to the client's recipients of the event; it is sent only if the transaction commits.
 */
async function billingAddressee(invoice: InvoiceRow, transaction: Transaction): Promise<Addressee | null> {
  const address = invoice.billing_address;
  const email = address.email ?? (await findClientById(invoice.client_id, transaction))?.email;
  if (!email) return null;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ') || address.companyName || null;
  return { role: 'client', id: invoice.client_id, email, name, language: invoice.language };
}

function amounts(invoice: InvoiceRow) {
  const { language } = invoice;
  return {
    number: invoice.number,
    amount: formatMoney(BigInt(invoice.amount_gross), invoice.currency.trim(), language),
    dueDate: formatDate(invoice.due_at ?? invoice.issued_at, language),
  };
}

/** A bank-transfer deposit's invoice with the bank details to pay it to. */
export async function mailDepositInvoice(invoice: InvoiceRow, transaction: Transaction): Promise<void> {
  const to = await billingAddressee(invoice, transaction);
  if (!to) return;
  const { bank } = invoiceRuntime().config.seller;
  const vars = { ...amounts(invoice), accountHolder: bank.holder, iban: bank.iban, bic: bank.bic };
  await notify({ event: 'deposit-invoice', to, vars, path: '/billing/invoices' }, transaction);
}

/** An invoice the run wrote from the client's accepted orders. */
export async function mailIssuedInvoice(invoice: InvoiceRow, transaction: Transaction): Promise<void> {
  const to = await billingAddressee(invoice, transaction);
  if (to) await notify({ event: 'invoice-issued', to, vars: amounts(invoice), path: '/billing/invoices' }, transaction);
}
