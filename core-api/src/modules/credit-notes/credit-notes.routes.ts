import type { Response } from 'express';
import type { CoreModule } from '../module.js';
import type { Runtime } from '../../runtime.js';
import { requireFakturaAccess } from '../users/index.js';
import { creditNotePdf, rerenderCreditNotePdf } from './credit-note-pdf.js';
import { runCreditNotes } from './credit-note-run.js';
import type { CreditNoteRow } from './credit-notes.model.js';
import {
  adminCreditNotesQuery,
  adminPositionsQuery,
  cancelResultSchema,
  creditNoteIdParams,
  creditNoteListSchema,
  creditNoteSchema,
  creditNotesQuery,
  creditRunBody,
  cronErrorListSchema,
  cronErrorsQuery,
  draftListSchema,
  draftsQuery,
  earningsSchema,
  linguistPositionsQuery,
  positionListSchema,
  runResultSchema,
} from './credit-notes.schema.js';
import {
  cancelCreditNote,
  creditNoteDrafts,
  creditNoteDto,
  findAnyCreditNote,
  findLinguistCreditNote,
  linguistEarnings,
  listAdminCreditNotes,
  listAdminPositions,
  listCronErrors,
  listLinguistCreditNotes,
  listLinguistPositions,
  regenerateCreditNote,
} from './credit-notes.service.js';

async function sendPdf(res: Response, note: CreditNoteRow, runtime: Runtime): Promise<void> {
  const { filename, pdf } = await creditNotePdf(note, runtime);
  // The name is letters, digits and dashes only: quoted, it reads the same to every browser.
  res
    .status(200)
    .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' })
    .send(pdf);
}

const LINGUIST_TAGS = ['Linguist billing'];
const ADMIN_TAGS = ['Credit notes'];
const PDF = { 200: { description: 'The note as a PDF attachment, credit-note-<number>.pdf', contentType: 'application/pdf' } };
const UNAVAILABLE = { 503: { description: 'The PDF renderer (Chromium) is unavailable; try again later' } };
const NO_FAKTURA = { 403: { description: 'The admin lacks invoice access (fakturaAccess)' } };
const NOT_FOUND = { 404: { description: 'No such credit note' } };

/** The linguist app's billing tabs (decision 061): her positions, earnings and credit notes; never another's. */
export const linguistBillingModule: CoreModule = {
  name: 'linguist-billing',
  register(api, runtime) {
    api.route({
      method: 'get',
      path: '/linguist/billing/positions',
      summary: 'Her paid order lines: order, acceptance date, words, rate and amount, and the credit note that settled each',
      tags: LINGUIST_TAGS,
      access: 'linguist',
      query: linguistPositionsQuery,
      responses: { 200: { description: 'Newest first', schema: positionListSchema } },
      handler: (req, _res, caller) => listLinguistPositions(caller.id, req.query),
    });
    api.route({
      method: 'get',
      path: '/linguist/billing/earnings',
      summary: 'Her pay per month (the last twelve) and per client, in her account’s currency',
      tags: LINGUIST_TAGS,
      access: 'linguist',
      responses: { 200: { description: 'Minor units', schema: earningsSchema } },
      handler: (_req, _res, caller) => linguistEarnings(caller.id),
    });
    api.route({
      method: 'get',
      path: '/linguist/billing/invoices',
      summary: 'Her credit notes and their cancellations',
      tags: LINGUIST_TAGS,
      access: 'linguist',
      query: creditNotesQuery,
      responses: { 200: { description: 'Newest first', schema: creditNoteListSchema } },
      handler: (req, _res, caller) => listLinguistCreditNotes(caller.id, req.query),
    });
    api.route({
      method: 'get',
      path: '/linguist/billing/invoice/:id/download',
      summary: 'One of her credit notes as a PDF',
      tags: LINGUIST_TAGS,
      access: 'linguist',
      params: creditNoteIdParams,
      responses: { ...PDF, 404: { description: 'No such credit note (or another linguist’s)' }, ...UNAVAILABLE },
      handler: async (req, res, caller) => sendPdf(res, await findLinguistCreditNote(caller.id, req.params.id), runtime),
    });
  },
};

