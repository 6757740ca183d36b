import type { Migration } from '../migrate.js';

/**
 * Decision 031: a client's settings for its direct orders to one linguist, the invoicing (legal) data staff give
 * when they create a linguist, an index of linguists' own order actions for their activities, and one that finds
 * the few linguists who are away (availability, 0020).
 */
export const m0021LinguistAvailabilityAndSettings: Migration = {
  name: '0021-linguist-availability-and-settings',
  async up({ sql }) {
    await sql(`
      CREATE TABLE client_linguist_settings (
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        linguist_id integer NOT NULL REFERENCES linguists(id) ON DELETE CASCADE,
        direct_fallback text NOT NULL DEFAULT 'open' CHECK (direct_fallback IN ('open', 'cancel')),
        direct_take_hours integer NOT NULL DEFAULT 48 CHECK (direct_take_hours BETWEEN 1 AND 168),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (client_id, linguist_id)
      )`);

    await sql(`
      CREATE TABLE linguist_legal_infos (
        linguist_id integer PRIMARY KEY REFERENCES linguists(id) ON DELETE CASCADE,
        legal_form text NOT NULL CHECK (legal_form IN ('COMPANY', 'PRIVATE')),
        company_name text CHECK (length(company_name) <= 200),
        address text NOT NULL CHECK (length(address) <= 200),
        zipcode text NOT NULL CHECK (length(zipcode) <= 20),
        city text NOT NULL CHECK (length(city) <= 100),
        country char(2) NOT NULL REFERENCES countries(code),
        eu_vat_number text CHECK (length(eu_vat_number) <= 30),
        tax_number text CHECK (length(tax_number) <= 50),
        legal_check_status text NOT NULL CHECK (legal_check_status IN ('NEEDS_VALIDATION', 'VALID', 'INVALID')),
        legal_info_last_checked_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (legal_form = 'PRIVATE' OR company_name IS NOT NULL)
      )`);

    // A linguist's activities list her own order actions (take, deliver, decline) across orders, by her id.
    await sql("CREATE INDEX order_history_linguist_actor_idx ON order_history (actor_id, created_at) WHERE actor_role = 'linguist'");

    // Few linguists are away at a time: the search's anti-join and the direct-order check read this small index.
    await sql("CREATE INDEX linguist_profiles_away_idx ON linguist_profiles (linguist_id, unavailable_until) WHERE availability = 'unavailable'");
  },
};
