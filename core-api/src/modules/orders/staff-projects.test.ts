import type { Sequelize } from 'sequelize';
import { QueryTypes } from 'sequelize';
import type { OrderDto, Page, ProjectOrderStats, ProjectRevisionStats, StaffProjectDto } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createLinguist } from '../../testing/factories.js';
import { call, expectStatus, newAdmin, newClient, type Actor } from './testing/order-scenario.js';
import { insertOrder, insertProject } from './order-queries.fixtures.js';

let api: TestContext;
let db: Sequelize;
let admin: Actor;
let client: Actor;
let other: Actor;
let projectId: number;
let emptyProjectId: number;
const orders: Record<string, number> = {};

function get(path: string, token = admin.token) {
  return api.request().get(path).set('Authorization', `Bearer ${token}`);
}

async function addRevision(orderId: number, number: number, requestedBy: 'client' | 'admin' | 'proofreader'): Promise<void> {
  await db.query(`INSERT INTO order_revisions (order_id, number, comment, requested_by) VALUES (:orderId, :number, 'Shorter, please', :requestedBy)`, {
    replacements: { orderId, number, requestedBy },
  });
}

beforeAll(async () => {
  api = await startTestApi();
  db = api.runtime.sequelize;
  admin = await newAdmin(api);
  client = await newClient(api);
  other = await newClient(api);
  const writer = (await createLinguist({ roles: ['copywriter'], level: 'good', languages: ['de-DE'] })).linguist.id;
  const proofreader = (await createLinguist({ roles: ['proofreader'], level: 'good', languages: ['de-DE'] })).linguist.id;
  projectId = await insertProject(db, { clientId: client.id, name: 'Autumn catalogue', purchaseOrder: 'PO-77' });
  emptyProjectId = await insertProject(db, { clientId: client.id, name: 'Nothing yet' });
  const statuses = ['open', 'open', 'processing_cw', 'in_revision', 'ready_for_client', 'accepted', 'accepted', 'canceled', 'rejected'] as const;
  for (const [i, status] of statuses.entries()) {
    const taken = status !== 'open';
    orders[`${status}${i}`] = await insertOrder(db, {
      clientId: client.id,
      projectId,
      title: `Text ${i}`,
      status,
      writerId: taken ? writer : undefined,
      proofreaderId: status === 'accepted' && i === 6 ? proofreader : undefined,
      acceptedAt: status === 'accepted' ? new Date() : undefined,
    });
  }
  // Another client's project with orders must not leak into the counts.
  const elsewhere = await insertProject(db, { clientId: other.id, name: 'Elsewhere' });
  await insertOrder(db, { clientId: other.id, projectId: elsewhere, status: 'accepted', writerId: writer, acceptedAt: new Date() });
  await addRevision(orders.in_revision3!, 1, 'client');
  await addRevision(orders.in_revision3!, 2, 'proofreader');
  await addRevision(orders.accepted5!, 1, 'admin');
});

afterAll(() => api.close());

describe('GET /admin/project/:id and its statistics', () => {
  it('answers any client’s project with its client, named as staff name clients', async () => {
    const project = (await get(`/admin/project/${projectId}`).expect(200)).body as StaffProjectDto;
    expect(project).toMatchObject({ id: projectId, name: 'Autumn catalogue', purchaseOrder: 'PO-77', clientId: client.id, clientName: 'Clara Client', ordersCount: 9, status: 'processing' });
  });

  it('counts the orders by status, adding up to the project’s orders and no other client’s', async () => {
    const stats = (await get(`/admin/project/${projectId}/orders-stats`).expect(200)).body as ProjectOrderStats;
    expect(stats).toEqual({ open: 2, processing: 2, ready: 1, accepted: 2, canceled: 1, rejected: 1, total: 9 });
    const { total, ...byStatus } = stats;
    expect(Object.values(byStatus).reduce((sum, n) => sum + n, 0)).toBe(total);
    const list = (await get(`/admin/project/${projectId}/orders?limit=100`).expect(200)).body as Page<OrderDto>;
    expect(list.total).toBe(total);
    expect(list.data.map((order) => order.id).sort((a, b) => a - b)).toEqual(Object.values(orders).sort((a, b) => a - b));
    expect(list.data[0]).toMatchObject({ clientId: client.id, clientName: 'Clara Client' });
    // The client's own statistics of the same project are the same figures.
    expect((await get(`/client/project/${projectId}/orders-stats`, client.token).expect(200)).body).toEqual(stats);
  });

  it('filters the project’s orders like the client’s project orders', async () => {
    const open = (await get(`/admin/project/${projectId}/orders?status=open&limit=100`).expect(200)).body as Page<OrderDto>;
    expect(open.total).toBe(2);
    expect(open.data.every((order) => order.status === 'open')).toBe(true);
  });

  it('counts the linguists of accepted orders, writers and proofreaders once each', async () => {
    expect((await get(`/admin/project/${projectId}/linguist-stats`).expect(200)).body).toEqual({ accepted: { total: 2, lastMonth: 2 } });
    expect((await get(`/admin/project/${emptyProjectId}/linguist-stats`).expect(200)).body).toEqual({ accepted: { total: 0, lastMonth: 0 } });
  });

  it('counts revision rounds by who asked, and the share of orders sent back', async () => {
    const stats = (await get(`/admin/project/${projectId}/revisions`).expect(200)).body as ProjectRevisionStats;
    expect(stats).toEqual({ orders: 9, revisedOrders: 2, rounds: { total: 3, client: 1, admin: 1, proofreader: 1 }, revisedShare: 0.2222 });
    expect(stats.rounds.client + stats.rounds.admin + stats.rounds.proofreader).toBe(stats.rounds.total);
    expect((await get(`/admin/project/${emptyProjectId}/revisions`).expect(200)).body).toEqual({
      orders: 0,
      revisedOrders: 0,
      rounds: { total: 0, client: 0, admin: 0, proofreader: 0 },
      revisedShare: 0,
    });
  });

  it('answers 404 for an unknown project on every call, and is staff’s only', async () => {
    for (const suffix of ['', '/orders', '/orders-stats', '/linguist-stats', '/revisions']) {
      await get(`/admin/project/${projectId + 1_000_000}${suffix}`).expect(404);
      await get(`/admin/project/${projectId}${suffix}`, client.token).expect(403);
    }
    expect(Object.keys((await get('/admin/project/abc').expect(400)).body.error)).toEqual(['id']);
  });
});

