import type { Migration } from '../migrate.js';
import { EMAIL_TEMPLATE_DEFAULTS } from '../../modules/notifications/data/email-templates.js';

/**
 * A linguist's new sign-in address takes effect only once she opens the link mailed to it (issue 11, decision 040): a
 * one-time token of purpose confirm_email carries the address it confirms, and the mail has a template of its own.
 */
export const m0028EmailChangeConfirmation: Migration = {
  name: '0028-email-change-confirmation',
  async up({ sequelize, transaction }) {
    const sql = (statement: string) => sequelize.query(statement, { transaction });
    await sql('ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check');
    await sql(`ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check
                 CHECK (purpose IN ('confirm_registration', 'reset_password', 'confirm_email'))`);
    await sql(`ALTER TABLE one_time_tokens ADD COLUMN email text CHECK (length(email) <= 254),
                 ADD CONSTRAINT one_time_tokens_email_purpose_check CHECK ((purpose = 'confirm_email') = (email IS NOT NULL))`);
    for (const [language, { subject, body }] of Object.entries(EMAIL_TEMPLATE_DEFAULTS['confirm-email-change'])) {
      await sequelize.query(
        `INSERT INTO email_templates (template_id, language, subject, body) VALUES ('confirm-email-change', :language, :subject, :body)
         ON CONFLICT (template_id, language) DO NOTHING`,
        { replacements: { language, subject, body }, transaction },
      );
    }
  },
};
