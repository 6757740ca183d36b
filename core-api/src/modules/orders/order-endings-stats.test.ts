import request from 'supertest';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { call, expectStatus, newAdmin, newClient, newLinguist, newOrder, newProject, words, type Actor } from './testing/order-scenario.js';

// The talent search sorts by cached statistics: an order's ending must re-count the linguists who held it.
jest.setTimeout(60_000);

let api: TestContext;
let client: Actor;
let admin: Actor;
let projectId: number;

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api, {}, 10_000_000n);
  admin = await newAdmin(api);
  projectId = await newProject(api, client);
});

afterAll(() => api.close());

const put = (path: string, actor: Actor, body?: object) => call(api, 'put', path, actor.token, body);

async function profileOf(linguistId: number): Promise<{ totalOrders: number; successRate: number | null; rating: number | null }> {
  const res = await request(api.app).get(`/client/linguist/${linguistId}`).set('Authorization', `Bearer ${client.token}`);
  expect(res.status).toBe(200);
  return res.body;
}

async function searchRowOf(linguistId: number): Promise<{ totalOrders: number; successRate: number | null; rating: number | null } | undefined> {
  const res = await request(api.app)
    .get('/client/linguists')
    .query({ sort: 'orders', limit: 100 })
    .set('Authorization', `Bearer ${client.token}`);
  expect(res.status).toBe(200);
  return (res.body.data as { id: number; totalOrders: number; successRate: number | null; rating: number | null }[]).find((row) => row.id === linguistId);
}

async function writtenOrder(writer: Actor): Promise<number> {
  const id = await newOrder(api, client, projectId);
  await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
  await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(400) }), 200);
  return id;
}

it('counts an accepted order and its rating in the search row as soon as the client accepts', async () => {
  const writer = await newLinguist(api);
  const id = await writtenOrder(writer);
  expect((await searchRowOf(writer.id))?.totalOrders ?? 0).toBe(0);

  await expectStatus(put(`/client/order/${id}/accept`, client, { rating: { content: 5, form: 4, readability: 4, communication: 5 } }), 200);

  const row = await searchRowOf(writer.id);
  expect(row).toMatchObject({ totalOrders: 1, successRate: 1, rating: 4.5 });
  expect(await profileOf(writer.id)).toMatchObject({ totalOrders: 1, successRate: 1, rating: 4.5 });
});

it('lowers the success rate when an order she held ends without acceptance', async () => {
  const writer = await newLinguist(api);
  await expectStatus(put(`/client/order/${await writtenOrder(writer)}/accept`, client, { rating: { content: 4, form: 4, readability: 4, communication: 4 } }), 200);
  const canceled = await newOrder(api, client, projectId);
  await expectStatus(put(`/linguist/order/${canceled}/take`, writer), 200);

  await expectStatus(put(`/admin/order/${canceled}/cancel`, admin), 200);

  expect(await searchRowOf(writer.id)).toMatchObject({ totalOrders: 1, successRate: 0.5 });
});
