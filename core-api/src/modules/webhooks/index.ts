// The webhooks module's face (decision 069): a client's endpoints and their routes, `recordEvent` for the modules
// where things happen (orders, messages, invoices, deposits, imports, exports) to call inside their transaction,
// and the delivery attempt the pg-boss job makes.
export { webhooksModule } from './webhooks.routes.js';
export { recordEvent, onWebhookQueued, queueDeliveries, WEBHOOK_DELIVERY_QUEUE, type WebhookEventData } from './webhook-outbox.js';
export { deliverWebhooks, pendingDeliveries, retryDelayMs, type WebhookDeliveryDeps, type WebhookDeliveryOutcome } from './webhook-delivery.js';
export { signWebhookBody, verifyWebhookSignature } from './webhook-signature.js';
export { isForbiddenAddress } from './webhook-targets.js';
