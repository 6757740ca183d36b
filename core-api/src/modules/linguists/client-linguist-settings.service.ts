import { QueryTypes, type Transaction } from 'sequelize';
import { DIRECT_TAKE_HOURS, type ClientLinguistSettings } from '@inkwell/contracts';
import { database } from '../../shared/database.js';
import { findListedLinguist, lockClientLinguist } from './client-view.js';

/** What a direct order to her behaves like before the client changes anything (decision 028's rules). */
const DEFAULT_SETTINGS: ClientLinguistSettings = { directFallback: 'open', directTakeHours: DIRECT_TAKE_HOURS };

async function storedSettings(clientId: number, linguistId: number, transaction?: Transaction): Promise<ClientLinguistSettings> {
  const [row] = await database().query<ClientLinguistSettings>(
    `SELECT direct_fallback AS "directFallback", direct_take_hours AS "directTakeHours"
       FROM client_linguist_settings WHERE client_id = :clientId AND linguist_id = :linguistId`,
    { type: QueryTypes.SELECT, replacements: { clientId, linguistId }, transaction },
  );
  return row ?? DEFAULT_SETTINGS;
}

/** GET /client/linguist/:id/settings */
export async function getClientLinguistSettings(clientId: number, linguistId: number): Promise<ClientLinguistSettings> {
  await findListedLinguist(linguistId);
  return storedSettings(clientId, linguistId);
}

/** PATCH /client/linguist/:id/settings: the keys sent change, the others keep their value. */
export function patchClientLinguistSettings(clientId: number, linguistId: number, patch: Partial<ClientLinguistSettings>): Promise<ClientLinguistSettings> {
  return database().transaction(async (transaction) => {
    await findListedLinguist(linguistId, transaction);
    await lockClientLinguist(clientId, linguistId, transaction);
    const next = { ...(await storedSettings(clientId, linguistId, transaction)), ...patch };
    await database().query(
      `INSERT INTO client_linguist_settings (client_id, linguist_id, direct_fallback, direct_take_hours)
       VALUES (:clientId, :linguistId, :directFallback, :directTakeHours)
       ON CONFLICT (client_id, linguist_id) DO UPDATE
          SET direct_fallback = EXCLUDED.direct_fallback, direct_take_hours = EXCLUDED.direct_take_hours, updated_at = now()`,
      { replacements: { clientId, linguistId, ...next }, transaction },
    );
    return next;
  });
}

/** How a new direct order of the client to her behaves: the orders module asks while creating it. */
export function directOrderSettings(clientId: number, linguistId: number, transaction?: Transaction): Promise<ClientLinguistSettings> {
  return storedSettings(clientId, linguistId, transaction);
}
