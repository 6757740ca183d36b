import { Decimal } from 'decimal.js';
import type { LinguistPriceRange, PricedLinguistService } from '@inkwell/contracts';
import { PRICED_LINGUIST_SERVICES } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { priceDay } from './price-days.js';
import { systemPriceCatalogue } from './system-price-catalogue.js';

/**
 * A linguist's own price per word may lie between the system list's pay for her level and three times it
 * (decision 030): below, she would undercut what the platform pays her level anyway; above, direct orders would
 * cost clients far more than the level's list price, which the price lookup could not explain.
 */
export const LINGUIST_PRICE_RANGE_FACTOR = 3;

export async function linguistPriceRanges(currencyId: number, level: string | null): Promise<LinguistPriceRange[]> {
  return Promise.all(PRICED_LINGUIST_SERVICES.map((service) => linguistPriceRange(currencyId, level, service)));
}

export async function linguistPriceRange(currencyId: number, level: string | null, service: PricedLinguistService): Promise<LinguistPriceRange> {
  // Her price is for any language, so the range follows the list's pay for every group, as in force today.
  const rate = level ? await systemPriceCatalogue.rate(currencyId, null, level, service, priceDay()) : null;
  if (!rate) return { service, min: null, max: null };
  const pay = new Decimal(rate.linguistPayPerWord);
  return { service, min: pay.toFixed(), max: pay.times(LINGUIST_PRICE_RANGE_FACTOR).toFixed() };
}

/** @throws AppError 422 naming `pricePerWord` when the price is outside her level's range, or she has no level yet */
export async function assertPriceInRange(currencyId: number, level: string | null, service: PricedLinguistService, pricePerWord: string): Promise<void> {
  const range = await linguistPriceRange(currencyId, level, service);
  if (range.min === null || range.max === null) {
    const message = 'Your level is not set yet, so you cannot set your own prices';
    throw AppError.unprocessable(message, { pricePerWord: [message] });
  }
  const price = new Decimal(pricePerWord);
  if (price.lessThan(range.min) || price.greaterThan(range.max)) {
    const message = `Your level allows ${range.min} to ${range.max} per word for ${service}`;
    throw AppError.unprocessable(message, { pricePerWord: [message] });
  }
}
