// API throughput and latency (issue 6, benchmark 2; issue 18 §1): each target for 20 s at 50 and at 200 connections,
// on the scale data:
//   (a)  a bare Express route with one indexed SELECT (the physical floor),
//   (a′) the same-SQL baseline: bare Express + pg running exactly the SQL core-api sends for the call below (captured
//        from core-api's own app) and answering the same JSON, checked equal before the load starts,
//   (b)  core-api GET /client/projects?limit=10 with a bearer token,
//   (c)  the same through bff-client with a session cookie (Redis store when REDIS_URL is set).
// All serve the heavy client of the scale data (about 1,000 projects, 5,000 orders).
//
//   node bench/api-throughput.mjs [--quick] [--profile]
//     BENCH_DURATION seconds per target (--quick: 3), BENCH_CONNECTIONS a comma-separated list (default 50,200);
//     --profile: core-api alone, then bff-client in front of it, under load with --cpu-prof: each one's top 10 frames by self time.
//
// Prints requests/s and p50/p99 per target and level, the ratios b/a′ (target ≥ 0.7), c/b (≥ 0.85) and c's p99
// against 2 × a′'s, and b/a, c/a as before; writes bench/results/api-throughput.json.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/embedded-db.mjs';
import { ROOT, startStack } from '../scripts/stack.mjs';
import { benchServer } from './support/bench-postgres.mjs';
import { captureCoreSql } from './support/capture-sql.mjs';
import { BENCH_SERVICE_ENV, signIn } from './support/core-session.mjs';
import { cpuPerCall, cpuSnapshot } from './support/process-stats.mjs';
import { BENCH_PASSWORD, ensureScaleData } from './scale-data.mjs';

/** the targets the figures are judged against (issue 18 §1; issue 6's c/a ≥ 0.5 with p99 ≤ 50 ms before) */
export const TARGETS = { coreOverSameSql: 0.7, bffOverCore: 0.85, bffP99OverSameSqlP99: 2 };

const CALL = '/client/projects?limit=10';

async function load(title, url, { connections, duration, headers = {}, processes = {}, database }) {
  const before = cpuSnapshot(processes, { database });
  const result = await autocannon({ url, connections, duration, headers });
  const cpuMs = cpuPerCall(before, cpuSnapshot(processes, { database }), result.requests.total);
  return {
    target: title,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    failed: result.non2xx + result.errors + result.timeouts,
    // where the calls' CPU went: on shared cores a target's requests/s is the machine divided by their sum
    cpuMsPerCall: cpuMs,
  };
}

async function startChild(script, env, message) {
  const port = await freePort();
  const child = fork(path.join(ROOT, script), { env: { ...process.env, ...env, PORT: String(port) } });
  if (message) child.send(message);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return { port, pid: child.pid, stop: () => child.kill() };
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

const round = (x) => Math.round(x * 100) / 100;

/** Where a bare answer and core-api's part ways, for the warning that says the baseline is not the same work. */
function firstDifference(a, b, at = '') {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], `${at}/${key}`);
      if (found) return found;
    }
  }
  return `${at || '/'}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
}

/**
 * One service started again with --cpu-prof (`script`, listening on `port`) under `connections` for `duration` s;
 * the profile V8 writes at exit is summed by function into the top 10 frames by self time.
 */
async function profileUnderLoad({ title, script, env, port, readyPath, path: requestPath, headers, connections, duration }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-profile-'));
  // the profile starts with the process; its start-up (module loading, migrations, catalogues) is cut off below
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, script], { cwd: ROOT, env: { ...process.env, ...env, WEB_CONCURRENCY: '1' }, stdio: 'ignore' });
  try {
    const started = Date.now();
    while (!(await fetch(`http://127.0.0.1:${port}${readyPath}`).then((r) => r.ok, () => false))) {
      if (child.exitCode !== null || Date.now() - started > 60_000) throw new Error(`the profiled ${script} did not start`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const ready = await headers();
    const loadWindow = { fromMs: performance.now() - spawnedAt };
    const measured = await load(`${title} under --cpu-prof`, `http://127.0.0.1:${port}${requestPath}`, { connections, duration, headers: ready });
    loadWindow.toMs = performance.now() - spawnedAt;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`${script} wrote no CPU profile`);
    return { measured, ...topSelfTime(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), loadWindow) };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** core-api alone, the stack's own process started again under the profiler. */
async function profileCoreApi({ databaseUrl, token, connections, duration }) {
  const port = await freePort();
  return profileUnderLoad({
    title: '(b) core-api',
    script: 'core-api/dist/main.js',
    env: { ...BENCH_SERVICE_ENV, DATABASE_URL: databaseUrl, CORE_API_PORT: String(port) },
    port,
    readyPath: '/health/ready',
    path: CALL,
    headers: async () => ({ authorization: `Bearer ${token}` }),
    connections,
    duration,
  });
}

