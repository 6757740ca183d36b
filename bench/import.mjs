// Bulk import (issue 13, decision 038): a 10,000-row .xlsx uploaded to core-api over real HTTP by the prepaid demo
// client, with a real bearer token from core-api's password grant, measured in two steps:
//   (a) parse + preview: POST /client/import?projectId=N until its 201 answer (every row checked with the wizard's
//       rules and priced; the spreadsheet read in a worker thread of its own),
//   (b) creation: PUT /client/import/{id}/accept until GET /client/import/{id} says FINISHED with every order
//       created (the pg-boss job's chunks, each reserving the client's money per order),
// and core-api's resident memory (/proc/<pid>/status) before the upload, after the preview and after the creation.
// Runs on its own database, inkwell_bench_import, made afresh each time with the demo data, so the scale data stays
// as loaded. The client's balance is topped up through the product too: a bank deposit that staff settle.
//
//   node bench/import.mjs [--quick]     BENCH_IMPORT_ROWS (10000; --quick 1000) rows
//
// Prints the figures and writes bench/results/import.json. Targets: (a) ≤ 10 s, (b) ≤ 60 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePort } from '../scripts/embedded-db.mjs';
import { ROOT, dropDatabase, startStack } from '../scripts/stack.mjs';
import { benchServer, databaseUrl } from './support/bench-postgres.mjs';
import { BENCH_SERVICE_ENV, signIn } from './support/core-session.mjs';
import { rssOf } from './support/process-stats.mjs';

export const TARGET_PREVIEW_SECONDS = 10;
export const TARGET_CREATION_SECONDS = 60;
const DEMO_PASSWORD = 'demo-password-1';
const CREATION_TIMEOUT_MS = 10 * 60 * 1000;

// core-api's own SheetJS, the library the product writes its template with
const XLSX = createRequire(path.join(ROOT, 'core-api/package.json'))('xlsx');

const seconds = (ms) => Math.round(ms / 100) / 10;
const mb = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

