import { AppError } from '@inkwell/service-kit';
import { requireTransition, transitionsFrom, wrongStatus } from './order-lifecycle.js';
import type { OrderActionResult } from './order-records.js';
import {
  actionResult,
  inOrderTransaction,
  lockForBackOffice,
  moveLockedOrder,
  transitionContext,
  type ActionOptions,
  type BackOfficeActor,
} from './order-action-steps.js';
import { holdsSlot, unassign } from './order-assignment.js';
import { finishWithRelease } from './order-endings.js';
import { notifyRejectionDecided } from './order-notifications.js';
import { submitLockedText } from './linguist-order-actions.service.js';
import type { TextInput } from './order-texts.js';

/**
 * What only staff do: settle a client's rejection request and take an order away from its linguist. Staff
 * also accept, revise, reject and cancel for the client, through client-order-actions.service.ts.
 */

/** Staff agree with the client's (or the proofreader's) rejection: rejected, reservation released, nobody paid, the client mailed. */
export async function confirmRejection(adminId: number, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const actor: BackOfficeActor = { role: 'admin', id: adminId };
    const order = await lockForBackOffice(orderId, actor, transaction);
    const transition = requireTransition(transitionContext(order), 'confirm_rejection', 'admin');
    const rejected = await finishWithRelease(order, transition, actor, null, transaction);
    await notifyRejectionDecided(rejected, 'confirmed', transaction);
    return actionResult(rejected);
  });
}

/**
 * Staff decline a rejection request. The client's: the text is ready for the client again, with a fresh
 * auto-accept period, and the client is mailed. The proofreader's (decision 048): she proofreads it after all,
 * with a fresh deadline of the order's processing days; the client, who never asked, is not mailed.
 */
export async function declineRejection(adminId: number, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const actor: BackOfficeActor = { role: 'admin', id: adminId };
    const order = await lockForBackOffice(orderId, actor, transaction);
    const transition = requireTransition(transitionContext(order), 'decline_rejection', 'admin');
    if (transition.to === 'processing_pr') {
      const changes = { set: ['deadline_at = now() + make_interval(days => o.processing_days)'] };
      return actionResult(await moveLockedOrder({ order, transition, actor, changes }, transaction));
    }
    const ready = await moveLockedOrder({ order, transition, actor, changes: { set: ['ready_at = now()'] } }, transaction);
    await notifyRejectionDecided(ready, 'declined', transaction);
    return actionResult(ready);
  });
}

/** Staff take the order away from the linguist working on it: the writer's stage reopens, the proofreader's waits again. */
export async function unassignLinguist(adminId: number, orderId: number, linguistId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const actor: BackOfficeActor = { role: 'admin', id: adminId };
    const order = await lockForBackOffice(orderId, actor, transaction);
    const candidates = transitionsFrom('unassign', 'admin', order.status, transitionContext(order));
    if (!candidates.length) throw wrongStatus(order.id, order.status, 'unassign', 'admin');
    const transition = candidates.find((t) => holdsSlot(order, t.slot, linguistId));
    if (!transition) throw AppError.conflict(`Linguist ${linguistId} is not working on order ${order.id}, which is ${order.status}`);
    const changes = await unassign(order, transition.slot, transaction);
    return actionResult(await moveLockedOrder({ order, transition, actor, changes, note: `linguist ${linguistId} unassigned` }, transaction));
  });
}

/**
 * Staff send the text for the linguist working on the order (she mailed it, or cannot log in): it is submitted as
 * hers, with the same word, layout and stopword checks and the same next status; the history names the admin.
 *
 * @throws AppError 409 when nobody is writing, revising or proofreading the order; 422 as the linguist's submit
 */
export async function submitTextForLinguist(adminId: number, orderId: number, input: TextInput, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const actor: BackOfficeActor = { role: 'admin', id: adminId };
    const order = await lockForBackOffice(orderId, actor, transaction);
    const [transition] = transitionsFrom('submit', 'linguist', order.status, transitionContext(order));
    if (!transition) throw wrongStatus(order.id, order.status, 'submit', 'linguist');
    const linguistId = transition.slot === 'proofreader' ? order.proofreader_id : order.writer_id;
    if (linguistId === null) throw AppError.conflict(`Nobody is working on order ${order.id}, which is ${order.status}`);
    const note = `sent by staff for linguist ${linguistId}`;
    return submitLockedText({ order, transition, linguistId, actor, input, note }, transaction);
  });
}
