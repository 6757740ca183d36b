import type { Migration } from '../migrate.js';
import { EMAIL_TEMPLATE_DEFAULTS } from '../../modules/notifications/data/email-templates.js';

/** Stores the linguist's mails for a credit note written and one cancelled (issue 16), in every language, for staff to edit. */
export const m0058CreditNoteMails: Migration = {
  name: '0058-credit-note-mails',
  async up({ sequelize, transaction }) {
    for (const template of ['credit-note-issued', 'credit-note-cancelled'] as const) {
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
