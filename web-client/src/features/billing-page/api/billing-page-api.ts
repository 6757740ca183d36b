import type {
  BillingPositionListResponse,
  DepositListResponse,
  DepositStatus,
  InvoiceListResponse,
  InvoiceStatus,
  InvoiceType,
} from '@inkwell/contracts';
import { downloadFileQueryFn } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { CLIENT_API } from '../../../api/client-paths';
import { withQuery } from '../../../api/query-string';
import { i18n } from '../../../locales/i18n';
import { registerBillingPageTexts } from '../locales';

// Every tab of the page imports this module, so its texts arrive with its code.
registerBillingPageTexts(i18n);

/** GET /client/billing/invoices filters. */
export interface InvoiceListQuery {
  status?: InvoiceStatus;
  type?: InvoiceType;
  limit: number;
  offset: number;
}

/** Positions of the next invoice ('open') or already on one ('invoiced'). */
export type PositionInvoiced = 'open' | 'invoiced';

export interface PositionListQuery {
  invoiced?: PositionInvoiced;
  limit: number;
  offset: number;
}

export interface DepositListQuery {
  status?: DepositStatus;
  limit: number;
  offset: number;
}

/** What a download needs: the invoice, and its number when known for the file name. */
export interface InvoiceFile {
  id: number;
  number?: string;
}

// Deposits, positions and invoices are views of the ledger: whatever invalidates the balance refetches them.
const LEDGER_TAGS = ['Balance' as const];

export const billingPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceList: build.query<InvoiceListResponse, InvoiceListQuery>({
      query: (params) => withQuery(`${CLIENT_API}/billing/invoices`, { ...params }),
      providesTags: LEDGER_TAGS,
    }),
    getPositionList: build.query<BillingPositionListResponse, PositionListQuery>({
      query: (params) => withQuery(`${CLIENT_API}/billing/positions`, { ...params }),
      providesTags: LEDGER_TAGS,
    }),
    getDepositHistory: build.query<DepositListResponse, DepositListQuery>({
      query: (params) => withQuery(`${CLIENT_API}/billing/deposits`, { ...params }),
      providesTags: LEDGER_TAGS,
    }),
    downloadInvoice: build.mutation<null, InvoiceFile>({
      queryFn: downloadFileQueryFn<InvoiceFile>(
        ({ id }) => `${CLIENT_API}/billing/invoice/${id}/download`,
        ({ id, number }) => `invoice-${number ?? id}.pdf`,
      ),
    }),
  }),
});

export const { useGetInvoiceListQuery, useGetPositionListQuery, useGetDepositHistoryQuery, useDownloadInvoiceMutation } =
  billingPageApi;
