import type { Migration } from '../migrate.js';
import { EMAIL_TEMPLATE_DEFAULTS } from '../../modules/notifications/data/email-templates.js';

/**
 * E-mail notifications (decision 033): the templates staff edit, one row per template and language, first filled
 * with the texts core-api used to hard-code; a delivery state per outbox mail, which the pg-boss delivery job moves;
 * and the people a client wants to hear from the platform, by event.
 */
export const m0023EmailNotifications: Migration = {
  name: '0023-email-notifications',
  async up({ sql, sequelize, transaction }) {
    await sql(`
      CREATE TABLE email_templates (
        template_id text NOT NULL,
        language text NOT NULL CHECK (language IN ('en', 'de', 'fr', 'it')),
        subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 10000),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by integer REFERENCES admins(id) ON DELETE SET NULL,
        PRIMARY KEY (template_id, language)
      )`);
    for (const [templateId, languages] of Object.entries(EMAIL_TEMPLATE_DEFAULTS)) {
      for (const [language, { subject, body }] of Object.entries(languages)) {
        await sequelize.query('INSERT INTO email_templates (template_id, language, subject, body) VALUES (:templateId, :language, :subject, :body)', {
          replacements: { templateId, language, subject, body },
          transaction,
        });
      }
    }

    // Mails written before this had no delivery job: a sent or refused one was tried once, the others stayed in the outbox.
    await sql(`
      ALTER TABLE mail_outbox
        ADD COLUMN language text CHECK (language IN ('en', 'de', 'fr', 'it')),
        ADD COLUMN status text NOT NULL DEFAULT 'outbox' CHECK (status IN ('outbox', 'queued', 'retrying', 'sent', 'failed', 'render_failed')),
        ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        ADD COLUMN last_attempt_at timestamptz`);
    await sql(`
      UPDATE mail_outbox
         SET status = CASE WHEN sent_at IS NOT NULL THEN 'sent' WHEN error IS NOT NULL THEN 'failed' ELSE 'outbox' END,
             attempts = CASE WHEN sent_at IS NOT NULL OR error IS NOT NULL THEN 1 ELSE 0 END,
             last_attempt_at = COALESCE(sent_at, CASE WHEN error IS NOT NULL THEN created_at END)`);
    // Staff look for the mails that need them; those are few among many delivered ones.
    await sql("CREATE INDEX mail_outbox_attention_idx ON mail_outbox (status, created_at DESC) WHERE status IN ('queued', 'retrying', 'failed', 'render_failed')");

    await sql(`
      CREATE TABLE client_notifications_recipients (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        events text[] NOT NULL CHECK (cardinality(events) > 0 AND events <@ ARRAY['orderReady', 'decisions', 'messages', 'invoices', 'deposits']),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE UNIQUE INDEX client_notifications_recipients_email_idx ON client_notifications_recipients (client_id, lower(email))');
  },
};
