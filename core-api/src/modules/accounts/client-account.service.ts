import type { ClientAccountPatch, ClientAccountSettings, CurrencyIso, SelfEmailSettings } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { Transaction } from 'sequelize';
import type { Runtime } from '../../runtime.js';
import { changePassword, confirmEmailChange, emailChangeState, requestEmailChange } from '../auth/index.js';
import { clientHasDeposits } from '../deposits/index.js';
import { clientHasOrders } from '../orders/index.js';
import { findCurrencyById, findCurrencyByIso } from '../reference/index.js';
import { lockOwnClientAccount, updateOwnClientAccount, type OwnClientAccount } from '../users/index.js';
import { database } from '../../shared/database.js';

const LOCKED = 'Your currency is fixed once you have placed an order or started a deposit';

/** An order or a deposit is priced in the client's currency: from then on it cannot change (decision 046). */
async function currencyLocked(clientId: number, transaction: Transaction): Promise<boolean> {
  return (await clientHasOrders(clientId, transaction)) || (await clientHasDeposits(clientId, transaction));
}

async function toSettings(clientId: number, account: OwnClientAccount, transaction: Transaction): Promise<ClientAccountSettings> {
  const currency = account.currencyId === null ? null : ((await findCurrencyById(account.currencyId))?.iso4217.trim() as CurrencyIso | undefined) ?? null;
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    nickname: account.nickname,
    language: account.language,
    currency,
    currencyLocked: await currencyLocked(clientId, transaction),
  };
}

export function getClientAccount(clientId: number): Promise<ClientAccountSettings> {
  return database().transaction(async (transaction) => toSettings(clientId, await lockOwnClientAccount(clientId, transaction), transaction));
}

/**
 * Changes the client's names, nickname, interface language (also the language of its mails) and, until an order or
 * a deposit fixed it, its currency. @throws AppError 409 naming `currency` for a change after that; 400 naming
 * `currency` for one the catalogue does not have
 */
export function patchClientAccount(clientId: number, patch: ClientAccountPatch): Promise<ClientAccountSettings> {
  return database().transaction(async (transaction) => {
    const before = await lockOwnClientAccount(clientId, transaction);
    const { currency, firstName, lastName, nickname, language } = patch;
    const cleared = (value: string | null | undefined) => (value === '' ? null : value);
    let currencyId: number | undefined;
    if (currency !== undefined) {
      const entry = await findCurrencyByIso(currency);
      if (!entry) throw AppError.badRequest(`Unknown currency ${currency}`, 'currency');
      if (entry.id !== before.currencyId) {
        if (await currencyLocked(clientId, transaction)) throw AppError.conflict(LOCKED).withDetails({ currency: [LOCKED] });
        currencyId = entry.id;
      }
    }
    await updateOwnClientAccount(clientId, { firstName: cleared(firstName), lastName: cleared(lastName), nickname: cleared(nickname), language, currencyId }, transaction);
    return toSettings(clientId, await lockOwnClientAccount(clientId, transaction), transaction);
  });
}

// The e-mail and password changes are auth's, the same as a linguist's (decision 040).

export function getClientEmail(clientId: number): Promise<SelfEmailSettings> {
  return emailChangeState('client', clientId);
}

/** A new sign-in address waits for the link mailed to it, in the client's language; the current password comes first. */
export function changeClientEmail(runtime: Pick<Runtime, 'config' | 'mailer'>, clientId: number, email: string, currentPassword: string): Promise<SelfEmailSettings> {
  return requestEmailChange(runtime, 'client', clientId, email, currentPassword);
}

export function confirmClientEmail(clientId: number, token: string): Promise<SelfEmailSettings> {
  return confirmEmailChange('client', clientId, token);
}

export function changeClientPassword(clientId: number, currentPassword: string, newPassword: string): Promise<void> {
  return changePassword('client', clientId, currentPassword, newPassword);
}
