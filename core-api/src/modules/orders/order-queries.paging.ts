import { QueryTypes, type Sequelize } from 'sequelize';
import type { OrderDto, OrderListPage, Page } from '@inkwell/contracts';
import type { Caller } from '../../http/authenticate.js';
import { toOrderDto, type OrderRow } from './order-dto.js';
import { NEWEST_FIRST, ORDER_COLUMNS, ORDER_JOINS, SORT_KEY, SqlConditions } from './order-queries.sql.js';
import type { PageQuery } from '../../shared/query-schemas.js';
import type { CursorPageQuery } from './order-queries.schema.js';

/**
 * How every order list answers a page and its total at a million orders (decision 019): one statement for
 * both; the page chosen over `orders` alone (ids from an index, the offset skipped in that index) and only its
 * rows joined; deep pages read from the nearer end of the list, or from a cursor (keyset) where the list offers
 * one; searches that must be counted row by row counted only up to a cap where the list allows it.
 */

/** Where a list's total comes from when counting its rows would be slow: SQL answering `total` (and `total_capped`). */
export interface TotalSource {
  sql: string;
  replacements: Record<string, unknown>;
}

export interface PageOptions {
  /** where the total comes from when counting rows would be slow */
  total?: TotalSource;
  /**
   * Lists whose matches are few (a linguist's orders, a search among one client's orders) but costly to find:
   * they are found once, for the total and the page together, instead of once for each.
   */
  matchOnce?: boolean;
  /**
   * Counts the matches only up to this many: beyond, the answer's total is the cap and `totalCapped` true.
   * For lists whose matches can only be counted row by row and may run into the tens of thousands.
   */
  totalCap?: number;
}

/** From this offset on, a page is looked for from the nearer end of the list. */
export const DEEP_OFFSET = 1000;

type PageRow = OrderRow & { total: number; total_capped?: boolean | null; sort_key: string };

interface PageRead {
  rows: PageRow[];
  total: number;
  totalCapped: boolean;
  /** whether rows follow the page; only known when it was asked for */
  hasMore: boolean;
}

/** The page's orders with the joins; `oldestFirst` walks the list from its other end. */
function pageSql(conditions: SqlConditions, oldestFirst = false): string {
  return `
    SELECT ${ORDER_COLUMNS}, ${SORT_KEY}
      FROM (SELECT o.id FROM orders o WHERE ${conditions.sql} ORDER BY ${oldestFirst ? 'o.created_at, o.id' : NEWEST_FIRST} LIMIT :limit OFFSET :offset) page
      JOIN orders o ON o.id = page.id
      ${ORDER_JOINS}`;
}

/** The count's select list: exact, or up to `:totalCap` with a flag saying whether there were more. */
function countColumns(capped: boolean): string {
  return capped ? 'least(count(*), :totalCap)::int AS total, count(*) > :totalCap AS total_capped' : 'count(*)::int AS total';
}

/** Rows after the cursor in newest-first order; the row comparison walks the (…, created_at, id) indexes. */
function afterCursor(alias: string): string {
  return `(${alias}.created_at, ${alias}.id) < (CAST(:afterCreatedAt AS timestamptz), :afterId)`;
}

/** The matches, once, for the count and the page; the cursor narrows the page, never the count. */
const MATCHED_ONCE_SQL = (conditions: SqlConditions, capped: boolean, after: boolean) => `
  WITH matching AS MATERIALIZED (SELECT o.id, o.created_at FROM orders o WHERE ${conditions.sql})
  SELECT t.*, r.* FROM (SELECT ${countColumns(capped)} FROM matching) t
    LEFT JOIN LATERAL (
      SELECT ${ORDER_COLUMNS}, ${SORT_KEY}
        FROM (SELECT m.id FROM matching m ${after ? `WHERE ${afterCursor('m')}` : ''}
               ORDER BY m.created_at DESC, m.id DESC LIMIT :limit OFFSET :offset) page
        JOIN orders o ON o.id = page.id
        ${ORDER_JOINS}
    ) r ON true
   ORDER BY r.created_at DESC, r.id DESC`;

/** The total row carries the page's rows; a page past the end still answers the total (with NULL columns). */
const WITH_TOTAL_SQL = (pageConditions: SqlConditions, total: TotalSource) => `
  SELECT t.*, r.* FROM (${total.sql}) t
    LEFT JOIN LATERAL (${pageSql(pageConditions)}) r ON true
   ORDER BY r.created_at DESC, r.id DESC`;

function exactCount(conditions: SqlConditions): TotalSource {
  return { sql: `SELECT ${countColumns(false)} FROM orders o WHERE ${conditions.sql}`, replacements: conditions.replacements };
}

/** Stops reading matches one past the cap: enough to know there are more. */
function cappedCount(conditions: SqlConditions, cap: number): TotalSource {
  return {
    sql: `SELECT ${countColumns(true)} FROM (SELECT 1 FROM orders o WHERE ${conditions.sql} LIMIT :totalCap + 1) matches`,
    replacements: { ...conditions.replacements, totalCap: cap },
  };
}

