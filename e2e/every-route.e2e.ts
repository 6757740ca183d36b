// Issue 19: every route of the three apps, as the right role with the demo data, at 1280 × 800 and at 390 × 844.
// On each page axe-core (WCAG 2.2 AA rules) is run in Chromium, the page must not scroll sideways on a phone, the
// console must stay quiet (no error, no warning), and the same page in German must show none of the English
// interface's own words. A screenshot per route and size is kept under e2e/artifacts/ for review, with a JSON report
// of every finding. A route an app's router gains without a visit here fails the suite.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { Client } from 'pg';
import { launchBrowser, newPage, stack, type Role } from './support/browser';
import { login } from './support/ui';

// The client's locale files take the order texts' key from web-kit, whose index (React views) this node suite
// cannot load: the key alone is what they need.
jest.mock('@inkwell/web-kit', () => jest.requireActual('../packages/web-kit/src/orders/order-texts-key'));

const ROOT = path.join(__dirname, '..');
const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** WCAG 2.0–2.2 A and AA rules: what the issue asks the apps to meet. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

jest.setTimeout(1_800_000);

type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

interface RouteFinding {
  app: Role;
  url: string;
  landed: string;
  violations: { id: string; impact: Impact; nodes: number; help: string; target: string }[];
  overflow: { scrollWidth: number; innerWidth: number } | null;
  /** console errors and warnings (and uncaught errors) of both visits, the German one's marked [de] */
  console: string[];
  /** the English interface words the German page showed */
  english: string[];
  /** how long the visits took, to keep the suite's time in view */
  ms: number;
}

/** The ids a visit needs, read from the demo data so the pages show real rows. */
interface DemoIds {
  clientOrder: number;
  clientProject: number;
  clientImport: number | null;
  clientGroup: number | null;
  clientBriefing: number | null;
  clientLayout: number | null;
  writer: number;
  prepaidClient: number;
  systemBriefing: number | null;
  priceList: number | null;
  emailTemplate: string | null;
  quote: number | null;
  writerOrder: number;
  sharedToken: string | null;
  invoice: number | null;
}

const ROUTERS: Record<Role, string> = {
  client: 'web-client/src/app/router.tsx',
  admin: 'web-admin/src/app/router.tsx',
  linguist: 'web-linguist/src/app/router.tsx',
};

