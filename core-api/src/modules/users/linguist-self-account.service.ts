import type { Transaction } from 'sequelize';
import type { Role } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { accountsDatabase } from './users.model.js';
import { findAccountByEmail, lockAccountEmail } from './users.service.js';

const ACCOUNT_TABLE: Record<Role, string> = { client: 'clients', admin: 'admins', linguist: 'linguists' };

/** What a linguist edits of her own account row (staff change more: updateLinguistAccount); a key left out keeps its value, null clears it. */
export interface OwnLinguistAccountPatch {
  nickname?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** ISO 3166-1 alpha-2, checked by the caller against the countries catalogue */
  country?: string | null;
}

const PATCH_COLUMNS: Record<keyof OwnLinguistAccountPatch, string> = {
  nickname: 'nickname',
  firstName: 'first_name',
  lastName: 'last_name',
  country: 'country',
};

export async function updateOwnLinguistAccount(id: number, patch: OwnLinguistAccountPatch, transaction?: Transaction): Promise<void> {
  const keys = (Object.keys(PATCH_COLUMNS) as (keyof OwnLinguistAccountPatch)[]).filter((key) => patch[key] !== undefined);
  if (!keys.length) return;
  await accountsDatabase().query(
    `UPDATE linguists SET ${keys.map((key) => `${PATCH_COLUMNS[key]} = :${key}`).join(', ')}, updated_at = now() WHERE id = :id`,
    { replacements: { id, ...Object.fromEntries(keys.map((key) => [key, patch[key]])) }, transaction },
  );
}

/**
 * Moves an account to another e-mail address, unique per role regardless of case; serialised with registrations
 * of the same address. @throws AppError 409 naming `email` when another account of the role has it
 */
export async function changeAccountEmail(role: Role, id: number, email: string, outer?: Transaction): Promise<void> {
  const change = async (transaction: Transaction) => {
    await lockAccountEmail(role, email, transaction);
    const holder = await findAccountByEmail(role, email, transaction);
    if (holder && holder.id !== id) {
      throw new AppError('CONFLICT', 'Another account uses this e-mail address', 409, { email: ['Another account uses this e-mail address'] });
    }
    await accountsDatabase().query(`UPDATE ${ACCOUNT_TABLE[role]} SET email = :email, updated_at = now() WHERE id = :id`, {
      replacements: { id, email: email.trim() },
      transaction,
    });
  };
  // Within the caller's transaction when given (a confirmation link used up with the change), else in its own.
  if (outer) return change(outer);
  await accountsDatabase().transaction(change);
}
