import { MAX_REVISIONS, ORDER_STATUSES, type OrderStatus } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { statusesFor, type OrderAction } from './order-lifecycle.js';
import type { OrderActorRole } from './orders.model.js';
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

// jest ignores testTimeout inside a project; scenarios of many HTTP calls need more than 5 s on a busy machine
jest.setTimeout(60_000);

let api: TestContext;
let client: Actor;
let otherClient: Actor;
let writer: Actor;
let rival: Actor;
let outsider: Actor;
let proofreader: Actor;
let admin: Actor;
let projectId: number;

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api, {}, 10_000_000n);
  otherClient = await newClient(api, {}, 10_000_000n);
  writer = await newLinguist(api);
  rival = await newLinguist(api);
  outsider = await newLinguist(api, { languages: ['fr-FR'] });
  proofreader = await newLinguist(api, { roles: ['proofreader'] });
  admin = await newAdmin(api);
  projectId = await newProject(api, client);
});

afterAll(() => api.close());

const put = (path: string, actor: Actor, body?: object) => call(api, 'put', path, actor.token, body);
const post = (path: string, actor: Actor, body?: object) => call(api, 'post', path, actor.token, body);
const RATING = { content: 5, form: 4, readability: 4, communication: 5 };
const withProofreading = orderRequest({ proofreading: { assignment: 'open' } });

/** An order of `client` brought to `status` through the API, by `writer` and `proofreader`. */
async function driveTo(status: OrderStatus, options: { proofreading?: boolean } = {}): Promise<number> {
  const proofreading = options.proofreading ?? ['ready_for_pr', 'processing_pr'].includes(status);
  const id = await newOrder(api, client, projectId, proofreading ? withProofreading : orderRequest());
  const step = (role: 'client' | 'linguist' | 'admin', action: string, actor: Actor, body?: object) =>
    expectStatus(put(`/${role}/order/${id}/${action}`, actor, body), 200);
  const writeAndProofread = async (count: number) => {
    await step('linguist', 'text/submit', writer, { text: words(count) });
    if (!proofreading) return;
    await step('linguist', 'take', proofreader);
    await step('linguist', 'text/submit', proofreader, { text: words(count + 10) });
  };
  if (status === 'open') return id;
  if (status === 'canceled') return (await step('client', 'cancel', client), id);
  await step('linguist', 'take', writer);
  if (status === 'processing_cw') return id;
  if (status === 'ready_for_pr') return (await step('linguist', 'text/submit', writer, { text: words(400) }), id);
  if (status === 'processing_pr') {
    await step('linguist', 'text/submit', writer, { text: words(400) });
    return (await step('linguist', 'take', proofreader), id);
  }
  await writeAndProofread(400);
  if (status === 'ready_for_client') return id;
  if (status === 'accepted') return (await step('client', 'accept', client, { rating: RATING }), id);
  await step('client', 'revise', client, { comment: 'More about the lid, please' });
  if (status === 'in_revision') return id;
  await writeAndProofread(420);
  await step('client', 'reject', client, { reason: 'Still not about our kettle' });
  if (status === 'rejection_requested') return id;
  await step('admin', 'reject/confirm', admin);
  return id;
}

