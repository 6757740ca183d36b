// Issue 6.1: every route of core-api × every kind of caller, with tenant A's ids in the path. A 2xx that
// reads or changes A's data for anyone but A (or an admin on an admin route) fails the suite.
import type { Client } from 'pg';
import type { ErrorBody } from '@inkwell/contracts';
import { Cast, type Actor } from './support/accounts';
import { repairBody, validBody, validQuery, withQuery } from './support/bodies';
import { changedTables, connect, listTables, tenantFingerprint, type Table, type Tenant } from './support/database';
import { anyAddress, httpClient, isServerError, type Answer, type HttpClient } from './support/http';
import { ParamFiller, type Binding } from './support/params';
import { allows, fillPath, isWrite, loadRoutes, type Route } from './support/registry';
import { count, histogram, print, table, tally } from './support/report';
import { freshDatabase, startCoreApi, stop, type Service } from './support/services';
import { startStripeStandIn, type StripeStandIn } from './support/stripe';
import { ownerFor, seedWorld, type World } from './support/tenants';

jest.setTimeout(240_000);

interface Caller {
  name: string;
  actor?: Actor;
}

interface Violation {
  route: string;
  caller: string;
  binding: string;
  status: number;
  why: string;
}

let core: Service;
let stripe: StripeStandIn;
let http: HttpClient;
let db: Client;
let cast: Cast;
let world: World;
let routes: Route[];
let tables: Table[];
let filler: ParamFiller;
/** API keys with every scope (decision 066): B's must never reach A's data, A's must read it like A */
let keyA: Actor;
let keyB: Actor;

beforeAll(async () => {
  const databaseUrl = await freshDatabase('matrix');
  stripe = await startStripeStandIn();
  core = await startCoreApi({ databaseUrl, env: stripe.env });
  http = httpClient(core.url);
  routes = await loadRoutes(http);
  cast = await Cast.open(databaseUrl, http);
  world = await seedWorld(http, cast, routes);
  db = await connect(databaseUrl);
  tables = await listTables(db);
  filler = await ParamFiller.load(db, tables, tenantOf(world), world.ordersA, world.foreignIdsA, world.importsA);
  keyA = await apiKeyOf(world.clientA);
  keyB = await apiKeyOf(world.clientB);
});

/** A key of the client with every scope, as an actor whose token is the key's secret (sent as a bearer token). */
async function apiKeyOf(client: Actor): Promise<Actor> {
  const answer = await http({ method: 'POST', path: '/client/api-keys', token: client.token, json: { name: 'matrix', scopes: ['read', 'orders:write', 'billing:read'] } });
  const secret = (answer.body as { secret?: string } | undefined)?.secret;
  if (answer.status !== 201 || !secret) throw new Error(`creating an API key answered ${answer.status}: ${answer.text}`);
  return { ...client, token: secret };
}

/** What a refused owner read said, for the list of routes the owner could not read. */
function refusal(answer: Answer): string {
  return `${answer.status} ${((answer.body as ErrorBody | undefined)?.message ?? answer.text).slice(0, 120)}`;
}

afterAll(async () => {
  await cast?.close();
  await db?.end();
  await stop(core);
  await stripe?.close();
});

function tenantOf(w: World): Tenant {
  return { clientId: w.clientA.id, linguistId: w.linguistA.id };
}

const is2xx = (status: number) => status >= 200 && status < 300;

const bodies = new Map<string, unknown>();

/**
 * Sends the route's minimal valid body; a 400 naming fields the schema could not express is repaired and
 * sent again (validation runs before any ownership check, so an attacker's 400 tells nothing about A).
 */
async function request(route: Route, binding: Binding, actor: Actor | undefined): Promise<Answer> {
  const path = withQuery(fillPath(route, binding.values), validQuery(route));
  let body = bodies.has(route.key) ? bodies.get(route.key) : validBody(route);
  for (let attempt = 0; ; attempt += 1) {
    const answer = await http({ method: route.method, path, token: actor?.token, json: body, from: anyAddress() });
    const repaired = answer.status === 400 && attempt < 3 ? repairBody(route, body, (answer.body as ErrorBody | undefined)?.error) : undefined;
    if (repaired === undefined) return answer;
    body = repaired;
    bodies.set(route.key, body);
  }
}

