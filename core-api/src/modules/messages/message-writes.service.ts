import { QueryTypes, type Transaction } from 'sequelize';
import { MESSAGE_SUBJECT_MAX_LENGTH, type EditDraftBody, type MessageDto, type NewMessageBody, type ReplyBody } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { Caller } from '../../http/authenticate.js';
import { findOrderParties } from '../orders/index.js';
import { database } from '../../shared/database.js';
import { publishUserEvent } from '../../shared/events.js';
import { recordEvent } from '../webhooks/index.js';
import { SUPPORT, audienceOf, inTransaction, sideSql, type Mailbox, type Writer } from './mailbox.js';
import { unreadTotal } from './mailbox-queries.service.js';
import { mailMessageReceived } from './message-mails.js';
import { assertMayWrite, assertMayWriteAboutOrder, assertMayWriteInto, partyOfRecipient, type Party } from './recipients.service.js';
import { locateMessage, lockThread, messageDto, notFound, participantState, type ThreadRecord } from './thread-reads.js';

/**
 * Drafts, sending, replies, read state and deletion (decision 032). Every change to a thread holds its row lock, so
 * a send, a read and a deletion of the same thread happen one after another, and a message is numbered (sent_seq)
 * only under that lock.
 */

const run = (sql: string, replacements: Record<string, unknown>, transaction: Transaction) => database().query(sql, { replacements, transaction });

/** The two sides of a thread between `a` and `b` as message_threads stores them. */
function sidesOf(a: Party, b: Party): { clientId: number | null; linguistId: number | null; withSupport: boolean } {
  const find = (role: Party['role']) => [a, b].find((party) => party.role === role);
  return { clientId: find('client')?.partyId ?? null, linguistId: find('linguist')?.partyId ?? null, withSupport: Boolean(find('support')) };
}

async function insertParticipants(threadId: number, sides: ReturnType<typeof sidesOf>, transaction: Transaction): Promise<void> {
  const rows = [
    sides.clientId !== null && `(:threadId, 'client', :clientId, NULL)`,
    sides.linguistId !== null && `(:threadId, 'linguist', NULL, :linguistId)`,
    sides.withSupport && `(:threadId, 'support', NULL, NULL)`,
  ].filter(Boolean);
  await run(`INSERT INTO message_participants (thread_id, role, client_id, linguist_id) VALUES ${rows.join(', ')}`, { threadId, ...sides }, transaction);
}

/**
 * A new thread between `from` and `to`; about an order, the order's existing conversation between the two if there
 * is one (one per order and pair of sides, whoever wrote first).
 */
export async function openThread(from: Party, to: Party, subject: string, orderId: number | null, transaction: Transaction): Promise<number> {
  const sides = sidesOf(from, to);
  const values = { subject, orderId, ...sides };
  const insert = `INSERT INTO message_threads (subject, order_id, client_id, linguist_id, with_support)
                  VALUES (:subject, :orderId, :clientId, :linguistId, :withSupport)`;
  if (orderId === null) {
    const [[row]] = (await run(`${insert} RETURNING id`, values, transaction)) as [{ id: number }[], unknown];
    await insertParticipants(row!.id, sides, transaction);
    return row!.id;
  }
  const [created] = (await run(
    `${insert} ON CONFLICT (order_id, (coalesce(client_id, 0)), (coalesce(linguist_id, 0))) WHERE order_id IS NOT NULL DO NOTHING RETURNING id`,
    values,
    transaction,
  )) as [{ id: number }[], unknown];
  if (created[0]) {
    await insertParticipants(created[0].id, sides, transaction);
    return created[0].id;
  }
  const [existing] = await database().query<{ id: number }>(
    `SELECT id FROM message_threads WHERE order_id = :orderId AND coalesce(client_id, 0) = coalesce(:clientId, 0) AND coalesce(linguist_id, 0) = coalesce(:linguistId, 0)`,
    { type: QueryTypes.SELECT, replacements: values, transaction },
  );
  return existing!.id;
}

export async function insertMessage(threadId: number, writer: Writer, body: string, transaction: Transaction): Promise<number> {
  const [[row]] = (await run(
    'INSERT INTO messages (thread_id, sender_role, sender_admin_id, body) VALUES (:threadId, :senderRole, :adminId, :body) RETURNING id',
    { threadId, senderRole: writer.mailbox.role, adminId: writer.adminId, body },
    transaction,
  )) as [{ id: number }[], unknown];
  return row!.id;
}

