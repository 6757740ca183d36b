import type { Migration } from '../migrate.js';

/**
 * The first answer to each `Idempotency-Key` a caller sends with a write (issue 17, decision 068). The row is written
 * in the same transaction as the write itself, so a key is stored exactly when its effect committed: a retry after
 * a crash either finds the answer or runs the write for the first time. Kept 24 hours.
 */
export const m0056IdempotencyKeys: Migration = {
  name: '0056-idempotency-keys',
  async up({ sql }) {
    await sql(`
      CREATE TABLE idempotency_keys (
        id bigserial PRIMARY KEY,
        caller_role text NOT NULL CHECK (caller_role IN ('client', 'admin', 'linguist')),
        caller_id integer NOT NULL,
        key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
        -- SHA-256 of the method, the path and the validated body: the same key with another request is refused
        request_hash bytea NOT NULL CHECK (octet_length(request_hash) = 32),
        response_status smallint NOT NULL CHECK (response_status BETWEEN 200 AND 299),
        response_body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (caller_role, caller_id, key)
      )`);
    await sql('CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)');
  },
};
