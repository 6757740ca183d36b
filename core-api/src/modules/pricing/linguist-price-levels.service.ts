import { QueryTypes, type Transaction } from 'sequelize';
import { Decimal } from 'decimal.js';
import type { PricedLinguistService } from '@inkwell/contracts';
import { pricingDatabase } from './pricing.model.js';
import { linguistPriceRange } from './linguist-price-ranges.js';

interface PriceRow {
  id: number;
  currency_id: number;
  service: PricedLinguistService;
  price_per_word: string;
}

/** Her prices of one table that lie outside her level's range, moved to the nearest bound. */
async function fitTable(table: 'linguist_prices' | 'linguist_partnership_prices', linguistId: number, level: string, transaction: Transaction): Promise<number> {
  const db = pricingDatabase();
  const rows = await db.query<PriceRow>(`SELECT id, currency_id, service, price_per_word FROM ${table} WHERE linguist_id = :linguistId FOR UPDATE`, {
    type: QueryTypes.SELECT,
    replacements: { linguistId },
    transaction,
  });
  let moved = 0;
  for (const row of rows) {
    const range = await linguistPriceRange(row.currency_id, level, row.service);
    if (range.min === null || range.max === null) continue;
    const price = new Decimal(row.price_per_word);
    const fitted = Decimal.max(range.min, Decimal.min(range.max, price));
    if (fitted.equals(price)) continue;
    await db.query(`UPDATE ${table} SET price_per_word = :price, updated_at = now() WHERE id = :id`, {
      replacements: { price: fitted.toFixed(), id: row.id },
      transaction,
    });
    moved += 1;
  }
  return moved;
}

/**
 * Staff changed her level: her own and partnership prices must lie in the new level's range (decision 030), so
 * those outside move to the nearest bound — a promotion lifts a price below the new minimum, a demotion lowers
 * one above the new maximum — and a direct order's price follows the level. Answers how many prices moved.
 */
export async function fitLinguistPricesToLevel(linguistId: number, level: string, transaction: Transaction): Promise<number> {
  return (await fitTable('linguist_prices', linguistId, level, transaction)) + (await fitTable('linguist_partnership_prices', linguistId, level, transaction));
}
