import type { Migration } from '../migrate.js';

/**
 * Payouts to linguists (decision 062): a linguist's request, and the SEPA file or PayPal batch staff send it in.
 * A linguist has at most one request staff have not acted on; where the money goes is copied from her payment
 * settings when she asks, so a file or batch pays exactly what she asked for, where she asked.
 */
export const m0050Payouts: Migration = {
  name: '0050-payouts',
  async up({ sql }) {
    await sql(`
      CREATE TABLE payout_batches (
        id integer PRIMARY KEY,
        method text NOT NULL CHECK (method IN ('bank', 'paypal')),
        -- the SEPA message id or PayPal sender_batch_id: a PayPal retry sends the same one, so PayPal pays once
        reference text NOT NULL UNIQUE,
        provider_batch_id text UNIQUE,
        provider_status text,
        currency char(3) NOT NULL,
        total bigint NOT NULL CHECK (total > 0),
        payout_count integer NOT NULL CHECK (payout_count > 0),
        sepa_xml text,
        created_by integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE SEQUENCE payout_batches_id_seq OWNED BY payout_batches.id');
    await sql(`
      CREATE TABLE payouts (
        id serial PRIMARY KEY,
        linguist_id integer NOT NULL REFERENCES linguists(id),
        currency char(3) NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        method text NOT NULL CHECK (method IN ('bank', 'paypal')),
        status text NOT NULL CHECK (status IN ('requested', 'downloaded', 'submitted', 'paid', 'failed')),
        type text CHECK (type IN ('bank-single', 'bank-bulk', 'bank-bulk-downloaded', 'bank-error', 'paypal-single', 'paypal-bulk', 'paypal-error')),
        holder text,
        iban text,
        bic text,
        paypal_email text,
        CONSTRAINT payouts_destination CHECK (CASE method WHEN 'bank' THEN iban IS NOT NULL AND holder IS NOT NULL ELSE paypal_email IS NOT NULL END),
        batch_id integer REFERENCES payout_batches(id),
        provider_item_id text,
        reference text,
        failure_reason text CHECK (length(failure_reason) BETWEEN 1 AND 500),
        CONSTRAINT payouts_failure_reason CHECK ((status = 'failed') = (failure_reason IS NOT NULL)),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        failed_at timestamptz
      )`);
    await sql(`CREATE UNIQUE INDEX payouts_one_open_request ON payouts (linguist_id) WHERE status = 'requested'`);
    await sql('CREATE INDEX payouts_status_method_created ON payouts (status, method, created_at, id)');
    await sql('CREATE INDEX payouts_linguist_status ON payouts (linguist_id, status)');
    await sql('CREATE INDEX payouts_batch ON payouts (batch_id) WHERE batch_id IS NOT NULL');
  },
};
