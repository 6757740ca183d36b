import type { Migration } from '../migrate.js';

const SERVICE = "CHECK (service IN ('copywriting', 'proofreading', 'translating'))";
const RATE = 'numeric(12,6) NOT NULL CHECK';

/** Per-word rates in currency units (DESIGN §3.3); amounts derived from them are rounded once, half-up. */
export const m0005Pricing: Migration = {
  name: '0005-pricing',
  async up({ sql }) {
    await sql(`
      CREATE TABLE system_prices (
        id serial PRIMARY KEY,
        currency_id integer NOT NULL REFERENCES currencies(id),
        service text NOT NULL ${SERVICE},
        level_code text NOT NULL REFERENCES levels(code),
        client_price_per_word ${RATE} (client_price_per_word > 0),
        linguist_pay_per_word ${RATE} (linguist_pay_per_word > 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (currency_id, service, level_code),
        CHECK (linguist_pay_per_word <= client_price_per_word)
      )`);
    // A client's own prices override the system list, optionally for one language group only.
    await sql(`
      CREATE TABLE client_prices (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        language_group text,
        service text NOT NULL ${SERVICE},
        level_code text NOT NULL REFERENCES levels(code),
        price_per_word ${RATE} (price_per_word > 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql("CREATE UNIQUE INDEX client_prices_key ON client_prices (client_id, coalesce(language_group, ''), service, level_code)");
    // What a linguist asks per word for direct orders in one language.
    await sql(`
      CREATE TABLE linguist_prices (
        id serial PRIMARY KEY,
        linguist_id integer NOT NULL REFERENCES linguists(id) ON DELETE CASCADE,
        language_id integer NOT NULL REFERENCES languages(id),
        service text NOT NULL ${SERVICE},
        currency_id integer NOT NULL REFERENCES currencies(id),
        price_per_word ${RATE} (price_per_word > 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (linguist_id, language_id, service, currency_id)
      )`);
  },
};
