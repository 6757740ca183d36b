import { QueryTypes } from 'sequelize';
import { renderTemplateHtml, type BriefingDto, type TextLayoutDto } from '@inkwell/templates';
import type { CreateOrdersRequest, OrderDto } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { briefingTree, layoutTree, send } from '../templates/testing/template-requests.js';
import {
  call,
  expectStatus,
  newAdmin,
  newClient,
  newLinguist,
  newOrder,
  newProject,
  orderRequest,
  type Actor,
} from './testing/order-scenario.js';

// jest ignores testTimeout inside a project; scenarios of many HTTP calls need more than 5 s on a busy machine
jest.setTimeout(60_000);

let api: TestContext;
let client: Actor;
let otherClient: Actor;
let admin: Actor;
let projectId: number;
let myBriefing: BriefingDto;
let theirBriefing: BriefingDto;
let systemBriefing: BriefingDto;
let myLayout: TextLayoutDto;
let theirLayout: TextLayoutDto;

async function createdBody<T>(actor: Actor, path: string, body: object): Promise<T> {
  return (await expectStatus(send(api, 'post', path, actor.token, body), 201)).body as T;
}

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api, {}, 10_000_000n);
  otherClient = await newClient(api, {}, 10_000_000n);
  admin = await newAdmin(api);
  projectId = await newProject(api, client);
  myBriefing = await createdBody(client, '/client/briefing', { name: 'Shop texts', tree: briefingTree() });
  theirBriefing = await createdBody(otherClient, '/client/briefing', { name: 'Their texts', tree: briefingTree('Not yours.') });
  systemBriefing = await createdBody(admin, '/admin/briefings', { name: 'House style', tree: briefingTree('For everyone.') });
  myLayout = await createdBody(client, '/client/text-layout', { name: 'Product page', tree: layoutTree() });
  theirLayout = await createdBody(otherClient, '/client/text-layout', { name: 'Their page', tree: layoutTree('Opening') });
});

afterAll(() => api.close());

async function orderCount(clientId: number): Promise<number> {
  const [row] = await api.runtime.sequelize.query<{ total: number }>('SELECT count(*)::int AS total FROM orders WHERE client_id = :clientId', {
    type: QueryTypes.SELECT,
    replacements: { clientId },
  });
  return row?.total ?? 0;
}

async function storedTemplates(orderId: number): Promise<{ briefing_id: number | null; layout_id: number | null }> {
  const [row] = await api.runtime.sequelize.query<{ briefing_id: number | null; layout_id: number | null }>(
    'SELECT briefing_id, layout_id FROM orders WHERE id = :orderId',
    { type: QueryTypes.SELECT, replacements: { orderId } },
  );
  if (!row) throw new Error(`Order ${orderId} does not exist`);
  return row;
}

const create = (request: CreateOrdersRequest) => call(api, 'post', `/client/project/${projectId}/orders`, client.token, request);
const get = (path: string, actor: Actor) => send(api, 'get', path, actor.token);

