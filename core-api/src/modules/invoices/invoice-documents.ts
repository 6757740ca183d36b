import { QueryTypes, type Transaction } from 'sequelize';
import type { InterfaceLanguage, InvoiceStatus, InvoiceType } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { findClientBillingSettings, findClientById } from '../users/index.js';
import { publishUserEvent } from '../../shared/events.js';
import { recordEvent } from '../webhooks/index.js';
import { takeInvoiceNumber } from './invoice-numbers.js';
import { invoicesDatabase, type BillingAddressSnapshot, type InvoiceLineRow, type InvoiceRow } from './invoices.model.js';

/** Days a client has to pay an invoice or a deposit invoice (the due date printed on it). */
export const PAYMENT_TERM_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

export function dueDateOf(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + PAYMENT_TERM_DAYS * DAY_MS);
}

export interface DocumentLine {
  description: string;
  /** words of an order; null for a deposit or a fee */
  quantity: number | null;
  orderId: number | null;
  /** the VAT fraction the tax was computed with, e.g. '0.19' */
  vatRate: string;
  net: bigint;
  tax: bigint;
}

export interface NewDocument {
  clientId: number;
  type: InvoiceType;
  status: InvoiceStatus;
  currency: string;
  issuedAt: Date;
  dueAt: Date | null;
  paidAt: Date | null;
  cancelsInvoiceId?: number | null;
  depositId?: number | null;
  lines: DocumentLine[];
  /** a cancellation repeats the address and language of the document it cancels; others take the client's current ones */
  addressedAs?: { billingAddress: BillingAddressSnapshot; language: InterfaceLanguage };
}

/** The client's billing address as it is now; the account's own name and e-mail stand in for unset settings. */
async function currentAddressee(
  clientId: number,
  transaction: Transaction,
): Promise<{ billingAddress: BillingAddressSnapshot; language: InterfaceLanguage }> {
  const [client, settings] = await Promise.all([findClientById(clientId, transaction), findClientBillingSettings(clientId, transaction)]);
  if (!client) throw AppError.notFound('Client');
  return {
    language: client.language,
    billingAddress: {
      companyName: settings?.companyName ?? null,
      firstName: settings?.firstName ?? client.firstName,
      lastName: settings?.lastName ?? client.lastName,
      address: settings?.address ?? null,
      zipcode: settings?.zipcode ?? null,
      city: settings?.city ?? null,
      country: settings?.country ?? client.country ?? null,
      euVatNumber: settings?.euVatNumber ?? null,
      taxNumber: settings?.taxNumber ?? null,
      email: settings?.email ?? client.email,
    },
  };
}

function sum(values: bigint[]): bigint {
  return values.reduce((total, value) => total + value, 0n);
}

/**
 * Writes one numbered document with its lines. Must run inside the caller's transaction: the number is
 * taken last, after every other lock the use case needs, so numbering waits as briefly as it can and a
 * failure anywhere gives the number back.
 */
export async function writeDocument(doc: NewDocument, transaction: Transaction): Promise<InvoiceRow> {
  if (!doc.lines.length) throw new Error('A document has at least one line');
  const db = invoicesDatabase();
  const addressee = doc.addressedAs ?? (await currentAddressee(doc.clientId, transaction));
  const net = sum(doc.lines.map((l) => l.net));
  const tax = sum(doc.lines.map((l) => l.tax));
  const { year, sequence, number } = await takeInvoiceNumber(doc.issuedAt.getUTCFullYear(), transaction);
  const [invoice] = await db.query<InvoiceRow>(
    `INSERT INTO invoices (client_id, number, year, sequence, type, status, amount_net, tax, amount_gross, currency, language,
                           issued_at, due_at, paid_at, cancels_invoice_id, deposit_id, billing_address)
     VALUES (:clientId, :number, :year, :sequence, :type, :status, :net, :tax, :gross, :currency, :language,
             :issuedAt, :dueAt, :paidAt, :cancelsInvoiceId, :depositId, CAST(:billingAddress AS jsonb))
     RETURNING *`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        clientId: doc.clientId,
        number,
        year,
        sequence,
        type: doc.type,
        status: doc.status,
        net: net.toString(),
        tax: tax.toString(),
        gross: (net + tax).toString(),
        currency: doc.currency,
        language: addressee.language,
        issuedAt: doc.issuedAt,
        dueAt: doc.dueAt,
        paidAt: doc.paidAt,
        cancelsInvoiceId: doc.cancelsInvoiceId ?? null,
        depositId: doc.depositId ?? null,
        billingAddress: JSON.stringify(addressee.billingAddress),
      },
      transaction,
    },
  );
  if (!invoice) throw new Error('The invoice insert returned no row');
  // One statement for every line, however many positions an invoice collects.
  await db.query(
    `INSERT INTO invoice_lines (invoice_id, position, description, quantity, order_id, vat_rate, amount_net, tax, amount_gross)
     SELECT $1, l.position, l.description, l.quantity, l.order_id, l.vat_rate, l.net, l.tax, l.net + l.tax
       FROM unnest($2::integer[], $3::text[], $4::integer[], $5::integer[], $6::numeric[], $7::bigint[], $8::bigint[])
            AS l(position, description, quantity, order_id, vat_rate, net, tax)`,
    {
      type: QueryTypes.INSERT,
      bind: [
        invoice.id,
        doc.lines.map((_, i) => i + 1),
        doc.lines.map((l) => l.description),
        doc.lines.map((l) => l.quantity),
        doc.lines.map((l) => l.orderId),
        doc.lines.map((l) => l.vatRate),
        doc.lines.map((l) => l.net.toString()),
        doc.lines.map((l) => l.tax.toString()),
      ],
      transaction,
    },
  );
  // Every document changes what the client's balance box and billing lists show (issued, cancelled, refunded).
  await publishUserEvent({ role: 'client', userId: doc.clientId }, { type: 'balance.changed' }, transaction);
  await recordEvent(transaction, doc.clientId, 'invoice.issued', {
    // amounts in minor units (cents), as every amount of the API
    invoice: { id: invoice.id, number: invoice.number, type: invoice.type, status: invoice.status, amountGross: Number(invoice.amount_gross), currency: invoice.currency },
    links: { invoice: `/client/billing/invoice/${invoice.id}` },
  });
  return invoice;
}

/** A document by id, locked for the rest of the transaction when `lock` is set. */
export async function findDocument(id: number, options: { transaction?: Transaction; lock?: boolean } = {}): Promise<InvoiceRow | null> {
  const [row] = await invoicesDatabase().query<InvoiceRow>(`SELECT * FROM invoices WHERE id = :id${options.lock ? ' FOR UPDATE' : ''}`, {
    type: QueryTypes.SELECT,
    replacements: { id },
    transaction: options.transaction,
  });
  return row ?? null;
}

export async function documentLines(invoiceId: number, transaction?: Transaction): Promise<InvoiceLineRow[]> {
  return invoicesDatabase().query<InvoiceLineRow>('SELECT * FROM invoice_lines WHERE invoice_id = :invoiceId ORDER BY position', {
    type: QueryTypes.SELECT,
    replacements: { invoiceId },
    transaction,
  });
}
