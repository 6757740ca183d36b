import type { Migration } from '../migrate.js';
import { EMAIL_TEMPLATE_DEFAULTS } from '../../modules/notifications/data/email-templates.js';

/**
 * Stores the client's mail for a proofreader's rejection staff confirmed (the order closes without a text), which
 * replaces the client's own "rejection confirmed" for that case; and names who asked for each revision round
 * (requested_by_id: the client, the admin or the proofreader, by requested_by), so the revisions tab can say who;
 * and lets staff dismiss a text's plagiarism hit: its PLAGIARISM_HIT comment is resolved with the text, the admin
 * and the reason, one dismissal per text.
 */
export const m0045RevisionRequestersAndPlagiarismDismissals: Migration = {
  name: '0045-revision-requesters-and-plagiarism-dismissals',
  async up({ sql, sequelize, transaction }) {
    await sql('ALTER TABLE order_revisions ADD COLUMN requested_by_id integer');
    await sql(`
      ALTER TABLE order_comments
        ADD COLUMN dismissed_text_id integer REFERENCES order_texts(id) ON DELETE CASCADE,
        ADD COLUMN dismissed_by integer,
        ADD COLUMN dismiss_reason text CHECK (length(dismiss_reason) BETWEEN 1 AND 2000),
        ADD CONSTRAINT order_comments_dismissal_whole CHECK ((dismissed_text_id IS NULL) = (dismiss_reason IS NULL) AND (dismissed_text_id IS NULL OR resolved_at IS NOT NULL))`);
    await sql('CREATE UNIQUE INDEX order_comments_dismissed_text_key ON order_comments (dismissed_text_id) WHERE dismissed_text_id IS NOT NULL');
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