/** Staff's credit notes (admin /billing/credit-invoices, decision 061); every route needs fakturaAccess. */
export const creditNotesModule: CoreModule = {
  name: 'credit-notes',
  register(api, runtime) {
    api.route({
      method: 'get',
      path: '/admin/billing/credit-invoices',
      summary: 'Every credit note, searched by number or linguist, filtered by type, status and issue date (needs fakturaAccess)',
      tags: ADMIN_TAGS,
      access: 'admin',
      query: adminCreditNotesQuery,
      responses: { 200: { description: 'Newest first', schema: creditNoteListSchema }, ...NO_FAKTURA },
      handler: async (req, _res, caller) => {
        await requireFakturaAccess(caller.id);
        return listAdminCreditNotes(req.query);
      },
    });
    api.route({
      method: 'get',
      path: '/admin/billing/credit-invoices/positions',
      summary: 'Every linguist’s accepted work, open or settled by a credit note (needs fakturaAccess)',
      tags: ADMIN_TAGS,
      access: 'admin',
      query: adminPositionsQuery,
      responses: { 200: { description: 'Newest first', schema: positionListSchema }, ...NO_FAKTURA },
      handler: async (req, _res, caller) => {
        await requireFakturaAccess(caller.id);
        return listAdminPositions(req.query);
      },
    });
    api.route({
      method: 'get',
      path: '/admin/billing/credit-invoices/drafts',
      summary: 'The notes a run of the period would write now, one per linguist and currency (needs fakturaAccess)',
      tags: ADMIN_TAGS,
      access: 'admin',
      query: draftsQuery,
      responses: { 200: { description: 'By linguist name', schema: draftListSchema }, 400: { description: 'A period ending before it starts or longer than 92 days' }, ...NO_FAKTURA },
      handler: async (req, _res, caller) => {
        await requireFakturaAccess(caller.id);
        const { from, to, limit, offset } = req.query;
        return creditNoteDrafts({ from, to }, { limit, offset });
      },
    });
    api.route({
      method: 'get',
      path: '/admin/billing/credit-invoices/cron-errors',
      summary: 'What credit runs could not do, and why (needs fakturaAccess)',
      tags: ADMIN_TAGS,
      access: 'admin',
      query: cronErrorsQuery,
      responses: { 200: { description: 'Newest first', schema: cronErrorListSchema }, ...NO_FAKTURA },
      handler: async (req, _res, caller) => {
        await requireFakturaAccess(caller.id);
        return listCronErrors(req.query);
      },
    });
    api.route({
      method: 'post',
      path: '/admin/billing/credit-invoices/run',
      summary: 'Runs the credit notes of a period now, as the weekly job does (needs fakturaAccess)',
      tags: ADMIN_TAGS,
      access: 'admin',
      body: creditRunBody,
      responses: {
        200: { description: 'The notes written and the linguists that failed (also cron errors); a rerun writes nothing twice', schema: runResultSchema },
        400: { description: 'A period ending before it starts or longer than 92 days (names `to`)' },
        ...NO_FAKTURA,
      },
      handler: async (req, _res, caller) => {
        await requireFakturaAccess(caller.id);
        return runCreditNotes(req.body);
      },
    });
    api.route({
      method: 'get',
      path: '/admin/billing/credit-invoice/:id/download',
      summary: 'Any credit note as a PDF (needs fakturaAccess)',
      tags: ADMIN_TAGS,
      access: 'admin',
      params: creditNoteIdParams,
      responses: { ...PDF, ...NO_FAKTURA, ...NOT_FOUND, ...UNAVAILABLE },
      handler: async (req, res, caller) => {
        await requireFakturaAccess(caller.id);
        await sendPdf(res, await findAnyCreditNote(req.params.id), runtime);
      },
    });
    api.route({
      method: 'put',
      path: '/admin/billing/credit-invoice/:id/cancel',
      summary: 'Cancels a credit note with a CANCEL_CREDIT; its money goes back from payable to earned (needs fakturaAccess)',
      tags: ADMIN_TAGS,
      access: 'admin',
      params: creditNoteIdParams,
      responses: {
        200: { description: 'The note, now CANCELED, and its cancellation', schema: cancelResultSchema },
        ...NO_FAKTURA,
        ...NOT_FOUND,
        409: { description: 'Already cancelled, a cancellation itself, or paid out' },
      },
      handler: async (req, _res, caller) => {
        await requireFakturaAccess(caller.id);
        return cancelCreditNote(req.params.id);
      },
    });
    api.route({
      method: 'put',
      path: '/admin/billing/credit-invoice/:id/regenerate',
      summary: 'Cancels a credit note and writes it anew from today’s data for the same period (needs fakturaAccess)',
      tags: ADMIN_TAGS,
      access: 'admin',
      params: creditNoteIdParams,
      responses: {
        200: { description: 'The cancelled note, its cancellation and its replacement', schema: cancelResultSchema },
        ...NO_FAKTURA,
        ...NOT_FOUND,
        409: { description: 'Already cancelled, a cancellation itself, or paid out' },
        422: { description: 'The linguist has no invoicing data any more' },
      },
      handler: async (req, _res, caller) => {
        await requireFakturaAccess(caller.id);
        return regenerateCreditNote(req.params.id);
      },
    });
    api.route({
      method: 'put',
      path: '/admin/billing/credit-invoice/:id/regenerate-pdf',
      summary: 'Renders a credit note’s PDF again from its frozen data (needs fakturaAccess)',
      tags: ADMIN_TAGS,
      access: 'admin',
      params: creditNoteIdParams,
      responses: { 200: { description: 'The note', schema: creditNoteSchema }, ...NO_FAKTURA, ...NOT_FOUND, ...UNAVAILABLE },
      handler: async (req, _res, caller) => {
        await requireFakturaAccess(caller.id);
        await rerenderCreditNotePdf(await findAnyCreditNote(req.params.id), runtime);
        return creditNoteDto(req.params.id);
      },
    });
  },
};
