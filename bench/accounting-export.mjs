// Accounting exports at scale (issue 16, decision 064): a ledger of 1,000,000 entries (500,000 deposits of 10,000
// clients and payouts of 5,000 linguists in one month) exported over real HTTP by staff with invoice access:
//   (a) the DATEV Buchungsstapel of the month (GET /admin/billing/accounting/datev), every entry booked,
//   (b) the trial balance of the month as CSV (GET /admin/billing/accounting/balance/export),
// each timed to its last byte, with core-api's peak resident memory sampled every 20 ms while it streams.
// Runs on its own database, inkwell_bench_accounting, made afresh each time (the ledger rows are written with SQL:
// the bench measures the export, not the postings).
//
//   node bench/accounting-export.mjs [--quick]     BENCH_LEDGER_ENTRIES (1000000; --quick 20000) entries
//
// Prints the figures and writes bench/results/accounting-export.json. Target: memory flat in the number of entries.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import { freePort } from '../scripts/embedded-db.mjs';
import { ROOT, dropDatabase, startStack } from '../scripts/stack.mjs';
import { benchServer, databaseUrl } from './support/bench-postgres.mjs';
import { BENCH_SERVICE_ENV, signIn } from './support/core-session.mjs';
import { rssOf } from './support/process-stats.mjs';

const CLIENTS = 10_000;
const LINGUISTS = 5_000;
const ADMIN_EMAIL = 'accounting@bench.inkwell.test';
const ADMIN_PASSWORD = 'bench-password-1';
/** core-api's V8 heap during the bench, in MB: the DATEV file of a million entries is about 45 MB on its own. */
const HEAP_LIMIT_MB = 96;

const seconds = (ms) => Math.round(ms / 100) / 10;
const mb = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** core-api's own password hash, so the bench admin signs in like any other. */
function passwordHash(password) {
  const { hashPassword } = createRequire(import.meta.url)(path.join(ROOT, 'core-api/dist/modules/auth/password.js'));
  return hashPassword(password);
}

/** Half the transactions are client deposits from bank clearing, half linguist payouts to it: two entries each. */
async function writeLedger(url, entries) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const transactions = Math.floor(entries / 2);
    await db.query('BEGIN');
    await db.query(`INSERT INTO ledger_accounts (key, currency, owner_type, owner_id, non_negative, balance)
                    VALUES ('bank:clearing', 'EUR', NULL, NULL, false, 0)`);
    await db.query(`INSERT INTO ledger_accounts (key, currency, owner_type, owner_id, non_negative, balance)
                    SELECT 'client:' || i || ':available', 'EUR', 'client', i, true, 0 FROM generate_series(1, $1) i`, [CLIENTS]);
    await db.query(`INSERT INTO ledger_accounts (key, currency, owner_type, owner_id, non_negative, balance)
                    SELECT 'linguist:' || i || ':payable', 'EUR', 'linguist', i, false, 0 FROM generate_series(1, $1) i`, [LINGUISTS]);
    // Transaction i: a deposit when odd, a payout when even; spread evenly over January 2026.
    await db.query(
      `INSERT INTO ledger_transactions (id, kind, reference, created_at)
       SELECT i, CASE WHEN i % 2 = 1 THEN 'deposit' ELSE 'payout' END, CASE WHEN i % 2 = 1 THEN 'deposit:' ELSE 'payout:' END || i,
              timestamptz '2026-01-01 00:00:00+00' + (i::float8 / $1) * interval '31 days' - interval '1 second'
         FROM generate_series(1, $1) i`,
      [transactions],
    );
    await db.query(`SELECT setval(pg_get_serial_sequence('ledger_transactions', 'id'), $1)`, [transactions]);
    const amount = '(1000 + (t.id % 9000))';
    await db.query(
      `INSERT INTO ledger_entries (transaction_id, account_id, amount, currency, created_at)
       SELECT t.id, a.id, CASE WHEN t.kind = 'deposit' THEN -${amount} ELSE ${amount} END, 'EUR', t.created_at
         FROM ledger_transactions t JOIN ledger_accounts a ON a.key = 'bank:clearing'
       UNION ALL
       SELECT t.id, a.id, CASE WHEN t.kind = 'deposit' THEN ${amount} ELSE -${amount} END, 'EUR', t.created_at
         FROM ledger_transactions t
         JOIN ledger_accounts a ON a.key = CASE WHEN t.kind = 'deposit' THEN 'client:' || (t.id % $1 + 1) || ':available'
                                                ELSE 'linguist:' || (t.id % $2 + 1) || ':payable' END`,
      [CLIENTS, LINGUISTS],
    );
    await db.query(`UPDATE ledger_accounts a SET balance = s.total FROM (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s WHERE s.account_id = a.id`);
    await db.query(`INSERT INTO admins (email, password_hash, status, first_name, last_name, faktura_access) VALUES ($1, $2, 'ACTIVE', 'Bench', 'Accountant', true)`, [
      ADMIN_EMAIL,
      await passwordHash(ADMIN_PASSWORD),
    ]);
    await db.query('COMMIT');
    await db.query('ANALYZE');
    const { rows } = await db.query('SELECT count(*)::int AS n FROM ledger_entries');
    return rows[0].n;
  } finally {
    await db.end();
  }
}