describe('the transition table over HTTP: every refused action answers 409 naming both statuses', () => {
  const orders = new Map<OrderStatus, number>();

  beforeAll(async () => {
    for (const status of ORDER_STATUSES) orders.set(status, await driveTo(status));
  });

  const attempts: { by: OrderActorRole; action: OrderAction; path: string; body?: object }[] = [
    { by: 'client', action: 'accept', path: 'client/order/:id/accept', body: { rating: RATING } },
    { by: 'client', action: 'revise', path: 'client/order/:id/revise', body: { comment: 'Shorter' } },
    { by: 'client', action: 'reject', path: 'client/order/:id/reject', body: { reason: 'Off topic' } },
    { by: 'client', action: 'cancel', path: 'client/order/:id/cancel' },
    { by: 'client', action: 'edit', path: 'client/order/:id', body: { title: 'Renamed' } },
    { by: 'admin', action: 'accept', path: 'admin/order/:id/accept' },
    { by: 'admin', action: 'revise', path: 'admin/order/:id/revise', body: { comment: 'Shorter' } },
    { by: 'admin', action: 'reject', path: 'admin/order/:id/reject', body: { reason: 'Off topic' } },
    { by: 'admin', action: 'confirm_rejection', path: 'admin/order/:id/reject/confirm' },
    { by: 'admin', action: 'decline_rejection', path: 'admin/order/:id/reject/decline' },
    { by: 'admin', action: 'cancel', path: 'admin/order/:id/cancel' },
    { by: 'admin', action: 'unassign', path: 'admin/order/:id/cancel/linguist/:writer' },
    { by: 'linguist', action: 'take', path: 'linguist/order/:id/take' },
    { by: 'linguist', action: 'reserve', path: 'linguist/order/:id/reserve' },
    { by: 'linguist', action: 'release', path: 'linguist/order/:id/release' },
    { by: 'linguist', action: 'submit', path: 'linguist/order/:id/text/submit', body: { text: words(400) } },
    { by: 'linguist', action: 'decline', path: 'linguist/order/:id/cancel' },
  ];

  it('refuses each action in each status the table does not start it from, and changes nothing', async () => {
    const unexpected: string[] = [];
    let refused = 0;
    for (const attempt of attempts) {
      const allowed = statusesFor(attempt.action, attempt.by);
      for (const status of ORDER_STATUSES.filter((s) => !allowed.includes(s))) {
        const id = orders.get(status) as number;
        const path = `/${attempt.path.replace(':id', String(id)).replace(':writer', String(writer.id))}`;
        const actor = { client, admin, linguist: writer, system: admin }[attempt.by];
        const method = attempt.action === 'edit' ? 'patch' : attempt.action === 'release' ? 'post' : 'put';
        const res = await call(api, method, path, actor.token, attempt.body);
        const message = String((res.body as { message?: string }).message);
        const named = message.startsWith(`Order ${id} is ${status}; this action needs `) || message === 'This order has just been taken by someone else';
        if (res.status !== 409 || !named) unexpected.push(`${attempt.by} ${attempt.action} in ${status}: ${res.status} ${message}`);
        refused += 1;
      }
    }
    expect(unexpected).toEqual([]);
    expect(refused).toBeGreaterThan(120);
    for (const [status, id] of orders) expect((await orderState(api, id)).status).toBe(status);
  });

  it('names every status the action needs', async () => {
    const res = await expectStatus(put(`/admin/order/${orders.get('accepted')}/cancel`, admin), 409);
    expect(res.body).toMatchObject({
      message: `Order ${orders.get('accepted')} is accepted; this action needs one of open, processing_cw, ready_for_pr, processing_pr, ready_for_client, in_revision, rejection_requested`,
    });
  });
});

