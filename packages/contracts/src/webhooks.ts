/**
 * A client's webhooks (issue 17, decision 069): Inkwell POSTs each event the endpoint subscribed to as JSON, signed
 * with the endpoint's secret, and retries with backoff for three days.
 *   GET    /client/webhooks                          → WebhookEndpointPage
 *   POST   /client/webhooks                          WebhookEndpointBody → WebhookEndpointCreated (secret in this answer only)
 *   GET    /client/webhooks/{id}                     → WebhookEndpoint
 *   PATCH  /client/webhooks/{id}                     WebhookEndpointChange → WebhookEndpoint
 *   DELETE /client/webhooks/{id}                     → 204
 *   GET    /client/webhooks/{id}/deliveries          → WebhookDeliveryPage (the delivery log)
 *   POST   /client/webhooks/{id}/deliveries/{deliveryId}/redeliver → WebhookDelivery (a new delivery of that event)
 *   POST   /client/webhooks/{id}/ping                → WebhookPingResult (the API connection check)
 *
 * Every delivery carries `Inkwell-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`;
 * a receiver recomputes v1 over the raw body and refuses a t more than WEBHOOK_TOLERANCE_SECONDS old.
 */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.taken',
  'order.ready',
  'order.revision_requested',
  'order.accepted',
  'order.canceled',
  'order.rejected',
  'message.received',
  'invoice.issued',
  'deposit.succeeded',
  'import.finished',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent by the connection check only; an endpoint never subscribes to it. */
export const WEBHOOK_PING_EVENT = 'ping';

export const WEBHOOK_SIGNATURE_HEADER = 'Inkwell-Signature';
/** A receiver refuses a signature older than this: the replay window. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MAX = 500;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Endpoints a client may register. */
export const WEBHOOK_ENDPOINTS_PER_CLIENT_MAX = 16;

export type WebhookEndpointStatus = 'enabled' | 'disabled';

export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  status: WebhookEndpointStatus;
  /** why Inkwell disabled it (three days of failed deliveries); null when the client did or it is enabled */
  disabledReason: string | null;
  /** the first failed attempt since the last successful one */
  failingSince: string | null;
  createdAt: string;
}

export interface WebhookEndpointPage {
  data: WebhookEndpoint[];
  total: number;
}

export interface WebhookEndpointBody {
  url: string;
  events: WebhookEventType[];
  description?: string | null;
}

export interface WebhookEndpointChange {
  url?: string;
  events?: WebhookEventType[];
  description?: string | null;
  enabled?: boolean;
}

export interface WebhookEndpointCreated extends WebhookEndpoint {
  /** signs every delivery; shown once */
  secret: string;
}

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookDelivery {
  id: number;
  eventId: number;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** when the next try is due while pending */
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  /** the receiver's HTTP status; null when it could not be reached */
  statusCode: number | null;
  latencyMs: number | null;
  /** the first 500 characters of the receiver's answer, or why it could not be reached */
  responseExcerpt: string | null;
  error: string | null;
  createdAt: string;
}

export interface WebhookDeliveryPage {
  data: WebhookDelivery[];
  total: number;
}

/** The body of every delivery. */
export interface WebhookEventBody<D = Record<string, unknown>> {
  /** evt_<number>, the same for every delivery and redelivery of the event */
  id: string;
  type: WebhookEventType | typeof WEBHOOK_PING_EVENT;
  createdAt: string;
  data: D;
}

export interface WebhookPingResult {
  /** the receiver answered 2xx */
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
}