async function call(coreUrl, token, method, pathAndQuery, { json, body, expect = 200 } = {}) {
  const res = await fetch(`${coreUrl}${pathAndQuery}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? body : JSON.stringify(json),
  });
  if (res.status !== expect) throw new Error(`${method} ${pathAndQuery} answered ${res.status}, not ${expect}: ${(await res.text()).slice(0, 500)}`);
  return res;
}

/** The template's own header and example row, the example repeated with a numbered title and varied words. */
async function importSheet(coreUrl, token, rows) {
  const template = Buffer.from(await (await call(coreUrl, token, 'GET', '/client/imports/template?version=1')).arrayBuffer());
  const book = XLSX.read(template, { type: 'buffer' });
  const [header, example] = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
  const column = (name) => header.findIndex((h) => String(h).toLowerCase().replace(/[^a-z]/g, '') === name);
  const [title, minWords, maxWords] = [column('title'), column('wordsmin'), column('wordsmax')];
  if ([title, minWords, maxWords].includes(-1)) throw new Error(`The template's header lacks title or words: ${header.join(', ')}`);
  const data = Array.from({ length: rows }, (_, i) => {
    const row = [...example];
    row[title] = `Bench text ${i + 1}: the trails of the Alps in every season`;
    row[minWords] = 100 + (i % 50);
    row[maxWords] = 150 + (i % 50);
    return row;
  });
  const sheet = XLSX.utils.aoa_to_sheet([header, ...data]);
  const out = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(out, sheet, 'Orders');
  const language = example[column('language')];
  return { file: XLSX.write(out, { type: 'buffer', bookType: 'xlsx', compression: true }), language };
}

export async function run({ serverUrl, quick = false }) {
  const rows = Number(process.env.BENCH_IMPORT_ROWS ?? (quick ? 1_000 : 10_000));
  const url = databaseUrl(serverUrl, 'inkwell_bench_import');
  await dropDatabase(url);
  const ports = { core: await freePort() };
  const stack = await startStack({ databaseUrl: url, seed: true, bffs: [], quiet: true, ports, env: BENCH_SERVICE_ENV });
  try {
    const coreUrl = `http://127.0.0.1:${ports.core}`;
    const corePid = stack.children.find((child) => child.spawnargs.some((arg) => arg.includes('core-api'))).pid;
    const client = await signIn(coreUrl, 'client', 'prepaid@demo.test', DEMO_PASSWORD);
    const admin = await signIn(coreUrl, 'admin', 'admin@demo.test', DEMO_PASSWORD);

    // Enough money for every row's maximum price: a bank transfer, settled by staff.
    const deposit = await (await call(coreUrl, client, 'POST', '/client/billing/deposit', { json: { method: 'BANK', amount: '900000' }, expect: 201 })).json();
    await call(coreUrl, admin, 'PUT', `/admin/billing/deposit/${deposit.id}/settle`, { json: { reference: 'bench-import' } });
    const { file, language } = await importSheet(coreUrl, client, rows);
    const project = await (await call(coreUrl, client, 'POST', '/client/project', { json: { name: `Bench import ${rows}`, language }, expect: 201 })).json();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssBefore = rssOf(corePid);

    const form = new FormData();
    form.append('file', new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), `bench-${rows}.xlsx`);
    const uploadStarted = performance.now();
    const preview = await (await call(coreUrl, client, 'POST', `/client/import?projectId=${project.id}`, { body: form, expect: 201 })).json();
    const previewMs = performance.now() - uploadStarted;
    const rssAfterPreview = rssOf(corePid);
    if (preview.rowStats.total !== rows || preview.rowStats.failed !== 0) throw new Error(`The preview did not pass every row: ${JSON.stringify(preview.rowStats)}`);
    if (preview.preview.balance && !preview.preview.balance.covers) throw new Error(`The deposit does not cover the import: ${JSON.stringify(preview.preview.balance)}`);

    const acceptStarted = performance.now();
    await call(coreUrl, client, 'PUT', `/client/import/${preview.id}/accept`);
    let detail;
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      detail = await (await call(coreUrl, client, 'GET', `/client/import/${preview.id}?limit=1`)).json();
      if (performance.now() - acceptStarted > CREATION_TIMEOUT_MS) throw new Error(`Not finished after ${CREATION_TIMEOUT_MS / 1000} s: ${JSON.stringify(detail.rowStats)}`);
    } while (detail.status !== 'FINISHED');
    const creationMs = performance.now() - acceptStarted;
    const rssAfterCreation = rssOf(corePid);
    if (detail.rowStats.created !== rows) throw new Error(`Only ${detail.rowStats.created} of ${rows} orders were created: ${JSON.stringify(detail.rowStats)}`);

    const results = {
      cpus: os.cpus().length,
      rows,
      fileBytes: file.length,
      previewSeconds: seconds(previewMs),
      creationSeconds: seconds(creationMs),
      ordersPerSecond: Math.round(rows / (creationMs / 1000)),
      coreRssBeforeBytes: rssBefore,
      coreRssAfterPreviewBytes: rssAfterPreview,
      coreRssAfterCreationBytes: rssAfterCreation,
      targetPreviewSeconds: TARGET_PREVIEW_SECONDS,
      targetCreationSeconds: TARGET_CREATION_SECONDS,
    };
    console.log(`\nBulk import: ${rows.toLocaleString('en')} rows in a ${(file.length / 1024).toFixed(0)} KB .xlsx, uploaded by a prepaid client over HTTP; ${os.cpus().length} cores\n`);
    console.table([
      { step: '(a) upload → parse + preview (201)', seconds: results.previewSeconds, target: `≤ ${TARGET_PREVIEW_SECONDS} s` },
      { step: '(b) accept → every order created (FINISHED)', seconds: results.creationSeconds, target: `≤ ${TARGET_CREATION_SECONDS} s` },
    ]);
    console.log(`core-api RSS ${mb(rssBefore)} before the upload → ${mb(rssAfterPreview)} after the preview → ${mb(rssAfterCreation)} after the creation (${results.ordersPerSecond} orders/s)`);
    const out = path.join(ROOT, 'bench/results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `import${quick ? '-quick' : ''}.json`), JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2));
    return results;
  } finally {
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
