import type { OrderDto, OrderStatus } from '@inkwell/contracts';

// Decision 049 (core-api's lifecycle rows `extend` and `reassign`); anything else answers 409, so the page
// offers an action only where core-api takes it.

/** While a linguist works on the text: writing, revising or proofreading. */
const DEADLINE_EXTENSION_STATUSES: readonly OrderStatus[] = ['processing_cw', 'in_revision', 'processing_pr'];

/** A stage taken but not yet submitted; once a text was submitted it stays with its writer. */
const REASSIGN_STATUSES: readonly OrderStatus[] = ['processing_cw', 'processing_pr'];

export const canExtendDeadline = (order: Pick<OrderDto, 'status'>) => DEADLINE_EXTENSION_STATUSES.includes(order.status);

export const canReassign = (order: Pick<OrderDto, 'status'>) => REASSIGN_STATUSES.includes(order.status);