describe('take and reserve', () => {
  it('takes an open order: processing_cw, the writer set, a deadline of the processing days, one history row', async () => {
    const id = await newOrder(api, client, projectId);
    const before = Date.now();
    const res = await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
    expect(res.body).toEqual({ id, status: 'processing_cw' });
    const order = await orderState(api, id);
    expect(order.writer_id).toBe(writer.id);
    const twoDays = 2 * 24 * 3600 * 1000;
    expect(order.deadline_at!.getTime()).toBeGreaterThanOrEqual(before + twoDays - 5000);
    expect(order.deadline_at!.getTime()).toBeLessThanOrEqual(Date.now() + twoDays + 5000);
    expect((await historyOf(api, id)).slice(-1)).toEqual([
      { action: 'take', from_status: 'open', to_status: 'processing_cw', actor_role: 'linguist', actor_id: writer.id, note: null },
    ]);
  });

  it('tells a qualified latecomer the order was taken, and hides it from a linguist it was never offered to', async () => {
    const id = await newOrder(api, client, projectId);
    await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
    const late = await expectStatus(put(`/linguist/order/${id}/take`, rival), 409);
    expect(late.body).toMatchObject({ message: 'This order has just been taken by someone else' });
    await expectStatus(put(`/linguist/order/${id}/take`, outsider), 404);
    await expectStatus(put(`/linguist/order/${id + 100_000}/take`, rival), 404);
  });

  it('refuses other roles with 403', async () => {
    const id = await newOrder(api, client, projectId);
    await expectStatus(put(`/linguist/order/${id}/take`, client), 403);
    await expectStatus(put(`/client/order/${id}/cancel`, writer), 403);
    await expectStatus(put(`/admin/order/${id}/cancel`, client), 403);
    await expectStatus(put(`/client/order/${id}/cancel`, admin), 403);
  });

  it('holds a reservation for ten minutes: others cannot take or reserve it, the holder can take it', async () => {
    const id = await newOrder(api, client, projectId);
    const res = await expectStatus(put(`/linguist/order/${id}/reserve`, rival), 200);
    expect(res.body).toEqual({ id, status: 'open' });
    const order = await orderState(api, id);
    expect(order.reserved_by).toBe(rival.id);
    const minutesLeft = (order.reserved_until!.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9.5);
    expect(minutesLeft).toBeLessThanOrEqual(10.1);

    const blocked = await expectStatus(put(`/linguist/order/${id}/take`, writer), 409);
    expect((blocked.body as { message: string }).message).toMatch(new RegExp(`^Order ${id} is reserved by another linguist until `));
    await expectStatus(put(`/linguist/order/${id}/reserve`, writer), 409);
    await expectStatus(put(`/linguist/order/${id}/take`, rival), 200);
    expect(await orderState(api, id)).toMatchObject({ status: 'processing_cw', writer_id: rival.id, reserved_by: null, reserved_until: null });
  });

  it('honours a reservation only while it lasts', async () => {
    const id = await newOrder(api, client, projectId);
    await expectStatus(put(`/linguist/order/${id}/reserve`, rival), 200);
    await api.runtime.sequelize.query("UPDATE orders SET reserved_until = now() - interval '1 second' WHERE id = :id", { replacements: { id } });
    await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
  });

  it('drops my reservation on release, after which anyone may take the order; without one release is refused', async () => {
    const id = await newOrder(api, client, projectId);
    await expectStatus(put(`/linguist/order/${id}/reserve`, rival), 200);
    const notMine = await expectStatus(post(`/linguist/order/${id}/release`, writer), 409);
    expect(notMine.body).toMatchObject({ message: `You hold no reservation on order ${id}` });
    await expectStatus(post(`/linguist/order/${id}/release`, rival), 200);
    expect(await orderState(api, id)).toMatchObject({ status: 'open', reserved_by: null, reserved_until: null });
    await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
  });

  it('reserves only open orders', async () => {
    const id = await driveTo('ready_for_pr');
    const res = await expectStatus(put(`/linguist/order/${id}/reserve`, proofreader), 409);
    expect(res.body).toMatchObject({ message: `Order ${id} is ready_for_pr; this action needs open` });
  });
});

describe('release', () => {
  it('gives a written stage back: processing_cw → open, the writer, deadline and draft cleared', async () => {
    const id = await driveTo('processing_cw');
    await expectStatus(put(`/linguist/order/${id}/text/save`, writer, { text: words(50) }), 200);
    await expectStatus(post(`/linguist/order/${id}/release`, rival), 403);
    const res = await expectStatus(post(`/linguist/order/${id}/release`, writer), 200);
    expect(res.body).toEqual({ id, status: 'open' });
    expect(await orderState(api, id)).toMatchObject({ writer_id: null, deadline_at: null });
    const [drafts] = await api.runtime.sequelize.query(`SELECT * FROM order_texts WHERE order_id = ${id}`);
    expect(drafts).toEqual([]);
    await expectStatus(put(`/linguist/order/${id}/take`, rival), 200);
  });

  it('gives a proofreading stage back: processing_pr → ready_for_pr, the proofreader cleared', async () => {
    const id = await driveTo('processing_pr');
    const res = await expectStatus(post(`/linguist/order/${id}/release`, proofreader), 200);
    expect(res.body).toEqual({ id, status: 'ready_for_pr' });
    expect(await orderState(api, id)).toMatchObject({ writer_id: writer.id, proofreader_id: null });
  });
});

