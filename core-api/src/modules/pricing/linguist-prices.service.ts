import type { Transaction } from 'sequelize';
import type { CurrencyIso } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { findLanguageByCulture, getCurrencyByIso } from '../reference/index.js';
import type { PricedService } from './data/system-prices.js';
import { pricingDatabase } from './pricing.model.js';

export interface LinguistPriceInput {
  linguistId: number;
  /** e.g. 'de-DE' */
  culture: string;
  service: PricedService;
  currency: CurrencyIso;
  /** per word in currency units, a decimal string such as '0.065' */
  pricePerWord: string;
}

/** Sets what a linguist asks per word in one language and service (direct orders are priced with it). */
export async function setLinguistPrice(input: LinguistPriceInput, transaction?: Transaction): Promise<void> {
  const language = await findLanguageByCulture(input.culture);
  if (!language) throw AppError.unprocessable(`Unknown language ${input.culture}`, { language: [`Unknown language ${input.culture}`] });
  const currency = await getCurrencyByIso(input.currency, { transaction });
  await pricingDatabase().query(
    `INSERT INTO linguist_prices (linguist_id, language_id, service, currency_id, price_per_word)
     VALUES (:linguistId, :languageId, :service, :currencyId, :pricePerWord)
     ON CONFLICT (linguist_id, language_id, service, currency_id) DO UPDATE SET price_per_word = EXCLUDED.price_per_word, updated_at = now()`,
    {
      replacements: { linguistId: input.linguistId, languageId: language.id, service: input.service, currencyId: currency.id, pricePerWord: input.pricePerWord },
      transaction,
    },
  );
}
