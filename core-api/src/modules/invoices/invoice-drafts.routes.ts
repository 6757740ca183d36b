import type { AdminInvoiceDetailDto, InvoiceDraftDto, InvoiceDraftListResponse, InvoiceDto, OpenPositionListResponse } from '@inkwell/contracts';
import type { ApiRouter } from '../../http/api-router.js';
import { requireFakturaAccess } from '../users/index.js';
import {
  createInvoiceDraft,
  deleteBillingPosition,
  deleteInvoiceDraft,
  getAdminInvoice,
  getInvoiceDraft,
  issueInvoiceDraft,
  listInvoiceDrafts,
  listOpenPositions,
  regenerateInvoice,
  type RegeneratedInvoice,
  updateInvoiceDraft,
} from './invoice-drafts.js';
import {
  clientIdParams,
  createDraftBody,
  draftIdParams,
  draftListQuery,
  draftListSchema,
  draftSchema,
  invoiceDetailSchema,
  issuedInvoiceSchema,
  openPositionListSchema,
  positionIdParams,
  regeneratedSchema,
  updateDraftBody,
} from './invoice-drafts.schema.js';

const TAGS = ['Invoices'];
const NO_FAKTURA = { 403: { description: 'The admin lacks invoice access (fakturaAccess)' } };
const NO_DRAFT = { 404: { description: 'No such draft' } };
const BAD_CONTENT = { 422: { description: 'A position that is not an open one of the client, is on another draft, or no line at all (named in the field errors)' } };

