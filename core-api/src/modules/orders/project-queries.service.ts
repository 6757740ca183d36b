import { QueryTypes, type Sequelize } from 'sequelize';
import type {
  OrderDto,
  Page,
  ProjectDto,
  ProjectLinguistStats,
  ProjectOrderStats,
  ProjectPickerItem,
  ProjectRevisionStats,
  ProjectStatus,
  StaffProjectDto,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { Caller } from '../../http/authenticate.js';
import { normaliseCulture } from '../reference/index.js';
import { clientStaffNameOfSql } from '../users/index.js';
import { JsonText } from '../../http/json-text.js';
import { preparedSelect } from '../../shared/database.js';
import { FINAL, SqlConditions, containsPattern, statusList, statusesOfClientViews } from './order-queries.sql.js';
import { listClientProjectOrders } from './order-queries.service.js';
import type { ClientOrderFilters } from './order-queries.schema.js';
import type { AdminProjectFilters, ProjectFilters } from './project-queries.schema.js';
import { ProjectPickerCache } from './project-picker-cache.js';

/**
 * The derived project status, one rule for the answer and the filter: open while no order has left open
 * (or it has none), done once every order is final, processing in between.
 */
const PROJECT_STATUS = `CASE
  WHEN NOT EXISTS (SELECT 1 FROM orders x WHERE x.project_id = p.id AND x.status <> 'open') THEN 'open'
  WHEN NOT EXISTS (SELECT 1 FROM orders x WHERE x.project_id = p.id AND x.status NOT IN (${FINAL})) THEN 'done'
  ELSE 'processing'
END`;

/** PROJECT_STATUS of a group of one project's orders (a project without orders is in no group, and open). */
const GROUP_STATUS = `CASE
  WHEN NOT bool_or(x.status <> 'open') THEN 'open'
  WHEN NOT bool_or(x.status NOT IN (${FINAL})) THEN 'done'
  ELSE 'processing'
END`;

/**
 * The derived status as a filter. For one client's projects it groups her orders once by project
 * (orders_client_project_status_idx, migration 0062) instead of probing each project's orders up to twice: the
 * largest client's 7,377 projects were 14,754 probes. An order belongs to its project's client (order creation
 * checks it), and a project without orders is open: wanting open, it keeps the projects whose orders' status is
 * not one of those wanted out; else it keeps those whose is.
 */
function projectStatusCondition(scope: ProjectScope, statuses: readonly ProjectStatus[]): string {
  if (scope.clientId === undefined) return `${PROJECT_STATUS} IN (:projectStatuses)`;
  const grouped = (test: string) =>
    `SELECT x.project_id FROM orders x WHERE x.client_id = :clientId GROUP BY x.project_id HAVING ${GROUP_STATUS} ${test} (:projectStatuses)`;
  return statuses.includes('open') ? `p.id NOT IN (${grouped('NOT IN')})` : `p.id IN (${grouped('IN')})`;
}

/**
 * One project's orders per currency, and the two facts its status derives from: `x` is an order, `s` a currency
 * of a project, `summary` a project.
 */
const PER_CURRENCY = `count(*) AS orders_count, sum(coalesce(x.price_final, x.price_max)) AS amount,
  bool_or(x.status <> 'open') AS left_open, bool_or(x.status NOT IN (${FINAL})) AS not_final`;
const OF_CURRENCIES = `json_agg(json_build_object('amount', s.amount, 'currency', s.currency) ORDER BY s.currency) AS prices,
  sum(s.orders_count)::int AS orders_count, bool_or(s.left_open) AS left_open, bool_or(s.not_final) AS not_final`;

/**
 * Each project of the page sums its own orders, read from orders_project_summary_idx; for a page of every project
 * this also beat summing all of the client's orders once (decision 085).
 */
const SUMMARY_PER_PROJECT = `
  LEFT JOIN LATERAL (
    SELECT ${OF_CURRENCIES} FROM (SELECT x.currency, ${PER_CURRENCY} FROM orders x WHERE x.project_id = p.id GROUP BY x.currency) s
  ) summary ON true`;

/** PROJECT_STATUS, from the summary (a project without orders has none, and is open). */
const SUMMARY_STATUS = `CASE WHEN NOT coalesce(summary.left_open, false) THEN 'open' WHEN NOT summary.not_final THEN 'done' ELSE 'processing' END`;

/** An instant as Date.prototype.toISOString writes it: UTC, to the millisecond. */
const isoInstant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const LANGUAGE = `json_build_object('name', lang.name, 'culture', lang.culture)`;

/**
 * Each language's part of a ProjectPickerItem, written once per statement (languages are a few dozen): `,"language":{…}}`.
 * Materialized, so it is not written again for every project that joins it.
 */
const PICKER_LANGUAGES = `picker_languages AS MATERIALIZED (
  SELECT lang.id, ',"language":' || ${LANGUAGE}::text || '}' AS item_end FROM languages lang)`;

/**
 * ProjectPickerItem, as JSON text: the id, the name as to_json escapes it, the language's part. json_build_object
 * looks up how to write each of its arguments on every call: for the largest client's 7,377 projects it cost
 * three quarters of the statement (decision 085).
 */
const PICKER_ITEM = `'{"id":' || p.id || ',"name":' || to_json(p.name)::text || lang.item_end`;

/** ProjectDto, as JSON; staff's (StaffProjectDto) also say whose project it is, naming only the page's clients. */
function projectItem(staff: boolean): string {
  const whose = staff ? `, 'clientId', p.client_id, 'clientName', ${clientStaffNameOfSql('p.client_id')}` : '';
  return `json_build_object('id', p.id, 'name', p.name, 'language', ${LANGUAGE},
    'purchaseOrder', p.purchase_order, 'quoteId', p.quote_id, 'externalId', p.external_id, 'deadlineAt', ${isoInstant('p.deadline_at')},
    'status', ${SUMMARY_STATUS}, 'prices', coalesce(summary.prices, '[]'::json), 'ordersCount', coalesce(summary.orders_count, 0),
    'createdAt', ${isoInstant('p.created_at')}${whose})`;
}

function projectNotFound(): AppError {
  return AppError.notFound('Project');
}

/** Whose projects a list reads: a client's own; staff every client's, or one client's when they filter by it. */
interface ProjectScope {
  clientId?: number;
}

/** A client reads its own projects only; staff read any client's. */
function scopeOf(caller: Caller): ProjectScope {
  return caller.role === 'admin' ? {} : { clientId: caller.id };
}

/**
 * The filters about a project's orders describe one order: "level premium and accepted in May" finds
 * projects with a premium order accepted in May, not one premium order and another accepted in May.
 */
function orderConditions(scope: ProjectScope, filters: ProjectFilters): SqlConditions {
  const conditions = new SqlConditions();
  if (filters.level?.length) conditions.add('o.level_code IN (:levels)', { levels: filters.level });
  if (filters.orderId !== undefined) conditions.add('o.id = :orderId', { orderId: filters.orderId });
  if (filters.service) conditions.add(filters.service === 'proofreading' ? 'o.with_proofreading' : 'NOT o.with_proofreading');
  if (filters.linguistId !== undefined) {
    conditions.add('o.writer_id = :linguistId OR o.proofreader_id = :linguistId OR o.direct_linguist_id = :linguistId', {
      linguistId: filters.linguistId,
    });
  }
  if (filters.groupName?.trim()) {
    // An order names only its client's own groups (order creation checks it): their ids are looked up once.
    const ofClient = scope.clientId === undefined ? '' : 'g.client_id = :clientId AND';
    const groups = `SELECT g.id FROM linguist_groups g WHERE ${ofClient} g.name ILIKE :groupPattern`;
    conditions.add(`o.writer_group_id IN (${groups}) OR o.proofreader_group_id IN (${groups})`, {
      groupPattern: containsPattern(filters.groupName.trim()),
    });
  }
  if (filters.acceptedFrom) conditions.add('o.accepted_at >= :acceptedFrom', { acceptedFrom: filters.acceptedFrom.start });
  if (filters.acceptedTo) conditions.add('o.accepted_at < :acceptedBefore', { acceptedBefore: filters.acceptedTo.end });
  if (filters.orderStatus?.length) conditions.add('o.status IN (:orderStatuses)', { orderStatuses: statusesOfClientViews(filters.orderStatus) });
  return conditions;
}

function projectConditions(scope: ProjectScope, filters: ProjectFilters): SqlConditions {
  const conditions = new SqlConditions();
  if (scope.clientId !== undefined) conditions.add('p.client_id = :clientId', { clientId: scope.clientId });
  const name = (filters.name ?? filters.search)?.trim();
  if (name) conditions.add('p.name ILIKE :namePattern', { namePattern: containsPattern(name) });
  if (filters.culture?.length) {
    conditions.add('p.language_id IN (SELECT id FROM languages WHERE culture IN (:cultures))', { cultures: filters.culture.map(normaliseCulture) });
  }
  if (filters.projectStatus?.length) {
    conditions.add(projectStatusCondition(scope, filters.projectStatus), { projectStatuses: filters.projectStatus });
  }
  if (filters.id !== undefined) conditions.add('p.id = :projectId', { projectId: filters.id });
  if (filters.externalId) conditions.add('p.external_id = :externalId', { externalId: filters.externalId });
  if (filters.createdFrom) conditions.add('p.created_at >= :createdFrom', { createdFrom: filters.createdFrom.start });
  if (filters.createdTo) conditions.add('p.created_at < :createdBefore', { createdBefore: filters.createdTo.end });
  const ofOrders = orderConditions(scope, filters);
  if (!ofOrders.isEmpty) {
    // An order belongs to its project's client (order creation checks it), so the client's own orders are the
    // ones to search: the planner reads them by client from orders_client_project_status_idx alone (migration 0062)
    // and hashes their projects, instead of probing every project.
    const ofClient = scope.clientId === undefined ? '' : 'o.client_id = :clientId AND';
    conditions.add(`p.id IN (SELECT o.project_id FROM orders o WHERE ${ofClient} ${ofOrders.sql})`, ofOrders.replacements);
  }
  return conditions;
}

/** What a list of projects answers per project: everything (ProjectDto), or what a picker shows. */
type ProjectSelection = 'full' | 'picker';

interface PageShape {
  selection: ProjectSelection;
  /** staff's answer: each project with its client */
  staff: boolean;
}

/**
 * The page's projects, newest first, as one JSON array, and the total, in one statement: PostgreSQL writes the
 * answer, and Node sends it as it is (a picker of 7,377 projects spent 30 of its 42 ms turning rows into
 * objects and those into JSON: decision 083). Costly filters (a derived status, the projects' orders, a name)
 * are matched once for both the count and the page (a client has a few thousand projects at most). Without
 * them the count reads an index, and the page's rows are read in that index's order: a client's projects are
 * few enough that skipping an offset there costs little, and asking for ids first made the planner hash every
 * project of every client once a picker asked for a thousand. A picker reads no order: it needs the names.
 */
function projectPageSql(conditions: SqlConditions, matchOnce: boolean, shape: PageShape, versioned = false): string {
  const picker = shape.selection === 'picker';
  // A picker's columns are in projects_client_created_idx (migration 0065): its page is read from the index alone.
  const columns = picker ? 'p.id, p.name, p.language_id, p.created_at' : 'p.*';
  const pageRows = matchOnce
    ? `SELECT ${columns} FROM (SELECT m.id FROM matching m ORDER BY m.created_at DESC, m.id DESC LIMIT :limit OFFSET :offset) page
         JOIN projects p ON p.id = page.id`
    : `SELECT ${columns} FROM projects p WHERE ${conditions.sql} ORDER BY p.created_at DESC, p.id DESC LIMIT :limit OFFSET :offset`;
  const summary = picker ? '' : SUMMARY_PER_PROJECT;
  const ctes = [
    ...(matchOnce ? [`matching AS MATERIALIZED (SELECT p.id, p.created_at FROM projects p WHERE ${conditions.sql})`] : []),
    ...(picker ? [PICKER_LANGUAGES] : []),
  ];
  const newestFirst = 'ORDER BY p.created_at DESC, p.id DESC';
  const data = picker
    ? `'[' || coalesce(string_agg(${PICKER_ITEM}, ',' ${newestFirst}), '') || ']'`
    : `coalesce(json_agg(${projectItem(shape.staff)} ${newestFirst}), '[]')::text`;
  // A first page shorter than the limit holds every match: its rows are the total, and the count is not run.
  return `
    ${ctes.length ? `WITH ${ctes.join(',\n')}` : ''}
    SELECT CASE WHEN :offset = 0 AND count(*) < :limit THEN count(*)::int
                ELSE (SELECT count(*)::int FROM ${matchOnce ? 'matching' : `projects p WHERE ${conditions.sql}`}) END AS total,
           ${data} AS data${versioned ? `,
           (${CLIENT_PROJECT_VERSION}) AS version` : ''}
      FROM (${pageRows}) p
      JOIN ${picker ? 'picker_languages' : 'languages'} lang ON lang.id = p.language_id
      ${summary}`;
}

/** The version of a client's projects as pickers list them (migration 0066); none while she has no row. */
const CLIENT_PROJECT_VERSION = 'SELECT v.version::text FROM client_project_versions v WHERE v.client_id = :clientId';

/** Pickers' answers this process keeps: 32 MB, some 35 of the largest client's (846 KB each). */
const pickerCache = new ProjectPickerCache(32_000_000);

/**
 * A picker of one client's projects without filters, as every app's picker asks it, is kept (decision 085): its
 * key, or undefined for any other list.
 */
function pickerCacheKey(scope: ProjectScope, filters: AdminProjectFilters): string | undefined {
  if (filters.fields !== 'picker' || scope.clientId === undefined) return undefined;
  const { fields: _fields, limit, offset, clientId: _clientId, ...others } = filters;
  const unfiltered = Object.values(others).every((value) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0));
  return unfiltered ? `${scope.clientId}:${limit}:${offset}` : undefined;
}

