import type { Migration } from '../migrate.js';

/**
 * A direct (DO) order remembers what its client chose for when its linguist declines or does not take it in
 * time, and until when it may be taken (decision 028). Orders written before keep the default, 'open', and get
 * the default time to take counted from their creation, so the sweep treats them like new ones.
 */
export const m0016DirectOrderFallback: Migration = {
  name: '0016-direct-order-fallback',
  async up({ sql }) {
    await sql(`
      ALTER TABLE orders
        ADD COLUMN direct_fallback text NOT NULL DEFAULT 'open' CHECK (direct_fallback IN ('open', 'cancel')),
        ADD COLUMN direct_take_until timestamptz`);
    await sql("UPDATE orders SET direct_take_until = created_at + interval '48 hours' WHERE type = 'DO' AND status = 'open'");
    // The sweep's listing: only open direct requests, so the index stays tiny however many orders exist.
    await sql("CREATE INDEX orders_direct_take_until_idx ON orders (direct_take_until) WHERE type = 'DO' AND status = 'open'");
  },
};