interface Recipient {
  role: Party['role'];
  client_id: number | null;
  linguist_id: number | null;
}

/**
 * Sends a draft: it gets the next number, both sides see the thread again (out of the trash), the writer's side has
 * read it, the other side's unread count rises, and its live stream and mailbox hear of it when the transaction
 * commits (the mail as its settings and notification recipients want).
 */
export async function deliver(thread: ThreadRecord, messageId: number, from: Mailbox, transaction: Transaction): Promise<void> {
  await run(
    `UPDATE messages SET sent_seq = nextval('message_sent_seq'), sent_at = now(), updated_at = now() WHERE id = :messageId AND sent_seq IS NULL`,
    { messageId },
    transaction,
  );
  // Writing into a thread means having read it.
  const [[sender]] = (await run(
    `UPDATE message_participants p SET last_sent_at = now(), trashed_at = NULL, unread_count = 0
       FROM (SELECT unread_count FROM message_participants WHERE thread_id = :threadId AND role = :role) before
      WHERE p.thread_id = :threadId AND p.role = :role RETURNING before.unread_count AS "unreadBefore"`,
    { threadId: thread.id, role: from.role },
    transaction,
  )) as [{ unreadBefore: number }[], unknown];
  if (sender && sender.unreadBefore > 0) await announceUnread(from, transaction);
  const [recipients] = (await run(
    `UPDATE message_participants SET last_received_at = now(), unread_count = unread_count + 1, trashed_at = NULL
      WHERE thread_id = :threadId AND role <> :role RETURNING role, client_id, linguist_id`,
    { threadId: thread.id, role: from.role },
    transaction,
  )) as [Recipient[], unknown];
  for (const recipient of recipients) {
    const mailbox: Mailbox = { role: recipient.role, partyId: recipient.client_id ?? recipient.linguist_id };
    const unread = await unreadTotal(mailbox, transaction);
    await publishUserEvent(audienceOf(mailbox), { type: 'message.new', threadId: thread.id, messageId, orderId: thread.orderId, unread }, transaction);
    await mailMessageReceived(thread, messageId, from, mailbox, transaction);
    if (recipient.role === 'client' && recipient.client_id !== null) {
      await recordEvent(transaction, recipient.client_id, 'message.received', {
        message: { id: messageId, threadId: thread.id, orderId: thread.orderId, fromRole: from.role },
        links: { message: `/client/message/${messageId}` },
      });
    }
  }
}

/** The mailbox's unread count may have changed: tell its live streams (other tabs, other staff members). */
async function announceUnread(mailbox: Mailbox, transaction: Transaction): Promise<void> {
  await publishUserEvent(audienceOf(mailbox), { type: 'message.unread', unread: await unreadTotal(mailbox, transaction) }, transaction);
}

export const callerOf = (writer: Writer): Caller =>
  writer.mailbox.role === 'support' ? { role: 'admin', id: writer.adminId as number } : { role: writer.mailbox.role, id: writer.mailbox.partyId as number };

export function orderSubject(order: { id: number; title: string }): string {
  return `Order ${order.id}: ${order.title}`.slice(0, MESSAGE_SUBJECT_MAX_LENGTH);
}

/**
 * POST /{role}/message: a draft to a recipient the writer may write to; with `orderId`, a draft in that order's
 * conversation with the recipient (404 for an order the writer cannot see, 403 for someone not part of it).
 */
export function createDraft(writer: Writer, input: NewMessageBody, outer?: Transaction): Promise<MessageDto> {
  return inTransaction(outer, async (transaction) => {
    const to = partyOfRecipient(input.recipient);
    const from: Party = writer.mailbox;
    let threadId: number;
    if (input.orderId === undefined) {
      await assertMayWrite(writer.mailbox, to, transaction);
      threadId = await openThread(from, to, input.subject, null, transaction);
    } else {
      const order = await findOrderParties(callerOf(writer), input.orderId, transaction);
      await assertMayWriteAboutOrder(writer.mailbox, to, order, transaction);
      threadId = await openThread(from, to, input.subject, order.id, transaction);
    }
    await lockThread(threadId, transaction);
    const messageId = await insertMessage(threadId, writer, input.body, transaction);
    return messageDto(messageId, writer.mailbox.role, writer.viewer, transaction);
  });
}

