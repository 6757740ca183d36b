import { QueryTypes } from 'sequelize';
import type { Role } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { LoginFailure } from './auth.model.js';

/**
 * Failed sign-ins are counted in the database, not in memory, so the limit holds across every replica
 * of core-api. The window is one minute; rows older than an hour are pruned as new ones arrive.
 */
const WINDOW_SECONDS = 60;

export function loginAccountKey(role: Role, email: string): string {
  return `${role}:${email.trim().toLowerCase()}`;
}

function database() {
  const sequelize = LoginFailure.sequelize;
  if (!sequelize) throw new Error('Auth models are not initialised: call initModels first');
  return sequelize;
}

/** 429 when the account or the address has used up its failed attempts of the last minute. */
export async function assertLoginAllowed(limit: number, accountKey: string, ip: string): Promise<void> {
  const [counts] = await database().query<{ byAccount: string; byIp: string }>(
    `SELECT count(*) FILTER (WHERE account_key = :accountKey) AS "byAccount",
            count(*) FILTER (WHERE ip = :ip) AS "byIp"
       FROM login_failures
      WHERE at > now() - make_interval(secs => :window) AND (account_key = :accountKey OR ip = :ip)`,
    { type: QueryTypes.SELECT, replacements: { accountKey, ip, window: WINDOW_SECONDS } },
  );
  if (Number(counts?.byAccount) >= limit || Number(counts?.byIp) >= limit) {
    throw AppError.tooManyRequests('Too many failed sign-in attempts. Please wait a minute and try again.');
  }
}

export async function recordLoginFailure(accountKey: string, ip: string): Promise<void> {
  await LoginFailure.create({ accountKey, ip });
  await database().query("DELETE FROM login_failures WHERE at < now() - interval '1 hour'");
}

/** A successful sign-in clears the account's count; the address keeps its own. */
export async function forgetLoginFailures(accountKey: string): Promise<void> {
  await LoginFailure.destroy({ where: { accountKey } });
}
