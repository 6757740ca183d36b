import type { CurrencyIso } from './orders.js';
import type { AdminInvoiceDto } from './billing.js';

/** Draft invoices (admin spec §2.1 /billing/invoice/draft/:id?, §7.1 Faktura drafts; decision 065). Minor units. */

export interface InvoiceDraftLineDto {
  position: number;
  description: string;
  /** words of an order; null for a free line */
  quantity: number | null;
  orderId: number | null;
  /** the open billing position the line invoices; null for a free line */
  billingPositionId: number | null;
  /** a fraction, e.g. '0.19' */
  vatRate: string;
  amountNet: number;
  tax: number;
  amountGross: number;
}

export interface InvoiceDraftSummaryDto {
  id: number;
  clientId: number;
  clientName: string;
  currency: CurrencyIso;
  lineCount: number;
  amountNet: number;
  tax: number;
  amountGross: number;
  updatedAt: string;
}

export interface InvoiceDraftDto extends InvoiceDraftSummaryDto {
  lines: InvoiceDraftLineDto[];
}

export interface InvoiceDraftListResponse {
  data: InvoiceDraftSummaryDto[];
  total: number;
}

/** The most a typed line's net may be, 10,000,000 currency units: a bound on typing slips, well above any invoice line. */
export const INVOICE_LINE_MAX_MINOR_UNITS = 1_000_000_000;

/** A line staff type: a description, an optional quantity, a net amount and a VAT rate. */
export interface FreeInvoiceLineInput {
  description: string;
  quantity?: number | null;
  /** currency units as typed ("120,50") or a number */
  amountNet: string | number;
  /** a fraction, e.g. '0.19' */
  vatRate: string;
}

/** POST /admin/billing/invoice-draft and PUT /admin/billing/invoice-draft/{id}. */
export interface InvoiceDraftRequest {
  clientId: number;
  /** open billing positions of the client to invoice; omitted on create = every open one not on another draft */
  positionIds?: number[];
  lines?: FreeInvoiceLineInput[];
}

/** GET /admin/billing/client/{id}/open-positions: a client's positions no invoice has taken yet. */
export interface OpenPositionDto {
  id: number;
  orderId: number;
  orderTitle: string;
  projectName: string;
  finalWords: number | null;
  vatRate: string;
  amountNet: number;
  tax: number;
  amountGross: number;
  currency: CurrencyIso;
  createdAt: string;
  /** the draft that holds it, or null */
  draftId: number | null;
}

export interface OpenPositionListResponse {
  data: OpenPositionDto[];
}

/** One line of an issued document (minor units; negative on a cancellation). */
export interface InvoiceLineDto {
  position: number;
  description: string;
  quantity: number | null;
  orderId: number | null;
  vatRate: string;
  amountNet: number;
  tax: number;
  amountGross: number;
}

/** GET /admin/billing/invoice/{id}: a document with whom it is addressed to and its lines. */
export interface AdminInvoiceDetailDto {
  invoice: AdminInvoiceDto;
  lines: InvoiceLineDto[];
}