/** bff-client started again under the profiler, in front of the stack's core-api, with a session of its own. */
async function profileBffClient({ databaseUrl, coreUrl, email, connections, duration }) {
  const port = await freePort();
  const env = { ...BENCH_SERVICE_ENV, DATABASE_URL: databaseUrl, PORT: String(port), CORE_API_URL: coreUrl };
  return profileUnderLoad({
    title: '(c) bff-client',
    script: 'bff-client/dist/main.js',
    env,
    port,
    readyPath: '/bff/health/ready',
    path: `/api${CALL}`,
    headers: async () => ({ cookie: await bffCookie(`http://127.0.0.1:${port}`, email) }),
    connections,
    duration,
  });
}

/**
 * V8's samples taken between `fromMs` and `toMs` after the profile began, summed per function (name, file, line):
 * the `count` functions with the most self time, as shares of the busy samples (idle ones are reported apart).
 */
export function topSelfTime(profile, { fromMs = 0, toMs = Infinity } = {}, count = 10) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const frames = new Map();
  let at = 0;
  let busy = 0;
  let idle = 0;
  let sampledMs = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] / 1000;
    at += delta;
    if (at < fromMs || at > toMs) return;
    sampledMs += delta;
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    if (functionName === '(idle)') return void (idle += 1);
    busy += 1;
    const file = url ? url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '') : '';
    const key = `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
    frames.set(key, (frames.get(key) ?? 0) + 1);
  });
  const msPerSample = sampledMs / Math.max(1, busy + idle);
  const top = [...frames.entries()]
    .sort((x, y) => y[1] - x[1])
    .slice(0, count)
    .map(([frame, n]) => ({ frame, selfPercent: Math.round((n / Math.max(1, busy)) * 1000) / 10, selfMs: Math.round(n * msPerSample) }));
  return { top, busySamples: busy, idlePercent: Math.round((idle / Math.max(1, busy + idle)) * 1000) / 10 };
}

/**
 * @param {{ databaseUrl: string, callers: object }} scale what ensureScaleData answered
 */
export async function run(scale, { quick = false, profile = false } = {}) {
  const levels = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
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
  const children = [];
  try {
    const core = `http://127.0.0.1:${ports.core}`;
    const bff = `http://127.0.0.1:${ports.client}`;
    const { heavyClient } = scale.callers;
    const token = await signIn(core, 'client', heavyClient.email);
    const cookie = await bffCookie(bff, heavyClient.email);
    const authorization = `Bearer ${token}`;

    const captured = await captureCoreSql({ env: { ...BENCH_SERVICE_ENV, DATABASE_URL: scale.databaseUrl }, path: CALL, headers: { authorization } });
    if (captured.status !== 200) throw new Error(`core-api answered ${captured.status} to ${CALL} while its SQL was captured`);
    const baseline = await startChild('bench/support/baseline-server.mjs', { DATABASE_URL: scale.databaseUrl });
    children.push(baseline);
    const sameSql = await startChild('bench/support/same-sql-server.mjs', { DATABASE_URL: scale.databaseUrl }, { statements: captured.statements });
    children.push(sameSql);
    const sameSqlAnswer = await (await fetch(`http://127.0.0.1:${sameSql.port}/projects`)).json();
    const difference = firstDifference(sameSqlAnswer, captured.body);

    const [coreApi, bffClient] = stack.children;
    const database = new URL(scale.databaseUrl).pathname.slice(1);
    const targets = [
      ['(a) bare Express + pg', `http://127.0.0.1:${baseline.port}/projects?clientId=${heavyClient.id}`, {}, { server: baseline.pid }],
      ['(a′) same SQL as core-api, same JSON', `http://127.0.0.1:${sameSql.port}/projects`, {}, { server: sameSql.pid }],
      ['(b) core-api', `${core}${CALL}`, { authorization }, { coreApi: coreApi.pid }],
      [`(c) bff-client (${process.env.REDIS_URL ? 'Redis' : 'PostgreSQL'} sessions)`, `${bff}/api${CALL}`, { cookie }, { coreApi: coreApi.pid, bffClient: bffClient.pid }],
    ];
    // each warmed once, so no target pays for the others' cold caches
    for (const [, url, headers] of targets) await load('warm-up', url, { connections: 20, duration: 1, headers });
    const measured = [];
    const ratios = [];
    for (const connections of levels) {
      const level = [];
      for (const [title, url, headers, processes] of targets) level.push(await load(title, url, { connections, duration, headers, processes, database }));
      measured.push(...level);
      const [a, a2, b, c] = level;
      ratios.push({
        connections,
        coreOverSameSql: round(b.requestsPerSecond / a2.requestsPerSecond),
        bffOverCore: round(c.requestsPerSecond / b.requestsPerSecond),
        bffP99OverSameSqlP99: round(c.p99Ms / Math.max(1, a2.p99Ms)),
        coreOverBare: round(b.requestsPerSecond / a.requestsPerSecond),
        bffOverBare: round(c.requestsPerSecond / a.requestsPerSecond),
      });
    }

    const results = {
      levels,
      durationSeconds: duration,
      cpus: os.cpus().length,
      loadavg: os.loadavg().map(round),
      caller: { email: heavyClient.email, orders: heavyClient.orders },
      capturedStatements: captured.statements,
      sameJson: difference === null,
      targets: measured,
      ratios,
      targetsToMeet: TARGETS,
    };
    console.log(
      `\nAPI throughput: ${levels.join(' and ')} connections, ${duration} s each, ${results.cpus} cores, load average ${results.loadavg.join(' ')} ` +
        '(the load generator shares the machine)\n',
    );
    console.log(
      `(a′) replays the ${captured.statements.length} statement(s) core-api sent for ${CALL} and answers ` +
        (difference === null ? `the same JSON (${JSON.stringify(captured.body).length} bytes)` : `DIFFERENT JSON, so its ratios are not comparable: ${difference}`),
    );
    console.table(measured.map((t) => ({ target: t.target, conns: t.connections, 'req/s': t.requestsPerSecond, 'p50 ms': t.p50Ms, 'p99 ms': t.p99Ms, 'bytes': t.bytesPerAnswer, failed: t.failed })));
    if (measured.some((t) => t.cpuMsPerCall)) {
      console.log('CPU ms per call by process (from /proc; PostgreSQL is the backends of the bench database, the load generator this process):');
      const cpu = (t, key) => t.cpuMsPerCall?.[key] ?? '';
      console.table(
        measured.map((t) => ({
          target: t.target,
          conns: t.connections,
          'baseline server': cpu(t, 'server'),
          'core-api': cpu(t, 'coreApi'),
          'bff-client': cpu(t, 'bffClient'),
          PostgreSQL: cpu(t, 'postgres'),
          'load generator': cpu(t, 'loadGenerator'),
        })),
      );
    }
    const mark = (ok) => (ok ? 'met' : 'MISSED');
    for (const r of ratios) {
      console.log(
        `${r.connections} connections: core-api / same SQL = ${r.coreOverSameSql} (target ≥ ${TARGETS.coreOverSameSql}: ${mark(r.coreOverSameSql >= TARGETS.coreOverSameSql)}), ` +
          `BFF / core-api = ${r.bffOverCore} (≥ ${TARGETS.bffOverCore}: ${mark(r.bffOverCore >= TARGETS.bffOverCore)}), ` +
          `BFF p99 / same-SQL p99 = ${r.bffP99OverSameSqlP99} (≤ ${TARGETS.bffP99OverSameSqlP99}: ${mark(r.bffP99OverSameSqlP99 <= TARGETS.bffP99OverSameSqlP99)}); ` +
          `against the bare floor: b/a = ${r.coreOverBare}, c/a = ${r.bffOverBare}`,
      );
    }

    if (profile) {
      const profiling = { connections: levels[0], duration: Math.max(duration, 10) };
      results.profile = await profileCoreApi({ databaseUrl: scale.databaseUrl, token, ...profiling });
      results.bffProfile = await profileBffClient({ databaseUrl: scale.databaseUrl, coreUrl: core, email: heavyClient.email, ...profiling });
      for (const [name, profiled] of [['core-api', results.profile], ['bff-client (in front of the stack\'s core-api)', results.bffProfile]]) {
        console.log(
          `\n${name} CPU profile under ${levels[0]} connections (${profiled.measured.requestsPerSecond} req/s while profiled, idle ${profiled.idlePercent} % of the time): ` +
            'top 10 frames by self time, as shares of the busy samples',
        );
        console.table(profiled.top.map((f) => ({ frame: f.frame, 'self %': f.selfPercent, 'self ms': f.selfMs })));
      }
    }

    const out = path.join(ROOT, 'bench/results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `api-throughput${quick ? '-quick' : ''}.json`), JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2));
    return results;
  } finally {
    for (const child of children) child.stop();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  const server = await benchServer();
  try {
    const scale = await ensureScaleData({ serverUrl: server.serverUrl, quick });
    await run(scale, { quick, profile: process.argv.includes('--profile') });
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
