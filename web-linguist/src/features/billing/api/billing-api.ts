import type { CreditNoteList, LinguistEarnings, LinguistPosition, LinguistPositionList } from '@inkwell/contracts';
import { downloadFileQueryFn } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { LINGUIST_API } from '../../../api/linguist-paths';

export interface PageArgs {
  limit: number;
  offset: number;
}

/** What a credit note download needs: its id, and its number for the file name. */
export interface CreditNoteFile {
  id: number;
  number: string;
}

/** A position with the row key tables need: an order may pay her twice (writing and proofreading). */
export type PositionRow = LinguistPosition & { id: number };

// Credit notes and earnings change with every accept and every credit run: the 'Balance' live tag refetches them.
export const billingApi = api.enhanceEndpoints({ addTagTypes: ['CreditNote'] }).injectEndpoints({
  endpoints: (build) => ({
    getPositions: build.query<{ data: PositionRow[]; total: number }, PageArgs>({
      query: (params) => ({ url: `${LINGUIST_API}/billing/positions`, params }),
      transformResponse: (page: LinguistPositionList) => ({
        total: page.total,
        data: page.data.map((position) => ({ ...position, id: position.orderId * 2 + (position.role === 'proofreader' ? 1 : 0) })),
      }),
      providesTags: ['CreditNote', 'Balance'],
    }),
    getEarnings: build.query<LinguistEarnings, void>({
      query: () => `${LINGUIST_API}/billing/earnings`,
      providesTags: ['Balance'],
    }),
    getCreditNotes: build.query<CreditNoteList, PageArgs>({
      query: (params) => ({ url: `${LINGUIST_API}/billing/invoices`, params }),
      providesTags: ['CreditNote', 'Balance'],
    }),
    downloadCreditNote: build.mutation<null, CreditNoteFile>({
      queryFn: downloadFileQueryFn<CreditNoteFile>(
        ({ id }) => `${LINGUIST_API}/billing/invoice/${id}/download`,
        ({ number }) => `credit-note-${number}.pdf`,
      ),
    }),
  }),
});

export const { useGetPositionsQuery, useGetEarningsQuery, useGetCreditNotesQuery, useDownloadCreditNoteMutation } = billingApi;
