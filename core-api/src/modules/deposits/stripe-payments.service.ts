import { QueryTypes, type Transaction } from 'sequelize';
import {
  PAYMENT_METHODS,
  PENDING_PAYMENT_METHODS,
  type CurrencyIso,
  type DepositDto,
  type DepositStatus,
  type PaymentIntentDto,
  type PaymentMethod,
  type PaymentMethodsResponse,
} from '@inkwell/contracts';
import { depositFigures, feeRuleOf, toJsonMinorUnits } from '@inkwell/money';
import { AppError, type Logger } from '@inkwell/service-kit';
import { PSP_CLEARING } from '../ledger/index.js';
import { Deposit, depositsDatabase } from './deposits.model.js';
import { createBankDeposit, creditDeposit, findDepositClient, requirePayingClient, toDepositDto } from './deposits.service.js';
import { WebhookSignatureError, type PaymentGateway, type ProviderIntent } from './stripe-gateway.js';

type StripeMethod = Exclude<PaymentMethod, 'BANK'>;

/** Stripe charges at most 999,999.99 in one payment (EUR, USD, GBP); the gross of a deposit includes the fee. */
const MAX_STRIPE_CHARGE_MINOR_UNITS = 99_999_999n;

/** Bank-based methods Stripe offers only for euro payments; card and PayPal take every traded currency. */
const EURO_ONLY_METHODS: ReadonlySet<PaymentMethod> = new Set(['SEPA_DEBIT', 'SOFORT', 'GIROPAY', 'IDEAL']);

function offersMethod(method: PaymentMethod, currency: CurrencyIso, gateway: PaymentGateway | null): boolean {
  if (method === 'BANK') return true;
  return gateway !== null && (currency === 'EUR' || !EURO_ONLY_METHODS.has(method));
}

/** GET /client/billing/payment/methods: bank transfer always, Stripe's methods when Stripe is configured. */
export async function listPaymentMethods(clientId: number, gateway: PaymentGateway | null): Promise<PaymentMethodsResponse> {
  const { currency } = await findDepositClient(clientId);
  return {
    data: PAYMENT_METHODS.filter((method) => offersMethod(method, currency, gateway)).map((method) => ({
      method,
      pending: PENDING_PAYMENT_METHODS.includes(method),
      fee: feeRuleOf(method),
    })),
    publishableKey: gateway?.publishableKey ?? null,
  };
}

function notOffered(method: PaymentMethod, currency: CurrencyIso, gateway: PaymentGateway | null): AppError {
  const message = gateway
    ? `${method} is not offered for payments in ${currency}`
    : `${method} is not offered: only bank transfer (BANK) is available`;
  return AppError.unprocessable(message, { method: [message] });
}

function requireGateway(gateway: PaymentGateway | null): PaymentGateway {
  if (!gateway) throw AppError.notConfigured('Payment through Stripe');
  return gateway;
}

function toIntentDto(deposit: Deposit, intent: ProviderIntent): PaymentIntentDto {
  return {
    id: intent.id,
    clientSecret: intent.clientSecret ?? '',
    amount: toJsonMinorUnits(BigInt(deposit.amountGross)),
    amountNet: toJsonMinorUnits(BigInt(deposit.amountNet)),
    fee: toJsonMinorUnits(BigInt(deposit.fee)),
    tax: toJsonMinorUnits(BigInt(deposit.tax)),
    currency: deposit.currency.trim() as CurrencyIso,
    paymentMethod: deposit.method,
    status: intent.status,
    lastError: intent.lastError,
  };
}

export interface NewPaymentIntent {
  method: StripeMethod;
  /** minor units: what the client wants credited */
  amount: bigint;
  depositNote?: string;
  currency?: string;
  /** PayPal payer e-mail */
  email?: string;
}

/**
 * POST /client/billing/payment/intent: a Stripe payment intent for the gross of the deposit, and the deposit
 * row it will settle (PROCESSING, keyed by the intent id). The client confirms it in the browser.
 *
 * @throws AppError 403/422 legal check, 422 naming `currency` or `method`, 422/503 from Stripe
 */
