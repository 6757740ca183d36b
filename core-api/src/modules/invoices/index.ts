// The invoices module's face: invoices, deposit invoices, cancellations, incoming payments and balance refunds
// with their numbers and PDFs, and the monthly run that turns billing positions into invoices.
export { invoicesModule } from './invoices.routes.js';
export { invoiceDtoSchema } from './invoices.schema.js';
export { unpaidInvoiceTotals, type UnpaidInvoiceTotals } from './invoices.service.js';
export { runInvoiceForClient, runMonthlyInvoices, type MonthlyRunResult } from './invoice-run.js';
export { dueDateOf } from './invoice-documents.js';
export { toInvoiceDto } from './invoices.model.js';
export {
  cancelDepositInvoice,
  depositLines,
  markDepositInvoicePaid,
  writeDepositInvoice,
  type DepositRow,
} from './deposit-invoices.js';
export { mailDepositInvoice } from './invoice-mails.js';
export { closePdfRenderer, PdfRendererUnavailable, renderPdf } from './pdf-renderer.js';
// The document layout's escaping and formats, for other documents printed alike (credit notes, decision 061).
export { escapeHtml } from './invoice-html.js';
export { countryName, formatCount, formatDate, formatVatRate } from './invoice-format.js';
export { depositInvoiceNumbers, documentsIssuedBetween, type AccountingDocumentPart } from './accounting-documents.js';
