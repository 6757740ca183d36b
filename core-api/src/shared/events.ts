import type { Transaction } from 'sequelize';
import { USER_EVENTS_CHANNEL, USER_EVENT_MAX_BYTES, type UserEvent, type UserEventAudience, type UserEventEnvelope } from '@inkwell/contracts';
import { database } from './database.js';

/**
 * Tells a user's live stream that something changed. The notification is queued inside `transaction` and PostgreSQL
 * delivers it on commit (never on rollback), to every listener of every replica; the BFFs relay it to the
 * audience's sessions. Events carry ids and counts only: whoever needs more asks core-api, as that user.
 */
export async function publishUserEvent(to: UserEventAudience, event: UserEvent, transaction: Transaction): Promise<void> {
  const envelope: UserEventEnvelope = { to, event };
  const payload = JSON.stringify(envelope);
  // PostgreSQL refuses the whole transaction over an oversized payload: fail here, naming the event, instead.
  if (Buffer.byteLength(payload) > USER_EVENT_MAX_BYTES) throw new Error(`Event ${event.type} is ${Buffer.byteLength(payload)} bytes, over ${USER_EVENT_MAX_BYTES}`);
  await database().query('SELECT pg_notify(:channel, :payload)', { replacements: { channel: USER_EVENTS_CHANNEL, payload }, transaction });
}
