import type { Migration } from '../migrate.js';

/**
 * The AI title and outline generator (issue 14, decision 044), the ai module's tables: the suggestions a client or
 * a staff member saved, and one row per call to the provider, which the per-minute rate limit and the monthly
 * quota count (in PostgreSQL, so every core-api instance counts the same calls).
 */
export const m0032AiGenerator: Migration = {
  name: '0032-ai-generator',
  async up({ sql }) {
    await sql(`
      CREATE TABLE generator_results (
        id serial PRIMARY KEY,
        client_id integer REFERENCES clients(id) ON DELETE CASCADE,
        admin_id integer REFERENCES admins(id) ON DELETE CASCADE,
        language text NOT NULL CHECK (language IN ('en', 'de', 'fr', 'it')),
        type text NOT NULL CHECK (type IN ('TITLE', 'OUTLINE')),
        keyword text NOT NULL CHECK (char_length(keyword) BETWEEN 1 AND 200),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 300),
        outline jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(outline) = 'array'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((client_id IS NULL) <> (admin_id IS NULL))
      )`);
    await sql('CREATE INDEX generator_results_client_idx ON generator_results (client_id, created_at DESC, id DESC) WHERE client_id IS NOT NULL');
    await sql('CREATE INDEX generator_results_admin_idx ON generator_results (admin_id, created_at DESC, id DESC) WHERE admin_id IS NOT NULL');
    await sql(`
      CREATE TABLE generator_requests (
        id bigserial PRIMARY KEY,
        client_id integer REFERENCES clients(id) ON DELETE CASCADE,
        admin_id integer REFERENCES admins(id) ON DELETE CASCADE,
        -- PENDING while the provider is asked; FAILED calls count against the rate limit, not the quota
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DONE', 'FAILED')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((client_id IS NULL) <> (admin_id IS NULL))
      )`);
    await sql('CREATE INDEX generator_requests_client_idx ON generator_requests (client_id, created_at) WHERE client_id IS NOT NULL');
    await sql('CREATE INDEX generator_requests_admin_idx ON generator_requests (admin_id, created_at) WHERE admin_id IS NOT NULL');
  },
};
