import { QueryTypes, type Transaction } from 'sequelize';
import { depositsDatabase } from './deposits.model.js';

/** Whether the client ever started a deposit: deposits are in its currency, so that currency is fixed (decision 046). */
export async function clientHasDeposits(clientId: number, transaction?: Transaction): Promise<boolean> {
  const [row] = await depositsDatabase().query<{ deposited: boolean }>('SELECT EXISTS (SELECT 1 FROM deposits WHERE client_id = :clientId) AS deposited', {
    type: QueryTypes.SELECT,
    replacements: { clientId },
    transaction,
  });
  return row?.deposited === true;
}
