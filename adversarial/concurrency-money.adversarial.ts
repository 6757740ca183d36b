// Issue 6.3: a thousand takes, cancels, accepts, creates and deposits fired at core-api at once. Whatever
// interleaving the machine picks, no order is taken twice, nothing is charged or credited twice, no prepaid
// balance goes below zero at any moment, and the books balance to the cent.
import type { Client } from 'pg';
import {
  Cast,
  CULTURE,
  LEVEL,
  depositRoutes,
  fund,
  requestBankDeposit,
  settleDeposit,
  type Actor,
  type DepositRoutes,
} from './support/accounts';
import { words } from './support/bodies';
import { auditBooks, connect } from './support/database';
import { httpClient, isServerError, type Answer, type HttpClient } from './support/http';
import { loadRoutes } from './support/registry';
import { count, histogram, print, table, tally } from './support/report';
import { freshDatabase, startCoreApi, stop, type Service } from './support/services';

jest.setTimeout(240_000);

const CLIENTS = 10;
const LINGUISTS = 30;
const OPEN_PER_CLIENT = 12;
const READY_PER_CLIENT = 4;
const PENDING_DEPOSITS_PER_CLIENT = 3;
const TAKERS_PER_ORDER = 3;
const CREATES_PER_CLIENT = 38;
const NEW_DEPOSITS_PER_CLIENT = 6;
/** 300 to 500 words at level good: 16.66 EUR reserved per order (decision 010 prices, 19 % VAT). */
const ORDER_ITEM = { title: 'Storm order', minWords: 300, maxWords: 500 };
/** Enough for the set-up and about 15 more orders each, so creates run out of money mid-storm. */
const OPENING_BALANCE = 52_000n;
const PENDING_DEPOSIT = 5_000n;

interface Action {
  kind: 'take' | 'cancel' | 'accept' | 'create' | 'deposit' | 'settle';
  /** the order, deposit or client it is about */
  target: number;
  actor: Actor;
  run: () => Promise<Answer>;
}

let core: Service;
let http: HttpClient;
let db: Client;
let cast: Cast;
let deposits: DepositRoutes | undefined;

beforeAll(async () => {
  const databaseUrl = await freshDatabase('money');
  core = await startCoreApi({ databaseUrl });
  http = httpClient(core.url);
  deposits = depositRoutes(await loadRoutes(http));
  cast = await Cast.open(databaseUrl, http);
  db = await connect(databaseUrl);
});

afterAll(async () => {
  await cast?.close();
  await db?.end();
  await stop(core);
});

