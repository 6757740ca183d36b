// Jest global set-up for the node projects: a real PostgreSQL for every worker.
// DATABASE_URL set (CI, this machine) → use it; unset → start an embedded PostgreSQL for this run.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { startEmbeddedPostgres } from '../embedded-db.mjs';

export default async function globalSetup() {
  if (!process.env.DATABASE_URL) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dataDir, persistent: false });
    process.env.DATABASE_URL = embedded.url;
    globalThis.__INKWELL_EMBEDDED_PG__ = embedded;
  }
  // Worker databases of an earlier run may hold an older schema: start from scratch.
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'inkwell\\_test\\_%'");
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await client.end();
}
