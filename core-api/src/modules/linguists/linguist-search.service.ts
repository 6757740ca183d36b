import { QueryTypes } from 'sequelize';
import type {
  ClientLinguistStats,
  LinguistListItem,
  LinguistOrderRow,
  LinguistProfile,
  LinguistSearchQuery,
  Page,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { findLanguagesByCultures } from '../reference/index.js';
import { database } from '../../shared/database.js';
import { clientView, findListedLinguist } from './client-view.js';
import { LINGUIST_ITEM_COLUMNS, LINGUIST_ITEM_JOINS, toLinguistItem, type LinguistItemRow } from './linguist-items.sql.js';
import { liveLinguistStats } from './linguist-stats.js';

export type LinguistSearch = LinguistSearchQuery & { limit: number; offset: number };

/** Linguists who wrote or proofread an order of :clientId, from the client's own orders by index. */
const WORKED_WITH_CLIENT = `(SELECT writer_id FROM orders WHERE client_id = :clientId AND writer_id IS NOT NULL
   UNION SELECT proofreader_id FROM orders WHERE client_id = :clientId AND proofreader_id IS NOT NULL)`;

const LOWEST_PRICE = '(SELECT min(lp.price_per_word) FROM linguist_prices lp WHERE lp.linguist_id = l.id AND lp.currency_id = :currencyId)';

const intArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;

async function languageIds(cultures: readonly string[]): Promise<number[]> {
  const languages = await findLanguagesByCultures(cultures);
  if (languages.length < new Set(cultures).size) throw AppError.badRequest(`Unknown language in ${cultures.join(', ')}`, 'languages');
  return languages.map((language) => language.id);
}

function sortOf(query: LinguistSearch): string {
  const sort = query.sort ?? 'rating';
  const direction = (query.direction ?? (sort === 'price' ? 'asc' : 'desc')).toUpperCase();
  if (sort === 'price') return `${LOWEST_PRICE} ${direction} NULLS LAST, l.id`;
  if (sort === 'orders') return `COALESCE(s.total_orders, 0) ${direction}, l.id`;
  return `s.rating ${direction} NULLS LAST, COALESCE(s.total_orders, 0) DESC, l.id`;
}

/**
 * GET /client/linguists: one statement answers the page and the total (decision 019). The filters read only
 * indexed tables; the page's languages, interests, prices and relations are read for its rows alone.
 */
export async function searchLinguists(clientId: number, query: LinguistSearch): Promise<Page<LinguistListItem>> {
  const view = await clientView(clientId);
  const where = ["l.status = 'ACTIVE'"];
  const replacements: Record<string, unknown> = { clientId, currencyId: view.currencyId, limit: query.limit, offset: query.offset };
  if (query.search) {
    where.push("l.nickname ILIKE :pattern ESCAPE '\\'");
    replacements.pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  if (query.languages?.length) {
    where.push('EXISTS (SELECT 1 FROM linguist_languages ll WHERE ll.linguist_id = l.id AND ll.language_id = ANY(:languageIds::int[]))');
    replacements.languageIds = intArray(await languageIds(query.languages));
  }
  if (query.level?.length) {
    where.push('l.level = ANY(:levels::text[])');
    replacements.levels = `{${query.level.join(',')}}`;
  }
  if (query.service === 'copywriting') where.push("l.roles && ARRAY['copywriter', 'translator']");
  if (query.service === 'proofreading') where.push("'proofreader' = ANY(l.roles)");
  if (query.interests?.length) {
    where.push('EXISTS (SELECT 1 FROM linguist_interests li WHERE li.linguist_id = l.id AND li.text_topic_id = ANY(:interests::int[]))');
    replacements.interests = intArray(query.interests);
  }
  if (query.relation) {
    where.push('l.id IN (SELECT r.linguist_id FROM client_linguist_relations r WHERE r.client_id = :clientId AND r.relation = :relation)');
    replacements.relation = query.relation.toUpperCase();
  }
  if (query.workedWithMe) where.push(`l.id IN ${WORKED_WITH_CLIENT}`);
  const filter = where.join(' AND ');

  const rows = await database().query<LinguistItemRow & { total: string }>(
    `WITH page AS (
       SELECT l.id, row_number() OVER () AS position
         FROM (SELECT l.id FROM linguists l LEFT JOIN linguist_stats s ON s.linguist_id = l.id
                WHERE ${filter} ORDER BY ${sortOf(query)} LIMIT :limit OFFSET :offset) l
     )
     SELECT t.total, item.*
       FROM (SELECT count(*) AS total FROM linguists l WHERE ${filter}) t
       LEFT JOIN LATERAL (
         SELECT page.position, ${LINGUIST_ITEM_COLUMNS}
           FROM page JOIN linguists l ON l.id = page.id ${LINGUIST_ITEM_JOINS}
       ) item ON true
      ORDER BY item.position`,
    { type: QueryTypes.SELECT, replacements },
  );
  const total = Number(rows[0]?.total ?? 0);
  return { total, data: rows.filter((row) => row.id !== null).map((row) => toLinguistItem(row, view.currency)) };
}

/** The "Browse our talent community" card: the best rated ACTIVE linguists the client has not blocked. */
export async function topLinguists(clientId: number, limit: number): Promise<LinguistListItem[]> {
  const view = await clientView(clientId);
  const rows = await database().query<LinguistItemRow>(
    `SELECT ${LINGUIST_ITEM_COLUMNS}
       FROM linguists l ${LINGUIST_ITEM_JOINS}
      WHERE l.status = 'ACTIVE'
        AND NOT EXISTS (SELECT 1 FROM client_linguist_relations r WHERE r.client_id = :clientId AND r.linguist_id = l.id AND r.relation = 'BLOCKED')
      ORDER BY s.rating DESC NULLS LAST, COALESCE(s.total_orders, 0) DESC, l.id
      LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements: { clientId, currencyId: view.currencyId, limit } },
  );
  return rows.map((row) => toLinguistItem(row, view.currency));
}

/** GET /client/linguist/:id: her statistics as of now, and the orders she did for this client. */
export async function linguistProfile(clientId: number, linguistId: number): Promise<LinguistProfile> {
  const view = await clientView(clientId);
  const [row] = await database().query<LinguistItemRow & { lifetime: number; lastMonth: number }>(
    `SELECT ${LINGUIST_ITEM_COLUMNS}, mine.lifetime, mine."lastMonth"
       FROM linguists l ${LINGUIST_ITEM_JOINS}
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS lifetime, (count(*) FILTER (WHERE o.created_at >= now() - interval '1 month'))::int AS "lastMonth"
           FROM orders o WHERE o.client_id = :clientId AND (o.writer_id = l.id OR o.proofreader_id = l.id)
       ) mine
      WHERE l.id = :linguistId AND l.status = 'ACTIVE'`,
    { type: QueryTypes.SELECT, replacements: { clientId, linguistId, currencyId: view.currencyId } },
  );
  if (!row) throw AppError.notFound('Linguist');
  const live = await liveLinguistStats(linguistId);
  return { ...toLinguistItem(row, view.currency), ...live, ordersWithMe: { lifetime: row.lifetime, lastMonth: row.lastMonth } };
}

/** The dashboard sidebar's linguist counts. */
export async function clientLinguistStats(clientId: number): Promise<ClientLinguistStats> {
  const [row] = await database().query<ClientLinguistStats>(
    `SELECT (SELECT count(*) FROM client_linguist_relations WHERE client_id = :clientId AND relation = 'BOOKMARKED')::int AS bookmarked,
            (SELECT count(*) FROM client_linguist_relations WHERE client_id = :clientId AND relation = 'BLOCKED')::int AS blocked,
            (SELECT count(*) FROM linguist_groups WHERE client_id = :clientId)::int AS groups,
            (SELECT count(*) FROM ${WORKED_WITH_CLIENT} w)::int AS "workedWithLifetime",
            (SELECT count(DISTINCT x.id) FROM (
               SELECT writer_id AS id FROM orders WHERE client_id = :clientId AND writer_id IS NOT NULL AND created_at >= now() - interval '1 month'
               UNION ALL
               SELECT proofreader_id FROM orders WHERE client_id = :clientId AND proofreader_id IS NOT NULL AND created_at >= now() - interval '1 month'
             ) x)::int AS "workedWithLastMonth"`,
    { type: QueryTypes.SELECT, replacements: { clientId } },
  );
  return row;
}

interface OrderRow {
  total: string;
  id: number | null;
  title: string;
  projectId: number;
  type: LinguistOrderRow['type'];
  level: string;
  culture: string;
  languageName: string;
  role: LinguistOrderRow['role'];
  status: LinguistOrderRow['status'];
  minWords: number;
  maxWords: number;
  finalWords: number | null;
  priceMin: string;
  priceMax: string;
  priceFinal: string | null;
  currency: LinguistOrderRow['price']['currency'];
  createdAt: Date;
  acceptedAt: Date | null;
}

/** GET /client/linguist/:id/orders: the client's orders she wrote or proofread, newest first. */
export async function ordersWithLinguist(clientId: number, linguistId: number, page: { limit: number; offset: number }): Promise<Page<LinguistOrderRow>> {
  await findListedLinguist(linguistId);
  const rows = await database().query<OrderRow>(
    `WITH mine AS MATERIALIZED (
       SELECT id FROM orders WHERE client_id = :clientId AND writer_id = :linguistId
       UNION SELECT id FROM orders WHERE client_id = :clientId AND proofreader_id = :linguistId
     )
     SELECT t.total, o.*
       FROM (SELECT count(*) AS total FROM mine) t
       LEFT JOIN LATERAL (
         SELECT o.id, o.title, o.project_id AS "projectId", o.type, o.level_code AS level, g.culture, g.name AS "languageName",
                CASE WHEN o.writer_id = :linguistId THEN 'writer' ELSE 'proofreader' END AS role, o.status,
                o.min_words AS "minWords", o.max_words AS "maxWords", o.final_words AS "finalWords",
                o.price_min AS "priceMin", o.price_max AS "priceMax", o.price_final AS "priceFinal", o.currency,
                o.created_at AS "createdAt", o.accepted_at AS "acceptedAt"
           FROM mine JOIN orders o ON o.id = mine.id JOIN languages g ON g.id = o.language_id
          ORDER BY o.created_at DESC, o.id DESC LIMIT :limit OFFSET :offset
       ) o ON true
      ORDER BY o."createdAt" DESC, o.id DESC`,
    { type: QueryTypes.SELECT, replacements: { clientId, linguistId, ...page } },
  );
  const data = rows.flatMap((row): LinguistOrderRow[] =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            title: row.title,
            projectId: row.projectId,
            type: row.type,
            level: row.level,
            language: { culture: row.culture, name: row.languageName },
            role: row.role,
            status: row.status,
            words: { min: row.minWords, max: row.maxWords, final: row.finalWords },
            price: { min: Number(row.priceMin), max: Number(row.priceMax), final: row.priceFinal === null ? null : Number(row.priceFinal), currency: row.currency },
            createdAt: row.createdAt.toISOString(),
            acceptedAt: row.acceptedAt?.toISOString() ?? null,
          },
        ],
  );
  return { total: Number(rows[0]?.total ?? 0), data };
}
