import type { Transaction } from 'sequelize';
import { ordersDatabase, type TextAuthorRole } from './orders.model.js';
import type { LinguistSlot } from './order-lifecycle.js';
import type { OrderChanges, OrderRecord } from './order-records.js';

/** Whether the linguist holds, on this order, the slot a row of ORDER_TRANSITIONS names. */
export function holdsSlot(order: OrderRecord, slot: LinguistSlot | undefined, linguistId: number): boolean {
  switch (slot) {
    case 'writer':
      return order.writer_id === linguistId;
    case 'proofreader':
      return order.proofreader_id === linguistId;
    case 'direct':
      return order.type === 'DO' && order.direct_linguist_id === linguistId;
    case 'reservation':
      return order.reserved_by === linguistId && order.reservation_live;
    default:
      return false;
  }
}

export const ASSIGNEE_COLUMN: Record<'writer' | 'proofreader', string> = { writer: 'writer_id', proofreader: 'proofreader_id' };

export function assigneeRole(slot: LinguistSlot | undefined): TextAuthorRole {
  if (slot !== 'writer' && slot !== 'proofreader') throw new Error(`Slot ${String(slot)} is not a text author`);
  return slot;
}

export async function deleteDraft(orderId: number, role: TextAuthorRole, transaction: Transaction): Promise<void> {
  await ordersDatabase().query('DELETE FROM order_texts WHERE order_id = :orderId AND author_role = :role AND version = 0', {
    replacements: { orderId, role },
    transaction,
  });
}

/** Gives the stage back: the assignee, their deadline and their unsubmitted draft go. */
export async function unassign(order: OrderRecord, slot: LinguistSlot | undefined, transaction: Transaction): Promise<OrderChanges> {
  const role = assigneeRole(slot);
  await deleteDraft(order.id, role, transaction);
  return { set: [`${ASSIGNEE_COLUMN[role]} = NULL`, 'deadline_at = NULL'] };
}
