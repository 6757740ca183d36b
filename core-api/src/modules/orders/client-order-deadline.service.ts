import type { DeadlineExtensionQuote } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { toJsonMinorUnits } from '@inkwell/money';
import { lockOrder, type OrderActionResult, type OrderRecord } from './order-records.js';
import { requireTransition, transitionsFrom, wrongStatus } from './order-lifecycle.js';
import {
  actionResult,
  inOrderTransaction,
  lockForBackOffice,
  moveLockedOrder,
  transitionContext,
  type ActionOptions,
  type BackOfficeActor,
} from './order-action-steps.js';
import { unassign } from './order-assignment.js';
import { notifyDeadlineExtended } from './order-notifications.js';

/**
 * What a client does while a linguist works on its order (decision 049): give her more time, or take the stage
 * back from her. Neither touches money: the reservation made at creation stays as it is.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function extendedDeadline(order: OrderRecord, days: number): { from: Date; to: Date } {
  const from = order.deadline_at ?? new Date();
  return { from, to: new Date(from.getTime() + days * DAY_MS) };
}

/**
 * GET /client/order/:id/deadline-extension: the deadline `days` calendar days later, and what it adds to the
 * price. Processing time does not price an order (pricing rates are per word and level), so that is nothing.
 *
 * @throws AppError 404 for another client's order, 409 unless a linguist is writing, revising or proofreading
 */
export async function quoteDeadlineExtension(clientId: number, orderId: number, days: number): Promise<DeadlineExtensionQuote> {
  return inOrderTransaction({}, async (transaction) => {
    const order = await lockOrder(orderId, transaction, { clientId, readOnly: true });
    if (!order) throw AppError.notFound('Order');
    requireTransition(transitionContext(order), 'extend', 'client');
    const { from, to } = extendedDeadline(order, days);
    return { days, deadlineAt: from.toISOString(), newDeadlineAt: to.toISOString(), additionalAmount: toJsonMinorUnits(0n), currency: order.currency as DeadlineExtensionQuote['currency'] };
  });
}

/**
 * PUT /client/order/:id/deadline-extension: moves the deadline `days` later in the order's transaction, writes
 * it into the history and tells the linguist working on it (mail and live event).
 */
export async function extendDeadline(client: BackOfficeActor, orderId: number, days: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const order = await lockForBackOffice(orderId, client, transaction);
    const transition = requireTransition(transitionContext(order), 'extend', client.role);
    const { to } = extendedDeadline(order, days);
    const moved = await moveLockedOrder(
      {
        order,
        transition,
        actor: client,
        note: `deadline extended by ${days} day${days === 1 ? '' : 's'} to ${to.toISOString()}`,
        changes: { set: ['deadline_at = :deadline'], replacements: { deadline: to } },
      },
      transaction,
    );
    await notifyDeadlineExtended(moved, transaction);
    return actionResult(moved);
  });
}

/**
 * PUT /client/order/:id/reassign: a stage taken but not yet submitted goes back to its pool (the writer's to
 * open, the proofreader's to ready for proofreading); the linguist's draft and deadline go. A direct order's
 * writing stage joins the open pool at the agreed price, as a declined direct request does (decision 028).
 *
 * @throws AppError 409 once the text was submitted, while nobody works on it, or when the order is final
 */
export async function reassignLinguist(client: BackOfficeActor, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const order = await lockForBackOffice(orderId, client, transaction);
    const [transition] = transitionsFrom('reassign', client.role, order.status, transitionContext(order));
    if (!transition) throw wrongStatus(order.id, order.status, 'reassign', client.role);
    const changes = await unassign(order, transition.slot, transaction);
    const released = transition.slot === 'writer' ? order.writer_id : order.proofreader_id;
    if (transition.slot === 'writer' && order.type === 'DO') {
      changes.set = [...(changes.set ?? []), "type = 'OO'", 'direct_linguist_id = NULL', 'direct_take_until = NULL'];
    }
    return actionResult(await moveLockedOrder({ order, transition, actor: client, changes, note: `linguist ${released} released by the client` }, transaction));
  });
}
