import { QueryTypes, type Transaction } from 'sequelize';
import { invoicesDatabase } from './invoices.model.js';

export interface InvoiceNumber {
  year: number;
  sequence: number;
  /** e.g. "2026-000017" */
  number: string;
}

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of `year`, taken inside the transaction that writes the document. The counter row stays
 * locked until that transaction ends: concurrent documents queue for their numbers, and a rollback returns
 * the number, so the sequence of a year has no holes (German invoicing rules want it gapless).
 */
export async function takeInvoiceNumber(year: number, transaction: Transaction): Promise<InvoiceNumber> {
  const [row] = await invoicesDatabase().query<{ last: number }>(
    `INSERT INTO invoice_number_counters AS c (year, last) VALUES (:year, 1)
     ON CONFLICT (year) DO UPDATE SET last = c.last + 1
     RETURNING last`,
    { type: QueryTypes.SELECT, replacements: { year }, transaction },
  );
  if (!row) throw new Error(`No invoice number was returned for ${year}`);
  return { year, sequence: row.last, number: formatInvoiceNumber(year, row.last) };
}
