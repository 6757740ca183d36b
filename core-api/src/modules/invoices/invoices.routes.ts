import type { Response } from 'express';
import type { CancelInvoiceResponse, InvoiceRunResponse, PayInvoiceResponse, RefundBalanceResponse } from '@inkwell/contracts';
import type { CoreModule } from '../module.js';
import type { Runtime } from '../../runtime.js';
import { refundClientBalance } from './balance-refunds.js';
import { refundBalanceBody, refundBalanceResponseSchema, refundClientParams } from './balance-refunds.schema.js';
import { requireFakturaAccess } from '../users/index.js';
import { cancelInvoice } from './invoice-cancellation.js';
import { payInvoice } from './invoice-payment.js';
import { invoicePdf, regenerateInvoicePdf } from './invoice-pdf.js';
import { runInvoiceForClient } from './invoice-run.js';
import { bindInvoiceRuntime } from './invoice-runtime.js';
import type { InvoiceRow } from './invoices.model.js';
import {
  adminInvoiceListSchema,
  adminInvoicesQuery,
  cancelInvoiceResponseSchema,
  clientInvoicesQuery,
  invoiceIdParams,
  invoiceListSchema,
  invoiceRunBody,
  invoiceRunResponseSchema,
  payInvoiceBody,
  payInvoiceResponseSchema,
  positionListSchema,
  positionsQuery,
} from './invoices.schema.js';
import {
  findAnyInvoice,
  findClientInvoice,
  listAdminInvoices,
  listClientInvoices,
} from './invoices.service.js';
import { listClientPositions } from '../billing/index.js';
import { registerInvoiceDraftRoutes } from './invoice-drafts.routes.js';

function invoiceId(req: { params: { id: number } }): number {
  return req.params.id;
}

async function sendPdf(res: Response, invoice: InvoiceRow, runtime: Runtime, render = invoicePdf): Promise<void> {
  const { filename, pdf } = await render(invoice, runtime);
  // The name is digits and dashes only, so it needs no encoding; quoted, it reads the same to every browser.
  res
    .status(200)
    .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' })
    .send(pdf);
}

const TAGS = ['Invoices'];
const PDF = { 200: { description: 'The document as a PDF attachment, invoice-<number>.pdf', contentType: 'application/pdf' } };
const NOT_FOUND = { 404: { description: 'No such invoice (or another client’s)' } };
const UNAVAILABLE = { 503: { description: 'The PDF renderer (Chromium) is unavailable; try again later' } };
const NO_FAKTURA = { 403: { description: 'The admin lacks invoice access (fakturaAccess)' } };