/** The writer's side's own draft, its thread locked. @throws 404 not hers, 409 already sent */
async function lockOwnDraft(writer: Writer, messageId: number, transaction: Transaction): Promise<ThreadRecord> {
  const located = await locateMessage(writer.mailbox, messageId, transaction);
  if (located.senderRole !== writer.mailbox.role) throw AppError.conflict(`Message ${messageId} was written by the other side: reply to it instead`);
  const thread = await lockThread(located.threadId, transaction);
  const [row] = await database().query<{ draft: boolean }>('SELECT sent_seq IS NULL AS draft FROM messages WHERE id = :messageId', {
    type: QueryTypes.SELECT,
    replacements: { messageId },
    transaction,
  });
  if (!row) throw notFound();
  if (!row.draft) throw AppError.conflict(`Message ${messageId} is sent and can no longer change`);
  return thread;
}

/** PUT /{role}/message/:id: the body of a draft, and the subject of a draft that opens its thread. */
export function editDraft(writer: Writer, messageId: number, input: EditDraftBody): Promise<MessageDto> {
  return inTransaction(undefined, async (transaction) => {
    const thread = await lockOwnDraft(writer, messageId, transaction);
    if (input.subject !== undefined) {
      const [row] = await database().query<{ sent: boolean }>('SELECT EXISTS (SELECT 1 FROM messages WHERE thread_id = :threadId AND sent_seq IS NOT NULL) AS sent', {
        type: QueryTypes.SELECT,
        replacements: { threadId: thread.id },
        transaction,
      });
      if (row?.sent) throw AppError.unprocessable('A reply keeps its conversation’s subject', { subject: ['a reply keeps its conversation’s subject'] });
      await run('UPDATE message_threads SET subject = :subject WHERE id = :threadId', { subject: input.subject, threadId: thread.id }, transaction);
    }
    if (input.body !== undefined) await run('UPDATE messages SET body = :body, updated_at = now() WHERE id = :messageId', { body: input.body, messageId }, transaction);
    return messageDto(messageId, writer.mailbox.role, writer.viewer, transaction);
  });
}

/** POST /{role}/message/:id/send: the draft goes out, if its writer may still write to the other side. */
export function sendDraft(writer: Writer, messageId: number, outer?: Transaction): Promise<MessageDto> {
  return inTransaction(outer, async (transaction) => {
    const thread = await lockOwnDraft(writer, messageId, transaction);
    await assertMayWriteInto(thread, writer.mailbox.role, transaction);
    await run('UPDATE messages SET sender_admin_id = :adminId WHERE id = :messageId', { adminId: writer.adminId, messageId }, transaction);
    await deliver(thread, messageId, writer.mailbox, transaction);
    return messageDto(messageId, writer.mailbox.role, writer.viewer, transaction);
  });
}

/** A reply into a thread the writer's side belongs to: sent at once unless kept as a draft. */
async function replyInThread(writer: Writer, threadId: number, input: ReplyBody, transaction: Transaction): Promise<MessageDto> {
  const thread = await lockThread(threadId, transaction);
  await assertMayWriteInto(thread, writer.mailbox.role, transaction);
  const messageId = await insertMessage(thread.id, writer, input.body, transaction);
  if (!input.draft) await deliver(thread, messageId, writer.mailbox, transaction);
  return messageDto(messageId, writer.mailbox.role, writer.viewer, transaction);
}

/** POST /{role}/message/:id/reply */
export function replyTo(writer: Writer, messageId: number, input: ReplyBody, outer?: Transaction): Promise<MessageDto> {
  return inTransaction(outer, async (transaction) => {
    const located = await locateMessage(writer.mailbox, messageId, transaction);
    return replyInThread(writer, located.threadId, input, transaction);
  });
}

/** PUT /{role}/message/:id/read and /unread: the side's state of the message's thread. */
export function markThread(mailbox: Mailbox, messageId: number, read: boolean): Promise<void> {
  return inTransaction(undefined, async (transaction) => {
    const located = await locateMessage(mailbox, messageId, transaction);
    await lockThread(located.threadId, transaction);
    await setReadState(located.threadId, mailbox, read, transaction);
  });
}

