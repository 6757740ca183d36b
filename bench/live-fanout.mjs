// Live-update fan-out (issue 12, decision 035): 1,000 open /bff/events streams on one bff-client process, signed in
// through the BFF's real login, and events published the way core-api publishes them (pg_notify on the channel the
// BFF LISTENs to). Measured from just before pg_notify to the frame's arrival on each stream, on this machine:
//   (a) broadcast: one event to every user of the role (userId null; how staff hear support's mail), 1,000 receipts,
//   (b) per user: one event to each signed-in user in a burst, each reaching that user's streams only,
// and the BFF's resident memory per open stream (RSS after opening the streams minus before, over the streams).
//
//   node bench/live-fanout.mjs [--quick]
//     BENCH_LIVE_STREAMS (1000) open streams; BENCH_LIVE_SESSIONS (100) distinct clients signed in through
//     POST /bff/auth/login, the streams spread evenly over them (1000 sessions: one stream each, slower to sign in);
//     BENCH_LIVE_ROUNDS (20; --quick 5) events of each kind.
//
// Prints p50/p95/max per kind and the memory figures; writes bench/results/live-fanout.json. Target: p95 ≤ 200 ms.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../scripts/embedded-db.mjs';
import { ROOT, startStack } from '../scripts/stack.mjs';
import { benchServer } from './support/bench-postgres.mjs';
import { BENCH_SERVICE_ENV } from './support/core-session.mjs';
import { rssOf } from './support/process-stats.mjs';
import { BENCH_PASSWORD, ensureScaleData } from './scale-data.mjs';

export const TARGET_P95_MS = 200;
const CHANNEL = 'inkwell_events';
const RECEIPT_TIMEOUT_MS = 10_000;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round1 = (ms) => Math.round(ms * 10) / 10;

function summary(latencies, expected) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    receipts: sorted.length,
    expected,
    p50Ms: round1(percentile(sorted, 50)),
    p95Ms: round1(percentile(sorted, 95)),
    maxMs: round1(sorted.at(-1)),
  };
}

