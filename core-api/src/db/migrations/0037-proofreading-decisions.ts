import type { Migration } from '../migrate.js';
import { EMAIL_TEMPLATE_DEFAULTS } from '../../modules/notifications/data/email-templates.js';

/**
 * Proofreading decisions (decision 048): the proofreader may send the writer's text back or ask staff to reject
 * it. A revision round records who asked for it (the client's rounds stay counted in orders.revisions_count, at
 * most three; the proofreader's are counted from these rows), so rounds are numbered per order without the
 * client's cap of three; a rejection request records who asked, which decides where staff's decline leads.
 */
export const m0037ProofreadingDecisions: Migration = {
  name: '0037-proofreading-decisions',
  async up({ sql, sequelize, transaction }) {
    await sql(`ALTER TABLE order_revisions ADD COLUMN requested_by text NOT NULL DEFAULT 'client'
      CHECK (requested_by IN ('client', 'admin', 'proofreader'))`);
    await sql('ALTER TABLE order_revisions DROP CONSTRAINT IF EXISTS order_revisions_number_check');
    await sql('ALTER TABLE order_revisions ADD CONSTRAINT order_revisions_number_check CHECK (number >= 1)');
    await sql(`ALTER TABLE orders ADD COLUMN rejection_requested_by text CHECK (rejection_requested_by IN ('client', 'proofreader'))`);
    await sql(`UPDATE orders SET rejection_requested_by = 'client' WHERE rejection_reason IS NOT NULL`);
    for (const template of ['proofreading-revision-requested', 'proofreading-rejected'] as const) {
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
