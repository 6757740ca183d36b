// Issue 6.4: core-api is SIGKILLed while a client creates orders through bff-client and directly. After a
// restart on the same database every order the client saw confirmed is there, no order is half-written, the
// books balance, every creation that got no answer, retried with its Idempotency-Key, ends up as exactly one order, and the browser's session cookie still works — also across a crash of the BFF itself. And a bulk
// import killed while it creates its orders resumes after the restart without making any order twice.
import type { Client } from 'pg';
import { BFF_PATHS } from '@inkwell/contracts';
import { Cast, CULTURE, LEVEL, depositRoutes, fund, type Actor } from './support/accounts';
import { auditBooks, connect } from './support/database';
import { cookiesOf, httpClient, type Answer, type Call, type HttpClient } from './support/http';
import { acceptImport, orderSheet, uploadImport, waitForImport } from './support/imports';
import { loadRoutes } from './support/registry';
import { print } from './support/report';
import { crash, freshDatabase, startClientBff, startCoreApi, stop, type Service } from './support/services';

jest.setTimeout(240_000);

const WORKERS = 12;
/** Confirmed orders before the kill: enough that it lands mid-stream, with every worker's request in flight. */
const CONFIRMED_BEFORE_KILL = 80;
/** Rows of the import killed mid-way: several chunks (200 rows each), each row its own create call. */
const IMPORT_ROWS = 600;

let databaseUrl: string;
let core: Service;
let bff: Service;
let db: Client;
let cast: Cast;

beforeAll(async () => {
  databaseUrl = await freshDatabase('crash');
  core = await startCoreApi({ databaseUrl });
  bff = await startClientBff({ coreApiUrl: core.url, databaseUrl });
  cast = await Cast.open(databaseUrl, httpClient(core.url));
  db = await connect(databaseUrl);
});

afterAll(async () => {
  await cast?.close();
  await db?.end();
  await stop(bff);
  await stop(core);
});

interface Load {
  confirmed: Set<number>;
  sent: number;
  /** requests without an answer when core-api died */
  inFlightAtKill: number;
  /** refused or unanswered before the kill: the load itself must not break anything */
  failedBeforeKill: number;
  failedAfterKill: number;
  /** the creations that got no 201, by number: retried after the restart with the same Idempotency-Key */
  unconfirmed: number[];
}

