import type { Migration } from '../migrate.js';

/**
 * What a linguist keeps of herself in the linguist app (decision 030): availability, classification and
 * notification choices beside her profile, a proficiency per language, her avatar image in the database so every
 * core-api replica serves it, and her prices for single clients (partnership prices, pricing's table).
 */
export const m0020LinguistSelfService: Migration = {
  name: '0020-linguist-self-service',
  async up({ sql }) {
    await sql(`
      ALTER TABLE linguist_profiles
        ADD COLUMN availability text NOT NULL DEFAULT 'available' CHECK (availability IN ('available', 'unavailable')),
        ADD COLUMN unavailable_until date,
        ADD COLUMN academic_degree_id integer REFERENCES academic_degrees(id),
        ADD COLUMN academic_field_id integer REFERENCES academic_fields(id),
        ADD COLUMN notification_settings jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(notification_settings) = 'object'),
        ADD CONSTRAINT linguist_profiles_until_check CHECK (availability = 'unavailable' OR unavailable_until IS NULL)`);

    await sql(`
      CREATE TABLE linguist_industry_expertises (
        linguist_id integer NOT NULL REFERENCES linguists(id) ON DELETE CASCADE,
        industry_expertise_id integer NOT NULL REFERENCES industry_expertises(id),
        PRIMARY KEY (linguist_id, industry_expertise_id)
      )`);

    await sql("ALTER TABLE linguist_languages ADD COLUMN proficiency text CHECK (proficiency IN ('native', 'c2', 'c1', 'b2'))");

    // A new id per upload: the image answer can be cached for a year, and a replaced avatar's old URL stops working.
    await sql(`
      CREATE TABLE linguist_avatars (
        id uuid PRIMARY KEY,
        linguist_id integer NOT NULL UNIQUE REFERENCES linguists(id) ON DELETE CASCADE,
        content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
        content bytea NOT NULL CHECK (octet_length(content) BETWEEN 1 AND 524288),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await sql(`
      CREATE TABLE linguist_partnership_prices (
        id serial PRIMARY KEY,
        linguist_id integer NOT NULL REFERENCES linguists(id) ON DELETE CASCADE,
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        language_id integer NOT NULL REFERENCES languages(id),
        service text NOT NULL CHECK (service IN ('copywriting', 'proofreading', 'translating')),
        currency_id integer NOT NULL REFERENCES currencies(id),
        price_per_word numeric(12,6) NOT NULL CHECK (price_per_word > 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (linguist_id, client_id, language_id, service, currency_id)
      )`);
    // A direct order's price looks up the addressed linguist's price for the ordering client.
    await sql('CREATE INDEX linguist_partnership_prices_client_idx ON linguist_partnership_prices (client_id, linguist_id)');
  },
};
