// Webhook delivery (issue 17, decision 069): core-api in production mode with its pg-boss jobs, a client with an
// endpoint for order.created on a local receiver, and two loads:
//   (a) throughput: a burst of orders created in batches of 100 (one commit each, one event per order), measured from
//       the first batch's answer to the last event's arrival, in events per second;
//   (b) delay at a steady 100 events/s: ten orders per request every 100 ms (so the load is mostly the webhooks', not
//       the order wizard's), each event's delay from its commit to its arrival at the receiver, as percentiles. The commit's time is bounded by webhook_events.created_at (the
//       transaction's start, so before the commit): the figures are upper bounds of the delay.
// Runs on its own database, inkwell_bench_webhooks, made afresh each time with the demo data.
//
//   node bench/webhooks.mjs [--quick]     BENCH_WEBHOOK_EVENTS (2000; --quick 500) for (a), BENCH_WEBHOOK_SECONDS
//                                         (10; --quick 3) of 100 events/s for (b)
//
// Prints the figures and writes bench/results/webhooks.json. Target: (b) p95 ≤ 1 s.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../scripts/embedded-db.mjs';
import { ROOT, dropDatabase, startStack } from '../scripts/stack.mjs';
import { benchServer, databaseUrl } from './support/bench-postgres.mjs';
import { BENCH_SERVICE_ENV, signIn } from './support/core-session.mjs';

export const TARGET_P95_MS = 1000;
const RATE_PER_SECOND = 100;
const BATCH = 100;
/** events per request in (b) */
const STEADY_BATCH = 10;
const DEMO_PASSWORD = 'demo-password-1';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function call(coreUrl, token, method, pathAndQuery, json, expect = 200) {
  const res = await fetch(`${coreUrl}${pathAndQuery}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (res.status !== expect) throw new Error(`${method} ${pathAndQuery} answered ${res.status}, not ${expect}: ${(await res.text()).slice(0, 500)}`);
  return res.status === 204 ? null : res.json();
}

/** Records each event's arrival time by event id; answers 200 at once. */
function startReceiver() {
  const arrivals = new Map();
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const at = Date.now();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (!arrivals.has(event.id)) arrivals.set(event.id, { at, orderId: event.data.order?.id });
      res.writeHead(200).end('ok');
    });
  });
  server.keepAliveTimeout = 5000;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/hook`, arrivals, close: () => new Promise((done) => server.close(done)) })),
  );
}

