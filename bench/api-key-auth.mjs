// API-key authentication (issue 17, decision 066): what a partner's call with an API key costs over the same call
// with a person's session token. core-api in production mode on the demo data; one client signs in (a JWT, the
// BFF's way) and creates a key with every scope; then the same light read (GET /client/projects?limit=1) is sent
// sequentially over one keep-alive connection, alternating the two credentials so drift hits both alike.
// The key's extra work per call: the SHA-256 of the secret, one indexed look-up of the key (with its client's
// status and the throttled last-use update) and one rate-limit counter upsert.
// Runs on its own database, inkwell_bench_api_keys, made afresh each time with the demo data.
//
//   node bench/api-key-auth.mjs [--quick]     BENCH_API_KEY_CALLS (2000; --quick 300) calls per credential
//
// Prints the figures and writes bench/results/api-key-auth.json. Target: the key adds ≤ 1 ms per call (p50).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/embedded-db.mjs';
import { ROOT, dropDatabase, startStack } from '../scripts/stack.mjs';
import { benchServer, databaseUrl } from './support/bench-postgres.mjs';
import { BENCH_SERVICE_ENV, signIn } from './support/core-session.mjs';

export const TARGET_ADDED_MS = 1;
const DEMO_PASSWORD = 'demo-password-1';
const READ = '/client/projects?limit=1';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One GET over the agent's kept-alive socket, timed from write to the answer's last byte, in ms. */
function timedGet(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`GET ${url} answered ${res.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    req.on('error', reject);
  });
}

export async function run({ serverUrl, quick = false }) {
  const calls = Number(process.env.BENCH_API_KEY_CALLS ?? (quick ? 300 : 2000));
  const url = databaseUrl(serverUrl, 'inkwell_bench_api_keys');
  await dropDatabase(url);
  const ports = { core: await freePort() };
  // The per-key limit would stop the bench's own calls: raised for the bench only.
  const stack = await startStack({ databaseUrl: url, seed: true, bffs: [], quiet: true, ports, env: { ...BENCH_SERVICE_ENV, API_KEY_REQUESTS_PER_MINUTE: '1000000' } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const coreUrl = `http://127.0.0.1:${ports.core}`;
    const token = await signIn(coreUrl, 'client', 'prepaid@demo.test', DEMO_PASSWORD);
    const created = await fetch(`${coreUrl}/client/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench', scopes: ['read', 'orders:write', 'billing:read'] }),
    });
    if (created.status !== 201) throw new Error(`creating the key answered ${created.status}: ${await created.text()}`);
    const { secret } = await created.json();
    const credentials = { session: { authorization: `Bearer ${token}` }, apiKey: { 'x-api-key': secret } };
    const times = { session: [], apiKey: [] };
    for (let i = 0; i < Math.min(200, calls); i += 1) for (const headers of Object.values(credentials)) await timedGet(agent, `${coreUrl}${READ}`, headers);
    for (let i = 0; i < calls; i += 1) {
      for (const [name, headers] of Object.entries(credentials)) times[name].push(await timedGet(agent, `${coreUrl}${READ}`, headers));
    }
    const summary = (list) => {
      const sorted = [...list].sort((a, b) => a - b);
      return { p50Ms: +percentile(sorted, 50).toFixed(3), p95Ms: +percentile(sorted, 95).toFixed(3), meanMs: +(list.reduce((a, b) => a + b, 0) / list.length).toFixed(3) };
    };
    const session = summary(times.session);
    const apiKey = summary(times.apiKey);
    const results = {
      cpus: os.cpus().length,
      calls,
      read: READ,
      session,
      apiKey,
      addedP50Ms: +(apiKey.p50Ms - session.p50Ms).toFixed(3),
      addedMeanMs: +(apiKey.meanMs - session.meanMs).toFixed(3),
      targetAddedMs: TARGET_ADDED_MS,
    };
    console.log(`\nAPI-key authentication: ${calls} sequential calls of GET ${READ} per credential, core-api in production mode; ${os.cpus().length} cores\n`);
    console.table([
      { credential: 'session (JWT)', p50: `${session.p50Ms} ms`, p95: `${session.p95Ms} ms`, mean: `${session.meanMs} ms` },
      { credential: 'API key', p50: `${apiKey.p50Ms} ms`, p95: `${apiKey.p95Ms} ms`, mean: `${apiKey.meanMs} ms` },
      { credential: 'added by the key', p50: `${results.addedP50Ms} ms`, p95: '', mean: `${results.addedMeanMs} ms (target ≤ ${TARGET_ADDED_MS} ms)` },
    ]);
    const out = path.join(ROOT, 'bench/results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `api-key-auth${quick ? '-quick' : ''}.json`), JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2));
    return results;
  } finally {
    agent.destroy();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await benchServer();
  try {
    await run({ serverUrl: server.serverUrl, quick: process.argv.includes('--quick') });
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
