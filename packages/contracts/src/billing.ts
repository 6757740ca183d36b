import type { CurrencyIso } from './orders.js';
import type { LegalCheckStatus } from './users.js';

/** Spec §7: the payment methods a deposit can be paid with. BANK needs no payment provider. */
export const PAYMENT_METHODS = ['CARD', 'SEPA_DEBIT', 'SOFORT', 'GIROPAY', 'IDEAL', 'PAYPAL', 'BANK'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods whose money arrives later: the deposit shows as Pending until the provider or an admin confirms it. */
export const PENDING_PAYMENT_METHODS: readonly PaymentMethod[] = ['SEPA_DEBIT', 'SOFORT', 'BANK'];

export const LEGAL_FORMS = ['COMPANY', 'PRIVATE'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

/** GET /client/billing */
export interface BillingSettings {
  companyName: string | null;
  legalForm: LegalForm;
  firstName: string | null;
  lastName: string | null;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2 */
  country: string | null;
  EUVATNumber: string | null;
  taxNumber: string | null;
  email: string | null;
  lastVatNumberValidationAt: string | null;
  legalInfoLastCheckedAt: string | null;
  status: LegalCheckStatus;
}

/** PUT /client/billing (answers 204). Optional fields are sent only when filled. */
export interface BillingSettingsInput {
  companyName: string;
  legalForm: LegalForm;
  firstName: string;
  lastName: string;
  address: string;
  zipcode: string;
  city: string;
  country: string;
  email: string;
  EUVATNumber?: string;
  taxNumber?: string;
}

/**
 * How a method's fee is computed; amounts in minor units of the deposit's currency. `percentage` is a
 * fraction of the amount deposited ("0.014" is 1.40 %), the fee at least `minimum`.
 */
export type PaymentFeeRule = { kind: 'percentage'; percentage: string; minimum: number } | { kind: 'fixed'; amount: number };

/** GET /client/billing/payment/methods: the methods this installation offers (BANK only without Stripe). */
export interface PaymentMethodInfo {
  method: PaymentMethod;
  /** settles later (SEPA debit, SOFORT, bank transfer): the deposit is created as PENDING */
  pending: boolean;
  fee: PaymentFeeRule;
}

export interface PaymentMethodsResponse {
  data: PaymentMethodInfo[];
  /** Stripe publishable key when card-like methods are offered, else null */
  publishableKey: string | null;
}

export const DEPOSIT_STATUSES = ['PENDING', 'PROCESSING', 'PAID', 'FAILED', 'CANCELED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** A deposit; every amount in minor units. amountNet is what the client's balance is credited with. */
export interface DepositDto {
  id: number;
  amountNet: number;
  fee: number;
  tax: number;
  amountGross: number;
  /** = amountNet: the spec's name for the credited amount */
  amount: number;
  currency: { iso4217: CurrencyIso };
  paymentMethod: PaymentMethod;
  status: DepositStatus;
  /** payment intent id (Stripe) or bank reference */
  transactionId: string | null;
  note: string | null;
  /** the deposit invoice sent for a bank transfer, else the invoice written when it was paid */
  invoiceId: number | null;
  createdAt: string;
  paidAt: string | null;
}

/** GET /client/billing/deposits (newest first) */
export interface DepositListResponse {
  data: DepositDto[];
  total: number;
}

/** PUT /admin/billing/deposit/{id}/settle: an admin records the incoming bank transfer. */
export interface SettleDepositRequest {
  /** the bank's reference of the incoming payment */
  reference?: string;
}

/** POST /client/billing/deposit: bank transfer (method BANK), or confirm a Stripe payment by its intent id. */
export interface CreateDepositRequest {
  method: PaymentMethod;
  /** decimal string or number in currency units, e.g. "150.50"; ignored when paymentIntent is given */
  amount?: string | number;
  note?: string;
  currency?: CurrencyIso;
  /** PayPal payer e-mail */
  email?: string;
  /** a Stripe payment intent id: the deposit is created (or found) from the intent's confirmed state */
  paymentIntent?: string;
}

/** POST /client/billing/payment/intent */
export interface CreatePaymentIntentRequest {
  method: Exclude<PaymentMethod, 'BANK'>;
  amount: string | number;
  depositNote?: string;
  currency?: CurrencyIso;
  /** PayPal payer e-mail: required for PAYPAL */
  email?: string;
}

/** POST /client/billing/payment/intent answer; GET /client/billing/payment/intent/{id} */
export interface PaymentIntentDto {
  id: string;
  clientSecret: string;
  /** gross minor units charged (net + fee + tax) */
  amount: number;
  amountNet: number;
  fee: number;
  tax: number;
  currency: CurrencyIso;
  paymentMethod: PaymentMethod;
  /** Stripe's status: requires_payment_method, requires_action, processing, succeeded, canceled, … */
  status: string;
  /** the provider's message when the last attempt failed */
  lastError: string | null;
}

export const INVOICE_STATUSES = ['DRAFT', 'OPEN', 'PENDING', 'PROCESSING', 'PAID', 'CANCELED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_TYPES = [
  'INVOICE',
  'DEPOSIT',
  'CANCBAL_DEPOSIT',
  'CANCEL_BALANCE',
  'CANCEL_PAID_INV',
  'CANCEL_UNPAID_I',
  'DEPOSIT_REFUND',
] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** One row of GET /client/billing/invoices (minor units). */
export interface InvoiceDto {
  id: number;
  /** gapless per year, e.g. "2026-000017" */
  number: string;
  type: InvoiceType;
  status: InvoiceStatus;
  amountNet: number;
  tax: number;
  amountGross: number;
  currency: CurrencyIso;
  issuedAt: string;
  dueAt: string | null;
  paidAt: string | null;
  /** the invoice a cancellation or refund document refers to */
  cancelsInvoiceId: number | null;
}

export interface InvoiceListResponse {
  data: InvoiceDto[];
  total: number;
}

/** One row of GET /client/billing/positions: an accepted order not yet, or already, invoiced. */
export interface BillingPositionDto {
  id: number;
  orderId: number;
  orderTitle: string;
  projectId: number;
  /** the project's own name, so a position reads as the client named its work */
  projectName: string;
  amountNet: number;
  tax: number;
  amountGross: number;
  currency: CurrencyIso;
  invoiceId: number | null;
  createdAt: string;
}

export interface BillingPositionListResponse {
  data: BillingPositionDto[];
  total: number;
  /** sum of amountGross over every matching position, not only this page */
  totalGross: number;
}

/** GET /admin/billing/deposits?status=PENDING row: adds who deposited. */
export interface AdminDepositDto extends DepositDto {
  clientId: number;
  clientName: string;
}

export interface AdminDepositListResponse {
  data: AdminDepositDto[];
  total: number;
}

/** Admin spec §4 pending-deposit filters: deposits created more than that many days ago. */
export const PENDING_DEPOSIT_AGES = ['MORE14DAYS', 'MORE7DAYS', 'MORE3DAYS', 'MORE1DAY'] as const;
export type PendingDepositAge = (typeof PENDING_DEPOSIT_AGES)[number];
export const PENDING_DEPOSIT_AGE_DAYS: Record<PendingDepositAge, number> = {
  MORE14DAYS: 14,
  MORE7DAYS: 7,
  MORE3DAYS: 3,
  MORE1DAY: 1,
};

/** GET /admin/billing/deposits query; `age` keeps deposits created before now minus its days (decision 012). */
export interface AdminDepositListQuery {
  status?: DepositStatus;
  clientId?: number;
  age?: PendingDepositAge;
  limit: number;
  offset: number;
}

/** GET /admin/billing/invoices row */
export interface AdminInvoiceDto extends InvoiceDto {
  clientId: number;
  clientName: string;
}

export interface AdminInvoiceListResponse {
  data: AdminInvoiceDto[];
  total: number;
}

/** POST /admin/billing/invoice-run answer: the invoices written (none when nothing was open). */
export interface InvoiceRunResponse {
  invoices: InvoiceDto[];
}

/** PUT /admin/billing/invoice/{id}/pay: an admin records the bank transfer that paid an OPEN invoice. */
export interface PayInvoiceRequest {
  /** the bank's reference of the incoming transfer, at most 100 characters */
  reference?: string;
  /** ISO date or timestamp the money arrived, not in the future; now when absent */
  paidAt?: string;
}

/** PUT /admin/billing/invoice/{id}/pay answer: the invoice, now PAID, and the reference recorded with it. */
export interface PayInvoiceResponse {
  invoice: InvoiceDto;
  reference: string | null;
}

/** PUT /admin/billing/invoice/{id}/cancel answer: the invoice as it is now and the cancellation document written for it. */
export interface CancelInvoiceResponse {
  invoice: InvoiceDto;
  cancellation: InvoiceDto;
}

/**
 * PUT /admin/billing/deposit/{id}/cancel answer: the cancelled bank transfer and the CANCBAL_DEPOSIT document
 * written for its deposit invoice (null for a deposit that never had one).
 */
export interface CancelDepositResponse {
  deposit: AdminDepositDto;
  cancellation: InvoiceDto | null;
}

/** POST /admin/billing/client/{clientId}/refund: pays part or all of a client's available balance back by bank transfer. */
export interface RefundBalanceRequest {
  /** decimal string or number in currency units, a comma read as the point ("25,50"); more than 0, at most what is available */
  amount: string | number;
  /** why the money goes back; kept with the refund, at most 200 characters */
  reason: string;
}

/** POST /admin/billing/client/{clientId}/refund answer (minor units). */
export interface RefundBalanceResponse {
  id: number;
  clientId: number;
  amount: number;
  currency: CurrencyIso;
  reason: string;
  /** the DEPOSIT_REFUND document, PAID at issue */
  document: InvoiceDto;
  /** the client's available balance after the refund */
  availableAmount: number;
  createdAt: string;
}

/** GET /client/billing/positions?invoiced=… */
export const POSITION_STATES = ['open', 'invoiced'] as const;
export type PositionState = (typeof POSITION_STATES)[number];
