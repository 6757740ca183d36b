// Lighthouse (issue 19): performance, accessibility and best practices of each app's login page and dashboard,
// as a user on a desktop meets them, in the system Chromium. Runs the built apps through their BFFs in production
// mode against the demo data (on its own database, inkwell_bench_lighthouse, made afresh each run). Targets:
// performance ≥ 95, accessibility 100, best practices ≥ 95 — read, not asserted. Writes bench/results/lighthouse.json,
// and each page's full report to bench/results/lighthouse/<app>-<page>.json.
// Also issue 18's first screen: the JavaScript Chromium transfers before each app's login form can be used, as served
// (brotli) and with the browser offering gzip only, the encoding its 150 KB budget is written in.
//
//   node bench/lighthouse.mjs        (after `npm run build`; `npm run bench` runs it too)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { freePort } from '../scripts/embedded-db.mjs';
import { ROOT, dropDatabase, startStack } from '../scripts/stack.mjs';
import { benchServer, databaseUrl } from './support/bench-postgres.mjs';
import { BENCH_SERVICE_ENV } from './support/core-session.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM_ARGS, findChromium } = require('../e2e/support/chromium.cjs');

export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 };
/** Issue 18: the JavaScript transferred before the login form is usable, gzip-compressed. */
export const LOGIN_JS_BUDGET_KB = 150;
const CATEGORIES = Object.keys(TARGETS);
const DEMO_PASSWORD = 'demo-password-1';
const SIGN_IN = { client: 'prepaid@demo.test', admin: 'admin@demo.test', linguist: 'writer@demo.test' };

async function signIn(page, appUrl, email) {
  await page.goto(`${appUrl}/login`, { waitUntil: 'networkidle2' });
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await Promise.all([page.waitForFunction("location.pathname === '/dashboard'", { timeout: 30_000 }), page.keyboard.press('Enter')]);
}

const REPORTS = path.join(ROOT, 'bench/results/lighthouse');
/** In the page: the login form has its fields and its button, none disabled. */
const LOGIN_FORM_USABLE = `['input[type="email"]', 'input[type="password"]', 'button[type="submit"]'].every((field) => document.querySelector('form ' + field + ':enabled'))`;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The scripts an empty cache downloads until `appUrl`'s login form can be used (its e-mail field, password field and
 * submit button on the page), counted by what Chromium received for each: body and headers, compressed as the BFF
 * sent them. `acceptEncoding` narrows what the browser offers ('gzip' for the budget's own terms). Scripts requested
 * after the form came up are counted apart, as they do not hold the form back.
 */
async function loginScripts(browser, appUrl, acceptEncoding) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (acceptEncoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
    const scripts = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, type, request }) => {
      if (type === 'Script') scripts.set(requestId, { url: request.url, encoding: null, bytes: null });
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const script = scripts.get(requestId);
      const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
      if (script) script.encoding = encoding ?? 'none';
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.bytes = encodedDataLength;
    });
    await page.goto(`${appUrl}/login`);
    await page.waitForFunction(LOGIN_FORM_USABLE, { timeout: 30_000, polling: 'mutation' });
    const beforeForm = new Set(scripts.keys());
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
    const rows = [...scripts].map(([id, s]) => ({ ...s, beforeForm: beforeForm.has(id) }));
    const unfinished = rows.filter((s) => s.bytes === null);
    if (unfinished.length) throw new Error(`${appUrl}/login: no size for ${unfinished.map((s) => s.url).join(', ')}`);
    const sum = (list) => list.reduce((total, s) => total + s.bytes, 0);
    return {
      kb: kb(sum(rows.filter((s) => s.beforeForm))),
      files: rows.filter((s) => s.beforeForm).length,
      laterKb: kb(sum(rows.filter((s) => !s.beforeForm))),
      encodings: [...new Set(rows.map((s) => s.encoding))],
    };
  } finally {
    await context.close();
  }
}

/** The machine's 1-minute load average when a page was measured: other work on the cores lengthens every task. */
const loadAverage = () => Math.round(os.loadavg()[0] * 100) / 100;

