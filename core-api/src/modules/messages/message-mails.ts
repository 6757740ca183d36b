import type { Transaction } from 'sequelize';
import { notify, type Addressee } from '../notifications/index.js';
import { findClientById, findLinguistById } from '../users/index.js';
import { getSelfNotificationSettings } from '../linguists/index.js';
import type { Mailbox } from './mailbox.js';
import { participantsOf, partyOf, type ThreadRecord } from './thread-reads.js';

/**
 * The "message received" mail (decisions 032, 033), written in the send's own transaction so a send that rolls
 * back mails nobody. Staff are not mailed: support's mailbox is the back office itself.
 */

async function addresseeOf(mailbox: Mailbox, transaction: Transaction): Promise<Addressee | null> {
  if (mailbox.partyId === null) return null;
  if (mailbox.role === 'client') {
    const client = await findClientById(mailbox.partyId, transaction);
    return client && { role: 'client', id: client.id, email: client.email, name: client.firstName, language: client.language };
  }
  if (mailbox.role !== 'linguist') return null;
  const linguist = await findLinguistById(mailbox.partyId, transaction);
  if (!linguist) return null;
  return {
    role: 'linguist',
    id: linguist.id,
    email: linguist.email,
    name: linguist.firstName,
    language: linguist.language,
    choices: await getSelfNotificationSettings(linguist.id),
  };
}

/**
 * Tells the side a message reached, by mail: a client and its recipients subscribed to messages, a linguist if her
 * settings want messages. The sender is named as the addressee's app names her (a linguist by nickname to clients).
 */
export async function mailMessageReceived(thread: ThreadRecord, messageId: number, from: Mailbox, to: Mailbox, transaction: Transaction): Promise<void> {
  const addressee = await addresseeOf(to, transaction);
  if (!addressee) return;
  const parties = await participantsOf([thread.id], addressee.role, transaction);
  const senderName = partyOf(parties.get(thread.id), from.role).name;
  await notify({ event: 'message-received', to: addressee, vars: { senderName, subject: thread.subject }, path: `/messages/inbox/${messageId}` }, transaction);
}
