import { QueryTypes, type Transaction } from 'sequelize';
import type { MessageAttachment, MessageDto, MessageParty, MessagePartyRole, MessageThread, Role } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { database } from '../../shared/database.js';
import { PARTY_JOINS, partyNameSql, sideSql, type Mailbox } from './mailbox.js';

/** The thread row a write locks. */
export interface ThreadRecord {
  id: number;
  subject: string;
  orderId: number | null;
  clientId: number | null;
  linguistId: number | null;
  withSupport: boolean;
}

/** One side's state of a thread. */
export interface ParticipantState {
  role: MessagePartyRole;
  unreadCount: number;
  trashed: boolean;
  purgedThrough: string;
}

/**
 * What a reader of a thread sees: the sent messages after `purgedThrough` and the drafts of `draftsOf`; `side` is the
 * side the reader speaks for (null for staff watching a client–linguist thread), `viewer` the app naming the sides.
 */
export interface ThreadView {
  side: MessagePartyRole | null;
  purgedThrough: string;
  draftsOf: MessagePartyRole | null;
  viewer: Role;
}

const THREAD_COLUMNS = `t.id, t.subject, t.order_id AS "orderId", t.client_id AS "clientId", t.linguist_id AS "linguistId", t.with_support AS "withSupport"`;

export const notFound = () => AppError.notFound('Message');

const query = <T extends object>(sql: string, replacements: Record<string, unknown>, transaction?: Transaction) =>
  database().query<T>(sql, { type: QueryTypes.SELECT, replacements, transaction });

/** Holds the thread until the transaction ends: sends, reads and deletions of one thread happen one after another. */
export async function lockThread(threadId: number, transaction: Transaction): Promise<ThreadRecord> {
  const [thread] = await query<ThreadRecord>(`SELECT ${THREAD_COLUMNS} FROM message_threads t WHERE t.id = :threadId FOR UPDATE`, { threadId }, transaction);
  if (!thread) throw notFound();
  return thread;
}

export async function findThread(threadId: number, transaction?: Transaction): Promise<ThreadRecord> {
  const [thread] = await query<ThreadRecord>(`SELECT ${THREAD_COLUMNS} FROM message_threads t WHERE t.id = :threadId`, { threadId }, transaction);
  if (!thread) throw notFound();
  return thread;
}

/** The mailbox's side of the thread, or null when it is not one of its two sides. */
export async function participantState(threadId: number, mailbox: Mailbox, transaction?: Transaction): Promise<ParticipantState | null> {
  const side = sideSql(mailbox);
  const [row] = await query<ParticipantState>(
    `SELECT p.role, p.unread_count AS "unreadCount", p.trashed_at IS NOT NULL AS trashed, p.purged_through::text AS "purgedThrough"
       FROM message_participants p WHERE p.thread_id = :threadId AND ${side.sql}`,
    { threadId, ...side.replacements },
    transaction,
  );
  return row ?? null;
}

/** A message the mailbox may see: sent since its side's deletion for good, or a draft of its side. */
export const VISIBLE_TO_SIDE = `(m.sent_seq > p.purged_through OR (m.sent_seq IS NULL AND m.sender_role = p.role))`;

export interface LocatedMessage {
  id: number;
  threadId: number;
  senderRole: MessagePartyRole;
  draft: boolean;
}

/** The message `messageId` if the mailbox may see it; 404 otherwise, whether it exists or not. */
export async function locateMessage(mailbox: Mailbox, messageId: number, transaction?: Transaction): Promise<LocatedMessage> {
  const side = sideSql(mailbox);
  const [row] = await query<LocatedMessage>(
    `SELECT m.id, m.thread_id AS "threadId", m.sender_role AS "senderRole", m.sent_seq IS NULL AS draft
       FROM messages m JOIN message_participants p ON p.thread_id = m.thread_id AND ${side.sql}
      WHERE m.id = :messageId AND ${VISIBLE_TO_SIDE}`,
    { messageId, ...side.replacements },
    transaction,
  );
  if (!row) throw notFound();
  return row;
}

interface PartyRow extends MessageParty {
  threadId: number;
}

/** Both sides of each thread, named for the viewer. */
export async function participantsOf(threadIds: number[], viewer: Role, transaction?: Transaction): Promise<Map<number, MessageParty[]>> {
  const byThread = new Map<number, MessageParty[]>();
  if (!threadIds.length) return byThread;
  const rows = await query<PartyRow>(
    `SELECT o.thread_id AS "threadId", o.role, coalesce(o.client_id, o.linguist_id) AS id, ${partyNameSql(viewer)} AS name
       FROM message_participants o ${PARTY_JOINS()}
      WHERE o.thread_id IN (:threadIds)
      ORDER BY o.thread_id, o.role`,
    { threadIds },
    transaction,
  );
  for (const { threadId, ...party } of rows) byThread.set(threadId, [...(byThread.get(threadId) ?? []), party]);
  return byThread;
}

