import type { Sequelize } from 'sequelize';
import type { CurrencyIso, InterfaceLanguage, InvoiceDto, InvoiceStatus, InvoiceType } from '@inkwell/contracts';
import { toJsonMinorUnits } from '@inkwell/money';
import { database } from '../../shared/database.js';

/**
 * The invoices module keeps its tables (migration 0011-invoices) in plain SQL: documents are written once and
 * read in a few fixed shapes, and every write is a locked, numbered, multi-row statement sequence that a model
 * layer would only hide.
 */
export function invoicesDatabase(): Sequelize {
  return database();
}

/** Who a document is addressed to, frozen at issue so the PDF never changes afterwards. */
export interface BillingAddressSnapshot {
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2 */
  country: string | null;
  euVatNumber: string | null;
  taxNumber: string | null;
  email: string | null;
}

/** One `invoices` row as SQL returns it: BIGINT amounts arrive as strings. */
export interface InvoiceRow {
  id: number;
  client_id: number;
  number: string;
  year: number;
  sequence: number;
  type: InvoiceType;
  status: InvoiceStatus;
  amount_net: string;
  tax: string;
  amount_gross: string;
  currency: CurrencyIso;
  language: InterfaceLanguage;
  issued_at: Date;
  due_at: Date | null;
  paid_at: Date | null;
  cancels_invoice_id: number | null;
  deposit_id: number | null;
  billing_address: BillingAddressSnapshot;
  created_at: Date;
}

/** One `invoice_lines` row. */
export interface InvoiceLineRow {
  invoice_id: number;
  position: number;
  description: string;
  quantity: number | null;
  order_id: number | null;
  /** a fraction, e.g. '0.1900' */
  vat_rate: string;
  amount_net: string;
  tax: string;
  amount_gross: string;
}

export function toInvoiceDto(row: InvoiceRow): InvoiceDto {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    status: row.status,
    amountNet: toJsonMinorUnits(BigInt(row.amount_net)),
    tax: toJsonMinorUnits(BigInt(row.tax)),
    amountGross: toJsonMinorUnits(BigInt(row.amount_gross)),
    currency: row.currency.trim() as CurrencyIso,
    issuedAt: row.issued_at.toISOString(),
    dueAt: row.due_at ? row.due_at.toISOString() : null,
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    cancelsInvoiceId: row.cancels_invoice_id,
  };
}
