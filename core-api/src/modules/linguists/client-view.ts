import { QueryTypes, type Transaction } from 'sequelize';
import type { CurrencyIso, LinguistRole } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { accountCurrency } from '../reference/index.js';
import { findClientById } from '../users/index.js';
import { database } from '../../shared/database.js';

/** Who is looking: every answer of this module is scoped to one client, and prices are in her currency. */
export interface ClientView {
  clientId: number;
  currencyId: number;
  currency: CurrencyIso;
}

/** `missing` is what an unknown client is: to the client herself, a session to renew; to staff, a 404. */
export async function clientView(clientId: number, missing = () => AppError.unauthenticated('Your account no longer exists, please sign in again')): Promise<ClientView> {
  const client = await findClientById(clientId);
  if (!client) throw missing();
  const currency = await accountCurrency(client.currencyId);
  return { clientId, currencyId: currency.id, currency: currency.iso4217 };
}

export interface ListedLinguist {
  id: number;
  roles: LinguistRole[];
}

/** Clients see ACTIVE linguists only; any other id, closed or unknown, is a 404. */
export async function findListedLinguist(linguistId: number, transaction?: Transaction): Promise<ListedLinguist> {
  const [linguist] = await database().query<ListedLinguist>("SELECT id, roles FROM linguists WHERE id = :linguistId AND status = 'ACTIVE'", {
    type: QueryTypes.SELECT,
    replacements: { linguistId },
    transaction,
  });
  if (!linguist) throw AppError.notFound('Linguist');
  return linguist;
}

/**
 * Serialises a client's changes to one linguist (block, bookmark, group membership) until the transaction ends, so
 * a block cannot interleave with adding her to a group.
 */
export async function lockClientLinguist(clientId: number, linguistId: number, transaction: Transaction): Promise<void> {
  await database().query('SELECT pg_advisory_xact_lock(hashtext(:key))', {
    replacements: { key: `client-linguist:${clientId}:${linguistId}` },
    transaction,
  });
}

export async function relationOf(clientId: number, linguistId: number, transaction?: Transaction): Promise<'BOOKMARKED' | 'BLOCKED' | null> {
  const [row] = await database().query<{ relation: 'BOOKMARKED' | 'BLOCKED' }>(
    'SELECT relation FROM client_linguist_relations WHERE client_id = :clientId AND linguist_id = :linguistId',
    { type: QueryTypes.SELECT, replacements: { clientId, linguistId }, transaction },
  );
  return row?.relation ?? null;
}

/** Runs `work` in the caller's transaction (the demo seed's), else in a new one. */
export function inTransaction<T>(outer: Transaction | undefined, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  return outer ? work(outer) : database().transaction(work);
}