describe('proofreading', () => {
  it('lets a proofreader take a written text, but not a copywriter, nor its own writer', async () => {
    const writingProofreader = await newLinguist(api, { roles: ['copywriter', 'proofreader'] });
    const id = await newOrder(api, client, projectId, withProofreading);
    await expectStatus(put(`/linguist/order/${id}/take`, writingProofreader), 200);
    await expectStatus(put(`/linguist/order/${id}/text/submit`, writingProofreader, { text: words(300) }), 200);

    const ownText = await expectStatus(put(`/linguist/order/${id}/take`, writingProofreader), 403);
    expect(ownText.body).toMatchObject({ message: `Order ${id} is not offered to you at this stage` });
    await expectStatus(put(`/linguist/order/${id}/take`, rival), 403);
    const res = await expectStatus(put(`/linguist/order/${id}/take`, proofreader), 200);
    expect(res.body).toEqual({ id, status: 'processing_pr' });
    expect(await orderState(api, id)).toMatchObject({ writer_id: writingProofreader.id, proofreader_id: proofreader.id });
  });
});

describe('submit', () => {
  it('refuses a text outside min..max with 422 naming the limits, and keeps the order where it was', async () => {
    const id = await driveTo('processing_cw');
    for (const count of [299, 501]) {
      const res = await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(count) }), 422);
      const message = `The text has ${count} words; this order needs 300 to 500`;
      expect(res.body).toMatchObject({ message, error: { text: [message] } });
    }
    expect((await orderState(api, id)).status).toBe('processing_cw');
  });

  it('sends the writer’s text to the client without proofreading, stores version 1 and clears the draft', async () => {
    const id = await driveTo('processing_cw');
    const draft = await expectStatus(put(`/linguist/order/${id}/text/save`, writer, { text: words(120) }), 200);
    expect(draft.body).toEqual({ content: words(120), words: 120, authorRole: 'writer', version: 0, submittedAt: null });
    await expectStatus(put(`/linguist/order/${id}/text/save`, writer, { text: words(130) }), 200);
    const res = await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(350) }), 200);
    expect(res.body).toEqual({ id, status: 'ready_for_client' });
    expect((await orderState(api, id)).ready_at).not.toBeNull();
    const [texts] = await api.runtime.sequelize.query(`SELECT author_role, version, words FROM order_texts WHERE order_id = ${id} ORDER BY version`);
    expect(texts).toEqual([{ author_role: 'writer', version: 1, words: 350 }]);
  });

  it('sends the writer’s text to proofreading when ordered, and the proofreader’s to the client', async () => {
    const id = await driveTo('processing_cw', { proofreading: true });
    expect((await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(400) }), 200)).body).toEqual({ id, status: 'ready_for_pr' });
    await expectStatus(put(`/linguist/order/${id}/take`, proofreader), 200);
    await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(400) }), 403);
    expect((await expectStatus(put(`/linguist/order/${id}/text/submit`, proofreader, { text: words(405) }), 200)).body).toEqual({
      id,
      status: 'ready_for_client',
    });
    const [texts] = await api.runtime.sequelize.query(`SELECT author_role, version FROM order_texts WHERE order_id = ${id} ORDER BY version`);
    expect(texts).toEqual([
      { author_role: 'writer', version: 1 },
      { author_role: 'proofreader', version: 2 },
    ]);
  });

  it('refuses a linguist who does not work on the order: 403 when it was offered to them, 404 otherwise', async () => {
    const id = await driveTo('processing_cw');
    await expectStatus(put(`/linguist/order/${id}/text/submit`, rival, { text: words(400) }), 403);
    await expectStatus(put(`/linguist/order/${id}/text/save`, rival, { text: words(400) }), 403);
    await expectStatus(put(`/linguist/order/${id}/text/submit`, outsider, { text: words(400) }), 404);
  });

  it('counts words and keywords of a text for the editor', async () => {
    const id = await driveTo('processing_cw');
    const res = await expectStatus(post(`/linguist/order/${id}/text/information`, writer, { text: 'Our kettle boils. The Kettle whistles.' }), 200);
    expect(res.body).toEqual({ wordsCount: 6, keywords: [{ keyword: 'kettle', count: 2 }] });
  });
});