/** Admin spec §7.1 Faktura: create, list, read, change, delete and issue draft invoices; delete a position (decision 065). */
export function registerInvoiceDraftRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/admin/billing/invoice-drafts',
    summary: 'The draft invoices staff are working on, the last changed first (needs fakturaAccess)',
    tags: TAGS,
    access: 'admin',
    query: draftListQuery,
    responses: { 200: { description: 'A page of drafts with their totals', schema: draftListSchema }, ...NO_FAKTURA },
    handler: async (req, _res, caller): Promise<InvoiceDraftListResponse> => {
      await requireFakturaAccess(caller.id);
      return listInvoiceDrafts(req.query);
    },
  });

  api.route({
    method: 'post',
    path: '/admin/billing/invoice-draft',
    summary: 'A draft invoice of a client’s open positions and free lines; it takes no number until issued (needs fakturaAccess)',
    tags: TAGS,
    access: 'admin',
    body: createDraftBody,
    status: 201,
    responses: { 201: { description: 'The draft with its lines', schema: draftSchema }, ...NO_FAKTURA, 404: { description: 'No such client' }, ...BAD_CONTENT },
    handler: async (req, _res, caller): Promise<InvoiceDraftDto> => {
      await requireFakturaAccess(caller.id);
      const { clientId, ...content } = req.body;
      return createInvoiceDraft(clientId, content);
    },
  });

  api.route({
    method: 'get',
    path: '/admin/billing/invoice-draft/:id',
    summary: 'One draft invoice with its lines (needs fakturaAccess)',
    tags: TAGS,
    access: 'admin',
    params: draftIdParams,
    responses: { 200: { description: 'The draft', schema: draftSchema }, ...NO_FAKTURA, ...NO_DRAFT },
    handler: async (req, _res, caller): Promise<InvoiceDraftDto> => {
      await requireFakturaAccess(caller.id);
      return getInvoiceDraft(req.params.id);
    },
  });

  api.route({
    method: 'put',
    path: '/admin/billing/invoice-draft/:id',
    summary: 'Replaces a draft’s positions and free lines (needs fakturaAccess)',
    tags: TAGS,
    access: 'admin',
    params: draftIdParams,
    body: updateDraftBody,
    responses: { 200: { description: 'The draft as it is now', schema: draftSchema }, ...NO_FAKTURA, ...NO_DRAFT, ...BAD_CONTENT },
    handler: async (req, _res, caller): Promise<InvoiceDraftDto> => {
      await requireFakturaAccess(caller.id);
      return updateInvoiceDraft(req.params.id, req.body);
    },
  });

  api.route({
    method: 'delete',
    path: '/admin/billing/invoice-draft/:id',
    summary: 'Deletes a draft; its positions wait for another draft or the next run (needs fakturaAccess)',
    tags: TAGS,
    access: 'admin',
    params: draftIdParams,
    status: 204,
    responses: { 204: { description: 'Deleted' }, ...NO_FAKTURA, ...NO_DRAFT },
    handler: async (req, _res, caller) => {
      await requireFakturaAccess(caller.id);
      await deleteInvoiceDraft(req.params.id);
    },
  });

  api.route({
    method: 'post',
    path: '/admin/billing/invoice-draft/:id/issue',
    summary: 'Issues a draft: an OPEN invoice with the next gapless number of the year, mailed to the client (needs fakturaAccess)',
    tags: TAGS,
    access: 'admin',
    params: draftIdParams,
    status: 201,
    responses: {
      201: { description: 'The invoice; the draft is gone', schema: issuedInvoiceSchema },
      ...NO_FAKTURA,
      ...NO_DRAFT,
      409: { description: 'A position of the draft is no longer open' },
      422: { description: 'The draft has no lines' },
    },
    handler: async (req, _res, caller): Promise<InvoiceDto> => {
      await requireFakturaAccess(caller.id);
      return issueInvoiceDraft(req.params.id);
    },
  });

  api.route({
    method: 'get',
    path: '/admin/billing/invoice/:id',
    summary: 'Any document with its addressee and lines (needs fakturaAccess)',
    tags: TAGS,
    access: 'admin',
    params: draftIdParams,
    responses: { 200: { description: 'The document', schema: invoiceDetailSchema }, ...NO_FAKTURA, 404: { description: 'No such document' } },
    handler: async (req, _res, caller): Promise<AdminInvoiceDetailDto> => {
      await requireFakturaAccess(caller.id);
      return getAdminInvoice(req.params.id);
    },
  });

  api.route({
    method: 'put',
    path: '/admin/billing/invoice/:id/regenerate',
    summary: 'Cancels an OPEN invoice that came out wrong and puts its positions and free lines on a new draft (needs fakturaAccess)',
    tags: TAGS,
    access: 'admin',
    params: draftIdParams,
    responses: {
      200: { description: 'The cancellation document and the new draft', schema: regeneratedSchema },
      ...NO_FAKTURA,
      404: { description: 'No such document' },
      409: { description: 'Not an OPEN invoice (paid, cancelled or another kind of document)' },
    },
    handler: async (req, _res, caller): Promise<RegeneratedInvoice> => {
      await requireFakturaAccess(caller.id);
      return regenerateInvoice(req.params.id);
    },
  });

  api.route({
    method: 'get',
    path: '/admin/billing/client/:clientId/open-positions',
    summary: 'A client’s positions no invoice has taken yet, with the draft holding each (needs fakturaAccess)',
    tags: TAGS,
    access: 'admin',
    params: clientIdParams,
    responses: { 200: { description: 'Oldest first, at most 1,000', schema: openPositionListSchema }, ...NO_FAKTURA, 404: { description: 'No such client' } },
    handler: async (req, _res, caller): Promise<OpenPositionListResponse> => {
      await requireFakturaAccess(caller.id);
      return listOpenPositions(req.params.clientId);
    },
  });

  api.route({
    method: 'delete',
    path: '/admin/billing/position/:id',
    summary: 'Takes an accepted order off what the client will be invoiced: deletes its open position (needs fakturaAccess)',
    tags: TAGS,
    access: 'admin',
    params: positionIdParams,
    status: 204,
    responses: {
      204: { description: 'Deleted' },
      ...NO_FAKTURA,
      404: { description: 'No such position' },
      409: { description: 'The position is on an invoice or a draft' },
    },
    handler: async (req, _res, caller) => {
      await requireFakturaAccess(caller.id);
      await deleteBillingPosition(req.params.id);
    },
  });
}
