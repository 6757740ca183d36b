import { FINAL_ORDER_STATUSES, type LinguistRef, type OrderDto } from '@inkwell/contracts';
import { assignedLinguist } from '@inkwell/web-kit';

export type AdminOrderAction = 'confirmRejection' | 'declineRejection' | 'cancel' | 'cancelAsLinguist';

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

/** The admin actions decision 010 allows in the order's status, in the order the page shows them. */
export function adminOrderActions(order: OrderDto): AdminOrderAction[] {
  const actions: AdminOrderAction[] = [];
  if (order.status === 'rejection_requested') actions.push('confirmRejection', 'declineRejection');
  if (workingLinguist(order)) actions.push('cancelAsLinguist');
  if (!FINAL_ORDER_STATUSES.includes(order.status)) actions.push('cancel');
  return actions;
}
