/**
 * How linguists are paid and what they are paid for (issue 16; admin spec §4 CREDIT and CANCEL_CREDIT, §7.1 Billing,
 * §7.2 Billing): payment settings, tax treatment, credit notes (Gutschriften) and the linguist app's billing tabs.
 * A linguist reads only her own notes: another linguist's note answers 404.
 *
 *   GET    /linguist/payment                          → LinguistPaymentSettings   (method null until given)
 *   PUT    /linguist/payment                          LinguistPaymentSettingsBody → LinguistPaymentSettings   (400 naming the field)
 *   GET    /linguist/settings/invoicing               → LinguistInvoicingSettings   (legalInfo null until given)
 *   PATCH  /linguist/settings/invoicing               LinguistInvoicingSettingsBody → LinguistInvoicingSettings   (as staff's, 400/422)
 *   GET    /admin/linguist/:id/payment                → LinguistPaymentSettings
 *   PUT    /admin/linguist/:id/payment                LinguistPaymentSettingsBody → LinguistPaymentSettings
 *
 *   GET    /linguist/billing/positions                LinguistPositionsQuery → LinguistPositionList   (every paid order line)
 *   GET    /linguist/billing/earnings                 → LinguistEarnings   (per month and per client)
 *   GET    /linguist/billing/invoices                 CreditNotesQuery → CreditNoteList   (her credit notes)
 *   GET    /linguist/billing/invoice/:id/download     → application/pdf   (404 for another linguist's)
 *
 *   (fakturaAccess, else 403)
 *   GET    /admin/billing/credit-invoices             AdminCreditNotesQuery → CreditNoteList
 *   GET    /admin/billing/credit-invoices/positions   AdminCreditPositionsQuery → LinguistPositionList   (work lines, credited or not)
 *   GET    /admin/billing/credit-invoices/drafts      CreditRunBody as query → CreditNoteDraftList   (what a run would write)
 *   GET    /admin/billing/credit-invoices/cron-errors PageQuery → CronErrorList
 *   POST   /admin/billing/credit-invoices/run         CreditRunBody → CreditRunResult
 *   GET    /admin/billing/credit-invoice/:id/download → application/pdf
 *   PUT    /admin/billing/credit-invoice/:id/cancel   → CancelCreditNoteResult   (409 already cancelled or paid out)
 *   PUT    /admin/billing/credit-invoice/:id/regenerate     → CancelCreditNoteResult   (cancelled and written anew)
 *   PUT    /admin/billing/credit-invoice/:id/regenerate-pdf → CreditNoteDto   (the cached PDF is rendered again)
 */
import type { LinguistLegalInfo, LinguistLegalInfoBody } from './admin-linguists.js';
import type { CurrencyIso } from './orders.js';

export const LINGUIST_PAYOUT_METHODS = ['SEPA', 'PAYPAL'] as const;
export type LinguistPayoutMethod = (typeof LINGUIST_PAYOUT_METHODS)[number];

/** Where her money goes. SEPA needs IBAN (checksum), BIC and the account holder; PayPal an e-mail. */
export interface LinguistPaymentSettings {
  method: LinguistPayoutMethod | null;
  accountHolder: string | null;
  /** electronic format, no spaces */
  iban: string | null;
  bic: string | null;
  paypalEmail: string | null;
  updatedAt: string | null;
}

export interface LinguistPaymentSettingsBody {
  method: LinguistPayoutMethod;
  accountHolder?: string | null;
  iban?: string | null;
  bic?: string | null;
  paypalEmail?: string | null;
}

/**
 * How her credit notes treat VAT: VAT_LIABLE adds 19 % German VAT (needs her VAT id), SMALL_BUSINESS adds none
 * (§ 19 UStG), REVERSE_CHARGE adds none and the platform owes it (a linguist outside Germany; an EU one needs her VAT id).
 */
