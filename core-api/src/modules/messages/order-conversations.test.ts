import type { MessageDto, MessageThread } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newLinguist } from '../orders/testing/order-scenario.js';
import { insertOrder, insertProject } from '../orders/order-queries.fixtures.js';
import { caller, mailboxCast, type MailboxCast, type Member } from './testing/mailbox-cast.js';

let api: TestContext;
let cast: MailboxCast;

beforeAll(async () => {
  api = await startTestApi();
  cast = await mailboxCast(api);
});

afterAll(() => api.close());

const as = (member: Member) => caller(api, member);
const threadsOf = async (member: Member, orderId: number) => ((await expectStatus(as(member).call('get', `/order/${orderId}/messages`), 200)).body as { data: MessageThread[] }).data;
const post = async (member: Member, orderId: number, body: object) => (await expectStatus(as(member).call('post', `/order/${orderId}/messages`, body), 201)).body as MessageDto;

describe('the conversation about an order', () => {
  it('joins the client and the order’s writer in one thread about the order, which both see on the order and in their mailboxes', async () => {
    const first = await post(cast.client, cast.orderId, { body: 'Please stress the crema.' });
    const answer = await post(cast.writer, cast.orderId, { body: 'Noted, crema first.' });
    expect(answer.threadId).toBe(first.threadId);

    const [clientThread, ...more] = await threadsOf(cast.client, cast.orderId);
    expect(more).toEqual([]);
    expect(clientThread).toMatchObject({ orderId: cast.orderId, subject: `Order ${cast.orderId}: Espresso guide`, canReply: true });
    expect(clientThread?.messages.map((message) => [message.body, message.mine])).toEqual([
      ['Please stress the crema.', true],
      ['Noted, crema first.', false],
    ]);
    expect((await threadsOf(cast.writer, cast.orderId)).map((thread) => thread.id)).toEqual([first.threadId]);
    expect((await as(cast.writer).folder('inbox')).data.find((item) => item.threadId === first.threadId)).toMatchObject({ orderId: cast.orderId });

    // a draft about the order joins the same conversation
    const draft = await expectStatus(
      as(cast.client).call('post', '/message', { recipient: { role: 'linguist', id: cast.writer.id }, subject: 'ignored', body: 'later', orderId: cast.orderId }),
      201,
    );
    expect((draft.body as MessageDto).threadId).toBe(first.threadId);
  });

  it('keeps the order’s conversations from anyone who may not see the order (404), and from linguists not working on it (403)', async () => {
    await post(cast.client, cast.orderId, { body: 'only for the order’s people' });
    for (const outsider of [cast.otherClient, cast.stranger]) {
      await expectStatus(as(outsider).call('get', `/order/${cast.orderId}/messages`), 404);
      await expectStatus(as(outsider).call('post', `/order/${cast.orderId}/messages`, { body: 'hi' }), 404);
    }
    await expectStatus(as(cast.client).call('get', `/order/${cast.otherOrderId}/messages`), 404);
    await expectStatus(as(cast.client).call('get', '/order/2000000000/messages'), 404);

    // a linguist who may take an open order sees it, but not its conversations, and may not write to its client
    const db = api.runtime.sequelize;
    const openOrder = await insertOrder(db, { clientId: cast.client.id, projectId: await insertProject(db, { clientId: cast.client.id }), status: 'open' });
    const pool = { role: 'linguist' as const, ...(await newLinguist(api, { nickname: 'pool_paula' })) };
    await post(cast.client, openOrder, { body: 'question for support', recipient: { role: 'support' } });
    expect(await threadsOf(pool, openOrder)).toEqual([]);
    await expectStatus(as(pool).call('post', `/order/${openOrder}/messages`, { body: 'may I ask?' }), 403);
    await post(pool, openOrder, { body: 'asking support instead', recipient: { role: 'support' } });
    // nobody works on it yet: the client must name a recipient
    const nobody = await expectStatus(as(cast.client).call('post', `/order/${openOrder}/messages`, { body: 'hello?' }), 422);
    expect((nobody.body as { error: Record<string, string[]> }).error).toHaveProperty('recipient');
    await expectStatus(as(cast.client).call('post', `/order/${openOrder}/messages`, { body: 'hi', recipient: { role: 'linguist', id: cast.stranger.id } }), 403);
  });

  it('shows staff every conversation of an order and lets them write to its client or linguist', async () => {
    await post(cast.client, cast.orderId, { body: 'client to writer' });
    await post(cast.client, cast.orderId, { body: 'client to support', recipient: { role: 'support' } });
    const staffThreads = await threadsOf(cast.admin, cast.orderId);
    expect(staffThreads.map((thread) => thread.participants.map((party) => party.role).join('+')).sort()).toEqual(['client+linguist', 'client+support']);
    const watched = staffThreads.find((thread) => !thread.participants.some((party) => party.role === 'support'));
    expect(watched).toMatchObject({ canReply: false });
    expect(watched?.messages.every((message) => !message.mine)).toBe(true);

    const toWriter = await post(cast.admin, cast.orderId, { body: 'staff to writer', recipient: { role: 'linguist', id: cast.writer.id } });
    expect((await threadsOf(cast.writer, cast.orderId)).some((thread) => thread.id === toWriter.threadId)).toBe(true);
    expect((await threadsOf(cast.client, cast.orderId)).some((thread) => thread.id === toWriter.threadId)).toBe(false);
    await expectStatus(as(cast.admin).call('post', `/order/${cast.orderId}/messages`, { body: 'x', recipient: { role: 'linguist', id: cast.stranger.id } }), 403);
    await expectStatus(as(cast.admin).call('post', `/order/${cast.orderId}/messages`, { body: 'x', recipient: { role: 'client', id: cast.otherClient.id } }), 403);
  });
});
