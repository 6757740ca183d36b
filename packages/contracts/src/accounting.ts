/** Accounting exports for staff with fakturaAccess (admin spec §2.1 /billing/accounting/:tab?, decision 064). */

export const ACCOUNTING_CHARTS = ['SKR03', 'SKR04'] as const;
export type AccountingChart = (typeof ACCOUNTING_CHARTS)[number];

export const ACCOUNTING_TABS = ['datev', 'balance', 'balance-export', 'debtors', 'creditors'] as const;
export type AccountingTab = (typeof ACCOUNTING_TABS)[number];

/** GET/PUT /admin/billing/accounting/settings: the frame every DATEV file carries. */
export interface AccountingSettingsDto {
  consultantNumber: number;
  clientNumber: number;
  chart: AccountingChart;
  /** 1 = January */
  fiscalYearStartMonth: number;
  /** digits of a ledger account; debtors and creditors have one more */
  accountLength: number;
}

/** A period of whole days, both inclusive, as YYYY-MM-DD. */
export interface AccountingPeriodQuery {
  from: string;
  to: string;
}

/** One ledger account in GET /admin/billing/accounting/balance (minor units). */
export interface TrialBalanceRowDto {
  account: string;
  currency: string;
  opening: number;
  increases: number;
  decreases: number;
  closing: number;
}

export interface TrialBalanceTotalsDto {
  currency: string;
  opening: number;
  increases: number;
  decreases: number;
  closing: number;
}

export interface TrialBalanceResponse {
  from: string;
  to: string;
  /** a page of the accounts, in key order */
  data: TrialBalanceRowDto[];
  /** how many accounts there are */
  total: number;
  /** per currency over every account: a balanced ledger opens and closes at zero */
  totals: TrialBalanceTotalsDto[];
}

/** The nightly audit's last result: every cached balance recomputed from its entries. */
export interface LedgerAuditDto {
  checkedAt: string;
  accountsChecked: number;
  discrepancyCount: number;
  discrepancies: { problem: string; account?: string; currency?: string; transactionId?: string; difference?: number }[];
}

export interface LedgerAuditResponse {
  audit: LedgerAuditDto | null;
}
