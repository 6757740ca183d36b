// `npm run check:architecture`: the import graph and the table owners hold (issue 10, decision 026).
// 1. dependency-cruiser's rules (.dependency-cruiser.cjs): no import cycle outside migrations, other core
//    modules only through their face, plumbing in core-api/src/shared uses no module.
// 2. No two core modules depend on each other, even without a file-level cycle: the modules form a DAG.
// 3. Every table has one owner module (docs/pages/modules.md); only the owner writes it, and another module
//    reads it only where the map lists that module as a reader (list statements that join in one query).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULES_DIR = 'core-api/src/modules';
const OWNERSHIP_DOC = 'docs/pages/modules.md';
const problems = [];

const isTestCode = (file) => /\.test\.tsx?$/.test(file) || /\/testing\//.test(file) || /\.fixtures\.ts$/.test(file);
const moduleOf = (file) => new RegExp(`^${MODULES_DIR}/([^/]+)/`).exec(file)?.[1] ?? null;

// 1 + 2: the import graph
const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs'));
process.chdir(ROOT);
const { output } = await cruise(['core-api/src', 'packages', 'ui-kit/src', 'web-client/src', 'web-admin/src', 'web-linguist/src', 'bff-client/src', 'bff-admin/src', 'bff-linguist/src'], {
  ...config.options,
  validate: true,
  ruleSet: { forbidden: config.forbidden },
});
for (const violation of output.summary.violations) {
  const via = violation.cycle ? ` (cycle: ${violation.cycle.map((step) => step.name ?? step).join(' → ')})` : '';
  problems.push(`${violation.rule.name}: ${violation.from} → ${violation.to}${via}`);
}

const moduleEdges = new Map();
for (const file of output.modules) {
  const from = moduleOf(file.source);
  if (!from || isTestCode(file.source)) continue;
  for (const dependency of file.dependencies) {
    const to = moduleOf(dependency.resolved);
    if (!to || to === from) continue;
    if (!moduleEdges.has(from)) moduleEdges.set(from, new Map());
    moduleEdges.get(from).set(to, `${file.source} → ${dependency.resolved}`);
  }
}
for (const [from, targets] of moduleEdges) {
  for (const [to, example] of targets) {
    const back = moduleEdges.get(to)?.get(from);
    if (back && from < to) problems.push(`modules ${from} and ${to} import each other: ${example}; ${back}`);
  }
}
// A longer module cycle (a → b → c → a) is a cycle too: depth-first search for a back edge.
const state = new Map();
function visit(module, trail) {
  state.set(module, 'open');
  for (const next of moduleEdges.get(module)?.keys() ?? []) {
    if (state.get(next) === 'open') {
      const cycle = [...trail.slice(trail.indexOf(next)), next];
      if (cycle.length > 3) problems.push(`module cycle: ${cycle.join(' → ')}`);
    } else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(module, 'done');
}
for (const module of moduleEdges.keys()) if (!state.has(module)) visit(module, [module]);

// 3: the table owners
const owners = new Map();
const readers = new Map();
const doc = fs.readFileSync(path.join(ROOT, OWNERSHIP_DOC), 'utf8');
for (const line of doc.split('\n')) {
  const cells = line.split('|').map((cell) => cell.trim());
  if (cells.length < 5 || !/^`[a-z_]+`/.test(cells[1])) continue;
  const tables = [...cells[1].matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
  const owner = /`?([a-z-]+)`?/.exec(cells[2])?.[1];
  const readBy = [...cells[3].matchAll(/`([a-z-]+)`/g)].map((m) => m[1]);
  for (const table of tables) {
    owners.set(table, owner);
    readers.set(table, new Set(readBy));
  }
}
const migrationsDir = path.join(ROOT, 'core-api/src/db/migrations');
const created = new Set();
for (const file of fs.readdirSync(migrationsDir)) {
  const text = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
  for (const m of text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/g)) created.add(m[1]);
  for (const m of text.matchAll(/\['([a-z_]+)', [a-zA-Z]+Names\]/g)) created.add(m[1]);
}
for (const table of created) if (!owners.has(table)) problems.push(`table ${table} has no owner in ${OWNERSHIP_DOC}`);
for (const table of owners.keys()) if (!created.has(table)) problems.push(`${OWNERSHIP_DOC} names ${table}, which no migration creates`);

const WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE)\s+"?([a-z_]+)"?/gi;
const READ = /\b(?:FROM|JOIN)\s+"?([a-z_]+)"?/gi;
function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}
for (const full of walk(path.join(ROOT, MODULES_DIR))) {
  const file = path.relative(ROOT, full).split(path.sep).join('/');
  const module = moduleOf(file);
  if (!module || isTestCode(file)) continue;
  // Only SQL: template and string literals, not comments or prose.
  const sql = [...fs.readFileSync(full, 'utf8').matchAll(/`[^`]*`|'(?:[^'\\\n]|\\.)*'/g)].map((m) => m[0]).join('\n');
  for (const m of sql.matchAll(WRITE)) {
    const table = m[1].toLowerCase();
    if (owners.has(table) && owners.get(table) !== module) problems.push(`${file} writes ${table}, owned by ${owners.get(table)}: call its face`);
  }
  for (const m of sql.matchAll(READ)) {
    const table = m[1].toLowerCase();
    if (!owners.has(table) || owners.get(table) === module) continue;
    if (!readers.get(table).has(module)) problems.push(`${file} reads ${table}, owned by ${owners.get(table)}, and ${OWNERSHIP_DOC} does not list ${module} as its reader`);
  }
}

const modules = [...new Set([...moduleEdges.keys(), ...[...moduleEdges.values()].flatMap((t) => [...t.keys()])])].sort();
console.log(`${output.summary.totalCruised} files, ${output.summary.totalDependenciesCruised} imports; ${modules.length} core modules; ${owners.size} tables with an owner`);
for (const module of modules) console.log(`  ${module} → ${[...(moduleEdges.get(module)?.keys() ?? [])].sort().join(', ') || '(nothing)'}`);
if (problems.length) {
  console.error(`\n✖ ${problems.length} architecture problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('✔ no cycle, no two modules importing each other, every table written only by its owner');
