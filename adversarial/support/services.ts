// core-api and bff-client as real child processes from the build, each suite on its own fresh database.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';

export const ROOT = path.resolve(__dirname, '..', '..');

/** Shared by core-api and the BFF, as in production: the BFF presents it with the password grant. */
export const OAUTH_CLIENT_SECRET = 'adversarial-oauth-client-secret-0001';
const JWT_SECRET = 'adversarial-jwt-secret-00000000000001';
const SESSION_SECRET = 'adversarial-session-secret-000000001';

function serverUrl(): string {
  const url = process.env.ADVERSARIAL_SERVER_URL;
  if (!url) throw new Error('ADVERSARIAL_SERVER_URL is not set: run the suites through adversarial/jest.config.js');
  return url;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A new, empty database for one suite; core-api migrates it when it starts. */
export async function freshDatabase(suite: string): Promise<string> {
  const name = `${process.env.ADVERSARIAL_DB_PREFIX ?? `inkwell_adv_${process.pid}_`}${suite}`;
  const admin = new Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl(), name);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Service {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  /** stderr so far, for the message when the service dies */
  errors(): string;
}

async function waitForHealth(service: Service, healthPath: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (service.child.exitCode !== null || service.child.signalCode !== null) {
      throw new Error(`${service.name} exited (${service.child.exitCode ?? service.child.signalCode}):\n${service.errors()}`);
    }
    try {
      const res = await fetch(`${service.url}${healthPath}`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${service.name} did not become healthy within ${timeoutMs} ms:\n${service.errors()}`);
}

async function startService(name: string, script: string, port: number, env: NodeJS.ProcessEnv, healthPath: string): Promise<Service> {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: process.env.ADVERSARIAL_VERBOSE ? 'info' : 'error', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: Buffer[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr.push(chunk);
    if (process.env.ADVERSARIAL_VERBOSE) process.stderr.write(`[${name}] ${chunk.toString()}`);
  });
  const service: Service = { name, url: `http://127.0.0.1:${port}`, port, child, errors: () => Buffer.concat(stderr).toString().slice(-4000) };
  try {
    await waitForHealth(service, healthPath);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return service;
}

export interface CoreApiOptions {
  databaseUrl: string;
  /** the same port again when restarting after a crash, so the BFF finds it */
  port?: number;
  /** more configuration, e.g. a payment provider */
  env?: NodeJS.ProcessEnv;
}

export async function startCoreApi({ databaseUrl, port, env }: CoreApiOptions): Promise<Service> {
  const chosen = port ?? (await freePort());
  return startService(
    'core-api',
    'core-api/dist/main.js',
    chosen,
    {
      CORE_API_PORT: String(chosen),
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      OAUTH_CLIENT_SECRET,
      // Attack traffic sends failed logins by the hundred; the per-IP limit has its own tests in core-api.
      LOGIN_FAILURE_LIMIT: '1000',
      // The same for the reset-link, registration and confirmation limits and the per-key limit (decision 066).
      AUTH_CALLS_PER_ACCOUNT_PER_HOUR: '100000',
      AUTH_CALLS_PER_IP_PER_HOUR: '100000',
      API_KEY_REQUESTS_PER_MINUTE: '1000000',
      ...env,
    },
    '/health',
  );
}

export interface BffOptions {
  coreApiUrl: string;
  databaseUrl: string;
  port?: number;
}

/** bff-client with sessions in Redis when REDIS_URL is set, else in PostgreSQL, as `npm start` runs it. */
export async function startClientBff({ coreApiUrl, databaseUrl, port }: BffOptions): Promise<Service> {
  const chosen = port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    PORT: String(chosen),
    CORE_API_URL: coreApiUrl,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    OAUTH_CLIENT_SECRET,
  };
  return startService('bff-client', 'bff-client/dist/main.js', chosen, env, '/bff/health');
}

/** SIGKILL: no shutdown hook runs, open transactions die with their connections. */
export async function crash(service: Service): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  const exited = new Promise((resolve) => service.child.once('exit', resolve));
  service.child.kill('SIGKILL');
  await exited;
}

/** SIGTERM, then SIGKILL after five seconds. */
export async function stop(service: Service | undefined): Promise<void> {
  if (!service || service.child.exitCode !== null || service.child.signalCode !== null) return;
  const exited = new Promise((resolve) => service.child.once('exit', resolve));
  service.child.kill('SIGTERM');
  const timer = setTimeout(() => service.child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
