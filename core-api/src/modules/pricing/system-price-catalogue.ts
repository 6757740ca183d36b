import { coalescedReloads, type CachedCatalogue } from '../../shared/cached-catalogue.js';
import type { PricedService } from './data/system-prices.js';
import { SystemPrice } from './pricing.model.js';

/** One price of the system list, in currency units per word. */
export interface SystemRate {
  clientPricePerWord: string;
  linguistPayPerWord: string;
}

interface DatedRate extends SystemRate {
  /** YYYY-MM-DD */
  effectiveFrom: string;
}

const SYSTEM_PRICES = 'system_prices';

function priceKey(currencyId: number, languageGroup: string | null, levelCode: string, service: PricedService): string {
  return `${currencyId}:${levelCode}:${service}:${languageGroup ?? ''}`;
}

/** The position in force on `day`: of a key's positions, newest first, the first that has begun. */
export function inForceOn<T extends { effectiveFrom: string }>(newestFirst: readonly T[] | undefined, day: string): T | null {
  return newestFirst?.find((position) => position.effectiveFrom <= day) ?? null;
}

/**
 * The system price list (DESIGN §3.3) in memory, replaced whole when it is re-read (decision 024). It holds the
 * scheduled positions too: one takes over when its day comes without any re-read (decision 053).
 */
class SystemPriceCatalogue implements CachedCatalogue {
  readonly tables: readonly string[] = [SYSTEM_PRICES];
  private prices: ReadonlyMap<string, readonly DatedRate[]> | null = null;
  private readonly reload = coalescedReloads<typeof SYSTEM_PRICES>(async () => {
    const rows = await SystemPrice.findAll({
      attributes: ['currencyId', 'languageGroup', 'levelCode', 'service', 'clientPricePerWord', 'linguistPayPerWord', 'effectiveFrom'],
      order: [['effectiveFrom', 'DESC']],
      raw: true,
    });
    const prices = new Map<string, DatedRate[]>();
    for (const r of rows) {
      const key = priceKey(r.currencyId, r.languageGroup, r.levelCode, r.service);
      const rate = Object.freeze({ clientPricePerWord: r.clientPricePerWord, linguistPayPerWord: r.linguistPayPerWord, effectiveFrom: r.effectiveFrom });
      prices.set(key, [...(prices.get(key) ?? []), rate]);
    }
    this.prices = prices;
  });

  async load(tables: readonly string[] = this.tables): Promise<void> {
    if (tables.includes(SYSTEM_PRICES)) await this.reload(SYSTEM_PRICES);
  }

  /**
   * The rate in force on `day` (YYYY-MM-DD): the language group's own position, else the one for every group
   * (the only one asked for when `languageGroup` is null); null when the list has neither. Read on first use by a
   * tool that did not load the catalogue at start.
   */
  async rate(currencyId: number, languageGroup: string | null, levelCode: string, service: PricedService, day: string): Promise<SystemRate | null> {
    if (!this.prices) await this.reload(SYSTEM_PRICES);
    const prices = this.prices;
    const position =
      (languageGroup === null ? null : inForceOn(prices?.get(priceKey(currencyId, languageGroup, levelCode, service)), day)) ??
      inForceOn(prices?.get(priceKey(currencyId, null, levelCode, service)), day);
    return position && { clientPricePerWord: position.clientPricePerWord, linguistPayPerWord: position.linguistPayPerWord };
  }
}

export const systemPriceCatalogue = new SystemPriceCatalogue();
