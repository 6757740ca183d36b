import { QueryTypes } from 'sequelize';
import { AppError, type Logger } from '@inkwell/service-kit';
import { ERROR_CODES } from '@inkwell/contracts';
import type { CoreConfig } from '../../config.js';
import { documentLines, findDocument } from './invoice-documents.js';
import { renderInvoiceHtml, type PrintableInvoice } from './invoice-html.js';
import { invoicesDatabase, type InvoiceRow } from './invoices.model.js';
import { PdfRendererUnavailable, renderPdf } from './pdf-renderer.js';

export interface InvoicePdf {
  filename: string;
  pdf: Buffer;
}

/** The document with its lines and the document it cancels, as the layout prints them. */
export async function printableInvoice(invoice: InvoiceRow): Promise<PrintableInvoice> {
  const [lines, cancels] = await Promise.all([
    documentLines(invoice.id),
    invoice.cancels_invoice_id === null ? Promise.resolve(null) : findDocument(invoice.cancels_invoice_id),
  ]);
  return { invoice, lines, cancels: cancels ? { number: cancels.number, issuedAt: cancels.issued_at } : null };
}

/**
 * The document's PDF: from the cache, else rendered now and cached. A document never changes after issue,
 * so the first rendering is the one every later download gets. Two first downloads at once both render and
 * answer the same content; the first insert is the one kept.
 */
export async function invoicePdf(
  invoice: InvoiceRow,
  runtime: { config: Pick<CoreConfig, 'chromiumPath' | 'seller'>; logger: Logger },
): Promise<InvoicePdf> {
  const filename = `invoice-${invoice.number}.pdf`;
  const db = invoicesDatabase();
  const [cached] = await db.query<{ pdf: Buffer }>('SELECT pdf FROM invoice_files WHERE invoice_id = :id', {
    type: QueryTypes.SELECT,
    replacements: { id: invoice.id },
  });
  if (cached) return { filename, pdf: cached.pdf };

  let pdf: Buffer;
  try {
    pdf = await renderPdf(renderInvoiceHtml(await printableInvoice(invoice), runtime.config.seller), runtime.config.chromiumPath);
  } catch (error) {
    if (!(error instanceof PdfRendererUnavailable)) throw error;
    // The server's paths and Chromium's complaints are for the operator's log, not for the client.
    runtime.logger.error('invoice PDF rendering unavailable', {
      invoiceId: invoice.id,
      error: error.message,
      cause: error.cause instanceof Error ? error.cause.message : undefined,
    });
    throw new AppError(ERROR_CODES.notConfigured, 'Invoice PDFs cannot be produced right now; please try again in a few minutes', 503);
  }
  await db.query('INSERT INTO invoice_files (invoice_id, pdf) VALUES ($1, $2) ON CONFLICT (invoice_id) DO NOTHING', {
    bind: [invoice.id, pdf],
  });
  return { filename, pdf };
}

/**
 * Renders the document's PDF anew and replaces the cached one: for a PDF that came out wrong (a renderer or
 * layout fix), never for different content, since the data the PDF prints is frozen at issue.
 */
export async function regenerateInvoicePdf(
  invoice: InvoiceRow,
  runtime: { config: Pick<CoreConfig, 'chromiumPath' | 'seller'>; logger: Logger },
): Promise<InvoicePdf> {
  await invoicesDatabase().query('DELETE FROM invoice_files WHERE invoice_id = :id', { replacements: { id: invoice.id } });
  return invoicePdf(invoice, runtime);
}
