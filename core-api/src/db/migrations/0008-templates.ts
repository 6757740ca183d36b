import { QueryTypes } from 'sequelize';
import { validateTemplate } from '@inkwell/templates';
import type { Migration } from '../migrate.js';
import { systemBriefingSeeds } from '../../modules/templates/data/system-briefings.js';

const NAME = 'name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200)';
const TREE = "tree jsonb NOT NULL CHECK (jsonb_typeof(tree) = 'object')";

/**
 * Briefings (a client's own, or system ones with no client) and text layouts (decision 011), the system
 * briefings every environment offers, and the order references to both.
 */
export const m0008Templates: Migration = {
  name: '0008-templates',
  async up({ sql, sequelize, transaction }) {
    await sql(`
      CREATE TABLE briefings (
        id serial PRIMARY KEY,
        client_id integer REFERENCES clients(id),
        ${NAME},
        ${TREE},
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Serves both a client's list and, with client_id IS NULL, the system list.
    await sql('CREATE INDEX briefings_client_updated_idx ON briefings (client_id, updated_at DESC, id DESC)');

    await sql(`
      CREATE TABLE text_layouts (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id),
        ${NAME},
        ${TREE},
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX text_layouts_client_updated_idx ON text_layouts (client_id, updated_at DESC, id DESC)');

    // 0006 left the columns without keys because these tables did not exist yet; every row holds NULL so far.
    // RESTRICT makes "in use by an order" the database's answer to a delete, whoever deletes.
    await sql('ALTER TABLE orders ADD CONSTRAINT orders_briefing_id_fkey FOREIGN KEY (briefing_id) REFERENCES briefings(id) ON DELETE RESTRICT');
    await sql('ALTER TABLE orders ADD CONSTRAINT orders_layout_id_fkey FOREIGN KEY (layout_id) REFERENCES text_layouts(id) ON DELETE RESTRICT');
    // Without them each delete would scan every order to check the key.
    await sql('CREATE INDEX orders_briefing_idx ON orders (briefing_id) WHERE briefing_id IS NOT NULL');
    await sql('CREATE INDEX orders_layout_idx ON orders (layout_id) WHERE layout_id IS NOT NULL');

    for (const seed of systemBriefingSeeds) {
      const { errors } = validateTemplate(seed.tree, 'briefing');
      if (errors.length) {
        const problems = errors.map((e) => `${e.path} ${e.message}`).join('; ');
        throw new Error(`0008-templates: system briefing "${seed.name}" breaks the template rules: ${problems}`);
      }
      await sequelize.query('INSERT INTO briefings (client_id, name, tree) VALUES (NULL, $name, $tree::jsonb)', {
        bind: { name: seed.name, tree: JSON.stringify(seed.tree) },
        type: QueryTypes.INSERT,
        transaction,
      });
    }
  },
};