export const TAX_TREATMENTS = ['VAT_LIABLE', 'SMALL_BUSINESS', 'REVERSE_CHARGE'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

/** Her own invoicing data under her settings: the same data and rules as staff's invoicing settings. */
export interface LinguistInvoicingSettings {
  legalInfo: LinguistLegalInfo | null;
}

export interface LinguistInvoicingSettingsBody {
  legalInfo: LinguistLegalInfoBody;
}

export const CREDIT_NOTE_TYPES = ['CREDIT', 'CANCEL_CREDIT'] as const;
export type CreditNoteType = (typeof CREDIT_NOTE_TYPES)[number];
/** OPEN: written, its money payable; CANCELED: a CANCEL_CREDIT undid it. A CANCEL_CREDIT itself is always OPEN. */
export const CREDIT_NOTE_STATUSES = ['OPEN', 'CANCELED'] as const;
export type CreditNoteStatus = (typeof CREDIT_NOTE_STATUSES)[number];

export interface CreditNoteDto {
  id: number;
  /** gapless per year in its own series, e.g. "G-2026-000003" */
  number: string;
  type: CreditNoteType;
  status: CreditNoteStatus;
  linguistId: number;
  linguistName: string;
  /** the accepted work it covers, calendar dates (UTC), both inclusive */
  periodFrom: string;
  periodTo: string;
  taxTreatment: TaxTreatment;
  /** minor units; a CANCEL_CREDIT carries negative amounts */
  amountNet: number;
  tax: number;
  amountGross: number;
  currency: CurrencyIso;
  issuedAt: string;
  /** the CREDIT a CANCEL_CREDIT undoes */
  cancelsCreditNoteId: number | null;
  lineCount: number;
}

export interface CreditNoteList {
  data: CreditNoteDto[];
  total: number;
}

export interface CreditNotesQuery {
  limit?: number;
  offset?: number;
}

export interface AdminCreditNotesQuery extends CreditNotesQuery {
  /** number, or the linguist's name or e-mail */
  search?: string;
  linguistId?: number;
  type?: CreditNoteType;
  status?: CreditNoteStatus;
  /** issued on or after / on or before, YYYY-MM-DD */
  from?: string;
  to?: string;
}

export const WORK_ROLES = ['writer', 'proofreader'] as const;
export type WorkRole = (typeof WORK_ROLES)[number];

/** One accepted order's pay for one linguist: what a credit note line is made of. */
export interface LinguistPosition {
  orderId: number;
  title: string;
  linguistId: number;
  linguistName: string;
  clientId: number;
  clientName: string;
  role: WorkRole;
  acceptedAt: string;
  words: number;
  /** currency units per word, a decimal string such as "0.045000" */
  ratePerWord: string;
  /** minor units */
  amount: number;
  currency: CurrencyIso;
  /** the credit note that settled it, null while open */
  creditNoteId: number | null;
  creditNoteNumber: string | null;
}

export interface LinguistPositionList {
  data: LinguistPosition[];
  total: number;
}

export interface LinguistPositionsQuery {
  limit?: number;
  offset?: number;
  /** accepted on or after / on or before, YYYY-MM-DD */
  from?: string;
  to?: string;
  /** open: not yet on a credit note; credited: on one */
  state?: 'open' | 'credited';
}

export interface AdminCreditPositionsQuery extends LinguistPositionsQuery {
  linguistId?: number;
}

export interface LinguistEarningsMonth {
  /** YYYY-MM */
  month: string;
  amount: number;
}

export interface LinguistEarningsClient {
  clientId: number;
  clientName: string;
  amount: number;
}

/** Her pay for accepted orders, in minor units of one currency (her account's; other currencies are left out). */
export interface LinguistEarnings {
  currency: CurrencyIso | null;
  total: number;
  /** the last twelve months, oldest first, months without work as 0 */
  byMonth: LinguistEarningsMonth[];
  /** biggest first */
  byClient: LinguistEarningsClient[];
}

/** A credit run's period, calendar dates (UTC), both inclusive; at most 92 days. */
export interface CreditRunBody {
  from: string;
  to: string;
}

/** What a run would write for one linguist: her open work in the period. */
export interface CreditNoteDraft {
  linguistId: number;
  linguistName: string;
  currency: CurrencyIso;
  taxTreatment: TaxTreatment | null;
  lineCount: number;
  amountNet: number;
}

export interface CreditNoteDraftList {
  data: CreditNoteDraft[];
  total: number;
}

export interface CreditRunResult {
  written: CreditNoteDto[];
  /** linguists whose note could not be written; each is also a cron error */
  failed: { linguistId: number; message: string }[];
}

export interface CronErrorDto {
  id: number;
  job: string;
  linguistId: number | null;
  linguistName: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  message: string;
  createdAt: string;
}

export interface CronErrorList {
  data: CronErrorDto[];
  total: number;
}

export interface CancelCreditNoteResult {
  creditNote: CreditNoteDto;
  /** the CANCEL_CREDIT written */
  cancellation: CreditNoteDto;
  /** regenerate: the new CREDIT written in its place */
  replacement?: CreditNoteDto | null;
}
