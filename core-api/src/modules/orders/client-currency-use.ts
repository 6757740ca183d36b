import { QueryTypes, type Transaction } from 'sequelize';
import { ordersDatabase } from './orders.model.js';

/** Whether the client has ever ordered: its orders are priced in its currency, so that currency is fixed (decision 046). */
export async function clientHasOrders(clientId: number, transaction?: Transaction): Promise<boolean> {
  const [row] = await ordersDatabase().query<{ ordered: boolean }>('SELECT EXISTS (SELECT 1 FROM orders WHERE client_id = :clientId) AS ordered', {
    type: QueryTypes.SELECT,
    replacements: { clientId },
    transaction,
  });
  return row?.ordered === true;
}
