import { QueryTypes, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import type { Caller } from '../../http/authenticate.js';
import { ordersDatabase } from './orders.model.js';
import { visibleTo } from './order-queries.service.js';

/** Who takes part in an order: for the conversation about it (messages), which follows who may see the order. */
export interface OrderParties {
  id: number;
  title: string;
  clientId: number;
  writerId: number | null;
  proofreaderId: number | null;
  /** the linguist a direct order asks, whether or not she took it */
  directLinguistId: number | null;
}

/** @throws AppError 404 when the caller may not see the order, by the rule of GET /{role}/order/:id */
export async function findOrderParties(caller: Caller, orderId: number, transaction?: Transaction): Promise<OrderParties> {
  const conditions = visibleTo(caller).add('o.id = :orderId', { orderId });
  const [row] = await ordersDatabase().query<OrderParties>(
    `SELECT o.id, o.title, o.client_id AS "clientId", o.writer_id AS "writerId", o.proofreader_id AS "proofreaderId",
            o.direct_linguist_id AS "directLinguistId"
       FROM orders o WHERE ${conditions.sql}`,
    { type: QueryTypes.SELECT, replacements: conditions.replacements, transaction },
  );
  if (!row) throw AppError.notFound('Order');
  return row;
}

/** The linguist wrote or proofread at least one of the client's orders (whatever became of it). */
export async function haveWorkedTogether(clientId: number, linguistId: number, transaction?: Transaction): Promise<boolean> {
  const [row] = await ordersDatabase().query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM orders WHERE writer_id = :linguistId AND client_id = :clientId)
         OR EXISTS (SELECT 1 FROM orders WHERE proofreader_id = :linguistId AND client_id = :clientId) AS found`,
    { type: QueryTypes.SELECT, replacements: { clientId, linguistId }, transaction },
  );
  return row?.found === true;
}

/** Every linguist who wrote or proofread one of the client's orders. */
export async function linguistsWhoWorkedFor(clientId: number): Promise<number[]> {
  const rows = await ordersDatabase().query<{ id: number }>(
    `SELECT writer_id AS id FROM orders WHERE client_id = :clientId AND writer_id IS NOT NULL
     UNION SELECT proofreader_id FROM orders WHERE client_id = :clientId AND proofreader_id IS NOT NULL`,
    { type: QueryTypes.SELECT, replacements: { clientId } },
  );
  return rows.map((row) => row.id);
}

/** Every client one of whose orders the linguist wrote or proofread. */
export async function clientsServedBy(linguistId: number): Promise<number[]> {
  const rows = await ordersDatabase().query<{ id: number }>(
    `SELECT client_id AS id FROM orders WHERE writer_id = :linguistId
     UNION SELECT client_id FROM orders WHERE proofreader_id = :linguistId`,
    { type: QueryTypes.SELECT, replacements: { linguistId } },
  );
  return rows.map((row) => row.id);
}