async function ok(what: string, pending: Promise<Answer>): Promise<Record<string, unknown>> {
  const answer = await pending;
  if (answer.status >= 300) throw new Error(`set-up: ${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return answer.body as Record<string, unknown>;
}

const shuffle = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
};

describe('1,000 concurrent actions on orders and money', () => {
  it('takes each order once, charges and credits once, never overdraws, and keeps the books balanced', async () => {
    const admin = await cast.admin();
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => cast.client()));
    const linguists = await Promise.all(Array.from({ length: LINGUISTS }, () => cast.linguist()));
    const put = (actor: Actor, path: string, json?: unknown) => http({ method: 'PUT', path, token: actor.token, json });
    const post = (actor: Actor, path: string, json?: unknown) => http({ method: 'POST', path, token: actor.token, json });

    const open: { id: number; client: Actor }[] = [];
    const ready: { id: number; client: Actor }[] = [];
    const pending: number[] = [];
    const projects = new Map<number, number>();
    const prepare = async (client: Actor, i: number) => {
      await fund(http, cast, deposits, client, admin, OPENING_BALANCE);
      const project = (await ok('project', post(client, '/client/project', { name: 'Storm', language: CULTURE }))).id as number;
      projects.set(client.id, project);
      const request = { language: CULTURE, level: LEVEL, type: 'OO', processingDays: 2 };
      const ids = (await ok('orders', post(client, `/client/project/${project}/orders`, { ...request, orders: Array(OPEN_PER_CLIENT + READY_PER_CLIENT).fill(ORDER_ITEM) })))
        .ids as number[];
      ids.slice(0, OPEN_PER_CLIENT).forEach((id) => open.push({ id, client }));
      for (const [j, id] of ids.slice(OPEN_PER_CLIENT).entries()) {
        const writer = linguists[(i * READY_PER_CLIENT + j) % LINGUISTS] as Actor;
        await ok('take', put(writer, `/linguist/order/${id}/take`));
        await ok('submit', put(writer, `/linguist/order/${id}/text/submit`, { text: words(400) }));
        ready.push({ id, client });
      }
      if (deposits) {
        for (let k = 0; k < PENDING_DEPOSITS_PER_CLIENT; k += 1) pending.push(await requestBankDeposit(http, deposits, client, PENDING_DEPOSIT));
      }
    };
    await Promise.all(clients.map(prepare));

    const actions: Action[] = [];
    for (const order of open) {
      for (const linguist of shuffle([...linguists]).slice(0, TAKERS_PER_ORDER)) {
        actions.push({ kind: 'take', target: order.id, actor: linguist, run: () => put(linguist, `/linguist/order/${order.id}/take`) });
      }
    }
    for (const order of open.filter((_, i) => i % 2 === 0)) {
      actions.push({ kind: 'cancel', target: order.id, actor: order.client, run: () => put(order.client, `/client/order/${order.id}/cancel`) });
    }
    const rating = { rating: { content: 5, form: 5, readability: 4, communication: 5 } };
    for (const order of ready) {
      // Twice each: a double click must not charge twice.
      for (let n = 0; n < 2; n += 1) actions.push({ kind: 'accept', target: order.id, actor: order.client, run: () => put(order.client, `/client/order/${order.id}/accept`, rating) });
    }
    for (const client of clients) {
      const project = projects.get(client.id) as number;
      const body = { language: CULTURE, level: LEVEL, type: 'OO', processingDays: 2, orders: [ORDER_ITEM] };
      for (let n = 0; n < CREATES_PER_CLIENT; n += 1) actions.push({ kind: 'create', target: client.id, actor: client, run: () => post(client, `/client/project/${project}/orders`, body) });
    }
    if (deposits) {
      const routes = deposits;
      for (const id of pending) {
        for (let n = 0; n < 2; n += 1) actions.push({ kind: 'settle', target: id, actor: admin, run: () => settleDeposit(http, routes, admin, id) });
      }
      for (const client of clients) {
        for (let n = 0; n < NEW_DEPOSITS_PER_CLIENT; n += 1) {
          actions.push({ kind: 'deposit', target: client.id, actor: client, run: () => post(client, routes.create.path, { method: 'BANK', amount: '25.00' }) });
        }
      }
    } else {
      // Without the deposit API, money arrives through the ledger module, twice per key like a retried transfer.
      for (const client of clients) {
        for (let n = 0; n < NEW_DEPOSITS_PER_CLIENT * 2; n += 1) {
          const key = `storm-deposit:${client.id}:${n % NEW_DEPOSITS_PER_CLIENT}`;
          actions.push({
            kind: 'deposit',
            target: client.id,
            actor: client,
            run: () => cast.creditThroughLedger(client.id, 2_500n, key).then(() => ({ status: 201, headers: {}, text: '', body: undefined })),
          });
        }
      }
    }
    shuffle(actions);

    const started = Date.now();
    const answers = await Promise.all(actions.map((a) => a.run().catch((err: unknown) => ({ status: 0, headers: {}, text: String(err), body: undefined }) as Answer)));
    const seconds = (Date.now() - started) / 1000;

    const byKind = new Map<string, Map<string, number>>();
    const problems: string[] = [];
    const expected: Record<Action['kind'], number[]> = {
      take: [200, 404, 409],
      cancel: [200, 409],
      accept: [200, 409],
      create: [201, 422],
      deposit: [201],
      settle: [200, 409],
    };
    actions.forEach((action, i) => {
      const answer = answers[i] as Answer;
      const statuses = byKind.get(action.kind) ?? new Map<string, number>();
      byKind.set(action.kind, statuses);
      tally(statuses, answer.status);
      if (isServerError(answer) || !expected[action.kind].includes(answer.status)) {
        problems.push(`${action.kind} ${action.target} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      }
    });
    const winners = (kind: Action['kind'], status: number) => {
      const won = new Map<number, Actor[]>();
      actions.forEach((a, i) => {
        if (a.kind === kind && answers[i]?.status === status) won.set(a.target, [...(won.get(a.target) ?? []), a.actor]);
      });
      return won;
    };

    // No order taken twice: one winner per order, the one the row and the history name, and never after a cancel.
    const takes = winners('take', 200);
    const cancels = winners('cancel', 200);
    for (const [orderId, takers] of takes) {
      if (takers.length > 1) problems.push(`order ${orderId} answered 200 to ${takers.length} takers`);
      if (cancels.has(orderId)) problems.push(`order ${orderId} was both taken and canceled`);
    }
    const { rows: orderRows } = await db.query<{ id: number; status: string; writer_id: number | null; takes: number; charges: number; reserves: number }>(
      `SELECT o.id, o.status, o.writer_id,
              (SELECT count(*)::int FROM order_history h WHERE h.order_id = o.id AND h.action = 'take') AS takes,
              (SELECT count(*)::int FROM ledger_transactions t WHERE t.reference = 'order:' || o.id AND t.kind = 'order_charge') AS charges,
              (SELECT count(*)::int FROM ledger_transactions t WHERE t.reference = 'order:' || o.id AND t.kind = 'order_reserve') AS reserves
         FROM orders o`,
    );
    const orderById = new Map(orderRows.map((o) => [o.id, o]));
    for (const { id } of open) {
      const row = orderById.get(id);
      const [taker] = takes.get(id) ?? [];
      if (!row) problems.push(`order ${id} disappeared`);
      else if (taker && (row.status !== 'processing_cw' || row.writer_id !== taker.id)) problems.push(`order ${id} is ${row.status} by ${row.writer_id}, but ${taker.id} won the take`);
      else if (!taker && row.status === 'processing_cw') problems.push(`order ${id} is processing_cw though no take answered 200`);
    }
    for (const row of orderRows) {
      if (row.takes > 1) problems.push(`order ${row.id} has ${row.takes} take rows in its history`);
      if (row.charges > 1) problems.push(`order ${row.id} was charged ${row.charges} times`);
      if (row.reserves !== 1) problems.push(`order ${row.id} has ${row.reserves} reservations`);
    }
    for (const [orderId, acceptors] of winners('accept', 200)) {
      if (acceptors.length !== 1) problems.push(`order ${orderId} answered 200 to ${acceptors.length} accepts`);
      if (orderById.get(orderId)?.status !== 'accepted') problems.push(`order ${orderId} accepted but is ${orderById.get(orderId)?.status}`);
    }
    const created = actions.flatMap((a, i) => (a.kind === 'create' && answers[i]?.status === 201 ? ((answers[i]?.body as { ids: number[] }).ids ?? []) : []));
    for (const id of created) if (orderById.get(id)?.status !== 'open') problems.push(`created order ${id} is ${orderById.get(id)?.status ?? 'missing'}`);
    for (const [depositId, settlers] of winners('settle', 200)) if (settlers.length !== 1) problems.push(`deposit ${depositId} settled ${settlers.length} times`);

    // What came in equals what is held: available + reserved + charged for every client, to the cent.
    const { rows: money } = await db.query<{ client_id: number; deposited: string; available: string; reserved: string; charged: string }>(
      `SELECT c.id AS client_id,
              coalesce((SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
                         WHERE a.key = 'client:' || c.id || ':available' AND t.kind = 'deposit'), 0)::text AS deposited,
              coalesce((SELECT balance FROM ledger_accounts WHERE key = 'client:' || c.id || ':available'), 0)::text AS available,
              coalesce((SELECT balance FROM ledger_accounts WHERE key = 'client:' || c.id || ':reserved'), 0)::text AS reserved,
              coalesce((SELECT sum(price_final) FROM orders WHERE client_id = c.id AND status = 'accepted'), 0)::text AS charged
         FROM clients c`,
    );
    for (const m of money) {
      if (BigInt(m.deposited) !== BigInt(m.available) + BigInt(m.reserved) + BigInt(m.charged)) {
        problems.push(`client ${m.client_id}: deposited ${m.deposited} ≠ available ${m.available} + reserved ${m.reserved} + charged ${m.charged}`);
      }
    }
    if (deposits) {
      const { rows: credited } = await db.query<{ client_id: number; paid: string; credited: string }>(
        `SELECT d.client_id, sum(d.amount_net)::text AS paid,
                coalesce((SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
                           WHERE a.key = 'client:' || d.client_id || ':available' AND t.kind = 'deposit'), 0)::text AS credited
           FROM deposits d WHERE d.status = 'PAID' GROUP BY d.client_id`,
      );
      for (const c of credited) if (c.paid !== c.credited) problems.push(`client ${c.client_id}: PAID deposits ${c.paid}, credited ${c.credited}`);
    }
    for (const book of await auditBooks(db)) problems.push(`${book.problem}: ${book.detail}`);

    // The audit must be able to fail: one cent moved by hand, inside a transaction that is rolled back.
    await db.query('BEGIN');
    await db.query("UPDATE ledger_accounts SET balance = balance + 1 WHERE key = (SELECT min(key) FROM ledger_accounts WHERE key LIKE 'client:%:available')");
    const planted = await auditBooks(db);
    await db.query('ROLLBACK');
    expect(planted.map((p) => p.problem)).toContain('cached balance differs from its entries');

    const kinds = [...byKind.keys()].sort();
    print(`\nConcurrency and money: ${count(actions.length)} concurrent actions by ${CLIENTS} clients, ${LINGUISTS} linguists and an admin, answered in ${seconds.toFixed(1)} s`);
    if (!deposits) print('deposit routes are not in the registry: deposits were credited through the ledger module');
    print(table([['action', 'sent', 'answers'], ...kinds.map((k) => [k, String(actions.filter((a) => a.kind === k).length), histogram(byKind.get(k) ?? new Map())])]));
    print(`orders taken: ${takes.size} of ${open.length} contested, canceled: ${cancels.size}, accepted: ${winners('accept', 200).size}, created: ${created.length}; problems: ${problems.length}`);
    for (const p of problems.slice(0, 30)) print(`  ✗ ${p}`);
    expect(actions).toHaveLength(1000);
    expect(problems).toEqual([]);
  });
});

