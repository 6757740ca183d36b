import type { Migration } from '../migrate.js';

/**
 * A text written against a layout keeps its sections (section name → text) beside the joined `content`,
 * which every existing reader goes on using. NULL for texts of orders without a layout.
 */
export const m0009TextSections: Migration = {
  name: '0009-text-sections',
  async up({ sql }) {
    await sql("ALTER TABLE order_texts ADD COLUMN sections jsonb NULL CHECK (sections IS NULL OR jsonb_typeof(sections) = 'object')");
  },
};