async function waitForArrivals(arrivals, count, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (arrivals.size < count) {
    if (Date.now() > deadline) throw new Error(`Only ${arrivals.size} of ${count} events arrived within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function run({ serverUrl, quick = false }) {
  const burstEvents = Number(process.env.BENCH_WEBHOOK_EVENTS ?? (quick ? 500 : 2000));
  const steadySeconds = Number(process.env.BENCH_WEBHOOK_SECONDS ?? (quick ? 3 : 10));
  const url = databaseUrl(serverUrl, 'inkwell_bench_webhooks');
  await dropDatabase(url);
  const ports = { core: await freePort() };
  // Production mode, but the receiver is on this machine: private targets allowed for the bench only.
  const stack = await startStack({ databaseUrl: url, seed: true, bffs: [], quiet: true, ports, env: { ...BENCH_SERVICE_ENV, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  const receiver = await startReceiver();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const coreUrl = `http://127.0.0.1:${ports.core}`;
    const client = await signIn(coreUrl, 'client', 'prepaid@demo.test', DEMO_PASSWORD);
    const admin = await signIn(coreUrl, 'admin', 'admin@demo.test', DEMO_PASSWORD);
    const deposit = await call(coreUrl, client, 'POST', '/client/billing/deposit', { method: 'BANK', amount: '900000' }, 201);
    await call(coreUrl, admin, 'PUT', `/admin/billing/deposit/${deposit.id}/settle`, { reference: 'bench-webhooks' });
    await call(coreUrl, client, 'POST', '/client/webhooks', { url: receiver.url, events: ['order.created'] }, 201);
    const project = await call(coreUrl, client, 'POST', '/client/project', { name: 'Bench webhooks', language: 'en-GB' }, 201);
    const orders = (count, tag) => ({
      language: 'en-GB',
      level: 'good',
      type: 'OO',
      processingDays: 2,
      orders: Array.from({ length: count }, (_, i) => ({ title: `Webhook bench ${tag} ${i + 1}`, minWords: 100, maxWords: 150 })),
    });
    // Warm-up: the first delivery opens the worker's paths.
    await call(coreUrl, client, 'POST', `/client/project/${project.id}/orders`, orders(1, 'warm-up'), 201);
    await waitForArrivals(receiver.arrivals, 1, 30_000);

    // (a) a burst of batches, sent four at a time
    const before = receiver.arrivals.size;
    const batches = Math.ceil(burstEvents / BATCH);
    const burstStarted = Date.now();
    let firstCommit = null;
    for (let i = 0; i < batches; i += 4) {
      await Promise.all(
        Array.from({ length: Math.min(4, batches - i) }, (_, j) =>
          call(coreUrl, client, 'POST', `/client/project/${project.id}/orders`, orders(BATCH, `burst ${i + j}`), 201).then(() => {
            firstCommit ??= Date.now();
          }),
        ),
      );
    }
    const burstCreated = Date.now();
    await waitForArrivals(receiver.arrivals, before + batches * BATCH, 120_000);
    const lastArrival = Math.max(...[...receiver.arrivals.values()].map((a) => a.at));
    const throughput = Math.round((batches * BATCH) / ((lastArrival - firstCommit) / 1000));

    // (b) 100 events/s: ten orders per request every 100 ms, not waiting for the answers
    const steadyBefore = receiver.arrivals.size;
    const requests = (steadySeconds * RATE_PER_SECOND) / STEADY_BATCH;
    const steadyCount = requests * STEADY_BATCH;
    const started = Date.now();
    const sent = [];
    for (let i = 0; i < requests; i += 1) {
      const due = started + (i * 1000 * STEADY_BATCH) / RATE_PER_SECOND;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      sent.push(call(coreUrl, client, 'POST', `/client/project/${project.id}/orders`, orders(STEADY_BATCH, `steady ${i}`), 201));
    }
    const answers = await Promise.all(sent);
    const sendSeconds = (Date.now() - started) / 1000;
    await waitForArrivals(receiver.arrivals, steadyBefore + steadyCount, 120_000);
    const ids = answers.flatMap((a) => a.ids);
    const { rows } = await db.query(
      `SELECT e.id, (e.data->'order'->>'id')::int AS order_id, extract(epoch FROM e.created_at) * 1000 AS created_ms
         FROM webhook_events e WHERE e.type = 'order.created' AND (e.data->'order'->>'id')::int = ANY($1::int[])`,
      [ids],
    );
    const delays = rows.map((r) => receiver.arrivals.get(`evt_${r.id}`).at - Number(r.created_ms)).sort((a, b) => a - b);

    const results = {
      cpus: os.cpus().length,
      burst: { events: batches * BATCH, batchSize: BATCH, createSeconds: (burstCreated - burstStarted) / 1000, eventsPerSecond: throughput },
      steady: {
        ratePerSecond: RATE_PER_SECOND,
        events: delays.length,
        achievedRatePerSecond: Math.round(steadyCount / sendSeconds),
        p50Ms: Math.round(percentile(delays, 50)),
        p95Ms: Math.round(percentile(delays, 95)),
        p99Ms: Math.round(percentile(delays, 99)),
        maxMs: Math.round(delays.at(-1)),
      },
      targetP95Ms: TARGET_P95_MS,
    };
    console.log(`\nWebhook delivery: core-api (production mode, pg-boss workers) to a local receiver, order.created events; ${os.cpus().length} cores\n`);
    console.table([
      { load: `(a) burst of ${results.burst.events} events (batches of ${BATCH})`, figure: `${throughput} events/s delivered`, target: '' },
      {
        load: `(b) ${RATE_PER_SECOND} events/s for ${steadySeconds} s (achieved ${results.steady.achievedRatePerSecond}/s)`,
        figure: `commit → delivery p50 ${results.steady.p50Ms} ms, p95 ${results.steady.p95Ms} ms, p99 ${results.steady.p99Ms} ms, max ${results.steady.maxMs} ms`,
        target: `p95 ≤ ${TARGET_P95_MS} ms`,
      },
    ]);
    const out = path.join(ROOT, 'bench/results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `webhooks${quick ? '-quick' : ''}.json`), JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2));
    return results;
  } finally {
    await db.end();
    await receiver.close();
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
