// Scale-out (issue 18 §3): core-api and bff-client as separate instances behind nginx on this machine.
//   1. throughput of 1 core-api + 1 bff-client, then of 2 + 2, through the proxy (GET /client/projects?limit=10 at
//      core-api with a bearer, GET /api/client/projects?limit=10 at bff-client with a session cookie);
//   2. state the instances share: a session made on one BFF answers on the other, and the failed-login limit
//      counts the attempts made on both core-api instances together (PostgreSQL's rate_limit_hits);
//   3. under load through the BFFs, one core-api instance is killed (SIGKILL) and started again while a writer
//      creates projects through the proxy with Idempotency-Key and retries what failed: the failed GETs (the proxy
//      retries idempotent requests on the other instance) and the lost or doubled writes are counted.
// nginx comes from Debian's packages and is installed with apt-get when missing (as .ci/run installs Chromium).
// The BFFs reach core-api through the proxy too, so a core-api instance going away is hidden from them.
// Runs on its own database, inkwell_bench_scale_out, made afresh each time with the demo data: the writes and a kill
// in the middle of them never touch the scale data, whose row counts identify it.
//
//   npm run bench -- --scale-out [--quick]     (BENCH_DURATION seconds per load, BENCH_CONNECTIONS; --quick: 3 s)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../scripts/embedded-db.mjs';
import { ROOT, dropDatabase, ensureDatabase } from '../scripts/stack.mjs';
import { BENCH_SERVICE_ENV, signIn } from './support/core-session.mjs';
import { databaseUrl } from './support/bench-postgres.mjs';

/** a demo account of `core-api/dist/db/cli.js migrate-and-seed` (core-api/src/seed/demo-accounts.ts) */
const CLIENT = { email: 'client@demo.test', password: 'demo-password-1' };

const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** The distribution's nginx, installed on first use like the other system packages the checks need. */
export function ensureNginx() {
  const found = () => NGINX_PATHS.find((p) => fs.existsSync(p));
  if (found()) return found();
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'ignore' });
    install();
  }
  if (!found()) throw new Error('nginx is not installed and apt-get could not install it: `apt-get install nginx` (as root), then run again');
  return found();
}

/**
 * One nginx in front of `core` and `bff` ports. Idempotent requests that fail on one instance (refused, reset,
 * timed out) go to the next; non-idempotent ones only when the first instance never got them (nginx's default),
 * which is what Idempotency-Key retries by the caller cover. An instance's own 5xx answers are not failures of the
 * instance: a BFF's 502 means core-api was unreachable, and counting it would take every BFF out at once. Idle
 * upstream connections close before Node's 5 s keep-alive timeout, or a request sent as Node closes one is reset
 * and its (healthy) instance marked down.
 */
function nginxConfig(dir, { corePort, bffPort, core, bff }) {
  const upstream = (name, ports) =>
    `upstream ${name} {\n${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}\n    keepalive 64;\n    keepalive_timeout 4s;\n  }`;
  const proxied = (readTimeout) => `
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout ${readTimeout};`;
  return `
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${upstream('core_api', core)}
  ${upstream('bff_client', bff)}
  server {
    listen 127.0.0.1:${corePort};
    location / {${proxied('60s')}
      proxy_pass http://core_api;
    }
  }
  server {
    listen 127.0.0.1:${bffPort};
    location /bff/events {${proxied('1h')}
      proxy_buffering off;
      proxy_pass http://bff_client;
    }
    location / {${proxied('60s')}
      proxy_pass http://bff_client;
    }
  }
}
`;
}

async function startNginx(nginx, routes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-scale-out-nginx-'));
  // nginx's workers run as nobody when started as root; they read the config and write the temp folders here
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, routes));
  const child = spawn(nginx, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  started.add(child);
  const stderr = [];
  child.stderr.on('data', (c) => stderr.push(c));
  try {
    await waitFor(`http://127.0.0.1:${routes.corePort}/health/live`, child, 'nginx');
  } catch (err) {
    const log = fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : '';
    throw new Error(`${err.message}\n${Buffer.concat(stderr).toString()}${log}`);
  }
  return {
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitFor(url, child, label, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${label} did not answer ${url} within ${timeoutMs} ms`);
}

/** One service process; `restart()` starts it again on the same port after a kill. */
function service(label, script, port, env, readyPath) {
  const instance = {
    label,
    child: null,
    async start() {
      this.child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
      started.add(this.child);
      const stderr = [];
      this.child.stderr.on('data', (c) => stderr.push(c));
      try {
        await waitFor(`http://127.0.0.1:${port}${readyPath}`, this.child, label);
      } catch (err) {
        throw new Error(`${err.message}\n${Buffer.concat(stderr).toString()}`);
      }
      return this;
    },
    kill(signal = 'SIGKILL') {
      const exited = new Promise((resolve) => (this.child.exitCode !== null ? resolve() : this.child.once('exit', resolve)));
      this.child.kill(signal);
      return exited;
    },
    async stop() {
      if (this.child && this.child.exitCode === null) {
        const exited = new Promise((resolve) => this.child.once('exit', resolve));
        this.child.kill('SIGTERM');
        setTimeout(() => this.child.kill('SIGKILL'), 10_000).unref();
        await exited;
      }
    },
  };
  return instance;
}

