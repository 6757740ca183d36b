import { QueryTypes, type Transaction } from 'sequelize';
import { Decimal } from 'decimal.js';
import { PAYMENT_METHODS, type CalculatedPrice, type CurrencyIso, type OrderService, type OrderType, type PaymentMethod, type TextPriceResponse } from '@inkwell/contracts';
import { multiplyRate, paymentFee, toJsonMinorUnits, totalAt } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import { findLanguageByCulture, findLanguageById, findLevel, languageGroupName } from '../reference/index.js';
import { findClientById, findLinguistById } from '../users/index.js';
import { accountCurrency } from '../reference/index.js';
import { linguistAwaySql } from '../../shared/linguist-availability.sql.js';
import type { PricedService } from './data/system-prices.js';
import { pricingDatabase } from './pricing.model.js';
import { priceDay } from './price-days.js';
import { requireOwnPriceList } from './price-lists.service.js';
import { systemPriceCatalogue, type SystemRate } from './system-price-catalogue.js';

/** Per-word rates are exact decimals; a private clone keeps other code's Decimal settings out of money. */
const Rate = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Rate = Decimal;

/** What the writer of a direct order earns of the linguist's own price per word. */
export const DIRECT_ORDER_WRITER_SHARE = '0.7';

/** Rates are NUMERIC(12,6) columns: six places are what an order can store. */
const RATE_DECIMAL_PLACES = 6;

export interface OrderRates {
  currency: CurrencyIso;
  /** the client's VAT as a fraction, e.g. '0.19' */
  vat: string;
  /** what the client pays per word (copywriting plus proofreading when ordered), in currency units */
  clientPricePerWord: string;
  writerPayPerWord: string;
  /** null without proofreading */
  proofreaderPayPerWord: string | null;
}

export interface OrderRatesInput {
  clientId: number;
  languageId: number;
  level: string;
  withProofreading: boolean;
  /** false prices proofreading alone, a text the client already has (an instant quote's 'proofreading'); default true */
  withCopywriting?: boolean;
  type: OrderType;
  /** the linguist a direct (DO) order is addressed to */
  linguistId?: number | null;
}

// The contracts own the list so core-api and the apps cannot disagree on it; re-exported for pricing's callers.
export { PAYMENT_METHODS };
export type { PaymentMethod };

function parseRate(value: string, what: string): Rate {
  let rate: Rate;
  try {
    rate = new Rate(value);
  } catch {
    throw new RangeError(`${what} must be a decimal number, got ${JSON.stringify(value)}`);
  }
  if (!rate.isFinite() || rate.isNegative()) throw new RangeError(`${what} must be a non-negative decimal, got ${value}`);
  return rate;
}

function assertWords(words: number): void {
  if (!Number.isSafeInteger(words) || words < 0) throw new RangeError(`A word count is a whole number of at least 0, got ${words}`);
}

/** Plain notation ('0.018', never '1.8e-2'), as NUMERIC columns and JSON want it. */
function formatRate(rate: Rate): string {
  return rate.toDecimalPlaces(RATE_DECIMAL_PLACES, Decimal.ROUND_HALF_UP).toFixed();
}

/**
 * What the client pays for `words` at a per-word rate: net is rounded half-up to the minor unit once,
 * tax is rounded half-up from that net, gross is their sum.
 */
export function amountAt(words: number, ratePerWord: string, vat: string): { net: bigint; tax: bigint; gross: bigint } {
  assertWords(words);
  const net = totalAt(words, parseRate(ratePerWord, 'A price per word').toFixed());
  const tax = multiplyRate(net, parseRate(vat, 'VAT').toFixed());
  return { net, tax, gross: net + tax };
}

/** What a linguist earns for `words` at a per-word pay rate, rounded half-up to the minor unit. */
export function payAt(words: number, ratePerWord: string): bigint {
  assertWords(words);
  return totalAt(words, parseRate(ratePerWord, 'A pay per word').toFixed());
}

/** From the system price list in memory (decision 024), the positions in force on `day` (decision 053). */
async function systemRates(
  currency: { id: number; iso4217: CurrencyIso },
  languageGroup: string,
  level: string,
  services: readonly PricedService[],
  day: string,
): Promise<Map<PricedService, SystemRate>> {
  const rates = new Map<PricedService, SystemRate>();
  for (const service of services) {
    const rate = await systemPriceCatalogue.rate(currency.id, languageGroup, level, service, day);
    if (rate) rates.set(service, rate);
  }
  // Migration 0007 writes every combination for every group from the epoch, so a gap is broken data, not a client mistake.
  const missing = services.filter((s) => !rates.has(s));
  if (missing.length) throw new Error(`The system price list has no ${missing.join(', ')} price for ${currency.iso4217} ${level}`);
  return rates;
}

