import type {
  SelfPartnershipPrice,
  SelfPartnershipPricesPerWord,
  SelfPrice,
  SelfPriceBody,
  SelfPricePerWord,
  SelfPricePerWordQuery,
  SelfPricesPerWord,
} from '@inkwell/contracts';
import { QueryTypes } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import { accountCurrency, findLanguageByCulture, normaliseCulture } from '../reference/index.js';
import { linguistPriceRanges, listLinguistPrices, listPartnershipPrices, setOwnLinguistPrice, setPartnershipPrice, type PricingLinguist } from '../pricing/index.js';
import { database } from '../../shared/database.js';
import { selfAccount } from './self-profile.service.js';
import { assertWorkedFor } from './self-clients.service.js';

async function pricingLinguist(linguistId: number): Promise<PricingLinguist> {
  const account = await selfAccount(linguistId);
  return { id: account.id, level: account.level ?? null, currencyId: account.currencyId };
}

/** She prices only languages she writes in: a price for another would never be asked for. */
async function assertHerLanguage(linguistId: number, culture: string): Promise<void> {
  const [row] = await database().query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM linguist_languages ll JOIN languages g ON g.id = ll.language_id
                     WHERE ll.linguist_id = :linguistId AND g.culture = :culture) AS found`,
    { type: QueryTypes.SELECT, replacements: { linguistId, culture: normaliseCulture(culture) } },
  );
  if (!row?.found) throw AppError.unprocessable(`${culture} is not one of your languages`, { language: [`${culture} is not one of your languages`] });
}

export async function getSelfPrices(linguistId: number): Promise<SelfPricesPerWord> {
  const linguist = await pricingLinguist(linguistId);
  const currency = await accountCurrency(linguist.currencyId);
  const [ranges, prices] = await Promise.all([linguistPriceRanges(currency.id, linguist.level), listLinguistPrices(linguistId)]);
  return { currency: currency.iso4217, level: linguist.level, ranges, prices };
}

/** GET /linguist/price-per-word: her price for one of her languages and a service, with the range her level allows. */
export async function getSelfPrice(linguistId: number, query: SelfPricePerWordQuery): Promise<SelfPricePerWord> {
  await assertHerLanguage(linguistId, query.language);
  const [all, language] = await Promise.all([getSelfPrices(linguistId), findLanguageByCulture(query.language)]);
  const culture = normaliseCulture(query.language);
  const price = all.prices.find((p) => p.language.culture === culture && p.service === query.service);
  const range = all.ranges.find((r) => r.service === query.service) ?? { service: query.service, min: null, max: null };
  return {
    language: price?.language ?? { culture, name: language?.name ?? culture },
    service: query.service,
    pricePerWord: price?.pricePerWord ?? null,
    currency: all.currency,
    range,
  };
}

export async function setSelfPrice(linguistId: number, body: SelfPriceBody): Promise<SelfPrice> {
  const linguist = await pricingLinguist(linguistId);
  await assertHerLanguage(linguistId, body.language);
  return setOwnLinguistPrice(linguist, { culture: body.language, service: body.service, pricePerWord: body.pricePerWord });
}

export async function getSelfPartnershipPrices(linguistId: number, clientId: number): Promise<SelfPartnershipPrice[]> {
  await assertWorkedFor(linguistId, clientId);
  return listPartnershipPrices(linguistId, clientId);
}

/** GET /linguist/partnership/:clientId/prices-per-word: what the partnership tab needs in one answer. */
export async function getSelfPartnershipPricesPerWord(linguistId: number, clientId: number): Promise<SelfPartnershipPricesPerWord> {
  await assertWorkedFor(linguistId, clientId);
  const linguist = await pricingLinguist(linguistId);
  const currency = await accountCurrency(linguist.currencyId);
  const [ranges, prices] = await Promise.all([linguistPriceRanges(currency.id, linguist.level), listPartnershipPrices(linguistId, clientId)]);
  return { clientId, currency: currency.iso4217, level: linguist.level, ranges, prices };
}

export async function setSelfPartnershipPrice(linguistId: number, clientId: number, body: SelfPriceBody): Promise<SelfPartnershipPrice> {
  const linguist = await pricingLinguist(linguistId);
  await assertWorkedFor(linguistId, clientId);
  await assertHerLanguage(linguistId, body.language);
  return setPartnershipPrice(linguist, clientId, { culture: body.language, service: body.service, pricePerWord: body.pricePerWord });
}
