import type { AccountingSettingsDto, LedgerAuditResponse, TrialBalanceResponse } from '@inkwell/contracts';
import { BFF_PATHS, downloadFileQueryFn } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';
import { registerAccountingTexts } from '../locales';

// The accounting page imports this module, so its texts arrive with its code.
registerAccountingTexts(i18n);

const ACCOUNTING_API = `${BFF_PATHS.apiPrefix}/admin/billing/accounting`;

/** Whole days, both inclusive, YYYY-MM-DD. */
export interface Period {
  from: string;
  to: string;
}

/** What the accounting page downloads; `id` lets the shared download hook tell its buttons apart. */
export type AccountingFile =
  | { id: 1; kind: 'datev'; period: Period }
  | { id: 2; kind: 'balance-csv'; period: Period }
  | { id: 3; kind: 'balance-xlsx'; period: Period }
  | { id: 4; kind: 'debtors' }
  | { id: 5; kind: 'creditors' };

const range = ({ from, to }: Period) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

function urlOf(file: AccountingFile): string {
  switch (file.kind) {
    case 'datev':
      return `${ACCOUNTING_API}/datev?${range(file.period)}`;
    case 'balance-csv':
      return `${ACCOUNTING_API}/balance/export?${range(file.period)}&format=csv`;
    case 'balance-xlsx':
      return `${ACCOUNTING_API}/balance/export?${range(file.period)}&format=xlsx`;
    case 'debtors':
      return `${ACCOUNTING_API}/debtors`;
    case 'creditors':
      return `${ACCOUNTING_API}/creditors`;
  }
}

function fallbackName(file: AccountingFile): string {
  switch (file.kind) {
    case 'datev':
      return `EXTF_Buchungsstapel-${file.period.from}-${file.period.to}.csv`;
    case 'balance-csv':
      return `trial-balance-${file.period.from}-${file.period.to}.csv`;
    case 'balance-xlsx':
      return `trial-balance-${file.period.from}-${file.period.to}.xlsx`;
    case 'debtors':
      return 'EXTF_Debitoren.csv';
    case 'creditors':
      return 'EXTF_Kreditoren.csv';
  }
}

export interface TrialBalanceQuery extends Period {
  limit: number;
  offset: number;
}

export const accountingApi = api.enhanceEndpoints({ addTagTypes: ['AccountingSettings', 'LedgerAudit'] }).injectEndpoints({
  endpoints: (build) => ({
    getAccountingSettings: build.query<AccountingSettingsDto, void>({
      query: () => `${ACCOUNTING_API}/settings`,
      providesTags: ['AccountingSettings'],
    }),
    updateAccountingSettings: build.mutation<AccountingSettingsDto, AccountingSettingsDto>({
      query: (body) => ({ url: `${ACCOUNTING_API}/settings`, method: 'PUT', body }),
      invalidatesTags: ['AccountingSettings'],
    }),
    getTrialBalance: build.query<TrialBalanceResponse, TrialBalanceQuery>({
      query: (params) => ({ url: `${ACCOUNTING_API}/balance`, params: { ...params } }),
    }),
    getLedgerAudit: build.query<LedgerAuditResponse, void>({
      query: () => `${ACCOUNTING_API}/ledger-audit`,
      providesTags: ['LedgerAudit'],
    }),
    runLedgerAudit: build.mutation<LedgerAuditResponse, void>({
      query: () => ({ url: `${ACCOUNTING_API}/ledger-audit`, method: 'POST' }),
      invalidatesTags: ['LedgerAudit'],
    }),
    downloadAccountingFile: build.mutation<null, AccountingFile>({
      queryFn: downloadFileQueryFn<AccountingFile>(urlOf, fallbackName),
    }),
  }),
});

export const {
  useGetAccountingSettingsQuery,
  useUpdateAccountingSettingsMutation,
  useGetTrialBalanceQuery,
  useGetLedgerAuditQuery,
  useRunLedgerAuditMutation,
  useDownloadAccountingFileMutation,
} = accountingApi;
