// Frontend weight (issue 6, benchmark 4): per app, the JS and CSS a browser must load before the first
// screen (the entry script, its modulepreloads and stylesheets from dist/index.html), gzip-compressed,
// and the largest chunks. Run after `npm run build`; prints a table and writes bench/results/frontend-weight.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['web-client', 'web-admin', 'web-linguist'];
/** the target the figures are judged against (issue 6) */
const INITIAL_JS_BUDGET_KB = 150;

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function initialAssets(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = new Set();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) refs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g)) refs.add(m[1]);
  return [...refs].map((ref) => path.join(dist, ref.replace(/^\//, '')));
}

export function measureApp(app) {
  const dist = path.join(ROOT, app, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${app} is not built: run \`npm run build\` first`);
  const initial = initialAssets(dist);
  const sum = (files, ext) => files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipSize(f), 0);
  const assets = fs.readdirSync(path.join(dist, 'assets')).map((name) => path.join(dist, 'assets', name));
  const chunks = assets
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: path.basename(f), gzipKb: kb(gzipSize(f)), initial: initial.includes(f) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  const initialJsKb = kb(sum(initial, '.js'));
  return {
    app,
    initialJsKb,
    initialCssKb: kb(sum(initial, '.css')),
    totalJsKb: kb(sum(assets, '.js')),
    chunkCount: chunks.length,
    largestChunks: chunks.slice(0, 5),
    withinBudget: initialJsKb <= INITIAL_JS_BUDGET_KB,
  };
}

export function run() {
  const results = APPS.map(measureApp);
  console.log(`\nFrontend weight (gzip, KB; budget for initial JS: ${INITIAL_JS_BUDGET_KB} KB)\n`);
  console.table(
    results.map((r) => ({ app: r.app, 'initial JS': r.initialJsKb, 'initial CSS': r.initialCssKb, 'all JS': r.totalJsKb, chunks: r.chunkCount, 'within budget': r.withinBudget })),
  );
  for (const r of results) {
    console.log(`${r.app} largest chunks: ${r.largestChunks.map((c) => `${c.file} ${c.gzipKb} KB${c.initial ? ' (initial)' : ''}`).join(', ')}`);
  }
  const out = path.join(ROOT, 'bench/results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'frontend-weight.json'), JSON.stringify({ measuredAt: new Date().toISOString(), budgetKb: INITIAL_JS_BUDGET_KB, results }, null, 2));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) run();
