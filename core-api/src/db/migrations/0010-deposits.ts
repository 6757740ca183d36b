import type { Migration } from '../migrate.js';

const METHODS = "'CARD', 'SEPA_DEBIT', 'SOFORT', 'GIROPAY', 'IDEAL', 'PAYPAL', 'BANK'";
const STATUSES = "'PENDING', 'PROCESSING', 'PAID', 'FAILED', 'CANCELED'";

/** Deposits (money a client pays in to its balance) and the Stripe webhook events already processed. */
export const m0010Deposits: Migration = {
  name: '0010-deposits',
  async up({ sql }) {
    await sql(`
      CREATE TABLE deposits (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id),
        method text NOT NULL CHECK (method IN (${METHODS})),
        status text NOT NULL CHECK (status IN (${STATUSES})),
        amount_net bigint NOT NULL CHECK (amount_net > 0),
        fee bigint NOT NULL CHECK (fee >= 0),
        tax bigint NOT NULL CHECK (tax >= 0),
        amount_gross bigint NOT NULL,
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        note text CHECK (length(note) <= 200),
        -- the Stripe payment intent id, or the bank's reference once an admin settled a transfer
        transaction_id text UNIQUE,
        -- the payment intent's status as Stripe last told us; null for bank transfers
        provider_status text CHECK (length(provider_status) <= 50),
        payer_email text CHECK (length(payer_email) <= 254),
        failure_message text CHECK (length(failure_message) <= 1000),
        -- the foreign key to invoices is added by the invoices migration
        invoice_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        CHECK (amount_gross = amount_net + fee + tax),
        CHECK ((status = 'PAID') = (paid_at IS NOT NULL))
      )`);
    await sql('CREATE INDEX deposits_client_created_idx ON deposits (client_id, created_at DESC, id DESC)');
    await sql('CREATE INDEX deposits_status_created_idx ON deposits (status, created_at DESC, id DESC)');

    // Stripe delivers events at least once: an event id recorded here has been applied and is skipped.
    await sql(`
      CREATE TABLE stripe_webhook_events (
        id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 255),
        type text NOT NULL,
        payment_intent_id text,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
  },
};