export const invoicesModule: CoreModule = {
  name: 'invoices',
  register(api, runtime) {
    bindInvoiceRuntime(runtime);
    registerInvoiceDraftRoutes(api);

    api.route({
      method: 'get',
      path: '/client/billing/invoices',
      summary: 'The caller’s invoices and other billing documents',
      tags: TAGS,
      access: 'client',
      query: clientInvoicesQuery,
      responses: { 200: { description: 'Newest first', schema: invoiceListSchema } },
      handler: (req, _res, caller) => listClientInvoices(caller.id, req.query),
    });

    api.route({
      method: 'get',
      path: '/client/billing/positions',
      summary: 'The caller’s billing positions: accepted orders waiting for, or written on, an invoice',
      tags: TAGS,
      access: 'client',
      query: positionsQuery,
      responses: { 200: { description: 'Newest first, with the gross of every match', schema: positionListSchema } },
      handler: (req, _res, caller) => listClientPositions(caller.id, req.query),
    });

    api.route({
      method: 'get',
      path: '/client/billing/invoice/:id/download',
      summary: 'One of the caller’s documents as a PDF',
      tags: TAGS,
      access: 'client',
      params: invoiceIdParams,
      responses: { ...PDF, ...NOT_FOUND, ...UNAVAILABLE },
      handler: async (req, res, caller) => sendPdf(res, await findClientInvoice(caller.id, invoiceId(req)), runtime),
    });

    api.route({
      method: 'get',
      path: '/admin/billing/invoices',
      summary: 'Every client’s billing documents (needs fakturaAccess)',
      tags: TAGS,
      access: 'admin',
      query: adminInvoicesQuery,
      responses: { 200: { description: 'Newest first', schema: adminInvoiceListSchema }, ...NO_FAKTURA },
      handler: async (req, _res, caller) => {
        await requireFakturaAccess(caller.id);
        return listAdminInvoices(req.query);
      },
    });

    api.route({
      method: 'get',
      path: '/admin/billing/invoice/:id/download',
      summary: 'Any document as a PDF (needs fakturaAccess)',
      tags: TAGS,
      access: 'admin',
      params: invoiceIdParams,
      responses: { ...PDF, ...NO_FAKTURA, ...NOT_FOUND, ...UNAVAILABLE },
      handler: async (req, res, caller) => {
        await requireFakturaAccess(caller.id);
        await sendPdf(res, await findAnyInvoice(invoiceId(req)), runtime);
      },
    });

    api.route({
      method: 'put',
      path: '/admin/billing/invoice/:id/regenerate-pdf',
      summary: 'Renders a document’s PDF anew from its frozen data, replacing the stored one, and answers it (needs fakturaAccess)',
      tags: TAGS,
      access: 'admin',
      params: invoiceIdParams,
      responses: { ...PDF, ...NO_FAKTURA, ...NOT_FOUND, ...UNAVAILABLE },
      handler: async (req, res, caller) => {
        await requireFakturaAccess(caller.id);
        await sendPdf(res, await findAnyInvoice(invoiceId(req)), runtime, regenerateInvoicePdf);
      },
    });

    api.route({
      method: 'post',
      path: '/admin/billing/invoice-run',
      summary: 'Invoices a client’s open positions now (needs fakturaAccess)',
      tags: TAGS,
      access: 'admin',
      body: invoiceRunBody,
      responses: {
        200: { description: 'The invoices written, one per currency; none when nothing was open', schema: invoiceRunResponseSchema },
        ...NO_FAKTURA,
        404: { description: 'No such client' },
      },
      handler: async (req, _res, caller): Promise<InvoiceRunResponse> => {
        await requireFakturaAccess(caller.id);
        const { clientId } = req.body;
        return { invoices: await runInvoiceForClient(clientId) };
      },
    });

    api.route({
      method: 'post',
      path: '/admin/billing/client/:clientId/refund',
      summary: 'Records a refund of a client’s available balance by bank transfer: a DEPOSIT_REFUND document, PAID (needs fakturaAccess)',
      tags: TAGS,
      access: 'admin',
      params: refundClientParams,
      body: refundBalanceBody,
      status: 201,
      responses: {
        201: { description: 'The refund, its document and the balance left available', schema: refundBalanceResponseSchema },
        ...NO_FAKTURA,
        404: { description: 'No such client' },
        422: { description: 'The amount is more than the client has available' },
      },
      handler: async (req, _res, caller): Promise<RefundBalanceResponse> => {
        await requireFakturaAccess(caller.id);
        return refundClientBalance(req.params.clientId, req.body, caller.id);
      },
    });

    api.route({
      method: 'put',
      path: '/admin/billing/invoice/:id/cancel',
      summary: 'Cancels an invoice with a cancellation document (needs fakturaAccess)',
      tags: TAGS,
      access: 'admin',
      params: invoiceIdParams,
      responses: {
        200: { description: 'The invoice and its cancellation document', schema: cancelInvoiceResponseSchema },
        ...NO_FAKTURA,
        ...NOT_FOUND,
        409: { description: 'Already cancelled, or neither OPEN nor PAID' },
        422: { description: 'Not an invoice of type INVOICE (deposit invoices follow their deposit)' },
      },
      handler: async (req, _res, caller): Promise<CancelInvoiceResponse> => {
        await requireFakturaAccess(caller.id);
        return cancelInvoice(invoiceId(req));
      },
    });

    api.route({
      method: 'put',
      path: '/admin/billing/invoice/:id/pay',
      summary: 'Records the bank transfer that paid an OPEN invoice; it becomes PAID (needs fakturaAccess)',
      tags: TAGS,
      access: 'admin',
      params: invoiceIdParams,
      body: payInvoiceBody,
      responses: {
        200: { description: 'The invoice, now PAID, and the recorded reference', schema: payInvoiceResponseSchema },
        ...NO_FAKTURA,
        ...NOT_FOUND,
        409: { description: 'Not an OPEN invoice of type INVOICE (already paid, cancelled, or another kind of document)' },
        422: { description: 'paidAt is before the invoice was issued' },
      },
      handler: async (req, _res, caller): Promise<PayInvoiceResponse> => {
        await requireFakturaAccess(caller.id);
        return payInvoice(invoiceId(req), req.body, caller.id);
      },
    });
  },
};