export async function createPaymentIntent(clientId: number, input: NewPaymentIntent, gateway: PaymentGateway | null): Promise<PaymentIntentDto> {
  const client = await requirePayingClient(clientId, input.currency);
  if (!offersMethod(input.method, client.currency, gateway)) throw notOffered(input.method, client.currency, gateway);
  const figures = depositFigures(input.method, input.amount, client.vat, client.currency);
  if (figures.gross > MAX_STRIPE_CHARGE_MINOR_UNITS) {
    const message = `With fees this is more than one ${input.method} payment can carry (999,999.99 ${client.currency}); pay a smaller amount or by bank transfer`;
    throw AppError.unprocessable(message, { amount: [message] });
  }
  const intent = await requireGateway(gateway).createIntent({
    amount: figures.gross,
    currency: client.currency,
    method: input.method,
    description: 'Inkwell deposit',
    metadata: {
      clientId: String(client.id),
      amountNet: figures.net.toString(),
      fee: figures.fee.toString(),
      tax: figures.tax.toString(),
      ...(input.depositNote ? { note: input.depositNote } : {}),
    },
  });
  const deposit = await Deposit.create({
    clientId,
    method: input.method,
    status: 'PROCESSING',
    amountNet: figures.net.toString(),
    fee: figures.fee.toString(),
    tax: figures.tax.toString(),
    amountGross: figures.gross.toString(),
    currency: client.currency,
    note: input.depositNote ?? null,
    transactionId: intent.id,
    providerStatus: intent.status,
    payerEmail: input.email ?? null,
    failureMessage: null,
    invoiceId: null,
    paidAt: null,
  });
  return toIntentDto(deposit, intent);
}

