import type { Migration } from '../migrate.js';

/**
 * Webhooks (issue 17, decision 069): a client's endpoints, the outbox of events written in the transaction of the
 * change they report, one delivery per event and endpoint with its retry schedule, and every attempt for the
 * endpoint's delivery log.
 */
export const m0057Webhooks: Migration = {
  name: '0057-webhooks',
  async up({ sql }) {
    await sql(`
      CREATE TABLE webhook_endpoints (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        url text NOT NULL CHECK (char_length(url) BETWEEN 8 AND 500),
        description text CHECK (char_length(description) <= 200),
        events text[] NOT NULL CHECK (cardinality(events) >= 1),
        -- signs every delivery; the client sees it once, at creation
        secret text NOT NULL CHECK (char_length(secret) BETWEEN 32 AND 100),
        status text NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
        disabled_reason text CHECK (char_length(disabled_reason) <= 300),
        -- the first failed attempt since the last successful one; null while the endpoint answers
        failing_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX webhook_endpoints_client_idx ON webhook_endpoints (client_id, id)');
    await sql(`
      CREATE TABLE webhook_events (
        id bigserial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (char_length(type) BETWEEN 1 AND 60),
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX webhook_events_client_idx ON webhook_events (client_id, id DESC)');
    await sql(`
      CREATE TABLE webhook_deliveries (
        id bigserial PRIMARY KEY,
        event_id bigint NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
        endpoint_id integer NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        last_attempt_at timestamptz,
        last_status_code integer,
        last_latency_ms integer,
        last_response_excerpt text,
        last_error text,
        -- a worker holds the delivery while its request runs, so a second job for it (a restart's requeue) waits
        claimed_until timestamptz,
        -- a manual redelivery names the delivery it repeats
        redelivery_of bigint REFERENCES webhook_deliveries(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC)');
    await sql('CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id)');
    await sql(`
      CREATE TABLE webhook_attempts (
        id bigserial PRIMARY KEY,
        delivery_id bigint NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
        attempted_at timestamptz NOT NULL DEFAULT now(),
        status_code integer,
        latency_ms integer NOT NULL,
        response_excerpt text,
        error text
      )`);
    await sql('CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id DESC)');
  },
};
