import { withAdminClient } from './global-setup.mjs';

export default async function globalTeardown() {
  const prefix = process.env.INKWELL_TEST_DB_PREFIX;
  const embedded = globalThis.__INKWELL_EMBEDDED_PG__;
  if (embedded) return embedded.stop();
  if (!prefix) return;
  await withAdminClient(async (client) => {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
