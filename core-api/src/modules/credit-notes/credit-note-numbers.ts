import { QueryTypes, type Transaction } from 'sequelize';
import { creditNotesDatabase } from './credit-notes.model.js';

/** e.g. "G-2026-000003": the G (Gutschrift) keeps the series apart from the invoices' "2026-000017". */
export function formatCreditNoteNumber(year: number, sequence: number): string {
  return `G-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next credit-note number of `year`, taken in the transaction that writes the note: the counter row stays locked
 * until it ends, so notes queue for their numbers and a rollback gives the number back (gapless, as invoices').
 */
export async function takeCreditNoteNumber(year: number, transaction: Transaction): Promise<{ year: number; sequence: number; number: string }> {
  const [row] = await creditNotesDatabase().query<{ last: number }>(
    `INSERT INTO credit_note_number_counters AS c (year, last) VALUES (:year, 1)
     ON CONFLICT (year) DO UPDATE SET last = c.last + 1
     RETURNING last`,
    { type: QueryTypes.SELECT, replacements: { year }, transaction },
  );
  if (!row) throw new Error(`No credit note number was returned for ${year}`);
  return { year, sequence: row.last, number: formatCreditNoteNumber(year, row.last) };
}

/** A note's number and, once it is cancelled, its CANCEL_CREDIT's: the documents of the note's two ledger postings. */
export interface CreditNoteDocumentNumbers {
  number: string;
  cancellationNumber: string | null;
}

/**
 * The document numbers of the notes the ledger's `credit-note:<id>` references name (both postings of a note carry
 * the cancelled note's id), one statement per batch: DATEV's Belegfeld 1 (decision 064). Unknown ids are left out.
 */
export async function creditNoteDocumentNumbers(noteIds: readonly number[]): Promise<Map<number, CreditNoteDocumentNumbers>> {
  if (!noteIds.length) return new Map();
  const rows = await creditNotesDatabase().query<{ id: number; number: string; cancellationNumber: string | null }>(
    `SELECT n.id, n.number, c.number AS "cancellationNumber"
       FROM credit_notes n LEFT JOIN credit_notes c ON c.cancels_credit_note_id = n.id
      WHERE n.id IN (:noteIds)`,
    { type: QueryTypes.SELECT, replacements: { noteIds: [...new Set(noteIds)] } },
  );
  return new Map(rows.map((row) => [row.id, { number: row.number, cancellationNumber: row.cancellationNumber }]));
}
