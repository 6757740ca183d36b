import { clientStaffNameOfSql, fullNameSql } from '../users/index.js';
import { CLIENT_VIEW_OF_STATUS, FINAL_ORDER_STATUSES, ORDER_STATUSES, type ClientOrderView, type OrderStatus } from '@inkwell/contracts';

/**
 * The SQL of every order read. Conditions are written over `orders o` alone (languages, groups and texts
 * through subqueries) so the count of a list needs no join and the planner can walk the
 * (client_id, created_at, id) indexes for the page.
 */

/** A ready_for_pr order nobody has taken for this long needs an admin to find a proofreader. */
export const PROOFREADER_MISSING_AFTER_HOURS = 24;

/** A linguist's nickname by id, or NULL. */
const nicknameOf = (id: string) => `(SELECT l.nickname FROM linguists l WHERE l.id = ${id})`;

/**
 * The names beside an order are looked up one by one (scalar subqueries) rather than joined: each lookup is planned
 * on its own, where five joins made PostgreSQL search their orders on every call, about 1 of a page's 1.7 ms of
 * planning (the largest client's completed orders: 1.7 → 0.8 ms, its execution unchanged). Every order has a
 * project and a language (NOT NULL, foreign keys), so a lookup answers what the inner join did.
 */
export const ORDER_COLUMNS = `
  o.id, o.client_id, ${clientStaffNameOfSql('o.client_id')} AS client_name, o.project_id,
  (SELECT p.name FROM projects p WHERE p.id = o.project_id) AS project_name, o.title, o.type, o.level_code,
  lang.name AS language_name, lang.culture AS language_culture,
  o.with_proofreading, o.proofreading_assignment, o.writer_group_id, o.proofreader_group_id,
  o.direct_linguist_id, ${nicknameOf('o.direct_linguist_id')} AS direct_linguist_nickname,
  o.writer_id, ${nicknameOf('o.writer_id')} AS writer_nickname, o.proofreader_id, ${nicknameOf('o.proofreader_id')} AS proofreader_nickname,
  o.min_words, o.max_words, o.final_words, o.processing_days, o.keywords, o.comment, o.briefing_id, o.layout_id,
  o.currency, o.writer_pay_per_word, o.proofreader_pay_per_word, o.price_min, o.price_max, o.price_final,
  o.status, o.reserved_by, o.reserved_until, (o.reserved_until > now()) AS reservation_live,
  o.deadline_at, o.ready_at, o.accepted_at, o.revisions_count, o.rejection_reason, o.rejection_requested_by,
  o.rating_content, o.rating_form, o.rating_readability, o.rating_communication, o.created_at,
  o.export_type, o.last_exported_at`;

export const ORDER_JOINS = `
  JOIN languages lang ON lang.id = o.language_id`;

export const NEWEST_FIRST = 'o.created_at DESC, o.id DESC';

/**
 * An order's place in the newest-first lists, as a cursor: its creation instant to the microsecond (a Date
 * would round it to the millisecond and skip or repeat rows) and its id, e.g. `2025-03-04T09:07:00.123456Z_4711`.
 */
export const SORT_KEY = `to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || o.id AS sort_key`;

/** `'a', 'b'` for statuses that come from our own constants, never from input. */
export function statusList(statuses: readonly OrderStatus[]): string {
  return statuses.map((s) => `'${s}'`).join(', ');
}

export function statusesOfClientViews(views: readonly ClientOrderView[]): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => views.includes(CLIENT_VIEW_OF_STATUS[status]));
}

export const FINAL = statusList(FINAL_ORDER_STATUSES);

/** The statuses in which a client may read the text: from the moment it was handed over to them. */
export const CLIENT_READABLE_TEXT_STATUSES: readonly OrderStatus[] = ['ready_for_client', 'accepted', 'rejection_requested', 'rejected'];

/** The linguist's three lists of their own orders (decision 010); ASSIGNED_TO_LINGUIST covers their union. */
export const LINGUIST_ONGOING = `(
  (o.writer_id = :linguistId AND o.status IN ('processing_cw', 'in_revision'))
  OR (o.proofreader_id = :linguistId AND o.status = 'processing_pr'))`;

export const LINGUIST_PENDING = `(
  (o.writer_id = :linguistId AND o.status IN ('ready_for_pr', 'processing_pr', 'ready_for_client', 'rejection_requested'))
  OR (o.proofreader_id = :linguistId AND o.status IN ('in_revision', 'ready_for_client', 'rejection_requested')))`;

export const LINGUIST_COMPLETED = `((o.writer_id = :linguistId OR o.proofreader_id = :linguistId) AND o.status IN (${FINAL}))`;

export const ADMIN_LIST_STATUSES = {
  open: ['open'],
  processing: ['processing_cw', 'ready_for_pr', 'processing_pr', 'in_revision', 'ready_for_client', 'rejection_requested'],
  completed: ['accepted', 'canceled', 'rejected'],
} as const satisfies Record<string, readonly OrderStatus[]>;

