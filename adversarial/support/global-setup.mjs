// One PostgreSQL server for the run (DATABASE_URL, else an embedded one); every suite makes its own fresh
// database on it and starts its own core-api from the build, so suites never see each other's rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../scripts/embedded-db.mjs';
import { ROOT } from '../../scripts/stack.mjs';

const BUILDS = ['core-api/dist/main.js', 'bff-client/dist/main.js'];

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default async function globalSetup() {
  const missing = BUILDS.filter((file) => !fs.existsSync(path.join(ROOT, file)));
  if (missing.length) throw new Error(`Not built yet: ${missing.join(', ')}. Run \`npm run test:adversarial\`, which builds them first.`);

  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-adversarial-pg-')), persistent: false });
    globalThis.__INKWELL_ADVERSARIAL_PG__ = embedded;
    serverUrl = embedded.url;
  }
  process.env.ADVERSARIAL_SERVER_URL = serverUrl;
  process.env.ADVERSARIAL_DB_PREFIX = `inkwell_adv_${process.pid}_`;

  // Databases of runs that died before their teardown.
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'inkwell\\_adv\\_%'");
    for (const { datname } of rows) {
      if (!alive(Number(datname.split('_')[2]))) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
