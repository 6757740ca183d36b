import type { Migration } from '../migrate.js';

/**
 * The accounting exports (decision 064): the one row of DATEV settings staff keep (consultant and client number,
 * chart of accounts, fiscal year, account length), and the nightly ledger audit's findings, so staff read the
 * last result on the accounting page.
 */
export const m0052Accounting: Migration = {
  name: '0052-accounting',
  async up({ sql }) {
    await sql(`
      CREATE TABLE accounting_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        consultant_number integer NOT NULL DEFAULT 1001 CHECK (consultant_number BETWEEN 1001 AND 9999999),
        client_number integer NOT NULL DEFAULT 1 CHECK (client_number BETWEEN 1 AND 99999),
        chart text NOT NULL DEFAULT 'SKR03' CHECK (chart IN ('SKR03', 'SKR04')),
        fiscal_year_start_month smallint NOT NULL DEFAULT 1 CHECK (fiscal_year_start_month BETWEEN 1 AND 12),
        account_length smallint NOT NULL DEFAULT 4 CHECK (account_length BETWEEN 4 AND 8),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('INSERT INTO accounting_settings (id) VALUES (1)');
    await sql(`
      CREATE TABLE ledger_audits (
        id serial PRIMARY KEY,
        checked_at timestamptz NOT NULL DEFAULT now(),
        accounts_checked integer NOT NULL CHECK (accounts_checked >= 0),
        discrepancy_count integer NOT NULL CHECK (discrepancy_count >= 0),
        -- the first findings, for staff to read; the count says how many there were in all
        discrepancies jsonb NOT NULL DEFAULT '[]'::jsonb
      )`);
    await sql('CREATE INDEX ledger_audits_checked_idx ON ledger_audits (checked_at DESC)');
  },
};
