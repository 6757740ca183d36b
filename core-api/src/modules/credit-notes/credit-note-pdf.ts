import { QueryTypes } from 'sequelize';
import { AppError, type Logger } from '@inkwell/service-kit';
import { ERROR_CODES } from '@inkwell/contracts';
import type { CoreConfig } from '../../config.js';
import { PdfRendererUnavailable, renderPdf } from '../invoices/index.js';
import { creditNoteLines, findCreditNote } from './credit-note-documents.js';
import { renderCreditNoteHtml } from './credit-note-html.js';
import { creditNotesDatabase, type CreditNoteRow } from './credit-notes.model.js';

export type PdfRuntime = { config: Pick<CoreConfig, 'chromiumPath' | 'seller'>; logger: Logger };

async function render(note: CreditNoteRow, runtime: PdfRuntime): Promise<Buffer> {
  const [lines, cancels] = await Promise.all([
    creditNoteLines(note.id),
    note.cancels_credit_note_id === null ? Promise.resolve(null) : findCreditNote(note.cancels_credit_note_id),
  ]);
  try {
    return await renderPdf(
      renderCreditNoteHtml({ note, lines, cancels: cancels ? { number: cancels.number, issuedAt: cancels.issued_at } : null }, runtime.config.seller),
      runtime.config.chromiumPath,
    );
  } catch (error) {
    if (!(error instanceof PdfRendererUnavailable)) throw error;
    runtime.logger.error('credit note PDF rendering unavailable', { creditNoteId: note.id, error: error.message });
    throw new AppError(ERROR_CODES.notConfigured, 'Credit note PDFs cannot be produced right now; please try again in a few minutes', 503);
  }
}

/** The note's PDF: cached after the first rendering, since a note never changes after issue. */
export async function creditNotePdf(note: CreditNoteRow, runtime: PdfRuntime): Promise<{ filename: string; pdf: Buffer }> {
  const filename = `credit-note-${note.number}.pdf`;
  const db = creditNotesDatabase();
  const [cached] = await db.query<{ pdf: Buffer }>('SELECT pdf FROM credit_note_files WHERE credit_note_id = :id', {
    type: QueryTypes.SELECT,
    replacements: { id: note.id },
  });
  if (cached) return { filename, pdf: cached.pdf };
  const pdf = await render(note, runtime);
  await db.query('INSERT INTO credit_note_files (credit_note_id, pdf) VALUES ($1, $2) ON CONFLICT (credit_note_id) DO NOTHING', { bind: [note.id, pdf] });
  return { filename, pdf };
}

/** Regenerate PDF: renders the note again from its frozen data and replaces the cache (after a layout change). */
export async function rerenderCreditNotePdf(note: CreditNoteRow, runtime: PdfRuntime): Promise<void> {
  const pdf = await render(note, runtime);
  await creditNotesDatabase().query(
    `INSERT INTO credit_note_files (credit_note_id, pdf) VALUES ($1, $2)
     ON CONFLICT (credit_note_id) DO UPDATE SET pdf = EXCLUDED.pdf, rendered_at = now()`,
    { bind: [note.id, pdf] },
  );
}
