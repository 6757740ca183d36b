// `npm run build-docs -w @inkwell/docs`: the static docs site in docs/dist/: the API reference rendered by Redocly
// from core-api's OpenAPI document (printed by core-api/dist/openapi-cli.js, no database), the partner guides of
// docs/pages/guides and the operating pages of docs/pages. The document is linted with Redocly's recommended rules
// first (an error fails the build), and the build checks its own output.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml, externaliseScripts, layout, markdownTitle, renderMarkdown, renderSidebar } from './render.mjs';

const DOCS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES_DIR = path.join(DOCS_DIR, 'pages');
const GUIDES_DIR = path.join(PAGES_DIR, 'guides');
const OUT_DIR = path.join(DOCS_DIR, 'dist');
const OPENAPI_CLI = path.resolve(DOCS_DIR, '../core-api/dist/openapi-cli.js');
const REDOCLY_CONFIG = path.join(DOCS_DIR, 'redocly.yaml');
const API_TEMPLATE = path.join(DOCS_DIR, 'templates/api-reference.hbs');
const REDOC_BUNDLE = 'redoc.standalone.js';
/** Reading order of the pages; a page not named here follows, alphabetically. */
const PAGE_ORDER = ['running', 'configuration', 'architecture', 'deployment'];
const GUIDE_ORDER = ['getting-a-key', 'first-order', 'errors', 'pagination', 'rate-limits', 'idempotency', 'webhooks'];

function fail(message) {
  console.error(`build-docs: ${message}`);
  process.exit(1);
}

/** The Redocly CLI of this install (hoisted to the root's node_modules by npm workspaces, or the docs' own). */
export function redoclyCli() {
  for (const base of [path.join(DOCS_DIR, 'node_modules'), path.join(DOCS_DIR, '../node_modules')]) {
    const cli = path.join(base, '@redocly/cli/bin/cli.js');
    if (fs.existsSync(cli)) return { cli, bundle: path.join(base, '@redocly/cli/lib/chunks', REDOC_BUNDLE) };
  }
  return fail('@redocly/cli is not installed: run `npm ci`.');
}

function redocly(args) {
  const { cli } = redoclyCli();
  // The CLI would otherwise ask the network for updates and send telemetry: the build runs offline.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  return spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
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

/** Redocly's recommended rules on the document; its errors fail the build, its warnings are printed. */
export function lintOpenApi(file) {
  const result = redocly(['lint', file, `--config=${REDOCLY_CONFIG}`, '--format=summary']);
  const output = `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => !/[║╔╚]/.test(line)).join('\n').trim();
  return { ok: result.status === 0, output };
}

function loadMarkdown(dir, order) {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.md')) : [];
  const rank = (name) => (order.includes(name) ? order.indexOf(name) : order.length);
  return files
    .map((f) => {
      const name = f.replace(/\.md$/, '');
      const markdown = fs.readFileSync(path.join(dir, f), 'utf8');
      return { name, file: `${name}.html`, title: markdownTitle(markdown, name), markdown };
    })
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

function indexBody(guides, pages, document) {
  const operations = Object.values(document.paths).reduce((count, methods) => count + Object.keys(methods).length, 0);
  const list = (items) => `<ul>${items.map((p) => `<li><a href="${p.file}">${escapeHtml(p.title)}</a></li>`).join('')}</ul>`;
  return `<h1>Inkwell documentation</h1>
<p>Inkwell is a marketplace where clients order written content from freelance linguists and admins run the back office.
These pages are for partners who call its API and for the people who run it.</p>
<h2>Partner API</h2>
<ul>
<li><a href="api.html">API reference</a>: ${operations} operations of core-api, each with an example request and answer.</li>
<li><a href="openapi.json">openapi.json</a>: the same as OpenAPI ${escapeHtml(document.openapi)}, for code generators and API clients.</li>
</ul>
${list(guides)}
<h2>Operating Inkwell</h2>
${list(pages)}`;
}

/** Every relative link of every page finds its file and anchor; the reference's scripts are all there. */
function verify(site, files) {
  const problems = [];
  const anchors = new Map([...site].map(([file, html]) => [file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]))]));
  for (const [file, html] of site) {
    if (file === 'api.html') continue;
    for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
      if (/^[a-z]+:/i.test(href)) continue;
      const [target, hash] = href.split('#');
      const targetFile = target || file;
      if (files.has(targetFile)) continue;
      if (!anchors.has(targetFile)) problems.push(`${file} links to missing ${targetFile}`);
      else if (hash && !anchors.get(targetFile).has(hash)) problems.push(`${file} links to missing anchor ${targetFile}#${hash}`);
    }
  }
  const api = site.get('api.html') ?? '';
  if (/<script(?![^>]*\ssrc=)[^>]*>\s*\S/.test(api)) problems.push('api.html still has an inline script');
  if (/https:\/\/cdn\./.test(api)) problems.push('api.html loads a script from a CDN');
  for (const [, src] of api.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) if (!files.has(src)) problems.push(`api.html loads missing ${src}`);
  return problems;
}