/** The signed-in visits of each app, as templates over the demo ids; tabs count as routes of their own. */
function signedInVisits(ids: DemoIds): Record<Role, string[]> {
  const tabs = (base: string, names: string[]) => names.map((name) => `${base}/${name}`);
  // Where the demo data has no row of a kind, the page is visited at an id nobody has: its not-found state is a
  // page too, and every route of the table is audited.
  const optional = (_value: unknown, urls: string[]) => urls.map((url) => url.replace(/\/null(?=\/|$)/g, '/0'));
  return {
    client: [
      '/dashboard',
      // the deposit dialog, which the header's menu opens through the address
      '/dashboard?deposit=1',
      '/get_started',
      '/content',
      ...tabs('/content', ['search', 'orders/open', 'orders/processing', 'orders/ready', 'orders/completed', 'uploads']),
      ...optional(ids.clientImport, [`/projects/upload/${ids.clientImport}`]),
      `/project/${ids.clientProject}`,
      `/order/${ids.clientOrder}`,
      ...tabs(`/order/${ids.clientOrder}`, ['revisions', 'history', 'messages', 'checks']),
      '/orders/create',
      '/orders/copy',
      '/linguists',
      '/linguists/groups',
      ...optional(ids.clientGroup, [`/linguists/groups/${ids.clientGroup}`]),
      `/linguist/${ids.writer}`,
      ...tabs(`/linguist/${ids.writer}`, ['orders', 'notes', 'groups']),
      '/briefings',
      '/briefings/original',
      '/briefing/new',
      ...optional(ids.clientBriefing, [`/briefing/${ids.clientBriefing}`]),
      '/layouts',
      '/layouts/create',
      ...optional(ids.clientLayout, [`/layouts/${ids.clientLayout}`]),
      '/billing',
      ...tabs('/billing', ['invoices', 'positions']),
      '/messages',
      ...tabs('/messages', ['sent', 'trash', 'unread']),
      '/settings',
      ...tabs('/settings', ['billing', 'notifications', 'stopwords', 'dictionary', 'integrations', 'api']),
      '/title_and_outline_generator',
      '/title_and_outline_generator/saved',
    ],
    admin: [
      '/dashboard',
      ...tabs('/dashboard', ['orders/language', 'orders/orders']),
      `/order/${ids.clientOrder}`,
      ...tabs(`/order/${ids.clientOrder}`, ['briefing', 'layout', 'messages', 'history', 'revisions', 'checks']),
      '/orders/create',
      '/orders/copy',
      '/projects/upload',
      ...optional(ids.clientImport, [`/projects/upload/${ids.clientImport}`]),
      '/projects/orders/open',
      '/projects/search',
      `/project/${ids.clientProject}`,
      '/titles-outlines',
      '/quotes',
      ...optional(ids.quote, [`/quote/${ids.quote}`]),
      '/clients/search',
      '/client',
      `/client/${ids.prepaidClient}`,
      ...tabs(`/client/${ids.prepaidClient}`, ['layouts', 'briefings', 'linguists', 'groups', 'messages', 'balance', 'settings']),
      ...optional(ids.clientBriefing, [`/client/${ids.prepaidClient}/briefing/${ids.clientBriefing}`]),
      ...optional(ids.clientLayout, [`/client/${ids.prepaidClient}/layout/${ids.clientLayout}`]),
      '/linguists/search',
      '/linguist',
      `/linguist/${ids.writer}`,
      ...tabs(`/linguist/${ids.writer}`, ['groups', 'orders', 'notes', 'messages', 'balance', 'settings']),
      '/group',
      ...optional(ids.clientGroup, [`/group/${ids.clientGroup}`]),
      ...optional(ids.systemBriefing, [`/settings/briefing/${ids.systemBriefing}`]),
      ...optional(ids.emailTemplate, [`/settings/email-template/${ids.emailTemplate}`]),
      '/settings/pricelist/system/copywriting',
      ...optional(ids.priceList, [`/settings/pricelist/${ids.priceList}/copywriting`]),
      '/settings',
      ...tabs('/settings', ['users', 'system-pricelist', 'client-pricelists', 'languages', 'email-templates', 'briefing-templates', 'outbox']),
      '/billing/invoices',
      '/billing/credit-invoices',
      '/billing/payments-incoming',
      '/billing/payments-outgoing',
      '/billing/accounting',
      '/billing/invoice/new',
      '/billing/invoice/draft',
      ...optional(ids.invoice, [`/billing/invoice/${ids.invoice}`]),
    ],
    linguist: [
      '/dashboard',
      `/order/${ids.writerOrder}`,
      ...tabs(`/order/${ids.writerOrder}`, ['history', 'revisions', 'messages', 'checks']),
      '/orders',
      ...tabs('/orders', ['available', 'ongoing', 'pending', 'completed']),
      '/profile',
      '/settings',
      ...tabs('/settings', ['availability', 'prices', 'email', 'password', 'notification']),
      '/clients',
      `/client/${ids.prepaidClient}`,
      '/messages',
      '/billing',
    ],
  };
}

/** Pages a visitor sees without signing in. */
function guestVisits(ids: DemoIds): Record<Role, string[]> {
  // the links' pages without a token: a made-up token would be refused (400), which the console rightly reports
  const common = ['/login', '/password-reset/request', '/password-reset/update', '/registration/confirm', '/404', '/legal/client-terms'];
  return {
    client: [...common, '/registration', '/registration/success', `/shared/${ids.sharedToken ?? 'unknown-link'}`],
    admin: [...common, '/access-denied'],
    linguist: [...common, '/access-denied'],
  };
}

/** `path: '…'` of a router file, as a pattern for URLs: `:name` is one segment, `:name?` an optional one. */
function routePatterns(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return Array.from(source.matchAll(/path: '([^'*]+)'/g), (m) => m[1]);
}

