import { AppError } from '@inkwell/service-kit';
import { MAX_REVISIONS, type OrderRating } from '@inkwell/contracts';
import { recordRevision } from './order-revisions.js';
import { requireTransition } from './order-lifecycle.js';
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
import { acceptLockedOrder, finishWithRelease } from './order-endings.js';
import { notifyRejectionDecided, notifyRevisionRequested } from './order-notifications.js';

/**
 * What a client does with its orders once a text comes back, and before anyone takes them. Staff may do the
 * same for the client (the actor says who acted), with the rules ORDER_TRANSITIONS gives the admin.
 */

function describeRating(rating: OrderRating | null): string | null {
  if (!rating) return null;
  return `rated content ${rating.content}, form ${rating.form}, readability ${rating.readability}, communication ${rating.communication}`;
}

/**
 * Accepts the text: final words are the accepted text's words clamped to min..max; the client is charged
 * (prepaid) or gets an invoice position (postpaid); the writer and proofreader are credited. Staff may accept
 * for the client, with or without a rating.
 */
export async function acceptOrder(
  actor: BackOfficeActor,
  orderId: number,
  rating: OrderRating | null,
  options: ActionOptions = {},
): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const order = await lockForBackOffice(orderId, actor, transaction);
    return actionResult(await acceptLockedOrder(order, actor, rating, describeRating(rating), transaction));
  });
}

/** Sends the text back to its writer with a comment, mailed to her; at most MAX_REVISIONS times per order. */
export async function reviseOrder(actor: BackOfficeActor, orderId: number, comment: string, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const order = await lockForBackOffice(orderId, actor, transaction);
    const transition = requireTransition(transitionContext(order), 'revise', actor.role);
    if (order.revisions_count >= MAX_REVISIONS) {
      throw AppError.unprocessable(`Order ${order.id} has had ${order.revisions_count} revisions; at most ${MAX_REVISIONS} can be requested`);
    }
    await recordRevision(order.id, actor, comment, transaction);
    const moved = await moveLockedOrder(
      {
        order,
        transition,
        actor,
        note: comment,
        changes: { set: ['revisions_count = revisions_count + 1', 'ready_at = NULL', 'deadline_at = now() + make_interval(days => o.processing_days)'] },
      },
      transaction,
    );
    await notifyRevisionRequested(moved, comment, transaction);
    return actionResult(moved);
  });
}

/**
 * A client asks to reject the text (only after at least one revision); staff then confirm or decline. Staff
 * rejecting reject directly, the reservation is released and the client is mailed the decision.
 */
export async function rejectOrder(actor: BackOfficeActor, orderId: number, reason: string, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const order = await lockForBackOffice(orderId, actor, transaction);
    const transition = requireTransition(transitionContext(order), 'reject', actor.role);
    const reasonChange = { set: ['rejection_reason = :reason'], replacements: { reason } };
    if (transition.to === 'rejected') {
      const rejected = await finishWithRelease(order, transition, actor, reason, transaction, reasonChange);
      await notifyRejectionDecided(rejected, 'confirmed', transaction);
      return actionResult(rejected);
    }
    if (order.revisions_count < 1) {
      throw AppError.unprocessable(`Order ${order.id} can be rejected only after at least one revision; ask for a revision first`);
    }
    const requested = { set: [...reasonChange.set, "rejection_requested_by = 'client'"], replacements: reasonChange.replacements };
    return actionResult(await moveLockedOrder({ order, transition, actor, note: reason, changes: requested }, transaction));
  });
}

/** Clients cancel open orders; staff cancel any order that is not final. The reservation is released. */
export async function cancelOrder(actor: BackOfficeActor, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const order = await lockForBackOffice(orderId, actor, transaction);
    const transition = requireTransition(transitionContext(order), 'cancel', actor.role);
    return actionResult(await finishWithRelease(order, transition, actor, null, transaction));
  });
}

export interface OrderEdit {
  title?: string;
  comment?: string | null;
  keywords?: string[];
}

/** Changes the title, comment or keywords while nobody works on the order yet. */
export async function editOrder(clientId: number, orderId: number, edit: OrderEdit, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const actor: BackOfficeActor = { role: 'client', id: clientId };
    const order = await lockForBackOffice(orderId, actor, transaction);
    const transition = requireTransition(transitionContext(order), 'edit', 'client');
    const set: string[] = [];
    if (edit.title !== undefined) set.push('title = :title');
    if (edit.comment !== undefined) set.push('comment = :comment');
    if (edit.keywords !== undefined) set.push('keywords = ARRAY(SELECT jsonb_array_elements_text(CAST(:keywords AS jsonb)))');
    const changed = Object.keys(edit).filter((key) => edit[key as keyof OrderEdit] !== undefined);
    const moved = await moveLockedOrder(
      {
        order,
        transition,
        actor,
        note: changed.length ? `changed ${changed.join(', ')}` : null,
        changes: { set, replacements: { title: edit.title ?? null, comment: edit.comment ?? null, keywords: JSON.stringify(edit.keywords ?? []) } },
      },
      transaction,
    );
    return actionResult(moved);
  });
}
