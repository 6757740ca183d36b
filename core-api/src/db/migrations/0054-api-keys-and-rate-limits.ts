import type { Migration } from '../migrate.js';

/**
 * The partner API's keys (issue 17, decision 066) and the request counters every rate limit shares: a key's
 * calls per minute, and the reset-link, registration and confirmation calls per account and per address. The
 * counters live in PostgreSQL, which every core-api instance already shares, so a limit holds across replicas;
 * UNLOGGED because a counter lost in a crash only forgets the current minute.
 */
export const m0054ApiKeysAndRateLimits: Migration = {
  name: '0054-api-keys-and-rate-limits',
  async up({ sql }) {
    await sql(`
      CREATE TABLE api_keys (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        -- the secret's first characters, shown so a client can tell its keys apart
        prefix text NOT NULL CHECK (char_length(prefix) BETWEEN 9 AND 20),
        -- SHA-256 of the whole secret (256 random bits, so no salt or slow hash is needed, decision 066)
        secret_hash bytea NOT NULL UNIQUE CHECK (octet_length(secret_hash) = 32),
        scopes text[] NOT NULL CHECK (cardinality(scopes) >= 1 AND scopes <@ ARRAY['read', 'orders:write', 'billing:read']),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        last_used_ip text CHECK (char_length(last_used_ip) <= 64),
        revoked_at timestamptz,
        revoked_by text CHECK (revoked_by IN ('client', 'staff')),
        CHECK ((revoked_at IS NULL) = (revoked_by IS NULL))
      )`);
    await sql('CREATE INDEX api_keys_client_idx ON api_keys (client_id, created_at DESC, id DESC)');
    await sql(`
      CREATE TABLE rate_limit_hits (
        key text NOT NULL CHECK (char_length(key) <= 300),
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (key, window_start)
      )`);
    await sql('ALTER TABLE rate_limit_hits SET UNLOGGED');
    await sql('CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits (window_start)');
  },
};
