import { QueryTypes } from 'sequelize';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import {
  call,
  expectStatus,
  historyOf,
  newAdmin,
  newClient,
  newLinguist,
  newOrder,
  newProject,
  orderRequest,
  orderState,
  words,
  type Actor,
} from './testing/order-scenario.js';

// PUT /admin/order/:id/text: staff send the text for the linguist at work, with her submit's checks.
jest.setTimeout(60_000);

let api: TestContext;
let client: Actor;
let otherClient: Actor;
let writer: Actor;
let proofreader: Actor;
let admin: Actor;
let projectId: number;

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api, {}, 10_000_000n);
  otherClient = await newClient(api, {}, 10_000_000n);
  writer = await newLinguist(api);
  proofreader = await newLinguist(api, { roles: ['proofreader'] });
  admin = await newAdmin(api);
  projectId = await newProject(api, client);
});

afterAll(() => api.close());

const put = (path: string, actor: Actor, body?: object) => call(api, 'put', path, actor.token, body);
const ok = (path: string, actor: Actor, body?: object) => expectStatus(put(path, actor, body), 200);

async function textRows(orderId: number) {
  return api.runtime.sequelize.query<{ version: number; linguist_id: number; role: string }>(
    'SELECT version, author_id AS linguist_id, author_role AS role FROM order_texts WHERE order_id = :orderId AND version > 0 ORDER BY version',
    { type: QueryTypes.SELECT, replacements: { orderId } },
  );
}

describe('PUT /admin/order/:id/text', () => {
  it('submits the writer’s text as hers, moves the order on and names the admin in the history', async () => {
    const id = await newOrder(api, client, projectId);
    await ok(`/linguist/order/${id}/take`, writer);

    const res = await ok(`/admin/order/${id}/text`, admin, { text: words(400) });

    expect(res.body).toEqual({ id, status: 'ready_for_client' });
    expect(await textRows(id)).toEqual([{ version: 1, linguist_id: writer.id, role: 'writer' }]);
    expect((await orderState(api, id)).deadline_at).toBeNull();
    expect((await historyOf(api, id)).at(-1)).toMatchObject({
      action: 'submit',
      from_status: 'processing_cw',
      to_status: 'ready_for_client',
      actor_role: 'admin',
      actor_id: admin.id,
      note: `400 words, sent by staff for linguist ${writer.id}`,
    });
  });

  it('submits for the proofreader while she proofreads', async () => {
    const id = await newOrder(api, client, projectId, orderRequest({ proofreading: { assignment: 'open' } }));
    await ok(`/linguist/order/${id}/take`, writer);
    await ok(`/admin/order/${id}/text`, admin, { text: words(350) });
    expect((await orderState(api, id)).status).toBe('ready_for_pr');
    await ok(`/linguist/order/${id}/take`, proofreader);

    await ok(`/admin/order/${id}/text`, admin, { text: words(360) });

    expect((await orderState(api, id)).status).toBe('ready_for_client');
    expect((await textRows(id)).map((row) => [row.linguist_id, row.role])).toEqual([
      [writer.id, 'writer'],
      [proofreader.id, 'proofreader'],
    ]);
  });

  it('refuses a text outside the word range with 422 naming text, and writes nothing', async () => {
    const id = await newOrder(api, client, projectId);
    await ok(`/linguist/order/${id}/take`, writer);

    const res = await put(`/admin/order/${id}/text`, admin, { text: words(20) });

    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('text');
    expect(await textRows(id)).toEqual([]);
    expect((await orderState(api, id)).status).toBe('processing_cw');
  });

  it('answers 409 when nobody works on the order and 400 without a text', async () => {
    const id = await newOrder(api, client, projectId);

    expect((await put(`/admin/order/${id}/text`, admin, { text: words(400) })).status).toBe(409);
    const missing = await put(`/admin/order/${id}/text`, admin, {});
    expect(missing.status).toBe(400);
    expect((await orderState(api, id)).status).toBe('open');
  });

  it('is staff’s only: a client or the linguist gets no such route, an unknown order 404', async () => {
    const otherProject = await newProject(api, otherClient);
    const id = await newOrder(api, otherClient, otherProject);
    await ok(`/linguist/order/${id}/take`, writer);

    expect((await put(`/admin/order/${id}/text`, otherClient, { text: words(400) })).status).toBe(403);
    expect((await put(`/admin/order/${id}/text`, writer, { text: words(400) })).status).toBe(403);
    expect((await put('/admin/order/2147483000/text', admin, { text: words(400) })).status).toBe(404);
    expect((await orderState(api, id)).status).toBe('processing_cw');
  });
});