describe('client actions', () => {
  it('accepts a ready text with its ratings, once', async () => {
    const id = await driveTo('ready_for_client');
    const res = await expectStatus(put(`/client/order/${id}/accept`, client, { rating: RATING }), 200);
    expect(res.body).toEqual({ id, status: 'accepted' });
    expect(await orderState(api, id)).toMatchObject({ final_words: 400, rating_content: 5 });
    const again = await expectStatus(put(`/client/order/${id}/accept`, client, { rating: RATING }), 409);
    expect(again.body).toMatchObject({ message: `Order ${id} is accepted; this action needs ready_for_client` });
  });

  it('refuses ratings outside 1..5 and a missing rating with 400', async () => {
    const id = await driveTo('ready_for_client');
    const res = await expectStatus(put(`/client/order/${id}/accept`, client, { rating: { ...RATING, form: 6 } }), 400);
    expect(res.body).toMatchObject({ error: { 'rating.form': expect.any(Array) } });
    await expectStatus(put(`/client/order/${id}/accept`, client, {}), 400);
    await expectStatus(put(`/client/order/${id}/accept`, client, { rating: { ...RATING, content: 2.5 } }), 400);
  });

  it('answers 404 for another client’s order, whatever the action', async () => {
    const ready = await driveTo('ready_for_client');
    const open = await driveTo('open');
    await expectStatus(put(`/client/order/${ready}/accept`, otherClient, { rating: RATING }), 404);
    await expectStatus(put(`/client/order/${ready}/revise`, otherClient, { comment: 'No' }), 404);
    await expectStatus(put(`/client/order/${open}/cancel`, otherClient), 404);
    await expectStatus(call(api, 'patch', `/client/order/${open}`, otherClient.token, { title: 'Mine now' }), 404);
    expect((await orderState(api, open)).status).toBe('open');
  });

  it('asks for at most three revisions, each stored with its comment', async () => {
    const id = await driveTo('ready_for_client');
    for (let n = 1; n <= MAX_REVISIONS; n += 1) {
      const res = await expectStatus(put(`/client/order/${id}/revise`, client, { comment: `Revision ${n}` }), 200);
      expect(res.body).toEqual({ id, status: 'in_revision' });
      await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(400 + n) }), 200);
    }
    const fourth = await expectStatus(put(`/client/order/${id}/revise`, client, { comment: 'Once more' }), 422);
    expect(fourth.body).toMatchObject({ message: `Order ${id} has had 3 revisions; at most 3 can be requested` });
    const [revisions] = await api.runtime.sequelize.query(`SELECT number, comment FROM order_revisions WHERE order_id = ${id} ORDER BY number`);
    expect(revisions).toEqual([1, 2, 3].map((number) => ({ number, comment: `Revision ${number}` })));
    expect((await orderState(api, id)).revisions_count).toBe(3);
  });

  it('rejects only after a revision, storing the reason', async () => {
    const id = await driveTo('ready_for_client');
    const early = await expectStatus(put(`/client/order/${id}/reject`, client, { reason: 'Not usable' }), 422);
    expect(early.body).toMatchObject({ message: `Order ${id} can be rejected only after at least one revision; ask for a revision first` });
    await expectStatus(put(`/client/order/${id}/revise`, client, { comment: 'Fix the intro' }), 200);
    await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(410) }), 200);
    const res = await expectStatus(put(`/client/order/${id}/reject`, client, { reason: 'Still not usable' }), 200);
    expect(res.body).toEqual({ id, status: 'rejection_requested' });
    expect((await orderState(api, id)).rejection_reason).toBe('Still not usable');
  });

  it('cancels an open order', async () => {
    const id = await driveTo('open');
    expect((await expectStatus(put(`/client/order/${id}/cancel`, client), 200)).body).toEqual({ id, status: 'canceled' });
  });

  it('edits title, comment and keywords while the order is open, not after it was taken', async () => {
    const id = await driveTo('open');
    const patch = (body: object) => call(api, 'patch', `/client/order/${id}`, client.token, body);
    await expectStatus(patch({ title: 'Kettle landing page', comment: 'Friendly tone', keywords: ['kettle', 'tea'] }), 200);
    expect(await orderState(api, id)).toMatchObject({ title: 'Kettle landing page', comment: 'Friendly tone', keywords: ['kettle', 'tea'] });
    await expectStatus(patch({ comment: '', keywords: [] }), 200);
    expect(await orderState(api, id)).toMatchObject({ title: 'Kettle landing page', comment: null, keywords: [] });
    await expectStatus(patch({}), 400);
    await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
    await expectStatus(patch({ title: 'Too late' }), 409);
  });

  it('runs the four actions by name through PUT /client/order/:id/status', async () => {
    const open = await driveTo('open');
    expect((await expectStatus(put(`/client/order/${open}/status`, client, { action: 'cancel' }), 200)).body).toEqual({ id: open, status: 'canceled' });
    const ready = await driveTo('ready_for_client');
    await expectStatus(put(`/client/order/${ready}/status`, client, { action: 'accept' }), 400);
    await expectStatus(put(`/client/order/${ready}/status`, client, { action: 'revise', rating: RATING }), 400);
    const revised = await expectStatus(put(`/client/order/${ready}/status`, client, { action: 'revise', comment: 'Warmer' }), 200);
    expect(revised.body).toEqual({ id: ready, status: 'in_revision' });
    await expectStatus(put(`/linguist/order/${ready}/text/submit`, writer, { text: words(400) }), 200);
    const rejected = await expectStatus(put(`/client/order/${ready}/status`, client, { action: 'reject', reason: 'No' }), 200);
    expect(rejected.body).toEqual({ id: ready, status: 'rejection_requested' });
    const other = await driveTo('ready_for_client');
    const accepted = await expectStatus(put(`/client/order/${other}/status`, client, { action: 'accept', rating: RATING }), 200);
    expect(accepted.body).toEqual({ id: other, status: 'accepted' });
  });
});

