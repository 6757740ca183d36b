// Starts the whole product once for the e2e run: fresh database, demo data, core-api and three BFFs on free ports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/embedded-db.mjs';
import { startStack } from '../../scripts/stack.mjs';

export default async function globalSetup() {
  const ports = { core: await freePort(), client: await freePort(), admin: await freePort(), linguist: await freePort() };
  let databaseUrl;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/inkwell_e2e_${process.pid}`;
    databaseUrl = url.toString();
  }
  const stack = await startStack({
    databaseUrl,
    embeddedDataDir: databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-e2e-pg-')),
    redisUrl: process.env.REDIS_URL,
    ports,
    quiet: !process.env.E2E_VERBOSE,
    env: { LOG_LEVEL: 'error' },
  });
  globalThis.__INKWELL_STACK__ = { stack, ownDatabase: Boolean(databaseUrl) };
  process.env.E2E_STACK = JSON.stringify({ appUrls: stack.appUrls, ports: stack.ports, databaseUrl: stack.databaseUrl, redis: Boolean(process.env.REDIS_URL) });
}
