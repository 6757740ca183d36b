import { QueryTypes } from 'sequelize';
import type { Page, SelfClient, SelfClientOrder } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { clientMarketNameSql } from '../users/index.js';
import { database } from '../../shared/database.js';

/** The orders she wrote or proofread, by the writer and proofreader indexes, with her role and pay on each. */
const HER_ORDERS = `(
  SELECT id, 'writer' AS role FROM orders WHERE writer_id = :linguistId
  UNION ALL
  SELECT id, 'proofreader' FROM orders WHERE proofreader_id = :linguistId AND writer_id IS DISTINCT FROM :linguistId)`;

const HER_PAY = "CASE WHEN mine.role = 'writer' THEN o.writer_pay_per_word ELSE o.proofreader_pay_per_word END";

// Linguists see a client as the client presents itself on the marketplace: its nickname first.
const CLIENT_NAME = clientMarketNameSql('c', 'b');

interface ClientRow {
  id: number;
  name: string;
  orders: number;
  acceptedOrders: number;
  earnings: string;
  currency: SelfClient['currency'];
  rating: string | null;
  lastOrderAt: Date;
}

async function selectClients(linguistId: number, clientId: number | null): Promise<SelfClient[]> {
  const rows = await database().query<ClientRow>(
    `SELECT c.id, ${CLIENT_NAME} AS name, t.orders, t."acceptedOrders", t.earnings, t.currency, t.rating, t."lastOrderAt"
       FROM (SELECT o.client_id,
                    count(*)::int AS orders,
                    (count(*) FILTER (WHERE o.status = 'accepted'))::int AS "acceptedOrders",
                    round(COALESCE(sum(${HER_PAY} * o.final_words) FILTER (WHERE o.status = 'accepted'), 0), 2)::text AS earnings,
                    max(o.currency) AS currency,
                    round(avg((o.rating_content + o.rating_form + o.rating_readability + o.rating_communication) / 4.0)
                          FILTER (WHERE o.status = 'accepted' AND o.rating_content IS NOT NULL), 2) AS rating,
                    max(o.created_at) AS "lastOrderAt"
               FROM ${HER_ORDERS} mine JOIN orders o ON o.id = mine.id
              WHERE :clientId::int IS NULL OR o.client_id = :clientId
              GROUP BY o.client_id) t
       JOIN clients c ON c.id = t.client_id
       LEFT JOIN client_billing_settings b ON b.client_id = c.id
      ORDER BY t."lastOrderAt" DESC, c.id`,
    { type: QueryTypes.SELECT, replacements: { linguistId, clientId } },
  );
  return rows.map((row) => ({
    ...row,
    currency: row.currency?.trim() as SelfClient['currency'],
    rating: row.rating === null ? null : Number(row.rating),
    lastOrderAt: row.lastOrderAt.toISOString(),
  }));
}

/** The clients she wrote or proofread for, the most recent first. */
export function listSelfClients(linguistId: number): Promise<SelfClient[]> {
  return selectClients(linguistId, null);
}

/** @throws AppError 404 for a client she never worked for: she learns nothing of other clients */
export async function getSelfClient(linguistId: number, clientId: number): Promise<SelfClient> {
  const [client] = await selectClients(linguistId, clientId);
  if (!client) throw AppError.notFound('Client');
  return client;
}

export async function assertWorkedFor(linguistId: number, clientId: number): Promise<void> {
  const [row] = await database().query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM orders WHERE client_id = :clientId AND writer_id = :linguistId)
         OR EXISTS (SELECT 1 FROM orders WHERE client_id = :clientId AND proofreader_id = :linguistId) AS found`,
    { type: QueryTypes.SELECT, replacements: { linguistId, clientId } },
  );
  if (!row?.found) throw AppError.notFound('Client');
}

interface OrderRow {
  total: string;
  id: number | null;
  title: string;
  type: SelfClientOrder['type'];
  level: string;
  culture: string;
  languageName: string;
  role: SelfClientOrder['role'];
  status: SelfClientOrder['status'];
  minWords: number;
  maxWords: number;
  finalWords: number | null;
  payPerWord: string;
  earned: string | null;
  currency: string;
  createdAt: Date;
  acceptedAt: Date | null;
}

/** GET /linguist/client/:id/orders: that client's orders she held, newest first. */
export async function selfClientOrders(linguistId: number, clientId: number, page: { limit: number; offset: number }): Promise<Page<SelfClientOrder>> {
  await assertWorkedFor(linguistId, clientId);
  const rows = await database().query<OrderRow>(
    `WITH mine AS MATERIALIZED (
       SELECT id, 'writer' AS role FROM orders WHERE client_id = :clientId AND writer_id = :linguistId
       UNION ALL
       SELECT id, 'proofreader' FROM orders WHERE client_id = :clientId AND proofreader_id = :linguistId AND writer_id IS DISTINCT FROM :linguistId
     )
     SELECT t.total, o.*
       FROM (SELECT count(*) AS total FROM mine) t
       LEFT JOIN LATERAL (
         SELECT o.id, o.title, o.type, o.level_code AS level, g.culture, g.name AS "languageName", mine.role, o.status,
                o.min_words AS "minWords", o.max_words AS "maxWords", o.final_words AS "finalWords",
                ${HER_PAY}::text AS "payPerWord",
                CASE WHEN o.status = 'accepted' THEN round(${HER_PAY} * o.final_words, 2)::text END AS earned,
                o.currency, o.created_at AS "createdAt", o.accepted_at AS "acceptedAt"
           FROM mine JOIN orders o ON o.id = mine.id JOIN languages g ON g.id = o.language_id
          ORDER BY o.created_at DESC, o.id DESC LIMIT :limit OFFSET :offset
       ) o ON true
      ORDER BY o."createdAt" DESC, o.id DESC`,
    { type: QueryTypes.SELECT, replacements: { linguistId, clientId, ...page } },
  );
  const data = rows.flatMap((row): SelfClientOrder[] =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            title: row.title,
            type: row.type,
            level: row.level,
            language: { culture: row.culture, name: row.languageName },
            role: row.role,
            status: row.status,
            words: { min: row.minWords, max: row.maxWords, final: row.finalWords },
            payPerWord: row.payPerWord,
            earned: row.earned,
            currency: row.currency.trim() as SelfClientOrder['currency'],
            createdAt: row.createdAt.toISOString(),
            acceptedAt: row.acceptedAt?.toISOString() ?? null,
          },
        ],
  );
  return { total: Number(rows[0]?.total ?? 0), data };
}
