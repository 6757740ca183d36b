import type { Migration } from '../migrate.js';
import { EMAIL_TEMPLATE_DEFAULTS } from '../../modules/notifications/data/email-templates.js';

/**
 * Stores the client's mail for a proofreader's rejection staff confirmed (the order closes without a text), which
 * replaces the client's own "rejection confirmed" for that case.
 */
export const m0045RevisionRequestersAndPlagiarismDismissals: Migration = {
  name: '0045-revision-requesters-and-plagiarism-dismissals',
  async up({ sequelize, transaction }) {
    for (const [language, { subject, body }] of Object.entries(EMAIL_TEMPLATE_DEFAULTS['proofreading-rejection-confirmed'])) {
      await sequelize.query(
        `INSERT INTO email_templates (template_id, language, subject, body) VALUES ('proofreading-rejection-confirmed', :language, :subject, :body)
         ON CONFLICT (template_id, language) DO NOTHING`,
        { replacements: { language, subject, body }, transaction },
      );
    }
  },
};
