import pg from 'pg';

export default async function globalTeardown() {
  const embedded = globalThis.__INKWELL_ADVERSARIAL_PG__;
  if (embedded) return embedded.stop();
  const prefix = process.env.ADVERSARIAL_DB_PREFIX;
  if (!prefix || !process.env.ADVERSARIAL_SERVER_URL) return;
  const client = new pg.Client({ connectionString: process.env.ADVERSARIAL_SERVER_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
