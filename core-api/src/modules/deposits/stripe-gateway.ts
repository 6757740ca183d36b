import Stripe from 'stripe';
import type { PaymentMethod } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { ERROR_CODES } from '@inkwell/contracts';
import type { StripeConfig } from '../../config.js';

/** The methods Stripe takes, by the name Stripe gives them (allowed_payment_method_types). */
export const STRIPE_METHOD_TYPES: Readonly<Record<Exclude<PaymentMethod, 'BANK'>, string>> = {
  CARD: 'card',
  SEPA_DEBIT: 'sepa_debit',
  SOFORT: 'sofort',
  GIROPAY: 'giropay',
  IDEAL: 'ideal',
  PAYPAL: 'paypal',
};

/** A payment intent as the deposits module needs it; amounts in minor units. */
export interface ProviderIntent {
  id: string;
  clientSecret: string | null;
  amount: bigint;
  /** upper case, e.g. EUR */
  currency: string;
  /** requires_payment_method, requires_action, processing, succeeded, canceled, … */
  status: string;
  /** the provider's message about the last failed attempt */
  lastError: string | null;
  metadata: Record<string, string>;
}

/** A verified webhook event about a payment intent (or another object, then `intent` is null). */
export interface ProviderEvent {
  id: string;
  type: string;
  intent: ProviderIntent | null;
}

export interface NewIntent {
  amount: bigint;
  currency: string;
  method: Exclude<PaymentMethod, 'BANK'>;
  description: string;
  metadata: Record<string, string>;
}

/** What the deposits module asks of a payment provider; Stripe's SDK types stay inside this file. */
export interface PaymentGateway {
  readonly publishableKey: string;
  createIntent(intent: NewIntent): Promise<ProviderIntent>;
  /** null when the provider knows no such intent */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** @throws WebhookSignatureError when the payload was not signed with the webhook secret */
  verifyWebhook(payload: Buffer, signature: string): ProviderEvent;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    amount: BigInt(intent.amount),
    currency: intent.currency.toUpperCase(),
    status: intent.status,
    lastError: intent.last_payment_error?.message ?? null,
    metadata: { ...intent.metadata },
  };
}

/**
 * Stripe's own errors become answers the client can act on: a refused request (a method the currency does
 * not allow, an amount out of range) is 422 with Stripe's message; Stripe out of reach is 503, never a 500.
 */
function providerError(err: unknown): unknown {
  if (!(err instanceof Stripe.errors.StripeError)) return err;
  if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError) {
    return AppError.unprocessable(err.message);
  }
  return new AppError(ERROR_CODES.internal, 'The payment provider cannot be reached at the moment, please try again shortly.', 503);
}

/** The SDK's host, port and protocol for a base URL such as http://127.0.0.1:12111 (a fake Stripe). */
function hostOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function createStripeGateway(config: StripeConfig): PaymentGateway {
  const stripe = new Stripe(config.secretKey, { ...hostOptions(config.apiUrl), maxNetworkRetries: 2, timeout: 20_000, telemetry: false });
  return {
    publishableKey: config.publishableKey,
    async createIntent(intent) {
      try {
        const created = await stripe.paymentIntents.create({
          amount: Number(intent.amount),
          currency: intent.currency.toLowerCase(),
          allowed_payment_method_types: [STRIPE_METHOD_TYPES[intent.method]],
          description: intent.description,
          metadata: intent.metadata,
        });
        return toProviderIntent(created);
      } catch (err) {
        throw providerError(err);
      }
    },
    async retrieveIntent(id) {
      try {
        return toProviderIntent(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
        throw providerError(err);
      }
    },
    verifyWebhook(payload, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, config.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature');
      }
      const object = event.data.object as { object?: string };
      return { id: event.id, type: event.type, intent: object.object === 'payment_intent' ? toProviderIntent(object as Stripe.PaymentIntent) : null };
    },
  };
}
