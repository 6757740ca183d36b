// Where the benchmarks' databases live: the PostgreSQL server of DATABASE_URL when set, otherwise an embedded
// PostgreSQL whose data stays in .data/bench-postgres, so the scale data is loaded once and re-used.
import path from 'node:path';
import { startEmbeddedPostgres } from '../../scripts/embedded-db.mjs';
import { ROOT } from '../../scripts/stack.mjs';

export const BENCH_EMBEDDED_DIR = path.join(ROOT, '.data/bench-postgres');

/** @returns {Promise<{ serverUrl: string, embedded: boolean, stop: () => Promise<void> }>} */
export async function benchServer() {
  if (process.env.DATABASE_URL) return { serverUrl: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
  const embedded = await startEmbeddedPostgres({ dataDir: BENCH_EMBEDDED_DIR });
  return { serverUrl: embedded.url, embedded: true, stop: () => embedded.stop() };
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
