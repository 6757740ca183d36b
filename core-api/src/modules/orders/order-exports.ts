import { QueryTypes, type Transaction } from 'sequelize';
import type { ExportType } from '@inkwell/contracts';
import { Order, ordersDatabase } from './orders.model.js';

/** An accepted order of a project with the text the client accepted: what an export sends. */
export interface ExportableText {
  orderId: number;
  title: string;
  keywords: string[];
  content: string;
  words: number;
  acceptedAt: Date | null;
}

/**
 * The project's accepted orders (only `orderIds` among them when given) with their last submitted text, oldest
 * first so exports list texts in the order they were ordered. The caller has checked that the project is visible.
 */
export async function exportableTexts(projectId: number, orderIds: readonly number[] | null, transaction?: Transaction): Promise<ExportableText[]> {
  const rows = await ordersDatabase().query<{ id: number; title: string; keywords: string[]; content: string; words: number; accepted_at: Date | null }>(
    `SELECT o.id, o.title, o.keywords, t.content, t.words, o.accepted_at
       FROM orders o
       JOIN LATERAL (
         SELECT content, words FROM order_texts
          WHERE order_id = o.id AND version > 0 AND submitted_at IS NOT NULL
          ORDER BY version DESC LIMIT 1
       ) t ON true
      WHERE o.project_id = :projectId AND o.status = 'accepted'
        ${orderIds ? 'AND o.id IN (:orderIds)' : ''}
      ORDER BY o.created_at, o.id`,
    { type: QueryTypes.SELECT, replacements: { projectId, orderIds: orderIds ? [...orderIds] : null }, transaction },
  );
  return rows.map((r) => ({ orderId: r.id, title: r.title, keywords: r.keywords, content: r.content, words: r.words, acceptedAt: r.accepted_at }));
}

/** Records how and when the orders were exported, in the export's transaction. */
export async function markOrdersExported(orderIds: readonly number[], type: ExportType, at: Date, transaction: Transaction): Promise<void> {
  if (orderIds.length === 0) return;
  await ordersDatabase().query('UPDATE orders SET export_type = :type, last_exported_at = :at WHERE id IN (:orderIds)', {
    replacements: { type, at, orderIds: [...orderIds] },
    transaction,
  });
}

/**
 * Every column of the project's orders, oldest first, as PostgreSQL names them: the orders export (.xlsx) writes
 * one column per key, so a column the table gains appears in the sheet without a change here.
 */
export async function projectOrderRows(projectId: number): Promise<{ columns: string[]; rows: Record<string, unknown>[] }> {
  const rows = await ordersDatabase().query<Record<string, unknown>>('SELECT * FROM orders WHERE project_id = :projectId ORDER BY created_at, id', {
    type: QueryTypes.SELECT,
    replacements: { projectId },
  });
  // An empty project still gets its header row: the model names every column the migrations made.
  const columns = rows[0] ? Object.keys(rows[0]) : Object.values(Order.getAttributes()).map((attribute) => attribute.field ?? '');
  return { columns, rows };
}
