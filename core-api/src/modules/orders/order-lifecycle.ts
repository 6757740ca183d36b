import { AppError } from '@inkwell/service-kit';
import { FINAL_ORDER_STATUSES, ORDER_STATUSES, type DirectFallback, type OrderStatus } from '@inkwell/contracts';
import type { OrderActorRole } from './orders.model.js';

/**
 * The order lifecycle of DESIGN §3.2 and decision 010 as data: every status change any code path makes is
 * one row of ORDER_TRANSITIONS, so a transition that is not in this table cannot happen.
 */

export const ORDER_ACTIONS = [
  'take',
  'reserve',
  'release',
  'expire',
  'submit',
  'decline',
  'lapse',
  'edit',
  'accept',
  'revise',
  'reject',
  'confirm_rejection',
  'decline_rejection',
  'cancel',
  'unassign',
  'extend',
  'reassign',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * Whom a linguist's row concerns: the writer or proofreader the order is assigned to (or gets assigned to on
 * take), the linguist a direct order is addressed to, or the holder of a reservation.
 */
export type LinguistSlot = 'writer' | 'proofreader' | 'direct' | 'reservation';

export interface OrderTransition {
  action: OrderAction;
  by: OrderActorRole;
  from: readonly OrderStatus[];
  to: OrderStatus;
  slot?: LinguistSlot;
  /** the row applies only to orders with (true) or without (false) proofreading */
  withProofreading?: boolean;
  /** the row applies only to direct orders whose client chose this fallback */
  directFallback?: DirectFallback;
  /** the row applies only to rejection requests of this requester (decision 048) */
  rejectionBy?: 'client' | 'proofreader';
}

const NOT_FINAL = ORDER_STATUSES.filter((s) => !FINAL_ORDER_STATUSES.includes(s));

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { action: 'take', by: 'linguist', from: ['open'], to: 'processing_cw', slot: 'writer' },
  { action: 'take', by: 'linguist', from: ['ready_for_pr'], to: 'processing_pr', slot: 'proofreader' },
  { action: 'reserve', by: 'linguist', from: ['open'], to: 'open', slot: 'reservation' },
  { action: 'release', by: 'linguist', from: ['processing_cw'], to: 'open', slot: 'writer' },
  { action: 'release', by: 'linguist', from: ['processing_pr'], to: 'ready_for_pr', slot: 'proofreader' },
  { action: 'release', by: 'linguist', from: ['open'], to: 'open', slot: 'reservation' },
  { action: 'expire', by: 'system', from: ['processing_cw'], to: 'open', slot: 'writer' },
  { action: 'expire', by: 'system', from: ['processing_pr'], to: 'ready_for_pr', slot: 'proofreader' },
  { action: 'submit', by: 'linguist', from: ['processing_cw', 'in_revision'], to: 'ready_for_pr', slot: 'writer', withProofreading: true },
  { action: 'submit', by: 'linguist', from: ['processing_cw', 'in_revision'], to: 'ready_for_client', slot: 'writer', withProofreading: false },
  { action: 'submit', by: 'linguist', from: ['processing_pr'], to: 'ready_for_client', slot: 'proofreader' },
  // The proofreader's decisions (decision 048): back to the writer, or to staff as unusable.
  { action: 'revise', by: 'linguist', from: ['processing_pr'], to: 'in_revision', slot: 'proofreader' },
  { action: 'reject', by: 'linguist', from: ['processing_pr'], to: 'rejection_requested', slot: 'proofreader' },
  // A direct request declined, or not taken in time (lapse), falls back as its client chose (decision 028).
  { action: 'decline', by: 'linguist', from: ['open'], to: 'open', slot: 'direct', directFallback: 'open' },
  { action: 'decline', by: 'linguist', from: ['open'], to: 'canceled', slot: 'direct', directFallback: 'cancel' },
  { action: 'lapse', by: 'system', from: ['open'], to: 'open', slot: 'direct', directFallback: 'open' },
  { action: 'lapse', by: 'system', from: ['open'], to: 'canceled', slot: 'direct', directFallback: 'cancel' },
  { action: 'edit', by: 'client', from: ['open'], to: 'open' },
  { action: 'accept', by: 'client', from: ['ready_for_client'], to: 'accepted' },
  { action: 'accept', by: 'admin', from: ['ready_for_client'], to: 'accepted' },
  { action: 'accept', by: 'system', from: ['ready_for_client'], to: 'accepted' },
  { action: 'revise', by: 'client', from: ['ready_for_client'], to: 'in_revision' },
  { action: 'revise', by: 'admin', from: ['ready_for_client'], to: 'in_revision' },
  { action: 'reject', by: 'client', from: ['ready_for_client'], to: 'rejection_requested' },
  { action: 'reject', by: 'admin', from: ['ready_for_client', 'rejection_requested'], to: 'rejected' },
  { action: 'confirm_rejection', by: 'admin', from: ['rejection_requested'], to: 'rejected' },
  { action: 'decline_rejection', by: 'admin', from: ['rejection_requested'], to: 'ready_for_client', rejectionBy: 'client' },
  { action: 'decline_rejection', by: 'admin', from: ['rejection_requested'], to: 'processing_pr', rejectionBy: 'proofreader' },
  { action: 'cancel', by: 'client', from: ['open'], to: 'canceled' },
  { action: 'cancel', by: 'admin', from: NOT_FINAL, to: 'canceled' },
  { action: 'unassign', by: 'admin', from: ['processing_cw', 'in_revision'], to: 'open', slot: 'writer' },
  { action: 'unassign', by: 'admin', from: ['processing_pr'], to: 'ready_for_pr', slot: 'proofreader' },
  // Decision 049: the client moves the deadline while a linguist works (the status stays), or takes an untouched stage back from its linguist.
  { action: 'extend', by: 'client', from: ['processing_cw'], to: 'processing_cw' },
  { action: 'extend', by: 'client', from: ['in_revision'], to: 'in_revision' },
  { action: 'extend', by: 'client', from: ['processing_pr'], to: 'processing_pr' },
  { action: 'reassign', by: 'client', from: ['processing_cw'], to: 'open', slot: 'writer' },
  { action: 'reassign', by: 'client', from: ['processing_pr'], to: 'ready_for_pr', slot: 'proofreader' },
];

