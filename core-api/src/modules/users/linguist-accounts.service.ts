import { QueryTypes, type Transaction } from 'sequelize';
import type { AccountStatus, LinguistRole } from '@inkwell/contracts';
import { accountsDatabase } from './users.model.js';
import { SERVICE_OF_ROLE } from './users.service.js';

/** What staff may change of a linguist's account row; only the keys given change. */
export interface LinguistAccountChange {
  nickname?: string | null;
  firstName?: string;
  lastName?: string;
  level?: string;
  roles?: LinguistRole[];
}

export interface LinguistAccountState {
  id: number;
  status: AccountStatus;
  level: string | null;
  roles: LinguistRole[];
}

const STATE_COLUMNS = 'id, status, level, roles';

/** The row as it is, locked until the transaction ends, so two staff changes to one linguist apply one after the other. */
function lockLinguistRow(id: number, transaction: Transaction): Promise<LinguistAccountState[]> {
  return accountsDatabase().query<LinguistAccountState>(`SELECT ${STATE_COLUMNS} FROM linguists WHERE id = :id FOR UPDATE`, {
    type: QueryTypes.SELECT,
    replacements: { id },
    transaction,
  });
}

/**
 * Staff's change to a linguist's account: names, nickname, level, roles (her services follow her roles).
 * Answers the state before and after, or null when there is no such linguist.
 */
export async function updateLinguistAccount(
  id: number,
  change: LinguistAccountChange,
  transaction: Transaction,
): Promise<{ before: LinguistAccountState; after: LinguistAccountState } | null> {
  const [before] = await lockLinguistRow(id, transaction);
  if (!before) return null;
  const columns: Record<string, unknown> = {
    nickname: change.nickname,
    first_name: change.firstName,
    last_name: change.lastName,
    level: change.level,
    roles: change.roles && `{${change.roles.join(',')}}`,
    services_available: change.roles && `{${change.roles.map((role) => SERVICE_OF_ROLE[role]).join(',')}}`,
  };
  const set = Object.keys(columns).filter((column) => columns[column] !== undefined);
  if (!set.length) return { before, after: before };
  const [after] = await accountsDatabase().query<LinguistAccountState>(
    `UPDATE linguists SET ${set.map((column) => `${column} = :${column}`).join(', ')}, updated_at = now() WHERE id = :id RETURNING ${STATE_COLUMNS}`,
    { type: QueryTypes.SELECT, replacements: { ...Object.fromEntries(set.map((column) => [column, columns[column]])), id }, transaction },
  );
  return { before, after };
}

/** Sets a linguist's account status; answers the status it had, or null when there is no such linguist. */
export async function setLinguistStatus(id: number, status: AccountStatus, transaction: Transaction): Promise<AccountStatus | null> {
  const [before] = await lockLinguistRow(id, transaction);
  if (!before) return null;
  if (before.status !== status) {
    await accountsDatabase().query('UPDATE linguists SET status = :status, updated_at = now() WHERE id = :id', { replacements: { id, status }, transaction });
  }
  return before.status;
}
