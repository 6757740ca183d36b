import { QueryTypes, type Transaction } from 'sequelize';
import type { AccountStatus, InterfaceLanguage, Invoicing, Service } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { accountsDatabase } from './users.model.js';

/** The columns of a client's row that staff keep on its settings tab (decision 056). */
export interface ClientSettingsState {
  id: number;
  email: string;
  firstName: string | null;
  language: InterfaceLanguage;
  status: AccountStatus;
  invoicing: Invoicing;
  servicesAvailable: Service[];
  defaultLevel: string | null;
  autoAcceptDays: number;
  proofreadingDefault: boolean;
}

/** What staff may change of those; a key left out keeps its value. */
export type ClientSettingsChange = Partial<Pick<ClientSettingsState, 'status' | 'invoicing' | 'servicesAvailable' | 'defaultLevel' | 'autoAcceptDays' | 'proofreadingDefault'>>;

const CHANGE_COLUMNS: Record<keyof ClientSettingsChange, string> = {
  status: 'status',
  invoicing: 'invoicing',
  servicesAvailable: 'services_available',
  defaultLevel: 'default_level',
  autoAcceptDays: 'auto_accept_days',
  proofreadingDefault: 'proofreading_default',
};

const STATE_COLUMNS = `id, email, first_name AS "firstName", language, status, invoicing, services_available AS "servicesAvailable",
  default_level AS "defaultLevel", auto_accept_days AS "autoAcceptDays", proofreading_default AS "proofreadingDefault"`;

/**
 * The client's row as staff's settings tab reads it; with a transaction, locked until it ends so a change and the
 * checks before it see one state. @throws AppError 404 when there is no such client
 */
export async function clientSettingsOf(id: number, transaction?: Transaction): Promise<ClientSettingsState> {
  const [row] = await accountsDatabase().query<ClientSettingsState>(
    `SELECT ${STATE_COLUMNS} FROM clients WHERE id = :id${transaction ? ' FOR UPDATE' : ''}`,
    { type: QueryTypes.SELECT, replacements: { id }, transaction },
  );
  if (!row) throw AppError.notFound('Client');
  return row;
}

/** Writes staff's change to a client's row; the caller holds the row's lock (clientSettingsOf with its transaction). */
export async function updateClientSettings(id: number, change: ClientSettingsChange, transaction: Transaction): Promise<void> {
  const keys = (Object.keys(CHANGE_COLUMNS) as (keyof ClientSettingsChange)[]).filter((key) => change[key] !== undefined);
  if (!keys.length) return;
  const values = Object.fromEntries(
    keys.map((key) => [key, key === 'servicesAvailable' ? `{${(change.servicesAvailable ?? []).join(',')}}` : change[key]]),
  );
  await accountsDatabase().query(
    `UPDATE clients SET ${keys.map((key) => `${CHANGE_COLUMNS[key]} = :${key}`).join(', ')}, updated_at = now() WHERE id = :id`,
    { replacements: { id, ...values }, transaction },
  );
}