describe('admin actions', () => {
  it('accepts for the client without a rating', async () => {
    const id = await driveTo('ready_for_client');
    expect((await expectStatus(put(`/admin/order/${id}/accept`, admin, {}), 200)).body).toEqual({ id, status: 'accepted' });
    expect(await orderState(api, id)).toMatchObject({ rating_content: null, final_words: 400 });
    const history = await historyOf(api, id);
    expect(history[history.length - 1]).toMatchObject({ action: 'accept', actor_role: 'admin', actor_id: admin.id });
  });

  it('cancels any order that is not final', async () => {
    for (const status of ['processing_cw', 'processing_pr', 'ready_for_client', 'rejection_requested'] as const) {
      const id = await driveTo(status);
      expect((await expectStatus(put(`/admin/order/${id}/cancel`, admin), 200)).body).toEqual({ id, status: 'canceled' });
    }
  });

  it('takes an order away from its linguist: writer → open, proofreader → ready_for_pr, anyone else → 409', async () => {
    const writing = await driveTo('processing_cw');
    const wrong = await expectStatus(put(`/admin/order/${writing}/cancel/linguist/${rival.id}`, admin), 409);
    expect(wrong.body).toMatchObject({ message: `Linguist ${rival.id} is not working on order ${writing}, which is processing_cw` });
    expect((await expectStatus(put(`/admin/order/${writing}/cancel/linguist/${writer.id}`, admin), 200)).body).toEqual({ id: writing, status: 'open' });
    expect((await orderState(api, writing)).writer_id).toBeNull();

    const revising = await driveTo('in_revision');
    expect((await expectStatus(put(`/admin/order/${revising}/cancel/linguist/${writer.id}`, admin), 200)).body).toEqual({ id: revising, status: 'open' });

    const proofreading = await driveTo('processing_pr');
    await expectStatus(put(`/admin/order/${proofreading}/cancel/linguist/${writer.id}`, admin), 409);
    const res = await expectStatus(put(`/admin/order/${proofreading}/cancel/linguist/${proofreader.id}`, admin), 200);
    expect(res.body).toEqual({ id: proofreading, status: 'ready_for_pr' });
    expect(await orderState(api, proofreading)).toMatchObject({ writer_id: writer.id, proofreader_id: null });
    const history = await historyOf(api, proofreading);
    expect(history[history.length - 1]).toMatchObject({ action: 'unassign', actor_role: 'admin', note: `linguist ${proofreader.id} unassigned` });
  });

  it('revises, rejects directly, confirms and declines rejection requests', async () => {
    const ready = await driveTo('ready_for_client');
    expect((await expectStatus(put(`/admin/order/${ready}/revise`, admin, { comment: 'Client called' }), 200)).body).toEqual({ id: ready, status: 'in_revision' });

    const direct = await driveTo('ready_for_client');
    expect((await expectStatus(put(`/admin/order/${direct}/reject`, admin, { reason: 'Plagiarism' }), 200)).body).toEqual({ id: direct, status: 'rejected' });
    expect((await orderState(api, direct)).rejection_reason).toBe('Plagiarism');

    const confirmed = await driveTo('rejection_requested');
    expect((await expectStatus(put(`/admin/order/${confirmed}/reject/confirm`, admin), 200)).body).toEqual({ id: confirmed, status: 'rejected' });

    const overruled = await driveTo('rejection_requested');
    const reason = { reason: 'Agreed with the client' };
    expect((await expectStatus(put(`/admin/order/${overruled}/reject`, admin, reason), 200)).body).toEqual({ id: overruled, status: 'rejected' });

    const declined = await driveTo('rejection_requested');
    const before = (await orderState(api, declined)).ready_at as Date;
    expect((await expectStatus(put(`/admin/order/${declined}/reject/decline`, admin), 200)).body).toEqual({ id: declined, status: 'ready_for_client' });
    expect(((await orderState(api, declined)).ready_at as Date).getTime()).toBeGreaterThan(before.getTime());
  });

  it('runs actions by name or by target status through PUT /admin/order/:id/:status', async () => {
    const open = await driveTo('open');
    expect((await expectStatus(put(`/admin/order/${open}/canceled`, admin), 200)).body).toEqual({ id: open, status: 'canceled' });
    const ready = await driveTo('ready_for_client');
    await expectStatus(put(`/admin/order/${ready}/in_revision`, admin, {}), 400);
    expect((await expectStatus(put(`/admin/order/${ready}/in_revision`, admin, { comment: 'Tone' }), 200)).body).toEqual({ id: ready, status: 'in_revision' });
    const requested = await driveTo('rejection_requested');
    expect((await expectStatus(put(`/admin/order/${requested}/confirm-rejection`, admin), 200)).body).toEqual({ id: requested, status: 'rejected' });
    await expectStatus(put(`/admin/order/${requested}/finished`, admin), 400);
  });
});

