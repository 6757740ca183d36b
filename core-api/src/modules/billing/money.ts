import type { Transaction } from 'sequelize';
import type { CurrencyIso } from '@inkwell/contracts';
import { getCurrencyById, getCurrencyByIso } from '../reference/index.js';

/** The currencies the platform trades; each has two minor digits (cent, pence). */
export const TRADED_CURRENCIES = ['EUR', 'USD', 'GBP'] as const satisfies readonly CurrencyIso[];

/** The currency of an account that never chose one (spec §9: "default euro"). */
export const DEFAULT_CURRENCY: CurrencyIso = 'EUR';

/** Minor units per currency unit: the same 100 for every traded currency. */
export const MINOR_UNITS_PER_UNIT = 100;

export function isCurrencyIso(value: unknown): value is CurrencyIso {
  return typeof value === 'string' && (TRADED_CURRENCIES as readonly string[]).includes(value);
}

/**
 * Minor units as a JSON number. Refuses what a number cannot hold exactly rather than answering a
 * silently rounded amount.
 */
export function toJsonMinorUnits(amount: bigint): number {
  if (typeof amount !== 'bigint') throw new TypeError(`Money is a bigint of minor units, got a ${typeof amount}`);
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${amount} minor units cannot be written as an exact JSON number`);
  }
  return Number(amount);
}

export interface AccountCurrency {
  id: number;
  iso4217: CurrencyIso;
}

/** The currency a client or linguist account is kept in: its chosen currency, else the default. */
export async function accountCurrency(currencyId: number | null, transaction?: Transaction): Promise<AccountCurrency> {
  const currency =
    currencyId === null ? await getCurrencyByIso(DEFAULT_CURRENCY, { transaction }) : await getCurrencyById(currencyId, { transaction });
  const iso4217 = currency.iso4217.trim();
  if (!isCurrencyIso(iso4217)) throw new Error(`Currency ${iso4217} (id ${currency.id}) is not traded on the platform`);
  return { id: currency.id, iso4217 };
}