/** Filters that test more than the project row's indexed columns. */
function hasCostlyFilters(scope: ProjectScope, filters: ProjectFilters): boolean {
  return Boolean(filters.projectStatus?.length || (filters.name ?? filters.search)?.trim() || !orderConditions(scope, filters).isEmpty);
}

interface PageJson {
  total: number;
  data: string;
  /** the client's version of her projects the page was read at, when asked for */
  version?: string | null;
}

async function readPageJson(db: Sequelize, sql: string, replacements: Record<string, unknown>): Promise<PageJson> {
  const [row] = await db.query<PageJson>(sql, { type: QueryTypes.SELECT, replacements });
  return row ?? { total: 0, data: '[]' };
}

/** A list of projects, newest first; `fields=picker` answers only what a picker shows. */
async function listProjects<Item>(db: Sequelize, scope: ProjectScope, filters: ProjectFilters, staff = false): Promise<Page<Item> | JsonText<Page<Item>>> {
  const conditions = projectConditions(scope, filters);
  const { replacements } = conditions;
  if (filters.limit === 0) {
    const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM projects p WHERE ${conditions.sql}`, {
      type: QueryTypes.SELECT,
      replacements,
    });
    return { data: [], total: count?.total ?? 0 };
  }
  const shape: PageShape = { selection: filters.fields === 'picker' ? 'picker' : 'full', staff };
  const cacheKey = pickerCacheKey(scope, filters);
  if (cacheKey !== undefined && pickerCache.has(cacheKey)) {
    const [current] = await preparedSelect<{ version: string }>(CLIENT_PROJECT_VERSION, { clientId: scope.clientId });
    const kept = current && pickerCache.answerAt(cacheKey, current.version);
    if (kept) return new JsonText(kept.body, kept.etag);
  }
  // The page and the version it was read at come from one snapshot: an answer is never kept under a later version.
  const sql = projectPageSql(conditions, hasCostlyFilters(scope, filters), shape, cacheKey !== undefined);
  const { total, data, version } = await readPageJson(db, sql, { ...replacements, limit: filters.limit, offset: filters.offset });
  const text = `{"data":${data},"total":${total}}`;
  if (cacheKey !== undefined && version) {
    const kept = pickerCache.remember(cacheKey, version, text);
    return new JsonText(kept.body, kept.etag);
  }
  return new JsonText(text);
}

/** GET /client/projects: the caller's projects. */
export function listClientProjects(db: Sequelize, caller: Caller, filters: ProjectFilters): Promise<Page<ProjectDto | ProjectPickerItem> | JsonText<Page<ProjectDto | ProjectPickerItem>>> {
  return listProjects(db, { clientId: caller.id }, filters);
}

/**
 * GET /admin/projects: every client's projects, or one client's with `clientId` (the upload dialog's project picker,
 * the client page's projects tab), each with its client's id and name.
 */
export function listAdminProjects(
  db: Sequelize,
  filters: AdminProjectFilters,
): Promise<Page<StaffProjectDto | ProjectPickerItem> | JsonText<Page<StaffProjectDto | ProjectPickerItem>>> {
  return listProjects(db, { clientId: filters.clientId }, filters, true);
}

async function readProject<Project>(db: Sequelize, projectId: number, scope: ProjectScope, staff: boolean): Promise<Project | undefined> {
  const conditions = new SqlConditions().add('p.id = :projectId', { projectId });
  if (scope.clientId !== undefined) conditions.add('p.client_id = :clientId', { clientId: scope.clientId });
  const sql = projectPageSql(conditions, false, { selection: 'full', staff });
  const { data } = await readPageJson(db, sql, { ...conditions.replacements, limit: 1, offset: 0 });
  return (JSON.parse(data) as Project[])[0];
}

/** GET /client/project/:id */
export async function getClientProject(db: Sequelize, caller: Caller, projectId: number): Promise<ProjectDto> {
  const project = await readProject<ProjectDto>(db, projectId, { clientId: caller.id }, false);
  if (!project) throw projectNotFound();
  return project;
}

/** GET /admin/project/:id: any client's project, with its client. */
export async function getStaffProject(db: Sequelize, projectId: number): Promise<StaffProjectDto> {
  const project = await readProject<StaffProjectDto>(db, projectId, {}, true);
  if (!project) throw projectNotFound();
  return project;
}

/** The project's client, for a project the caller may read; another client's project answers exactly like a missing one. */
async function projectClientId(db: Sequelize, caller: Caller, projectId: number): Promise<number> {
  const { clientId } = scopeOf(caller);
  const [row] = await db.query<{ client_id: number }>(
    `SELECT client_id FROM projects WHERE id = :projectId ${clientId === undefined ? '' : 'AND client_id = :clientId'}`,
    { type: QueryTypes.SELECT, replacements: { projectId, clientId } },
  );
  if (!row) throw projectNotFound();
  return Number(row.client_id);
}

/** GET /{client,admin}/project/:id/orders */
export async function listProjectOrders(db: Sequelize, caller: Caller, projectId: number, filters: ClientOrderFilters): Promise<Page<OrderDto>> {
  const clientId = await projectClientId(db, caller, projectId);
  return listClientProjectOrders(db, caller, projectId, filters, clientId);
}

const countOf = (statuses: string) => `count(*) FILTER (WHERE o.status IN (${statuses}))::int`;

/** GET /{client,admin}/project/:id/orders-stats: the client's views, with completed split into its three outcomes. */
export async function getProjectOrderStats(db: Sequelize, caller: Caller, projectId: number): Promise<ProjectOrderStats> {
  const clientId = await projectClientId(db, caller, projectId);
  const [stats] = await db.query<ProjectOrderStats>(
    `SELECT ${countOf(statusList(statusesOfClientViews(['open'])))} AS open,
            ${countOf(statusList(statusesOfClientViews(['processing'])))} AS processing,
            ${countOf(statusList(statusesOfClientViews(['ready'])))} AS ready,
            ${countOf("'accepted'")} AS accepted,
            ${countOf("'canceled'")} AS canceled,
            ${countOf("'rejected'")} AS rejected,
            count(*)::int AS total
       FROM orders o WHERE o.project_id = :projectId AND o.client_id = :clientId`,
    { type: QueryTypes.SELECT, replacements: { projectId, clientId } },
  );
  return stats!;
}

/** GET /{client,admin}/project/:id/linguist-stats: distinct writers and proofreaders of accepted orders, all time and in the last month. */
export async function getProjectLinguistStats(db: Sequelize, caller: Caller, projectId: number): Promise<ProjectLinguistStats> {
  const clientId = await projectClientId(db, caller, projectId);
  const [stats] = await db.query<{ total: number; last_month: number }>(
    `SELECT count(DISTINCT x.linguist_id)::int AS total,
            count(DISTINCT x.linguist_id) FILTER (WHERE o.accepted_at >= now() - interval '1 month')::int AS last_month
       FROM orders o CROSS JOIN LATERAL (VALUES (o.writer_id), (o.proofreader_id)) AS x (linguist_id)
      WHERE o.project_id = :projectId AND o.client_id = :clientId AND o.status = 'accepted'`,
    { type: QueryTypes.SELECT, replacements: { projectId, clientId } },
  );
  return { accepted: { total: stats?.total ?? 0, lastMonth: stats?.last_month ?? 0 } };
}

/** A fraction with four decimals (the app shows it ×100); 0 without a whole. */
const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);

/**
 * GET /admin/project/:id/revisions: the project's orders, those sent back at least once and every revision round by
 * who asked (the client, staff for the client, the proofreader: decision 048), in one statement.
 */
export async function getProjectRevisionStats(db: Sequelize, caller: Caller, projectId: number): Promise<ProjectRevisionStats> {
  const clientId = await projectClientId(db, caller, projectId);
  const [row] = await db.query<{ orders: number; revised_orders: number; total: number; client: number; admin: number; proofreader: number }>(
    `WITH project_orders AS (SELECT o.id FROM orders o WHERE o.project_id = :projectId AND o.client_id = :clientId),
          rounds AS (SELECT r.order_id, r.requested_by FROM order_revisions r WHERE r.order_id IN (SELECT id FROM project_orders))
     SELECT (SELECT count(*)::int FROM project_orders) AS orders,
            count(DISTINCT rounds.order_id)::int AS revised_orders,
            count(rounds.order_id)::int AS total,
            count(*) FILTER (WHERE rounds.requested_by = 'client')::int AS client,
            count(*) FILTER (WHERE rounds.requested_by = 'admin')::int AS admin,
            count(*) FILTER (WHERE rounds.requested_by = 'proofreader')::int AS proofreader
       FROM rounds`,
    { type: QueryTypes.SELECT, replacements: { projectId, clientId } },
  );
  const orders = row?.orders ?? 0;
  const revisedOrders = row?.revised_orders ?? 0;
  return {
    orders,
    revisedOrders,
    rounds: { total: row?.total ?? 0, client: row?.client ?? 0, admin: row?.admin ?? 0, proofreader: row?.proofreader ?? 0 },
    revisedShare: shareOf(revisedOrders, orders),
  };
}
