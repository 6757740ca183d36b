import type { Transaction } from 'sequelize';
import { notify, type Addressee } from '../notifications/index.js';
import { findClientById, findLinguistById } from '../users/index.js';
import { getSelfNotificationSettings } from '../linguists/index.js';
import { LOCALE_OF } from '@inkwell/money';
import type { OrderRecord } from './order-records.js';

/**
 * The mails an order's steps send (decision 033), in the step's own transaction so a step that rolls back mails
 * nobody. Each reads its addressee through the users face, and a linguist's choices through the linguists face.
 */

async function clientOf(order: OrderRecord, transaction: Transaction): Promise<Addressee | null> {
  const client = await findClientById(order.client_id, transaction);
  return client && { role: 'client', id: client.id, email: client.email, name: client.firstName, language: client.language };
}

async function linguist(id: number | null, transaction: Transaction): Promise<Addressee | null> {
  if (id === null) return null;
  const account = await findLinguistById(id, transaction);
  if (!account) return null;
  return { role: 'linguist', id, email: account.email, name: account.firstName, language: account.language, choices: await getSelfNotificationSettings(id, transaction) };
}

const HOUR_MS = 60 * 60 * 1000;

const orderVars = (order: OrderRecord) => ({ orderId: String(order.id), orderTitle: order.title });

/** The text is ready for the client: it and its recipients of 'orderReady' are told. */
export async function notifyOrderReady(order: OrderRecord, transaction: Transaction): Promise<void> {
  const to = await clientOf(order, transaction);
  if (to) await notify({ event: 'order-ready', to, vars: orderVars(order), path: `/order/${order.id}` }, transaction);
}

/** The client (or staff for it) sent the text back: its writer reads the comment, if her settings want order updates. */
export async function notifyRevisionRequested(order: OrderRecord, comment: string, transaction: Transaction): Promise<void> {
  const to = await linguist(order.writer_id, transaction);
  if (to) await notify({ event: 'revision-requested', to, vars: { ...orderVars(order), comment }, path: `/order/${order.id}` }, transaction);
}

/** The proofreader sent the text back (decision 048): its writer reads the comment, if her settings want order updates. */
export async function notifyProofreaderRevision(order: OrderRecord, comment: string, transaction: Transaction): Promise<void> {
  const to = await linguist(order.writer_id, transaction);
  if (to) await notify({ event: 'proofreading-revision-requested', to, vars: { ...orderVars(order), comment }, path: `/order/${order.id}` }, transaction);
}

/** The proofreader asked staff to reject the text as unusable (decision 048): its writer reads why. */
export async function notifyProofreaderRejection(order: OrderRecord, reason: string, transaction: Transaction): Promise<void> {
  const to = await linguist(order.writer_id, transaction);
  if (to) await notify({ event: 'proofreading-rejected', to, vars: { ...orderVars(order), reason }, path: `/order/${order.id}` }, transaction);
}

/**
 * Staff decided a rejection: confirmed (the order is rejected) or declined (the text is ready again). A confirmed
 * rejection the proofreader asked for tells the client, who never asked, that the order closes without a text.
 */
export async function notifyRejectionDecided(order: OrderRecord, decision: 'confirmed' | 'declined', transaction: Transaction): Promise<void> {
  const to = await clientOf(order, transaction);
  const event =
    decision === 'declined' ? 'rejection-declined' : order.rejection_requested_by === 'proofreader' ? 'proofreading-rejection-confirmed' : 'rejection-confirmed';
  if (to) await notify({ event, to, vars: orderVars(order), path: `/order/${order.id}` }, transaction);
}

/** A direct order asks one linguist, who may take or decline it until `takeUntil`. */
export async function notifyDirectRequest(
  order: Pick<OrderRecord, 'id' | 'title'> & { minWords: number; maxWords: number; takeUntil: Date },
  linguistId: number,
  transaction: Transaction,
): Promise<void> {
  const to = await linguist(linguistId, transaction);
  if (!to) return;
  const hours = Math.max(1, Math.round((order.takeUntil.getTime() - Date.now()) / HOUR_MS));
  const vars = { orderId: String(order.id), orderTitle: order.title, words: `${order.minWords}–${order.maxWords}`, hours: String(hours) };
  await notify({ event: 'direct-request', to, vars, path: `/order/${order.id}` }, transaction);
}

/** The deadline as the linguist's app shows it (DD.MM.YYYY HH:mm style of her language), in UTC like the platform's dates. */
function deadlineText(deadline: Date, language: Addressee['language']): string {
  return new Intl.DateTimeFormat(LOCALE_OF[language], { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(deadline);
}

/** The client gave the linguist working on the order more time (decision 049): she reads the new deadline. */
export async function notifyDeadlineExtended(order: OrderRecord, transaction: Transaction): Promise<void> {
  const to = await linguist(order.status === 'processing_pr' ? order.proofreader_id : order.writer_id, transaction);
  if (!to || !order.deadline_at) return;
  await notify({ event: 'deadline-extended', to, vars: { ...orderVars(order), deadline: deadlineText(order.deadline_at, to.language) }, path: `/order/${order.id}` }, transaction);
}
