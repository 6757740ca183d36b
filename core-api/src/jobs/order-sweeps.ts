import { QueryTypes } from 'sequelize';
import { AUTO_ACCEPT_WORKING_DAYS } from '@inkwell/contracts';
import { autoAcceptReadyOrder, expireDeadline, ordersDatabase, type OrderActionResult } from '../modules/orders/index.js';

/**
 * The time-driven transitions of DESIGN §3.2. Each sweep takes `now`, so tests move the clock instead of
 * waiting, and handles every due order in its own transaction with FOR UPDATE SKIP LOCKED: replicas sweeping
 * at the same moment share the work instead of doing it twice, and one failing order does not stop the rest.
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

async function candidates(sql: string, now: Date): Promise<number[]> {
  const rows = await ordersDatabase().query<{ id: number }>(sql, { type: QueryTypes.SELECT, replacements: { now, limit: SWEEP_BATCH } });
  return rows.map((r) => r.id);
}

/** Taken orders past their deadline go back: processing_cw → open (writer cleared), processing_pr → ready_for_pr. */
export async function expireDeadlines(now: Date): Promise<SweepResult> {
  const ids = await candidates(
    `SELECT id FROM orders
      WHERE status IN ('processing_cw', 'processing_pr') AND deadline_at <= :now
      ORDER BY deadline_at, id LIMIT :limit`,
    now,
  );
  return sweep(ids, (id) => expireDeadline(id, now));
}

/**
 * Ready orders whose client did nothing for AUTO_ACCEPT_WORKING_DAYS working days are accepted, with money
 * as on a client's accept. Working days can be more calendar days than their count but never fewer, so the
 * query narrows by calendar days and each order is checked exactly when it is locked.
 */
export async function autoAccept(now: Date): Promise<SweepResult> {
  const ids = await candidates(
    `SELECT id FROM orders
      WHERE status = 'ready_for_client' AND ready_at <= CAST(:now AS timestamptz) - make_interval(days => ${AUTO_ACCEPT_WORKING_DAYS})
      ORDER BY ready_at, id LIMIT :limit`,
    now,
  );
  return sweep(ids, (id) => autoAcceptReadyOrder(id, now));
}
