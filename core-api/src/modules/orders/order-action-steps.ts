import type { Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import { ordersDatabase } from './orders.model.js';
import type { TransitionContext } from './order-lifecycle.js';
import { lockOrder, moveOrder, type MoveInput, type OrderActionResult, type OrderRecord } from './order-records.js';

/** A client acting on its own orders, or staff acting on any order. */
export interface BackOfficeActor {
  role: 'client' | 'admin';
  id: number;
}

export interface ActionOptions {
  /** runs inside the caller's transaction (as a savepoint), e.g. the demo seed's */
  transaction?: Transaction;
}

/** Every order action is one transaction (DESIGN §3.2), or a savepoint of the caller's. */
export function inOrderTransaction<T>(options: ActionOptions, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const sequelize = ordersDatabase();
  return options.transaction ? sequelize.transaction({ transaction: options.transaction }, work) : sequelize.transaction(work);
}

/** A transition without a guard: the locked row cannot refuse it, so no row back is a bug, not a user error. */
export async function moveLockedOrder(input: MoveInput, transaction: Transaction): Promise<OrderRecord> {
  const moved = await moveOrder(input, transaction);
  if (!moved) throw new Error(`Order ${input.order.id} did not move from ${input.order.status} while locked`);
  return moved;
}

export function actionResult(order: OrderRecord): OrderActionResult {
  return { id: order.id, status: order.status };
}

export function transitionContext(order: OrderRecord): { id: number; status: OrderRecord['status'] } & TransitionContext {
  return {
    id: order.id,
    status: order.status,
    withProofreading: order.with_proofreading,
    directFallback: order.direct_fallback,
    rejectionBy: order.rejection_requested_by,
  };
}

/** The order as the acting client or admin may see it: another client's order does not exist. */
export async function lockForBackOffice(orderId: number, actor: BackOfficeActor, transaction: Transaction): Promise<OrderRecord> {
  const order = await lockOrder(orderId, transaction, actor.role === 'client' ? { clientId: actor.id } : {});
  if (!order) throw AppError.notFound('Order');
  return order;
}