describe('direct orders', () => {
  it('let the addressed linguist decline: canceled when the client chose so; nobody else may', async () => {
    const addressee = await newLinguist(api);
    const id = await newOrder(api, client, projectId, orderRequest({ type: 'DO', linguistId: addressee.id, directFallback: 'cancel' }));
    await expectStatus(put(`/linguist/order/${id}/cancel`, rival), 404);
    const res = await expectStatus(put(`/linguist/order/${id}/cancel`, addressee), 200);
    expect(res.body).toEqual({ id, status: 'canceled' });
    const history = await historyOf(api, id);
    expect(history[history.length - 1]).toMatchObject({ action: 'decline', from_status: 'open', to_status: 'canceled', actor_id: addressee.id });
  });

  it('cannot be declined once taken, and an open-pool order cannot be declined at all', async () => {
    const addressee = await newLinguist(api);
    const id = await newOrder(api, client, projectId, orderRequest({ type: 'DO', linguistId: addressee.id }));
    await expectStatus(put(`/linguist/order/${id}/take`, rival), 404);
    await expectStatus(put(`/linguist/order/${id}/take`, addressee), 200);
    await expectStatus(put(`/linguist/order/${id}/cancel`, addressee), 409);
    const pool = await driveTo('open');
    const res = await expectStatus(put(`/linguist/order/${pool}/cancel`, writer), 409);
    expect(res.body).toMatchObject({ message: `Order ${pool} is not a direct request to you` });
  });
});

describe('history', () => {
  it('writes one row per transition with its actor, from a created order to a confirmed rejection', async () => {
    const id = await driveTo('rejected', { proofreading: true });
    const history = await historyOf(api, id);
    expect(history.map((h) => [h.action, h.from_status, h.to_status, h.actor_role])).toEqual([
      ['create', null, 'open', 'client'],
      ['take', 'open', 'processing_cw', 'linguist'],
      ['submit', 'processing_cw', 'ready_for_pr', 'linguist'],
      ['take', 'ready_for_pr', 'processing_pr', 'linguist'],
      ['submit', 'processing_pr', 'ready_for_client', 'linguist'],
      ['revise', 'ready_for_client', 'in_revision', 'client'],
      ['submit', 'in_revision', 'ready_for_pr', 'linguist'],
      ['take', 'ready_for_pr', 'processing_pr', 'linguist'],
      ['submit', 'processing_pr', 'ready_for_client', 'linguist'],
      ['reject', 'ready_for_client', 'rejection_requested', 'client'],
      ['confirm_rejection', 'rejection_requested', 'rejected', 'admin'],
    ]);
  });
});