/**
 * Waiting for a proofreader longer than the limit, counted from the last time it became ready_for_pr
 * (a revision sends it there again); orders written before history existed fall back to their last update.
 */
export const PROOFREADER_MISSING = `(
  o.status = 'ready_for_pr'
  AND coalesce(
    (SELECT max(h.created_at) FROM order_history h WHERE h.order_id = o.id AND h.to_status = 'ready_for_pr'),
    o.updated_at
  ) < now() - interval '${PROOFREADER_MISSING_AFTER_HOURS} hours')`;

export const REJECTION_REQUESTED = `(o.status = 'rejection_requested')`;

/**
 * A submitted text copies another order's (decision 047): its PLAGIARISM_HIT comment is open until a clean text follows.
 * As `= ANY (ARRAY(…))` the few ids become one index condition beside the status ones; `IN (SELECT …)` in the OR made
 * the count read all million orders (800 ms against 17 ms on the scale data).
 */
export const PLAGIARISM_HIT_OPEN = `(o.id = ANY (ARRAY(SELECT c.order_id FROM order_comments c WHERE c.kind = 'PLAGIARISM_HIT' AND c.resolved_at IS NULL)))`;

export const TEXT_COLUMNS = 't.content, t.words, t.author_role, t.version, t.submitted_at, t.sections';

/** The newest submitted version, whichever role wrote it: after proofreading that is the proofread text. */
export const LATEST_SUBMITTED_TEXT = `
  SELECT ${TEXT_COLUMNS} FROM order_texts t
  WHERE t.order_id = :orderId AND t.version > 0
  ORDER BY t.submitted_at DESC, t.id DESC
  LIMIT 1`;

/**
 * Every submitted version the caller may compare, in the order they were sent: all of them (:roles both), or a
 * linguist's own and, for the proofreader, the writer's she works on.
 */
export const SUBMITTED_TEXTS = `
  SELECT ${TEXT_COLUMNS} FROM order_texts t
  WHERE t.order_id = :orderId AND t.version > 0 AND t.author_role = ANY(:roles::text[])
  ORDER BY t.submitted_at, t.id`;

export const LATEST_SUBMITTED_TEXT_OF_ROLE = `
  SELECT ${TEXT_COLUMNS} FROM order_texts t
  WHERE t.order_id = :orderId AND t.version > 0 AND t.author_role = :authorRole
  ORDER BY t.version DESC
  LIMIT 1`;

export const DRAFT_OF_LINGUIST = `
  SELECT ${TEXT_COLUMNS} FROM order_texts t
  WHERE t.order_id = :orderId AND t.version = 0 AND t.author_role = :authorRole AND t.author_id = :linguistId`;

/** Who asked is named as in the history: staff by name, the proofreader by nickname, the client as its staff name. */
export const REVISIONS = `
  SELECT r.number, r.comment, r.requested_by, r.created_at,
    CASE r.requested_by
      WHEN 'admin' THEN (SELECT ${fullNameSql('a')} FROM admins a WHERE a.id = r.requested_by_id)
      WHEN 'proofreader' THEN (SELECT coalesce(l.nickname, ${fullNameSql('l')}) FROM linguists l WHERE l.id = r.requested_by_id)
      WHEN 'client' THEN ${clientStaffNameOfSql('r.requested_by_id')}
    END AS requested_by_name
  FROM order_revisions r
  WHERE r.order_id = :orderId
  ORDER BY r.number`;

/**
 * History is read by the client, the linguists and admins alike, so actors are named the way the platform
 * shows them to everyone (linguists by nickname, clients by company) and never by their e-mail address.
 */
export const HISTORY = `
  SELECT h.id, h.action, h.from_status, h.to_status, h.actor_role, h.note, h.created_at,
    CASE h.actor_role
      WHEN 'admin' THEN (SELECT ${fullNameSql('a')} FROM admins a WHERE a.id = h.actor_id)
      WHEN 'linguist' THEN (SELECT coalesce(l.nickname, ${fullNameSql('l')}) FROM linguists l WHERE l.id = h.actor_id)
      WHEN 'client' THEN ${clientStaffNameOfSql('h.actor_id')}
    END AS actor_name
  FROM order_history h
  WHERE h.order_id = :orderId
  ORDER BY h.id`;

/** LIKE pattern that matches `text` anywhere, with the pattern's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** AND-ed SQL conditions and the named replacements they use. */
export class SqlConditions {
  private readonly conditions: string[] = [];
  readonly replacements: Record<string, unknown> = {};

  add(condition: string, replacements: Record<string, unknown> = {}): this {
    this.conditions.push(condition);
    Object.assign(this.replacements, replacements);
    return this;
  }

  get isEmpty(): boolean {
    return this.conditions.length === 0;
  }

  get sql(): string {
    return this.conditions.length ? this.conditions.map((c) => `(${c})`).join(' AND ') : 'TRUE';
  }
}
