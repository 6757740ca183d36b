import type { CurrencyIso } from '@inkwell/contracts';
import { LEVEL_CODES, type LevelCode } from '../../reference/index.js';

/** The services the price list knows (the `service` CHECK of the price tables). */
export const PRICED_SERVICES = ['copywriting', 'proofreading', 'translating'] as const;
export type PricedService = (typeof PRICED_SERVICES)[number];

export interface SystemPriceSeed {
  currency: CurrencyIso;
  service: PricedService;
  level: LevelCode;
  /** per word, in currency units */
  clientPricePerWord: string;
  /** per word, in currency units; two thirds of the client price, to four places */
  linguistPayPerWord: string;
}

type LevelRates = readonly [clientPricePerWord: string, linguistPayPerWord: string];

/**
 * One row per level, simple → excellent. Proofreading costs about a third of copywriting; USD runs about
 * 10 % above EUR and GBP about 14 % below, rounded to prices a sales team would quote.
 */
const PRICE_LIST: Record<CurrencyIso, Record<PricedService, readonly LevelRates[]>> = {
  EUR: {
    copywriting: [['0.018', '0.012'], ['0.028', '0.0187'], ['0.045', '0.03'], ['0.075', '0.05'], ['0.12', '0.08']],
    proofreading: [['0.006', '0.004'], ['0.009', '0.006'], ['0.015', '0.01'], ['0.025', '0.0167'], ['0.04', '0.0267']],
    translating: [['0.025', '0.0167'], ['0.038', '0.0253'], ['0.06', '0.04'], ['0.09', '0.06'], ['0.14', '0.0933']],
  },
  USD: {
    copywriting: [['0.02', '0.0133'], ['0.031', '0.0207'], ['0.05', '0.0333'], ['0.082', '0.0547'], ['0.13', '0.0867']],
    proofreading: [['0.007', '0.0047'], ['0.01', '0.0067'], ['0.017', '0.0113'], ['0.028', '0.0187'], ['0.044', '0.0293']],
    translating: [['0.028', '0.0187'], ['0.042', '0.028'], ['0.066', '0.044'], ['0.1', '0.0667'], ['0.155', '0.1033']],
  },
  GBP: {
    copywriting: [['0.016', '0.0107'], ['0.024', '0.016'], ['0.039', '0.026'], ['0.065', '0.0433'], ['0.1', '0.0667']],
    proofreading: [['0.005', '0.0033'], ['0.008', '0.0053'], ['0.013', '0.0087'], ['0.022', '0.0147'], ['0.034', '0.0227']],
    translating: [['0.022', '0.0147'], ['0.033', '0.022'], ['0.052', '0.0347'], ['0.078', '0.052'], ['0.12', '0.08']],
  },
};

/** Frozen with migration 0007-system-prices; a later price change is a new migration (or an admin edit). */
export const systemPriceSeeds: readonly SystemPriceSeed[] = Object.entries(PRICE_LIST).flatMap(([currency, services]) =>
  Object.entries(services).flatMap(([service, levels]) =>
    levels.map(([clientPricePerWord, linguistPayPerWord], rank) => ({
      currency: currency as CurrencyIso,
      service: service as PricedService,
      level: LEVEL_CODES[rank] as LevelCode,
      clientPricePerWord,
      linguistPayPerWord,
    })),
  ),
);
