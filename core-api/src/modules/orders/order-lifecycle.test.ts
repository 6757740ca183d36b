import { FINAL_ORDER_STATUSES, ORDER_STATUSES } from '@inkwell/contracts';
import { ORDER_TRANSITIONS, requireTransition, statusesFor, transitionsFrom } from './order-lifecycle.js';

describe('the order transition table', () => {
  it('never leaves a final status', () => {
    const leaving = ORDER_TRANSITIONS.filter((t) => t.from.some((s) => FINAL_ORDER_STATUSES.includes(s)));
    expect(leaving).toEqual([]);
  });

  it('reaches every status from open', () => {
    const reached = new Set(['open']);
    for (let changed = true; changed; ) {
      changed = false;
      for (const t of ORDER_TRANSITIONS) {
        if (t.from.some((s) => reached.has(s)) && !reached.has(t.to)) {
          reached.add(t.to);
          changed = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('picks the writer’s next status by whether the order is proofread', () => {
    expect(transitionsFrom('submit', 'linguist', 'in_revision', { withProofreading: true }).map((t) => t.to)).toEqual(['ready_for_pr']);
    expect(transitionsFrom('submit', 'linguist', 'in_revision', { withProofreading: false }).map((t) => t.to)).toEqual(['ready_for_client']);
  });

  it('lets the proofreader at work send the text back or ask for its rejection, and staff’s decline return it to whoever asked', () => {
    expect(statusesFor('revise', 'linguist')).toEqual(['processing_pr']);
    expect(transitionsFrom('revise', 'linguist', 'processing_pr', { withProofreading: true })).toEqual([expect.objectContaining({ to: 'in_revision', slot: 'proofreader' })]);
    expect(transitionsFrom('reject', 'linguist', 'processing_pr', { withProofreading: true }).map((t) => t.to)).toEqual(['rejection_requested']);
    const declined = (rejectionBy?: 'client' | 'proofreader' | null) =>
      transitionsFrom('decline_rejection', 'admin', 'rejection_requested', { withProofreading: true, rejectionBy }).map((t) => t.to);
    expect(declined('proofreader')).toEqual(['processing_pr']);
    expect(declined('client')).toEqual(['ready_for_client']);
    // A request from before decision 048 is the client's.
    expect(declined(null)).toEqual(['ready_for_client']);
    expect(transitionsFrom('confirm_rejection', 'admin', 'rejection_requested', { withProofreading: true, rejectionBy: 'proofreader' }).map((t) => t.to)).toEqual(['rejected']);
  });

  it('lets clients cancel only open orders and staff any order that is not final', () => {
    expect(statusesFor('cancel', 'client')).toEqual(['open']);
    expect(statusesFor('cancel', 'admin')).toEqual(ORDER_STATUSES.filter((s) => !FINAL_ORDER_STATUSES.includes(s)));
  });

  it('refuses with 409 naming the current and the expected statuses', () => {
    expect(() => requireTransition({ id: 12, status: 'accepted', withProofreading: false }, 'accept', 'client')).toThrow(
      expect.objectContaining({ httpStatus: 409, message: 'Order 12 is accepted; this action needs ready_for_client' }),
    );
    expect(() => requireTransition({ id: 12, status: 'open', withProofreading: false }, 'reject', 'admin')).toThrow(
      'Order 12 is open; this action needs ready_for_client or rejection_requested',
    );
  });
});