/** What decides between rows of the same action and actor besides the status. */
export interface TransitionContext {
  withProofreading: boolean;
  directFallback?: DirectFallback;
  /** who asked for the pending rejection; a request from before decision 048 is the client's */
  rejectionBy?: 'client' | 'proofreader' | null;
}

/** The statuses an action of this actor starts from, in lifecycle order. */
export function statusesFor(action: OrderAction, by: OrderActorRole): OrderStatus[] {
  const from = new Set(ORDER_TRANSITIONS.filter((t) => t.action === action && t.by === by).flatMap((t) => t.from));
  return ORDER_STATUSES.filter((s) => from.has(s));
}

/** The rows the action may take from this status; more than one only where a slot decides (release). */
export function transitionsFrom(action: OrderAction, by: OrderActorRole, status: OrderStatus, context: TransitionContext): OrderTransition[] {
  return ORDER_TRANSITIONS.filter(
    (t) =>
      t.action === action &&
      t.by === by &&
      t.from.includes(status) &&
      (t.withProofreading === undefined || t.withProofreading === context.withProofreading) &&
      (t.directFallback === undefined || t.directFallback === context.directFallback) &&
      (t.rejectionBy === undefined || t.rejectionBy === (context.rejectionBy ?? 'client')),
  );
}

/** 409 naming the current status and the ones the action needs (decision 010). */
export function wrongStatus(orderId: number, status: OrderStatus, action: OrderAction, by: OrderActorRole): AppError {
  const expected = statusesFor(action, by);
  const needs = expected.length > 2 ? `one of ${expected.join(', ')}` : expected.join(' or ');
  return AppError.conflict(`Order ${orderId} is ${status}; this action needs ${needs}`);
}

/** The one row the action takes from this status, or the 409 that says why there is none. */
export function requireTransition(
  order: { id: number; status: OrderStatus } & TransitionContext,
  action: OrderAction,
  by: OrderActorRole,
): OrderTransition {
  const [transition] = transitionsFrom(action, by, order.status, order);
  if (!transition) throw wrongStatus(order.id, order.status, action, by);
  return transition;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `start` moved forward by `days` working days (Monday to Friday, UTC): each step is one calendar day and
 * counts only when it lands on a weekday. Ready on Thursday noon, three working days pass on Tuesday noon.
 */
export function addWorkingDays(start: Date, days: number): Date {
  const at = new Date(start.getTime());
  let left = days;
  while (left > 0) {
    at.setTime(at.getTime() + DAY_MS);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}