async function login(bffUrl, email) {
  const res = await fetch(`${bffUrl}/bff/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`BFF login of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

async function inBatches(items, size, work) {
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/** One EventSource-like reader: calls `onData(data, at)` with each frame's data and the arrival time. */
function openStream(bffUrl, cookie, onData) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${bffUrl}/bff/events`, { agent: false, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      let buffer = '';
      let ready = false;
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          // the id-only first frame: the BFF has subscribed this stream
          if (!ready && block.startsWith('id:')) {
            ready = true;
            resolve({ close: () => req.destroy() });
          }
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) onData(data.slice(6), at);
        }
      });
    });
    req.on('error', reject);
  });
}

/**
 * @param {{ databaseUrl: string }} scale what ensureScaleData answered (its clients sign in with BENCH_PASSWORD)
 */
export async function run(scale, { quick = false } = {}) {
  const streamCount = Number(process.env.BENCH_LIVE_STREAMS ?? 1000);
  const sessionCount = Math.min(streamCount, Number(process.env.BENCH_LIVE_SESSIONS ?? 100));
  const rounds = Number(process.env.BENCH_LIVE_ROUNDS ?? (quick ? 5 : 20));
  const ports = { core: await freePort(), client: await freePort() };
  const stack = await startStack({ databaseUrl: scale.databaseUrl, seed: false, bffs: ['client'], redisUrl: process.env.REDIS_URL, ports, quiet: true, env: BENCH_SERVICE_ENV });
  const db = new pg.Client({ connectionString: scale.databaseUrl });
  await db.connect();
  const streams = [];
  try {
    const bffUrl = `http://127.0.0.1:${ports.client}`;
    const bffPid = stack.children.find((child) => child.spawnargs.some((arg) => arg.includes('bff-client'))).pid;
    const { rows: clients } = await db.query("SELECT id, email FROM clients WHERE status = 'ACTIVE' ORDER BY id LIMIT $1", [sessionCount]);
    if (clients.length < sessionCount) throw new Error(`only ${clients.length} active clients to sign in`);

    const signInStarted = performance.now();
    const sessions = await inBatches(clients, 8, async (client) => ({ ...client, cookie: await login(bffUrl, client.email) }));
    const signInSeconds = (performance.now() - signInStarted) / 1000;

    // What each stream waits for: the time each event was published, by the value it carries.
    const published = new Map();
    const latencies = { broadcast: [], perUser: [] };
    let receipts = 0;
    const onData = (data, at) => {
      const event = JSON.parse(data);
      const sent = published.get(event.unread);
      if (!sent) return;
      latencies[sent.kind].push(at - sent.at);
      receipts += 1;
    };

    // A warm BFF before measuring: its heap and the session store have served the logins already.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssBefore = rssOf(bffPid);
    const openStarted = performance.now();
    const plan = Array.from({ length: streamCount }, (_, i) => sessions[i % sessions.length]);
    streams.push(...(await inBatches(plan, 50, (session) => openStream(bffUrl, session.cookie, onData))));
    const openSeconds = (performance.now() - openStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfter = rssOf(bffPid);

    const envelope = (userId, unread) => JSON.stringify({ to: { role: 'client', userId }, event: { type: 'message.unread', unread } });
    /** One statement, so every notification of a burst leaves at the same commit and shares one start time. */
    const publish = async (kind, events) => {
      const at = performance.now();
      for (const { unread } of events) published.set(unread, { kind, at });
      await db.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [CHANNEL, events.map((e) => envelope(e.userId, e.unread))]);
    };
    const waitForReceipts = async (count) => {
      const until = performance.now() + RECEIPT_TIMEOUT_MS;
      while (receipts < count && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
    };

    let value = 1;
    let expected = 0;
    for (let round = 0; round < rounds; round += 1) {
      expected += streamCount;
      await publish('broadcast', [{ userId: null, unread: value++ }]);
      await waitForReceipts(expected);
    }
    const broadcastExpected = expected;
    for (let round = 0; round < rounds; round += 1) {
      // every user's event leaves in one burst; each user's streams hear only their own
      expected += streamCount;
      await publish('perUser', sessions.map((session) => ({ userId: session.id, unread: value++ })));
      await waitForReceipts(expected);
    }

    const results = {
      cpus: os.cpus().length,
      sessionStore: process.env.REDIS_URL ? 'Redis' : 'PostgreSQL',
      streams: streamCount,
      sessions: sessionCount,
      signedInThrough: 'POST /bff/auth/login (the real BFF login, core-api password grant)',
      signInSeconds: round1(signInSeconds),
      openSeconds: round1(openSeconds),
      rounds,
      broadcast: summary(latencies.broadcast, broadcastExpected),
      perUser: summary(latencies.perUser, expected - broadcastExpected),
      bffRssBeforeBytes: rssBefore,
      bffRssAfterBytes: rssAfter,
      bytesPerStream: rssBefore !== null && rssAfter !== null ? Math.round((rssAfter - rssBefore) / streamCount) : null,
      targetP95Ms: TARGET_P95_MS,
    };
    const mb = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
    console.log(
      `\nLive fan-out: ${streamCount} streams on one bff-client over ${sessionCount} sessions signed in through the BFF (${results.signInSeconds} s), ` +
        `opened in ${results.openSeconds} s; ${rounds} events of each kind; ${os.cpus().length} cores, streams read on the same machine\n`,
    );
    console.table(
      [
        ['(a) one event to every user of the role', results.broadcast],
        ['(b) one event per user, in a burst', results.perUser],
      ].map(([kind, s]) => ({ kind, receipts: `${s.receipts}/${s.expected}`, 'p50 ms': s.p50Ms, 'p95 ms': s.p95Ms, 'max ms': s.maxMs })),
    );
    console.log(
      `bff-client RSS ${mb(rssBefore)} → ${mb(rssAfter)}: ${results.bytesPerStream === null ? 'n/a' : `${(results.bytesPerStream / 1024).toFixed(1)} KB`} per open stream ` +
        `(target: fan-out p95 ≤ ${TARGET_P95_MS} ms; (a) p95 ${results.broadcast.p95Ms} ms)`,
    );
    const out = path.join(ROOT, 'bench/results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `live-fanout${quick ? '-quick' : ''}.json`), JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2));
    return results;
  } finally {
    for (const stream of streams) stream.close();
    await db.end();
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
