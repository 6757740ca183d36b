import type { Transaction } from 'sequelize';
import type { MessagePartyRole, Role, UserEventAudience } from '@inkwell/contracts';
import type { Caller } from '../../http/authenticate.js';
import { clientStaffNameSql, fullNameSql } from '../users/index.js';
import { database } from '../../shared/database.js';

/** One side's mailbox: a client's, a linguist's, or the support side every staff member shares. */
export interface Mailbox {
  role: MessagePartyRole;
  /** the client's or linguist's id; null for support */
  partyId: number | null;
}

export const SUPPORT: Mailbox = { role: 'support', partyId: null };

/** Who writes or looks: the mailbox they speak for, the staff member behind support, and the app they look from. */
export interface Writer {
  mailbox: Mailbox;
  adminId: number | null;
  viewer: Role;
}

export function mailboxOf(caller: Caller): Mailbox {
  return caller.role === 'admin' ? SUPPORT : { role: caller.role, partyId: caller.id };
}

export function writerOf(caller: Caller): Writer {
  return { mailbox: mailboxOf(caller), adminId: caller.role === 'admin' ? caller.id : null, viewer: caller.role };
}

/** The rows of message_participants (alias `p`) that are the mailbox's, with :partyId bound. */
export function sideSql(mailbox: Mailbox, alias = 'p'): { sql: string; replacements: Record<string, unknown> } {
  if (mailbox.role === 'support') return { sql: `${alias}.role = 'support'`, replacements: {} };
  return { sql: `${alias}.${mailbox.role}_id = :partyId AND ${alias}.role = '${mailbox.role}'`, replacements: { partyId: mailbox.partyId } };
}

/** Whose live stream hears about a mailbox: every staff member for support. */
export function audienceOf(mailbox: Mailbox): UserEventAudience {
  return mailbox.role === 'support' ? { role: 'admin', userId: null } : { role: mailbox.role, userId: mailbox.partyId };
}

/** The joins partyNameSql reads, for a participant row `o`. */
export const PARTY_JOINS = (o = 'o') => `
  LEFT JOIN clients c ON c.id = ${o}.client_id
  LEFT JOIN client_billing_settings b ON b.client_id = c.id
  LEFT JOIN linguists l ON l.id = ${o}.linguist_id`;

/**
 * A client's name as the viewer's app shows it (over `clients c` and `client_billing_settings b`): staff name clients as
 * every admin list does; linguists know a client by the nickname it shows on the marketplace.
 */
export function clientNameSql(viewer: Role): string {
  const staffName = clientStaffNameSql('c', 'b');
  return viewer === 'admin' ? `coalesce(${staffName}, 'Client ' || c.id)` : `coalesce(nullif(trim(c.nickname), ''), ${staffName}, 'Client ' || c.id)`;
}

/** A linguist's name (over `linguists l`): staff use her names, clients her nickname. */
export function linguistNameSql(viewer: Role): string {
  return viewer === 'admin'
    ? `coalesce(${fullNameSql('l')}, nullif(trim(l.nickname), ''), 'Linguist ' || l.id)`
    : `coalesce(nullif(trim(l.nickname), ''), ${fullNameSql('l')}, 'Linguist ' || l.id)`;
}

/** A side's name, for a participant row `o` with PARTY_JOINS. */
export function partyNameSql(viewer: Role, o = 'o'): string {
  return `CASE ${o}.role WHEN 'support' THEN 'Support' WHEN 'client' THEN ${clientNameSql(viewer)} ELSE ${linguistNameSql(viewer)} END`;
}

/** `pattern` for ILIKE: the words as typed, wildcards in them taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Runs `work` in the caller's transaction (the demo seed's), else in a new one. */
export function inTransaction<T>(outer: Transaction | undefined, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  return outer ? work(outer) : database().transaction(work);
}
