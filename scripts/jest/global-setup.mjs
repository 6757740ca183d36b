// Jest global set-up for the node projects: a real PostgreSQL for every worker.
// DATABASE_URL set (CI, this machine) → use it; unset → start an embedded PostgreSQL for this run.
// Worker databases are named inkwell_test_<run pid>_<worker>, so concurrent runs never touch each other's.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { startEmbeddedPostgres } from '../embedded-db.mjs';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default async function globalSetup() {
  if (!process.env.DATABASE_URL) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dataDir, persistent: false });
    process.env.DATABASE_URL = embedded.url;
    globalThis.__INKWELL_EMBEDDED_PG__ = embedded;
  }
  process.env.INKWELL_TEST_DB_PREFIX = `inkwell_test_${process.pid}_`;
  // Remove databases left by runs that died before their teardown.
  await withAdminClient(async (client) => {
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'inkwell\\_test\\_%'");
    for (const { datname } of rows) {
      const pid = Number(datname.split('_')[2]);
      if (!alive(pid)) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}

export async function withAdminClient(fn) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
