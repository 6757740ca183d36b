import { DIRECT_TAKE_HOURS } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { clientAvailable, clientReserved } from '../ledger/ledger.accounts.js';
import { verifyLedger } from '../ledger/ledger.service.js';
import {
  balance,
  call,
  expectStatus,
  historyOf,
  newClient,
  newLinguist,
  newOrder,
  newProject,
  orderRequest,
  orderState,
  type Actor,
} from './testing/order-scenario.js';

jest.setTimeout(60_000);

let api: TestContext;
let client: Actor;
let addressee: Actor;
let rival: Actor;
let projectId: number;

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api, {}, 10_000_000n);
  addressee = await newLinguist(api);
  rival = await newLinguist(api);
  projectId = await newProject(api, client);
});

afterAll(() => api.close());

const put = (path: string, actor: Actor, body?: object) => call(api, 'put', path, actor.token, body);
const decline = (id: number, actor: Actor, body?: object) => put(`/linguist/order/${id}/cancel`, actor, body);

function directOrder(directFallback?: 'open' | 'cancel'): Promise<number> {
  return newOrder(api, client, projectId, orderRequest({ type: 'DO', linguistId: addressee.id, ...(directFallback && { directFallback }) }));
}

async function offered(linguist: Actor, type: 'requested' | 'available'): Promise<number[]> {
  const res = await api.request().get(`/linguist/orders/new?limit=100&type=${type}`).set('Authorization', `Bearer ${linguist.token}`).expect(200);
  return (res.body as { data: { id: number }[] }).data.map((o) => o.id);
}

describe('creating a direct order', () => {
  it('keeps the chosen fallback (open by default) and a time to take counted from now', async () => {
    const before = Date.now();
    const byDefault = await orderState(api, await directOrder());
    expect(byDefault).toMatchObject({ type: 'DO', direct_fallback: 'open' });
    const until = (byDefault.direct_take_until as Date).getTime();
    expect(until).toBeGreaterThanOrEqual(before + DIRECT_TAKE_HOURS * 3_600_000 - 1_000);
    expect(until).toBeLessThanOrEqual(Date.now() + DIRECT_TAKE_HOURS * 3_600_000);
    expect(await orderState(api, await directOrder('cancel'))).toMatchObject({ direct_fallback: 'cancel' });
    expect((await orderState(api, await newOrder(api, client, projectId))).direct_take_until).toBeNull();
  });

  it('accepts a fallback only on a direct order, and only open or cancel', async () => {
    const path = `/client/project/${projectId}/orders`;
    const open = await expectStatus(call(api, 'post', path, client.token, orderRequest({ directFallback: 'cancel' })), 400);
    expect(JSON.stringify(open.body)).toContain('directFallback');
    await expectStatus(call(api, 'post', path, client.token, { ...orderRequest({ type: 'DO', linguistId: addressee.id }), directFallback: 'later' }), 400);
  });
});

describe('declining a direct order', () => {
  it('with fallback open: the order joins the open pool at its agreed price, and another qualified linguist may take it', async () => {
    const id = await directOrder('open');
    const agreed = await orderState(api, id);
    expect(await offered(addressee, 'requested')).toContain(id);
    expect(await offered(rival, 'available')).not.toContain(id);

    const res = await expectStatus(decline(id, addressee, { reason: 'Fully booked this week' }), 200);
    expect(res.body).toEqual({ id, status: 'open' });
    const after = await orderState(api, id);
    expect(after).toMatchObject({ status: 'open', type: 'OO', direct_linguist_id: null, direct_take_until: null, reserved_by: null });
    for (const kept of ['client_price_per_word', 'writer_pay_per_word', 'price_min', 'price_max', 'reserved_amount'] as const) {
      expect(after[kept]).toBe(agreed[kept]);
    }
    expect((await historyOf(api, id)).slice(-1)).toEqual([
      { action: 'decline', from_status: 'open', to_status: 'open', actor_role: 'linguist', actor_id: addressee.id, note: 'Fully booked this week' },
    ]);
    expect(await offered(addressee, 'requested')).not.toContain(id);
    expect(await offered(rival, 'available')).toContain(id);
    expect((await expectStatus(put(`/linguist/order/${id}/take`, rival), 200)).body).toEqual({ id, status: 'processing_cw' });
  });

  it('with fallback cancel: the order is canceled and its reservation released, the ledger balanced', async () => {
    const id = await directOrder('cancel');
    const held = BigInt((await orderState(api, id)).reserved_amount);
    expect(held).toBeGreaterThan(0n);
    const reservedBefore = await balance(clientReserved(client.id));
    const availableBefore = await balance(clientAvailable(client.id));

    expect((await expectStatus(decline(id, addressee), 200)).body).toEqual({ id, status: 'canceled' });
    expect(await orderState(api, id)).toMatchObject({ status: 'canceled', type: 'DO', reserved_amount: '0' });
    expect(await balance(clientReserved(client.id))).toBe(reservedBefore - held);
    expect(await balance(clientAvailable(client.id))).toBe(availableBefore + held);
    expect(await verifyLedger()).toEqual([]);
    expect((await historyOf(api, id)).slice(-1)).toMatchObject([{ action: 'decline', from_status: 'open', to_status: 'canceled', actor_id: addressee.id, note: null }]);
  });

  it('is not possible for another linguist: the request is not theirs to see', async () => {
    const id = await directOrder();
    await expectStatus(decline(id, rival), 404);
    expect((await orderState(api, id)).status).toBe('open');
  });

  it('answers 409 once the order is taken, after it fell back, and on an open-pool order', async () => {
    const taken = await directOrder();
    await expectStatus(put(`/linguist/order/${taken}/take`, addressee), 200);
    const res = await expectStatus(decline(taken, addressee), 409);
    expect(res.body).toMatchObject({ message: `Order ${taken} is processing_cw; this action needs open` });

    const fellBack = await directOrder('open');
    await expectStatus(decline(fellBack, addressee), 200);
    expect((await expectStatus(decline(fellBack, addressee), 409)).body).toMatchObject({ message: `Order ${fellBack} is not a direct request to you` });

    const pool = await newOrder(api, client, projectId);
    expect((await expectStatus(decline(pool, rival), 409)).body).toMatchObject({ message: `Order ${pool} is not a direct request to you` });
  });

  it('takes a reason of at most 500 characters', async () => {
    const id = await directOrder();
    await expectStatus(decline(id, addressee, { reason: 'x'.repeat(501) }), 400);
    await expectStatus(decline(id, addressee, { reason: 'x'.repeat(500) }), 200);
  });

  it('lets exactly one of a simultaneous decline and take win', async () => {
    const id = await directOrder('cancel');
    const [declined, took] = await Promise.all([decline(id, addressee), put(`/linguist/order/${id}/take`, addressee)]);
    expect([declined.status, took.status].sort()).toEqual([200, 409]);
    const { status } = await orderState(api, id);
    expect(status).toBe(declined.status === 200 ? 'canceled' : 'processing_cw');
    expect(await verifyLedger()).toEqual([]);
  });
});
