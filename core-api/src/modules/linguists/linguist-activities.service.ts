import type { LinguistActivity, LinguistActivityKind, Page } from '@inkwell/contracts';
import { clientStaffNameSql } from '../users/index.js';
import { preparedSelect } from '../../shared/database.js';

export interface ActivityScope {
  linguistId: number;
  /** one client's activities, or every client's (her own profile) */
  clientId: number | null;
  /** the client's private notes on her: only the client itself ever sees them */
  withNotes: boolean;
}

// What the client, staff or the system did to an order she holds or was asked for; a reservation's release and
// staff's corrections are not events between the two sides.
const OTHERS_ACTIONS = "('create', 'accept', 'revise', 'reject', 'confirm_rejection', 'cancel', 'lapse')";
// What she did herself, found by her id even when the order no longer names her (a declined request).
const HER_ACTIONS = "('take', 'submit', 'decline', 'release')";

const KIND = `CASE e.action
    WHEN 'create' THEN 'order_created'
    WHEN 'take' THEN 'order_taken'
    WHEN 'submit' THEN 'order_delivered'
    WHEN 'accept' THEN 'order_accepted'
    WHEN 'revise' THEN 'revision_requested'
    WHEN 'reject' THEN CASE WHEN e.to_status = 'rejected' THEN 'order_rejected' ELSE 'rejection_requested' END
    WHEN 'confirm_rejection' THEN 'order_rejected'
    WHEN 'decline' THEN 'order_declined'
    WHEN 'lapse' THEN 'order_lapsed'
    WHEN 'release' THEN 'order_released'
    ELSE 'order_canceled' END`;

// As linguists see a client elsewhere (self-clients.service): its nickname first.
const CLIENT_NAME = `coalesce(nullif(trim(c.nickname), ''), ${clientStaffNameSql('c', 'b')}, 'Client ' || c.id)`;

interface ActivityRow {
  total: string;
  id: string | null;
  kind: LinguistActivityKind;
  at: Date;
  orderId: number | null;
  title: string | null;
  noteId: number | null;
  noteText: string | null;
  clientId: number;
  clientName: string | null;
}

/**
 * Newest first, one page and the total in one statement (decision 031). The orders come through the writer,
 * proofreader and direct-linguist indexes and her own actions through the history's linguist-actor index, so a
 * linguist costs her own orders only. The events are counted and sorted bare; only the page's ten are joined to
 * their order's title and client, where the largest client's 2,271 events with one linguist were each joined
 * twice (issue 18). A prepared statement (decision 078): its few shapes are planned once per connection.
 */
export async function activitiesOf(scope: ActivityScope, page: { limit: number; offset: number }): Promise<Page<LinguistActivity>> {
  const forClient = 'AND (:clientId::int IS NULL OR client_id = :clientId::int)';
  const rows = await preparedSelect<ActivityRow>(
    `WITH hers AS MATERIALIZED (
       SELECT id FROM orders WHERE writer_id = :linguistId::int ${forClient}
       UNION SELECT id FROM orders WHERE proofreader_id = :linguistId::int ${forClient}
       UNION SELECT id FROM orders WHERE direct_linguist_id = :linguistId::int ${forClient}
     ),
     events AS (
       SELECT h.id, h.order_id, h.action, h.to_status, h.created_at
         FROM hers JOIN order_history h ON h.order_id = hers.id
        WHERE h.actor_role <> 'linguist' AND h.action IN ${OTHERS_ACTIONS}
       UNION ALL
       SELECT h.id, h.order_id, h.action, h.to_status, h.created_at
         FROM order_history h JOIN orders o ON o.id = h.order_id
        WHERE h.actor_role = 'linguist' AND h.actor_id = :linguistId::int AND h.action IN ${HER_ACTIONS}
          AND NOT (h.action = 'release' AND h.from_status = 'open')
          AND (:clientId::int IS NULL OR o.client_id = :clientId::int)
     ),
     items AS MATERIALIZED (
       SELECT 'order-' || e.id AS id, ${KIND} AS kind, e.created_at AS at, e.order_id AS "orderId",
              NULL::int AS "noteId", NULL::text AS "noteText", NULL::int AS "noteClientId"
         FROM events e
       UNION ALL
       SELECT 'note-' || n.id, 'note_added', n.created_at, NULL, n.id, n.text, n.client_id
         FROM linguist_notes n
        WHERE :withNotes::boolean AND n.linguist_id = :linguistId::int AND n.client_id = :clientId::int
     )
     SELECT t.total, item.*
       FROM (SELECT count(*) AS total FROM items) t
       LEFT JOIN LATERAL (
         SELECT p.id, p.kind, p.at, p."orderId", o.title, p."noteId", p."noteText", c.id AS "clientId",
                CASE WHEN :clientId::int IS NULL THEN ${CLIENT_NAME} END AS "clientName"
           FROM (SELECT * FROM items ORDER BY items.at DESC, items.id DESC LIMIT :limit::int OFFSET :offset::int) p
           LEFT JOIN orders o ON o.id = p."orderId"
           JOIN clients c ON c.id = coalesce(o.client_id, p."noteClientId") LEFT JOIN client_billing_settings b ON b.client_id = c.id
       ) item ON true
      ORDER BY item.at DESC, item.id DESC`,
    { ...scope, ...page },
  );
  const data = rows.flatMap((row): LinguistActivity[] =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            kind: row.kind,
            at: row.at.toISOString(),
            order: row.orderId === null ? null : { id: row.orderId, title: row.title ?? '' },
            note: row.noteId === null ? null : { id: row.noteId, text: row.noteText ?? '' },
            client: row.clientName === null ? null : { id: row.clientId, name: row.clientName },
          },
        ],
  );
  return { total: Number(rows[0]?.total ?? 0), data };
}
