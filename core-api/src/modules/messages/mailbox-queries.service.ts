import { QueryTypes, type Transaction } from 'sequelize';
import {
  MESSAGE_PREVIEW_LENGTH,
  type MessageFolder,
  type MessageListItem,
  type MessagePartyRole,
  type MessageSummary,
  type MessageThread,
  type Page,
  type Role,
} from '@inkwell/contracts';
import { database } from '../../shared/database.js';
import { PARTY_JOINS, SUPPORT, containsPattern, partyNameSql, sideSql, type Mailbox, type Writer } from './mailbox.js';
import { mayWriteInto } from './recipients.service.js';
import { VISIBLE_TO_SIDE, findThread, locateMessage, participantState, participantsOf, partyOf, threadDto } from './thread-reads.js';

/** The folders of one mailbox, its summary, and the thread behind a message (decision 032). */

export interface MessageListParams {
  type: MessageFolder;
  search?: string;
  limit: number;
  offset: number;
}

/** Which of the side's threads each folder holds, and by which time it lists them, newest first. */
const FOLDERS: Record<Exclude<MessageFolder, 'new'>, { where: string; orderBy: string }> = {
  inbox: { where: 'p.trashed_at IS NULL AND p.last_received_at IS NOT NULL', orderBy: 'p.last_received_at' },
  sent: { where: 'p.trashed_at IS NULL AND p.last_sent_at IS NOT NULL', orderBy: 'p.last_sent_at' },
  trash: { where: 'p.trashed_at IS NOT NULL', orderBy: 'p.trashed_at' },
  unread: { where: 'p.trashed_at IS NULL AND p.unread_count > 0', orderBy: 'p.last_received_at' },
};

/** Words of the subject, of a message the side may see, or of the other side's name. */
function searchCondition(viewer: Role): string {
  return `(t.subject ILIKE :pattern
    OR EXISTS (SELECT 1 FROM messages m WHERE m.thread_id = p.thread_id AND ${VISIBLE_TO_SIDE} AND m.body ILIKE :pattern)
    OR EXISTS (SELECT 1 FROM message_participants o ${PARTY_JOINS()}
                WHERE o.thread_id = p.thread_id AND o.role <> p.role AND ${partyNameSql(viewer)} ILIKE :pattern))`;
}

interface ListRow {
  id: number;
  threadId: number;
  subject: string;
  orderId: number | null;
  side: MessagePartyRole;
  senderRole: MessagePartyRole;
  preview: string;
  at: Date;
  draft: boolean;
  unreadCount: number;
  messages: number;
  attachments: number;
}

const VISIBLE_COUNT = `(SELECT count(*)::int FROM messages v WHERE v.thread_id = p.thread_id AND v.sent_seq > p.purged_through)`;

/**
 * One page of a folder. A thread is listed by its newest message the side may see; `new` lists the side's drafts
 * one by one. `viewer` names the sides (staff on a client's page read the client's mailbox).
 */
