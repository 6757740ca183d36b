import { QueryTypes, type Sequelize } from 'sequelize';
import { ADMIN_SEARCH_TOTAL_CAP, type OrderDto, type OrderListPage, type Page } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, loginAs } from '../../testing/factories.js';
import { insertOrder, insertProject } from './order-queries.fixtures.js';

let api: TestContext;
let db: Sequelize;
let adminToken: string;

beforeAll(async () => {
  api = await startTestApi();
  db = api.runtime.sequelize;
  const admin = await createAdmin();
  adminToken = (await loginAs(api, 'admin', admin.email, admin.password)).access_token;
});

afterAll(() => api.close());

function get(path: string, token: string) {
  return api.request().get(path).set('Authorization', `Bearer ${token}`);
}

async function page(path: string, token: string): Promise<Page<OrderDto>> {
  const res = await get(path, token);
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Page<OrderDto>;
}

async function select<T extends object>(sql: string, replacements: Record<string, unknown> = {}): Promise<T[]> {
  return db.query<T>(sql, { type: QueryTypes.SELECT, replacements });
}

/** `count` copies of an order, one minute apart from `start`, in one statement (as a bulk import would write them). */
async function copies(templateId: number, count: number, start: Date): Promise<void> {
  const columns = (
    await select<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'orders' AND column_name NOT IN ('id', 'created_at', 'updated_at')`,
    )
  ).map((c) => `"${c.name}"`);
  await db.query(
    `INSERT INTO orders (${columns.join(', ')}, created_at, updated_at)
     SELECT ${columns.map((c) => `o.${c}`).join(', ')}, :start::timestamptz + g * interval '1 minute', now()
       FROM orders o CROSS JOIN generate_series(1, :count) AS g WHERE o.id = :templateId`,
    { replacements: { templateId, count, start } },
  );
}

/** What order_status_counts says, and what counting the orders says, per status and language. */
async function countsBothWays(): Promise<{ counted: Record<string, number>; kept: Record<string, number> }> {
  const asMap = (rows: { key: string; n: string }[]) => Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [r.key, Number(r.n)]));
  const counted = await select<{ key: string; n: string }>(`SELECT status || '/' || language_id AS key, count(*) AS n FROM orders GROUP BY 1`);
  const kept = await select<{ key: string; n: string }>(`SELECT status || '/' || language_id AS key, sum(orders) AS n FROM order_status_counts GROUP BY 1`);
  return { counted: asMap(counted), kept: asMap(kept) };
}

describe('order_status_counts', () => {
  let clientId: number;
  let projectId: number;

  beforeAll(async () => {
    clientId = (await createClient()).client.id;
    projectId = await insertProject(db, { clientId });
  });

  it('counts every status and language exactly through inserts, transitions and deletes', async () => {
    const ids: number[] = [];
    for (const culture of ['de-DE', 'fr-FR', 'it-IT']) ids.push(await insertOrder(db, { clientId, projectId, culture }));
    await copies(ids[0]!, 25, new Date('2024-05-01T00:00:00Z'));
    // one row, then many rows in one statement, then a change of language, then a statement that changes nothing
    await db.query("UPDATE orders SET status = 'processing_cw' WHERE id = :id", { replacements: { id: ids[1] } });
    await db.query("UPDATE orders SET status = 'canceled' WHERE client_id = :clientId AND language_id = (SELECT id FROM languages WHERE culture = 'de-DE')", {
      replacements: { clientId },
    });
    await db.query("UPDATE orders SET language_id = (SELECT id FROM languages WHERE culture = 'es-ES') WHERE id = :id", { replacements: { id: ids[2] } });
    await db.query("UPDATE orders SET title = 'Renamed' WHERE client_id = :clientId", { replacements: { clientId } });
    await db.query('DELETE FROM orders WHERE id = :id', { replacements: { id: ids[1] } });

    const { counted, kept } = await countsBothWays();
    expect(kept).toEqual(counted);
  });

  it('folds its deltas into one row per key without changing a total', async () => {
    const before = await countsBothWays();
    // each call folds with probability 1/50; 400 calls fold (almost surely) at least once
    for (let i = 0; i < 400; i++) await db.query('SELECT order_status_counts_compact()');
    const after = await countsBothWays();
    expect(after.kept).toEqual(before.kept);
    expect(after.kept).toEqual(after.counted);
    const [rows] = await select<{ rows: string; keys: string }>('SELECT count(*) AS rows, count(DISTINCT (status, language_id)) AS keys FROM order_status_counts');
    expect(Number(rows!.rows)).toBeLessThan(Number(rows!.keys) + 20);
  });

  it('never makes one order change wait for another', async () => {
    const [first, second] = [await insertOrder(db, { clientId, projectId }), await insertOrder(db, { clientId, projectId })];
    // Two transactions move orders of the same status and language; the second must not wait for the first.
    await db.transaction(async (holding) => {
      await db.query("UPDATE orders SET status = 'processing_cw' WHERE id = :id", { replacements: { id: first }, transaction: holding });
      await db.transaction(async (other) => {
        await db.query("SET LOCAL lock_timeout = '1s'", { transaction: other });
        await db.query("UPDATE orders SET status = 'processing_cw' WHERE id = :id", { replacements: { id: second }, transaction: other });
      });
    });
    const { counted, kept } = await countsBothWays();
    expect(kept).toEqual(counted);
  });

  it('forgets everything when the orders are truncated', async () => {
    await db.transaction(async (transaction) => {
      await db.query('TRUNCATE orders CASCADE', { transaction });
      const [left] = await db.query<{ n: string }>('SELECT count(*) AS n FROM order_status_counts', { type: QueryTypes.SELECT, transaction });
      expect(Number(left!.n)).toBe(0);
      throw new Error('roll back');
    }).catch((err: Error) => {
      if (err.message !== 'roll back') throw err;
    });
  });

  it('gives the admin lists their totals, also by language', async () => {
    for (const [list, statuses] of [
      ['open', ['open']],
      ['processing', ['processing_cw', 'ready_for_pr', 'processing_pr', 'in_revision', 'ready_for_client', 'rejection_requested']],
      ['completed', ['accepted', 'canceled', 'rejected']],
    ] as const) {
      const [all] = await select<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE status IN (:statuses)', { statuses });
      expect((await page(`/admin/orders/${list}?limit=0`, adminToken)).total).toBe(all!.n);
      expect((await page(`/admin/orders/${list}`, adminToken)).total).toBe(all!.n);
      const [french] = await select<{ n: number }>(
        "SELECT count(*)::int AS n FROM orders WHERE status IN (:statuses) AND language_id = (SELECT id FROM languages WHERE culture = 'fr-FR')",
        { statuses },
      );
      expect((await page(`/admin/orders/${list}?languages=fr-FR&limit=0`, adminToken)).total).toBe(french!.n);
    }
  });
});

describe('deep pages', () => {
  let token: string;
  let newestFirst: number[];

  beforeAll(async () => {
    const client = await createClient();
    token = (await loginAs(api, 'client', client.email, client.password)).access_token;
    const projectId = await insertProject(db, { clientId: client.client.id });
    const template = await insertOrder(db, { clientId: client.client.id, projectId, status: 'accepted', finalWords: 300, createdAt: new Date('2023-01-01T00:00:00Z') });
    await copies(template, 1199, new Date('2023-01-01T00:00:00Z'));
    newestFirst = (
      await select<{ id: number }>('SELECT id FROM orders WHERE client_id = :clientId ORDER BY created_at DESC, id DESC', { clientId: client.client.id })
    ).map((r) => r.id);
    expect(newestFirst).toHaveLength(1200);
  });

  it('answers a deep page as the same slice of the newest-first list, from either end', async () => {
    for (const offset of [990, 1000, 1100, 1195]) {
      const answer = await page(`/client/orders?limit=10&offset=${offset}`, token);
      expect(answer.total).toBe(1200);
      expect(answer.data.map((o) => o.id)).toEqual(newestFirst.slice(offset, offset + 10));
    }
  });

  it('answers the total and no rows past the end', async () => {
    expect(await page('/client/orders?limit=10&offset=1200', token)).toEqual({ data: [], total: 1200 });
    expect(await page('/client/orders?limit=10&offset=5000', token)).toEqual({ data: [], total: 1200 });
    expect(await page('/client/orders?status=open&offset=20', token)).toEqual({ data: [], total: 0 });
  });
});

describe('admin lists: cursors and capped search totals', () => {
  let clientId: number;
  /** the client's completed orders, newest first: 1,200 copies a minute apart, and 5 sharing one microsecond */
  let completed: number[];
  // A word only this client's titles contain, so a search reads these orders among every test's.
  const marker = `quokka${Date.now().toString(36)}`;

  async function list(path: string): Promise<OrderListPage> {
    return (await page(path, adminToken)) as OrderListPage;
  }

  /** Follows nextCursor from the first page to the last; answers every id in the order the pages gave them. */
  async function walk(path: string): Promise<{ ids: number[]; pages: OrderListPage[] }> {
    const pages: OrderListPage[] = [await list(path)];
    while (pages.at(-1)!.nextCursor) pages.push(await list(`${path}&after=${encodeURIComponent(pages.at(-1)!.nextCursor!)}`));
    return { ids: pages.flatMap((p) => p.data.map((o) => o.id)), pages };
  }

  beforeAll(async () => {
    clientId = (await createClient()).client.id;
    const projectId = await insertProject(db, { clientId });
    const template = await insertOrder(db, {
      clientId,
      projectId,
      status: 'accepted',
      finalWords: 300,
      title: `${marker} accepted`,
      createdAt: new Date('2022-01-01T00:00:00Z'),
    });
    await copies(template, 1199, new Date('2022-01-01T00:00:00Z'));
    // Same instant to the microsecond, which a millisecond Date would blur: only the id orders them.
    const tied = (await select<{ id: number }>('SELECT id FROM orders WHERE client_id = :clientId ORDER BY id LIMIT 5', { clientId })).map((r) => r.id);
    await db.query("UPDATE orders SET created_at = '2022-01-01T10:00:00.123456Z' WHERE id IN (:tied)", { replacements: { tied } });
    completed = (
      await select<{ id: number }>('SELECT id FROM orders WHERE client_id = :clientId ORDER BY created_at DESC, id DESC', { clientId })
    ).map((r) => r.id);
    expect(completed).toHaveLength(1200);
  });

  it('walks a list by nextCursor through the same rows as by offset, ties on the instant included', async () => {
    const path = `/admin/orders/completed?clientId=${clientId}&limit=100`;
    const { ids, pages } = await walk(path);
    expect(ids).toEqual(completed);
    expect(pages).toHaveLength(12);
    for (const p of pages) expect([p.total, p.totalCapped]).toEqual([1200, false]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages[0]!.nextCursor).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_\d+$/);
  });

  it('pages by cursor from a deep offset page on', async () => {
    const deep = await list(`/admin/orders/completed?clientId=${clientId}&limit=10&offset=1100`);
    expect(deep.data.map((o) => o.id)).toEqual(completed.slice(1100, 1110));
    const next = await list(`/admin/orders/completed?clientId=${clientId}&limit=10&after=${encodeURIComponent(deep.nextCursor!)}`);
    expect(next.data.map((o) => o.id)).toEqual(completed.slice(1110, 1120));
    const last = await list(`/admin/orders/completed?clientId=${clientId}&limit=10&offset=1190`);
    expect([last.data.length, last.nextCursor]).toEqual([10, null]);
  });

  it('keeps offset paging and the total as they were, with nextCursor beside them', async () => {
    const first = await list(`/admin/orders/completed?clientId=${clientId}`);
    expect(first.data.map((o) => o.id)).toEqual(completed.slice(0, 10));
    expect(first.total).toBe(1200);
    const second = await list(`/admin/orders/completed?clientId=${clientId}&offset=10`);
    expect(second.data.map((o) => o.id)).toEqual(completed.slice(10, 20));
    expect(await list(`/admin/orders/completed?clientId=${clientId}&offset=1200`)).toEqual({ data: [], total: 1200, totalCapped: false, nextCursor: null });
    expect(await list(`/admin/orders/completed?clientId=${clientId}&limit=0`)).toEqual({ data: [], total: 1200, totalCapped: false, nextCursor: null });
    expect(await list(`/admin/orders/open?clientId=${clientId}`)).toEqual({ data: [], total: 0, totalCapped: false, nextCursor: null });
  });

  it('counts a search exactly up to the cap, and says when there were more', async () => {
    const many = await list(`/admin/orders/completed?search=${marker}`);
    expect([many.total, many.totalCapped]).toEqual([ADMIN_SEARCH_TOTAL_CAP, true]);
    expect(many.data.map((o) => o.id)).toEqual(completed.slice(0, 10));
    expect(await list(`/admin/orders/completed?search=${marker}&limit=0`)).toMatchObject({ total: ADMIN_SEARCH_TOTAL_CAP, totalCapped: true });
    // the same search in a client's 1,200 orders, without the cap's rows past the first page in the way
    const beyond = await list(`/admin/orders/completed?search=${marker}&limit=10&offset=1150`);
    expect(beyond.data.map((o) => o.id)).toEqual(completed.slice(1150, 1160));
    expect([beyond.total, beyond.totalCapped]).toEqual([ADMIN_SEARCH_TOTAL_CAP, true]);

    const few = await list(`/admin/orders/completed?search=${completed[3]}&clientId=${clientId}`);
    expect([few.data.map((o) => o.id), few.total, few.totalCapped, few.nextCursor]).toEqual([[completed[3]], 1, false, null]);
  });

  it('walks a capped search past the cap by cursor, to its last match', async () => {
    const { ids, pages } = await walk(`/admin/orders/completed?search=${marker}&limit=100`);
    expect(ids).toEqual(completed);
    expect(pages.every((p) => p.total === ADMIN_SEARCH_TOTAL_CAP && p.totalCapped)).toBe(true);
  });

  it('carries a search’s total in its cursor, so the pages after the first answer it without counting again', async () => {
    const first = await list(`/admin/orders/completed?search=${marker}&limit=10`);
    expect(first.nextCursor).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_\d+_1000\+$/);
    const second = await list(`/admin/orders/completed?search=${marker}&limit=10&after=${encodeURIComponent(first.nextCursor!)}`);
    expect([second.data.map((o) => o.id), second.total, second.totalCapped]).toEqual([completed.slice(10, 20), ADMIN_SEARCH_TOTAL_CAP, true]);
    expect(second.nextCursor).toMatch(/_1000\+$/);
    // the total is the cursor's, not a new count; a cursor without one (an older answer's) is counted
    const sortKey = first.nextCursor!.replace(/_1000\+$/, '');
    expect(await list(`/admin/orders/completed?search=${marker}&limit=10&after=${encodeURIComponent(`${sortKey}_1040`)}`)).toMatchObject({
      total: 1040,
      totalCapped: false,
    });
    expect(await list(`/admin/orders/completed?search=${marker}&limit=10&after=${encodeURIComponent(sortKey)}`)).toMatchObject({
      total: ADMIN_SEARCH_TOTAL_CAP,
      totalCapped: true,
    });
    // lists without a search keep counting (from the counters), and their cursors carry no total
    expect((await list(`/admin/orders/completed?clientId=${clientId}`)).nextCursor).toMatch(/Z_\d+$/);
  });

  it('takes a search of the title of three characters or more, or an order id of any length', async () => {
    for (const search of ['ab', 'a', 'q1']) {
      const res = await get(`/admin/orders/completed?search=${search}`, adminToken).expect(400);
      expect(Object.keys(res.body.error)).toEqual(['search']);
    }
    expect((await list(`/admin/orders/completed?search=${completed[0]}&clientId=${clientId}`)).data.map((o) => o.id)).toEqual([completed[0]]);
    await get('/admin/orders/completed?search=7', adminToken).expect(200);
    await get('/admin/orders/completed?search=qu%20&limit=0', adminToken).expect(400);
    expect(await list(`/admin/orders/completed?search=%20&clientId=${clientId}&limit=0`)).toMatchObject({ total: 1200 });
  });

  it('caps searches of the lists matched once too (action-required, open, processing)', async () => {
    await db.query("UPDATE orders SET status = 'rejection_requested' WHERE client_id = :clientId", { replacements: { clientId } });
    try {
      const required = await list(`/admin/orders/action-required?search=${marker}&limit=50`);
      expect([required.total, required.totalCapped, required.data.map((o) => o.id)]).toEqual([ADMIN_SEARCH_TOTAL_CAP, true, completed.slice(0, 50)]);
      const { ids } = await walk(`/admin/orders/processing?search=${marker}&limit=100`);
      expect(ids).toEqual(completed);
      // without a search, the same list is counted exactly
      expect(await list(`/admin/orders/action-required?filter=rejection_requested&clientId=${clientId}&limit=0`)).toMatchObject({
        total: 1200,
        totalCapped: false,
      });
    } finally {
      await db.query("UPDATE orders SET status = 'accepted' WHERE client_id = :clientId", { replacements: { clientId } });
    }
  });

  it('refuses a malformed cursor and a cursor beside an offset, naming the field', async () => {
    const cursor = (await list(`/admin/orders/completed?clientId=${clientId}`)).nextCursor!;
    for (const [query, field] of [
      ['after=yesterday', 'after'],
      ['after=2022-01-01T00:00:00Z_5', 'after'],
      ['after=2022-13-45T00:00:00.000000Z_5', 'after'],
      ['after=2022-02-30T00:00:00.000000Z_5', 'after'],
      ['after=2022-01-01T00:00:00.000000Z_0', 'after'],
      ['after=2022-01-01T00:00:00.000000Z_99999999999', 'after'],
      ['after=', 'after'],
      [`after=${'9'.repeat(5000)}`, 'after'],
      [`after=${encodeURIComponent(cursor)}&after=${encodeURIComponent(cursor)}`, 'after'],
      [`after=${encodeURIComponent(cursor)}&offset=10`, 'offset'],
    ]) {
      const res = await get(`/admin/orders/completed?${query}`, adminToken).expect(400);
      expect(Object.keys(res.body.error)).toEqual([field]);
    }
    // a cursor with limit=0 answers the total, as without it
    expect(await list(`/admin/orders/completed?clientId=${clientId}&limit=0&after=${encodeURIComponent(cursor)}`)).toMatchObject({ total: 1200 });
  });

  it('leaves the client and linguist lists answering { data, total }', async () => {
    const client = await createClient();
    const token = (await loginAs(api, 'client', client.email, client.password)).access_token;
    expect((await get('/client/orders', token).expect(200)).body).toEqual({ data: [], total: 0 });
    await get('/client/orders?after=2022-01-01T00:00:00.000000Z_5', token).expect(400);
  });
});
