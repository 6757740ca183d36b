import { coalescedReloads, type CachedCatalogue } from '../../shared/cached-catalogue.js';
import type { PricedService } from './data/system-prices.js';
import { SystemPrice } from './pricing.model.js';

/** One price of the system list, in currency units per word. */
export interface SystemRate {
  clientPricePerWord: string;
  linguistPayPerWord: string;
}

const SYSTEM_PRICES = 'system_prices';

function priceKey(currencyId: number, levelCode: string, service: PricedService): string {
  return `${currencyId}:${levelCode}:${service}`;
}

/** The system price list (DESIGN §3.3) in memory, replaced whole when it is re-read (decision 024). */
class SystemPriceCatalogue implements CachedCatalogue {
  readonly tables: readonly string[] = [SYSTEM_PRICES];
  private prices: ReadonlyMap<string, SystemRate> | null = null;
  private readonly reload = coalescedReloads<typeof SYSTEM_PRICES>(async () => {
    const rows = await SystemPrice.findAll({
      attributes: ['currencyId', 'levelCode', 'service', 'clientPricePerWord', 'linguistPayPerWord'],
      raw: true,
    });
    this.prices = new Map(
      rows.map((r) => [priceKey(r.currencyId, r.levelCode, r.service), Object.freeze({ clientPricePerWord: r.clientPricePerWord, linguistPayPerWord: r.linguistPayPerWord })]),
    );
  });

  async load(tables: readonly string[] = this.tables): Promise<void> {
    if (tables.includes(SYSTEM_PRICES)) await this.reload(SYSTEM_PRICES);
  }

  /** Null when the list has no such price. Read on first use by a tool that did not load the catalogue at start. */
  async rate(currencyId: number, levelCode: string, service: PricedService): Promise<SystemRate | null> {
    if (!this.prices) await this.reload(SYSTEM_PRICES);
    return this.prices?.get(priceKey(currencyId, levelCode, service)) ?? null;
  }
}

export const systemPriceCatalogue = new SystemPriceCatalogue();
