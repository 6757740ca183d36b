import { QueryTypes, type Sequelize } from 'sequelize';
import type { Page, ProjectDto } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, createLinguist, loginAs } from '../../testing/factories.js';
import { fixtureGross, hoursFromNow, insertGroup, insertOrder, insertProject } from './order-queries.fixtures.js';

let api: TestContext;
let db: Sequelize;
let token: string;
let otherToken: string;
let adminToken: string;
let clientId: number;
let otherClientId: number;
const p: Record<string, number> = {};
const o: Record<string, number> = {};
const linguists: Record<string, number> = {};

function get(path: string, bearer = token) {
  return api.request().get(path).set('Authorization', `Bearer ${bearer}`);
}

async function projects(query: string): Promise<Page<ProjectDto>> {
  const res = await get(`/client/projects?limit=100&${query}`);
  if (res.status !== 200) throw new Error(`GET /client/projects?${query} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Page<ProjectDto>;
}

/** Names of the fixture projects a query finds, sorted. */
async function found(query: string): Promise<string[]> {
  const ids = (await projects(query)).data.map((project) => project.id);
  return Object.entries(p)
    .filter(([, id]) => ids.includes(id))
    .map(([name]) => name)
    .sort();
}

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

beforeAll(async () => {
  api = await startTestApi();
  db = api.runtime.sequelize;
  const client = await createClient();
  const other = await createClient();
  clientId = client.client.id;
  otherClientId = other.client.id;
  const admin = await createAdmin();
  adminToken = (await loginAs(api, 'admin', admin.email, admin.password)).access_token;
  token = (await loginAs(api, 'client', client.email, client.password)).access_token;
  otherToken = (await loginAs(api, 'client', other.email, other.password)).access_token;
  for (const name of ['writer', 'proofreader', 'earlierWriter', 'direct']) {
    linguists[name] = (await createLinguist({ roles: ['copywriter', 'proofreader'], level: 'premium', languages: ['de-DE'] })).linguist.id;
  }
  const group = await insertGroup(db, { clientId, name: 'Fashion Writers', type: 'copywriting', memberIds: [linguists.writer!] });

  p.empty = await insertProject(db, { clientId, name: 'Empty 100%', createdAt: day('2024-01-05') });
  p.fresh = await insertProject(db, { clientId, name: 'Fresh start', culture: 'fr-FR', externalId: 'EXT-7', createdAt: day('2024-01-10') });
  p.running = await insertProject(db, { clientId, name: 'Running', createdAt: day('2024-02-01') });
  p.done = await insertProject(db, { clientId, name: 'Done deal', createdAt: day('2024-03-01') });
  p.elsewhere = await insertProject(db, { clientId: other.client.id, name: 'Running elsewhere' });

  o.freshOpen = await insertOrder(db, { clientId, projectId: p.fresh, culture: 'fr-FR' });
  o.freshDirect = await insertOrder(db, { clientId, projectId: p.fresh, culture: 'fr-FR', type: 'DO', directLinguistId: linguists.direct });
  o.runningOpen = await insertOrder(db, { clientId, projectId: p.running, level: 'premium' });
  o.runningReady = await insertOrder(db, {
    clientId,
    projectId: p.running,
    type: 'GO',
    writerGroupId: group,
    status: 'ready_for_client',
    writerId: linguists.writer,
    proofreading: 'open',
    proofreaderId: linguists.proofreader,
  });
  o.runningUsd = await insertOrder(db, { clientId, projectId: p.running, currency: 'USD', status: 'processing_cw', writerId: linguists.writer });
  o.doneAccepted = await insertOrder(db, {
    clientId,
    projectId: p.done,
    status: 'accepted',
    finalWords: 300,
    writerId: linguists.writer,
    proofreading: 'open',
    proofreaderId: linguists.proofreader,
    acceptedAt: hoursFromNow(-24),
  });
  o.doneAcceptedEarlier = await insertOrder(db, {
    clientId,
    projectId: p.done,
    status: 'accepted',
    finalWords: 200,
    writerId: linguists.earlierWriter,
    acceptedAt: new Date('2024-03-20T08:00:00Z'),
  });
  o.doneCanceled = await insertOrder(db, { clientId, projectId: p.done, status: 'canceled' });
  o.doneRejected = await insertOrder(db, { clientId, projectId: p.done, status: 'rejected' });
});

afterAll(() => api.close());

describe('GET /client/projects', () => {
  it('lists the caller’s projects newest first with derived status, prices and order counts', async () => {
    const page = await projects('');
    expect(page.total).toBe(4);
    expect(page.data.map((project) => project.id)).toEqual([p.done, p.running, p.fresh, p.empty]);
    const byId = Object.fromEntries(page.data.map((project) => [project.id, project]));
    expect(byId[p.empty!]).toMatchObject({ status: 'open', prices: [], ordersCount: 0, language: { culture: 'de-DE', name: 'German - Germany' } });
    expect(byId[p.fresh!]).toMatchObject({ status: 'open', ordersCount: 2, externalId: 'EXT-7', prices: [{ amount: 2 * fixtureGross(400), currency: 'EUR' }] });
    expect(byId[p.running!]).toMatchObject({
      status: 'processing',
      ordersCount: 3,
      prices: [
        { amount: 2 * fixtureGross(400), currency: 'EUR' },
        { amount: fixtureGross(400), currency: 'USD' },
      ],
    });
    // final price where known (300 and 200 words), else the maximum
    expect(byId[p.done!]).toMatchObject({
      status: 'done',
      ordersCount: 4,
      prices: [{ amount: fixtureGross(300) + fixtureGross(200) + 2 * fixtureGross(400), currency: 'EUR' }],
    });
  });

  it('answers the total and no rows for a page past the end', async () => {
    expect((await get('/client/projects?limit=10&offset=4').expect(200)).body).toEqual({ data: [], total: 4 });
    expect((await get('/client/projects?limit=10&offset=3').expect(200)).body.data.map((project: ProjectDto) => project.id)).toEqual([p.empty]);
    expect((await get('/client/projects?limit=10&projectStatus=done&offset=1').expect(200)).body).toEqual({ data: [], total: 1 });
  });

  it('answers only the total with limit=0', async () => {
    expect((await get('/client/projects?limit=0').expect(200)).body).toEqual({ data: [], total: 4 });
    expect((await get('/client/projects?limit=0&projectStatus=open').expect(200)).body).toEqual({ data: [], total: 2 });
  });

  it('filters by name, literally, under name or search', async () => {
    expect(await found('name=RUN')).toEqual(['running']);
    expect(await found('search=run')).toEqual(['running']);
    expect(await found(`name=${encodeURIComponent('100%')}`)).toEqual(['empty']);
    expect(await found(`name=${encodeURIComponent('e_')}`)).toEqual([]);
  });

  it('filters by derived project status', async () => {
    expect(await found('projectStatus=open')).toEqual(['empty', 'fresh']);
    expect(await found('projectStatus=processing')).toEqual(['running']);
    expect(await found('projectStatus=done,processing')).toEqual(['done', 'running']);
    // open with another status keeps the projects without orders, and leaves out only the third status's
    expect(await found('projectStatus=open,done')).toEqual(['done', 'empty', 'fresh']);
    expect(await found('projectStatus=open,processing,done')).toEqual(['done', 'empty', 'fresh', 'running']);
  });

  it('filters by project fields: id, external id, language, creation days (DD.MM.YYYY, both ends included)', async () => {
    expect(await found(`id=${p.running}`)).toEqual(['running']);
    expect(await found('externalId=EXT-7')).toEqual(['fresh']);
    expect(await found('culture=fr-FR')).toEqual(['fresh']);
    expect(await found('culture=fr-FR&culture=de-DE')).toEqual(['done', 'empty', 'fresh', 'running']);
    expect(await found('createdFrom=10.01.2024')).toEqual(['done', 'fresh', 'running']);
    expect(await found('createdTo=10.01.2024')).toEqual(['empty', 'fresh']);
    expect(await found('createdFrom=06.01.2024&createdTo=01.02.2024')).toEqual(['fresh', 'running']);
  });

  it('filters by the project’s orders: id, level, service, linguist, group, client view, acceptance days', async () => {
    expect(await found(`orderId=${o.runningUsd}`)).toEqual(['running']);
    expect(await found('level=premium')).toEqual(['running']);
    expect(await found('service=proofreading')).toEqual(['done', 'running']);
    expect(await found('service=copywriting')).toEqual(['done', 'fresh', 'running']);
    expect(await found(`linguistId=${linguists.proofreader}`)).toEqual(['done', 'running']);
    expect(await found(`linguistId=${linguists.direct}`)).toEqual(['fresh']);
    expect(await found('groupName=fashion')).toEqual(['running']);
    expect(await found('orderStatus=ready')).toEqual(['running']);
    expect(await found('orderStatus=completed')).toEqual(['done']);
    expect(await found('acceptedFrom=20.03.2024&acceptedTo=20.03.2024')).toEqual(['done']);
    expect(await found('acceptedTo=19.03.2024')).toEqual([]);
  });

  it('matches the order filters on one and the same order', async () => {
    // running has a premium order (open) and a ready order (level good), but no premium ready order
    expect(await found('level=premium&orderStatus=ready')).toEqual([]);
    expect(await found('level=premium&orderStatus=open')).toEqual(['running']);
  });

  it('refuses malformed dates, unknown values and unknown keys, naming the field', async () => {
    for (const [query, field] of [
      ['createdFrom=31.02.2024', 'createdFrom'],
      ['createdTo=2024-01-10', 'createdTo'],
      ['acceptedFrom=1.1.2024', 'acceptedFrom'],
      ['level=legendary', 'level.0'],
      ['projectStatus=archived', 'projectStatus.0'],
      ['owner=me', 'owner'],
    ]) {
      const res = await get(`/client/projects?${query}`).expect(400);
      expect(Object.keys(res.body.error)).toEqual([field]);
      expect(res.body.message).toContain(field);
    }
  });

  it('never lists another client’s projects', async () => {
    expect(await found('name=running')).toEqual(['running']);
    const theirs = (await get('/client/projects?limit=100', otherToken).expect(200)).body as Page<ProjectDto>;
    expect(theirs.data.map((project) => project.id)).toEqual([p.elsewhere]);
  });
});

describe('GET /client/projects?fields=picker', () => {
  const pick = (query = '', bearer = token) => get(`/client/projects?fields=picker&limit=99999${query}`, bearer).expect(200);

  it('answers every project newest first as id, name and language only, with the total', async () => {
    const { body } = await pick();
    expect(body).toEqual({
      data: [
        { id: p.done, name: 'Done deal', language: { name: 'German - Germany', culture: 'de-DE' } },
        { id: p.running, name: 'Running', language: { name: 'German - Germany', culture: 'de-DE' } },
        { id: p.fresh, name: 'Fresh start', language: { name: 'French - France', culture: 'fr-FR' } },
        { id: p.empty, name: 'Empty 100%', language: { name: 'German - Germany', culture: 'de-DE' } },
      ],
      total: 4,
    });
  });

  it('takes the same filters and paging as the full list', async () => {
    expect((await pick('&name=run')).body).toEqual({
      data: [{ id: p.running, name: 'Running', language: { name: 'German - Germany', culture: 'de-DE' } }],
      total: 1,
    });
    expect((await pick('&projectStatus=open')).body.data.map((project: { id: number }) => project.id)).toEqual([p.fresh, p.empty]);
    const second = (await get('/client/projects?fields=picker&limit=2&offset=2').expect(200)).body;
    expect(second.total).toBe(4);
    expect(second.data.map((project: { id: number }) => project.id)).toEqual([p.fresh, p.empty]);
    expect((await get('/client/projects?fields=picker&limit=0').expect(200)).body).toEqual({ data: [], total: 4 });
  });

  it('counts the total when a first page is full, and takes it from the rows when it is not', async () => {
    for (const fields of ['&fields=picker', '']) {
      for (const [limit, rows] of [[3, 3], [4, 4], [5, 4]] as const) {
        const page = (await get(`/client/projects?limit=${limit}${fields}`).expect(200)).body as Page<{ id: number }>;
        expect({ fields, limit, rows: page.data.length, total: page.total }).toEqual({ fields, limit, rows, total: 4 });
      }
      const named = (await get(`/client/projects?limit=1&name=e${fields}`).expect(200)).body as Page<{ id: number }>;
      expect(named.total).toBe(3);
    }
  });

  it('writes any name as JSON: quotes, backslashes, control characters, other scripts', async () => {
    const owner = await createClient();
    const names = ['Say "hi" \\ bye', 'tab\there\nnew line \u0001', 'Ünïcödé – 東京 😀', '</script>'];
    const ids: number[] = [];
    for (const [i, name] of names.entries()) {
      ids.push(await insertProject(db, { clientId: owner.client.id, name, createdAt: day(`2024-05-0${i + 1}`) }));
    }
    const res = await get(`/admin/projects?clientId=${owner.client.id}&fields=picker&limit=99999`, adminToken).expect(200);
    expect(JSON.parse(res.text)).toEqual({
      data: names.map((name, i) => ({ id: ids[i], name, language: { name: 'German - Germany', culture: 'de-DE' } })).reverse(),
      total: names.length,
    });
  });

  it('lists only the caller’s projects', async () => {
    expect((await pick('', otherToken)).body).toEqual({
      data: [{ id: p.elsewhere, name: 'Running elsewhere', language: { name: 'German - Germany', culture: 'de-DE' } }],
      total: 1,
    });
  });

  it('refuses other field sets, naming the field', async () => {
    const res = await get('/client/projects?fields=everything').expect(400);
    expect(Object.keys(res.body.error)).toEqual(['fields']);
  });

  it("answers the spec's picker call, every full project at once, as pages of a few do, for the client and staff", async () => {
    const all = (await get('/client/projects?limit=99999').expect(200)).body as Page<ProjectDto>;
    expect(all.total).toBe(4);
    expect(all).toEqual((await get('/client/projects?limit=100').expect(200)).body);
    const staffAll = (await get(`/admin/projects?clientId=${clientId}&limit=99999`, adminToken).expect(200)).body as Page<ProjectDto>;
    expect(staffAll.data.map(({ id, status, prices, ordersCount }) => ({ id, status, prices, ordersCount }))).toEqual(
      all.data.map(({ id, status, prices, ordersCount }) => ({ id, status, prices, ordersCount })),
    );
    expect(Object.keys((await get('/client/projects?limit=100000').expect(400)).body.error)).toEqual(['limit']);
    expect(Object.keys((await get('/client/projects?fields=picker&limit=100000').expect(400)).body.error)).toEqual(['limit']);
  });

  it('writes instants as Date.prototype.toISOString does: UTC, cut to the millisecond', async () => {
    await db.query(`UPDATE projects SET deadline_at = '2025-06-30 23:59:59.999999+02' WHERE id = ${p.done}`);
    try {
      const [done] = (await get(`/client/projects?limit=1`).expect(200)).body.data as ProjectDto[];
      expect(done).toMatchObject({ id: p.done, createdAt: '2024-03-01T12:00:00.000Z', deadlineAt: '2025-06-30T21:59:59.999Z' });
      expect((await get(`/client/project/${p.done}`).expect(200)).body).toEqual(done);
    } finally {
      await db.query(`UPDATE projects SET deadline_at = NULL WHERE id = ${p.done}`);
    }
  });

  it('leaves the full answer as it was without fields', async () => {
    const full = (await get('/client/projects?limit=100').expect(200)).body as Page<ProjectDto>;
    expect(full.total).toBe(4);
    expect(Object.keys(full.data[0]!).sort()).toEqual(
      ['createdAt', 'deadlineAt', 'externalId', 'id', 'language', 'name', 'ordersCount', 'prices', 'purchaseOrder', 'quoteId', 'status'],
    );
  });
});

describe('a picker kept between calls', () => {
  let owner: { id: number; token: string };
  const names = async (bearer = owner.token) =>
    ((await get('/client/projects?fields=picker&limit=99999', bearer).expect(200)).body as Page<{ name: string }>).data.map((project) => project.name);
  const staffNames = async () =>
    ((await get(`/admin/projects?clientId=${owner.id}&fields=picker&limit=99999`, adminToken).expect(200)).body as Page<{ name: string }>).data.map(
      (project) => project.name,
    );
  const version = async (client = owner.id) =>
    (await db.query<{ version: string }>(`SELECT version FROM client_project_versions WHERE client_id = ${client}`, { type: QueryTypes.SELECT }))[0]?.version;

  beforeAll(async () => {
    const account = await createClient();
    owner = { id: account.client.id, token: (await loginAs(api, 'client', account.email, account.password)).access_token };
    await insertProject(db, { clientId: owner.id, name: 'First', createdAt: day('2024-06-01') });
  });

  it('sees a project created, renamed or deleted, through this API or any other writer, on the next call', async () => {
    expect(await names()).toEqual(['First']);
    const { id } = (await api.request().post('/client/project').set('Authorization', `Bearer ${owner.token}`).send({ name: 'Second', language: 'de-DE' }).expect(201))
      .body as { id: number };
    expect(await names()).toEqual(['Second', 'First']);
    expect(await staffNames()).toEqual(['Second', 'First']);
    await api.request().patch(`/client/project/${id}`).set('Authorization', `Bearer ${owner.token}`).send({ name: 'Second, renamed' }).expect(200);
    expect(await names()).toEqual(['Second, renamed', 'First']);
    // another core-api instance, an import, a script: PostgreSQL's triggers give her projects a new version
    await db.query(`UPDATE projects SET name = 'First, renamed' WHERE client_id = ${owner.id} AND name = 'First'`);
    expect(await staffNames()).toEqual(['Second, renamed', 'First, renamed']);
    await db.query(`DELETE FROM projects WHERE id = ${id}`);
    expect(await names()).toEqual(['First, renamed']);
    await insertProject(db, { clientId: owner.id, name: 'Third' });
    expect(await names()).toEqual(['Third', 'First, renamed']);
  });

  it('sees a language renamed', async () => {
    const language = async () =>
      ((await get('/client/projects?fields=picker&limit=99999', owner.token).expect(200)).body as Page<{ language: { name: string } }>).data[0]!.language.name;
    expect(await language()).toBe('German - Germany');
    await db.query(`UPDATE languages SET name = 'German - Deutschland' WHERE culture = 'de-DE'`);
    try {
      expect(await language()).toBe('German - Deutschland');
    } finally {
      await db.query(`UPDATE languages SET name = 'German - Germany' WHERE culture = 'de-DE'`);
    }
    expect(await language()).toBe('German - Germany');
  });

  it('answers again what it kept while her version stands: a row written behind the triggers is not seen', async () => {
    const before = await names();
    await db.transaction(async (transaction) => {
      await db.query('SET LOCAL session_replication_role = replica', { transaction });
      await db.query(`INSERT INTO projects (client_id, name, language_id) SELECT ${owner.id}, 'Unseen', id FROM languages WHERE culture = 'de-DE'`, { transaction });
    });
    expect(await names()).toEqual(before);
    // a filtered picker is never kept
    expect((await get('/client/projects?fields=picker&limit=99999&name=unseen', owner.token).expect(200)).body.total).toBe(1);
    await db.query(`UPDATE projects SET name = 'Seen' WHERE client_id = ${owner.id} AND name = 'Unseen'`);
    expect(await names()).toContain('Seen');
  });

  it('answers a kept picker with the ETag Express gives its text, 304 while it stands', async () => {
    const path = '/client/projects?fields=picker&limit=99999';
    const first = await get(path, owner.token).expect(200);
    const again = await get(path, owner.token).expect(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.text).toBe(first.text);
    // the same text answered by Express itself, from a list that is never kept
    const unkept = await get(`${path}&name=${encodeURIComponent(' ')}&createdTo=31.12.2999`, owner.token).expect(200);
    expect(unkept.text).toBe(first.text);
    expect(unkept.headers.etag).toBe(first.headers.etag);
    await get(path, owner.token).set('If-None-Match', first.headers.etag as string).expect(304);
    await insertProject(db, { clientId: owner.id, name: 'Fourth' });
    const changed = await get(path, owner.token).set('If-None-Match', first.headers.etag as string).expect(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('gives a new version only to the clients whose projects a statement wrote', async () => {
    const mine = await version();
    const theirs = await version(otherClientId);
    await db.query(`UPDATE projects SET name = name WHERE client_id = ${owner.id}`);
    expect(BigInt((await version())!)).toBeGreaterThan(BigInt(mine!));
    expect(await version(otherClientId)).toBe(theirs);
  });
});

describe('GET /admin/projects', () => {
  const staff = (query: string) => get(`/admin/projects?${query}`, adminToken);
  const ids = (page: { data: { id: number }[] }) => page.data.map((project) => project.id);

  it('lists one client’s projects with the client list’s answer, filters and paging', async () => {
    const mine = (await staff(`clientId=${clientId}&limit=100`).expect(200)).body as Page<ProjectDto>;
    const own = (await get('/client/projects?limit=100').expect(200)).body as Page<ProjectDto>;
    // Staff's rows say whose project it is, named as staff lists name a client.
    expect(mine).toEqual({ ...own, data: own.data.map((project) => ({ ...project, clientId, clientName: 'Clara Client' })) });
    expect(ids((await staff(`clientId=${clientId}&projectStatus=open&limit=100`).expect(200)).body)).toEqual([p.fresh, p.empty]);
    expect(ids((await staff(`clientId=${clientId}&limit=1&offset=1`).expect(200)).body)).toEqual([p.running]);
    // The order filters keep to the orders of the client asked for.
    expect(ids((await staff(`clientId=${clientId}&groupName=fashion&limit=100`).expect(200)).body)).toEqual([p.running]);
    expect(ids((await staff(`clientId=${otherClientId}&groupName=fashion&limit=100`).expect(200)).body)).toEqual([]);
  });

  it('answers the picker for one client, as the upload dialog asks it', async () => {
    const { body } = await staff(`clientId=${otherClientId}&fields=picker&limit=99999`).expect(200);
    expect(body).toEqual({ data: [{ id: p.elsewhere, name: 'Running elsewhere', language: { name: 'German - Germany', culture: 'de-DE' } }], total: 1 });
    expect((await staff(`clientId=${clientId}&fields=picker&search=fresh&limit=10`).expect(200)).body.data).toEqual([
      { id: p.fresh, name: 'Fresh start', language: { name: 'French - France', culture: 'fr-FR' } },
    ]);
  });

  it('searches every client’s projects without clientId, order filters included', async () => {
    expect(ids((await staff('search=running&limit=100').expect(200)).body).filter((id: number) => Object.values(p).includes(id))).toEqual([p.elsewhere, p.running]);
    expect(ids((await staff(`orderId=${o.doneCanceled}&limit=100`).expect(200)).body)).toEqual([p.done]);
  });

  it('refuses a malformed client id naming the field, and is staff’s only', async () => {
    expect(Object.keys((await staff('clientId=abc').expect(400)).body.error)).toEqual(['clientId']);
    await get('/admin/projects').expect(403);
    expect(Object.keys((await get('/client/projects?clientId=1').expect(400)).body.error)).toEqual(['clientId']);
  });
});

describe('one project', () => {
  it('answers the project, and 404 for another client’s project on every call', async () => {
    const res = await get(`/client/project/${p.running}`).expect(200);
    expect(res.body).toMatchObject({ id: p.running, name: 'Running', status: 'processing', ordersCount: 3 });
    for (const suffix of ['', '/orders', '/orders-stats', '/linguist-stats']) {
      await get(`/client/project/${p.elsewhere}${suffix}`).expect(404);
      await get(`/client/project/${p.running}${suffix}`, otherToken).expect(404);
    }
  });

  it('lists its orders with the order filters', async () => {
    const all = (await get(`/client/project/${p.running}/orders`).expect(200)).body;
    expect(all.total).toBe(3);
    expect(all.data.map((order: { id: number }) => order.id)).toEqual([o.runningUsd, o.runningReady, o.runningOpen]);
    const ready = (await get(`/client/project/${p.running}/orders?status=ready`).expect(200)).body;
    expect(ready.data.map((order: { id: number }) => order.id)).toEqual([o.runningReady]);
    expect((await get(`/client/project/${p.running}/orders?limit=0&status=processing`).expect(200)).body).toEqual({ data: [], total: 1 });
    await get(`/client/project/${p.running}/orders?projectIds=${p.done}`).expect(400);
  });

  it('counts its orders per client view, completed split into outcomes', async () => {
    expect((await get(`/client/project/${p.running}/orders-stats`).expect(200)).body).toEqual({
      open: 1,
      processing: 1,
      ready: 1,
      accepted: 0,
      canceled: 0,
      rejected: 0,
      total: 3,
    });
    expect((await get(`/client/project/${p.done}/orders-stats`).expect(200)).body).toEqual({
      open: 0,
      processing: 0,
      ready: 0,
      accepted: 2,
      canceled: 1,
      rejected: 1,
      total: 4,
    });
  });

  it('counts distinct linguists of accepted orders, all time and in the last month', async () => {
    expect((await get(`/client/project/${p.done}/linguist-stats`).expect(200)).body).toEqual({ accepted: { total: 3, lastMonth: 2 } });
    expect((await get(`/client/project/${p.running}/linguist-stats`).expect(200)).body).toEqual({ accepted: { total: 0, lastMonth: 0 } });
  });
});