export function partyOf(parties: MessageParty[] | undefined, role: MessagePartyRole): MessageParty {
  return parties?.find((party) => party.role === role) ?? { role, id: null, name: role === 'support' ? 'Support' : '—' };
}

interface MessageRow {
  id: number;
  threadId: number;
  senderRole: MessagePartyRole;
  staffFirstName: string | null;
  staffLastName: string | null;
  body: string;
  createdAt: Date;
  sentAt: Date | null;
}

interface AttachmentRow extends MessageAttachment {
  messageId: number;
}

export async function attachmentsOf(messageIds: number[], transaction?: Transaction): Promise<Map<number, MessageAttachment[]>> {
  const byMessage = new Map<number, MessageAttachment[]>();
  if (!messageIds.length) return byMessage;
  const rows = await query<AttachmentRow>(
    `SELECT id, message_id AS "messageId", file_name AS "fileName", content_type AS "contentType", octet_length(content) AS bytes, sha256
       FROM message_attachments WHERE message_id IN (:messageIds) ORDER BY id`,
    { messageIds },
    transaction,
  );
  for (const { messageId, ...attachment } of rows) byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), attachment]);
  return byMessage;
}

const MESSAGE_COLUMNS = `m.id, m.thread_id AS "threadId", m.sender_role AS "senderRole", a.first_name AS "staffFirstName",
  a.last_name AS "staffLastName", m.body, m.created_at AS "createdAt", m.sent_at AS "sentAt"`;

function staffName(row: MessageRow, viewer: Role): string | null {
  if (row.senderRole !== 'support') return null;
  const names = viewer === 'admin' ? [row.staffFirstName, row.staffLastName] : [row.staffFirstName];
  return names.filter(Boolean).join(' ') || null;
}

function toMessageDto(row: MessageRow, parties: MessageParty[] | undefined, side: MessagePartyRole | null, viewer: Role, attachments: MessageAttachment[]): MessageDto {
  return {
    id: row.id,
    threadId: row.threadId,
    sender: partyOf(parties, row.senderRole),
    staffName: staffName(row, viewer),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    draft: row.sentAt === null,
    mine: row.senderRole === side,
    attachments,
  };
}

/** One message as its writer's side sees it (the answer of create, edit, send and reply). */
export async function messageDto(messageId: number, side: MessagePartyRole, viewer: Role, transaction?: Transaction): Promise<MessageDto> {
  const [row] = await query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM messages m LEFT JOIN admins a ON a.id = m.sender_admin_id WHERE m.id = :messageId`, { messageId }, transaction);
  if (!row) throw notFound();
  const parties = await participantsOf([row.threadId], viewer, transaction);
  const attachments = await attachmentsOf([row.id], transaction);
  return toMessageDto(row, parties.get(row.threadId), side, viewer, attachments.get(row.id) ?? []);
}

/** The thread with what the view may see of it, oldest first; `state` is the reader's side, when it is one. */
export async function threadDto(
  thread: ThreadRecord,
  view: ThreadView,
  state: ParticipantState | null,
  canReply: boolean,
  transaction?: Transaction,
): Promise<MessageThread> {
  const rows = await query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m LEFT JOIN admins a ON a.id = m.sender_admin_id
      WHERE m.thread_id = :threadId AND (m.sent_seq > :purgedThrough OR (m.sent_seq IS NULL AND m.sender_role = :draftsOf))
      ORDER BY m.sent_seq NULLS LAST, m.id`,
    { threadId: thread.id, purgedThrough: view.purgedThrough, draftsOf: view.draftsOf ?? '' },
    transaction,
  );
  const parties = (await participantsOf([thread.id], view.viewer, transaction)).get(thread.id) ?? [];
  const attachments = await attachmentsOf(
    rows.map((row) => row.id),
    transaction,
  );
  return {
    id: thread.id,
    subject: thread.subject,
    orderId: thread.orderId,
    participants: parties,
    unread: (state?.unreadCount ?? 0) > 0,
    trashed: state?.trashed ?? false,
    canReply,
    messages: rows.map((row) => toMessageDto(row, parties, view.side, view.viewer, attachments.get(row.id) ?? [])),
  };
}
