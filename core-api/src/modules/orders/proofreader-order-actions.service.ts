import { AppError } from '@inkwell/service-kit';
import { MAX_REVISIONS } from '@inkwell/contracts';
import { transitionsFrom, wrongStatus, type OrderAction, type OrderTransition } from './order-lifecycle.js';
import type { OrderActionResult, OrderRecord } from './order-records.js';
import { actionResult, inOrderTransaction, moveLockedOrder, transitionContext, type ActionOptions } from './order-action-steps.js';
import { deleteDraft } from './order-assignment.js';
import { linguistActor, lockForLinguist } from './linguist-order-access.js';
import { proofreaderRevisionCount, recordRevision } from './order-revisions.js';
import { notifyProofreaderRejection, notifyProofreaderRevision } from './order-notifications.js';

/**
 * The proofreader's two decisions on a writer's text besides submitting it (decision 048): send it back to the
 * writer with a comment, or ask staff to reject it as unusable. Neither moves money: the client's reservation
 * stays whole until the order is accepted (writer and proofreader paid then) or ends unpaid.
 */

/**
 * Only the order's proofreader decides: to anyone else the decision does not exist (404), even to a linguist
 * who may read the order; she gets 409 naming the status once the order has moved on.
 */
function proofreaderTransition(order: OrderRecord, action: OrderAction, linguistId: number): OrderTransition {
  if (order.proofreader_id !== linguistId) throw AppError.notFound('Order');
  const [transition] = transitionsFrom(action, 'linguist', order.status, transitionContext(order));
  if (!transition) throw wrongStatus(order.id, order.status, action, 'linguist');
  return transition;
}

/**
 * Sends the writer's text back with my comment: in_revision with the writer's deadline of the order's processing
 * days, a round on the revisions tab marked as the proofreader's (the client's three are not used up), my draft
 * gone, the writer mailed. I stay the order's proofreader until she resubmits; then it waits for a proofreader
 * again like after any revision. At most MAX_REVISIONS such rounds per order.
 *
 * @throws AppError 404 unless I proofread the order; 409 unless it is processing_pr; 422 after MAX_REVISIONS rounds
 */
export async function sendBackForRevision(linguistId: number, orderId: number, comment: string, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const order = await lockForLinguist(orderId, linguistId, transaction);
    const transition = proofreaderTransition(order, 'revise', linguistId);
    const rounds = await proofreaderRevisionCount(order.id, transaction);
    if (rounds >= MAX_REVISIONS) {
      throw AppError.unprocessable(`Order ${order.id} has been sent back by its proofreader ${rounds} times; submit the text or reject it as unusable`);
    }
    await recordRevision(order.id, { role: 'proofreader', id: linguistId }, comment, transaction);
    await deleteDraft(order.id, 'proofreader', transaction);
    const moved = await moveLockedOrder(
      {
        order,
        transition,
        actor: linguistActor(linguistId),
        note: comment,
        changes: { set: ['deadline_at = now() + make_interval(days => o.processing_days)'] },
      },
      transaction,
    );
    await notifyProofreaderRevision(moved, comment, transaction);
    return actionResult(moved);
  });
}

/**
 * Asks staff to reject the writer's text as unusable: rejection_requested with my reason, on the admin
 * action-required list; no deadline runs meanwhile and my draft stays for the case staff decline. The writer
 * is mailed.
 *
 * @throws AppError 404 unless I proofread the order; 409 unless it is processing_pr
 */
export async function rejectAsUnusable(linguistId: number, orderId: number, reason: string, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const order = await lockForLinguist(orderId, linguistId, transaction);
    const transition = proofreaderTransition(order, 'reject', linguistId);
    const moved = await moveLockedOrder(
      {
        order,
        transition,
        actor: linguistActor(linguistId),
        note: reason,
        changes: { set: ['rejection_reason = :reason', "rejection_requested_by = 'proofreader'", 'deadline_at = NULL'], replacements: { reason } },
      },
      transaction,
    );
    await notifyProofreaderRejection(moved, reason, transaction);
    return actionResult(moved);
  });
}