describe('crash safety', () => {
  it('keeps every confirmed order whole through a SIGKILL of core-api, and the BFF session through crashes of both', async () => {
    const coreHttp = httpClient(core.url);
    let bffHttp: HttpClient = httpClient(bff.url);
    const admin = await cast.admin();
    const client: Actor = await cast.client();
    await fund(coreHttp, cast, depositRoutes(await loadRoutes(coreHttp)), client, admin, 5_000_000n);

    const login = await bffHttp({ method: 'POST', path: BFF_PATHS.login, json: { username: client.email, password: client.password } });
    expect(login.status).toBe(200);
    const cookie = cookiesOf(login);
    const project = await bffHttp({ method: 'POST', path: `${BFF_PATHS.apiPrefix}/client/project`, cookie, json: { name: 'Crash', language: CULTURE } });
    expect(project.status).toBe(201);
    const projectId = (project.body as { id: number }).id;

    const load: Load = { confirmed: new Set(), sent: 0, inFlightAtKill: 0, failedBeforeKill: 0, failedAfterKill: 0, unconfirmed: [] };
    const run = Date.now();
    let inFlight = 0;
    let killed = false;
    let killing: Promise<void> | undefined;
    const create = (n: number): Call => ({
      method: 'POST',
      path: `${n % 2 ? BFF_PATHS.apiPrefix : ''}/client/project/${projectId}/orders`,
      ...(n % 2 ? { cookie } : { token: client.token }),
      // One key per creation, as the web app sends one per attempt: a retry after the crash must not order twice.
      headers: { 'Idempotency-Key': `crash-${run}-${n}` },
      json: { language: CULTURE, level: LEVEL, type: 'OO', processingDays: 2, orders: [{ title: `Crash order ${n}`, minWords: 100, maxWords: 200 }] },
    });
    const worker = async (w: number) => {
      for (let n = w; !killed; n += WORKERS) {
        load.sent += 1;
        inFlight += 1;
        let answer: Answer | undefined;
        try {
          answer = await (n % 2 ? bffHttp : coreHttp)(create(n));
        } catch {
          answer = undefined;
        }
        inFlight -= 1;
        if (answer?.status === 201) {
          for (const id of (answer.body as { ids: number[] }).ids) load.confirmed.add(id);
          if (load.confirmed.size >= CONFIRMED_BEFORE_KILL && !killing) {
            load.inFlightAtKill = inFlight;
            killing = crash(core).then(() => {
              killed = true;
            });
          }
        } else if (killing) {
          load.failedAfterKill += 1;
          load.unconfirmed.push(n);
        } else {
          load.failedBeforeKill += 1;
          load.unconfirmed.push(n);
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    await killing;
    const confirmedBeforeRestart = load.confirmed.size;

    core = await startCoreApi({ databaseUrl, port: core.port });

    const { rows } = await db.query<{ id: number; status: string; created: number; reserves: number; entries: number; reserved_amount: string; price_max: string }>(
      `SELECT o.id, o.status, o.reserved_amount::text, o.price_max::text,
              (SELECT count(*)::int FROM order_history h WHERE h.order_id = o.id AND h.action = 'create') AS created,
              (SELECT count(*)::int FROM ledger_transactions t WHERE t.reference = 'order:' || o.id AND t.kind = 'order_reserve') AS reserves,
              (SELECT count(*)::int FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
                WHERE t.reference = 'order:' || o.id AND t.kind = 'order_reserve') AS entries
         FROM orders o WHERE o.client_id = $1`,
      [client.id],
    );
    const stored = new Map(rows.map((r) => [r.id, r]));
    const lost = [...load.confirmed].filter((id) => !stored.has(id));
    const halfWritten = rows.filter((r) => r.status !== 'open' || r.created !== 1 || r.reserves !== 1 || r.entries < 2 || r.reserved_amount !== r.price_max);
    const books = await auditBooks(db);

    // Every creation without an answer, retried with its key (through the BFF for odd numbers, as sent): the ones that
    // committed before the kill answer their order, the others are made now; each ends up as exactly one order.
    const retried = await Promise.all(load.unconfirmed.map((n) => (n % 2 ? httpClient(bff.url) : coreHttp)(create(n))));
    const retriedIds = retried.flatMap((answer) => (answer.status === 201 ? (answer.body as { ids: number[] }).ids : []));
    const replayed = retried.filter((answer) => answer.headers['idempotent-replayed'] === 'true').length;
    const { rows: perTitle } = await db.query<{ title: string; n: number }>(
      "SELECT title, count(*)::int AS n FROM orders WHERE client_id = $1 AND title LIKE 'Crash order %' GROUP BY title",
      [client.id],
    );
    const duplicated = perTitle.filter((row) => row.n !== 1);
    const allIds = new Set([...load.confirmed, ...retriedIds]);
    const { rows: afterRetry } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE client_id = $1 AND title LIKE 'Crash order %'", [client.id]);
    print(
      `retried ${load.unconfirmed.length} unanswered creations with their keys: ${retried.filter((a) => a.status === 201).length} answered 201 ` +
        `(${replayed} replayed an order committed before the kill), ${duplicated.length} titles with more than one order, ${afterRetry[0]?.n} orders for ${allIds.size} ids`,
    );
    expect(retried.map((answer) => answer.status).filter((status) => status !== 201)).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(afterRetry[0]?.n).toBe(allIds.size);
    expect(replayed).toBe(rows.length - confirmedBeforeRestart);

    // The same cookie, after core-api died under it, and again after the BFF itself is killed and restarted.
    const sessionAfterCoreCrash = await bffHttp({ method: 'GET', path: BFF_PATHS.session, cookie });
    const listAfterCoreCrash = await bffHttp({ method: 'GET', path: `${BFF_PATHS.apiPrefix}/client/orders?limit=0`, cookie });
    await crash(bff);
    bff = await startClientBff({ coreApiUrl: core.url, databaseUrl, port: bff.port });
    bffHttp = httpClient(bff.url);
    const sessionAfterBffCrash = await bffHttp({ method: 'GET', path: BFF_PATHS.session, cookie });
    const createAfterBothCrashes = await bffHttp({ ...create(1), headers: { 'Idempotency-Key': `crash-${run}-after-both` }, path: `${BFF_PATHS.apiPrefix}/client/project/${projectId}/orders` });

    print(
      `\nCrash safety: ${load.sent} order creations sent by ${WORKERS} workers (half through bff-client); ${confirmedBeforeRestart} confirmed, ` +
        `SIGKILL with ${load.inFlightAtKill} in flight (${load.failedAfterKill} failed after it, ${load.failedBeforeKill} before); after restart ${rows.length} orders stored ` +
        `(${rows.length - confirmedBeforeRestart} committed but never confirmed), ${lost.length} lost, ${halfWritten.length} half-written, ledger problems ${books.length}`,
    );
    print(
      `session after the core-api crash: ${sessionAfterCoreCrash.status}, /api call: ${listAfterCoreCrash.status}; after a bff-client crash: ${sessionAfterBffCrash.status}, ` +
        `new order: ${createAfterBothCrashes.status} (sessions in ${process.env.REDIS_URL ? 'Redis' : 'PostgreSQL'})`,
    );

    expect(load.inFlightAtKill).toBeGreaterThan(0);
    expect(load.failedBeforeKill).toBe(0);
    expect(lost).toEqual([]);
    expect(halfWritten).toEqual([]);
    expect(books).toEqual([]);
    expect(sessionAfterCoreCrash.status).toBe(200);
    expect((sessionAfterCoreCrash.body as { user: { email: string } }).user.email).toBe(client.email);
    expect(listAfterCoreCrash.status).toBe(200);
    expect((listAfterCoreCrash.body as { total: number }).total).toBe(allIds.size);
    expect(sessionAfterBffCrash.status).toBe(200);
    expect(createAfterBothCrashes.status).toBe(201);
  });

  it('resumes an import SIGKILLed while it creates its orders without creating any order twice', async () => {
    const coreHttp = httpClient(core.url);
    const admin = await cast.admin();
    const client: Actor = await cast.client();
    await fund(coreHttp, cast, depositRoutes(await loadRoutes(coreHttp)), client, admin, 5_000_000n);
    const project = await coreHttp({ method: 'POST', path: '/client/project', token: client.token, json: { name: 'Crash import', language: CULTURE } });
    expect(project.status).toBe(201);
    const projectId = (project.body as { id: number }).id;

    const sheet = orderSheet(IMPORT_ROWS, (position) => `Imported crash order ${position}`, { mixedDeadlines: true });
    const preview = await uploadImport(coreHttp, client, projectId, 'crash-import.xlsx', sheet);
    expect(preview.rowStats).toEqual({ total: IMPORT_ROWS, created: 0, failed: 0 });
    await acceptImport(coreHttp, client, preview.id);

    // The progress straight from the table (what GET /client/import/{id} reads), so the kill lands between chunks' commits.
    const progress = async () =>
      (await db.query<{ status: string; created: number }>('SELECT status, rows_created AS created FROM imports WHERE id = $1', [preview.id])).rows[0] as { status: string; created: number };
    let before = await progress();
    const started = Date.now();
    while (before.created === 0 && before.status === 'PUBLISHING' && Date.now() - started < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      before = await progress();
    }
    await crash(core);
    const atKill = await progress();
    const ordersAtKill = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE project_id = $1', [projectId])).rows[0]?.n ?? 0;

    const restarted = Date.now();
    core = await startCoreApi({ databaseUrl, port: core.port });
    const done = await waitForImport(httpClient(core.url), client, preview.id, (d) => d.status === 'FINISHED', 180_000);
    const resumeSeconds = Math.round((Date.now() - restarted) / 100) / 10;

    const { rows } = await db.query<{ position: number; state: string; order_id: number | null }>('SELECT position, state, order_id FROM import_rows WHERE import_id = $1 ORDER BY position', [
      preview.id,
    ]);
    const orderIds = rows.map((r) => r.order_id).filter((id): id is number => id !== null);
    const ordersOfRows = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::int[])', [orderIds])).rows[0]?.n;
    const { rows: orders } = await db.query<{ id: number; title: string; status: string; reserved_amount: string; price_max: string }>(
      'SELECT id, title, status, reserved_amount::text, price_max::text FROM orders WHERE project_id = $1',
      [projectId],
    );
    const titles = new Set(orders.map((o) => o.title));
    const reserved = (await db.query<{ balance: string }>("SELECT balance::text FROM ledger_accounts WHERE key = $1", [`client:${client.id}:reserved`])).rows[0]?.balance;
    const openMaxima = orders.filter((o) => o.status === 'open').reduce((sum, o) => sum + BigInt(o.price_max), 0n);
    const books = await auditBooks(db);
    // The killed worker's job stays active until pg-boss expires it; the restart queued another, which finished the import.
    const { rows: jobs } = await db.query<{ state: string; n: number }>(
      "SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'import-publishing' AND data->>'importId' = $1 GROUP BY state ORDER BY state",
      [String(preview.id)],
    );

    print(
      `\nCrash safety, bulk import: ${IMPORT_ROWS} rows accepted; SIGKILL while PUBLISHING with ${atKill.created} created (${ordersAtKill} orders stored); ` +
        `after restart ${done.status} in ${resumeSeconds} s with ${done.rowStats.created} created, ${done.rowStats.failed} failed; ${orders.length} orders in the project, ` +
        `${orderIds.length - new Set(orderIds).size} shared by two rows, ${IMPORT_ROWS - titles.size} rows without their own order; reserved ${reserved} = open maxima ${openMaxima}; ledger problems ${books.length}; ` +
        `its pg-boss jobs: ${jobs.map((j) => `${j.n} ${j.state}`).join(', ')}`,
    );

    expect(atKill.status).toBe('PUBLISHING');
    expect(atKill.created).toBeGreaterThan(0);
    expect(atKill.created).toBeLessThan(IMPORT_ROWS);
    expect(done.rowStats).toEqual({ total: IMPORT_ROWS, created: IMPORT_ROWS, failed: 0 });
    expect(rows.filter((r) => r.state !== 'created' || r.order_id === null)).toEqual([]);
    expect(new Set(orderIds).size).toBe(orderIds.length);
    expect(ordersOfRows).toBe(IMPORT_ROWS);
    expect(orders).toHaveLength(done.rowStats.created);
    expect(titles.size).toBe(IMPORT_ROWS);
    expect(orders.filter((o) => o.status !== 'open' || o.reserved_amount !== o.price_max)).toEqual([]);
    expect(reserved).toBe(openMaxima.toString());
    expect(books).toEqual([]);
  });
});
