import { QueryTypes, type Transaction } from 'sequelize';
import { Decimal } from 'decimal.js';
import type { CurrencyIso, PricedLinguistService, SelfPartnershipPrice, SelfPrice } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { accountCurrency, findLanguageByCulture } from '../reference/index.js';
import { assertPriceInRange } from './linguist-price-ranges.js';
import { setLinguistPrice } from './linguist-prices.service.js';
import { pricingDatabase } from './pricing.model.js';

/** Who sets a price: her level and account currency decide the allowed range. */
export interface PricingLinguist {
  id: number;
  level: string | null;
  /** her account's currency id; null is the platform default */
  currencyId: number | null;
}

export interface OwnPriceInput {
  culture: string;
  service: PricedLinguistService;
  pricePerWord: string;
}

interface PriceRow {
  culture: string;
  name: string;
  service: PricedLinguistService;
  pricePerWord: string;
  currency: CurrencyIso;
  clientId?: number;
}

const toPrice = (row: PriceRow): SelfPrice => ({
  language: { culture: row.culture, name: row.name },
  service: row.service,
  // NUMERIC(12,6) arrives as '0.050000'; the apps show what she typed, without the padding.
  pricePerWord: new Decimal(row.pricePerWord).toFixed(),
  currency: row.currency,
});

/** Her own prices per word (for direct orders), in every currency she set one. */
export async function listLinguistPrices(linguistId: number): Promise<SelfPrice[]> {
  const rows = await pricingDatabase().query<PriceRow>(
    `SELECT g.culture, g.name, p.service, p.price_per_word AS "pricePerWord", c.iso4217 AS currency
       FROM linguist_prices p JOIN languages g ON g.id = p.language_id JOIN currencies c ON c.id = p.currency_id
      WHERE p.linguist_id = :linguistId ORDER BY g.culture, p.service`,
    { type: QueryTypes.SELECT, replacements: { linguistId } },
  );
  return rows.map(toPrice);
}

async function languageOf(culture: string) {
  const language = await findLanguageByCulture(culture);
  if (!language) throw AppError.unprocessable(`Unknown language ${culture}`, { language: [`Unknown language ${culture}`] });
  return language;
}

/** Sets her own price in her account currency, within her level's range (decision 030). */
export async function setOwnLinguistPrice(linguist: PricingLinguist, input: OwnPriceInput, transaction?: Transaction): Promise<SelfPrice> {
  const language = await languageOf(input.culture);
  const currency = await accountCurrency(linguist.currencyId, transaction);
  await assertPriceInRange(currency.id, linguist.level, input.service, input.pricePerWord);
  await setLinguistPrice({ linguistId: linguist.id, culture: language.culture, service: input.service, currency: currency.iso4217, pricePerWord: input.pricePerWord }, transaction);
  return toPrice({ culture: language.culture, name: language.name, service: input.service, pricePerWord: input.pricePerWord, currency: currency.iso4217 });
}

/** Her prices for one client (partnership prices); a direct order from that client uses them first. */
export async function listPartnershipPrices(linguistId: number, clientId: number): Promise<SelfPartnershipPrice[]> {
  const rows = await pricingDatabase().query<PriceRow & { clientId: number }>(
    `SELECT p.client_id AS "clientId", g.culture, g.name, p.service, p.price_per_word AS "pricePerWord", c.iso4217 AS currency
       FROM linguist_partnership_prices p JOIN languages g ON g.id = p.language_id JOIN currencies c ON c.id = p.currency_id
      WHERE p.linguist_id = :linguistId AND p.client_id = :clientId ORDER BY g.culture, p.service`,
    { type: QueryTypes.SELECT, replacements: { linguistId, clientId } },
  );
  return rows.map((row) => ({ ...toPrice(row), clientId: row.clientId }));
}

/** The caller checks she worked for the client; the range is the one of her own prices. */
export async function setPartnershipPrice(linguist: PricingLinguist, clientId: number, input: OwnPriceInput): Promise<SelfPartnershipPrice> {
  const language = await languageOf(input.culture);
  const currency = await accountCurrency(linguist.currencyId);
  await assertPriceInRange(currency.id, linguist.level, input.service, input.pricePerWord);
  await pricingDatabase().query(
    `INSERT INTO linguist_partnership_prices (linguist_id, client_id, language_id, service, currency_id, price_per_word)
     VALUES (:linguistId, :clientId, :languageId, :service, :currencyId, :pricePerWord)
     ON CONFLICT (linguist_id, client_id, language_id, service, currency_id)
     DO UPDATE SET price_per_word = EXCLUDED.price_per_word, updated_at = now()`,
    {
      replacements: { linguistId: linguist.id, clientId, languageId: language.id, service: input.service, currencyId: currency.id, pricePerWord: input.pricePerWord },
    },
  );
  return { ...toPrice({ culture: language.culture, name: language.name, service: input.service, pricePerWord: input.pricePerWord, currency: currency.iso4217 }), clientId };
}

export interface ClientPartnershipPrice extends SelfPartnershipPrice {
  linguistId: number;
  updatedAt: string;
}

/** Every linguist's prices for one client, by linguist, language and service (staff's view of the client). */
export async function listClientPartnershipPrices(clientId: number): Promise<ClientPartnershipPrice[]> {
  const rows = await pricingDatabase().query<PriceRow & { clientId: number; linguistId: number; updatedAt: Date }>(
    `SELECT p.client_id AS "clientId", p.linguist_id AS "linguistId", g.culture, g.name, p.service,
            p.price_per_word AS "pricePerWord", c.iso4217 AS currency, p.updated_at AS "updatedAt"
       FROM linguist_partnership_prices p JOIN languages g ON g.id = p.language_id JOIN currencies c ON c.id = p.currency_id
      WHERE p.client_id = :clientId ORDER BY p.linguist_id, g.culture, p.service, c.iso4217`,
    { type: QueryTypes.SELECT, replacements: { clientId } },
  );
  return rows.map((row) => ({ ...toPrice(row), clientId: row.clientId, linguistId: row.linguistId, updatedAt: new Date(row.updatedAt).toISOString() }));
}

/** Removes her price for a client in a language and service (in whichever currency she set it); false when she had none. */
export async function removePartnershipPrice(linguistId: number, clientId: number, culture: string, service: PricedLinguistService): Promise<boolean> {
  const language = await findLanguageByCulture(culture);
  if (!language) return false;
  const removed = await pricingDatabase().query<{ id: number }>(
    `DELETE FROM linguist_partnership_prices
      WHERE linguist_id = :linguistId AND client_id = :clientId AND language_id = :languageId AND service = :service
      RETURNING id`,
    { type: QueryTypes.SELECT, replacements: { linguistId, clientId, languageId: language.id, service } },
  );
  return removed.length > 0;
}