// Issue 14, decision 048: the proofreader's send back and reject race her own submit, staff's cancel and, one
// step later, staff's confirm or decline and the client's accept. Each order moves exactly once per wave, to
// the winner's status, and no money moves but at the accept (charged once) or the end (released once).
describe('concurrent proofreading decisions', () => {
  const ORDERS = 24;
  type Kind = 'revise' | 'reject' | 'submit' | 'cancel' | 'stranger' | 'confirm' | 'decline' | 'accept' | 'resubmit';
  interface Shot {
    kind: Kind;
    order: number;
    run: () => Promise<Answer>;
  }

  async function fire(shots: Shot[]): Promise<{ answers: Answer[]; problems: string[]; winners: Map<number, Kind[]> }> {
    shuffle(shots);
    const answers = await Promise.all(shots.map((s) => s.run().catch((err: unknown) => ({ status: 0, headers: {}, text: String(err), body: undefined }) as Answer)));
    const problems: string[] = [];
    const winners = new Map<number, Kind[]>();
    shots.forEach((shot, i) => {
      const answer = answers[i] as Answer;
      // A late submit of hers meets the writer's slot (in_revision): the existing 403 "assigned to another linguist".
      const allowed = shot.kind === 'submit' ? [200, 403, 404, 409] : [200, 404, 409];
      if (isServerError(answer) || !allowed.includes(answer.status)) problems.push(`${shot.kind} ${shot.order} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      if (shot.kind === 'stranger' && answer.status !== 404) problems.push(`a stranger's revise of ${shot.order} answered ${answer.status}`);
      if (answer.status === 200) winners.set(shot.order, [...(winners.get(shot.order) ?? []), shot.kind]);
    });
    return { answers, problems, winners };
  }

  it('lets exactly one of revise, reject, submit and cancel win per order, then one decision per order, and keeps the books balanced', async () => {
    const admin = await cast.admin();
    const clients = await Promise.all(Array.from({ length: 4 }, () => cast.client()));
    const writers = await Promise.all(Array.from({ length: 6 }, () => cast.linguist()));
    const proofreaders = await Promise.all(Array.from({ length: 6 }, () => cast.linguist({ roles: ['proofreader'] })));
    const stranger = await cast.linguist({ roles: ['proofreader'] });
    const put = (actor: Actor, path: string, json?: unknown) => http({ method: 'PUT', path, token: actor.token, json });
    const post = (actor: Actor, path: string, json?: unknown) => http({ method: 'POST', path, token: actor.token, json });

    const orders: { id: number; client: Actor; writer: Actor; proofreader: Actor }[] = [];
    await Promise.all(
      clients.map(async (client, c) => {
        await fund(http, cast, deposits, client, admin, 20_000n);
        const project = (await ok('project', post(client, '/client/project', { name: 'Proofreading storm', language: CULTURE }))).id as number;
        const request = { language: CULTURE, level: LEVEL, type: 'OO', processingDays: 2, proofreading: { assignment: 'open' } };
        const ids = (await ok('orders', post(client, `/client/project/${project}/orders`, { ...request, orders: Array(ORDERS / clients.length).fill(ORDER_ITEM) }))).ids as number[];
        for (const [j, id] of ids.entries()) {
          const writer = writers[(c + j) % writers.length] as Actor;
          const proofreader = proofreaders[(c * 2 + j) % proofreaders.length] as Actor;
          await ok('take', put(writer, `/linguist/order/${id}/take`));
          await ok('submit', put(writer, `/linguist/order/${id}/text/submit`, { text: words(400) }));
          await ok('proofreader take', put(proofreader, `/linguist/order/${id}/take`));
          orders.push({ id, client, writer, proofreader });
        }
      }),
    );

    // Wave 1, from processing_pr: the proofreader's four ways out and staff's cancel, each sent more than once.
    const first: Shot[] = [];
    for (const [i, o] of orders.entries()) {
      const path = (action: string) => `/linguist/order/${o.id}/${action}`;
      for (let n = 0; n < 2; n += 1) {
        first.push({ kind: 'revise', order: o.id, run: () => put(o.proofreader, path('revise'), { comment: `Storm round ${n}` }) });
        first.push({ kind: 'reject', order: o.id, run: () => put(o.proofreader, path('reject'), { reason: `Storm reason ${n}` }) });
      }
      first.push({ kind: 'submit', order: o.id, run: () => put(o.proofreader, path('text/submit'), { text: words(400) }) });
      first.push({ kind: 'stranger', order: o.id, run: () => put(stranger, path('revise'), { comment: 'Not my order' }) });
      if (i % 3 === 0) first.push({ kind: 'cancel', order: o.id, run: () => put(admin, `/admin/order/${o.id}/cancel`) });
    }
    const wave1 = await fire(first);
    const after1 = new Map<number, string>();
    const { rows: rows1 } = await db.query<{ id: number; status: string }>('SELECT id, status FROM orders WHERE id = ANY($1)', [orders.map((o) => o.id)]);
    for (const row of rows1) after1.set(row.id, row.status);
    const expectedStatus: Partial<Record<Kind, string>> = { revise: 'in_revision', reject: 'rejection_requested', submit: 'ready_for_client', cancel: 'canceled' };
    for (const o of orders) {
      // Staff may cancel from any status that is not final, so their cancel wins whenever it comes; of the
      // proofreader's three ways out exactly one wins, unless the cancel came first.
      const won = wave1.winners.get(o.id) ?? [];
      const canceled = won.includes('cancel');
      const hers = won.filter((k) => k !== 'cancel');
      if (hers.length > 1 || (!canceled && hers.length !== 1)) wave1.problems.push(`order ${o.id}: winners ${won.join(', ') || 'none'} in wave 1`);
      const expected = canceled ? 'canceled' : expectedStatus[hers[0] as Kind];
      if (after1.get(o.id) !== expected) wave1.problems.push(`order ${o.id} is ${after1.get(o.id)} though ${won.join(', ')} won`);
    }

    // Wave 2, from wherever wave 1 left each order: staff decide, the client accepts, the writer resubmits, and
    // the proofreader tries again where she no longer may.
    const second: Shot[] = [];
    const rating = { rating: { content: 4, form: 4, readability: 4, communication: 4 } };
    for (const o of orders) {
      const status = after1.get(o.id);
      const again = () =>
        second.push({ kind: 'revise', order: o.id, run: () => put(o.proofreader, `/linguist/order/${o.id}/revise`, { comment: 'Again' }) });
      for (let n = 0; n < 2; n += 1) {
        if (status === 'rejection_requested') {
          second.push({ kind: 'confirm', order: o.id, run: () => put(admin, `/admin/order/${o.id}/reject/confirm`) });
          second.push({ kind: 'decline', order: o.id, run: () => put(admin, `/admin/order/${o.id}/reject/decline`) });
        }
        if (status === 'ready_for_client') second.push({ kind: 'accept', order: o.id, run: () => put(o.client, `/client/order/${o.id}/accept`, rating) });
        if (status === 'in_revision') second.push({ kind: 'resubmit', order: o.id, run: () => put(o.writer, `/linguist/order/${o.id}/text/submit`, { text: words(420) }) });
      }
      // After staff's decline she proofreads again and may decide anew, so only other orders get her late tries.
      if (status !== 'rejection_requested') {
        again();
        second.push({ kind: 'reject', order: o.id, run: () => put(o.proofreader, `/linguist/order/${o.id}/reject`, { reason: 'Again' }) });
      }
    }
    const wave2 = await fire(second);
    const { rows: rows2 } = await db.query<{ id: number; status: string; charges: number; releases: number; credits: number; reserved_amount: string }>(
      `SELECT o.id, o.status, o.reserved_amount::text,
              (SELECT count(*)::int FROM ledger_transactions t WHERE t.reference = 'order:' || o.id AND t.kind = 'order_charge') AS charges,
              (SELECT count(*)::int FROM ledger_transactions t WHERE t.reference = 'order:' || o.id AND t.kind = 'order_release') AS releases,
              (SELECT count(*)::int FROM ledger_transactions t WHERE t.reference = 'order:' || o.id AND t.kind = 'linguist_credit') AS credits
         FROM orders o WHERE o.id = ANY($1)`,
      [orders.map((o) => o.id)],
    );
    const afterWave2: Record<string, string> = { confirm: 'rejected', decline: 'processing_pr', accept: 'accepted', resubmit: 'ready_for_pr' };
    for (const row of rows2) {
      const before = after1.get(row.id);
      const won = wave2.winners.get(row.id) ?? [];
      const deciding = ['rejection_requested', 'ready_for_client', 'in_revision'].includes(before ?? '');
      if (won.length !== (deciding ? 1 : 0)) wave2.problems.push(`order ${row.id} (${before}): ${won.length} winners (${won.join(', ')}) in wave 2`);
      else if (won[0] && row.status !== afterWave2[won[0]]) wave2.problems.push(`order ${row.id} is ${row.status} though ${won[0]} won`);
      const charged = row.status === 'accepted' ? 1 : 0;
      if (row.charges !== charged) wave2.problems.push(`order ${row.id} (${row.status}) has ${row.charges} charges`);
      const released = ['rejected', 'canceled'].includes(row.status) ? 1 : 0;
      if (row.releases > 1 || (released && row.releases !== 1)) wave2.problems.push(`order ${row.id} (${row.status}) has ${row.releases} releases`);
      if (row.status !== 'accepted' && row.credits > 0) wave2.problems.push(`order ${row.id} (${row.status}) credited a linguist`);
      if (['rejected', 'canceled', 'accepted'].includes(row.status) && row.reserved_amount !== '0') wave2.problems.push(`order ${row.id} (${row.status}) still reserves ${row.reserved_amount}`);
    }

    const problems = [...wave1.problems, ...wave2.problems];
    for (const book of await auditBooks(db)) problems.push(`${book.problem}: ${book.detail}`);
    const { rows: money } = await db.query<{ client_id: number; deposited: string; available: string; reserved: string; charged: string }>(
      `SELECT c.id AS client_id,
              coalesce((SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
                         WHERE a.key = 'client:' || c.id || ':available' AND t.kind = 'deposit'), 0)::text AS deposited,
              coalesce((SELECT balance FROM ledger_accounts WHERE key = 'client:' || c.id || ':available'), 0)::text AS available,
              coalesce((SELECT balance FROM ledger_accounts WHERE key = 'client:' || c.id || ':reserved'), 0)::text AS reserved,
              coalesce((SELECT sum(price_final) FROM orders WHERE client_id = c.id AND status = 'accepted'), 0)::text AS charged
         FROM clients c WHERE c.id = ANY($1)`,
      [clients.map((c) => c.id)],
    );
    for (const m of money) {
      if (BigInt(m.deposited) !== BigInt(m.available) + BigInt(m.reserved) + BigInt(m.charged)) {
        problems.push(`client ${m.client_id}: deposited ${m.deposited} ≠ available ${m.available} + reserved ${m.reserved} + charged ${m.charged}`);
      }
    }

    const ended = (wave: { winners: Map<number, Kind[]> }) => {
      const counts = new Map<string, number>();
      for (const kinds of wave.winners.values()) for (const kind of kinds) tally(counts, kind);
      return histogram(counts);
    };
    print(`\nProofreading decisions: ${first.length} concurrent actions on ${orders.length} orders, then ${second.length} more`);
    print(`wave 1 winners: ${ended(wave1)}; wave 2 winners: ${ended(wave2)}; problems: ${problems.length}`);
    for (const p of problems.slice(0, 30)) print(`  ✗ ${p}`);
    expect(first.length + second.length).toBeGreaterThanOrEqual(200);
    expect(problems).toEqual([]);
  });
});

// Issue 16, decision 062: a hundred payout requests at once, then staff's SEPA runs over overlapping selections
// racing single bank payouts of the same requests. One open request per linguist, each payout sent once, every
// sent cent one posting from her payable account to bank clearing, and no payable account below zero.
describe('concurrent payout requests and bulk runs', () => {
  const LINGUISTS_PAID = 10;
  const REQUESTS_EACH = 10;
  const PAYABLE = 20_000n;

  it('writes one request per linguist, sends each payout once and never pays a cent twice', async () => {
    const admin = await cast.admin();
    const linguists = await Promise.all(Array.from({ length: LINGUISTS_PAID }, () => cast.linguist()));
    const put = (actor: Actor, path: string, json?: unknown) => http({ method: 'PUT', path, token: actor.token, json });
    const post = (actor: Actor, path: string, json?: unknown) => http({ method: 'POST', path, token: actor.token, json });
    for (const linguist of linguists) {
      await ok('payment settings', put(linguist, '/linguist/payment', { method: 'SEPA', accountHolder: `Payee ${linguist.id}`, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }));
      await cast.settlePayable(linguist.id, PAYABLE);
    }
    const problems: string[] = [];
    const expectStatuses = (what: string, answers: Answer[], allowed: number[]) =>
      answers.forEach((a) => {
        if (isServerError(a) || !allowed.includes(a.status)) problems.push(`${what} answered ${a.status}: ${a.text.slice(0, 200)}`);
      });

    // Wave 1: ten requests per linguist at once, 50.00 to 140.00 each.
    const requests = shuffle(linguists.flatMap((l) => Array.from({ length: REQUESTS_EACH }, (_, n) => ({ linguist: l, amount: `${50 + n * 10}.00` }))));
    const asked = await Promise.all(requests.map((r) => post(r.linguist, '/linguist/payment/request/pending', { amount: r.amount })));
    expectStatuses('payout request', asked, [201, 409]);
    const payouts = new Map<number, { id: number; amount: number }>();
    asked.forEach((answer, i) => {
      if (answer.status !== 201) return;
      const linguist = (requests[i] as { linguist: Actor }).linguist;
      if (payouts.has(linguist.id)) problems.push(`linguist ${linguist.id} got a second request written`);
      payouts.set(linguist.id, answer.body as { id: number; amount: number });
    });
    if (payouts.size !== LINGUISTS_PAID) problems.push(`${payouts.size} of ${LINGUISTS_PAID} linguists got their request written`);

    // Wave 2: eight SEPA runs of the first half, the same selection in other orders (exactly one may win), and four
    // runs of the second half racing a single bank payout of each of its requests, all at once.
    const ids = [...payouts.values()].map((p) => p.id);
    const filed = ids.slice(0, ids.length / 2);
    const contested = ids.slice(ids.length / 2);
    const shots = shuffle([
      ...Array.from({ length: 8 }, () => ({ kind: 'sepa', run: () => post(admin, '/admin/billing/payouts/sepa', { payoutIds: shuffle([...filed]) }) })),
      ...Array.from({ length: 4 }, () => ({ kind: 'contested', run: () => post(admin, '/admin/billing/payouts/sepa', { payoutIds: shuffle([...contested]) }) })),
      ...contested.map((id) => ({ kind: 'single', run: () => put(admin, `/admin/billing/payout/${id}/paid`, { reference: `storm-${id}` }) })),
    ]);
    const sent = await Promise.all(shots.map((s) => s.run().catch((err: unknown) => ({ status: 0, headers: {}, text: String(err), body: undefined }) as Answer)));
    const answersOf = (kind: string) => sent.filter((_, i) => shots[i]?.kind === kind);
    expectStatuses('sepa run', [...answersOf('sepa'), ...answersOf('contested')], [201, 409]);
    expectStatuses('single payout', answersOf('single'), [200, 409]);
    const files = answersOf('sepa').filter((a) => a.status === 201).length;
    if (files !== 1) problems.push(`${files} of 8 runs over the same payouts made a file`);
    const contestedFiles = answersOf('contested').filter((a) => a.status === 201).length;
    const singles = answersOf('single').filter((a) => a.status === 200).length;
    // A contested run wins only before any single payout of its selection, and then every single payout loses.
    if (contestedFiles > 1 || (contestedFiles === 1 && singles > 0) || (contestedFiles === 0 && singles !== contested.length)) {
      problems.push(`contested payouts: ${contestedFiles} files and ${singles} single payouts`);
    }

    const { rows } = await db.query<{ id: number; linguist_id: number; amount: string; status: string; postings: number; sent: string; payable: string }>(
      `SELECT p.id, p.linguist_id, p.amount::text, p.status,
              (SELECT count(*)::int FROM ledger_transactions t WHERE t.reference = 'payout:' || p.id AND t.kind = 'payout') AS postings,
              coalesce((SELECT -sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
                         WHERE a.key = 'linguist:' || p.linguist_id || ':payable' AND t.kind = 'payout'), 0)::text AS sent,
              (SELECT balance FROM ledger_accounts WHERE key = 'linguist:' || p.linguist_id || ':payable')::text AS payable
         FROM payouts p WHERE p.id = ANY($1)`,
      [ids],
    );
    for (const row of rows) {
      if (!['paid', 'downloaded'].includes(row.status)) problems.push(`payout ${row.id} is ${row.status} after the runs`);
      if (row.postings !== 1) problems.push(`payout ${row.id} was posted ${row.postings} times`);
      if (row.sent !== row.amount) problems.push(`linguist ${row.linguist_id}: ${row.sent} left payable for a payout of ${row.amount}`);
      if (BigInt(row.payable) !== PAYABLE - BigInt(row.amount)) problems.push(`linguist ${row.linguist_id}: payable ${row.payable} after paying ${row.amount} of ${PAYABLE}`);
    }
    const { rows: inFiles } = await db.query<{ payout_id: number; files: number }>(
      `SELECT p.id AS payout_id, count(DISTINCT b.id)::int AS files FROM payouts p LEFT JOIN payout_batches b ON b.id = p.batch_id WHERE p.id = ANY($1) GROUP BY p.id`,
      [ids],
    );
    for (const f of inFiles) if (f.files > 1) problems.push(`payout ${f.payout_id} is in ${f.files} SEPA files`);
    for (const book of await auditBooks(db)) problems.push(`${book.problem}: ${book.detail}`);

    print(`\nPayouts: ${requests.length} concurrent requests by ${LINGUISTS_PAID} linguists (${payouts.size} written), then 12 SEPA runs racing ${contested.length} single payouts: ${files + contestedFiles} files, ${singles} singles; problems: ${problems.length}`);
    for (const p of problems.slice(0, 30)) print(`  ✗ ${p}`);
    expect(requests).toHaveLength(100);
    expect(problems).toEqual([]);
  });
});
