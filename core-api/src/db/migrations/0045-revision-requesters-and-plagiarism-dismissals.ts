import type { Migration } from '../migrate.js';
import { EMAIL_TEMPLATE_DEFAULTS } from '../../modules/notifications/data/email-templates.js';

/**
 * Stores the client's mail for a proofreader's rejection staff confirmed (the order closes without a text), which
 * replaces the client's own "rejection confirmed" for that case; and names who asked for each revision round
 * (requested_by_id: the client, the admin or the proofreader, by requested_by), so the revisions tab can say who.
 */
export const m0045RevisionRequestersAndPlagiarismDismissals: Migration = {
  name: '0045-revision-requesters-and-plagiarism-dismissals',
  async up({ sql, sequelize, transaction }) {
    await sql('ALTER TABLE order_revisions ADD COLUMN requested_by_id integer');
    // Each round wrote one 'revise' history row in its transaction: the n-th of an order's is its n-th round's.
    await sql(`
      UPDATE order_revisions r SET requested_by_id = h.actor_id
        FROM (SELECT id, row_number() OVER (PARTITION BY order_id ORDER BY number) AS n FROM order_revisions) rn,
             (SELECT order_id, actor_id, row_number() OVER (PARTITION BY order_id ORDER BY id) AS n FROM order_history WHERE action = 'revise') h
       WHERE rn.id = r.id AND h.order_id = r.order_id AND h.n = rn.n`);
    for (const [language, { subject, body }] of Object.entries(EMAIL_TEMPLATE_DEFAULTS['proofreading-rejection-confirmed'])) {
      await sequelize.query(
        `INSERT INTO email_templates (template_id, language, subject, body) VALUES ('proofreading-rejection-confirmed', :language, :subject, :body)
         ON CONFLICT (template_id, language) DO NOTHING`,
        { replacements: { language, subject, body }, transaction },
      );
    }
  },
};