async function audit(browser, page, url, name) {
  const { port } = new URL(browser.wsEndpoint());
  const run = () => lighthouse(url, { port: Number(port), output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, desktopConfig, page);
  let result = await run();
  // a trace that lost its navigation start (NO_NAVSTART, seen now and then on a busy machine) is measured again once
  if (result.lhr.runtimeError) result = await run();
  // the whole report, for its opportunities and diagnostics (open it in the Lighthouse viewer or read its JSON)
  fs.mkdirSync(REPORTS, { recursive: true });
  fs.writeFileSync(path.join(REPORTS, `${name}.json`), JSON.stringify(result.lhr));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]));
  // each failing check with the first element it names, so the table's reader knows where to look
  const failing = Object.values(result.lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => `${a.id}${a.details?.items?.[0]?.node?.snippet ? ` (${a.details.items[0].node.snippet.slice(0, 120)})` : ''}`);
  const error = result.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : null;
  return { ...scores, failing, error };
}

export async function run({ serverUrl }) {
  const url = databaseUrl(serverUrl, 'inkwell_bench_lighthouse');
  await dropDatabase(url);
  const ports = { core: await freePort(), client: await freePort(), admin: await freePort(), linguist: await freePort() };
  const stack = await startStack({ databaseUrl: url, seed: true, quiet: true, ports, redisUrl: process.env.REDIS_URL, env: BENCH_SERVICE_ENV });
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  const rows = [];
  const loginJs = [];
  try {
    for (const role of ['client', 'admin', 'linguist']) {
      const appUrl = stack.appUrls[role];
      const served = await loginScripts(browser, appUrl);
      const gzip = await loginScripts(browser, appUrl, 'gzip');
      loginJs.push({ app: role, files: served.files, servedKb: served.kb, servedEncodings: served.encodings, gzipKb: gzip.kb, gzipEncodings: gzip.encodings, laterKb: served.laterKb, withinBudget: gzip.kb <= LOGIN_JS_BUDGET_KB });
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      rows.push({ app: role, page: 'login', load: loadAverage(), ...(await audit(browser, page, `${appUrl}/login`, `${role}-login`)) });
      await signIn(page, appUrl, SIGN_IN[role]);
      rows.push({ app: role, page: 'dashboard', load: loadAverage(), ...(await audit(browser, page, `${appUrl}/dashboard`, `${role}-dashboard`)) });
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  console.log(`\nLighthouse, desktop (targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']})\n`);
  console.table(
    rows.map(({ app, page, performance, accessibility, 'best-practices': bestPractices, load }) => ({ app, page, performance, accessibility, 'best-practices': bestPractices, 'load (1 min)': load })),
  );
  console.log(`Cores: ${os.availableParallelism()}. Performance, mostly its Total Blocking Time, falls as the machine's load rises: read it beside the load.`);
  console.log(`\nJavaScript transferred before the login form is usable (KB, headers included; budget ${LOGIN_JS_BUDGET_KB} KB gzip)\n`);
  console.table(
    loginJs.map((r) => ({ app: r.app, files: r.files, 'as served': r.servedKb, encoding: r.servedEncodings.join('/'), gzip: r.gzipKb, 'within budget (gzip)': r.withinBudget, 'after the form': r.laterKb })),
  );
  for (const row of rows) {
    if (row.error) console.log(`${row.app} ${row.page}: Lighthouse could not measure: ${row.error}`);
    if (row.failing.length) console.log(`${row.app} ${row.page}: failing audits ${row.failing.join(', ')}`);
  }
  const out = path.join(ROOT, 'bench/results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'lighthouse.json'), JSON.stringify({ measuredAt: new Date().toISOString(), cores: os.availableParallelism(), targets: TARGETS, rows, loginJsBudgetKb: LOGIN_JS_BUDGET_KB, loginJs }, null, 2));
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await benchServer();
  try {
    await run({ serverUrl: server.serverUrl });
  } finally {
    await server.stop();
  }
}
