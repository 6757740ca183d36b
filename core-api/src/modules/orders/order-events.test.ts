import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { recordUserEvents, type UserEventRecorder } from '../../testing/user-events.js';
import { call, expectStatus, newClient, newLinguist, newOrder, newProject, words, type Actor } from './testing/order-scenario.js';

jest.setTimeout(60_000);

let api: TestContext;
let recorder: UserEventRecorder;
let client: Actor;
let writer: Actor;
let rival: Actor;
let projectId: number;

const RATING = { content: 5, form: 4, readability: 4, communication: 5 };

beforeAll(async () => {
  api = await startTestApi();
  recorder = await recordUserEvents(api.config.databaseUrl);
  client = await newClient(api, {}, 10_000_000n);
  writer = await newLinguist(api);
  rival = await newLinguist(api);
  projectId = await newProject(api, client);
});

afterAll(async () => {
  await recorder.stop();
  await api.close();
});

beforeEach(() => recorder.clear());

const put = (path: string, actor: Actor, body?: object) => call(api, 'put', path, actor.token, body);

describe('live events of an order’s steps', () => {
  it('tells the client and the linguist holding the order each new status, and the client and the writer that their balance moved', async () => {
    const id = await newOrder(api, client, projectId);
    await recorder.settle();
    // creating a prepaid order reserves its price: the client's balance box changes
    expect(recorder.to('client', client.id)).toEqual([{ type: 'balance.changed' }]);

    recorder.clear();
    await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
    await expectStatus(put(`/linguist/order/${id}/take`, rival), 409);
    await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(400) }), 200);
    await recorder.settle();
    const taken = { type: 'order.status', orderId: id, status: 'processing_cw' };
    const ready = { type: 'order.status', orderId: id, status: 'ready_for_client' };
    expect(recorder.to('client', client.id)).toEqual([taken, ready]);
    expect(recorder.to('linguist', writer.id)).toEqual([taken, ready]);
    // a refused take moves nothing and publishes nothing
    expect(recorder.to('linguist', rival.id)).toEqual([]);

    recorder.clear();
    await expectStatus(put(`/client/order/${id}/accept`, client, { rating: RATING }), 200);
    await recorder.settle();
    expect(recorder.to('client', client.id)).toEqual([{ type: 'order.status', orderId: id, status: 'accepted' }, { type: 'balance.changed' }]);
    expect(recorder.to('linguist', writer.id)).toEqual([{ type: 'order.status', orderId: id, status: 'accepted' }, { type: 'balance.changed' }]);
    expect(recorder.events.every((e) => e.to.role !== 'admin')).toBe(true);
  });

  it('tells the linguist who released an order that it left her, and carries ids and statuses only', async () => {
    const id = await newOrder(api, client, projectId);
    await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
    await recorder.settle();
    recorder.clear();
    await expectStatus(call(api, 'post', `/linguist/order/${id}/release`, writer.token), 200);
    await recorder.settle();
    expect(recorder.to('linguist', writer.id)).toEqual([{ type: 'order.status', orderId: id, status: 'open' }]);
    expect(recorder.to('client', client.id)).toEqual([{ type: 'order.status', orderId: id, status: 'open' }]);
    for (const { event } of recorder.events) expect(Object.keys(event).sort()).toEqual(event.type === 'order.status' ? ['orderId', 'status', 'type'] : ['type']);
  });

  it('tells the client its reservation came back when it cancels an open order', async () => {
    const id = await newOrder(api, client, projectId);
    // the order's own reservation is announced after commit: let it arrive before listening for the cancel's
    await recorder.settle();
    recorder.clear();
    await expectStatus(put(`/client/order/${id}/cancel`, client), 200);
    await recorder.settle();
    expect(recorder.to('client', client.id)).toEqual([{ type: 'order.status', orderId: id, status: 'canceled' }, { type: 'balance.changed' }]);
  });
});