/** Reads an export to its end, counting bytes and lines, while sampling core-api's memory. */
async function measure(coreUrl, token, pathAndQuery, corePid) {
  let peak = rssOf(corePid) ?? 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(corePid) ?? 0);
  }, 20);
  const started = performance.now();
  try {
    const res = await fetch(`${coreUrl}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${pathAndQuery} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    let bytes = 0;
    let lines = 0;
    let firstByteMs = null;
    for await (const chunk of res.body) {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    return { ms: performance.now() - started, firstByteMs, bytes, lines, peakRss: peak };
  } finally {
    clearInterval(sampler);
  }
}

export async function run({ serverUrl, quick = false }) {
  const entries = Number(process.env.BENCH_LEDGER_ENTRIES ?? (quick ? 20_000 : 1_000_000));
  const url = databaseUrl(serverUrl, 'inkwell_bench_accounting');
  await dropDatabase(url);
  const ports = { core: await freePort() };
  // A heap far smaller than the file: the export must stream, or core-api runs out of memory and the bench fails.
  const env = { ...BENCH_SERVICE_ENV, NODE_OPTIONS: `--max-old-space-size=${HEAP_LIMIT_MB}` };
  const stack = await startStack({ databaseUrl: url, seed: false, bffs: [], quiet: true, ports, env });
  try {
    const coreUrl = `http://127.0.0.1:${ports.core}`;
    const corePid = stack.children.find((child) => child.spawnargs.some((arg) => arg.includes('core-api'))).pid;
    const loadStarted = performance.now();
    const written = await writeLedger(url, entries);
    const loadMs = performance.now() - loadStarted;
    const token = await signIn(coreUrl, 'admin', ADMIN_EMAIL, ADMIN_PASSWORD);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssIdle = rssOf(corePid);

    const period = 'from=2026-01-01&to=2026-01-31';
    const datev = await measure(coreUrl, token, `/admin/billing/accounting/datev?${period}`, corePid);
    const balance = await measure(coreUrl, token, `/admin/billing/accounting/balance/export?${period}&format=csv`, corePid);
    // Two header lines in the DATEV file, one in the CSV; every transaction is one booking.
    if (datev.lines - 2 !== Math.floor(written / 2)) throw new Error(`The DATEV file has ${datev.lines - 2} bookings for ${written / 2} transactions`);

    const results = {
      cpus: os.cpus().length,
      ledgerEntries: written,
      loadSeconds: seconds(loadMs),
      coreRssIdleBytes: rssIdle,
      coreHeapLimitMb: HEAP_LIMIT_MB,
      datev: { seconds: seconds(datev.ms), firstByteMs: Math.round(datev.firstByteMs ?? 0), bytes: datev.bytes, bookings: datev.lines - 2, peakRssBytes: datev.peakRss },
      trialBalanceCsv: { seconds: seconds(balance.ms), bytes: balance.bytes, accounts: balance.lines - 1, peakRssBytes: balance.peakRss },
    };
    console.log(`\nAccounting exports: ${written.toLocaleString('en')} ledger entries in one month (written in ${results.loadSeconds} s); ${os.cpus().length} cores\n`);
    console.table([
      { export: '(a) DATEV Buchungsstapel', seconds: results.datev.seconds, 'first byte ms': results.datev.firstByteMs, MB: (datev.bytes / 1024 / 1024).toFixed(1), rows: results.datev.bookings, 'core-api peak RSS': mb(datev.peakRss) },
      { export: '(b) trial balance CSV', seconds: results.trialBalanceCsv.seconds, 'first byte ms': Math.round(balance.firstByteMs ?? 0), MB: (balance.bytes / 1024 / 1024).toFixed(1), rows: results.trialBalanceCsv.accounts, 'core-api peak RSS': mb(balance.peakRss) },
    ]);
    console.log(`core-api RSS ${mb(rssIdle)} idle before the exports; its V8 heap limited to ${HEAP_LIMIT_MB} MB throughout`);
    const out = path.join(ROOT, 'bench/results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `accounting-export${quick ? '-quick' : ''}.json`), JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2));
    return results;
  } finally {
    await stack.stop();
    await dropDatabase(url);
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
