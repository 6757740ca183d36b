import type {
  AdminCreditNotesQuery,
  CancelCreditNoteResult,
  CreditNoteDraftList,
  CreditNoteDto,
  CreditNoteList,
  CreditRunBody,
  CreditRunResult,
  CronErrorList,
  LinguistPosition,
  LinguistPositionList,
} from '@inkwell/contracts';
import { BFF_PATHS, downloadFileQueryFn } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';
import { registerCreditNoteTexts } from '../locales';

registerCreditNoteTexts(i18n);

const API = `${BFF_PATHS.apiPrefix}/admin/billing`;

export interface PageArgs {
  limit: number;
  offset: number;
}

export interface CreditNoteFile {
  id: number;
  number: string;
}

/** A work line with the numeric row key tables need: an order may pay a writer and a proofreader. */
export type PositionRow = LinguistPosition & { id: number };

/** Query parameters without the filters left empty, so core-api applies its defaults. */
function definedParams(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

// A run, a cancellation or a regeneration changes every tab: they share one tag.
export const creditNotesApi = api.enhanceEndpoints({ addTagTypes: ['CreditNote'] }).injectEndpoints({
  endpoints: (build) => ({
    getCreditNotes: build.query<CreditNoteList, AdminCreditNotesQuery & PageArgs>({
      query: (query) => ({ url: `${API}/credit-invoices`, params: definedParams(query) }),
      providesTags: ['CreditNote'],
    }),
    getCreditPositions: build.query<{ data: PositionRow[]; total: number }, PageArgs & { linguistId?: number; state?: 'open' | 'credited' }>({
      query: (query) => ({ url: `${API}/credit-invoices/positions`, params: definedParams(query) }),
      transformResponse: (page: LinguistPositionList) => ({
        total: page.total,
        data: page.data.map((position) => ({ ...position, id: position.orderId * 2 + (position.role === 'proofreader' ? 1 : 0) })),
      }),
      providesTags: ['CreditNote'],
    }),
    getCreditDrafts: build.query<CreditNoteDraftList, CreditRunBody & PageArgs>({
      query: (query) => ({ url: `${API}/credit-invoices/drafts`, params: definedParams(query) }),
      providesTags: ['CreditNote'],
    }),
    getCronErrors: build.query<CronErrorList, PageArgs>({
      query: (params) => ({ url: `${API}/credit-invoices/cron-errors`, params }),
      providesTags: ['CreditNote'],
    }),
    runCreditNotes: build.mutation<CreditRunResult, CreditRunBody>({
      query: (body) => ({ url: `${API}/credit-invoices/run`, method: 'POST', body }),
      invalidatesTags: ['CreditNote'],
    }),
    cancelCreditNote: build.mutation<CancelCreditNoteResult, number>({
      query: (id) => ({ url: `${API}/credit-invoice/${id}/cancel`, method: 'PUT' }),
      invalidatesTags: ['CreditNote'],
    }),
    regenerateCreditNote: build.mutation<CancelCreditNoteResult, number>({
      query: (id) => ({ url: `${API}/credit-invoice/${id}/regenerate`, method: 'PUT' }),
      invalidatesTags: ['CreditNote'],
    }),
    regenerateCreditNotePdf: build.mutation<CreditNoteDto, number>({
      query: (id) => ({ url: `${API}/credit-invoice/${id}/regenerate-pdf`, method: 'PUT' }),
    }),
    downloadCreditNote: build.mutation<null, CreditNoteFile>({
      queryFn: downloadFileQueryFn<CreditNoteFile>(
        ({ id }) => `${API}/credit-invoice/${id}/download`,
        ({ number }) => `credit-note-${number}.pdf`,
      ),
    }),
  }),
});

export const {
  useGetCreditNotesQuery,
  useGetCreditPositionsQuery,
  useGetCreditDraftsQuery,
  useGetCronErrorsQuery,
  useRunCreditNotesMutation,
  useCancelCreditNoteMutation,
  useRegenerateCreditNoteMutation,
  useRegenerateCreditNotePdfMutation,
  useDownloadCreditNoteMutation,
} = creditNotesApi;