/**
 * The client's own prices per service from its price list, in force on `day`: the position for the language group
 * wins over the one for every group, whichever began later. One statement, as order creation counts them.
 */
async function clientOwnPrices(
  clientId: number,
  languageGroup: string,
  level: string,
  services: readonly PricedService[],
  day: string,
  transaction?: Transaction,
): Promise<Map<PricedService, string>> {
  const rows = await pricingDatabase().query<{ service: PricedService; pricePerWord: string }>(
    `SELECT DISTINCT ON (p.service) p.service, p.price_per_word AS "pricePerWord"
       FROM client_prices p JOIN client_price_lists l ON l.id = p.price_list_id
      WHERE l.client_id = :clientId AND p.level_code = :level AND p.service IN (:services)
        AND (p.language_group = :languageGroup OR p.language_group IS NULL) AND p.effective_from <= :day
      ORDER BY p.service, p.language_group IS NULL, p.effective_from DESC`,
    { type: QueryTypes.SELECT, replacements: { clientId, level, services: [...services], languageGroup, day }, transaction },
  );
  return new Map(rows.map((row) => [row.service, row.pricePerWord]));
}

function linguistField(message: string): AppError {
  return AppError.badRequest(message, 'linguistId');
}

/** Away today by her profile (decision 031): she cannot be asked for a direct order until she is back. */
async function isAway(linguistId: number, transaction?: Transaction): Promise<boolean> {
  const [row] = await pricingDatabase().query<{ away: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM linguist_profiles pr WHERE pr.linguist_id = :linguistId AND ${linguistAwaySql('pr')}) AS away`,
    { type: QueryTypes.SELECT, replacements: { linguistId }, transaction },
  );
  return row?.away === true;
}

async function hasLanguages(linguistId: number, transaction?: Transaction): Promise<boolean> {
  const [row] = await pricingDatabase().query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM linguist_languages WHERE linguist_id = :linguistId) AS found',
    { type: QueryTypes.SELECT, replacements: { linguistId }, transaction },
  );
  return row?.found === true;
}

/**
 * The copywriting price the addressed linguist asks for this language and currency; null when they set
 * none, and the order is priced from the price lists. A closed or unconfirmed account cannot be ordered from, nor
 * can a linguist who is away.
 */
async function directLinguistPrice(
  clientId: number,
  linguistId: number | null | undefined,
  languageId: number,
  currencyId: number,
  transaction?: Transaction,
): Promise<string | null> {
  if (linguistId === null || linguistId === undefined) throw linguistField('A direct order names its linguist');
  const linguist = Number.isSafeInteger(linguistId) ? await findLinguistById(linguistId, transaction) : null;
  if (!linguist || linguist.status !== 'ACTIVE') throw linguistField('Linguist does not exist');
  if (!(await hasLanguages(linguist.id, transaction))) throw linguistField('Linguist has no languages');
  if (await isAway(linguist.id, transaction)) throw linguistField('Linguist is not available');
  // Her price for this client (a partnership price, decision 030) comes before her price for everyone.
  const [row] = await pricingDatabase().query<{ pricePerWord: string }>(
    `SELECT price_per_word AS "pricePerWord" FROM (
       SELECT price_per_word, 0 AS rank FROM linguist_partnership_prices
        WHERE linguist_id = :linguistId AND client_id = :clientId AND language_id = :languageId AND service = 'copywriting' AND currency_id = :currencyId
       UNION ALL
       SELECT price_per_word, 1 FROM linguist_prices
        WHERE linguist_id = :linguistId AND language_id = :languageId AND service = 'copywriting' AND currency_id = :currencyId
     ) p ORDER BY rank LIMIT 1`,
    { type: QueryTypes.SELECT, replacements: { linguistId: linguist.id, clientId, languageId, currencyId }, transaction },
  );
  return row?.pricePerWord ?? null;
}

/**
 * The per-word rates an order is created with (DESIGN §3.3), in the client's currency, from the positions in
 * force today (decision 053). The client pays its own price list's price for the language group, else its list's
 * price for every group, else the system price for the group, else the system price for every group; a direct
 * order pays the addressed linguist's own price instead, of which the writer earns DIRECT_ORDER_WRITER_SHARE.
 * Proofreading adds its price on top and pays the proofreader the system rate.
 *
 * @throws AppError 400 naming `language`, `level` or `linguistId`
 */
export async function ratesForOrder(input: OrderRatesInput, transaction?: Transaction): Promise<OrderRates> {
  const client = await findClientById(input.clientId, transaction);
  if (!client) throw AppError.notFound('Client');
  const language = await findLanguageById(input.languageId, { transaction });
  if (!language) throw AppError.badRequest('Unknown language', 'language');
  if (!language.active) throw AppError.badRequest(`${language.name} is no longer offered`, 'language');
  const level = await findLevel(input.level, { transaction });
  if (!level) throw AppError.badRequest(`Unknown level ${input.level}`, 'level');

  const currency = await accountCurrency(client.currencyId, transaction);
  const withCopywriting = input.withCopywriting ?? true;
  if (!withCopywriting && !input.withProofreading) throw new RangeError('Rates for no service at all');
  const services: PricedService[] = input.withProofreading ? ['copywriting', 'proofreading'] : ['copywriting'];
  const day = priceDay();
  const languageGroup = languageGroupName(language.name);
  const system = await systemRates(currency, languageGroup, level.code, services, day);
  const own = await clientOwnPrices(client.id, languageGroup, level.code, services, day, transaction);
  const direct = input.type === 'DO' ? await directLinguistPrice(client.id, input.linguistId, language.id, currency.id, transaction) : null;

  const copywriting = system.get('copywriting') as SystemRate;
  let clientPrice = withCopywriting ? new Rate(direct ?? own.get('copywriting') ?? copywriting.clientPricePerWord) : new Rate(0);
  const writerPay = direct === null ? new Rate(copywriting.linguistPayPerWord) : new Rate(direct).times(DIRECT_ORDER_WRITER_SHARE);
  let proofreaderPay: Rate | null = null;
  if (input.withProofreading) {
    const proofreading = system.get('proofreading') as SystemRate;
    clientPrice = clientPrice.plus(own.get('proofreading') ?? proofreading.clientPricePerWord);
    proofreaderPay = new Rate(proofreading.linguistPayPerWord);
  }
  return {
    currency: currency.iso4217,
    vat: new Rate(client.vat).toFixed(),
    clientPricePerWord: formatRate(clientPrice),
    writerPayPerWord: formatRate(writerPay),
    proofreaderPayPerWord: proofreaderPay && formatRate(proofreaderPay),
  };
}

export interface TextPriceQuery {
  /** words per text */
  min: number;
  max: number;
  textsAmount: number;
  /** culture, e.g. de-DE */
  language: string;
  level: string;
  services: OrderService[];
  type: OrderType;
  linguistId?: number;
  paymentMethod: PaymentMethod;
  clientPriceListId?: number;
}

/**
 * The price of `textsAmount` texts at the least and the most words (GET /client/orders/text-price). Each
 * text is rounded on its own, as each becomes an order of its own, so the answer equals the sum of the orders
 * created from it; the payment fee is charged once, on the gross of them all.
 */
export async function textPrice(clientId: number, query: TextPriceQuery): Promise<TextPriceResponse> {
  const language = await findLanguageByCulture(query.language);
  if (!language) throw AppError.badRequest(`Unknown language ${query.language}`, 'language');
  const rates = await ratesForOrder({
    clientId,
    languageId: language.id,
    level: query.level,
    withProofreading: query.services.includes('proofreading'),
    type: query.type,
    linguistId: query.linguistId ?? null,
  });
  // After the rates, so an unknown client stays a 404.
  if (query.clientPriceListId !== undefined) await requireOwnPriceList(clientId, query.clientPriceListId);
  const texts = BigInt(query.textsAmount);
  const priceOf = (words: number): CalculatedPrice => {
    const perText = amountAt(words, rates.clientPricePerWord, rates.vat);
    const net = perText.net * texts;
    const tax = perText.tax * texts;
    const fee = paymentFee(query.paymentMethod, net + tax, rates.currency);
    return {
      amountNet: toJsonMinorUnits(net),
      fee: toJsonMinorUnits(fee),
      tax: toJsonMinorUnits(tax),
      amountGross: toJsonMinorUnits(net + fee + tax),
      currency: rates.currency,
    };
  };
  return { min: priceOf(query.min), max: priceOf(query.max) };
}
