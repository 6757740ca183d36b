import type { Migration } from '../migrate.js';
import { EMAIL_TEMPLATE_DEFAULTS } from '../../modules/notifications/data/email-templates.js';

/**
 * Custom quote requests (issue 14, decision 045): a client's copywriting or translation request, staff's reply, and
 * the translation request's optional file apart from it, so a list never reads the bytes. Both tables are the quotes
 * module's. The mails to staff and to the client are templates like the others (en, de, fr, it).
 */
export const m0033Quotes: Migration = {
  name: '0033-quotes',
  async up({ sql, sequelize, transaction }) {
    await sql(`
      CREATE TABLE quotes (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('copywriting', 'translation')),
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered')),
        text_topic_id integer NOT NULL REFERENCES text_topics(id),
        text_type_id integer NOT NULL REFERENCES text_types(id),
        language_id integer NOT NULL REFERENCES languages(id),
        target_language_ids integer[] NOT NULL DEFAULT '{}',
        project_scope text NOT NULL CHECK (project_scope IN ('ONE_OFF_PROJECT', 'LESS_5_TEXTS_PER_MONTH', 'LESS_20_TEXTS_PER_MONTH', 'LESS_50_TEXTS_PER_MONTH', 'MORE_50_TEXTS_PER_MONTH')),
        project_description text NOT NULL CHECK (char_length(project_description) BETWEEN 1 AND 5000),
        reply text CHECK (char_length(reply) BETWEEN 1 AND 10000),
        answered_by_admin_id integer REFERENCES admins(id) ON DELETE SET NULL,
        answered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'answered') = (answered_at IS NOT NULL AND reply IS NOT NULL)),
        CHECK (kind = 'translation' OR cardinality(target_language_ids) = 0)
      )`);
    // Staff page the list by status, newest first; a client reads its own.
    await sql('CREATE INDEX quotes_status_idx ON quotes (status, created_at DESC, id DESC)');
    await sql('CREATE INDEX quotes_client_idx ON quotes (client_id, created_at DESC, id DESC)');

    await sql(`
      CREATE TABLE quote_files (
        quote_id integer PRIMARY KEY REFERENCES quotes(id) ON DELETE CASCADE,
        file_name text CHECK (char_length(file_name) BETWEEN 1 AND 200),
        content_type text NOT NULL,
        bytes integer NOT NULL CHECK (bytes > 0),
        sha256 char(64) NOT NULL,
        content bytea NOT NULL
      )`);

    for (const template of ['quote-requested', 'quote-answered'] as const) {
      for (const [language, { subject, body }] of Object.entries(EMAIL_TEMPLATE_DEFAULTS[template])) {
        await sequelize.query(
          `INSERT INTO email_templates (template_id, language, subject, body) VALUES (:template, :language, :subject, :body)
           ON CONFLICT (template_id, language) DO NOTHING`,
          { replacements: { template, language, subject, body }, transaction },
        );
      }
    }
  },
};
