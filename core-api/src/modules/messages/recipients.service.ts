import { QueryTypes, type Transaction } from 'sequelize';
import type { MessageParty, MessagePartyRole, MessageRecipient, Page, RecipientQuery, Role } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { clientsServedBy, haveWorkedTogether, linguistsWhoWorkedFor, type OrderParties } from '../orders/index.js';
import { clientsBlocking, isBlockedBy } from '../linguists/index.js';
import { findClientById, findLinguistById } from '../users/index.js';
import { database } from '../../shared/database.js';
import { clientNameSql, containsPattern, linguistNameSql, type Mailbox } from './mailbox.js';
import type { ThreadRecord } from './thread-reads.js';

/**
 * Who may write to whom (decision 032): a client to the linguists who wrote or proofread one of its orders and to
 * support; a linguist to the clients she worked for, unless the client blocked her, and to support; staff to anyone.
 * About an order, the sides are the order's client, its writer, proofreader and the linguist a direct order asks.
 */

/** A recipient as resolved: `partyId` null only for support. */
export interface Party {
  role: MessagePartyRole;
  partyId: number | null;
}

export function partyOfRecipient(recipient: MessageRecipient): Party {
  return { role: recipient.role, partyId: recipient.role === 'support' ? null : (recipient.id ?? null) };
}

const notAllowed = (message: string) => AppError.forbidden(message);
const BLOCKED = 'This client does not take messages from you';

/** Staff write to any account; an id that names none is the body's mistake. */
async function assertAccountExists(to: Party, transaction?: Transaction): Promise<void> {
  const account = to.role === 'client' ? await findClientById(to.partyId ?? 0, transaction) : await findLinguistById(to.partyId ?? 0, transaction);
  if (!account) throw AppError.unprocessable(`No ${to.role} with id ${to.partyId}`, { 'recipient.id': [`no ${to.role} has this id`] });
}

/** @throws AppError 403 when `from` may not open a conversation with `to` */
export async function assertMayWrite(from: Mailbox, to: Party, transaction?: Transaction): Promise<void> {
  if (from.role === to.role) throw notAllowed(from.role === 'support' ? 'Staff share one support side: write to a client or a linguist' : `You cannot write to another ${to.role}`);
  if (from.role === 'support') return assertAccountExists(to, transaction);
  if (to.role === 'support') return;
  const clientId = (from.role === 'client' ? from.partyId : to.partyId) as number;
  const linguistId = (from.role === 'linguist' ? from.partyId : to.partyId) as number;
  if (!(await haveWorkedTogether(clientId, linguistId, transaction))) {
    throw notAllowed(from.role === 'client' ? 'You can write to linguists who worked on your orders' : 'You can write to clients whose orders you worked on');
  }
  if (from.role === 'linguist' && (await isBlockedBy(clientId, linguistId, transaction))) throw notAllowed(BLOCKED);
}

function linguistsOfOrder(order: OrderParties): number[] {
  return [order.writerId, order.proofreaderId, order.directLinguistId].filter((id): id is number => id !== null);
}

/** The recipient a message about an order goes to when none is named: the client's linguist, everyone else's client. */
export function defaultOrderRecipient(from: Mailbox, order: OrderParties): Party {
  if (from.role !== 'client') return { role: 'client', partyId: order.clientId };
  const linguistId = order.writerId ?? order.directLinguistId;
  if (linguistId === null) {
    throw AppError.unprocessable('Nobody works on this order yet: write to support instead', { recipient: ['nobody works on this order yet'] });
  }
  return { role: 'linguist', partyId: linguistId };
}

/** @throws AppError 403 when `to` is not a side of the order's conversations, or `from` may not write to it */
export async function assertMayWriteAboutOrder(from: Mailbox, to: Party, order: OrderParties, transaction?: Transaction): Promise<void> {
  if (from.role === to.role) return assertMayWrite(from, to, transaction);
  const linguists = linguistsOfOrder(order);
  const isParty = (party: Party) => (party.role === 'client' ? party.partyId === order.clientId : party.role === 'linguist' ? linguists.includes(party.partyId as number) : true);
  if (!isParty(to)) throw notAllowed(`The ${to.role} takes no part in order ${order.id}`);
  if (from.role === 'linguist' && to.role === 'client') {
    if (!isParty(from)) throw notAllowed(`You may write to the client once you work on order ${order.id}`);
    if (await isBlockedBy(order.clientId, from.partyId as number, transaction)) throw notAllowed(BLOCKED);
  }
}

