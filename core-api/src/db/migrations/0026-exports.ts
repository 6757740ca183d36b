import type { Migration } from '../migrate.js';
import { EMAIL_TEMPLATE_DEFAULTS } from '../../modules/notifications/data/email-templates.js';

/**
 * Exports of finished texts (issue 13, decision 037): how and when each order was last exported (the orders
 * module's columns), files attached to an outbox mail (notifications'), the mail template of a mail export, and
 * the exports module's own tables: a client's WordPress connection, the post each order became there, the
 * shareable read-only links and a record of every export (the api type's delivery queue).
 */
export const m0026Exports: Migration = {
  name: '0026-exports',
  async up({ sql, sequelize, transaction }) {
    await sql(`
      ALTER TABLE orders
        ADD COLUMN export_type text CHECK (export_type IN ('mail', 'online', 'wordpress', 'api')),
        ADD COLUMN last_exported_at timestamptz`);

    await sql('ALTER TABLE mail_outbox ADD COLUMN attachments jsonb');
    // A database made after this template was written got it from 0023 already.
    for (const [language, { subject, body }] of Object.entries(EMAIL_TEMPLATE_DEFAULTS['project-export'])) {
      await sequelize.query(
        `INSERT INTO email_templates (template_id, language, subject, body) VALUES ('project-export', :language, :subject, :body)
         ON CONFLICT (template_id, language) DO NOTHING`,
        { replacements: { language, subject, body }, transaction },
      );
    }

    await sql(`
      CREATE TABLE wordpress_connections (
        client_id integer PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
        site_url text NOT NULL CHECK (char_length(site_url) BETWEEN 8 AND 500),
        username text NOT NULL CHECK (char_length(username) BETWEEN 1 AND 200),
        -- AES-256-GCM of the application password: iv, tag and ciphertext, base64, joined by '.'
        password_encrypted text NOT NULL,
        password_hint text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql(`
      CREATE TABLE wordpress_posts (
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        site_url text NOT NULL,
        post_id bigint NOT NULL,
        link text,
        exported_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (order_id, site_url)
      )`);
    await sql(`
      CREATE TABLE online_exports (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        -- sha256 of the link's token: the token itself is shown once and never stored
        token_hash bytea NOT NULL UNIQUE,
        order_ids integer[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await sql('CREATE INDEX online_exports_project ON online_exports (project_id, created_at DESC)');
    await sql(`
      CREATE TABLE project_exports (
        id bigserial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('mail', 'online', 'wordpress', 'api')),
        order_ids integer[] NOT NULL,
        -- mail: the address; wordpress: the site; online and api: null
        target text,
        -- api exports wait for the partner callback (partner API issue), which sets delivered_at
        delivered_at timestamptz,
        created_by_role text NOT NULL CHECK (created_by_role IN ('client', 'admin')),
        created_by integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql(`CREATE INDEX project_exports_pending_api ON project_exports (created_at) WHERE type = 'api' AND delivered_at IS NULL`);
  },
};
