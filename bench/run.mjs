// `npm run bench`: builds the product, then runs every benchmark in bench/ and prints its figures:
//   1. frontend weight (initial JS and CSS per app),
//   2. scale data (loaded once into inkwell_bench_scale, re-used while its counts hold; --fresh reloads it),
//   3. query latency of every list call on the scale data,
//   4. API throughput (bare and same-SQL baselines, core-api, bff-client) at 50 and 200 connections on the scale data,
//   5. live-update fan-out: 1,000 open /bff/events streams on one bff-client, pg_notify to receipt, memory per stream,
//   6. scale-out: 1 vs 2 instances of core-api and bff-client behind nginx, one core-api killed under load (on its own
//      database, inkwell_bench_scale_out, made afresh each run),
//   7. bulk import: a 10,000-row .xlsx uploaded and previewed, then accepted until every order exists, core-api's memory
//      (on its own database, inkwell_bench_import, made afresh each run).
//   8. webhook delivery: events/s from commit to a local receiver, and the commit-to-delivery delay at 100 events/s
//      (on its own database, inkwell_bench_webhooks, made afresh each run).
//   9. API-key authentication: what a call with a client's API key costs over the same call with a session token
//      (on its own database, inkwell_bench_api_keys, made afresh each run).
//  10. accounting exports: the DATEV bookings and the trial balance of a month of 1,000,000 ledger entries, streamed
//      by core-api with its heap capped at 96 MB: time and peak RSS (on its own database, inkwell_bench_accounting).
//  11. Lighthouse: performance, accessibility and best practices of each app's login page and dashboard (desktop), in
//      the system Chromium through the BFFs (on its own database, inkwell_bench_lighthouse, made afresh each run).
// Each benchmark writes JSON to bench/results/. Figures are read against issue 6's targets; no benchmark is
// a pass/fail test. Uses DATABASE_URL / REDIS_URL when set; otherwise an embedded PostgreSQL in
// .data/bench-postgres and PostgreSQL-backed BFF sessions.
//
//   npm run bench                 the full run (loading the scale data the first time takes minutes)
//   npm run bench -- --quick      a smoke run: 2 % of the data, 20 calls per list, 3 s of load per target
//   npm run bench -- --fresh      reload the scale data first
//   npm run bench -- --profile    also profile core-api under load (--cpu-prof) and print its top 10 frames by self time
//   npm run bench -- --scale-out  only the scale-out benchmark: 1 vs 2 instances of core-api and bff-client behind
//                                 nginx, and one core-api killed and restarted under load (bench/scale-out.mjs)
import { spawnSync } from 'node:child_process';
import { run as frontendWeight } from './frontend-weight.mjs';
import { run as queryLatency } from './query-latency.mjs';
import { run as apiThroughput } from './api-throughput.mjs';
import { run as liveFanout } from './live-fanout.mjs';
import { run as bulkImport } from './import.mjs';
import { run as scaleOut } from './scale-out.mjs';
import { run as webhookDelivery } from './webhooks.mjs';
import { run as apiKeyAuth } from './api-key-auth.mjs';
import { run as accountingExport } from './accounting-export.mjs';
import { run as lighthouseScores } from './lighthouse.mjs';
import { databaseSize, ensureScaleData, printScaleData, writeScaleResults } from './scale-data.mjs';
import { benchServer } from './support/bench-postgres.mjs';

const quick = process.argv.includes('--quick');
const fresh = process.argv.includes('--fresh');
const onlyScaleOut = process.argv.includes('--scale-out');
const profile = process.argv.includes('--profile');

const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
if (!onlyScaleOut) frontendWeight();

const server = await benchServer();
try {
  if (onlyScaleOut) await scaleOut({ serverUrl: server.serverUrl, quick });
  else {
    const scale = await ensureScaleData({ serverUrl: server.serverUrl, quick, fresh });
    scale.sizeBytes = await databaseSize(scale.databaseUrl);
    printScaleData(scale);
    writeScaleResults(scale, quick);
    await queryLatency(scale, { quick });
    await apiThroughput(scale, { quick, profile });
    await scaleOut({ serverUrl: server.serverUrl, quick });
    await liveFanout(scale, { quick });
    await bulkImport({ serverUrl: server.serverUrl, quick });
    await webhookDelivery({ serverUrl: server.serverUrl, quick });
    await apiKeyAuth({ serverUrl: server.serverUrl, quick });
    await accountingExport({ serverUrl: server.serverUrl, quick });
    await lighthouseScores({ serverUrl: server.serverUrl });
  }
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await server.stop();
}
