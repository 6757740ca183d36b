import { QueryTypes, type Transaction } from 'sequelize';
import type { InterfaceLanguage } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { accountsDatabase } from './users.model.js';

/** What a client edits of its own account row; a key left out keeps its value, null clears it. */
export interface OwnClientAccountPatch {
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
  /** the interface language, which is also the language of the client's mails */
  language?: InterfaceLanguage;
  /** checked by the caller against the currencies catalogue and the currency lock */
  currencyId?: number;
}

const PATCH_COLUMNS: Record<keyof OwnClientAccountPatch, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  nickname: 'nickname',
  language: 'language',
  currencyId: 'currency_id',
};

export interface OwnClientAccount {
  email: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  language: InterfaceLanguage;
  currencyId: number | null;
}

/**
 * The client's row, locked for the rest of the transaction, so a settings change and the checks before it (the
 * currency lock) see one state. @throws AppError 404 when the account is gone
 */
export async function lockOwnClientAccount(id: number, transaction: Transaction): Promise<OwnClientAccount> {
  const [row] = await accountsDatabase().query<OwnClientAccount>(
    `SELECT email, first_name AS "firstName", last_name AS "lastName", nickname, language, currency_id AS "currencyId"
       FROM clients WHERE id = :id FOR UPDATE`,
    { type: QueryTypes.SELECT, replacements: { id }, transaction },
  );
  if (!row) throw AppError.notFound('Client');
  return row;
}

export async function updateOwnClientAccount(id: number, patch: OwnClientAccountPatch, transaction: Transaction): Promise<void> {
  const keys = (Object.keys(PATCH_COLUMNS) as (keyof OwnClientAccountPatch)[]).filter((key) => patch[key] !== undefined);
  if (!keys.length) return;
  await accountsDatabase().query(
    `UPDATE clients SET ${keys.map((key) => `${PATCH_COLUMNS[key]} = :${key}`).join(', ')}, updated_at = now() WHERE id = :id`,
    { replacements: { id, ...Object.fromEntries(keys.map((key) => [key, patch[key]])) }, transaction },
  );
}
