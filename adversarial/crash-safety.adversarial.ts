// Issue 6.4: core-api is SIGKILLed while a client creates orders through bff-client and directly. After a
// restart on the same database every order the client saw confirmed is there, no order is half-written, the
// books balance, and the browser's session cookie still works — also across a crash of the BFF itself.
import type { Client } from 'pg';
import { BFF_PATHS } from '@inkwell/contracts';
import { Cast, CULTURE, LEVEL, depositRoutes, fund, type Actor } from './support/accounts';
import { auditBooks, connect } from './support/database';
import { cookiesOf, httpClient, type Answer, type Call, type HttpClient } from './support/http';
import { loadRoutes } from './support/registry';
import { print } from './support/report';
import { crash, freshDatabase, startClientBff, startCoreApi, stop, type Service } from './support/services';

jest.setTimeout(240_000);

const WORKERS = 12;
/** Confirmed orders before the kill: enough that it lands mid-stream, with every worker's request in flight. */
const CONFIRMED_BEFORE_KILL = 80;

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

    const load: Load = { confirmed: new Set(), sent: 0, inFlightAtKill: 0, failedBeforeKill: 0, failedAfterKill: 0 };
    let inFlight = 0;
    let killed = false;
    let killing: Promise<void> | undefined;
    const create = (n: number): Call => ({
      method: 'POST',
      path: `${n % 2 ? BFF_PATHS.apiPrefix : ''}/client/project/${projectId}/orders`,
      ...(n % 2 ? { cookie } : { token: client.token }),
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
        } else {
          load.failedBeforeKill += 1;
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

    // The same cookie, after core-api died under it, and again after the BFF itself is killed and restarted.
    const sessionAfterCoreCrash = await bffHttp({ method: 'GET', path: BFF_PATHS.session, cookie });
    const listAfterCoreCrash = await bffHttp({ method: 'GET', path: `${BFF_PATHS.apiPrefix}/client/orders?limit=0`, cookie });
    await crash(bff);
    bff = await startClientBff({ coreApiUrl: core.url, databaseUrl, port: bff.port });
    bffHttp = httpClient(bff.url);
    const sessionAfterBffCrash = await bffHttp({ method: 'GET', path: BFF_PATHS.session, cookie });
    const createAfterBothCrashes = await bffHttp({ ...create(1), path: `${BFF_PATHS.apiPrefix}/client/project/${projectId}/orders` });

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
    expect((listAfterCoreCrash.body as { total: number }).total).toBe(rows.length);
    expect(sessionAfterBffCrash.status).toBe(200);
    expect(createAfterBothCrashes.status).toBe(201);
  });
});
