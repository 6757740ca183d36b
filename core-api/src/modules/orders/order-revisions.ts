import { QueryTypes, type Transaction } from 'sequelize';
import { OrderRevision, ordersDatabase, type RevisionRequester } from './orders.model.js';

/**
 * The revisions tab's rounds: the client's (or staff's for it) and the proofreader's (decision 048), numbered
 * together per order. Callers hold the order's row lock, so two rounds cannot take the same number.
 */
export async function recordRevision(
  orderId: number,
  requester: { role: RevisionRequester; id: number },
  comment: string,
  transaction: Transaction,
): Promise<number> {
  const [row] = await ordersDatabase().query<{ next: number }>('SELECT coalesce(max(number), 0) + 1 AS next FROM order_revisions WHERE order_id = :orderId', {
    type: QueryTypes.SELECT,
    replacements: { orderId },
    transaction,
  });
  const number = row?.next ?? 1;
  await OrderRevision.create({ orderId, number, comment, requestedBy: requester.role, requestedById: requester.id }, { transaction });
  return number;
}

/** How many times the order's proofreaders sent its text back. */
export async function proofreaderRevisionCount(orderId: number, transaction: Transaction): Promise<number> {
  const [row] = await ordersDatabase().query<{ rounds: number }>(
    "SELECT count(*)::int AS rounds FROM order_revisions WHERE order_id = :orderId AND requested_by = 'proofreader'",
    { type: QueryTypes.SELECT, replacements: { orderId }, transaction },
  );
  return row?.rounds ?? 0;
}
