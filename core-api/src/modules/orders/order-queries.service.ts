import { QueryTypes, type Sequelize } from 'sequelize';
import type { BriefingDto, TextLayoutDto } from '@inkwell/templates';
import {
  ADMIN_SEARCH_TOTAL_CAP,
  ERROR_CODES,
  type OrderDto,
  type OrderHistoryDto,
  type OrderListPage,
  type OrderRevisionDto,
  type OrderStatus,
  type OrderTextDto,
  type LinguistAvailableClient,
  type Page,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { Caller } from '../../http/authenticate.js';
import { normaliseCulture } from '../reference/index.js';
import { clientMarketNameSql } from '../users/index.js';
import { findBriefingById, findLayoutById } from '../templates/index.js';
import {
  toOrderDto,
  toOrderHistoryDto,
  toOrderRevisionDto,
  toOrderTextDto,
  type OrderHistoryRow,
  type OrderRevisionRow,
  type OrderRow,
  type OrderTextRow,
} from './order-dto.js';
import {
  ADMIN_LIST_STATUSES,
  CLIENT_READABLE_TEXT_STATUSES,
  DRAFT_OF_LINGUIST,
  HISTORY,
  LATEST_SUBMITTED_TEXT,
  LATEST_SUBMITTED_TEXT_OF_ROLE,
  SUBMITTED_TEXTS,
  LINGUIST_COMPLETED,
  LINGUIST_ONGOING,
  LINGUIST_PENDING,
  ORDER_COLUMNS,
  ORDER_JOINS,
  PROOFREADER_MISSING,
  REJECTION_REQUESTED,
  PLAGIARISM_HIT_OPEN,
  REVISIONS,
  SqlConditions,
  containsPattern,
  statusList,
  statusesOfClientViews,
} from './order-queries.sql.js';
import { ASSIGNED_TO_LINGUIST, AVAILABLE_TO_LINGUIST, REQUESTED_OF_LINGUIST, TAKEABLE_BY_LINGUIST } from './order-visibility.js';
import type { PageQuery } from '../../shared/query-schemas.js';
import type { AdminOrderFilters, ClientOrderFilters, LinguistNewOrdersQuery } from './order-queries.schema.js';
import { cursorPageOfOrders, pageOfOrders, type PageOptions, type TotalSource } from './order-queries.paging.js';

/**
 * Every read of orders, for the three roles. Each read is scoped to what the caller may see (DESIGN §4):
 * a client their own orders, a linguist what they may take or work on, an admin everything; an order
 * outside that scope answers 404 exactly like one that does not exist.
 */

export type LinguistOrderList = 'ongoing' | 'pending' | 'completed';
export type AdminOrderList = 'open' | 'processing' | 'completed' | 'action-required';

/** Search: words of the title, or the id when the caller typed a number. */
function addSearch(conditions: SqlConditions, search: string | undefined): void {
  const text = search?.trim();
  if (!text) return;
  const searchPattern = containsPattern(text);
  if (/^\d{1,9}$/.test(text)) conditions.add('o.id = :searchId OR o.title ILIKE :searchPattern', { searchId: Number(text), searchPattern });
  else conditions.add('o.title ILIKE :searchPattern', { searchPattern });
}

function addLanguages(conditions: SqlConditions, cultures: readonly string[] | undefined): void {
  if (!cultures?.length) return;
  conditions.add('o.language_id IN (SELECT id FROM languages WHERE culture IN (:cultures))', { cultures: cultures.map(normaliseCulture) });
}

/** What the caller may read at all; the item, text, revisions and history calls (and the order's messages) start from it. */
export function visibleTo(caller: Caller): SqlConditions {
  const conditions = new SqlConditions();
  if (caller.role === 'client') conditions.add('o.client_id = :callerId', { callerId: caller.id });
  if (caller.role === 'linguist') conditions.add(`(${TAKEABLE_BY_LINGUIST}) OR ${ASSIGNED_TO_LINGUIST}`, { linguistId: caller.id });
  return conditions;
}

function orderNotFound(): AppError {
  return AppError.notFound('Order');
}

async function findVisibleOrder(db: Sequelize, caller: Caller, orderId: number): Promise<OrderRow> {
  const conditions = visibleTo(caller).add('o.id = :orderId', { orderId });
  const [row] = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o ${ORDER_JOINS} WHERE ${conditions.sql}`, {
    type: QueryTypes.SELECT,
    replacements: conditions.replacements,
  });
  if (!row) throw orderNotFound();
  return row;
}

/** Filters of the client's Orders tab; `projectId` narrows them to one project's orders. */
function clientOrderConditions(clientId: number, filters: ClientOrderFilters, projectId?: number): SqlConditions {
  const conditions = new SqlConditions().add('o.client_id = :clientId', { clientId });
  if (projectId !== undefined) conditions.add('o.project_id = :projectId', { projectId });
  if (filters.status?.length) conditions.add('o.status IN (:viewStatuses)', { viewStatuses: statusesOfClientViews(filters.status) });
  if (filters.processingStatus?.length) conditions.add('o.status IN (:processingStatuses)', { processingStatuses: filters.processingStatus });
  addSearch(conditions, filters.search);
  if (filters.createdDateTo) conditions.add('o.created_at < :createdBefore', { createdBefore: filters.createdDateTo.end });
  // Hours to the deadline; an order without a deadline (not taken yet) has no remaining time to filter by.
  if (filters.remainingTo !== undefined) conditions.add("o.deadline_at <= now() + :remainingTo * interval '1 hour'", { remainingTo: filters.remainingTo });
  if (filters.remainingFrom !== undefined) {
    conditions.add("o.deadline_at >= now() + :remainingFrom * interval '1 hour'", { remainingFrom: filters.remainingFrom });
  }
  if (filters.projectIds?.length) conditions.add('o.project_id IN (:projectIds)', { projectIds: filters.projectIds });
  addLanguages(conditions, filters.languages);
  if (filters.acceptedYears?.length) {
    // A UTC year as a range of instants: orders_client_accepted_idx counts it, and the page walks
    // orders_client_created_idx, which carries accepted_at (migration 0061), without reading the newer orders' rows.
    const years = [...new Set(filters.acceptedYears)];
    conditions.add(
      years.map((_, i) => `(o.accepted_at >= :acceptedYearStart${i} AND o.accepted_at < :acceptedYearEnd${i})`).join(' OR '),
      Object.fromEntries(
        years.flatMap((year, i) => [
          [`acceptedYearStart${i}`, new Date(Date.UTC(year, 0, 1))],
          [`acceptedYearEnd${i}`, new Date(Date.UTC(year + 1, 0, 1))],
        ]),
      ),
    );
  }
  if (filters.acceptedDateFrom) conditions.add('o.accepted_at >= :acceptedFrom', { acceptedFrom: filters.acceptedDateFrom.start });
  if (filters.acceptedDateTo) conditions.add('o.accepted_at < :acceptedBefore', { acceptedBefore: filters.acceptedDateTo.end });
  return conditions;
}

/** A search reads every one of the client's orders' titles: once is enough. */
function clientPageOptions(filters: ClientOrderFilters): PageOptions {
  return { matchOnce: Boolean(filters.search?.trim()) };
}

/** GET /client/orders */
export function listClientOrders(db: Sequelize, caller: Caller, filters: ClientOrderFilters): Promise<Page<OrderDto>> {
  return pageOfOrders(db, clientOrderConditions(caller.id, filters), filters, caller, clientPageOptions(filters));
}

/** GET /{client,admin}/project/:id/orders; the caller checks that the project is the client's (staff: whose it is). */
export function listClientProjectOrders(
  db: Sequelize,
  caller: Caller,
  projectId: number,
  filters: ClientOrderFilters,
  clientId: number = caller.id,
): Promise<Page<OrderDto>> {
  return pageOfOrders(db, clientOrderConditions(clientId, filters, projectId), filters, caller, clientPageOptions(filters));
}

/** GET /linguist/orders/new: what the linguist may take now, direct requests and/or the open and group pool. */
function newOrderConditions(caller: Caller, types: LinguistNewOrdersQuery['type']): SqlConditions {
  const wanted = new Set(types?.length ? types : ['requested', 'available']);
  const rule =
    wanted.size === 2 ? TAKEABLE_BY_LINGUIST : wanted.has('requested') ? REQUESTED_OF_LINGUIST : AVAILABLE_TO_LINGUIST;
  return (
    new SqlConditions()
      // Follows from the rule (a linguist takes orders in their languages only); stated here it lets the planner
      // leave the orders in other languages aside before testing the rule on each.
      .add('o.language_id IN (SELECT ll.language_id FROM linguist_languages ll WHERE ll.linguist_id = :linguistId)', { linguistId: caller.id })
      .add(rule, { linguistId: caller.id })
  );
}

export function listNewOrdersForLinguist(db: Sequelize, caller: Caller, query: LinguistNewOrdersQuery): Promise<Page<OrderDto>> {
  return pageOfOrders(db, newOrderConditions(caller, query.type), query, caller, { matchOnce: true });
}

/**
 * GET /linguist/orders/new/clients: the clients of the orders she may take now (the same rule as the list), each
 * with how many, so the app can filter the list by client.
 */
export async function listNewOrderClientsForLinguist(db: Sequelize, caller: Caller, query: LinguistNewOrdersQuery): Promise<Page<LinguistAvailableClient>> {
  const conditions = newOrderConditions(caller, query.type);
  const rows = await db.query<LinguistAvailableClient & { total: number }>(
    // The page is chosen from the counts alone and only its clients are named (every order's client exists), so
    // a linguist offered orders of a thousand clients costs ten name lookups, not a thousand.
    `WITH per_client AS (SELECT o.client_id, count(*)::int AS orders FROM orders o WHERE ${conditions.sql} GROUP BY o.client_id),
          page AS (SELECT pc.client_id, pc.orders, count(*) OVER ()::int AS total FROM per_client pc
                    ORDER BY pc.orders DESC, pc.client_id LIMIT :limit OFFSET :offset)
     SELECT c.id, ${clientMarketNameSql('c', 'b')} AS name, page.orders, page.total
       FROM page JOIN clients c ON c.id = page.client_id LEFT JOIN client_billing_settings b ON b.client_id = c.id
      ORDER BY page.orders DESC, c.id`,
    { type: QueryTypes.SELECT, replacements: { ...conditions.replacements, limit: query.limit, offset: query.offset } },
  );
  if (!rows.length && (query.offset > 0 || query.limit === 0)) {
    // With limit 0 or past the last page no row carries the window's total, so it is counted on its own.
    const [count] = await db.query<{ total: number }>(`SELECT count(DISTINCT o.client_id)::int AS total FROM orders o WHERE ${conditions.sql}`, {
      type: QueryTypes.SELECT,
      replacements: conditions.replacements,
    });
    return { data: [], total: count?.total ?? 0 };
  }
  return { data: rows.map(({ total: _total, ...client }) => client), total: rows[0]?.total ?? 0 };
}

const LINGUIST_LISTS: Record<LinguistOrderList, string> = {
  ongoing: LINGUIST_ONGOING,
  pending: LINGUIST_PENDING,
  completed: LINGUIST_COMPLETED,
};

/** GET /linguist/orders/ongoing|pending|completed */
export function listLinguistOrders(db: Sequelize, caller: Caller, list: LinguistOrderList, page: PageQuery): Promise<Page<OrderDto>> {
  return pageOfOrders(db, new SqlConditions().add(LINGUIST_LISTS[list], { linguistId: caller.id }), page, caller, { matchOnce: true });
}

function adminListCondition(list: AdminOrderList, filters: AdminOrderFilters): string {
  if (list !== 'action-required') return `o.status IN (${statusList(ADMIN_LIST_STATUSES[list])})`;
  if (filters.filter === 'proofreader_missing') return PROOFREADER_MISSING;
  if (filters.filter === 'rejection_requested') return REJECTION_REQUESTED;
  // The spec's sub-filters are these two; a plagiarism hit shows under 'all' (decision 047).
  return `${PROOFREADER_MISSING} OR ${REJECTION_REQUESTED} OR ${PLAGIARISM_HIT_OPEN}`;
}

/**
 * The total of an admin list by status (and language) from order_status_counts: the completed list holds
 * nearly every order, and counting it row by row would cost more than everything else on the page.
 */
function countedByStatus(list: AdminOrderList, filters: AdminOrderFilters): TotalSource | undefined {
  if (list === 'action-required' || filters.clientId !== undefined || filters.search?.trim()) return undefined;
  const conditions = new SqlConditions().add(`c.status IN (${statusList(ADMIN_LIST_STATUSES[list])})`);
  if (filters.languages?.length) {
    conditions.add('c.language_id IN (SELECT id FROM languages WHERE culture IN (:countedCultures))', {
      countedCultures: filters.languages.map(normaliseCulture),
    });
  }
  return {
    sql: `SELECT coalesce(sum(c.orders), 0)::int AS total FROM order_status_counts c WHERE ${conditions.sql}`,
    replacements: conditions.replacements,
  };
}

/**
 * GET /admin/orders/open|processing|completed|action-required: every client's orders. A search is counted
 * exactly up to ADMIN_SEARCH_TOTAL_CAP matches only: a common word matches tens of thousands of a million
 * titles, and counting them cost more than the rest of the page (decision 019). "1,000+" tells staff to
 * narrow the search, which a count of 32,931 does no better.
 */
export function listAdminOrders(db: Sequelize, caller: Caller, list: AdminOrderList, filters: AdminOrderFilters): Promise<OrderListPage> {
  const conditions = new SqlConditions().add(adminListCondition(list, filters));
  if (filters.clientId !== undefined) conditions.add('o.client_id = :clientId', { clientId: filters.clientId });
  addSearch(conditions, filters.search);
  addLanguages(conditions, filters.languages);
  const searching = Boolean(filters.search?.trim());
  // Action-required and searches within open or processing orders match few of a few thousand orders.
  const matchOnce = list === 'action-required' || (list !== 'completed' && searching);
  return cursorPageOfOrders(db, conditions, filters, caller, {
    total: countedByStatus(list, filters),
    matchOnce,
    totalCap: searching ? ADMIN_SEARCH_TOTAL_CAP : undefined,
  });
}

/** GET /{role}/order/:id */
export async function getOrder(db: Sequelize, caller: Caller, orderId: number): Promise<OrderDto> {
  return toOrderDto(await findVisibleOrder(db, caller, orderId), caller);
}

function noText(orderId: number): AppError {
  return new AppError(ERROR_CODES.notFound, `Order ${orderId} has no text you can read yet`, 404);
}

async function firstText(db: Sequelize, sql: string, replacements: Record<string, unknown>): Promise<OrderTextRow | undefined> {
  const [row] = await db.query<OrderTextRow>(sql, { type: QueryTypes.SELECT, replacements });
  return row;
}

/**
 * The text a linguist works on: their own draft while there is one; otherwise the submitted version they
 * need — the writer's latest for a proofreader at work, else the last version of the order (the one a
 * client asked to revise is the proofread one).
 */
async function linguistText(db: Sequelize, linguistId: number, order: OrderRow): Promise<OrderTextRow | undefined> {
  const authorRole = order.writer_id === linguistId ? 'writer' : order.proofreader_id === linguistId ? 'proofreader' : null;
  // A linguist who may only take the order sees its brief, not somebody's text.
  if (authorRole === null) return undefined;
  const orderId = order.id;
  const draft = await firstText(db, DRAFT_OF_LINGUIST, { orderId, authorRole, linguistId });
  if (draft) return draft;
  if (authorRole === 'proofreader' && order.status === 'processing_pr') {
    return firstText(db, LATEST_SUBMITTED_TEXT_OF_ROLE, { orderId, authorRole: 'writer' });
  }
  return firstText(db, LATEST_SUBMITTED_TEXT, { orderId });
}

function clientMayReadText(status: OrderStatus): boolean {
  return CLIENT_READABLE_TEXT_STATUSES.includes(status);
}

/** GET /{role}/order/:id/text */
export async function getOrderText(db: Sequelize, caller: Caller, orderId: number): Promise<OrderTextDto> {
  const order = await findVisibleOrder(db, caller, orderId);
  let text: OrderTextRow | undefined;
  if (caller.role === 'linguist') text = await linguistText(db, caller.id, order);
  else if (caller.role === 'admin' || clientMayReadText(order.status)) text = await firstText(db, LATEST_SUBMITTED_TEXT, { orderId });
  if (!text) throw noText(orderId);
  // TEXT_COLUMNS reads the sections of a text written against a layout (NULL otherwise)
  const { sections } = text as OrderTextRow & { sections?: Record<string, string> | null };
  return sections ? { ...toOrderTextDto(text), sections } : toOrderTextDto(text);
}

/**
 * Whose submitted versions a caller compares: staff all; a client once she may read the text; the writer and the
 * proofreader all (a writer in revision works on the proofread text, as `linguistText` gives her); a linguist who
 * may only take the order none.
 */
function comparableRoles(caller: Caller, order: OrderRow): string[] {
  const all = ['writer', 'proofreader'];
  if (caller.role === 'admin') return all;
  if (caller.role === 'client') return clientMayReadText(order.status) ? all : [];
  return order.writer_id === caller.id || order.proofreader_id === caller.id ? all : [];
}

/** GET /{role}/order/:id/text/versions: the submitted versions to compare, first to last (none yet is an empty list). */
export async function getOrderTextVersions(db: Sequelize, caller: Caller, orderId: number): Promise<{ data: OrderTextDto[] }> {
  const order = await findVisibleOrder(db, caller, orderId);
  const roles = comparableRoles(caller, order);
  if (roles.length === 0) return { data: [] };
  const rows = await db.query<OrderTextRow>(SUBMITTED_TEXTS, { type: QueryTypes.SELECT, replacements: { orderId, roles: `{${roles.join(',')}}` } });
  return { data: rows.map(toOrderTextDto) };
}

/** GET /{role}/order/:id/revisions: every round a text was sent back (by the client, staff or the proofreader), first to last. */
export async function getOrderRevisions(db: Sequelize, caller: Caller, orderId: number): Promise<{ data: OrderRevisionDto[] }> {
  await findVisibleOrder(db, caller, orderId);
  const rows = await db.query<OrderRevisionRow>(REVISIONS, { type: QueryTypes.SELECT, replacements: { orderId } });
  return { data: rows.map(toOrderRevisionDto) };
}

/** GET /{role}/order/:id/history: every transition, oldest first. */
export async function getOrderHistory(db: Sequelize, caller: Caller, orderId: number): Promise<{ data: OrderHistoryDto[] }> {
  await findVisibleOrder(db, caller, orderId);
  const rows = await db.query<OrderHistoryRow>(HISTORY, { type: QueryTypes.SELECT, replacements: { orderId } });
  return { data: rows.map(toOrderHistoryDto) };
}

/** GET /{role}/order/:id/briefing: the order's briefing for whoever may read the order, which may be a system one. */
export async function getOrderBriefing(db: Sequelize, caller: Caller, orderId: number): Promise<BriefingDto> {
  const order = await getOrder(db, caller, orderId);
  const briefing = order.briefingId === null ? null : await findBriefingById(order.briefingId);
  if (!briefing) throw new AppError(ERROR_CODES.notFound, `Order ${orderId} has no briefing`, 404);
  return briefing;
}

/** GET /{role}/order/:id/layout: the order's text layout for whoever may read the order. */
export async function getOrderLayout(db: Sequelize, caller: Caller, orderId: number): Promise<TextLayoutDto> {
  const order = await getOrder(db, caller, orderId);
  const layout = order.layoutId === null ? null : await findLayoutById(order.layoutId);
  if (!layout) throw new AppError(ERROR_CODES.notFound, `Order ${orderId} has no layout`, 404);
  return layout;
}
