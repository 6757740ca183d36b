import { QueryTypes } from 'sequelize';
import type { CurrencyIso, LinguistActivity, LinguistOrderStats, Page, SelfClientEarnings, SelfClientRating } from '@inkwell/contracts';
import { toJsonMinorUnits, totalAt } from '@inkwell/money';
import { database } from '../../shared/database.js';
import { activitiesOf } from './linguist-activities.service.js';
import { orderStatsOf } from './linguist-order-stats.js';
import { assertWorkedFor } from './self-clients.service.js';

// Her own figures in the linguist app: /profile over every client, /client/:id/:tab? over one client she worked for
// (any other client id is a 404, decision 030). Clients' notes on her are never part of her activities.

const RECENT_RATINGS = 10;
const MONTHS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /linguist/profile/stats */
export function selfStats(linguistId: number): Promise<LinguistOrderStats> {
  return orderStatsOf(linguistId);
}

/** GET /linguist/profile/activities: every client's, each row naming its client. */
export function selfActivities(linguistId: number, page: { limit: number; offset: number }): Promise<Page<LinguistActivity>> {
  return activitiesOf({ linguistId, clientId: null, withNotes: false }, page);
}

/** GET /linguist/client/:id/stats */
export async function selfClientStats(linguistId: number, clientId: number): Promise<LinguistOrderStats> {
  await assertWorkedFor(linguistId, clientId);
  return orderStatsOf(linguistId, clientId);
}

/** GET /linguist/client/:id/activities */
export async function selfClientActivities(linguistId: number, clientId: number, page: { limit: number; offset: number }): Promise<Page<LinguistActivity>> {
  await assertWorkedFor(linguistId, clientId);
  return activitiesOf({ linguistId, clientId, withNotes: false }, page);
}

/** GET /linguist/client/:id/rating: the client's ratings of her accepted orders, per criterion and the latest ones. */
export async function selfClientRating(linguistId: number, clientId: number): Promise<SelfClientRating> {
  const [stats, recent] = await Promise.all([
    selfClientStats(linguistId, clientId),
    database().query<{ orderId: number; title: string; acceptedAt: Date; content: number; form: number; readability: number; communication: number }>(
      `SELECT o.id AS "orderId", o.title, o.accepted_at AS "acceptedAt", o.rating_content AS content, o.rating_form AS form,
              o.rating_readability AS readability, o.rating_communication AS communication
         FROM (SELECT id FROM orders WHERE client_id = :clientId AND writer_id = :linguistId
               UNION SELECT id FROM orders WHERE client_id = :clientId AND proofreader_id = :linguistId) mine
         JOIN orders o ON o.id = mine.id
        WHERE o.status = 'accepted' AND o.rating_content IS NOT NULL
        ORDER BY o.accepted_at DESC, o.id DESC LIMIT :limit`,
      { type: QueryTypes.SELECT, replacements: { linguistId, clientId, limit: RECENT_RATINGS } },
    ),
  ]);
  return {
    rating: stats.rating,
    ratings: stats.ratings,
    ratedOrders: stats.ratedOrders,
    recent: recent.map(({ orderId, title, acceptedAt, ...rating }) => ({ orderId, title, acceptedAt: acceptedAt.toISOString(), rating })),
  };
}

interface EarnedOrder {
  finalWords: number;
  payPerWord: string;
  currency: string;
  acceptedAt: Date;
}

/**
 * GET /linguist/client/:id/earnings: each accepted order pays her its final words at her pay per word, rounded
 * half-up to the minor unit once per order, as the ledger credited it.
 */
export async function selfClientEarnings(linguistId: number, clientId: number, now = new Date()): Promise<SelfClientEarnings> {
  await assertWorkedFor(linguistId, clientId);
  const orders = await database().query<EarnedOrder>(
    `SELECT o.final_words AS "finalWords", mine.pay::text AS "payPerWord", o.currency, o.accepted_at AS "acceptedAt"
       FROM (SELECT id, writer_pay_per_word AS pay FROM orders WHERE client_id = :clientId AND writer_id = :linguistId
             UNION ALL
             SELECT id, proofreader_pay_per_word FROM orders
              WHERE client_id = :clientId AND proofreader_id = :linguistId AND writer_id IS DISTINCT FROM :linguistId) mine
       JOIN orders o ON o.id = mine.id
      WHERE o.status = 'accepted' AND o.final_words IS NOT NULL AND mine.pay IS NOT NULL
      ORDER BY o.accepted_at DESC`,
    { type: QueryTypes.SELECT, replacements: { linguistId, clientId } },
  );
  let total = 0n;
  let lastMonth = 0n;
  const months = new Map<string, { orders: number; amount: bigint }>();
  const monthAgo = now.getTime() - 30 * DAY_MS;
  for (const order of orders) {
    const pay = totalAt(order.finalWords, order.payPerWord);
    total += pay;
    if (order.acceptedAt.getTime() >= monthAgo) lastMonth += pay;
    const month = order.acceptedAt.toISOString().slice(0, 7);
    const entry = months.get(month) ?? { orders: 0, amount: 0n };
    months.set(month, { orders: entry.orders + 1, amount: entry.amount + pay });
  }
  return {
    // A client is billed in one currency, so her pay from it is in that one too.
    currency: (orders[0]?.currency.trim() as CurrencyIso | undefined) ?? null,
    total: toJsonMinorUnits(total),
    lastMonth: toJsonMinorUnits(lastMonth),
    byMonth: [...months.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .slice(0, MONTHS)
      .map(([month, entry]) => ({ month, orders: entry.orders, amount: toJsonMinorUnits(entry.amount) })),
  };
}
