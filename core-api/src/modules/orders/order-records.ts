import { QueryTypes, type Transaction } from 'sequelize';
import type { DirectFallback, OrderStatus, OrderType, ProofreadingAssignment } from '@inkwell/contracts';
import { publishUserEvent } from '../../shared/events.js';
import { OrderHistory, ordersDatabase, type OrderActorRole } from './orders.model.js';
import type { OrderAction, OrderTransition } from './order-lifecycle.js';
import { recordOrderEvent } from './order-webhooks.js';

/** A row of `orders` as a transition locked it (node-postgres types: bigint and numeric as strings). */
export interface OrderRecord {
  id: number;
  client_id: number;
  project_id: number;
  title: string;
  type: OrderType;
  level_code: string;
  language_id: number;
  with_proofreading: boolean;
  proofreading_assignment: ProofreadingAssignment | null;
  writer_group_id: number | null;
  proofreader_group_id: number | null;
  direct_linguist_id: number | null;
  direct_fallback: DirectFallback;
  direct_take_until: Date | null;
  writer_id: number | null;
  proofreader_id: number | null;
  min_words: number;
  max_words: number;
  final_words: number | null;
  processing_days: number;
  keywords: string[];
  comment: string | null;
  currency: string;
  vat: string;
  client_price_per_word: string;
  writer_pay_per_word: string;
  proofreader_pay_per_word: string | null;
  price_min: string;
  price_max: string;
  price_final: string | null;
  reserved_amount: string;
  status: OrderStatus;
  reserved_by: number | null;
  reserved_until: Date | null;
  /** by the database clock, the one TAKEABLE_BY_LINGUIST uses */
  reservation_live: boolean;
  deadline_at: Date | null;
  ready_at: Date | null;
  accepted_at: Date | null;
  revisions_count: number;
  rejection_reason: string | null;
  /** who asked for the last rejection (decision 048); decides where staff's decline leads */
  rejection_requested_by: RejectionRequester | null;
}

export type RejectionRequester = 'client' | 'proofreader';

export interface OrderActor {
  role: OrderActorRole;
  /** null for the system */
  id: number | null;
}

export const SYSTEM_ACTOR: OrderActor = { role: 'system', id: null };

/** Answer of every action (decision 010): the order after the transition. */
export interface OrderActionResult {
  id: number;
  status: OrderStatus;
}

export interface LockOptions {
  /** only the client's own order is found */
  clientId?: number;
  /** a sweep leaves rows another replica (or a user) is changing right now */
  skipLocked?: boolean;
  /** reads without locking, for answers that change nothing */
  readOnly?: boolean;
}

/**
 * Locks the order row for the rest of the transaction. Every transition locks first and checks after, so
 * two actions on one order run one after the other and the second sees what the first did.
 */
export async function lockOrder(orderId: number, transaction: Transaction, options: LockOptions = {}): Promise<OrderRecord | null> {
  const rows = await ordersDatabase().query<OrderRecord>(
    `SELECT o.*, (o.reserved_until IS NOT NULL AND o.reserved_until > now()) AS reservation_live
       FROM orders o
      WHERE o.id = :orderId ${options.clientId === undefined ? '' : 'AND o.client_id = :clientId'}
        ${options.readOnly ? '' : `FOR UPDATE ${options.skipLocked ? 'SKIP LOCKED' : ''}`}`,
    { type: QueryTypes.SELECT, replacements: { orderId, clientId: options.clientId ?? null }, transaction },
  );
  return rows[0] ?? null;
}

/** Column changes a transition makes besides the status: SQL over `orders o` with named replacements. */
export interface OrderChanges {
  set?: string[];
  /** an extra condition the row must still meet, e.g. TAKEABLE_BY_LINGUIST */
  guard?: string;
  replacements?: Record<string, unknown>;
}

export interface MoveInput {
  order: OrderRecord;
  transition: OrderTransition;
  actor: OrderActor;
  changes?: OrderChanges;
  note?: string | null;
}

/**
 * The guarded UPDATE of a transition plus its history row. Answers null when the guard refused the row, so
 * the caller can say why; the status condition cannot fail while the row is locked.
 */
export async function moveOrder(input: MoveInput, transaction: Transaction): Promise<OrderRecord | null> {
  const { order, transition, actor, changes = {} } = input;
  const set = ['status = :to', 'updated_at = now()', ...(changes.set ?? [])];
  const rows = await ordersDatabase().query<OrderRecord>(
    `UPDATE orders o
        SET ${set.join(', ')}
      WHERE o.id = :orderId AND o.status = :from ${changes.guard ? `AND ${changes.guard}` : ''}
      RETURNING o.*, (o.reserved_until IS NOT NULL AND o.reserved_until > now()) AS reservation_live`,
    {
      type: QueryTypes.SELECT,
      replacements: { ...changes.replacements, orderId: order.id, from: order.status, to: transition.to },
      transaction,
    },
  );
  const moved = rows[0];
  if (!moved) return null;
  await recordHistory(
    { orderId: order.id, action: transition.action, from: order.status, to: moved.status, actor, note: input.note ?? null },
    transaction,
  );
  await announceOrderStatus(order, moved, transaction);
  await recordOrderEvent(transition.action, order, moved, transaction);
  return moved;
}

/**
 * Tells the live streams of the order's client and of every linguist it concerns before or after the move (the
 * writer or proofreader who took, released or lost it, the linguist a direct order asks, the holder of a
 * reservation), so their lists and the order page refresh without a reload. Sent on commit only.
 */
async function announceOrderStatus(before: OrderRecord, after: OrderRecord, transaction: Transaction): Promise<void> {
  const event = { type: 'order.status', orderId: after.id, status: after.status } as const;
  await publishUserEvent({ role: 'client', userId: after.client_id }, event, transaction);
  const linguists = new Set(
    [before, after].flatMap((row) => [row.writer_id, row.proofreader_id, row.direct_linguist_id, row.reserved_by]).filter((id): id is number => id !== null),
  );
  for (const linguistId of linguists) await publishUserEvent({ role: 'linguist', userId: linguistId }, event, transaction);
}

export interface HistoryEntry {
  orderId: number;
  /** a table action, or 'create' */
  action: OrderAction | 'create';
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  note: string | null;
}

async function recordHistory(entry: HistoryEntry, transaction: Transaction): Promise<void> {
  await OrderHistory.create(
    {
      orderId: entry.orderId,
      action: entry.action,
      fromStatus: entry.from,
      toStatus: entry.to,
      actorRole: entry.actor.role,
      actorId: entry.actor.id,
      note: entry.note,
    },
    { transaction },
  );
}

/** Many history rows in one INSERT, e.g. a batch of orders created together. */
export async function recordHistories(entries: readonly HistoryEntry[], transaction: Transaction): Promise<void> {
  if (!entries.length) return;
  await OrderHistory.bulkCreate(
    entries.map((entry) => ({
      orderId: entry.orderId,
      action: entry.action,
      fromStatus: entry.from,
      toStatus: entry.to,
      actorRole: entry.actor.role,
      actorId: entry.actor.id,
      note: entry.note,
    })),
    { transaction, returning: false },
  );
}