function matcher(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? (segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${segment.replace(/[.]/g, '\\.')}`))
    .join('');
  return new RegExp(`^${body}/?$`);
}

/**
 * Words of the English interface that a German page never shows: each is translated in the locale files, so
 * finding one on a German page means a text bypassed them (a hard-coded string, an English name from the API).
 * Language names are left out (the demo data's own titles name languages in English), and so are words German
 * shares with English (Filter, Junior, Senior, Expert, Dashboard).
 */
const ENGLISH_UI_WORDS = [
  'Log out', 'Settings', 'Messages', 'Billing', 'Orders', 'Linguists', 'Projects', 'Search', 'Loading', 'Cancel',
  'Save', 'Delete', 'Close', 'Language', 'Previous', 'Next', 'Invoices', 'Balance', 'Available', 'Reserved',
  'Deposited', 'Created', 'Accepted', 'Canceled', 'Rejected', 'Processing', 'Ready', 'Open', 'Completed', 'Words',
  'Price', 'Title', 'Actions', 'Client', 'Deadline', 'Level', 'Rating', 'Notes', 'Groups', 'History', 'Revisions',
  'Checks', 'Profile', 'Password', 'Inbox', 'Sent', 'Trash', 'Unread', 'Welcome', 'Back', 'Filters',
  'Any', 'No elements found', 'List is empty', 'Page',
  'Technical expert', 'copywriting', 'proofreading', 'Copywriting', 'Proofreading',
];
const ENGLISH_PATTERN = new RegExp(`(?<![\\p{L}-])(${ENGLISH_UI_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}-])`, 'gu');

const SIGNED_IN: Record<Role, string> = { client: 'prepaid@demo.test', admin: 'admin@demo.test', linguist: 'writer@demo.test' };

async function demoIds(db: Client): Promise<DemoIds> {
  const one = async <T>(sql: string): Promise<T | null> => ((await db.query(sql)).rows[0]?.v as T | undefined) ?? null;
  const prepaid = "(SELECT id FROM clients WHERE email = 'prepaid@demo.test')";
  const writer = "(SELECT id FROM linguists WHERE email = 'writer@demo.test')";
  return {
    clientOrder: (await one<number>(`SELECT id AS v FROM orders WHERE client_id = ${prepaid} ORDER BY (writer_id = ${writer}) DESC NULLS LAST, id LIMIT 1`))!,
    clientProject: (await one<number>(`SELECT id AS v FROM projects WHERE client_id = ${prepaid} ORDER BY id LIMIT 1`))!,
    clientImport: await one<number>(`SELECT id AS v FROM imports WHERE client_id = ${prepaid} ORDER BY id LIMIT 1`).catch(() => null),
    clientGroup: await one<number>(`SELECT id AS v FROM linguist_groups WHERE client_id = ${prepaid} ORDER BY id LIMIT 1`).catch(() => null),
    clientBriefing: await one<number>(`SELECT id AS v FROM briefings WHERE client_id = ${prepaid} ORDER BY id LIMIT 1`).catch(() => null),
    clientLayout: await one<number>(`SELECT id AS v FROM text_layouts WHERE client_id = ${prepaid} ORDER BY id LIMIT 1`).catch(() => null),
    writer: (await one<number>(`SELECT ${writer} AS v`))!,
    prepaidClient: (await one<number>(`SELECT ${prepaid} AS v`))!,
    systemBriefing: await one<number>('SELECT id AS v FROM briefings WHERE client_id IS NULL ORDER BY id LIMIT 1').catch(() => null),
    priceList: await one<number>('SELECT id AS v FROM client_price_lists ORDER BY id LIMIT 1').catch(() => null),
    emailTemplate: await one<string>('SELECT template_id AS v FROM email_templates ORDER BY template_id LIMIT 1').catch(() => null),
    quote: await one<number>(`SELECT id AS v FROM quotes WHERE client_id = ${prepaid} ORDER BY id LIMIT 1`).catch(() => null),
    writerOrder: (await one<number>(`SELECT id AS v FROM orders WHERE writer_id = ${writer} ORDER BY id LIMIT 1`))!,
    sharedToken: null,
    // staff open any client's invoice: the demo's is the postpaid client's
    invoice: await one<number>('SELECT id AS v FROM invoices ORDER BY id LIMIT 1').catch(() => null),
  };
}

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The page is ready once nothing it asked for is still on its way (for a short quiet while: a chunk that arrives
 * may ask for data) and nothing announces itself busy (skeletons and spinners carry aria-busy). Unlike waiting for
 * the network to go idle, the live-event stream (/bff/events), which never ends, is not waited for, so a page is
 * read as soon as it has shown its data or its empty state.
 */
function readiness(page: Page): () => Promise<void> {
  // each request with the time it was sent: one still open after a few seconds is a long poll, not the page's data
  const pending = new Map<HTTPRequest, number>();
  let lastChange = Date.now();
  const endless = (request: HTTPRequest) =>
    request.resourceType() === 'eventsource' || request.url().includes('/events') || request.url().startsWith('data:');
  page.on('request', (request) => {
    if (endless(request)) return;
    pending.set(request, Date.now());
    lastChange = Date.now();
  });
  const done = (request: HTTPRequest) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + 8_000;
    while (Date.now() < deadline) {
      for (const [request, sent] of pending) if (Date.now() - sent > 4_000) pending.delete(request);
      if (pending.size > 0 || Date.now() - lastChange < 120) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        continue;
      }
      // evaluated once the page's own script is done: whatever it asked for meanwhile is counted above
      // (a redirect meanwhile destroys the context: the new page is not ready either)
      const busy = await page
        .evaluate(() => !document.querySelector('#root > *') || Boolean(document.querySelector('[aria-busy="true"]')))
        .catch(() => true);
      if (!busy && pending.size === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  };
}

/** After a resize nothing is fetched: the layout only has to settle. */
async function relayout(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

function slug(url: string): string {
  return url.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '_') || 'root';
}

/** Starts an audit's console record: errors and warnings, and what the page threw. */
function listen(page: Page, lines: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') lines.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => lines.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
}

interface Visitor {
  page: Page;
  ready: () => Promise<void>;
  lines: string[];
}

async function visitor(page: Page): Promise<Visitor> {
  const lines: string[] = [];
  listen(page, lines);
  return { page, ready: readiness(page), lines };
}

/**
 * One route: in English at 1280 px (axe, screenshot), the same page at 390 px (sideways scroll, screenshot), then
 * the page in German at 1280 px, where the whole navigation shows (no English word of the interface), resized to
 * 390 px, where the longer German words are likelier to overflow (sideways scroll again). Both visits' consoles
 * must stay quiet.
 */
async function audit({ page, ready, lines }: Visitor, app: Role, url: string): Promise<RouteFinding> {
  const started = Date.now();
  lines.length = 0;
  await page.setViewport(DESKTOP);
  await page.goto(`${stack().appUrls[app]}${url}`, { waitUntil: 'domcontentloaded' });
  await ready();
  const landed = new URL(page.url()).pathname;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    async (tags) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (await (window as any).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations.map(
        (v: { id: string; impact: string; help: string; nodes: { target: string[] }[] }) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.length,
          help: v.help,
          target: v.nodes[0]?.target.join(' ') ?? '',
        }),
      ),
    AXE_TAGS,
  );
  const dir = path.join(ARTIFACTS, app);
  await page.screenshot({ path: path.join(dir, `${slug(url)}-1280.png`) as `${string}.png` });
  await page.setViewport(PHONE);
  await relayout(page);
  const widths = [await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))];
  await page.screenshot({ path: path.join(dir, `${slug(url)}-390.png`) as `${string}.png` });
  const english = lines.splice(0);

  // the German page
  const [pathname, query = ''] = url.split('?');
  await page.setViewport(DESKTOP);
  await page.goto(`${stack().appUrls[app]}/de${pathname}${query ? `?${query}` : ''}`, { waitUntil: 'domcontentloaded' });
  await ready();
  const text = await page.evaluate(() => document.body.innerText);
  await page.setViewport(PHONE);
  await relayout(page);
  widths.push(await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })));
  const words = [...new Set(Array.from(text.matchAll(ENGLISH_PATTERN), (m) => m[1]))];
  const overflow = widths.find((width) => width.scrollWidth > width.innerWidth) ?? null;
  const quiet = [...english, ...lines.splice(0).map((line) => `[de] ${line}`)];
  return { app, url, landed, violations: result, overflow, console: quiet, english: words, ms: Date.now() - started };
}

/** Every key of a locale tree, as dotted paths. */
function keysOf(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

function localeFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...localeFiles(full));
    else if (entry.name === 'en.ts' && full.split(path.sep).includes('locales')) found.push(full);
  }
  return found;
}

/** The texts a locale file exports (its one exported object). */
function textsIn(file: string): unknown {
  if (!fs.existsSync(file)) return {};
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = require(file) as Record<string, unknown>;
  return Object.values(exported).find((value) => typeof value === 'object' && value !== null) ?? {};
}

/** Keys an app's locale files (its own and web-kit's, which every app loads) have in English and not in de, fr or it. */
function missingTranslations(app: Role): string[] {
  const files = [...localeFiles(path.join(ROOT, `web-${app}/src`)), ...localeFiles(path.join(ROOT, 'packages/web-kit/src'))];
  return files.flatMap((en) => {
    const english = keysOf(textsIn(en));
    return (['de', 'fr', 'it'] as const).flatMap((language) => {
      const present = new Set(keysOf(textsIn(path.join(path.dirname(en), `${language}.ts`))));
      return english.filter((key) => !present.has(key)).map((key) => `${path.relative(ROOT, path.dirname(en))}/${language}: ${key}`);
    });
  });
}

let browser: Browser;
let db: Client;
let ids: DemoIds;
const findings: RouteFinding[] = [];
const missing: Partial<Record<Role, string[]>> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  db = new Client({ connectionString: stack().databaseUrl });
  await db.connect();
  ids = await demoIds(db);
  for (const app of Object.keys(ROUTERS)) fs.mkdirSync(path.join(ARTIFACTS, app), { recursive: true });
});

afterAll(async () => {
  await db?.end();
  await browser?.close();
});

const APPS = Object.keys(ROUTERS) as Role[];
const findingsOf = (app: Role) => findings.filter((finding) => finding.app === app);

describe('every route of the three apps', () => {
  it('is visited by this suite: a route added to an app’s router without a visit here fails', () => {
    const unvisited: string[] = [];
    for (const app of APPS) {
      const urls = [...signedInVisits(ids)[app], ...guestVisits(ids)[app]].map((url) => url.split('?')[0]);
      // web-kit's shared pages (login, 404, …) are visited as guests above; each app's own table is held here
      const patterns = routePatterns(ROUTERS[app]);
      for (const pattern of new Set(patterns)) {
        if (!urls.some((url) => matcher(`/${pattern}`).test(url))) unvisited.push(`${app}: /${pattern}`);
      }
    }
    expect(unvisited).toEqual([]);
  });

  it.each(APPS)('%s: every page, signed in and as a guest, has nothing serious for axe, fits a phone and keeps a quiet console', async (app) => {
    const guest = await visitor(await newPage(browser));
    for (const url of guestVisits(ids)[app]) findings.push(await audit(guest, app, url));
    await guest.page.browserContext().close();

    const signedIn = await visitor(await newPage(browser));
    await login(signedIn.page, app, SIGNED_IN[app]);
    for (const url of signedInVisits(ids)[app]) findings.push(await audit(signedIn, app, url));
    await signedIn.page.browserContext().close();

    const mine = findingsOf(app);
    expect(
      mine.flatMap((f) => f.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${f.url}: ${v.impact} ${v.id} at ${v.target}`)),
    ).toEqual([]);
    expect(mine.filter((f) => f.overflow).map((f) => `${f.url}: ${f.overflow!.scrollWidth} px wide`)).toEqual([]);
    expect(mine.flatMap((f) => f.console.map((line) => `${f.url}: ${line}`))).toEqual([]);
  });

  it.each(APPS)('%s: shows no English word of its own interface on a German page', (app) => {
    const mine = findingsOf(app);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.filter((f) => f.english.length).map((f) => `${f.url}: ${f.english.join(', ')}`)).toEqual([]);
  });

  it.each(APPS)('%s: has every English text of its locale files in German, French and Italian', (app) => {
    missing[app] = missingTranslations(app);
    expect(missing[app]).toEqual([]);
  });

  afterAll(() => {
    fs.writeFileSync(path.join(ARTIFACTS, 'route-audit.json'), JSON.stringify({ findings, missingTranslations: missing }, null, 2));
    const columns = ['app', 'routes', 'critical', 'serious', 'moderate', 'minor', 'overflow 390', 'missing keys', 'console errors', 'console warnings', 'German w/ English', 'minutes'];
    const rows = APPS.map((app) => {
      const mine = findingsOf(app);
      const impacts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
      for (const f of mine) for (const v of f.violations) impacts[v.impact] += 1;
      const consoleLines = mine.flatMap((f) => f.console);
      return [
        app,
        mine.length,
        impacts.critical,
        impacts.serious,
        impacts.moderate,
        impacts.minor,
        mine.filter((f) => f.overflow).length,
        missing[app]?.length ?? '–',
        consoleLines.filter((line) => !/^(\[de\] )?warn:/.test(line)).length,
        consoleLines.filter((line) => /^(\[de\] )?warn:/.test(line)).length,
        mine.filter((f) => f.english.length).length,
        (mine.reduce((ms, f) => ms + f.ms, 0) / 60_000).toFixed(1),
      ].map(String);
    });
    const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => row[i].length)));
    const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ');
    const report = [line(columns), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)];
    const moderate = findings.flatMap((f) => f.violations.filter((v) => v.impact === 'moderate').map((v) => `  ${f.app} ${f.url}: ${v.id} (${v.nodes}) at ${v.target}`));
    report.push(`moderate violations: ${moderate.length ? '' : 'none'}`, ...moderate);
    console.log(report.join('\n'));
  });
});
