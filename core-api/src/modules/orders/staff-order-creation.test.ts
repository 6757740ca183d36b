import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { clientAvailable, clientReserved } from '../ledger/ledger.accounts.js';
import {
  CULTURE,
  LEVEL,
  balance,
  call,
  expectStatus,
  historyOf,
  newAdmin,
  newClient,
  newLinguist,
  newProject,
  orderRequest,
  orderState,
  type Actor,
} from './testing/order-scenario.js';

jest.setTimeout(60_000);

let api: TestContext;
let admin: Actor;

beforeAll(async () => {
  api = await startTestApi();
  admin = await newAdmin(api);
});

afterAll(() => api.close());

const ordersPath = (clientId: number, projectId: number) => `/admin/client/${clientId}/project/${projectId}/orders`;
const get = (path: string, token: string) => api.request().get(path).set('Authorization', `Bearer ${token}`);

describe('staff order on a client’s behalf (decision 043)', () => {
  it('creates an open order for a prepaid client as the client would, reserving its money, and the history names the admin', async () => {
    const client = await newClient(api, {}, 50_000n);
    const projectId = await newProject(api, client);

    const res = await expectStatus(call(api, 'post', ordersPath(client.id, projectId), admin.token, orderRequest()), 201);
    const [id] = (res.body as { ids: number[] }).ids;

    const order = await orderState(api, id as number);
    expect(order).toMatchObject({ status: 'open', type: 'OO' });
    expect(order.reserved_amount).toBe(order.price_max);
    expect(await balance(clientReserved(client.id))).toBe(BigInt(order.price_max));
    expect(await balance(clientAvailable(client.id))).toBe(50_000n - BigInt(order.price_max));
    expect(await historyOf(api, id as number)).toEqual([
      expect.objectContaining({ action: 'create', to_status: 'open', actor_role: 'admin', actor_id: admin.id }),
    ]);
    const history = await get(`/admin/order/${id}/history`, admin.token).expect(200);
    expect(history.body.data ?? history.body).toEqual([expect.objectContaining({ actorRole: 'admin', actorName: expect.any(String) })]);
    // The client sees the order in its project like one it ordered itself.
    const projectOrders = await get(`/client/project/${projectId}/orders`, client.token).expect(200);
    expect(projectOrders.body.data.map((row: { id: number }) => row.id)).toContain(id);
  });

  it('creates a direct order at the client’s price, and refuses a linguist the client blocked, naming linguistId', async () => {
    const client = await newClient(api, {}, 50_000n);
    const projectId = await newProject(api, client);
    const linguist = await newLinguist(api);
    const request = orderRequest({ type: 'DO', linguistId: linguist.id, directFallback: 'cancel' });

    const price = await get(
      `/admin/client/${client.id}/order-price-calculator?min=300&max=500&language=${CULTURE}&level=${LEVEL}&type=DO&linguistId=${linguist.id}`,
      admin.token,
    ).expect(200);
    const asClient = await get(
      `/client/orders/text-price?min=300&max=500&language=${CULTURE}&level=${LEVEL}&type=DO&linguistId=${linguist.id}`,
      client.token,
    ).expect(200);
    expect(price.body).toEqual(asClient.body);

    const res = await expectStatus(call(api, 'post', ordersPath(client.id, projectId), admin.token, request), 201);
    const [id] = (res.body as { ids: number[] }).ids;
    expect(await orderState(api, id as number)).toMatchObject({ type: 'DO', direct_linguist_id: linguist.id, direct_fallback: 'cancel' });
    expect((await historyOf(api, id as number))[0]).toMatchObject({ actor_role: 'admin', actor_id: admin.id });

    await api.runtime.sequelize.query("INSERT INTO client_linguist_relations (client_id, linguist_id, relation) VALUES (:clientId, :linguistId, 'BLOCKED')", {
      replacements: { clientId: client.id, linguistId: linguist.id },
    });
    const refused = await call(api, 'post', ordersPath(client.id, projectId), admin.token, request);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('linguistId');
  });

  it('answers 404 for another client’s project and for an unknown client’s prices', async () => {
    const client = await newClient(api, {}, 50_000n);
    const other = await newClient(api, {}, 50_000n);
    const othersProject = await newProject(api, other);

    await expectStatus(call(api, 'post', ordersPath(client.id, othersProject), admin.token, orderRequest()), 404);
    expect(await balance(clientReserved(other.id))).toBe(0n);
    await get(`/admin/client/999999/order-price-calculator?min=300&max=500&language=${CULTURE}&level=${LEVEL}`, admin.token).expect(404);
  });

  it('answers 400 naming the field of a bad body, and refuses the client’s own token', async () => {
    const client = await newClient(api, {}, 50_000n);
    const projectId = await newProject(api, client);

    const bad = await call(api, 'post', ordersPath(client.id, projectId), admin.token, { ...orderRequest(), processingDays: 9 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('processingDays');
    const noLanguage = await call(api, 'post', ordersPath(client.id, projectId), admin.token, { ...orderRequest(), language: 'xx-XX' });
    expect(noLanguage.status).toBe(400);
    expect(JSON.stringify(noLanguage.body)).toContain('language');
    await expectStatus(call(api, 'post', ordersPath(client.id, projectId), client.token, orderRequest()), 403);
  });

  it('searches linguists and reads the client’s settings for one, as the client would', async () => {
    const client = await newClient(api);
    // Searched by a nickname of her own: other test files of this worker add linguists that may rank before her.
    const nickname = `staff_pick_${Date.now()}`;
    const linguist = await newLinguist(api, { nickname });
    const search = await get(`/admin/client/${client.id}/linguists/search?search=${nickname}&limit=100&offset=0`, admin.token).expect(200);
    expect(search.body.data.map((row: { id: number }) => row.id)).toEqual([linguist.id]);
    const settings = await get(`/admin/client/${client.id}/linguist/${linguist.id}/settings`, admin.token).expect(200);
    expect(settings.body).toMatchObject({ directFallback: 'open' });
    await get(`/admin/client/999999/linguists/search`, admin.token).expect(404);
  });
});
