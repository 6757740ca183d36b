// `npm test`: every test of every workspace, then the end-to-end suite in headless Chromium.
// Uses DATABASE_URL / REDIS_URL when set; otherwise jest's global set-up starts an embedded PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';
import chromium from '../e2e/support/chromium.cjs';

const { findChromium } = chromium;

const resultsDir = path.join(ROOT, '.data/test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const jestBin = path.join(ROOT, 'node_modules/jest/bin/jest.js');
const extraArgs = process.argv.slice(2);

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  console.log(`  ${title}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return status === 0;
}

function counts(file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), skipped: r.numPendingTests };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

const unitFile = path.join(resultsDir, 'unit.json');
const e2eFile = path.join(resultsDir, 'e2e.json');
fs.rmSync(unitFile, { force: true });
fs.rmSync(e2eFile, { force: true });

let ok = step('unit, integration and component tests', process.execPath, [jestBin, '--maxWorkers=2', '--json', `--outputFile=${unitFile}`, ...extraArgs]);
const total = counts(unitFile);

// Scripts written as plain ESM (.mjs) are tested with Node's own runner: the docs scripts and the lint rules.
const nodeTests = spawnSync(process.execPath, ['--test', '--test-reporter=tap', 'docs/scripts/', 'eslint/'], { cwd: ROOT, encoding: 'utf8' });
const tapCount = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(nodeTests.stdout)?.[1] ?? 0);
console.log(`\n▶ node --test (docs scripts, lint rules): ${tapCount('pass')} passed, ${tapCount('fail')} failed`);
if (nodeTests.status !== 0) {
  console.log(nodeTests.stdout, nodeTests.stderr);
  ok = false;
}
total.passed += tapCount('pass');
total.failed += tapCount('fail');

const chromiumPath = findChromium();
if (!chromiumPath) {
  const message = 'No Chromium found (looked at CHROME_PATH, /usr/bin/chromium, /usr/bin/chromium-browser). Install it with `apt-get install -y chromium` to run the end-to-end suite.';
  if (process.env.CI) {
    console.error(`\n✖ ${message}`);
    ok = false;
  } else {
    console.warn(`\n⚠ End-to-end suite not run. ${message}`);
  }
} else if (ok || process.env.E2E_ALWAYS) {
  ok = step('build (apps, BFFs, core-api)', 'npm', ['run', 'build', '--silent']) && ok;
  if (ok) {
    ok = step(`end-to-end tests (${chromiumPath})`, process.execPath, [jestBin, '-c', 'e2e/jest.config.js', '--runInBand', '--json', `--outputFile=${e2eFile}`]) && ok;
    const e2e = counts(e2eFile);
    total.passed += e2e.passed;
    total.failed += e2e.failed;
    total.skipped += e2e.skipped;
  }
}

console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(ok && total.failed === 0 ? 0 : 1);