/** The caller's deposit made for this intent; another client's intent is unknown (404). */
async function findOwnIntentDeposit(clientId: number, intentId: string, transaction?: Transaction): Promise<Deposit> {
  const deposit = await Deposit.findOne({
    where: { transactionId: intentId, clientId },
    transaction,
    ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
  if (!deposit) throw AppError.notFound('Payment intent');
  return deposit;
}

/** GET /client/billing/payment/intent/{id}: the intent's state at Stripe now, with the provider's last error. */
export async function getPaymentIntent(clientId: number, intentId: string, gateway: PaymentGateway | null): Promise<PaymentIntentDto> {
  const deposit = await findOwnIntentDeposit(clientId, intentId);
  const intent = await requireGateway(gateway).retrieveIntent(intentId);
  if (!intent) throw AppError.notFound('Payment intent');
  return toIntentDto(deposit, intent);
}

/**
 * Brings a deposit in line with what Stripe says of its intent (a webhook's snapshot or a fresh retrieve):
 * succeeded credits it, processing makes a pending method's deposit PENDING, a failed attempt marks it
 * FAILED with the provider's message, canceled cancels it. PAID and CANCELED are final, so a late or
 * replayed event changes nothing. The caller holds the deposit's row lock.
 */
async function applyIntentState(deposit: Deposit, intent: ProviderIntent, transaction: Transaction): Promise<Deposit> {
  if (deposit.status === 'PAID' || deposit.status === 'CANCELED') return deposit;
  if (intent.status === 'succeeded') {
    if (intent.amount !== BigInt(deposit.amountGross) || intent.currency !== deposit.currency.trim()) {
      // never credit money that does not match what was asked for; the failure makes Stripe retry and staff look
      throw new Error(
        `Payment intent ${intent.id} charged ${intent.amount} ${intent.currency}, deposit ${deposit.id} expects ${deposit.amountGross} ${deposit.currency}`,
      );
    }
    return creditDeposit(deposit, { clearingAccount: PSP_CLEARING, providerStatus: intent.status }, transaction);
  }
  let status: DepositStatus = deposit.status;
  let failureMessage = deposit.failureMessage;
  if (intent.status === 'processing') status = PENDING_PAYMENT_METHODS.includes(deposit.method) ? 'PENDING' : 'PROCESSING';
  else if (intent.status === 'canceled') status = 'CANCELED';
  else if (intent.status === 'requires_payment_method' && intent.lastError) {
    status = 'FAILED';
    failureMessage = intent.lastError.slice(0, 1000);
  } else if (intent.status !== 'requires_payment_method') status = 'PROCESSING';
  deposit.set({ status, failureMessage, providerStatus: intent.status });
  await deposit.save({ transaction });
  return deposit;
}

export interface IntentConfirmation {
  method: PaymentMethod;
  paymentIntent: string;
  /** PayPal payer e-mail */
  email?: string;
}

/**
 * POST /client/billing/deposit with a paymentIntent: the browser says the client paid; Stripe is asked
 * whether that is so, and the deposit answered as it stands. Whichever of this and the webhook comes
 * first credits; the other finds the deposit PAID. No legal check here: the money has been taken already.
 *
 * @throws AppError 404 another client's or an unknown intent; 422 naming `method` when it is not the
 *   intent's; 422 with the provider's message when the payment failed, was canceled or never attempted
 */
export async function confirmDepositFromIntent(clientId: number, input: IntentConfirmation, gateway: PaymentGateway | null): Promise<DepositDto> {
  const known = await findOwnIntentDeposit(clientId, input.paymentIntent);
  if (known.method !== input.method) {
    const message = `This payment intent was made for ${known.method}, not ${input.method}`;
    throw AppError.unprocessable(message, { method: [message] });
  }
  const intent = await requireGateway(gateway).retrieveIntent(input.paymentIntent);
  if (!intent) throw AppError.notFound('Payment intent');
  const deposit = await depositsDatabase().transaction(async (transaction) => {
    const locked = await findOwnIntentDeposit(clientId, input.paymentIntent, transaction);
    if (input.email && locked.payerEmail !== input.email) {
      locked.set({ payerEmail: input.email });
      await locked.save({ transaction });
    }
    return applyIntentState(locked, intent, transaction);
  });
  // the invoices hook links the receipt it wrote on payment
  await deposit.reload();
  if (deposit.status === 'FAILED') throw AppError.unprocessable(deposit.failureMessage ?? 'The payment failed');
  if (deposit.status === 'CANCELED') throw AppError.unprocessable('The payment was canceled');
  if (deposit.providerStatus === 'requires_payment_method') throw AppError.unprocessable('The payment has not been made yet');
  return toDepositDto(deposit);
}

/** The body of POST /client/billing/deposit after validation: the amount is minor units. */
export interface DepositRequest {
  method: PaymentMethod;
  amount?: bigint;
  note?: string;
  currency?: string;
  email?: string;
  paymentIntent?: string;
}

/**
 * POST /client/billing/deposit, the spec's one call for both ways to pay: a bank transfer is created here,
 * a Stripe payment is confirmed by its intent (the card-like methods never start without one).
 */
export async function createDeposit(clientId: number, request: DepositRequest, gateway: PaymentGateway | null): Promise<DepositDto> {
  if (request.paymentIntent) {
    return confirmDepositFromIntent(clientId, { method: request.method, paymentIntent: request.paymentIntent, email: request.email }, gateway);
  }
  if (request.method !== 'BANK' || request.amount === undefined) {
    const message = `${request.method} is paid through a payment intent (POST /client/billing/payment/intent); send its id as paymentIntent`;
    throw AppError.unprocessable(message, { paymentIntent: [message] });
  }
  return createBankDeposit(clientId, { amount: request.amount, note: request.note, currency: request.currency });
}

/** The intent events that move a deposit; Stripe sends others too when the endpoint subscribes to them. */
const DEPOSIT_EVENTS: ReadonlySet<string> = new Set([
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

export interface WebhookAnswer {
  received: true;
  duplicate?: true;
  ignored?: string;
}

/**
 * POST /client/billing/webhook/stripe. The signature is checked on the raw body first: a forged or altered
 * event is 400 and changes nothing. An event id is applied once: it is recorded in the same transaction as
 * the deposit change, under the deposit's row lock, so concurrent or replayed deliveries find it recorded.
 * An event for an intent no deposit was made for answers 200 (Stripe would otherwise retry it for days)
 * and is logged.
 */
export async function handleStripeWebhook(
  payload: unknown,
  signature: string | undefined,
  gateway: PaymentGateway | null,
  logger: Logger,
): Promise<WebhookAnswer> {
  const stripe = requireGateway(gateway);
  if (!Buffer.isBuffer(payload) || payload.length === 0) throw AppError.badRequest('A Stripe event is the signed JSON body of the request', 'body');
  if (!signature) throw AppError.badRequest('The Stripe-Signature header is missing', 'stripe-signature');
  let event;
  try {
    event = stripe.verifyWebhook(payload, signature);
  } catch (err) {
    if (!(err instanceof WebhookSignatureError)) throw err;
    logger.warn('Stripe webhook refused', { reason: err.message });
    throw AppError.badRequest('The Stripe signature does not match the payload', 'stripe-signature');
  }
  const intent = event.intent;
  if (!DEPOSIT_EVENTS.has(event.type) || !intent) return { received: true, ignored: `event type ${event.type}` };

  return depositsDatabase().transaction(async (transaction): Promise<WebhookAnswer> => {
    const deposit = await Deposit.findOne({ where: { transactionId: intent.id }, transaction, lock: transaction.LOCK.UPDATE });
    if (!deposit) {
      logger.warn('Stripe event for an unknown payment intent', { eventId: event.id, type: event.type, paymentIntent: intent.id });
      return { received: true, ignored: 'unknown payment intent' };
    }
    const recorded = await depositsDatabase().query<{ id: string }>(
      `INSERT INTO stripe_webhook_events (id, type, payment_intent_id) VALUES (:id, :type, :intentId)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      { type: QueryTypes.SELECT, replacements: { id: event.id, type: event.type, intentId: intent.id }, transaction },
    );
    if (!recorded.length) return { received: true, duplicate: true };
    await applyIntentState(deposit, intent, transaction);
    return { received: true };
  });
}