/** Whether `side` may still write into the thread: it must be one of its sides, and a linguist not blocked by its client. */
export async function mayWriteInto(thread: ThreadRecord, side: MessagePartyRole | null, transaction?: Transaction): Promise<boolean> {
  const sides = [thread.clientId !== null && 'client', thread.linguistId !== null && 'linguist', thread.withSupport && 'support'];
  if (side === null || !sides.includes(side)) return false;
  if (side === 'linguist' && thread.clientId !== null) return !(await isBlockedBy(thread.clientId, thread.linguistId as number, transaction));
  return true;
}

export async function assertMayWriteInto(thread: ThreadRecord, side: MessagePartyRole, transaction?: Transaction): Promise<void> {
  if (!(await mayWriteInto(thread, side, transaction))) throw notAllowed(side === 'linguist' ? BLOCKED : 'You take no part in this conversation');
}

const SUPPORT_ROW = `SELECT 'support' AS role, NULL::integer AS id, 'Support' AS name, 0 AS rank`;

interface RecipientRow extends MessageParty {
  total: number;
}

/** Who the mailbox may write to, support first, then by name; staff's list pages through every client and linguist. */
export async function listRecipients(from: Mailbox, viewer: Role, query: Required<Pick<RecipientQuery, 'limit' | 'offset'>> & RecipientQuery): Promise<Page<MessageParty>> {
  let rows: string;
  const replacements: Record<string, unknown> = { limit: query.limit, offset: query.offset, role: query.role ?? null };
  const clients = `SELECT 'client' AS role, c.id, ${clientNameSql(viewer)} AS name, 1 AS rank FROM clients c LEFT JOIN client_billing_settings b ON b.client_id = c.id`;
  const linguists = `SELECT 'linguist' AS role, l.id, ${linguistNameSql(viewer)} AS name, 1 AS rank FROM linguists l`;
  if (from.role === 'support') {
    rows = `${clients} UNION ALL ${linguists}`;
  } else if (from.role === 'client') {
    replacements.ids = await linguistsWhoWorkedFor(from.partyId as number);
    rows = `${SUPPORT_ROW} UNION ALL ${linguists} WHERE l.id IN (:ids)`;
  } else {
    const blocked = new Set(await clientsBlocking(from.partyId as number));
    replacements.ids = (await clientsServedBy(from.partyId as number)).filter((id) => !blocked.has(id));
    rows = `${SUPPORT_ROW} UNION ALL ${clients} WHERE c.id IN (:ids)`;
  }
  // An empty list would render as `IN ()`, which PostgreSQL refuses; no account has id 0.
  if (Array.isArray(replacements.ids) && replacements.ids.length === 0) replacements.ids = [0];
  const search = query.search?.trim();
  const conditions = ['(:role::text IS NULL OR r.role = :role)'];
  if (search) {
    replacements.pattern = containsPattern(search);
    const searchId = /^\d{1,9}$/.test(search) ? Number(search) : null;
    conditions.push(searchId === null ? 'r.name ILIKE :pattern' : '(r.name ILIKE :pattern OR r.id = :searchId)');
    replacements.searchId = searchId;
  }
  const found = await database().query<RecipientRow>(
    `SELECT r.role, r.id, r.name, count(*) OVER ()::int AS total
       FROM (${rows}) r
      WHERE ${conditions.join(' AND ')}
      ORDER BY r.rank, lower(r.name), r.role, r.id
      LIMIT :limit OFFSET :offset`,
    { type: QueryTypes.SELECT, replacements },
  );
  const total = found[0]?.total ?? (query.offset > 0 || query.limit === 0 ? await countRecipients(rows, conditions, replacements) : 0);
  return { data: found.map(({ role, id, name }) => ({ role, id, name })), total };
}

async function countRecipients(rows: string, conditions: string[], replacements: Record<string, unknown>): Promise<number> {
  const [row] = await database().query<{ total: number }>(`SELECT count(*)::int AS total FROM (${rows}) r WHERE ${conditions.join(' AND ')}`, {
    type: QueryTypes.SELECT,
    replacements,
  });
  return row?.total ?? 0;
}
