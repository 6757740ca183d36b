import type { OrderDto } from '@inkwell/contracts';
import { assignedLinguist } from '@inkwell/web-kit';

export type LinguistRoleOnOrder = 'writer' | 'proofreader';

/**
 * The calling linguist's part in an order. An open order has no writer yet and a ready_for_pr order no
 * proofreader yet, whatever a direct request names in its services.
 */
export function roleOnOrder(order: OrderDto, linguistId: number): LinguistRoleOnOrder | null {
  if (order.status !== 'open' && assignedLinguist(order, 'copywriting')?.id === linguistId) return 'writer';
  if (
    !['open', 'processing_cw', 'ready_for_pr'].includes(order.status) &&
    assignedLinguist(order, 'proofreading')?.id === linguistId
  ) {
    return 'proofreader';
  }
  return null;
}

export interface OrderAbilities {
  take: boolean;
  reserve: boolean;
  /** Set while my reservation holds. */
  reservedUntil: string | null;
  /** Release drops my reservation or gives back the order I took. */
  release: 'reservation' | 'assignment' | null;
  /** A direct request addressed to me can be declined. */
  decline: boolean;
  /** The editor: the writer while writing or revising, the proofreader while proofreading. */
  edit: boolean;
  /** Read-only text for orders I worked on. */
  readText: boolean;
  /** As the proofreader at work: send the text back to the writer or reject it as unusable (decision 048). */
  proofreadingDecisions: boolean;
}

/** What the linguist may do with an order right now (decision 010's linguist actions). */
export function orderAbilities(order: OrderDto, linguistId: number, now: Date): OrderAbilities {
  const role = roleOnOrder(order, linguistId);
  const { status } = order;
  // The order page only ever shows orders I may take or that are mine (404 otherwise).
  const takeable = role === null && (status === 'open' || status === 'ready_for_pr');
  const reservedForMe =
    takeable && order.reservedByMe && order.reservedUntil !== null && Date.parse(order.reservedUntil) > now.getTime();
  const edit =
    (role === 'writer' && (status === 'processing_cw' || status === 'in_revision')) ||
    (role === 'proofreader' && status === 'processing_pr');
  const releasable =
    (role === 'writer' && status === 'processing_cw') || (role === 'proofreader' && status === 'processing_pr');

  let release: OrderAbilities['release'] = null;
  if (releasable) release = 'assignment';
  else if (reservedForMe) release = 'reservation';

  return {
    take: takeable,
    reserve: takeable && !reservedForMe,
    reservedUntil: reservedForMe ? order.reservedUntil : null,
    release,
    decline: takeable && order.type === 'DO' && status === 'open',
    edit,
    readText: role !== null && !edit,
    proofreadingDecisions: role === 'proofreader' && status === 'processing_pr',
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** HH:mm in local time, for "reserved until". */
export function formatTimeOfDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
