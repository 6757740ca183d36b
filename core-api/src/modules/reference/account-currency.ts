import type { Transaction } from 'sequelize';
import type { CurrencyIso } from '@inkwell/contracts';
import { DEFAULT_CURRENCY, isCurrencyIso } from '@inkwell/money';
import { getCurrencyById, getCurrencyByIso } from './reference.service.js';

// Money itself is @inkwell/money's; this is a catalogue question: which currency an account is kept in.

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
