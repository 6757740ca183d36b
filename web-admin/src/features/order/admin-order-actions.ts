import { FINAL_ORDER_STATUSES, type LinguistRef, type OrderDto } from '@inkwell/contracts';
import { assignedLinguist } from '@inkwell/web-kit';

export type AdminOrderAction =
  | 'accept'
  | 'revise'
  | 'reject'
  | 'confirmRejection'
  | 'declineRejection'
  | 'sendText'
  | 'cancelAsLinguist'
  | 'cancel';

/** The actions that need a text typed into their dialog (the body core-api requires). */
export type NoteAction = Extract<AdminOrderAction, 'revise' | 'reject' | 'sendText'>;

const NOTE_ACTIONS: readonly AdminOrderAction[] = ['revise', 'reject', 'sendText'];

export function isNoteAction(action: AdminOrderAction): action is NoteAction {
  return NOTE_ACTIONS.includes(action);
}

export interface WorkingLinguist {
  role: 'writer' | 'proofreader';
  linguist: LinguistRef;
}

/** Who is working on the order right now: the writer while writing or revising, the proofreader while proofreading. */
export function workingLinguist(order: OrderDto): WorkingLinguist | null {
  if (order.status === 'processing_cw' || order.status === 'in_revision') {
    const writer = assignedLinguist(order, 'copywriting');
    return writer ? { role: 'writer', linguist: writer } : null;
  }
  if (order.status === 'processing_pr') {
    const proofreader = assignedLinguist(order, 'proofreading');
    return proofreader ? { role: 'proofreader', linguist: proofreader } : null;
  }
  return null;
}

/**
 * The admin actions core-api's lifecycle allows in the order's status (decision 010), in the order the page shows
 * them. Staff's reject also ends a pending rejection request, but there "Confirm rejection" says the same without
 * asking for a second reason, so reject is offered on a ready text only.
 */
export function adminOrderActions(order: OrderDto): AdminOrderAction[] {
  const actions: AdminOrderAction[] = [];
  if (order.status === 'ready_for_client') actions.push('accept', 'revise', 'reject');
  if (order.status === 'rejection_requested') actions.push('confirmRejection', 'declineRejection');
  if (workingLinguist(order)) actions.push('sendText', 'cancelAsLinguist');
  if (!FINAL_ORDER_STATUSES.includes(order.status)) actions.push('cancel');
  return actions;
}
