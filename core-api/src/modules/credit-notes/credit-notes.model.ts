import type { Sequelize } from 'sequelize';
import type { CreditNoteDto, CreditNoteStatus, CreditNoteType, CurrencyIso, InterfaceLanguage, TaxTreatment, WorkRole } from '@inkwell/contracts';
import { toJsonMinorUnits } from '@inkwell/money';
import { database } from '../../shared/database.js';

/**
 * The credit-notes module keeps its tables (migration 0049) in plain SQL, as invoices do: a note is written once in a
 * locked, numbered statement sequence and read in a few fixed shapes.
 */
export function creditNotesDatabase(): Sequelize {
  return database();
}

/** The linguist as the supplier a note names, frozen at issue so its PDF never changes. */
export interface SupplierSnapshot {
  name: string;
  companyName: string | null;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  country: string | null;
  vatNumber: string | null;
  taxNumber: string | null;
  email: string;
}

export interface CreditNoteRow {
  id: number;
  linguist_id: number;
  number: string;
  year: number;
  sequence: number;
  type: CreditNoteType;
  status: CreditNoteStatus;
  period_from: string;
  period_to: string;
  tax_treatment: TaxTreatment;
  amount_net: string;
  tax: string;
  amount_gross: string;
  currency: CurrencyIso;
  language: InterfaceLanguage;
  issued_at: Date;
  cancels_credit_note_id: number | null;
  supplier: SupplierSnapshot;
  created_at: Date;
}

export interface CreditNoteLineRow {
  credit_note_id: number;
  position: number;
  order_id: number;
  role: WorkRole;
  title: string;
  accepted_at: Date;
  words: number;
  rate_per_word: string;
  vat_rate: string;
  amount_net: string;
  tax: string;
  amount_gross: string;
}

/** A row of a list: the note with its line count, as the list statements select it. */
export type ListedCreditNoteRow = CreditNoteRow & { line_count: number };

export function toCreditNoteDto(row: ListedCreditNoteRow): CreditNoteDto {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    status: row.status,
    linguistId: row.linguist_id,
    linguistName: row.supplier.name,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    taxTreatment: row.tax_treatment,
    amountNet: toJsonMinorUnits(BigInt(row.amount_net)),
    tax: toJsonMinorUnits(BigInt(row.tax)),
    amountGross: toJsonMinorUnits(BigInt(row.amount_gross)),
    currency: row.currency.trim() as CurrencyIso,
    issuedAt: row.issued_at.toISOString(),
    cancelsCreditNoteId: row.cancels_credit_note_id,
    lineCount: Number(row.line_count),
  };
}

/** The list columns: every note column, its line count, and dates as the calendar dates they are. */
export const CREDIT_NOTE_COLUMNS = `n.id, n.linguist_id, n.number, n.year, n.sequence, n.type, n.status,
  to_char(n.period_from, 'YYYY-MM-DD') AS period_from, to_char(n.period_to, 'YYYY-MM-DD') AS period_to, n.tax_treatment,
  n.amount_net, n.tax, n.amount_gross, n.currency, n.language, n.issued_at, n.cancels_credit_note_id, n.supplier, n.created_at,
  (SELECT count(*)::int FROM credit_note_lines l WHERE l.credit_note_id = n.id) AS line_count`;
