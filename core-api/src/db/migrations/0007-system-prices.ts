import { QueryTypes } from 'sequelize';
import type { Migration } from '../migrate.js';
import { systemPriceSeeds } from '../../modules/pricing/data/system-prices.js';

/**
 * The system price list every environment needs before a first order can be priced (DESIGN §3.3).
 * Currencies are matched by ISO code, so the rows do not depend on the ids 0001 gave them.
 */
export const m0007SystemPrices: Migration = {
  name: '0007-system-prices',
  async up({ sequelize, transaction }) {
    const [, inserted] = await sequelize.query(
      `INSERT INTO system_prices (currency_id, service, level_code, client_price_per_word, linguist_pay_per_word)
       SELECT c.id, p.service, p.level_code, p.client_price, p.linguist_pay
         FROM unnest($currencies::text[], $services::text[], $levels::text[], $clientPrices::numeric[], $linguistPays::numeric[])
              AS p(currency, service, level_code, client_price, linguist_pay)
         JOIN currencies c ON c.iso4217 = p.currency`,
      {
        bind: {
          currencies: systemPriceSeeds.map((p) => p.currency),
          services: systemPriceSeeds.map((p) => p.service),
          levels: systemPriceSeeds.map((p) => p.level),
          clientPrices: systemPriceSeeds.map((p) => p.clientPricePerWord),
          linguistPays: systemPriceSeeds.map((p) => p.linguistPayPerWord),
        },
        type: QueryTypes.INSERT,
        transaction,
      },
    );
    // A currency missing from 0001 would silently drop its rows through the join.
    if (inserted !== systemPriceSeeds.length) {
      throw new Error(`0007-system-prices wrote ${String(inserted)} of ${systemPriceSeeds.length} system prices`);
    }
  },
};
