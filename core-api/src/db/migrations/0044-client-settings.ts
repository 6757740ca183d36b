import type { Migration } from '../migrate.js';
import { EMAIL_TEMPLATE_DEFAULTS } from '../../modules/notifications/data/email-templates.js';

/**
 * Staff keep a client's order settings and create clients (decision 056): the level and proofreading the order
 * wizard starts with, and after how many working days a ready order is accepted automatically (3 until now for
 * everyone, so every client keeps 3); a client staff create is invited to the client app in words of its own.
 */
export const m0044ClientSettings: Migration = {
  name: '0044-client-settings',
  async up({ sql, sequelize, transaction }) {
    await sql(`
      ALTER TABLE clients
        ADD COLUMN default_level text REFERENCES levels(code),
        ADD COLUMN auto_accept_days smallint NOT NULL DEFAULT 3 CHECK (auto_accept_days BETWEEN 1 AND 30),
        ADD COLUMN proofreading_default boolean NOT NULL DEFAULT false`);
    for (const [language, { subject, body }] of Object.entries(EMAIL_TEMPLATE_DEFAULTS['client-invitation'])) {
      await sequelize.query(
        `INSERT INTO email_templates (template_id, language, subject, body) VALUES ('client-invitation', :language, :subject, :body)
         ON CONFLICT (template_id, language) DO NOTHING`,
        { replacements: { language, subject, body }, transaction },
      );
    }
  },
};