describe('creating orders with a briefing and a layout', () => {
  it('stores the client’s own briefing and layout', async () => {
    const id = await newOrder(api, client, projectId, orderRequest({ briefingId: myBriefing.id, layoutId: myLayout.id }));
    expect(await storedTemplates(id)).toEqual({ briefing_id: myBriefing.id, layout_id: myLayout.id });
    const order = (await expectStatus(get(`/client/order/${id}`, client), 200)).body as OrderDto;
    expect(order).toMatchObject({ briefingId: myBriefing.id, layoutId: myLayout.id });
  });

  it('accepts a system briefing', async () => {
    const id = await newOrder(api, client, projectId, orderRequest({ briefingId: systemBriefing.id }));
    expect(await storedTemplates(id)).toEqual({ briefing_id: systemBriefing.id, layout_id: null });
  });

  it.each([
    ['another client’s briefing', () => ({ briefingId: theirBriefing.id }), 'briefingId', () => theirBriefing.id],
    ['an unknown briefing', () => ({ briefingId: 2_000_000_000 }), 'briefingId', () => 2_000_000_000],
    ['another client’s layout', () => ({ layoutId: theirLayout.id }), 'layoutId', () => theirLayout.id],
    ['an unknown layout', () => ({ layoutId: 2_000_000_000 }), 'layoutId', () => 2_000_000_000],
  ])('refuses %s with 422 naming the field, and writes no order', async (_case, ids, field, id) => {
    const before = await orderCount(client.id);
    const res = await expectStatus(create(orderRequest({ briefingId: myBriefing.id, ...ids() })), 422);
    const body = res.body as { message: string; error: Record<string, string[]> };
    expect(Object.keys(body.error)).toEqual([field]);
    expect(body.message).toContain(String(id()));
    expect(await orderCount(client.id)).toBe(before);
  });

  it('refuses another client’s layout even next to a valid briefing, in a batch: nothing written', async () => {
    const before = await orderCount(client.id);
    const batch = orderRequest({
      briefingId: myBriefing.id,
      layoutId: theirLayout.id,
      orders: [
        { title: 'One', minWords: 100, maxWords: 200 },
        { title: 'Two', minWords: 100, maxWords: 200 },
      ],
    });
    const res = await expectStatus(create(batch), 422);
    expect((res.body as { error: object }).error).toEqual({ layoutId: [`Layout ${theirLayout.id} is not one of your layouts`] });
    expect(await orderCount(client.id)).toBe(before);
  });
});

describe('reading an order’s briefing and layout', () => {
  let withBoth: number;
  let withSystemBriefing: number;
  let withNone: number;
  let writer: Actor;
  let stranger: Actor;

  beforeAll(async () => {
    withBoth = await newOrder(api, client, projectId, orderRequest({ briefingId: myBriefing.id, layoutId: myLayout.id }));
    withSystemBriefing = await newOrder(api, client, projectId, orderRequest({ briefingId: systemBriefing.id }));
    withNone = await newOrder(api, client, projectId);
    // open orders of de-DE, level good: in the pool of this copywriter, never offered to a French one
    writer = await newLinguist(api);
    stranger = await newLinguist(api, { languages: ['fr-FR'] });
  });

  it.each(['client', 'linguist', 'admin'] as const)('answers the %s the briefing and layout with their rendered HTML', async (role) => {
    const actor = { client, linguist: writer, admin }[role];
    const briefing = (await expectStatus(get(`/${role}/order/${withBoth}/briefing`, actor), 200)).body as BriefingDto;
    expect(briefing).toEqual(myBriefing);
    expect(briefing.html).toBe(renderTemplateHtml(briefingTree()));
    const layout = (await expectStatus(get(`/${role}/order/${withBoth}/layout`, actor), 200)).body as TextLayoutDto;
    expect(layout).toEqual(myLayout);
    expect(layout.html).toBe(renderTemplateHtml(layoutTree()));
  });

  it('answers a system briefing, which belongs to no client', async () => {
    const res = await expectStatus(get(`/linguist/order/${withSystemBriefing}/briefing`, writer), 200);
    expect(res.body).toEqual(systemBriefing);
    expect((res.body as BriefingDto).system).toBe(true);
  });

  it('answers 404 when the order has none', async () => {
    for (const [role, actor] of [['client', client], ['linguist', writer], ['admin', admin]] as const) {
      const briefing = await expectStatus(get(`/${role}/order/${withNone}/briefing`, actor), 404);
      expect(briefing.body).toMatchObject({ message: `Order ${withNone} has no briefing` });
      await expectStatus(get(`/${role}/order/${withNone}/layout`, actor), 404);
      await expectStatus(get(`/${role}/order/${withSystemBriefing}/layout`, actor), 404);
    }
  });

  it('answers 404 to callers who may not see the order, and 403 to the wrong role', async () => {
    for (const suffix of ['briefing', 'layout']) {
      const notMine = await expectStatus(get(`/client/order/${withBoth}/${suffix}`, otherClient), 404);
      expect(notMine.body).toMatchObject({ message: 'Order not found' });
      await expectStatus(get(`/linguist/order/${withBoth}/${suffix}`, stranger), 404);
      await expectStatus(get(`/admin/order/2000000000/${suffix}`, admin), 404);
      await expectStatus(get(`/admin/order/${withBoth}/${suffix}`, client), 403);
    }
  });
});
