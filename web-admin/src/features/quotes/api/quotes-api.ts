import type { AdminQuoteDto, AdminQuoteListResponse, QuoteStatus } from '@inkwell/contracts';
import { BFF_PATHS, downloadFileQueryFn } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';
import { registerQuoteTexts } from '../locales';

// Every quote page imports this module, so their texts arrive with their code.
registerQuoteTexts(i18n);

const ADMIN_API = `${BFF_PATHS.apiPrefix}/admin`;

export interface QuoteListArgs {
  status: QuoteStatus;
  limit: number;
  offset: number;
}

export interface QuoteFile {
  id: number;
  fileName: string;
}

const quotesTaggedApi = api.enhanceEndpoints({ addTagTypes: ['Quote', 'Quotes'] });

/** decision 045: staff's list of custom quote requests, one request with its file, and the reply that answers it. */
export const quotesApi = quotesTaggedApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminQuotes: build.query<AdminQuoteListResponse, QuoteListArgs>({
      query: ({ status, limit, offset }) => `${ADMIN_API}/quotes?${new URLSearchParams({ status, limit: String(limit), offset: String(offset) })}`,
      providesTags: ['Quotes'],
    }),
    getAdminQuote: build.query<AdminQuoteDto, number>({
      query: (id) => `${ADMIN_API}/quote/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Quote', id }],
    }),
    downloadQuoteFile: build.mutation<null, QuoteFile>({
      queryFn: downloadFileQueryFn<QuoteFile>(
        ({ id }) => `${ADMIN_API}/quote/${id}/file`,
        ({ fileName }) => fileName,
      ),
    }),
    replyToQuote: build.mutation<AdminQuoteDto, { id: number; reply: string }>({
      query: ({ id, reply }) => ({ url: `${ADMIN_API}/quote/${id}/reply`, method: 'POST', body: { reply } }),
      // An answered request moves from the new tab to the answered one.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Quote', id }, 'Quotes'],
    }),
  }),
});

export const { useGetAdminQuotesQuery, useGetAdminQuoteQuery, useDownloadQuoteFileMutation, useReplyToQuoteMutation } = quotesApi;
