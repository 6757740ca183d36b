// Runs the whole product as separate processes: PostgreSQL (given or embedded), core-api and the three BFFs.
// Used by `npm start` and by the end-to-end suite, so both exercise the same start-up path.
import { spawn } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-db.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROLES = ['client', 'admin', 'linguist'];
export const DEFAULT_PORTS = { core: 4000, client: 3001, admin: 3002, linguist: 3003 };

/** What must be built to run core-api and the BFFs (with their apps) of `roles`. */
function requiredBuilds(roles = ROLES) {
  return ['core-api/dist/main.js', 'core-api/dist/db/cli.js', ...roles.flatMap((r) => [`bff-${r}/dist/main.js`, `web-${r}/dist/index.html`])];
}

export function missingBuilds(roles = ROLES) {
  return requiredBuilds(roles).filter((f) => !fs.existsSync(path.join(ROOT, f)));
}

export function appUrl(role, port) {
  return `http://${role}.localhost:${port}`;
}

/** Creates the database named in `url` when it does not exist yet. */
export async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url) {
  const target = new URL(url);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${decodeURIComponent(target.pathname.slice(1))}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

function run(label, args, env, { quiet }) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${label}] ${line}\n`);
    });
  const stderr = [];
  child.stderr.on('data', (c) => stderr.push(c));
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.stderrText = () => Buffer.concat(stderr).toString();
  return child;
}

async function runToEnd(label, args, env, options) {
  const child = run(label, args, env, options);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${label} failed (exit ${code}):\n${child.stderrText()}`);
}

async function waitForHealth(url, child, label, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}:\n${child.stderrText()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${label} did not become healthy at ${url} within ${timeoutMs} ms`);
}

/**
 * @param {object} options
 * @param {string} [options.databaseUrl] use this PostgreSQL database (created if missing); else embedded
 * @param {string} [options.embeddedDataDir] where the embedded PostgreSQL keeps its data
 * @param {string} [options.redisUrl] BFF sessions in Redis; else in PostgreSQL
 * @param {{core:number, client:number, admin:number, linguist:number}} [options.ports]
 * @param {boolean} [options.seed] load the demo data (once)
 * @param {boolean} [options.quiet] swallow the services' logs
 * @param {Record<string,string>} [options.env] extra environment for every service
 * @param {Record<string,string>} [options.coreEnv] extra environment for core-api only
 * @param {string[]} [options.bffs] the roles whose BFF starts (default: all three; [] runs core-api alone)
 */
export async function startStack(options = {}) {
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const missing = missingBuilds(options.bffs ?? ROLES);
  if (missing.length) throw new Error(`Not built yet: ${missing.join(', ')}. Run \`npm run build\` first.`);

  const stops = [];
  let databaseUrl = options.databaseUrl;
  let embedded;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: options.embeddedDataDir ?? path.join(ROOT, '.data/postgres'), port: options.embeddedPort });
    stops.push(() => embedded.stop());
    const url = new URL(embedded.url);
    url.pathname = '/inkwell';
    databaseUrl = url.toString();
  }
  await ensureDatabase(databaseUrl);

  const appUrls = Object.fromEntries(ROLES.map((r) => [r, appUrl(r, ports[r])]));
  const common = {
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATABASE_URL: databaseUrl,
    CLIENT_APP_URL: appUrls.client,
    ADMIN_APP_URL: appUrls.admin,
    LINGUIST_APP_URL: appUrls.linguist,
    ...options.env,
  };
  const quiet = { quiet: options.quiet ?? false };
  await runToEnd('migrate', ['core-api/dist/db/cli.js', options.seed === false ? 'migrate' : 'migrate-and-seed'], common, quiet);

  const children = [];
  const stopChildren = async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.once('exit', resolve);
            c.kill('SIGTERM');
            setTimeout(() => c.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  };
  stops.unshift(stopChildren);
  const stop = async () => {
    for (const s of stops) await s().catch(() => {});
  };

  try {
    const core = run('core-api', ['core-api/dist/main.js'], { ...common, ...options.coreEnv, CORE_API_PORT: String(ports.core) }, quiet);
    children.push(core);
    await waitForHealth(`http://127.0.0.1:${ports.core}/health`, core, 'core-api');
    await Promise.all(
      (options.bffs ?? ROLES).map(async (role) => {
        const env = {
          ...common,
          PORT: String(ports[role]),
          CORE_API_URL: `http://127.0.0.1:${ports.core}`,
          ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
        };
        if (!options.redisUrl) delete env.REDIS_URL;
        const bff = run(`bff-${role}`, [`bff-${role}/dist/main.js`], env, quiet);
        children.push(bff);
        await waitForHealth(`http://127.0.0.1:${ports[role]}/bff/health`, bff, `bff-${role}`);
      }),
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { databaseUrl, ports, appUrls, children, stop };
}
