import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import supertest from 'supertest';
import type { SessionData } from 'express-session';
import { createLogger } from '@inkwell/service-kit';
import type { Role } from '@inkwell/contracts';
import { loadBffConfig, type BffConfig, type SessionStoreKind } from '../config.js';
import { createBff, type Bff } from '../create-bff.js';
import { sessionCookieName } from '../session-middleware.js';
import { SESSION_TABLE } from '../session-store.js';
import type { FakeAccount, FakeCoreApi } from './fake-core-api.js';

/** PostgreSQL always (the embedded default); Redis as well when the machine provides one. */
export const AVAILABLE_STORES: SessionStoreKind[] = process.env.REDIS_URL ? ['postgres', 'redis'] : ['postgres'];

const WORKER = process.env.JEST_WORKER_ID ?? '1';

/** This worker's own database for session tables, dropped with the run by the jest global teardown. */
async function workerSessionDatabaseUrl(): Promise<string> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set: run tests through jest (its global set-up provides one)');
  const name = `${process.env.INKWELL_TEST_DB_PREFIX ?? 'inkwell_test_0_'}bff_${WORKER}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch (err) {
    if ((err as { code?: string }).code !== '42P04') throw err; // 42P04: already exists
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A session store as the tests see it: the environment that selects it, and a way to look inside. */
export interface StoreFixture {
  kind: SessionStoreKind;
  env: NodeJS.ProcessEnv;
  /** Redis keys of this test run, so a shared Redis is never polluted with or read from other runs */
  redisKeyPrefix(role: Role): string;
  storedSession(role: Role, sid: string): Promise<SessionData | null>;
  close(): Promise<void>;
}

export async function openStoreFixture(kind: SessionStoreKind): Promise<StoreFixture> {
  if (kind === 'postgres') {
    const databaseUrl = await workerSessionDatabaseUrl();
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    return {
      kind,
      env: { DATABASE_URL: databaseUrl },
      redisKeyPrefix: (role) => `inkwell:${role}:sess:`,
      storedSession: async (_role, sid) => {
        const { rows } = await pool.query<{ sess: SessionData }>(`SELECT sess FROM "${SESSION_TABLE}" WHERE sid = $1 AND expire > now()`, [sid]);
        return rows[0]?.sess ?? null;
      },
      close: () => pool.end(),
    };
  }
  const redisUrl = process.env.REDIS_URL!;
  // Live events are heard in PostgreSQL whichever store keeps the sessions.
  const databaseUrl = await workerSessionDatabaseUrl();
  const runPrefix = `inkwell-test:${process.pid}:${WORKER}:`;
  const client = createClient({ url: redisUrl });
  await client.connect();
  return {
    kind,
    env: { REDIS_URL: redisUrl, DATABASE_URL: databaseUrl },
    redisKeyPrefix: (role) => `${runPrefix}${role}:sess:`,
    storedSession: async (role, sid) => {
      const raw = await client.get(`${runPrefix}${role}:sess:${sid}`);
      return raw ? (JSON.parse(raw) as SessionData) : null;
    },
    close: async () => {
      for await (const keys of client.scanIterator({ MATCH: `${runPrefix}*`, COUNT: 100 })) if (keys.length) await client.del(keys);
      await client.close();
    },
  };
}

/** A built app in a temporary folder: index.html and one hashed asset. */
export function makeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Inkwell test app</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'main-3f9ac1.js'), 'console.log("inkwell");');
  return dir;
}

export interface TestBff {
  role: Role;
  bff: Bff;
  config: BffConfig;
  http: () => supertest.Agent;
  close: () => Promise<void>;
}

export interface TestBffOptions {
  role?: Role;
  env?: NodeJS.ProcessEnv;
  /** replaces the loaded config's values, e.g. to share a secret between roles on purpose */
  config?: Partial<BffConfig>;
  liveHeartbeatMs?: number;
}

export async function startTestBff(store: StoreFixture, core: FakeCoreApi, options: TestBffOptions = {}): Promise<TestBff> {
  const role = options.role ?? 'client';
  const loaded = loadBffConfig(role, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CORE_API_URL: core.url,
    WEB_DIST_DIR: path.join(os.tmpdir(), 'inkwell-no-such-dist'),
    ...store.env,
    ...options.env,
  });
  const config: BffConfig = { ...loaded, redisKeyPrefix: store.redisKeyPrefix(role), ...options.config };
  const bff = await createBff({ role, config, logger: createLogger(`bff-${role}`, 'silent'), liveHeartbeatMs: options.liveHeartbeatMs });
  return { role, bff, config, http: () => supertest.agent(bff.app), close: () => bff.close() };
}

/** `name=value` of the role's session cookie set by this answer, if any. */
export function sessionCookieOf(res: supertest.Response, role: Role): string | undefined {
  return setCookieLine(res, role)?.split(';')[0];
}

/** The whole Set-Cookie line of the role's session cookie, attributes included. */
export function setCookieLine(res: supertest.Response, role: Role): string | undefined {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return lines.find((line) => line.startsWith(`${sessionCookieName(role)}=`));
}

/** The session id inside a signed cookie value (`s:<id>.<signature>`). */
export function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(2, value.lastIndexOf('.'));
}

export async function signIn(target: TestBff, account: FakeAccount, headers: Record<string, string> = {}): Promise<{ cookie: string; res: supertest.Response }> {
  const res = await target.http().post('/bff/auth/login').set(headers).send({ username: account.username, password: account.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = sessionCookieOf(res, target.role);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return { cookie, res };
}

let accountCounter = 0;

/** A fresh account per test, so no test depends on another's tokens. */
export function anAccount(role: Role = 'client', overrides: Partial<FakeAccount> = {}): FakeAccount {
  accountCounter += 1;
  const username = `${role}${accountCounter}-${process.pid}@example.com`;
  return { username, password: 'correct horse battery staple', role, me: { id: accountCounter, email: username, role }, ...overrides };
}
