import type { PendingDepositAge } from './billing.js';
import type { CurrencyIso } from './orders.js';

/** How a payout leaves the platform: a SEPA credit transfer from the platform's bank account, or PayPal. */
export const PAYOUT_METHODS = ['bank', 'paypal'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/**
 * Where a payout is (decision 062): requested by the linguist (money still payable); downloaded in a SEPA file
 * or submitted to PayPal (money sent to clearing, not yet confirmed); paid; failed (money back to payable).
 */
export const PAYOUT_STATUSES = ['requested', 'downloaded', 'submitted', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Admin spec §4 payment types: how a payout was, or is being, paid. */
export const PAYOUT_TYPES = [
  'bank-single',
  'bank-bulk',
  'bank-bulk-downloaded',
  'bank-error',
  'paypal-single',
  'paypal-bulk',
  'paypal-error',
] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];

/** The tabs of /billing/payments-outgoing: each payment type, and every requested payout (`pending`). */
export const PAYOUT_TABS = [...PAYOUT_TYPES, 'pending'] as const;
export type PayoutTab = (typeof PAYOUT_TABS)[number];

/** A payout as its linguist sees it. */
export interface PayoutDto {
  id: number;
  /** minor units */
  amount: number;
  currency: CurrencyIso;
  method: PayoutMethod;
  status: PayoutStatus;
  /** null while it is only requested */
  type: PayoutType | null;
  /** where the money goes: the IBAN (bank) or the PayPal e-mail, as it was when she asked */
  destination: string;
  requestedAt: string;
  paidAt: string | null;
  failedAt: string | null;
  failureReason: string | null;
}

/** A payout in staff's lists: who asks, and what the bank or PayPal needs. */
export interface AdminPayoutDto extends PayoutDto {
  linguistId: number;
  linguistName: string;
  /** account holder (bank) */
  holder: string | null;
  iban: string | null;
  bic: string | null;
  paypalEmail: string | null;
  /** the SEPA file or PayPal batch it was sent in */
  batchId: number | null;
  /** the bank's reference staff gave when they marked it paid */
  reference: string | null;
}

export interface PayoutListResponse {
  data: PayoutDto[];
  total: number;
}

export interface AdminPayoutListResponse {
  data: AdminPayoutDto[];
  total: number;
  /** sum of `amount` over every matching payout, not only this page (minor units; one currency per linguist) */
  totalAmount: number;
}

/** GET /admin/billing/payouts */
export interface AdminPayoutListQuery {
  tab: PayoutTab;
  /** requested more than 14, 7, 3 or 1 days ago */
  age?: PendingDepositAge;
  linguistId?: number;
  limit: number;
  offset: number;
}

/** POST /linguist/payment/request/pending: without an amount, everything payable is asked for. */
export interface PayoutRequest {
  /** currency units as typed, e.g. "120.50" */
  amount?: string;
}

/** PUT /admin/billing/payout/:id/paid (a single bank transfer staff made by hand) */
export interface MarkPayoutPaidRequest {
  reference?: string;
}

/** PUT /admin/billing/payout/:id/failed */
export interface MarkPayoutFailedRequest {
  reason: string;
}

/** POST /admin/billing/payouts/sepa and /admin/billing/payouts/paypal */
export interface PayoutBatchRequest {
  payoutIds: number[];
}

/** A SEPA file or a PayPal batch. */
export interface PayoutBatchDto {
  id: number;
  method: PayoutMethod;
  /** the SEPA message id or the PayPal sender_batch_id: sending it again never pays twice */
  reference: string;
  /** PayPal's payout_batch_id once PayPal took the batch */
  providerBatchId: string | null;
  /** PayPal's batch_status as last read */
  providerStatus: string | null;
  currency: CurrencyIso;
  /** minor units */
  total: number;
  payoutCount: number;
  createdAt: string;
  payouts: AdminPayoutDto[];
}
