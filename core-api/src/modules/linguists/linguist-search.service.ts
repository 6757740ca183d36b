import { QueryTypes } from 'sequelize';
import {
  LINGUIST_SEARCH_TOTAL_CAP,
  type ClientLinguistStats,
  type CurrencyIso,
  type LinguistListItem,
  type LinguistOrderRow,
  type LinguistProfile,
  type LinguistSearchPage,
  type LinguistSearchQuery,
  type Page,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { findLanguagesByCultures } from '../reference/index.js';
import { database, preparedSelect } from '../../shared/database.js';
import { linguistAwaySql } from '../../shared/linguist-availability.sql.js';
import { WORKED_WITH_CLIENT } from './client-linguist-orders.sql.js';
import { clientView, findListedLinguist } from './client-view.js';
import { LINGUIST_ITEM_COLUMNS, LINGUIST_ITEM_JOINS, toLinguistItem, type LinguistItemRow } from './linguist-items.sql.js';
import { liveLinguistStats } from './linguist-stats.js';

export type LinguistSearch = LinguistSearchQuery & { limit: number; offset: number };

/** An away linguist (decision 031) takes no new order, so the search and the top list leave her out. */
const AVAILABLE = `NOT EXISTS (SELECT 1 FROM linguist_profiles ap WHERE ap.linguist_id = l.id AND ${linguistAwaySql('ap')})`;

/**
 * How many candidates are active and not away, without looking each one up: the candidates less those among the
 * few linguists who are not (inactive ones by their partial index, away ones by theirs), both hashed once. Exact,
 * and for the 3,167 linguists a large client worked with it reads about 300 index pages instead of 3,300.
 */
const AVAILABLE_CANDIDATES_COUNT = `(SELECT count(*) FROM candidates c
   WHERE NOT (c.id IN (SELECT x.id FROM linguists x WHERE x.status <> 'ACTIVE'))
     AND NOT (c.id IN (SELECT ap.linguist_id FROM linguist_profiles ap WHERE ${linguistAwaySql('ap')})))`;

const intArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;

async function languageIds(cultures: readonly string[]): Promise<number[]> {
  const languages = await findLanguagesByCultures(cultures);
  if (languages.length < new Set(cultures).size) throw AppError.badRequest(`Unknown language in ${cultures.join(', ')}`, 'languages');
  return languages.map((language) => language.id);
}

/**
 * A search's conditions on `linguists l`, and, when a filter names a few linguists by themselves (a relation,
 * "worked with me"), those candidates: the page is then read from them rather than from all linguists.
 */
interface LinguistFilter {
  conditions: string[];
  /** whether anything beyond "active and not away" narrows the search (a name, languages, level, …) */
  narrowed: boolean;
  candidates: string | null;
  replacements: Record<string, unknown>;
}

async function filterOf(clientId: number, currencyId: number, query: LinguistSearchQuery): Promise<LinguistFilter> {
  const conditions = ["l.status = 'ACTIVE'", AVAILABLE];
  const baseConditions = conditions.length;
  const replacements: Record<string, unknown> = { clientId, currencyId };
  if (query.search) {
    conditions.push("l.nickname ILIKE :pattern ESCAPE '\\'");
    replacements.pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  if (query.languages?.length) {
    conditions.push('EXISTS (SELECT 1 FROM linguist_languages ll WHERE ll.linguist_id = l.id AND ll.language_id = ANY(:languageIds::int[]))');
    replacements.languageIds = intArray(await languageIds(query.languages));
  }
  if (query.level?.length) {
    conditions.push('l.level = ANY(:levels::text[])');
    replacements.levels = `{${query.level.join(',')}}`;
  }
  if (query.service === 'copywriting') conditions.push("l.roles && ARRAY['copywriter', 'translator']");
  if (query.service === 'proofreading') conditions.push("'proofreader' = ANY(l.roles)");
  if (query.interests?.length) {
    conditions.push('EXISTS (SELECT 1 FROM linguist_interests li WHERE li.linguist_id = l.id AND li.text_topic_id = ANY(:interests::int[]))');
    replacements.interests = intArray(query.interests);
  }
  const sets: string[] = [];
  if (query.relation) {
    sets.push('SELECT r.linguist_id AS id FROM client_linguist_relations r WHERE r.client_id = :clientId AND r.relation = :relation');
    replacements.relation = query.relation.toUpperCase();
  }
  if (query.workedWithMe) sets.push(`SELECT w.id FROM ${WORKED_WITH_CLIENT} w`);
  return { conditions, narrowed: conditions.length > baseConditions, candidates: sets.length ? sets.join(' INTERSECT ') : null, replacements };
}

interface SortOrder {
  sort: 'rating' | 'orders' | 'price';
  /** the direction of the sort key and of the id that breaks its ties */
  ahead: 'ASC' | 'DESC';
  descending: boolean;
}

function sortOrder(query: Pick<LinguistSearch, 'sort' | 'direction'>): SortOrder {
  const sort = query.sort ?? 'rating';
  const descending = (query.direction ?? (sort === 'price' ? 'asc' : 'desc')) === 'desc';
  return { sort, ahead: descending ? 'DESC' : 'ASC', descending };
}

/** ORDER BY over the statistics row `s`: the default (rating, descending) is exactly the rating index. */
function statsOrder({ sort, ahead, descending }: SortOrder): string {
  if (sort === 'orders') return `s.total_orders ${ahead}, s.linguist_id ${ahead}`;
  return descending ? 's.rating DESC NULLS LAST, s.total_orders DESC, s.linguist_id' : 's.rating ASC NULLS LAST, s.total_orders ASC, s.linguist_id DESC';
}

/**
 * The ids of one page among all linguists, in the order asked, each read along an index of its sort key so that
 * a page stops after its rows (decision 034): every linguist has a statistics row (a trigger makes it), and the
 * lowest price per currency is pricing's `linguist_price_floors`. Linguists without a price in the client's
 * currency follow the priced ones, by id; each leg reads at most the rows up to the page's end.
 */
function orderedIds(order: SortOrder, where: string): string {
  if (order.sort !== 'price') {
    return `SELECT s.linguist_id AS id FROM linguist_stats s JOIN linguists l ON l.id = s.linguist_id WHERE ${where} ORDER BY ${statsOrder(order)}`;
  }
  return `SELECT legs.id FROM (
            (SELECT f.linguist_id AS id, 0 AS leg, f.price_per_word AS price
               FROM linguist_price_floors f JOIN linguists l ON l.id = f.linguist_id
              WHERE f.currency_id = :currencyId AND ${where}
              ORDER BY f.price_per_word ${order.ahead}, f.linguist_id ${order.ahead} LIMIT :limit::int + :offset::int)
            UNION ALL
            (SELECT l.id, 1, NULL FROM linguists l
              WHERE ${where} AND NOT EXISTS (SELECT 1 FROM linguist_price_floors f WHERE f.linguist_id = l.id AND f.currency_id = :currencyId)
              ORDER BY l.id LIMIT :limit::int + :offset::int)
          ) legs ORDER BY legs.leg, legs.price ${order.ahead}, legs.id ${order.ahead}`;
}

/**
 * The candidates' rows, one key lookup each: a few thousand at most, where joining them by hash would read all
 * 50,000 linguists and statistics rows (OFFSET 0 keeps PostgreSQL from flattening the lookups into such a join).
 */
const CANDIDATE_LINGUISTS = 'candidates c CROSS JOIN LATERAL (SELECT * FROM linguists x WHERE x.id = c.id OFFSET 0) l';

/** The ids of one page among a few candidates, in the same order as `orderedIds`. */
function orderedCandidateIds(order: SortOrder, where: string): string {
  if (order.sort !== 'price') {
    return `SELECT l.id FROM ${CANDIDATE_LINGUISTS}
              CROSS JOIN LATERAL (SELECT * FROM linguist_stats x WHERE x.linguist_id = l.id OFFSET 0) s
             WHERE ${where} ORDER BY ${statsOrder(order)}`;
  }
  return `SELECT l.id FROM ${CANDIDATE_LINGUISTS}
            LEFT JOIN LATERAL (SELECT x.price_per_word FROM linguist_price_floors x WHERE x.linguist_id = l.id AND x.currency_id = :currencyId OFFSET 0) f ON true
           WHERE ${where}
           ORDER BY f.price_per_word IS NULL, f.price_per_word ${order.ahead}, CASE WHEN f.price_per_word IS NULL THEN l.id END, l.id ${order.ahead}`;
}

/**
 * The ids of one page among many candidates (the linguists a large client worked with: 3,167 for the
 * benchmark's), sorted by rating or orders: the statistics index is walked in order and each row is kept while it
 * is a candidate, so a page reads a few hundred index entries instead of looking up every candidate. The fences
 * (OFFSET 0, `IS TRUE`) keep PostgreSQL from turning the walk back into a join of all rows and a sort.
 */
function walkedCandidateIds(order: SortOrder, where: string): string {
  return `SELECT o.id FROM (SELECT s.linguist_id AS id FROM linguist_stats s ORDER BY ${statsOrder(order)} OFFSET 0) o
            CROSS JOIN LATERAL (SELECT * FROM linguists x WHERE x.id = o.id OFFSET 0) l
           WHERE (o.id IN (SELECT c.id FROM candidates c)) IS TRUE AND ${where}`;
}

/** Candidates up to this many are looked up one by one; more are found by walking the sort index (above). */
const FEW_CANDIDATES = 500;

/** Whether the candidates are many, counted once per statement from the materialised set. */
const MANY_CANDIDATES = `((SELECT count(*) FROM candidates) > ${FEW_CANDIDATES})`;

/**
 * Both ways to a page among candidates, each behind a condition on their number that PostgreSQL checks once
 * before running its branch: the choice is made inside the page's statement, so the candidates (two index
 * reads of the client's orders) are gathered once instead of once more to count them beforehand.
 */
function candidateIds(order: SortOrder, where: string): string {
  if (order.sort === 'price') return orderedCandidateIds(order, where);
  return `(SELECT w.id FROM (${walkedCandidateIds(order, where)}) w WHERE ${MANY_CANDIDATES} LIMIT :limit::int + :offset::int)
          UNION ALL
          (SELECT f.id FROM (${orderedCandidateIds(order, where)}) f WHERE NOT ${MANY_CANDIDATES} LIMIT :limit::int + :offset::int)`;
}

/** One statement: the page's ids, then only their rows joined to what a client sees of a linguist. */
async function pageOfLinguists(
  view: { currency: CurrencyIso },
  ids: string,
  count: string | null,
  replacements: Record<string, unknown>,
  candidates: string | null,
): Promise<{ total: number; data: LinguistListItem[] }> {
  // The hot path of the linguist search (issue 11's "worked with me" among them): planned once per connection.
  const rows = await preparedSelect<LinguistItemRow & { total: string | null }>(
    `WITH ${candidates ? `candidates AS MATERIALIZED (${candidates}),` : ''}
     page AS MATERIALIZED (SELECT p.id, row_number() OVER () AS position FROM (${ids} LIMIT :limit OFFSET :offset) p)
     SELECT t.total, item.*
       FROM (SELECT ${count ?? 'NULL::bigint'} AS total) t
       LEFT JOIN LATERAL (
         SELECT page.position, ${LINGUIST_ITEM_COLUMNS}
           FROM page JOIN linguists l ON l.id = page.id ${LINGUIST_ITEM_JOINS}
       ) item ON true
      ORDER BY item.position`,
    replacements,
  );
  return { total: Number(rows[0]?.total ?? 0), data: rows.filter((row) => row.id !== null).map((row) => toLinguistItem(row, view.currency)) };
}

/**
 * GET /client/linguists. A talent directory is browsed, not counted: a page's total is exact up to
 * LINGUIST_SEARCH_TOTAL_CAP matches ("1,000+" beyond), so counting stops where the reader would. The total alone
 * (limit 0, the Get started card's "N linguists") is counted in full, and so are filters naming a few linguists.
 */
export async function searchLinguists(clientId: number, query: LinguistSearch): Promise<LinguistSearchPage> {
  const view = await clientView(clientId);
  const filter = await filterOf(clientId, view.currencyId, query);
  const where = filter.conditions.join(' AND ');
  const order = sortOrder(query);
  const replacements = { ...filter.replacements, limit: query.limit, offset: query.offset };
  if (filter.candidates) {
    const matches = `SELECT 1 FROM ${CANDIDATE_LINGUISTS} WHERE ${where}`;
    const exactCount = `(SELECT count(*) FROM (${matches}) m)`;
    // Many candidates are walked by rating or orders and counted up to the cap, like a search of everybody.
    const cappedCount = `(SELECT count(*) FROM (${matches} LIMIT ${LINGUIST_SEARCH_TOTAL_CAP + 1}) m)`;
    const capped = filter.narrowed && query.limit > 0 && order.sort !== 'price';
    const count = !filter.narrowed
      ? AVAILABLE_CANDIDATES_COUNT
      : capped
        ? `(CASE WHEN ${MANY_CANDIDATES} THEN ${cappedCount} ELSE ${exactCount} END)`
        : exactCount;
    const page = await pageOfLinguists(view, candidateIds(order, where), count, replacements, filter.candidates);
    const totalCapped = capped && page.total > LINGUIST_SEARCH_TOTAL_CAP;
    return { ...page, total: totalCapped ? LINGUIST_SEARCH_TOTAL_CAP : page.total, totalCapped };
  }
  const matches = `SELECT 1 FROM linguists l WHERE ${where}`;
  const exact = query.limit === 0;
  const count = `(SELECT count(*) FROM (${matches}${exact ? '' : ` LIMIT ${LINGUIST_SEARCH_TOTAL_CAP + 1}`}) m)`;
  const page = await pageOfLinguists(view, orderedIds(order, where), count, replacements, null);
  const totalCapped = !exact && page.total > LINGUIST_SEARCH_TOTAL_CAP;
  return { ...page, total: totalCapped ? LINGUIST_SEARCH_TOTAL_CAP : page.total, totalCapped };
}

/** The "Browse our talent community" card: the best rated ACTIVE linguists the client has not blocked. */
export async function topLinguists(clientId: number, limit: number): Promise<LinguistListItem[]> {
  const view = await clientView(clientId);
  const where = `l.status = 'ACTIVE' AND ${AVAILABLE}
    AND NOT EXISTS (SELECT 1 FROM client_linguist_relations r WHERE r.client_id = :clientId AND r.linguist_id = l.id AND r.relation = 'BLOCKED')`;
  const ids = orderedIds(sortOrder({ sort: 'rating' }), where);
  const page = await pageOfLinguists(view, ids, null, { clientId, currencyId: view.currencyId, limit, offset: 0 }, null);
  return page.data;
}

/**
 * GET /client/linguist/:id: her statistics as of now, and the orders she did for this client. Both statements are
 * prepared (decision 078) and run side by side.
 */
export async function linguistProfile(clientId: number, linguistId: number): Promise<LinguistProfile> {
  const view = await clientView(clientId);
  const [[row], live] = await Promise.all([
    preparedSelect<LinguistItemRow & { lifetime: number; lastMonth: number }>(
      `SELECT ${LINGUIST_ITEM_COLUMNS}, mine.lifetime, mine."lastMonth"
         FROM linguists l ${LINGUIST_ITEM_JOINS}
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS lifetime, (count(*) FILTER (WHERE o.created_at >= now() - interval '1 month'))::int AS "lastMonth"
             FROM orders o WHERE o.client_id = :clientId AND (o.writer_id = l.id OR o.proofreader_id = l.id)
         ) mine
        WHERE l.id = :linguistId AND l.status = 'ACTIVE'`,
      { clientId, linguistId, currencyId: view.currencyId },
    ),
    liveLinguistStats(linguistId),
  ]);
  if (!row) throw AppError.notFound('Linguist');
  return { ...toLinguistItem(row, view.currency), ...live, ordersWithMe: { lifetime: row.lifetime, lastMonth: row.lastMonth } };
}

/** The dashboard sidebar's linguist counts: a prepared statement (decision 078). */
export async function clientLinguistStats(clientId: number): Promise<ClientLinguistStats> {
  const [row] = await preparedSelect<ClientLinguistStats>(
    `SELECT (SELECT count(*) FROM client_linguist_relations WHERE client_id = :clientId AND relation = 'BOOKMARKED')::int AS bookmarked,
            (SELECT count(*) FROM client_linguist_relations WHERE client_id = :clientId AND relation = 'BLOCKED')::int AS blocked,
            (SELECT count(*) FROM linguist_groups WHERE client_id = :clientId)::int AS groups,
            (SELECT count(*) FROM ${WORKED_WITH_CLIENT} w)::int AS "workedWithLifetime",
            -- last month's orders by the client's newest-first index: a few hundred rows even for the largest client
            (SELECT count(DISTINCT x.id) FROM orders o CROSS JOIN LATERAL unnest(ARRAY[o.writer_id, o.proofreader_id]) AS x(id)
              WHERE o.client_id = :clientId AND o.created_at >= now() - interval '1 month' AND x.id IS NOT NULL)::int AS "workedWithLastMonth"`,
    { clientId },
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
