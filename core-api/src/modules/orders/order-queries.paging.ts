import { QueryTypes, type Sequelize } from 'sequelize';
import type { OrderDto, Page } from '@inkwell/contracts';
import type { Caller } from '../../http/authenticate.js';
import { toOrderDto, type OrderRow } from './order-dto.js';
import { NEWEST_FIRST, ORDER_COLUMNS, ORDER_JOINS, type SqlConditions } from './order-queries.sql.js';
import type { PageQuery } from './order-queries.schema.js';

/**
 * How every order list answers a page and its total at a million orders (decision 019): one statement for
 * both; the page chosen over `orders` alone (ids from an index, the offset skipped in that index) and only its
 * rows joined; deep pages read from the nearer end of the list.
 */

/** Where a list's total comes from when counting its rows would be slow: SQL answering `total`. */
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
}

/** From this offset on, a page is looked for from the nearer end of the list. */
export const DEEP_OFFSET = 1000;

type RowWithTotal = OrderRow & { total: number };

/** The page's orders with the joins; `oldestFirst` walks the list from its other end. */
function pageSql(conditions: SqlConditions, oldestFirst = false): string {
  return `
    SELECT ${ORDER_COLUMNS}
      FROM (SELECT o.id FROM orders o WHERE ${conditions.sql} ORDER BY ${oldestFirst ? 'o.created_at, o.id' : NEWEST_FIRST} LIMIT :limit OFFSET :offset) page
      JOIN orders o ON o.id = page.id
      ${ORDER_JOINS}`;
}

/** The matches, once, for the count and the page. */
const MATCHED_ONCE_SQL = (conditions: SqlConditions) => `
  WITH matching AS MATERIALIZED (SELECT o.id, o.created_at FROM orders o WHERE ${conditions.sql})
  SELECT t.total, r.* FROM (SELECT count(*)::int AS total FROM matching) t
    LEFT JOIN LATERAL (
      SELECT ${ORDER_COLUMNS}
        FROM (SELECT m.id FROM matching m ORDER BY m.created_at DESC, m.id DESC LIMIT :limit OFFSET :offset) page
        JOIN orders o ON o.id = page.id
        ${ORDER_JOINS}
    ) r ON true
   ORDER BY r.created_at DESC, r.id DESC`;

/** The total row carries the page's rows; a page past the end still answers the total (with NULL columns). */
const WITH_TOTAL_SQL = (conditions: SqlConditions, total: TotalSource) => `
  SELECT t.total, r.* FROM (${total.sql}) t
    LEFT JOIN LATERAL (${pageSql(conditions)}) r ON true
   ORDER BY r.created_at DESC, r.id DESC`;

async function countOrders(db: Sequelize, total: TotalSource): Promise<number> {
  const [row] = await db.query<{ total: number }>(total.sql, { type: QueryTypes.SELECT, replacements: total.replacements });
  return row?.total ?? 0;
}

function pageFromRows(rows: RowWithTotal[], caller: Caller): Page<OrderDto> {
  return { data: rows.filter((row) => row.id !== null).map((row) => toOrderDto(row, caller)), total: rows[0]?.total ?? 0 };
}

/** Counts first, then reads the page from whichever end of the list is nearer: the last pages cost what the first do. */
async function deepPage(db: Sequelize, conditions: SqlConditions, page: PageQuery, caller: Caller, total: TotalSource): Promise<Page<OrderDto>> {
  const count = await countOrders(db, total);
  if (page.offset >= count) return { data: [], total: count };
  const limit = Math.min(page.limit, count - page.offset);
  const fromEnd = count - page.offset - limit;
  const oldestFirst = fromEnd < page.offset;
  const rows = await db.query<OrderRow>(`${pageSql(conditions, oldestFirst)} ORDER BY ${NEWEST_FIRST}`, {
    type: QueryTypes.SELECT,
    replacements: { ...conditions.replacements, limit, offset: oldestFirst ? fromEnd : page.offset },
  });
  return { data: rows.map((row) => toOrderDto(row, caller)), total: count };
}

/** A page of the orders matching `conditions`, newest first, with their total. */
export async function pageOfOrders(
  db: Sequelize,
  conditions: SqlConditions,
  page: PageQuery,
  caller: Caller,
  options: PageOptions = {},
): Promise<Page<OrderDto>> {
  const total = options.total ?? { sql: `SELECT count(*)::int AS total FROM orders o WHERE ${conditions.sql}`, replacements: conditions.replacements };
  if (page.limit === 0) return { data: [], total: await countOrders(db, total) };
  const replacements = { ...conditions.replacements, ...total.replacements, limit: page.limit, offset: page.offset };
  if (options.matchOnce) {
    return pageFromRows(await db.query<RowWithTotal>(MATCHED_ONCE_SQL(conditions), { type: QueryTypes.SELECT, replacements }), caller);
  }
  if (page.offset >= DEEP_OFFSET) return deepPage(db, conditions, page, caller, total);
  return pageFromRows(await db.query<RowWithTotal>(WITH_TOTAL_SQL(conditions, total), { type: QueryTypes.SELECT, replacements }), caller);
}
