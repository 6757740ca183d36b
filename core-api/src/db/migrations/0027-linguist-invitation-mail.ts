import type { Migration } from '../migrate.js';
import { EMAIL_TEMPLATE_DEFAULTS } from '../../modules/notifications/data/email-templates.js';

/**
 * A linguist staff create is invited to the linguist app in words of her own (issue 11): the invitation she got
 * until now was the back office's, which told her she had been invited to the back office.
 */
export const m0027LinguistInvitationMail: Migration = {
  name: '0027-linguist-invitation-mail',
  async up({ sequelize, transaction }) {
    for (const [language, { subject, body }] of Object.entries(EMAIL_TEMPLATE_DEFAULTS['linguist-invitation'])) {
      await sequelize.query(
        `INSERT INTO email_templates (template_id, language, subject, body) VALUES ('linguist-invitation', :language, :subject, :body)
         ON CONFLICT (template_id, language) DO NOTHING`,
        { replacements: { language, subject, body }, transaction },
      );
    }
  },
};
