import type { OrderDto, OrderListPage, OrderRevisionDto, OutboxMailDto, Page } from '@inkwell/contracts';
import { MAX_REVISIONS } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { uniqueEmail } from '../../testing/factories.js';
import { clientAvailable, clientReserved, linguistEarned } from '../ledger/ledger.accounts.js';
import { verifyLedger } from '../ledger/ledger.service.js';
import {
  balance,
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

// Decision 048: the proofreader sends a text back or asks staff to reject it; no money moves until the end.
jest.setTimeout(60_000);

let api: TestContext;
let client: Actor;
let writer: Actor;
let proofreader: Actor;
let otherProofreader: Actor;
let admin: Actor;
let projectId: number;
const writerEmail = uniqueEmail('pr-writer');
const clientEmail = uniqueEmail('pr-client');
const proofreaderNickname = `petra-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api, { email: clientEmail, language: 'it', firstName: 'Chiara' }, 10_000_000n);
  writer = await newLinguist(api, { email: writerEmail, firstName: 'Wanda' });
  proofreader = await newLinguist(api, { roles: ['proofreader'], nickname: proofreaderNickname });
  otherProofreader = await newLinguist(api, { roles: ['proofreader'] });
  admin = await newAdmin(api);
  projectId = await newProject(api, client);
});

afterAll(() => api.close());

const put = (path: string, actor: Actor, body?: object) => call(api, 'put', path, actor.token, body);
const get = (path: string, actor: Actor) => api.request().get(path).set('Authorization', `Bearer ${actor.token}`);
const ok = (path: string, actor: Actor, body?: object) => expectStatus(put(path, actor, body), 200);

/** An order the writer wrote and `proofreader` is proofreading. */
async function inProofreading(): Promise<number> {
  const id = await newOrder(api, client, projectId, orderRequest({ proofreading: { assignment: 'open' } }));
  await ok(`/linguist/order/${id}/take`, writer);
  await ok(`/linguist/order/${id}/text/submit`, writer, { text: words(400) });
  await ok(`/linguist/order/${id}/take`, proofreader);
  return id;
}

async function money() {
  return {
    available: await balance(clientAvailable(client.id)),
    reserved: await balance(clientReserved(client.id)),
    writer: await balance(linguistEarned(writer.id)),
    proofreader: await balance(linguistEarned(proofreader.id)),
  };
}

async function mailsTo(recipient: string, template: string): Promise<OutboxMailDto[]> {
  const res = await expectStatus(get(`/admin/outbox?recipient=${encodeURIComponent(recipient)}&limit=100`, admin), 200);
  return (res.body as Page<OutboxMailDto>).data.filter((m) => m.template === template);
}

describe('PUT /linguist/order/:id/revise', () => {
  it('sends the text back to its writer with the comment, as a proofreader’s round, without moving money', async () => {
    const id = await inProofreading();
    const before = await money();
    await ok(`/linguist/order/${id}/text/save`, proofreader, { text: words(401) });

    const res = await ok(`/linguist/order/${id}/revise`, proofreader, { comment: 'The second paragraph repeats the first.' });
    expect(res.body).toEqual({ id, status: 'in_revision' });

    const state = await orderState(api, id);
    expect(state).toMatchObject({ status: 'in_revision', writer_id: writer.id, proofreader_id: proofreader.id, revisions_count: 0 });
    const days = ((state.deadline_at?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1.9);
    expect(days).toBeLessThanOrEqual(2);
    expect((await historyOf(api, id)).at(-1)).toMatchObject({
      action: 'revise',
      from_status: 'processing_pr',
      to_status: 'in_revision',
      actor_role: 'linguist',
      actor_id: proofreader.id,
      note: 'The second paragraph repeats the first.',
    });
    const revisions = (await expectStatus(get(`/linguist/order/${id}/revisions`, writer), 200)).body as { data: OrderRevisionDto[] };
    expect(revisions.data).toEqual([expect.objectContaining({ number: 1, comment: 'The second paragraph repeats the first.', requestedBy: 'proofreader' })]);
    const [mail] = await mailsTo(writerEmail, 'proofreading-revision-requested');
    expect(mail?.textBody).toContain('The second paragraph repeats the first.');
    expect(await money()).toEqual(before);
    expect(await verifyLedger()).toEqual([]);

    // The writer resubmits: the order waits for a proofreader again, and whoever proofreads it is paid on accept.
    await ok(`/linguist/order/${id}/text/submit`, writer, { text: words(410) });
    expect(await orderState(api, id)).toMatchObject({ status: 'ready_for_pr', proofreader_id: null });
    await ok(`/linguist/order/${id}/take`, proofreader);
    await ok(`/linguist/order/${id}/text/submit`, proofreader, { text: words(410) });
    await ok(`/client/order/${id}/revise`, client, { comment: 'A word on the lid, please.' });
    const rounds = (await expectStatus(get(`/client/order/${id}/revisions`, client), 200)).body as { data: OrderRevisionDto[] };
    expect(rounds.data.map((r) => [r.number, r.requestedBy])).toEqual([
      [1, 'proofreader'],
      [2, 'client'],
    ]);
    expect((await orderState(api, id)).revisions_count).toBe(1);
    await ok(`/linguist/order/${id}/text/submit`, writer, { text: words(420) });
    await ok(`/linguist/order/${id}/take`, proofreader);
    await ok(`/linguist/order/${id}/text/submit`, proofreader, { text: words(420) });
    // Staff send it back for the client: the third round is theirs, named after the staff member.
    await ok(`/admin/order/${id}/revise`, admin, { comment: 'The client asks for the warranty by phone.' });
    const named = (await expectStatus(get(`/client/order/${id}/revisions`, client), 200)).body as { data: OrderRevisionDto[] };
    expect(named.data.map((r) => [r.number, r.requestedBy, r.requestedByName])).toEqual([
      [1, 'proofreader', proofreaderNickname],
      [2, 'client', 'Chiara Client'],
      [3, 'admin', 'Ada Admin'],
    ]);
    await ok(`/linguist/order/${id}/text/submit`, writer, { text: words(430) });
    await ok(`/linguist/order/${id}/take`, proofreader);
    await ok(`/linguist/order/${id}/text/submit`, proofreader, { text: words(430) });
    await ok(`/client/order/${id}/accept`, client, { rating: { content: 5, form: 5, readability: 5, communication: 5 } });
    const after = await money();
    expect(after.writer).toBeGreaterThan(before.writer);
    expect(after.proofreader).toBeGreaterThan(before.proofreader);
    expect(await verifyLedger()).toEqual([]);
  });

  it('answers 404 to any linguist but the order’s proofreader, 400 naming the comment, and 409 once the order moved on', async () => {
    const id = await inProofreading();
    await expectStatus(put(`/linguist/order/${id}/revise`, otherProofreader, { comment: 'Mine now' }), 404);
    await expectStatus(put(`/linguist/order/${id}/revise`, writer, { comment: 'I revise myself' }), 404);
    await expectStatus(put(`/linguist/order/${id}/reject`, writer, { reason: 'Hide it' }), 404);
    const empty = await expectStatus(put(`/linguist/order/${id}/revise`, proofreader, { comment: '  ' }), 400);
    expect(JSON.stringify(empty.body)).toContain('comment');
    const long = await expectStatus(put(`/linguist/order/${id}/revise`, proofreader, { comment: 'x'.repeat(5001) }), 400);
    expect(JSON.stringify(long.body)).toContain('comment');
    await expectStatus(put(`/linguist/order/${id}/reject`, proofreader, {}), 400);

    await ok(`/linguist/order/${id}/text/submit`, proofreader, { text: words(400) });
    const late = await expectStatus(put(`/linguist/order/${id}/revise`, proofreader, { comment: 'Too late' }), 409);
    expect(late.body).toMatchObject({ message: `Order ${id} is ready_for_client; this action needs processing_pr` });
    const lateReject = await expectStatus(put(`/linguist/order/${id}/reject`, proofreader, { reason: 'Too late' }), 409);
    expect(lateReject.body).toMatchObject({ message: `Order ${id} is ready_for_client; this action needs processing_pr` });
    expect(await verifyLedger()).toEqual([]);
  });

  it(`allows ${MAX_REVISIONS} proofreader’s rounds per order, then asks for a submit or a rejection`, async () => {
    const id = await inProofreading();
    for (let round = 1; round <= MAX_REVISIONS; round += 1) {
      await ok(`/linguist/order/${id}/revise`, proofreader, { comment: `Round ${round}` });
      await ok(`/linguist/order/${id}/text/submit`, writer, { text: words(400 + round) });
      await ok(`/linguist/order/${id}/take`, proofreader);
    }
    await expectStatus(put(`/linguist/order/${id}/revise`, proofreader, { comment: 'Once more' }), 422);
    expect((await orderState(api, id)).revisions_count).toBe(0);
  });
});

describe('PUT /linguist/order/:id/reject', () => {
  it('puts the order on the action-required list with the proofreader’s reason; staff declining it sends it back to proofreading', async () => {
    const id = await inProofreading();
    const before = await money();
    const res = await ok(`/linguist/order/${id}/reject`, proofreader, { reason: 'It is about another product.' });
    expect(res.body).toEqual({ id, status: 'rejection_requested' });
    expect(await orderState(api, id)).toMatchObject({ status: 'rejection_requested', rejection_reason: 'It is about another product.', deadline_at: null });
    expect((await historyOf(api, id)).at(-1)).toMatchObject({ action: 'reject', to_status: 'rejection_requested', actor_role: 'linguist', actor_id: proofreader.id });
    expect((await mailsTo(writerEmail, 'proofreading-rejected')).some((m) => m.textBody.includes('It is about another product.'))).toBe(true);

    const list = (await expectStatus(get('/admin/orders/action-required?filter=rejection_requested&limit=100', admin), 200)).body as OrderListPage;
    expect(list.data.find((o) => o.id === id)?.rejection).toEqual({ reason: 'It is about another product.', requestedBy: 'proofreader' });
    const forClient = (await expectStatus(get(`/client/order/${id}`, client), 200)).body as OrderDto;
    expect(forClient).toMatchObject({ clientStatus: 'processing', rejection: null });
    const forWriter = (await expectStatus(get(`/linguist/order/${id}`, writer), 200)).body as OrderDto;
    expect(forWriter.rejection).toEqual({ reason: 'It is about another product.', requestedBy: 'proofreader' });
    await expectStatus(put(`/linguist/order/${id}/revise`, proofreader, { comment: 'Changed my mind' }), 409);
    expect(await money()).toEqual(before);
    expect(await verifyLedger()).toEqual([]);

    await ok(`/admin/order/${id}/reject/decline`, admin);
    const state = await orderState(api, id);
    expect(state).toMatchObject({ status: 'processing_pr', proofreader_id: proofreader.id });
    expect(state.deadline_at?.getTime()).toBeGreaterThan(Date.now());
    await ok(`/linguist/order/${id}/text/submit`, proofreader, { text: words(400) });
    expect((await orderState(api, id)).status).toBe('ready_for_client');
    expect(await money()).toEqual(before);
    expect(await verifyLedger()).toEqual([]);
  });

  it('staff confirming it end the order rejected: the reservation goes back to the client and nobody is paid', async () => {
    const availableBefore = await balance(clientAvailable(client.id));
    const id = await inProofreading();
    const reservedAmount = BigInt((await orderState(api, id)).reserved_amount);
    const earnedBefore = await money();
    await ok(`/linguist/order/${id}/reject`, proofreader, { reason: 'Machine-translated gibberish.' });
    await ok(`/admin/order/${id}/reject/confirm`, admin);
    expect(await orderState(api, id)).toMatchObject({ status: 'rejected', reserved_amount: '0' });
    const after = await money();
    expect(after.available).toBe(availableBefore);
    expect(after.reserved).toBe(earnedBefore.reserved - reservedAmount);
    expect([after.writer, after.proofreader]).toEqual([earnedBefore.writer, earnedBefore.proofreader]);
    expect(await verifyLedger()).toEqual([]);

    // The client never asked for a rejection: it reads that the order closes without a text, in its language.
    const [closed] = await mailsTo(clientEmail, 'proofreading-rejection-confirmed');
    expect(closed?.subject).toBe('Ordine chiuso senza testo: Product page');
    expect(closed?.textBody).toContain(`il testo scritto per l'ordine ${id} "Product page" non ha superato la nostra revisione`);
    expect(await mailsTo(clientEmail, 'rejection-confirmed')).toEqual([]);
  });
});