function build() {
  const document = loadOpenApiDocument();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-docs-'));
  try {
    const openApiFile = path.join(work, 'openapi.json');
    fs.writeFileSync(openApiFile, `${JSON.stringify(document, null, 2)}\n`);
    const lint = lintOpenApi(openApiFile);
    console.log(lint.output.split('\n').filter((line) => /error|warning|valid/i.test(line)).join('\n'));
    if (!lint.ok) fail(`the OpenAPI document has errors under Redocly's recommended rules:\n${lint.output}`);

    const reference = redocly(['build-docs', openApiFile, '-o', path.join(work, 'api.html'), `--template=${API_TEMPLATE}`, '--title=API reference']);
    if (reference.status !== 0) fail(`redocly build-docs exited with ${reference.status}:\n${reference.stderr}`);
    const { page, scripts } = externaliseScripts(fs.readFileSync(path.join(work, 'api.html'), 'utf8'), { prefix: 'api', redocBundle: REDOC_BUNDLE });

    const guides = loadMarkdown(GUIDES_DIR, GUIDE_ORDER);
    const pages = loadMarkdown(PAGES_DIR, PAGE_ORDER);
    const sidebar = (current) => renderSidebar({ guides, pages, current });
    /** file name → HTML, written only after it passed verification */
    const site = new Map();
    site.set('index.html', layout({ title: 'Overview', sidebar: sidebar('index.html'), body: indexBody(guides, pages, document) }));
    for (const page of [...guides, ...pages]) site.set(page.file, layout({ title: page.title, sidebar: sidebar(page.file), body: renderMarkdown(page.markdown) }));
    site.set('api.html', page);
    const files = new Set(['openapi.json', 'docs.css', REDOC_BUNDLE, ...scripts.map((script) => script.file)]);

    const problems = verify(site, files);
    if (problems.length) fail(`the site is incomplete:\n  ${problems.join('\n  ')}`);

    fs.rmSync(OUT_DIR, { recursive: true, force: true });
    fs.mkdirSync(OUT_DIR, { recursive: true });
    for (const [file, html] of site) fs.writeFileSync(path.join(OUT_DIR, file), html);
    for (const script of scripts) fs.writeFileSync(path.join(OUT_DIR, script.file), script.content);
    // Redoc's "powered by" logo is an image on Redocly's CDN: the docs make no third-party request (and the policy
    // would refuse it), so the image is left empty and Redoc hides it.
    const bundle = fs.readFileSync(redoclyCli().bundle, 'utf8').replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, 'data:,');
    fs.writeFileSync(path.join(OUT_DIR, REDOC_BUNDLE), bundle);
    fs.copyFileSync(path.join(DOCS_DIR, 'assets/docs.css'), path.join(OUT_DIR, 'docs.css'));
    fs.copyFileSync(openApiFile, path.join(OUT_DIR, 'openapi.json'));
    console.log(`build-docs: ${site.size} pages, the API reference and openapi.json in ${path.relative(process.cwd(), OUT_DIR) || '.'}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) build();
