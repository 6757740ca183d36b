import { QueryTypes, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import { ordersDatabase } from './orders.model.js';
import { TAKEABLE_BY_LINGUIST } from './order-visibility.js';
import { transitionsFrom, wrongStatus, type OrderAction, type OrderTransition } from './order-lifecycle.js';
import { lockOrder, type OrderActor, type OrderRecord } from './order-records.js';
import { transitionContext } from './order-action-steps.js';
import { holdsSlot } from './order-assignment.js';

/** Which orders a linguist may act on, and why an action of theirs is refused. */

export function linguistActor(linguistId: number): OrderActor {
  return { role: 'linguist', id: linguistId };
}

/** The same columns as `orders`, with the status and reservation replaced: "could I take it at this stage". */
function eligibleAtStage(stage: 'open' | 'ready_for_pr'): string {
  return `EXISTS (
    SELECT 1 FROM (
      SELECT x.id, x.client_id, x.type, x.language_id, x.level_code, x.writer_group_id, x.proofreader_group_id,
             x.direct_linguist_id, x.writer_id, x.proofreader_id, x.proofreading_assignment,
             '${stage}'::text AS status, NULL::timestamptz AS reserved_until, NULL::integer AS reserved_by
        FROM orders x WHERE x.id = :orderId
    ) o WHERE ${TAKEABLE_BY_LINGUIST})`;
}

/**
 * A linguist knows an order they work on or were offered, and orders the pool would show them at some
 * stage (whoever took it since): those answer 409 or 403 with a reason. Any other order answers 404, so
 * nothing is revealed about other linguists' or clients' work.
 */
async function linguistKnows(order: OrderRecord, linguistId: number, transaction: Transaction): Promise<boolean> {
  if ([order.writer_id, order.proofreader_id, order.direct_linguist_id, order.reserved_by].includes(linguistId)) return true;
  const [row] = await ordersDatabase().query<{ eligible: boolean }>(
    `SELECT (${eligibleAtStage('open')} OR ${eligibleAtStage('ready_for_pr')}) AS eligible`,
    { type: QueryTypes.SELECT, replacements: { orderId: order.id, linguistId }, transaction },
  );
  return row?.eligible === true;
}

export async function lockForLinguist(orderId: number, linguistId: number, transaction: Transaction, readOnly = false): Promise<OrderRecord> {
  const order = await lockOrder(orderId, transaction, { readOnly });
  if (!order || !(await linguistKnows(order, linguistId, transaction))) throw AppError.notFound('Order');
  return order;
}

/** The row of an action the linguist performs in a role they already hold (submit, release, decline). */
export function heldTransition(order: OrderRecord, action: OrderAction, linguistId: number): OrderTransition {
  const candidates = transitionsFrom(action, 'linguist', order.status, transitionContext(order));
  if (!candidates.length) throw wrongStatus(order.id, order.status, action, 'linguist');
  const transition = candidates.find((t) => holdsSlot(order, t.slot, linguistId));
  if (transition) return transition;
  if (candidates.every((t) => t.slot === 'reservation')) throw AppError.conflict(`You hold no reservation on order ${order.id}`);
  // The order is open but not a request to me (any more): a state to explain, like a wrong status.
  if (candidates.every((t) => t.slot === 'direct')) throw AppError.conflict(`Order ${order.id} is not a direct request to you`);
  throw AppError.forbidden(`Order ${order.id} is assigned to another linguist`);
}

/** The row of take or reserve; a losing racer learns that someone else was faster. */
export function offeredTransition(order: OrderRecord, action: 'take' | 'reserve', linguistId: number): OrderTransition {
  const [transition] = transitionsFrom(action, 'linguist', order.status, transitionContext(order));
  if (transition) return transition;
  const takenByOther =
    (order.status === 'processing_cw' && order.writer_id !== linguistId) ||
    (order.status === 'processing_pr' && order.proofreader_id !== linguistId);
  if (takenByOther) throw AppError.conflict('This order has just been taken by someone else');
  throw wrongStatus(order.id, order.status, action, 'linguist');
}

/** Why TAKEABLE_BY_LINGUIST refused a row whose status was right. */
export function notOffered(order: OrderRecord, linguistId: number): AppError {
  if (order.reservation_live && order.reserved_by !== linguistId && order.reserved_until) {
    return AppError.conflict(`Order ${order.id} is reserved by another linguist until ${order.reserved_until.toISOString()}`);
  }
  return AppError.forbidden(`Order ${order.id} is not offered to you at this stage`);
}
