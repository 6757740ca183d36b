import { QueryTypes, type Transaction } from 'sequelize';
import type { MessageDto, MessageThread, OrderMessageBody } from '@inkwell/contracts';
import { findOrderParties } from '../orders/index.js';
import { database } from '../../shared/database.js';
import { inTransaction, type Writer } from './mailbox.js';
import { assertMayWriteAboutOrder, defaultOrderRecipient, mayWriteInto, partyOfRecipient } from './recipients.service.js';
import { callerOf, deliver, insertMessage, openThread, orderSubject } from './message-writes.service.js';
import { lockThread, messageDto, participantState, threadDto, type ThreadRecord } from './thread-reads.js';

/**
 * The conversations about one order (decision 032): who may see them follows who may see the order (the orders
 * module's rule, 404 otherwise). A client or linguist sees the order's threads she is a side of; staff see all of
 * them, as support where support is a side and otherwise every sent message.
 */

const THREAD_COLUMNS = `t.id, t.subject, t.order_id AS "orderId", t.client_id AS "clientId", t.linguist_id AS "linguistId", t.with_support AS "withSupport"`;

/** GET /{role}/order/:id/messages */
export async function listOrderThreads(writer: Writer, orderId: number): Promise<{ data: MessageThread[] }> {
  const order = await findOrderParties(callerOf(writer), orderId);
  const { mailbox } = writer;
  const mine = mailbox.role === 'support' ? 'TRUE' : `t.${mailbox.role}_id = :partyId`;
  const threads = await database().query<ThreadRecord>(`SELECT ${THREAD_COLUMNS} FROM message_threads t WHERE t.order_id = :orderId AND ${mine} ORDER BY t.id`, {
    type: QueryTypes.SELECT,
    replacements: { orderId: order.id, partyId: mailbox.partyId },
  });
  const data: MessageThread[] = [];
  for (const thread of threads) {
    const state = await participantState(thread.id, mailbox);
    // Staff watching a client–linguist thread have no side in it: they read what was sent.
    const view = { side: state ? mailbox.role : null, purgedThrough: state?.purgedThrough ?? '0', draftsOf: state ? mailbox.role : null, viewer: writer.viewer };
    const dto = await threadDto(thread, view, state, await mayWriteInto(thread, view.side));
    if (dto.messages.length) data.push(dto);
  }
  return { data };
}

/**
 * POST /{role}/order/:id/messages: a message sent at once into the order's conversation with the recipient (by
 * default a client's linguist, everyone else's client), opening it when it is the first.
 */
export function postOrderMessage(writer: Writer, orderId: number, input: OrderMessageBody, outer?: Transaction): Promise<MessageDto> {
  return inTransaction(outer, async (transaction) => {
    const order = await findOrderParties(callerOf(writer), orderId, transaction);
    const to = input.recipient ? partyOfRecipient(input.recipient) : defaultOrderRecipient(writer.mailbox, order);
    await assertMayWriteAboutOrder(writer.mailbox, to, order, transaction);
    const thread = await lockThread(await openThread(writer.mailbox, to, orderSubject(order), order.id, transaction), transaction);
    const messageId = await insertMessage(thread.id, writer, input.body, transaction);
    await deliver(thread, messageId, writer.mailbox, transaction);
    return messageDto(messageId, writer.mailbox.role, writer.viewer, transaction);
  });
}
