import { QueryTypes } from 'sequelize';
import { AUTO_ACCEPT_WORKING_DAYS } from '@inkwell/contracts';
import { ordersDatabase } from './orders.model.js';
import { addWorkingDays, transitionsFrom } from './order-lifecycle.js';
import { SYSTEM_ACTOR, lockOrder, type OrderActionResult } from './order-records.js';
import { actionResult, inOrderTransaction, moveLockedOrder, transitionContext } from './order-action-steps.js';
import { unassign } from './order-assignment.js';
import { acceptLockedOrder } from './order-endings.js';
import { fallBack } from './order-direct-fallback.js';
import { findClientById } from '../users/index.js';

/**
 * The time-driven transitions of DESIGN §3.2, which jobs/order-sweeps.ts runs every minute. Each listing
 * only narrows the candidates; each order is checked again once locked, in its own transaction, and one that
 * another transaction holds is left to the next sweep, so replicas sweeping at once share the work.
 */

async function orderIds(sql: string, now: Date, limit: number): Promise<number[]> {
  const rows = await ordersDatabase().query<{ id: number }>(sql, { type: QueryTypes.SELECT, replacements: { now, limit } });
  return rows.map((r) => r.id);
}

/** Taken orders whose deadline passed by `now`, earliest deadline first. */
export function listOrdersPastDeadline(now: Date, limit: number): Promise<number[]> {
  return orderIds(
    `SELECT id FROM orders
      WHERE status IN ('processing_cw', 'processing_pr') AND deadline_at <= :now
      ORDER BY deadline_at, id LIMIT :limit`,
    now,
    limit,
  );
}

/**
 * Gives a taken order back when its deadline passed by `now`: processing_cw → open (writer cleared),
 * processing_pr → ready_for_pr. Answers null when the order is no longer due or another transaction holds it.
 */
export async function expireDeadline(orderId: number, now: Date): Promise<OrderActionResult | null> {
  return inOrderTransaction({}, async (transaction) => {
    const order = await lockOrder(orderId, transaction, { skipLocked: true });
    if (!order?.deadline_at || order.deadline_at > now) return null;
    const [transition] = transitionsFrom('expire', 'system', order.status, transitionContext(order));
    if (!transition) return null;
    const changes = await unassign(order, transition.slot, transaction);
    const note = `deadline ${order.deadline_at.toISOString()} passed`;
    return actionResult(await moveLockedOrder({ order, transition, actor: SYSTEM_ACTOR, changes, note }, transaction));
  });
}

/**
 * Ready orders that may be due for auto-accept by `now`, longest waiting first. Working days can be more
 * calendar days than their count but never fewer, so this narrows by calendar days of the client's own count
 * (decision 056) and autoAcceptReadyOrder checks the working days.
 */
export function listOrdersDueForAutoAccept(now: Date, limit: number): Promise<number[]> {
  return orderIds(
    `SELECT o.id FROM orders o JOIN clients c ON c.id = o.client_id
      WHERE o.status = 'ready_for_client' AND o.ready_at <= CAST(:now AS timestamptz) - make_interval(days => c.auto_accept_days)
      ORDER BY o.ready_at, o.id LIMIT :limit`,
    now,
    limit,
  );
}

/** Accepts a ready order the client left alone for its auto-accept working days by `now`, without a rating. */
export async function autoAcceptReadyOrder(orderId: number, now: Date): Promise<OrderActionResult | null> {
  return inOrderTransaction({}, async (transaction) => {
    const order = await lockOrder(orderId, transaction, { skipLocked: true });
    if (order?.status !== 'ready_for_client' || !order.ready_at) return null;
    const days = (await findClientById(order.client_id, transaction))?.autoAcceptDays ?? AUTO_ACCEPT_WORKING_DAYS;
    if (addWorkingDays(order.ready_at, days) > now) return null;
    const note = `accepted automatically ${days} working days after it was ready`;
    return actionResult(await acceptLockedOrder(order, SYSTEM_ACTOR, null, note, transaction));
  });
}

/** Open direct requests whose time to take ended by `now`, earliest first. */
export function listDirectRequestsPastTakeTime(now: Date, limit: number): Promise<number[]> {
  return orderIds(
    `SELECT id FROM orders
      WHERE type = 'DO' AND status = 'open' AND direct_take_until <= :now
      ORDER BY direct_take_until, id LIMIT :limit`,
    now,
    limit,
  );
}

/**
 * Lets a direct request its linguist did not take in time lapse: it falls back as its client chose, exactly as
 * on a decline (decision 028). Answers null when it was taken, declined or lapsed meanwhile, or another
 * transaction holds it, so a second sweep over the same order does nothing.
 */
export async function lapseDirectRequest(orderId: number, now: Date): Promise<OrderActionResult | null> {
  return inOrderTransaction({}, async (transaction) => {
    const order = await lockOrder(orderId, transaction, { skipLocked: true });
    if (order?.type !== 'DO' || !order.direct_take_until || order.direct_take_until > now) return null;
    const [transition] = transitionsFrom('lapse', 'system', order.status, transitionContext(order));
    if (!transition) return null;
    const note = `not taken by ${order.direct_take_until.toISOString()}`;
    return actionResult(await fallBack(order, transition, SYSTEM_ACTOR, note, transaction));
  });
}
