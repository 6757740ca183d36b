/**
 * Events for a user's live stream (issue 12; decision 032). core-api publishes each event with PostgreSQL
 * `pg_notify(USER_EVENTS_CHANNEL, json)` inside the transaction that caused it, so it is sent when, and only if, that
 * transaction commits; every core-api replica and BFF listening on the database sees it. A BFF relays to a session
 * only the events addressed to its user. Payloads carry ids and counts, never content, and stay under
 * USER_EVENT_MAX_BYTES (PostgreSQL refuses a notification of 8000 bytes or more).
 */
import type { ImportStatus } from './imports.js';
import type { MessageEvent } from './messages.js';
import type { OrderStatus } from './orders.js';
import type { Role } from './roles.js';

export const USER_EVENTS_CHANNEL = 'inkwell_events';
export const USER_EVENT_MAX_BYTES = 7999;

/** Who an event is for: one user of a role, or, with `userId: null`, every user of that role (the staff's shared support side). */
export interface UserEventAudience {
  role: Role;
  userId: number | null;
}

/** An order changed status (or holder): to its client and to each linguist holding, asked for or losing it. */
export interface OrderStatusEvent {
  type: 'order.status';
  orderId: number;
  status: OrderStatus;
}

/**
 * The audience's balance moved: a client's deposits, reservations, open positions or invoices, or a linguist's
 * earnings. No amounts travel: the app asks for the balance again.
 */
export interface BalanceChangedEvent {
  type: 'balance.changed';
}

/**
 * A bulk import moved (decision 038): after each chunk of orders is created, and when its status changes. To its
 * client and to staff, with the counts the Bulk-uploads tab and /projects/upload/:id show.
 */
export interface ImportProgressEvent {
  type: 'import.progress';
  importId: number;
  status: ImportStatus;
  total: number;
  created: number;
  failed: number;
}

export type UserEvent = MessageEvent | OrderStatusEvent | BalanceChangedEvent | ImportProgressEvent;

/**
 * Sent by a BFF's `/bff/events` stream when it cannot say what the browser missed (the BFF restarted, its database
 * listener reconnected, or the browser was away too long): the app refetches everything live events would refresh.
 */
export interface ResyncEvent {
  type: 'resync';
}

/** The `data:` of one message on `/bff/events` (decision 035). */
export type LiveStreamEvent = UserEvent | ResyncEvent;

/** The JSON of one notification on USER_EVENTS_CHANNEL. */
export interface UserEventEnvelope {
  to: UserEventAudience;
  event: UserEvent;
}
