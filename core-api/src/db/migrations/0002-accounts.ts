import type { Migration } from '../migrate.js';

const ACCOUNT_STATUS = `CHECK (status IN ('ACTIVE', 'PENDING_ACTIVATION', 'CLOSED_BY_USER', 'CLOSED_BY_GC'))`;
const INTERFACE_LANGUAGE = `CHECK (language IN ('en', 'de', 'fr', 'it'))`;
const ROLE = `CHECK (role IN ('client', 'admin', 'linguist'))`;

/** Accounts of the three roles, their credentials and tokens, and the mail outbox. */
export const m0002Accounts: Migration = {
  name: '0002-accounts',
  async up({ sql }) {
    await sql(`
      CREATE TABLE clients (
        id serial PRIMARY KEY,
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        password_hash text,
        status text NOT NULL DEFAULT 'PENDING_ACTIVATION' ${ACCOUNT_STATUS},
        first_name text,
        last_name text,
        nickname text,
        language text NOT NULL DEFAULT 'en' ${INTERFACE_LANGUAGE},
        currency_id integer REFERENCES currencies(id),
        country char(2) REFERENCES countries(code),
        account_tier text NOT NULL DEFAULT 'standard',
        invoicing text NOT NULL DEFAULT 'deposit' CHECK (invoicing IN ('deposit', 'invoice')),
        vat numeric(5,4) NOT NULL DEFAULT 0 CHECK (vat >= 0 AND vat < 1),
        services_available text[] NOT NULL DEFAULT '{}'
          CHECK (services_available <@ ARRAY['copywriting', 'proofreading', 'translating', 'gpt3_topics_titles']),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE UNIQUE INDEX clients_email_key ON clients (lower(email))');

    await sql(`
      CREATE TABLE client_billing_settings (
        client_id integer PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
        company_name text,
        legal_form text NOT NULL DEFAULT 'COMPANY' CHECK (legal_form IN ('COMPANY', 'PRIVATE')),
        first_name text,
        last_name text,
        address text,
        zipcode text,
        city text,
        country char(2) REFERENCES countries(code),
        eu_vat_number text,
        tax_number text,
        email text,
        legal_check_status text NOT NULL DEFAULT 'NEEDS_VALIDATION'
          CHECK (legal_check_status IN ('NEEDS_VALIDATION', 'VALID', 'INVALID')),
        last_vat_number_validation_at timestamptz,
        legal_info_last_checked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await sql(`
      CREATE TABLE linguists (
        id serial PRIMARY KEY,
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        password_hash text,
        status text NOT NULL DEFAULT 'PENDING_ACTIVATION' ${ACCOUNT_STATUS},
        first_name text,
        last_name text,
        nickname text,
        language text NOT NULL DEFAULT 'en' ${INTERFACE_LANGUAGE},
        currency_id integer REFERENCES currencies(id),
        country char(2) REFERENCES countries(code),
        vat numeric(5,4) NOT NULL DEFAULT 0 CHECK (vat >= 0 AND vat < 1),
        level text REFERENCES levels(code),
        roles text[] NOT NULL DEFAULT '{}' CHECK (roles <@ ARRAY['copywriter', 'proofreader', 'translator']),
        services_available text[] NOT NULL DEFAULT '{}'
          CHECK (services_available <@ ARRAY['copywriting', 'proofreading', 'translating', 'gpt3_topics_titles']),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE UNIQUE INDEX linguists_email_key ON linguists (lower(email))');

    await sql(`
      CREATE TABLE linguist_languages (
        linguist_id integer NOT NULL REFERENCES linguists(id) ON DELETE CASCADE,
        language_id integer NOT NULL REFERENCES languages(id),
        PRIMARY KEY (linguist_id, language_id)
      )`);
    await sql('CREATE INDEX linguist_languages_language_idx ON linguist_languages (language_id)');

    await sql(`
      CREATE TABLE admins (
        id serial PRIMARY KEY,
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        -- invited admins choose their password when they accept the invitation
        password_hash text,
        status text NOT NULL DEFAULT 'PENDING_ACTIVATION' ${ACCOUNT_STATUS},
        first_name text,
        last_name text,
        language text NOT NULL DEFAULT 'en' ${INTERFACE_LANGUAGE},
        faktura_access boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE UNIQUE INDEX admins_email_key ON admins (lower(email))');

    await sql(`
      CREATE TABLE refresh_tokens (
        id bigserial PRIMARY KEY,
        role text NOT NULL ${ROLE},
        user_id integer NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        family_id uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)');
    await sql('CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (role, user_id) WHERE revoked_at IS NULL');

    await sql(`
      CREATE TABLE one_time_tokens (
        id bigserial PRIMARY KEY,
        role text NOT NULL ${ROLE},
        user_id integer NOT NULL,
        purpose text NOT NULL CHECK (purpose IN ('confirm_registration', 'reset_password')),
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (role, user_id, purpose) WHERE used_at IS NULL');

    await sql(`
      CREATE TABLE login_failures (
        id bigserial PRIMARY KEY,
        account_key text NOT NULL,
        ip text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX login_failures_account_idx ON login_failures (account_key, at)');
    await sql('CREATE INDEX login_failures_ip_idx ON login_failures (ip, at)');
    await sql('CREATE INDEX login_failures_at_idx ON login_failures (at)');

    await sql(`
      CREATE TABLE mail_outbox (
        id bigserial PRIMARY KEY,
        recipient text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text,
        template text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        error text
      )`);
    await sql('CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (lower(recipient), created_at DESC)');
    await sql('CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC)');
  },
};
