import type { Transaction } from 'sequelize';
import type { OrderTransition } from './order-lifecycle.js';
import type { OrderActor, OrderRecord } from './order-records.js';
import { moveLockedOrder } from './order-action-steps.js';
import { finishWithRelease } from './order-endings.js';

/**
 * What becomes of a direct order its linguist declined or let lapse, as its client chose (decision 028). Both
 * the linguist's decline and the sweep's lapse end here, so the two cannot fall back differently.
 *
 * - 'cancel': canceled and the reservation released, the same money movement as a client's cancel.
 * - 'open': an OO order for the pool at the price and pay it was created with; nobody is addressed any more,
 *   so the declining linguist no longer sees it as a request and the order shows no linguist until taken.
 */
export function fallBack(order: OrderRecord, transition: OrderTransition, actor: OrderActor, note: string | null, transaction: Transaction): Promise<OrderRecord> {
  if (transition.to === 'canceled') return finishWithRelease(order, transition, actor, note, transaction);
  return moveLockedOrder(
    {
      order,
      transition,
      actor,
      note,
      changes: { set: ["type = 'OO'", 'direct_linguist_id = NULL', 'direct_take_until = NULL', 'reserved_by = NULL', 'reserved_until = NULL'] },
    },
    transaction,
  );
}
