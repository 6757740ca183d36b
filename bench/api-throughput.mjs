// API throughput and latency (issue 6, benchmark 2): 200 connections for 20 s against
//   (a) a bare Express route with one indexed SELECT (the physical baseline),
//   (b) core-api GET /client/projects?limit=10 with a bearer token,
//   (c) the same through bff-client with a session cookie (Redis store when REDIS_URL is set).
// Prints requests/s and p50/p99 per target and the ratios b/a and c/a; writes bench/results/api-throughput.json.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/embedded-db.mjs';
import { ROOT, dropDatabase, startStack } from '../scripts/stack.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const DEV_OAUTH_SECRET = 'dev-only-secret-change-me-0000000';

async function load(title, url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    target: title,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failed,
  };
}

async function startBaseline(databaseUrl) {
  const port = await freePort();
  const child = fork(path.join(ROOT, 'bench/support/baseline-server.mjs'), { env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) } });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
  });
  return { port, stop: () => child.kill() };
}

export async function run() {
  const ports = { core: await freePort(), client: await freePort(), admin: await freePort(), linguist: await freePort() };
  let databaseUrl;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/inkwell_bench_${process.pid}`;
    databaseUrl = url.toString();
  }
  const stack = await startStack({
    databaseUrl,
    embeddedDataDir: databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-bench-pg-')),
    redisUrl: process.env.REDIS_URL,
    ports,
    quiet: true,
    env: { LOG_LEVEL: 'error', NODE_ENV: 'production', JWT_SECRET: DEV_OAUTH_SECRET, OAUTH_CLIENT_SECRET: DEV_OAUTH_SECRET, SESSION_SECRET: DEV_OAUTH_SECRET },
  });
  const baseline = await startBaseline(stack.databaseUrl);
  try {
    const core = `http://127.0.0.1:${ports.core}`;
    const bff = `http://127.0.0.1:${ports.client}`;
    const login = await fetch(`${core}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', client_id: 'web-client', client_secret: DEV_OAUTH_SECRET, username: 'prepaid@demo.test', password: 'demo-password-1' }),
    });
    if (!login.ok) throw new Error(`core-api login failed: ${login.status} ${await login.text()}`);
    const { access_token: token } = await login.json();
    const me = await (await fetch(`${core}/client/me`, { headers: { authorization: `Bearer ${token}` } })).json();
    const bffLogin = await fetch(`${bff}/bff/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'prepaid@demo.test', password: 'demo-password-1' }),
    });
    if (!bffLogin.ok) throw new Error(`BFF login failed: ${bffLogin.status}`);
    const cookie = bffLogin.headers.get('set-cookie').split(';')[0];

    const a = await load('(a) bare Express + pg', `http://127.0.0.1:${baseline.port}/projects?clientId=${me.id}`);
    const b = await load('(b) core-api', `${core}/client/projects?limit=10`, { authorization: `Bearer ${token}` });
    const c = await load(`(c) bff-client (${process.env.REDIS_URL ? 'Redis' : 'PostgreSQL'} sessions)`, `${bff}/api/client/projects?limit=10`, { cookie });

    const ratio = (x) => Math.round((x.requestsPerSecond / a.requestsPerSecond) * 100) / 100;
    const results = { connections: CONNECTIONS, durationSeconds: DURATION_S, cpus: os.cpus().length, targets: [a, b, c], ratios: { bOverA: ratio(b), cOverA: ratio(c) } };
    console.log(`\nAPI throughput: ${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores (load generator on the same machine)\n`);
    console.table(results.targets.map((t) => ({ target: t.target, 'req/s': t.requestsPerSecond, 'p50 ms': t.p50Ms, 'p99 ms': t.p99Ms, failed: t.failed })));
    console.log(`ratios: b/a = ${results.ratios.bOverA}, c/a = ${results.ratios.cOverA} (target: c/a ≥ 0.5 with p99 ≤ 50 ms)`);
    const out = path.join(ROOT, 'bench/results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'api-throughput.json'), JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2));
    return results;
  } finally {
    baseline.stop();
    await stack.stop();
    if (databaseUrl) await dropDatabase(databaseUrl).catch(() => {});
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
