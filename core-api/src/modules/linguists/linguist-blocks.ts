import { QueryTypes, type Transaction } from 'sequelize';
import { database } from '../../shared/database.js';

/** A client blocked the linguist: she may not write to it (messages) nor see its orders. */
export async function isBlockedBy(clientId: number, linguistId: number, transaction?: Transaction): Promise<boolean> {
  const [row] = await database().query<{ blocked: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM client_linguist_relations WHERE client_id = :clientId AND linguist_id = :linguistId AND relation = 'BLOCKED') AS blocked",
    { type: QueryTypes.SELECT, replacements: { clientId, linguistId }, transaction },
  );
  return row?.blocked === true;
}

/** Every client that blocked the linguist. */
export async function clientsBlocking(linguistId: number): Promise<number[]> {
  const rows = await database().query<{ id: number }>(
    "SELECT client_id AS id FROM client_linguist_relations WHERE linguist_id = :linguistId AND relation = 'BLOCKED'",
    { type: QueryTypes.SELECT, replacements: { linguistId } },
  );
  return rows.map((row) => row.id);
}
