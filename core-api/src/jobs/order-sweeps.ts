import {
  autoAcceptReadyOrder,
  expireDeadline,
  lapseDirectRequest,
  listDirectRequestsPastTakeTime,
  listOrdersDueForAutoAccept,
  listOrdersPastDeadline,
  type OrderActionResult,
} from '../modules/orders/index.js';

/**
 * The time-driven transitions of DESIGN §3.2, run in batches. Each sweep takes `now`, so tests move the clock
 * instead of waiting; the orders module lists the due orders and moves each in its own transaction (FOR UPDATE
 * SKIP LOCKED, so replicas share the work), and here one failing order does not stop the rest.
 */

export interface SweepResult {
  done: OrderActionResult[];
  failed: { id: number; error: unknown }[];
}

/** How many orders one sweep looks at; the next minute's sweep takes the rest. */
export const SWEEP_BATCH = 500;

async function sweep(candidateIds: number[], handle: (id: number) => Promise<OrderActionResult | null>): Promise<SweepResult> {
  const result: SweepResult = { done: [], failed: [] };
  for (const id of candidateIds) {
    try {
      const moved = await handle(id);
      if (moved) result.done.push(moved);
    } catch (error) {
      result.failed.push({ id, error });
    }
  }
  return result;
}

/** Taken orders past their deadline go back: processing_cw → open (writer cleared), processing_pr → ready_for_pr. */
export async function expireDeadlines(now: Date): Promise<SweepResult> {
  return sweep(await listOrdersPastDeadline(now, SWEEP_BATCH), (id) => expireDeadline(id, now));
}

/** Ready orders whose client did nothing for AUTO_ACCEPT_WORKING_DAYS working days are accepted, with money as on a client's accept. */
export async function autoAccept(now: Date): Promise<SweepResult> {
  return sweep(await listOrdersDueForAutoAccept(now, SWEEP_BATCH), (id) => autoAcceptReadyOrder(id, now));
}

/** Direct requests not taken in time fall back as their clients chose: to the open pool, or canceled with the reservation released. */
export async function lapseDirectRequests(now: Date): Promise<SweepResult> {
  return sweep(await listDirectRequestsPastTakeTime(now, SWEEP_BATCH), (id) => lapseDirectRequest(id, now));
}
