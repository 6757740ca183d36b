import type { Transaction } from 'sequelize';
import type { OrderStatus, WebhookEventType } from '@inkwell/contracts';
import { recordEvent } from '../webhooks/index.js';
import type { OrderAction } from './order-lifecycle.js';

/** The columns of an order row its events read (order-records' OrderRecord has them). */
interface OrderRow {
  id: number;
  client_id: number;
  project_id: number;
  title: string;
  status: OrderStatus;
  final_words: number | null;
}

/**
 * The webhook event a transition is for a client's partner system (decision 069), or null for one it does not hear
 * of: the writer taking the order, its text reaching the client, a revision the client (or staff for it) asked for,
 * and the order's endings. A proofreader's steps stay inside the platform.
 */
export function orderEventOf(action: OrderAction, from: OrderStatus, to: OrderStatus): WebhookEventType | null {
  if (action === 'take' && to === 'processing_cw') return 'order.taken';
  if (action === 'submit' && to === 'ready_for_client') return 'order.ready';
  if (action === 'revise' && from === 'ready_for_client') return 'order.revision_requested';
  if (to === 'accepted' && from !== 'accepted') return 'order.accepted';
  if (to === 'canceled' && from !== 'canceled') return 'order.canceled';
  if (to === 'rejected' && from !== 'rejected') return 'order.rejected';
  return null;
}

/** What every order event says: enough to fetch the rest through the API as the client. */
export function orderEventData(order: Omit<OrderRow, 'client_id'>): Record<string, unknown> {
  return {
    order: { id: order.id, projectId: order.project_id, title: order.title, status: order.status, finalWords: order.final_words },
    links: { order: `/client/order/${order.id}`, text: `/client/order/${order.id}/text` },
  };
}

/** Records the transition's webhook event, if it has one, in the transition's transaction. */
export async function recordOrderEvent(action: OrderAction, before: OrderRow, after: OrderRow, transaction: Transaction): Promise<void> {
  const type = orderEventOf(action, before.status, after.status);
  if (type) await recordEvent(transaction, after.client_id, type, orderEventData(after));
}

/** order.created for each order of a batch the client (or staff for it) created. */
export async function recordOrdersCreated(clientId: number, orders: { id: number; projectId: number; title: string }[], transaction: Transaction): Promise<void> {
  for (const order of orders) {
    await recordEvent(transaction, clientId, 'order.created', orderEventData({ id: order.id, project_id: order.projectId, title: order.title, status: 'open', final_words: null }));
  }
}