async function load(title, url, { connections, duration, headers = {} }) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    target: title,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function bffLogin(bffUrl, { email, password }) {
  const res = await fetch(`${bffUrl}/bff/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!res.ok) throw new Error(`BFF login failed: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

/**
 * Creates projects one after another (`parallel` at a time) until `until()` says stop; each has its own
 * Idempotency-Key and is retried with it until core-api answers 201, as a careful API client would.
 */
async function writeProjects(coreUrl, token, runId, parallel, until) {
  const acknowledged = [];
  let attempts = 0;
  let retried = 0;
  let gaveUp = 0;
  let next = 0;
  const writer = async () => {
    while (!until()) {
      const n = next++;
      const key = `scale-out-${runId}-${n}`;
      const body = JSON.stringify({ name: `scale-out ${runId} ${n}`, language: 'de-DE' });
      let done = false;
      for (let attempt = 0; attempt < 20 && !done; attempt += 1) {
        attempts += 1;
        if (attempt === 1) retried += 1;
        try {
          const res = await fetch(`${coreUrl}/client/project`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
            body,
          });
          if (res.status === 201) {
            acknowledged.push({ key, id: (await res.json()).id });
            done = true;
          } else await res.arrayBuffer();
        } catch {
          // the connection broke: retried with the same key below
        }
        if (!done) await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
      }
      if (!done) gaveUp += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, writer));
  return { acknowledged, attempts, retried, gaveUp };
}

/** Every service process this run started, killed if the run itself dies, so none outlives it. */
const started = new Set();
process.on('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/**
 * @param {{ serverUrl: string, quick?: boolean }} options the PostgreSQL server the bench databases live on
 */
export async function run({ serverUrl, quick = false }) {
  const nginx = ensureNginx();
  const url = databaseUrl(serverUrl, 'inkwell_bench_scale_out');
  await dropDatabase(url);
  await ensureDatabase(url);
  const seeded = spawnSync(process.execPath, ['core-api/dist/db/cli.js', 'migrate-and-seed'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'error' }, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`preparing ${url} failed:\n${seeded.stderr}`);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
  const duration = Number(process.env.BENCH_DURATION ?? (quick ? 3 : 15));
  const sessions = process.env.REDIS_URL ? 'Redis' : 'PostgreSQL';
  const ports = {
    core: [await freePort(), await freePort()],
    bff: [await freePort(), await freePort()],
    proxyCore: await freePort(),
    proxyBff: await freePort(),
  };
  const proxyCore = `http://127.0.0.1:${ports.proxyCore}`;
  const proxyBff = `http://127.0.0.1:${ports.proxyBff}`;
  const common = { ...BENCH_SERVICE_ENV, DATABASE_URL: url, WEB_CONCURRENCY: '1' };
  const cores = ports.core.map((port, i) =>
    service(`core-api #${i + 1}`, 'core-api/dist/main.js', port, { ...common, CORE_API_PORT: String(port) }, '/health/ready'),
  );
  const bffEnv = { ...common, CORE_API_URL: proxyCore, ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}) };
  const bffs = ports.bff.map((port, i) => service(`bff-client #${i + 1}`, 'bff-client/dist/main.js', port, { ...bffEnv, PORT: String(port) }, '/bff/health/ready'));
  const runId = Date.now().toString(36);
  let proxy;
  const db = new pg.Client({ connectionString: url });
  db.on('error', (err) => console.error(`scale-out: the check connection broke: ${err.message}`));
  await db.connect();
  try {
    const phase = async (instances) => {
      await proxy?.stop();
      proxy = await startNginx(nginx, { corePort: ports.proxyCore, bffPort: ports.proxyBff, core: ports.core.slice(0, instances), bff: ports.bff.slice(0, instances) });
      const token = await signIn(proxyCore, 'client', CLIENT.email, CLIENT.password);
      const cookie = await bffLogin(proxyBff, CLIENT);
      const targets = [
        [`core-api ×${instances}`, `${proxyCore}/client/projects?limit=10`, { authorization: `Bearer ${token}` }],
        [`bff-client ×${instances} (→ core-api ×${instances})`, `${proxyBff}/api/client/projects?limit=10`, { cookie }],
      ];
      for (const [, url, headers] of targets) await load('warm-up', url, { connections: 20, duration: 1, headers });
      const measured = [];
      for (const [title, url, headers] of targets) measured.push(await load(title, url, { connections, duration, headers }));
      return { measured, token, cookie };
    };

    await cores[0].start();
    await bffs[0].start();
    const one = await phase(1);
    await Promise.all([cores[1].start(), bffs[1].start()]);
    const two = await phase(2);

    // Shared state: the session made through the proxy answers on each BFF instance directly; failed logins for one
    // address count on both core-api instances together (an address and e-mail of their own, so nothing else is held).
    const sessionOn = await Promise.all(
      ports.bff.map(async (port) => (await fetch(`http://127.0.0.1:${port}/api/client/projects?limit=1`, { headers: { cookie: two.cookie } })).status),
    );
    const throttleAddress = `203.0.113.${1 + (Date.now() % 250)}`;
    const throttled = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await fetch(`http://127.0.0.1:${ports.core[i % 2]}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': throttleAddress },
        body: JSON.stringify({ grant_type: 'password', client_id: 'web-client', client_secret: BENCH_SERVICE_ENV.OAUTH_CLIENT_SECRET, username: `nobody-${runId}@bench.localhost`, password: 'wrong-password' }),
      });
      await res.arrayBuffer();
      throttled.push(res.status);
    }
    const firstRefusal = throttled.indexOf(429);

    // Kill and restart one core-api under load: GETs through the BFFs, writes through the proxy.
    const killDuration = Math.max(duration, quick ? 8 : 20);
    let loading = true;
    const reads = load('GET through bff-client ×2 while core-api #1 is killed and restarted', `${proxyBff}/api/client/projects?limit=10`, {
      connections: Math.min(connections, 50),
      duration: killDuration,
      headers: { cookie: two.cookie },
    }).finally(() => {
      loading = false;
    });
    const writes = writeProjects(proxyCore, two.token, runId, 4, () => !loading);
    await new Promise((r) => setTimeout(r, (killDuration * 1000) / 4));
    const killedAt = Date.now();
    await cores[0].kill('SIGKILL');
    await cores[0].start();
    const restartMs = Date.now() - killedAt;
    const [readResult, writeResult] = await Promise.all([reads, writes]);

    const ids = writeResult.acknowledged.map((w) => w.id);
    const found = await db.query('SELECT count(*)::int AS n FROM projects WHERE id = ANY($1::int[])', [ids]);
    const lost = ids.length - found.rows[0].n;
    const stored = await db.query('SELECT name, count(*)::int AS n FROM projects WHERE name LIKE $1 GROUP BY name', [`scale-out ${runId} %`]);
    const doubled = stored.rows.filter((r) => r.n > 1).length;
    const unacknowledged = stored.rows.length - new Set(ids).size;

    const results = {
      cpus: os.cpus().length,
      loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100),
      connections,
      durationSeconds: duration,
      proxy: `nginx ${spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim().replace(/^nginx version: /, '')}`,
      sessions,
      throughput: [...one.measured, ...two.measured],
      scaling: {
        coreApi: Math.round((two.measured[0].requestsPerSecond / one.measured[0].requestsPerSecond) * 100) / 100,
        bffClient: Math.round((two.measured[1].requestsPerSecond / one.measured[1].requestsPerSecond) * 100) / 100,
      },
      shared: { sessionAnswersOnEachBff: sessionOn, failedLoginsBeforeRefusal: firstRefusal, loginStatuses: throttled },
      killAndRestart: {
        restartMs,
        reads: readResult,
        writes: {
          acknowledged: writeResult.acknowledged.length,
          attempts: writeResult.attempts,
          retriedWithSameKey: writeResult.retried,
          gaveUp: writeResult.gaveUp,
          lost,
          doubled,
          storedWithoutAnswer: unacknowledged,
        },
      },
    };
    console.log(`\nScale-out through ${results.proxy}: ${connections} connections, ${duration} s per load, ${results.cpus} cores, load average ${results.loadavg.join(' ')}, ${sessions} sessions`);
    console.log('(everything, the load generator included, shares this machine: read the figures as indicative)\n');
    console.table(results.throughput.map((t) => ({ target: t.target, 'req/s': t.requestsPerSecond, 'p50 ms': t.p50Ms, 'p99 ms': t.p99Ms, failed: t.failed })));
    console.log(`2 instances / 1 instance: core-api ${results.scaling.coreApi}, bff-client ${results.scaling.bffClient}`);
    console.log(
      `shared state: a session made through the proxy answers ${sessionOn.join(' and ')} on the two bff-client instances; ` +
        `failed logins alternating between the two core-api instances are refused (429) from attempt ${firstRefusal + 1}`,
    );
    const w = results.killAndRestart.writes;
    console.log(
      `core-api #1 killed (SIGKILL) and ready again after ${restartMs} ms, under load: ` +
        `${readResult.failed} of ${readResult.requests} GETs failed (target 0; p99 ${readResult.p99Ms} ms); ` +
        `writes: ${w.acknowledged} acknowledged in ${w.attempts} attempts (${w.retriedWithSameKey} retried with their Idempotency-Key, ${w.gaveUp} given up), ` +
        `${w.lost} lost, ${w.doubled} doubled (target 0 and 0)`,
    );
    const out = path.join(ROOT, 'bench/results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `scale-out${quick ? '-quick' : ''}.json`), JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2));
    return results;
  } finally {
    await proxy?.stop();
    await Promise.all([...bffs, ...cores].map((s) => s.stop()));
    await db.end();
  }
}
