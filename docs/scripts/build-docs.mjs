// `npm run build-docs -w @inkwell/docs`: the static docs site in docs/dist/ — operator pages from docs/pages/*.md
// and the API reference from core-api's OpenAPI document (printed by core-api/dist/openapi-cli.js, no database).
// The build checks its own output and exits non-zero when an operation or a link went missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml, layout, markdownTitle, operationAnchor, operationIds, renderApiReference, renderMarkdown, renderSidebar } from './render.mjs';

const DOCS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES_DIR = path.join(DOCS_DIR, 'pages');
const OUT_DIR = path.join(DOCS_DIR, 'dist');
const OPENAPI_CLI = path.resolve(DOCS_DIR, '../core-api/dist/openapi-cli.js');
/** Reading order of the operator pages; a page not named here follows, alphabetically. */
const PAGE_ORDER = ['running', 'configuration', 'architecture', 'deployment'];

function fail(message) {
  console.error(`build-docs: ${message}`);
  process.exit(1);
}

function loadOpenApiDocument() {
  if (!fs.existsSync(OPENAPI_CLI)) {
    fail(`core-api is not built (${path.relative(process.cwd(), OPENAPI_CLI)} is missing). Run \`npm run build\` (or \`npm run build -w @inkwell/core-api\`) first.`);
  }
  const result = spawnSync(process.execPath, [OPENAPI_CLI], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) fail(`core-api/dist/openapi-cli.js exited with ${result.status}:\n${result.stderr}`);
  try {
    return JSON.parse(result.stdout);
  } catch (err) {
    return fail(`core-api/dist/openapi-cli.js did not print JSON (${err.message})`);
  }
}

function loadPages() {
  const files = fs.readdirSync(PAGES_DIR).filter((f) => f.endsWith('.md'));
  const rank = (name) => (PAGE_ORDER.includes(name) ? PAGE_ORDER.indexOf(name) : PAGE_ORDER.length);
  return files
    .map((f) => {
      const name = f.replace(/\.md$/, '');
      const markdown = fs.readFileSync(path.join(PAGES_DIR, f), 'utf8');
      return { name, file: `${name}.html`, title: markdownTitle(markdown, name), markdown };
    })
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

function indexBody(pages, document) {
  const operations = operationIds(document).length;
  return `<h1>Inkwell documentation</h1>
<p>Inkwell is a marketplace where clients order written content from freelance linguists and admins run the back office.
These pages are for the people who run it and for partners who call its API.</p>
<h2>Operating Inkwell</h2>
<ul>${pages.map((p) => `<li><a href="${p.file}">${escapeHtml(p.title)}</a></li>`).join('')}</ul>
<h2>API</h2>
<ul>
<li><a href="api.html">API reference</a>: ${operations} operations of core-api, grouped by tag.</li>
<li><a href="openapi.json">openapi.json</a>: the same as OpenAPI ${document.openapi}, for code generators and API clients.</li>
</ul>`;
}

/** Every operation has its anchor and every relative link of every page finds its file and anchor. */
function verify(site, document) {
  const problems = [];
  const api = site.get('api.html') ?? '';
  for (const id of operationIds(document)) {
    if (!api.includes(`id="${operationAnchor(id)}"`)) problems.push(`api.html lacks operation ${id}`);
  }
  const anchors = new Map([...site].map(([file, html]) => [file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]))]));
  for (const [file, html] of site) {
    for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
      if (/^[a-z]+:/i.test(href)) continue;
      const [target, hash] = href.split('#');
      const targetFile = target || file;
      if (targetFile === 'openapi.json') continue;
      if (!anchors.has(targetFile)) problems.push(`${file} links to missing ${targetFile}`);
      else if (hash && !anchors.get(targetFile).has(hash)) problems.push(`${file} links to missing anchor ${targetFile}#${hash}`);
    }
  }
  return problems;
}

const document = loadOpenApiDocument();
const pages = loadPages();
const { body: apiBody, sidebarTags } = renderApiReference(document);
const sidebar = (current, apiTags) => renderSidebar({ pages, current, apiTags });

/** file name → HTML, written only after it passed verification */
const site = new Map();
site.set('index.html', layout({ title: 'Overview', sidebar: sidebar('index.html'), body: indexBody(pages, document) }));
for (const page of pages) {
  site.set(page.file, layout({ title: page.title, sidebar: sidebar(page.file), body: renderMarkdown(page.markdown) }));
}
site.set('api.html', layout({ title: 'API reference', sidebar: sidebar('api.html', sidebarTags), body: apiBody }));

const problems = verify(site, document);
if (problems.length) fail(`the site is incomplete:\n  ${problems.join('\n  ')}`);

fs.rmSync(OUT_DIR, { recursive: true, force: true });
fs.mkdirSync(OUT_DIR, { recursive: true });
for (const [file, html] of site) fs.writeFileSync(path.join(OUT_DIR, file), html);
fs.writeFileSync(path.join(OUT_DIR, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
console.log(`build-docs: ${site.size} pages and openapi.json (${operationIds(document).length} operations) in ${path.relative(process.cwd(), OUT_DIR) || '.'}`);