async function setReadState(threadId: number, mailbox: Mailbox, read: boolean, transaction: Transaction): Promise<void> {
  const side = sideSql(mailbox);
  const [changed] = (await run(
    `UPDATE message_participants p SET unread_count = ${read ? '0' : 'greatest(p.unread_count, 1)'}
      WHERE p.thread_id = :threadId AND ${side.sql} AND p.unread_count ${read ? '> 0' : '= 0'} RETURNING p.thread_id`,
    { threadId, ...side.replacements },
    transaction,
  )) as [unknown[], unknown];
  if (changed.length) await announceUnread(mailbox, transaction);
}

/**
 * DELETE /{role}/message/:id. Her own draft is discarded. Otherwise the thread goes to her trash, and from the trash
 * it is deleted for good: her side never sees those messages again (a later message brings the thread back with only
 * itself). Once both sides deleted everything, the thread and its files are gone from the database.
 */
export function deleteMessage(mailbox: Mailbox, messageId: number): Promise<void> {
  return inTransaction(undefined, async (transaction) => {
    const located = await locateMessage(mailbox, messageId, transaction);
    const threadId = located.threadId;
    await lockThread(threadId, transaction);
    if (located.draft) {
      await run('DELETE FROM messages WHERE id = :messageId', { messageId }, transaction);
      await run('DELETE FROM message_threads t WHERE t.id = :threadId AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.thread_id = t.id)', { threadId }, transaction);
      return;
    }
    const state = await participantState(threadId, mailbox, transaction);
    if (!state) throw notFound();
    if (!state.trashed) {
      await run('UPDATE message_participants SET trashed_at = now() WHERE thread_id = :threadId AND role = :role', { threadId, role: state.role }, transaction);
      if (state.unreadCount > 0) await announceUnread(mailbox, transaction);
      return;
    }
    await run(
      `UPDATE message_participants
          SET purged_through = (SELECT coalesce(max(sent_seq), 0) FROM messages WHERE thread_id = :threadId),
              unread_count = 0, last_received_at = NULL, last_sent_at = NULL, trashed_at = NULL
        WHERE thread_id = :threadId AND role = :role`,
      { threadId, role: state.role },
      transaction,
    );
    await run('DELETE FROM messages WHERE thread_id = :threadId AND sent_seq IS NULL AND sender_role = :role', { threadId, role: state.role }, transaction);
    await run(
      `DELETE FROM message_threads t WHERE t.id = :threadId AND NOT EXISTS (
         SELECT 1 FROM messages m JOIN message_participants p ON p.thread_id = m.thread_id
          WHERE m.thread_id = t.id AND (m.sent_seq IS NULL OR m.sent_seq > p.purged_through))`,
      { threadId },
      transaction,
    );
  });
}

/**
 * Staff on a client's or a linguist's page act for support, in threads of that side's mailbox where support is the
 * other side; they read the rest (client–linguist threads) without writing.
 */
async function lockSupportThreadOf(mailbox: Mailbox, messageId: number, transaction: Transaction): Promise<ThreadRecord> {
  const located = await locateMessage(mailbox, messageId, transaction);
  const thread = await lockThread(located.threadId, transaction);
  if (!thread.withSupport) throw AppError.forbidden('Staff read conversations between a client and a linguist but do not write into them');
  return thread;
}

/** POST /admin/{client|linguist}/:id/message/:messageId/reply */
export function replyForParty(writer: Writer, mailbox: Mailbox, messageId: number, input: ReplyBody): Promise<MessageDto> {
  return inTransaction(undefined, async (transaction) => {
    const thread = await lockSupportThreadOf(mailbox, messageId, transaction);
    return replyInThread(writer, thread.id, input, transaction);
  });
}

/** PUT /admin/{client|linguist}/:id/message/:messageId/read and /unread: support's state of the thread. */
export function markPartyThread(mailbox: Mailbox, messageId: number, read: boolean): Promise<void> {
  return inTransaction(undefined, async (transaction) => {
    const thread = await lockSupportThreadOf(mailbox, messageId, transaction);
    await setReadState(thread.id, SUPPORT, read, transaction);
  });
}