async function projectRow(id: number) {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT p.client_id, p.name, l.culture, p.purchase_order, p.quote_id, p.external_id FROM projects p JOIN languages l ON l.id = p.language_id WHERE p.id = :id`,
    { type: QueryTypes.SELECT, replacements: { id } },
  );
  return row;
}

describe('PATCH /admin/project/:id', () => {
  it('changes the given fields of any client’s project and answers it with its client', async () => {
    const id = await insertProject(db, { clientId: other.id, name: 'Winter', purchaseOrder: 'PO-1' });
    const res = await expectStatus(call(api, 'patch', `/admin/project/${id}`, admin.token, { name: 'Winter sale', quoteId: 'Q-9', purchaseOrder: null }), 200);
    expect(res.body as StaffProjectDto).toMatchObject({ id, name: 'Winter sale', quoteId: 'Q-9', purchaseOrder: null, clientId: other.id });
    expect(await projectRow(id)).toMatchObject({ client_id: other.id, name: 'Winter sale', quote_id: 'Q-9', purchase_order: null });
  });

  it('refuses bad input with 400 naming the field and changes nothing', async () => {
    const id = await insertProject(db, { clientId: client.id, name: 'Spring' });
    const blank = await expectStatus(call(api, 'patch', `/admin/project/${id}`, admin.token, { name: '   ' }), 400);
    expect(Object.keys((blank.body as { error: object }).error)).toEqual(['name']);
    const language = await expectStatus(call(api, 'patch', `/admin/project/${id}`, admin.token, { name: 'Changed', language: 'xx-XX' }), 400);
    expect(Object.keys((language.body as { error: object }).error)).toEqual(['language']);
    const long = await expectStatus(call(api, 'patch', `/admin/project/${id}`, admin.token, { quoteId: 'Q'.repeat(101) }), 400);
    expect(Object.keys((long.body as { error: object }).error)).toEqual(['quoteId']);
    await expectStatus(call(api, 'patch', `/admin/project/${id}`, admin.token, {}), 400);
    expect(await projectRow(id)).toMatchObject({ name: 'Spring', quote_id: null });
  });

  it('answers 404 for an unknown project and 403 to a client', async () => {
    await expectStatus(call(api, 'patch', `/admin/project/${projectId + 1_000_000}`, admin.token, { name: 'Nothing' }), 404);
    await expectStatus(call(api, 'patch', `/admin/project/${projectId}`, client.token, { name: 'Mine now' }), 403);
    expect((await projectRow(projectId))?.name).toBe('Autumn catalogue');
  });
});

describe('POST /admin/project', () => {
  it('creates a project for the client, which the client then sees as its own', async () => {
    const res = await expectStatus(
      call(api, 'post', '/admin/project', admin.token, { clientId: other.id, name: 'Made by staff', language: 'fr-FR', externalId: 'crm-3' }),
      201,
    );
    const { id } = res.body as { id: number };
    expect(await projectRow(id)).toEqual({ client_id: other.id, name: 'Made by staff', culture: 'fr-FR', purchase_order: null, quote_id: null, external_id: 'crm-3' });
    expect((await get(`/client/project/${id}`, other.token).expect(200)).body).toMatchObject({ id, name: 'Made by staff', status: 'open' });
    await get(`/client/project/${id}`, client.token).expect(404);
  });

  it('refuses a missing or unknown client and an unknown language with 400 naming the field, creating nothing', async () => {
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM projects', { type: QueryTypes.SELECT }))[0]!.n;
    const before = await count();
    const missing = await expectStatus(call(api, 'post', '/admin/project', admin.token, { name: 'X', language: 'de-DE' }), 400);
    expect(Object.keys((missing.body as { error: object }).error)).toEqual(['clientId']);
    const unknown = await expectStatus(call(api, 'post', '/admin/project', admin.token, { clientId: 2_000_000_000, name: 'X', language: 'de-DE' }), 400);
    expect(unknown.body).toMatchObject({ error: { clientId: [expect.stringContaining('Unknown client')] } });
    const language = await expectStatus(call(api, 'post', '/admin/project', admin.token, { clientId: client.id, name: 'X', language: 'xx-XX' }), 400);
    expect(Object.keys((language.body as { error: object }).error)).toEqual(['language']);
    expect(await count()).toBe(before);
  });

  it('is staff’s only', async () => {
    await expectStatus(call(api, 'post', '/admin/project', client.token, { clientId: client.id, name: 'X', language: 'de-DE' }), 403);
  });
});
