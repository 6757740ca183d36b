/**
 * Events for a user's live stream (issue 12; decision 032). core-api publishes each event with PostgreSQL
 * `pg_notify(USER_EVENTS_CHANNEL, json)` inside the transaction that caused it, so it is sent when, and only if, that
 * transaction commits; every core-api replica and BFF listening on the database sees it. A BFF relays to a session
 * only the events addressed to its user. Payloads carry ids and counts, never content, and stay under
 * USER_EVENT_MAX_BYTES (PostgreSQL refuses a notification of 8000 bytes or more).
 */
import type { MessageEvent } from './messages.js';
import type { Role } from './roles.js';

export const USER_EVENTS_CHANNEL = 'inkwell_events';
export const USER_EVENT_MAX_BYTES = 7999;

/** Who an event is for: one user of a role, or, with `userId: null`, every user of that role (the staff's shared support side). */
export interface UserEventAudience {
  role: Role;
  userId: number | null;
}

export type UserEvent = MessageEvent;

/** The JSON of one notification on USER_EVENTS_CHANNEL. */
export interface UserEventEnvelope {
  to: UserEventAudience;
  event: UserEvent;
}
