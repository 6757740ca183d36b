import type { Migration } from '../migrate.js';

/**
 * The double-entry ledger. Owner ids are plain columns, not foreign keys, so money history outlives any
 * account clean-up and this migration needs no other module's tables.
 */
export const m0003Ledger: Migration = {
  name: '0003-ledger',
  async up({ sql }) {
    // An account is a key in one currency: shared accounts (bank:clearing, platform:revenue) exist once per currency.
    await sql(`
      CREATE TABLE ledger_accounts (
        id bigserial PRIMARY KEY,
        key text NOT NULL CHECK (key ~ '^[a-z]+(:[a-z0-9_]+)+$'),
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        owner_type text CHECK (owner_type IN ('client', 'linguist')),
        owner_id bigint,
        balance bigint NOT NULL DEFAULT 0,
        non_negative boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_accounts_key_currency_key UNIQUE (key, currency),
        -- the target of the entries' (account_id, currency) foreign key
        CONSTRAINT ledger_accounts_id_currency_key UNIQUE (id, currency),
        CONSTRAINT ledger_accounts_owner_check CHECK ((owner_type IS NULL) = (owner_id IS NULL)),
        CONSTRAINT ledger_accounts_non_negative_check CHECK (NOT non_negative OR balance >= 0)
      )`);
    await sql('CREATE INDEX ledger_accounts_owner_idx ON ledger_accounts (owner_type, owner_id) WHERE owner_type IS NOT NULL');

    await sql(`
      CREATE TABLE ledger_transactions (
        id bigserial PRIMARY KEY,
        kind text NOT NULL CHECK (kind ~ '^[a-z][a-z_]*$'),
        reference text,
        idempotency_key text UNIQUE,
        memo text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX ledger_transactions_reference_idx ON ledger_transactions (reference) WHERE reference IS NOT NULL');

    await sql(`
      CREATE TABLE ledger_entries (
        id bigserial PRIMARY KEY,
        transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
        account_id bigint NOT NULL,
        amount bigint NOT NULL CHECK (amount <> 0),
        currency char(3) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- an entry can only be in its account's currency
        CONSTRAINT ledger_entries_account_currency_fkey FOREIGN KEY (account_id, currency) REFERENCES ledger_accounts (id, currency)
      )`);
    await sql('CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id)');
    await sql('CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id)');

    // Checked at COMMIT, when every entry of the transaction is in: no code path can commit money out of thin air.
    await sql(`
      CREATE FUNCTION ledger_assert_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        unbalanced record;
      BEGIN
        SELECT e.currency, sum(e.amount) AS total INTO unbalanced
          FROM ledger_entries e
         WHERE e.transaction_id = NEW.transaction_id
         GROUP BY e.currency
        HAVING sum(e.amount) <> 0
         LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION 'ledger transaction % does not balance: its % entries sum to %',
            NEW.transaction_id, unbalanced.currency, unbalanced.total
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_balanced';
        END IF;
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE CONSTRAINT TRIGGER ledger_entries_balanced
        AFTER INSERT ON ledger_entries
        DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION ledger_assert_transaction_balanced()`);

    // Corrections are new transactions; editing or deleting an entry would rewrite history and unbalance it.
    await sql(`
      CREATE FUNCTION ledger_refuse_entry_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        RAISE EXCEPTION 'ledger entries are append-only: post a correcting transaction instead'
          USING ERRCODE = 'integrity_constraint_violation';
      END
      $fn$`);
    await sql(`
      CREATE TRIGGER ledger_entries_append_only
        BEFORE UPDATE OR DELETE ON ledger_entries
        FOR EACH ROW EXECUTE FUNCTION ledger_refuse_entry_change()`);
  },
};