export async function listMessages(mailbox: Mailbox, viewer: Role, params: MessageListParams): Promise<Page<MessageListItem>> {
  const side = sideSql(mailbox);
  const replacements: Record<string, unknown> = { ...side.replacements, limit: params.limit, offset: params.offset, previewLength: MESSAGE_PREVIEW_LENGTH };
  const where = [side.sql];
  const search = params.search?.trim();
  if (search) {
    where.push(searchCondition(viewer));
    replacements.pattern = containsPattern(search);
  }
  let from: string;
  let columns: string;
  let orderBy: string;
  if (params.type === 'new') {
    from = `message_participants p JOIN message_threads t ON t.id = p.thread_id
            JOIN messages last ON last.thread_id = p.thread_id AND last.sent_seq IS NULL AND last.sender_role = p.role`;
    columns = 'last.updated_at AS at, true AS draft';
    orderBy = 'last.updated_at DESC, last.id DESC';
  } else {
    const folder = FOLDERS[params.type];
    where.push(folder.where);
    from = `message_participants p JOIN message_threads t ON t.id = p.thread_id
            JOIN LATERAL (SELECT m.* FROM messages m WHERE m.thread_id = p.thread_id AND m.sent_seq > p.purged_through
                           ORDER BY m.sent_seq DESC LIMIT 1) last ON true`;
    columns = 'last.sent_at AS at, false AS draft';
    // A thread marked unread may have received nothing (only her own messages): it sorts after the rest.
    orderBy = `${folder.orderBy} DESC NULLS LAST, p.thread_id DESC`;
  }
  const conditions = where.map((condition) => `(${condition})`).join(' AND ');
  const [{ total } = { total: 0 }] = await database().query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${conditions}`, {
    type: QueryTypes.SELECT,
    replacements,
  });
  if (total === 0 || params.limit === 0) return { data: [], total };
  const rows = await database().query<ListRow>(
    `SELECT last.id, p.thread_id AS "threadId", t.subject, t.order_id AS "orderId", p.role AS side, last.sender_role AS "senderRole",
            left(last.body, :previewLength) AS preview, ${columns}, p.unread_count AS "unreadCount", ${VISIBLE_COUNT} AS messages,
            (SELECT count(*)::int FROM message_attachments a WHERE a.message_id = last.id) AS attachments
       FROM ${from}
      WHERE ${conditions}
      ORDER BY ${orderBy}
      LIMIT :limit OFFSET :offset`,
    { type: QueryTypes.SELECT, replacements },
  );
  const parties = await participantsOf(
    rows.map((row) => row.threadId),
    viewer,
  );
  const data = rows.map((row): MessageListItem => {
    const sides = parties.get(row.threadId);
    return {
      id: row.id,
      threadId: row.threadId,
      subject: row.subject,
      orderId: row.orderId,
      counterpart: sides?.find((party) => party.role !== row.side) ?? partyOf(sides, row.side),
      sender: partyOf(sides, row.senderRole),
      preview: row.preview,
      at: row.at.toISOString(),
      draft: row.draft,
      unread: row.unreadCount > 0,
      messages: row.messages,
      attachments: row.attachments,
    };
  });
  return { data, total };
}

/** Threads with unread messages outside the trash: the badge, and every message event's count. */
export async function unreadTotal(mailbox: Mailbox, transaction?: Transaction): Promise<number> {
  const side = sideSql(mailbox);
  const [row] = await database().query<{ unread: number }>(
    `SELECT count(*)::int AS unread FROM message_participants p WHERE ${side.sql} AND p.unread_count > 0 AND p.trashed_at IS NULL`,
    { type: QueryTypes.SELECT, replacements: side.replacements, transaction },
  );
  return row?.unread ?? 0;
}

/** The dashboard card and header badge in one call. */
export async function messageSummary(mailbox: Mailbox): Promise<MessageSummary> {
  const side = sideSql(mailbox);
  const [row] = await database().query<{ unread: number; lastSentAt: Date | null }>(
    `SELECT (count(*) FILTER (WHERE p.unread_count > 0 AND p.trashed_at IS NULL))::int AS unread, max(p.last_sent_at) AS "lastSentAt"
       FROM message_participants p WHERE ${side.sql}`,
    { type: QueryTypes.SELECT, replacements: side.replacements },
  );
  return { unread: row?.unread ?? 0, lastSentAt: row?.lastSentAt?.toISOString() ?? null };
}

/** GET /{role}/message/:id: the thread of a message the writer's side may see, as that side sees it. */
export async function getThread(writer: Writer, messageId: number): Promise<MessageThread> {
  return threadOfMailbox(writer.mailbox, writer.viewer, messageId);
}

/**
 * The thread as `mailbox` sees it (what it deleted for good stays hidden), named for `viewer`. Staff looking at a
 * client's mailbox read for the support side: they see no draft of the client, and may reply only where support is
 * one of the two sides.
 */
export async function threadOfMailbox(mailbox: Mailbox, viewer: Role, messageId: number): Promise<MessageThread> {
  const located = await locateMessage(mailbox, messageId);
  const thread = await findThread(located.threadId);
  const state = await participantState(thread.id, mailbox);
  const readerSide: MessagePartyRole = viewer === 'admin' ? 'support' : mailbox.role;
  const ownMailbox = readerSide === mailbox.role;
  const readerState = ownMailbox ? state : await participantState(thread.id, SUPPORT);
  const view = { side: readerSide, purgedThrough: state?.purgedThrough ?? '0', draftsOf: ownMailbox ? mailbox.role : null, viewer };
  return threadDto(thread, view, readerState, await mayWriteInto(thread, readerSide));
}