async function countOrders(db: Sequelize, total: TotalSource): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await db.query<{ total: number; total_capped?: boolean | null }>(total.sql, { type: QueryTypes.SELECT, replacements: total.replacements });
  return { total: row?.total ?? 0, totalCapped: row?.total_capped === true };
}

/** Counts first, then reads the page from whichever end of the list is nearer: the last pages cost what the first do. */
async function deepPage(db: Sequelize, conditions: SqlConditions, page: PageQuery, total: TotalSource): Promise<PageRead> {
  const { total: count } = await countOrders(db, total);
  if (page.offset >= count) return { rows: [], total: count, totalCapped: false, hasMore: false };
  const limit = Math.min(page.limit, count - page.offset);
  const fromEnd = count - page.offset - limit;
  const oldestFirst = fromEnd < page.offset;
  const rows = await db.query<PageRow>(`${pageSql(conditions, oldestFirst)} ORDER BY ${NEWEST_FIRST}`, {
    type: QueryTypes.SELECT,
    replacements: { ...conditions.replacements, limit, offset: oldestFirst ? fromEnd : page.offset },
  });
  return { rows, total: count, totalCapped: false, hasMore: page.offset + rows.length < count };
}

/** `probeNext` reads one row past the page, so the answer knows whether another page follows. */
async function readPage(db: Sequelize, conditions: SqlConditions, page: CursorPageQuery, options: PageOptions, probeNext: boolean): Promise<PageRead> {
  const capped = options.totalCap !== undefined;
  const total = options.total ?? (options.totalCap !== undefined ? cappedCount(conditions, options.totalCap) : exactCount(conditions));
  if (page.limit === 0) return { rows: [], ...(await countOrders(db, total)), hasMore: false };
  const after = page.after;
  const cursor = after ? { afterCreatedAt: after.createdAt, afterId: after.id } : {};
  const fetch = probeNext ? page.limit + 1 : page.limit;
  const cap = capped ? { totalCap: options.totalCap } : {};
  const replacements = { ...conditions.replacements, ...total.replacements, ...cursor, ...cap, limit: fetch, offset: page.offset };
  let rows: PageRow[];
  if (capped && after?.counted && !options.matchOnce) {
    // A search's later pages answer the total its first page counted: recounting built the trigram bitmap of
    // every match again (11 of a page's 13 ms for "coffee"), for a figure that reads "1,000+" on every page.
    const pageConditions = new SqlConditions().add(conditions.sql, conditions.replacements).add(afterCursor('o'));
    rows = await db.query<PageRow>(`${pageSql(pageConditions)} ORDER BY ${NEWEST_FIRST}`, { type: QueryTypes.SELECT, replacements });
    return { rows: rows.slice(0, page.limit), total: after.counted.total, totalCapped: after.counted.capped, hasMore: rows.length > page.limit };
  } else if (options.matchOnce) {
    rows = await db.query<PageRow>(MATCHED_ONCE_SQL(conditions, capped, Boolean(after)), { type: QueryTypes.SELECT, replacements });
  } else if (page.offset >= DEEP_OFFSET && !after && !capped) {
    // the nearer end is only known from an exact total
    return deepPage(db, conditions, page, total);
  } else {
    const pageConditions = after ? new SqlConditions().add(conditions.sql, conditions.replacements).add(afterCursor('o')) : conditions;
    rows = await db.query<PageRow>(WITH_TOTAL_SQL(pageConditions, total), { type: QueryTypes.SELECT, replacements });
  }
  const first = rows[0];
  const found = rows.filter((row) => row.id !== null);
  return {
    rows: found.slice(0, page.limit),
    total: first?.total ?? 0,
    totalCapped: first?.total_capped === true,
    hasMore: found.length > page.limit,
  };
}

/** A page of the orders matching `conditions`, newest first, with their total. */
export async function pageOfOrders(
  db: Sequelize,
  conditions: SqlConditions,
  page: PageQuery,
  caller: Caller,
  options: PageOptions = {},
): Promise<Page<OrderDto>> {
  const read = await readPage(db, conditions, page, options, false);
  return { data: read.rows.map((row) => toOrderDto(row, caller)), total: read.total };
}

/**
 * The same, for lists paged by cursor as well as by offset: it also answers whether the total was capped and
 * the cursor of the next page (the last row's sort key while more rows follow).
 */
export async function cursorPageOfOrders(
  db: Sequelize,
  conditions: SqlConditions,
  page: CursorPageQuery,
  caller: Caller,
  options: PageOptions = {},
): Promise<OrderListPage> {
  const read = await readPage(db, conditions, page, options, true);
  const last = read.rows[read.rows.length - 1];
  // A search's cursor carries its total (`_1000+`, capped, or `_532`), so the next page need not count it.
  const counted = options.totalCap === undefined ? '' : `_${read.total}${read.totalCapped ? '+' : ''}`;
  return {
    data: read.rows.map((row) => toOrderDto(row, caller)),
    total: read.total,
    totalCapped: read.totalCapped,
    nextCursor: read.hasMore && last ? `${last.sort_key}${counted}` : null,
  };
}
