import type { Migration } from '../migrate.js';

/**
 * The few linguists who are not active, as an index of their ids alone: "worked with me" counts a client's
 * candidates less these (decision 034), which reads this small index once instead of every candidate's row.
 */
export const m0046InactiveLinguistsIndex: Migration = {
  name: '0046-inactive-linguists-index',
  async up({ sql }) {
    await sql("CREATE INDEX linguists_inactive_idx ON linguists (id) WHERE status <> 'ACTIVE'");
  },
};
