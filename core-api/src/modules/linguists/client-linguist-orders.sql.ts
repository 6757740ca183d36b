// What a client did with linguists, from client_linguist_orders (migration 0064): one row per (client, linguist)
// pair after compaction, kept by statement triggers on orders. A pair counts while its rows sum to more than zero.

/**
 * Linguists who wrote or proofread an order of :clientId, one index entry each: the largest client's 12,573
 * instead of her 39,787 writer and proofreader entries hashed on every call.
 */
export const WORKED_WITH_CLIENT = `(SELECT linguist_id AS id FROM client_linguist_orders WHERE client_id = :clientId
   GROUP BY linguist_id HAVING sum(orders) > 0)`;

/** How many of :clientId's orders the linguist `linguistId` (an SQL expression) wrote or proofread. */
export const ordersWithClientSql = (linguistId: string) =>
  `(SELECT coalesce(sum(c.orders), 0) FROM client_linguist_orders c WHERE c.client_id = :clientId AND c.linguist_id = ${linguistId})`;
