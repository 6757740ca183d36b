// API throughput and latency (issue 6, benchmark 2): 200 connections for 20 s each, on the scale data, against
//   (a) a bare Express route with one indexed SELECT (the physical baseline),
//   (b) core-api GET /client/projects?limit=10 with a bearer token,
//   (c) the same through bff-client with a session cookie (Redis store when REDIS_URL is set).
// All three serve the heavy client of the scale data (about 1,000 projects, 5,000 orders).
//
//   node bench/api-throughput.mjs [--quick]    (BENCH_DURATION seconds, BENCH_CONNECTIONS; --quick: 3 s)
//
// Prints requests/s and p50/p99 per target and the ratios b/a and c/a; writes bench/results/api-throughput.json.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/embedded-db.mjs';
import { ROOT, startStack } from '../scripts/stack.mjs';
import { benchServer } from './support/bench-postgres.mjs';
import { BENCH_SERVICE_ENV, signIn } from './support/core-session.mjs';
import { BENCH_PASSWORD, ensureScaleData } from './scale-data.mjs';

/** the targets the figures are judged against (issue 6) */
export const TARGET_C_OVER_A = 0.5;
export const TARGET_P99_MS = 50;

async function load(title, url, { connections, duration, headers = {} }) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    target: title,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
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

async function bffCookie(bffUrl, email) {
  const res = await fetch(`${bffUrl}/bff/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`BFF login failed: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

/**
 * @param {{ databaseUrl: string, callers: object }} scale what ensureScaleData answered
 */
export async function run(scale, { quick = false } = {}) {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
  const duration = Number(process.env.BENCH_DURATION ?? (quick ? 3 : 20));
  const ports = { core: await freePort(), client: await freePort() };
  const stack = await startStack({
    databaseUrl: scale.databaseUrl,
    seed: false,
    bffs: ['client'],
    redisUrl: process.env.REDIS_URL,
    ports,
    quiet: true,
    env: BENCH_SERVICE_ENV,
  });
  const baseline = await startBaseline(scale.databaseUrl);
  try {
    const core = `http://127.0.0.1:${ports.core}`;
    const bff = `http://127.0.0.1:${ports.client}`;
    const { heavyClient } = scale.callers;
    const token = await signIn(core, 'client', heavyClient.email);
    const cookie = await bffCookie(bff, heavyClient.email);
    const options = { connections, duration };
    // the same request three ways, warmed once so no target pays for the others' cold caches
    const targets = [
      ['(a) bare Express + pg', `http://127.0.0.1:${baseline.port}/projects?clientId=${heavyClient.id}`, {}],
      ['(b) core-api', `${core}/client/projects?limit=10`, { authorization: `Bearer ${token}` }],
      [`(c) bff-client (${process.env.REDIS_URL ? 'Redis' : 'PostgreSQL'} sessions)`, `${bff}/api/client/projects?limit=10`, { cookie }],
    ];
    for (const [, url, headers] of targets) await load('warm-up', url, { connections: 20, duration: 1, headers });
    const measured = [];
    for (const [title, url, headers] of targets) measured.push(await load(title, url, { ...options, headers }));
    const [baselineResult, coreResult, bffResult] = measured;
    const ratio = (x) => Math.round((x.requestsPerSecond / baselineResult.requestsPerSecond) * 100) / 100;
    const results = {
      connections,
      durationSeconds: duration,
      cpus: os.cpus().length,
      caller: { email: heavyClient.email, orders: heavyClient.orders },
      targets: measured,
      ratios: { bOverA: ratio(coreResult), cOverA: ratio(bffResult) },
    };
    console.log(`\nAPI throughput: ${connections} connections, ${duration} s each, ${os.cpus().length} cores (load generator on the same machine)\n`);
    console.table(measured.map((t) => ({ target: t.target, 'req/s': t.requestsPerSecond, 'p50 ms': t.p50Ms, 'p99 ms': t.p99Ms, failed: t.failed })));
    console.log(
      `ratios: b/a = ${results.ratios.bOverA}, c/a = ${results.ratios.cOverA} ` +
        `(target: c/a ≥ ${TARGET_C_OVER_A} with p99 ≤ ${TARGET_P99_MS} ms; c: p99 ${bffResult.p99Ms} ms)`,
    );
    const out = path.join(ROOT, 'bench/results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `api-throughput${quick ? '-quick' : ''}.json`), JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2));
    return results;
  } finally {
    baseline.stop();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  const server = await benchServer();
  try {
    const scale = await ensureScaleData({ serverUrl: server.serverUrl, quick });
    await run(scale, { quick });
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