describe('object-level authorisation matrix', () => {
  it('lets nobody but the owner (and admins on admin routes) read or change tenant A’s data through any route', async () => {
    const callers: Caller[] = [
      { name: 'anonymous' },
      { name: 'client B', actor: world.clientB },
      { name: 'linguist B', actor: world.linguistB },
      { name: 'admin', actor: world.admin },
      { name: 'client B’s API key', actor: keyB },
    ];
    const violations: Violation[] = [];
    const statuses = new Map<string, Map<string, number>>(); // tag → caller → histogram key
    const cell = (tag: string, caller: string) => `${tag}\u0000${caller}`;
    let requests = 0;
    let skippedWrites = 0;
    const ownerReads = { tried: 0, succeeded: 0, showedMarker: new Set<string>() };
    /** per route the owner read: whether any of its bindings answered the owner 2xx, else what the last one said */
    const ownerRoutes = new Map<string, { ok: boolean; refusal: string }>();
    const keyReads = { tried: 0, succeeded: 0, refused: [] as string[] };
    /** client B on the client's import routes with A's imports (issue 13: "a foreign client's import answers 404") */
    const foreignImports: { route: string; binding: string; status: number }[] = [];
    let before = await tenantFingerprint(db, tables, tenantOf(world));

    for (const route of routes) {
      const tag = route.tags[0] ?? 'untagged';
      for (const binding of filler.bindings(route)) {
        // The owner reading its own data must see A's marker, or the detector would prove nothing.
        const owner = ownerFor(world, route);
        if (!isWrite(route) && owner && binding.boundTo.length) {
          const answer = await request(route, binding, owner);
          requests += 1;
          ownerReads.tried += 1;
          if (is2xx(answer.status)) ownerReads.succeeded += 1;
          if (answer.text.includes(world.marker)) binding.boundTo.forEach((t) => ownerReads.showedMarker.add(t));
          const seen = ownerRoutes.get(route.key);
          ownerRoutes.set(route.key, { ok: Boolean(seen?.ok) || is2xx(answer.status), refusal: is2xx(answer.status) ? (seen?.refusal ?? '') : refusal(answer) });
          // A's own key reads what A reads (the owner's answer 2xx): a key's scopes must not hide A's own data.
          if (owner === world.clientA && route.apiKeyScopes && is2xx(answer.status)) {
            const withKey = await request(route, binding, keyA);
            requests += 1;
            keyReads.tried += 1;
            if (is2xx(withKey.status)) keyReads.succeeded += 1;
            else keyReads.refused.push(`${route.key} [${binding.label}] ${refusal(withKey)}`);
          }
          // A's reads may note A's own rows (a key's last use): what A did is not a change by the next caller.
          before = await tenantFingerprint(db, tables, tenantOf(world));
        }

        for (const caller of callers) {
          const histogramOf = statuses.get(cell(tag, caller.name)) ?? new Map<string, number>();
          statuses.set(cell(tag, caller.name), histogramOf);
          const entitled = caller.actor?.role === 'admin' && allows(route, 'admin');
          // Admins act on every tenant's data by design; their writes here would only wreck the fixture.
          if (entitled && isWrite(route)) {
            skippedWrites += 1;
            tally(histogramOf, 'own');
            continue;
          }
          const answer = await request(route, binding, caller.actor);
          requests += 1;
          tally(histogramOf, entitled ? `own${answer.status}` : answer.status);
          if (caller.name === 'client B' && route.path.startsWith('/client/') && binding.boundTo.includes('imports')) {
            foreignImports.push({ route: route.key, binding: binding.label, status: answer.status });
          }
          const after = await tenantFingerprint(db, tables, tenantOf(world));
          const changed = changedTables(before, after);
          before = after;
          const record = (why: string) =>
            violations.push({ route: route.key, caller: caller.name, binding: binding.label || JSON.stringify(binding.values), status: answer.status, why });
          if (isServerError(answer)) record(`server error: ${answer.text.slice(0, 200)}`);
          if (entitled) continue;
          if (changed.length) record(`changed A's rows in ${changed.join(', ')}`);
          if (is2xx(answer.status) && binding.boundTo.length) record(`answered ${answer.status} for A's ${binding.boundTo.join(' and ')}`);
          else if (is2xx(answer.status) && answer.text.includes(world.marker)) record("answer holds A's marker");
        }
      }
    }

    const tags = [...new Set(routes.map((r) => r.tags[0] ?? 'untagged'))];
    const rows = [['tag', 'routes', ...callers.map((c) => c.name)]];
    for (const tag of tags) {
      const n = routes.filter((r) => (r.tags[0] ?? 'untagged') === tag).length;
      rows.push([tag, String(n), ...callers.map((c) => histogram(statuses.get(cell(tag, c.name)) ?? new Map()))]);
    }
    print(`\nAuthorisation matrix: ${routes.length} routes × ${callers.length} callers = ${count(routes.length * callers.length)} cells, ${count(requests)} requests`);
    print(`(routes naming an order run once per each of A's ${world.ordersA.length} orders, an import once per each of A's ${world.importsA.length} imports; "own" = an admin on an admin route, writes not sent: ${skippedWrites})`);
    print(table(rows));
    print(`owner reads: ${ownerReads.succeeded} of ${ownerReads.tried} answered 2xx; A's marker seen through ${[...ownerReads.showedMarker].sort().join(', ')}`);
    const unread = [...ownerRoutes].filter(([, r]) => !r.ok);
    print(`routes the owner read: ${ownerRoutes.size - unread.length} of ${ownerRoutes.size} answered the owner 2xx for at least one of A's objects`);
    for (const [route, r] of unread) print(`  owner refused: ${route} → ${r.refusal}`);
    print(`A's API key: ${keyReads.succeeded} of ${keyReads.tried} of the owner's successful reads answered 2xx${keyReads.refused.length ? `; refused: ${keyReads.refused.slice(0, 10).join('; ')}` : ''}`);
    if (filler.unresolved.size) print(`path parameters naming no table (filled with an id nobody has): ${[...filler.unresolved].join('; ')}`);
    print(`client B on A's imports: ${foreignImports.map((i) => `${i.route} [${i.binding}] ${i.status}`).join('; ') || 'none seeded'}`);
    print(`violations: ${violations.length}`);
    for (const v of violations.slice(0, 40)) print(`  ✗ ${v.route} as ${v.caller} [${v.binding}] → ${v.status}: ${v.why}`);

    // The detectors must be able to see A's data and A's writes, or an empty result would prove nothing.
    expect([...ownerReads.showedMarker]).toEqual(expect.arrayContaining(['orders', 'projects', 'briefings', 'text_layouts', ...(world.importsA.length ? ['imports'] : [])]));
    const [project] = await db.query<{ id: number }>('SELECT id FROM projects WHERE client_id = $1 ORDER BY id LIMIT 1', [world.clientA.id]).then((r) => r.rows);
    const renamed = await http({ method: 'PATCH', path: `/client/project/${project?.id}`, token: world.clientA.token, json: { name: `Renamed ${world.marker}` } });
    expect(renamed.status).toBe(200);
    // the project, and the new version of her projects that the statement's trigger writes (migration 0066)
    expect(changedTables(before, await tenantFingerprint(db, tables, tenantOf(world))).sort()).toEqual(['client_project_versions', 'projects']);
    expect(violations).toEqual([]);
    // A route that refuses everyone would pass the matrix: the owner must get through on nearly every route, and the
    // rest are printed above with what they answered.
    expect((ownerRoutes.size - unread.length) / ownerRoutes.size).toBeGreaterThanOrEqual(0.95);
    expect(keyReads.refused).toEqual([]);
    expect(keyReads.tried).toBeGreaterThan(50);
    if (world.importsA.length) {
      expect(foreignImports.length).toBeGreaterThanOrEqual(4 * world.importsA.length);
      expect(foreignImports.filter((i) => i.status !== 404)).toEqual([]);
    }
  });
});
