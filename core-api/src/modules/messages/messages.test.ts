import pg from 'pg';
import { QueryTypes } from 'sequelize';
import { USER_EVENTS_CHANNEL, type MessageParty, type Page, type UserEventEnvelope } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newAdmin, newLinguist } from '../orders/testing/order-scenario.js';
import { blockLinguist, insertOrder, insertProject } from '../orders/order-queries.fixtures.js';
import { caller, mailboxCast, type MailboxCast, type Member } from './testing/mailbox-cast.js';

let api: TestContext;
let cast: MailboxCast;

beforeAll(async () => {
  api = await startTestApi();
  cast = await mailboxCast(api);
});

afterAll(() => api.close());

const as = (member: Member) => caller(api, member);
const errorOf = (res: { body: unknown }) => (res.body as { error?: Record<string, string[]> }).error ?? {};
const names = (page: Page<MessageParty>) => page.data.map((party) => `${party.role}:${party.name}`);

describe('recipients', () => {
  it('offers a client support and the linguists who wrote or proofread its orders, a linguist support and her clients', async () => {
    const client = (await expectStatus(as(cast.client).call('get', '/messages/recipients'), 200)).body as Page<MessageParty>;
    expect(names(client)).toEqual(['support:Support', 'linguist:pia_proofs', 'linguist:wanda_writes']);
    expect(client.total).toBe(3);
    const writer = (await expectStatus(as(cast.writer).call('get', '/messages/recipients'), 200)).body as Page<MessageParty>;
    expect(writer.data).toEqual([
      { role: 'support', id: null, name: 'Support' },
      { role: 'client', id: cast.client.id, name: 'Acme Roasters' },
    ]);
    const stranger = (await expectStatus(as(cast.stranger).call('get', '/messages/recipients?search=acme'), 200)).body as Page<MessageParty>;
    expect(stranger).toEqual({ data: [], total: 0 });
  });

  it('lets staff search and page through every client and linguist', async () => {
    const found = (await expectStatus(as(cast.admin).call('get', '/messages/recipients?search=Clara&role=client&limit=1'), 200)).body as Page<MessageParty>;
    expect(found.data).toHaveLength(1);
    expect(found.total).toBeGreaterThanOrEqual(2);
    expect(found.data[0]).toMatchObject({ role: 'client', name: 'Clara Client' });
    const second = (await expectStatus(as(cast.admin).call('get', '/messages/recipients?search=Clara&role=client&limit=1&offset=1'), 200)).body as Page<MessageParty>;
    expect(second.total).toBe(found.total);
    expect(second.data[0]?.id).not.toBe(found.data[0]?.id);
    const byId = (await expectStatus(as(cast.admin).call('get', `/messages/recipients?search=${cast.stranger.id}&role=linguist`), 200)).body as Page<MessageParty>;
    expect(byId.data.map((party) => party.id)).toContain(cast.stranger.id);
    const count = (await expectStatus(as(cast.admin).call('get', '/messages/recipients?limit=0'), 200)).body as Page<MessageParty>;
    expect(count.data).toEqual([]);
    expect(count.total).toBeGreaterThanOrEqual(5); // two clients and three linguists at least
  });

  it('answers 403 for a recipient outside the allowed set, and 400 for a malformed one', async () => {
    const subject = 'Hello';
    const body = 'Hi there';
    const cases: [Member, object][] = [
      [cast.client, { role: 'linguist', id: cast.stranger.id }],
      [cast.client, { role: 'client', id: cast.otherClient.id }],
      [cast.stranger, { role: 'client', id: cast.client.id }],
      [cast.writer, { role: 'linguist', id: cast.proofreader.id }],
      [cast.admin, { role: 'support' }],
    ];
    for (const [member, recipient] of cases) {
      const res = await as(member).call('post', '/message', { recipient, subject, body });
      expect({ recipient, status: res.status }).toEqual({ recipient, status: 403 });
    }
    const unknown = await expectStatus(as(cast.admin).call('post', '/message', { recipient: { role: 'client', id: 2_000_000_000 }, subject, body }), 422);
    expect(errorOf(unknown)).toHaveProperty(['recipient.id']);
    expect(errorOf(await expectStatus(as(cast.client).call('post', '/message', { recipient: { role: 'linguist' }, subject, body }), 400))).toHaveProperty(['recipient.id']);
    expect(errorOf(await expectStatus(as(cast.client).call('post', '/message', { recipient: { role: 'support', id: 1 }, subject, body }), 400))).toHaveProperty(['recipient.id']);
  });

  it('refuses bodies that are blank, too long or missing, naming the field', async () => {
    const recipient = { role: 'support' };
    for (const body of ['', '  \n\t ', 'x'.repeat(10_001), undefined]) {
      const res = await expectStatus(as(cast.client).call('post', '/message', { recipient, subject: 'Hi', body }), 400);
      expect(errorOf(res)).toHaveProperty('body');
    }
    expect(errorOf(await expectStatus(as(cast.client).call('post', '/message', { recipient, subject: ' ', body: 'x' }), 400))).toHaveProperty('subject');
    expect(errorOf(await expectStatus(as(cast.client).call('get', '/messages?type=archive'), 400))).toHaveProperty('type');
    await expectStatus(as(cast.client).call('post', '/message', { recipient, subject: 'Hi', body: 'x'.repeat(10_000) }), 201);
  });
});

describe('draft, send, reply, read', () => {
  it('keeps a draft in the writer’s new folder only, then delivers it to the recipient’s inbox as unread', async () => {
    const client = as(cast.client);
    const writer = as(cast.writer);
    const before = await writer.summary();
    const draft = await client.draft({ role: 'linguist', id: cast.writer.id }, 'Tone of voice', 'First version');
    expect(draft).toMatchObject({ draft: true, sentAt: null, mine: true, sender: { role: 'client', id: cast.client.id, name: 'Acme Roasters' } });
    expect((await client.folder('new')).data.map((item) => item.id)).toContain(draft.id);
    expect((await writer.folder('inbox')).data.map((item) => item.threadId)).not.toContain(draft.threadId);
    await expectStatus(writer.call('get', `/message/${draft.id}`), 404);

    const edited = await expectStatus(client.call('put', `/message/${draft.id}`, { subject: 'Tone of voice, please', body: 'Please write\nless formally.' }), 200);
    expect(edited.body).toMatchObject({ body: 'Please write\nless formally.', draft: true });

    const sent = await client.send(draft.id);
    expect(sent).toMatchObject({ draft: false, sentAt: expect.any(String) });
    expect((await client.folder('new')).data.map((item) => item.id)).not.toContain(draft.id);
    expect((await client.folder('sent')).data[0]).toMatchObject({ id: draft.id, subject: 'Tone of voice, please', counterpart: { name: 'wanda_writes' } });
    expect((await client.summary()).lastSentAt).toBe(sent.sentAt);

    const inbox = await writer.folder('inbox');
    expect(inbox.data[0]).toMatchObject({ id: draft.id, unread: true, preview: 'Please write\nless formally.', counterpart: { role: 'client', name: 'Acme Roasters' } });
    expect((await writer.folder('unread')).data.map((item) => item.threadId)).toContain(draft.threadId);
    expect((await writer.summary()).unread).toBe(before.unread + 1);

    await expectStatus(client.call('post', `/message/${draft.id}/send`), 409);
    await expectStatus(client.call('put', `/message/${draft.id}`, { body: 'changed after sending' }), 409);
    await expectStatus(writer.call('put', `/message/${draft.id}`, { body: 'not mine' }), 409);

    const reply = await writer.reply(draft.id, 'Will do!');
    expect(reply).toMatchObject({ threadId: draft.threadId, mine: true, draft: false });
    await expectStatus(writer.call('put', `/message/${reply.id}`, { subject: 'New subject' }), 409);
    const thread = await client.thread(reply.id);
    expect(thread.messages.map((message) => [message.body, message.mine])).toEqual([
      ['Please write\nless formally.', true],
      ['Will do!', false],
    ]);
    expect(thread).toMatchObject({ subject: 'Tone of voice, please', unread: true, canReply: true, trashed: false });
    // writing into a thread reads it
    await client.reply(reply.id, 'Thanks!');
    expect((await client.thread(reply.id)).unread).toBe(false);

    await expectStatus(writer.call('put', `/message/${draft.id}/read`), 204);
    expect((await writer.summary()).unread).toBe(before.unread);
    expect((await writer.folder('unread')).data.map((item) => item.threadId)).not.toContain(draft.threadId);
    await expectStatus(writer.call('put', `/message/${draft.id}/unread`), 204);
    expect((await writer.summary()).unread).toBe(before.unread + 1);
    await expectStatus(writer.call('put', `/message/${reply.id}/read`), 204);
    expect((await writer.thread(draft.id)).unread).toBe(false);
  });

  it('keeps a reply as a draft when asked, and lists and searches folders with paging', async () => {
    const client = as(cast.client);
    const first = await client.write({ role: 'support' }, 'Invoice address', 'Our address changed.');
    const draftReply = await expectStatus(client.call('post', `/message/${first.id}/reply`, { body: 'And the VAT id too', draft: true }), 201);
    expect(draftReply.body).toMatchObject({ draft: true, threadId: first.threadId });
    const news = await client.folder('new');
    expect(news.data.find((item) => item.id === (draftReply.body as { id: number }).id)).toMatchObject({ draft: true, subject: 'Invoice address' });
    expect((await client.folder('sent', '&search=invoice%20addr')).data.map((item) => item.threadId)).toEqual([first.threadId]);
    expect((await client.folder('sent', '&search=address%20changed')).data.map((item) => item.threadId)).toEqual([first.threadId]);
    expect((await client.folder('sent', '&search=wanda')).data.map((item) => item.threadId)).not.toContain(first.threadId);
    expect((await client.folder('sent', '&search=100%25')).data).toEqual([]);
    const page = await client.folder('sent', '&limit=1');
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await client.folder('sent', '&limit=1&offset=1')).data[0]?.threadId).not.toBe(page.data[0]?.threadId);
  });

  it('stores and returns a body with HTML and script exactly as written, as text', async () => {
    const body = '<script>alert("x")</script>\r\n<b>bold</b> & <img src=x onerror=alert(1)>\n\n  indented  ';
    const sent = await as(cast.client).write({ role: 'linguist', id: cast.writer.id }, '<i>Subject</i>', body);
    expect(sent.body).toBe(body);
    const [row] = await api.runtime.sequelize.query<{ body: string }>('SELECT body FROM messages WHERE id = :id', { type: QueryTypes.SELECT, replacements: { id: sent.id } });
    expect(row?.body).toBe(body);
    const thread = await as(cast.writer).thread(sent.id);
    expect(thread.subject).toBe('<i>Subject</i>');
    expect(thread.messages.at(-1)?.body).toBe(body);
  });
});

describe('trash and deletion', () => {
  it('moves a thread to the trash, then deletes it for good for one side only; a later message brings it back alone', async () => {
    const client = as(cast.client);
    const writer = as(cast.writer);
    const sent = await client.write({ role: 'linguist', id: cast.writer.id }, 'Old business', 'Something to forget');
    const unread = (await writer.summary()).unread;

    await expectStatus(writer.call('delete', `/message/${sent.id}`), 204);
    expect((await writer.folder('inbox')).data.map((item) => item.threadId)).not.toContain(sent.threadId);
    expect((await writer.folder('trash')).data.map((item) => item.threadId)).toContain(sent.threadId);
    expect((await writer.summary()).unread).toBe(unread - 1);
    expect((await writer.thread(sent.id)).trashed).toBe(true);

    await expectStatus(writer.call('delete', `/message/${sent.id}`), 204);
    for (const type of ['inbox', 'sent', 'trash', 'unread']) {
      expect((await writer.folder(type)).data.map((item) => item.threadId)).not.toContain(sent.threadId);
    }
    await expectStatus(writer.call('get', `/message/${sent.id}`), 404);
    await expectStatus(writer.call('post', `/message/${sent.id}/reply`, { body: 'still there?' }), 404);
    await expectStatus(writer.call('delete', `/message/${sent.id}`), 404);
    // the client's side is untouched
    expect((await client.thread(sent.id)).messages.map((message) => message.body)).toEqual(['Something to forget']);

    const later = await client.reply(sent.id, 'One more thing');
    const back = await writer.thread(later.id);
    expect(back.messages.map((message) => message.body)).toEqual(['One more thing']);
    expect((await writer.folder('inbox')).data.find((item) => item.threadId === sent.threadId)).toMatchObject({ messages: 1, unread: true });
  });

  it('discards a draft at once, and removes a thread from the database once both sides deleted it', async () => {
    const client = as(cast.client);
    const draft = await client.draft({ role: 'support' }, 'Never sent', 'draft only');
    await expectStatus(client.call('delete', `/message/${draft.id}`), 204);
    expect(await threadExists(draft.threadId)).toBe(false);

    const sent = await client.write({ role: 'support' }, 'Short-lived', 'bye');
    for (const member of [cast.client, cast.admin, cast.client, cast.admin]) await expectStatus(as(member).call('delete', `/message/${sent.id}`), 204);
    expect(await threadExists(sent.threadId)).toBe(false);
  });
});

async function threadExists(threadId: number): Promise<boolean> {
  const rows = await api.runtime.sequelize.query('SELECT 1 FROM message_threads WHERE id = :threadId', { type: QueryTypes.SELECT, replacements: { threadId } });
  return rows.length > 0;
}

describe('tenants and staff', () => {
  it('answers 404 to anyone outside a thread, for read, reply, delete and read state', async () => {
    const sent = await as(cast.client).write({ role: 'linguist', id: cast.writer.id }, 'Private', 'for wanda only');
    for (const outsider of [cast.otherClient, cast.stranger, cast.proofreader, cast.admin]) {
      const them = as(outsider);
      await expectStatus(them.call('get', `/message/${sent.id}`), 404);
      await expectStatus(them.call('post', `/message/${sent.id}/reply`, { body: 'let me in' }), 404);
      await expectStatus(them.call('delete', `/message/${sent.id}`), 404);
      await expectStatus(them.call('put', `/message/${sent.id}/read`), 404);
      await expectStatus(them.call('post', `/message/${sent.id}/send`), 404);
    }
    expect((await as(cast.client).thread(sent.id)).messages).toHaveLength(1);
  });

  it('shares one support side between staff members, and shows staff a client’s mailbox without changing it', async () => {
    const colleague = { role: 'admin' as const, ...(await newAdmin(api)) };
    const question = await as(cast.client).write({ role: 'support' }, 'Refund', 'Can I get my deposit back?');
    expect((await as(colleague).folder('inbox')).data.map((item) => item.id)).toContain(question.id);
    const answer = await as(cast.admin).reply(question.id, 'Yes, within 14 days.');
    expect(answer.sender).toMatchObject({ role: 'support', name: 'Support' });
    expect(answer.staffName).toBe('Ada Admin');
    expect((await as(cast.client).thread(question.id)).messages[1]).toMatchObject({ staffName: 'Ada', mine: false });
    expect((await as(colleague).thread(question.id)).messages[1]).toMatchObject({ mine: true, staffName: 'Ada Admin' });
    await expectStatus(as(colleague).call('put', `/message/${question.id}/read`), 204);
    expect((await as(cast.admin).thread(question.id)).unread).toBe(false);

    const clientUnread = (await as(cast.client).summary()).unread;
    const page = (await expectStatus(as(cast.admin).call('get', `/client/${cast.client.id}/messages?type=inbox`), 200)).body as Page<{ threadId: number; counterpart: MessageParty }>;
    expect(page.data.map((item) => item.threadId)).toContain(question.threadId);
    const linguistThread = await as(cast.client).write({ role: 'linguist', id: cast.writer.id }, 'Between us', 'client and linguist');
    const watched = await expectStatus(as(cast.admin).call('get', `/client/${cast.client.id}/message/${linguistThread.id}`), 200);
    expect(watched.body).toMatchObject({ canReply: false, participants: expect.arrayContaining([expect.objectContaining({ role: 'linguist', name: 'Lena Linguist' })]) });
    await expectStatus(as(cast.admin).call('post', `/client/${cast.client.id}/message/${linguistThread.id}/reply`, { body: 'staff here' }), 403);
    await expectStatus(as(cast.admin).call('put', `/client/${cast.client.id}/message/${linguistThread.id}/read`), 403);
    await expectStatus(as(cast.admin).call('get', `/client/${cast.otherClient.id}/message/${linguistThread.id}`), 404);
    await expectStatus(as(cast.admin).call('get', '/client/2000000000/messages'), 404);
    expect((await as(cast.client).summary()).unread).toBe(clientUnread);

    const viaClientPage = await expectStatus(as(cast.admin).call('post', `/client/${cast.client.id}/message/${question.id}/reply`, { body: 'Sent from the client page' }), 201);
    expect((await as(cast.client).thread(question.id)).messages.at(-1)?.body).toBe('Sent from the client page');
    expect(viaClientPage.body).toMatchObject({ mine: true, sender: { role: 'support' } });
    const draft = await expectStatus(as(cast.admin).call('post', `/client/${cast.client.id}/message`, { subject: 'Your account', body: 'Please check your billing data.' }), 201);
    await as(cast.admin).send((draft.body as { id: number }).id);
    expect((await as(cast.client).folder('inbox')).data[0]).toMatchObject({ subject: 'Your account', counterpart: { role: 'support' } });
  });

  it('stops a linguist the client blocked from writing to it, and from listing it as a recipient', async () => {
    const blocked = { role: 'linguist' as const, ...(await newLinguist(api, { nickname: 'bea_blocked' })) };
    const db = api.runtime.sequelize;
    await insertOrder(db, { clientId: cast.client.id, projectId: await insertProject(db, { clientId: cast.client.id }), status: 'accepted', writerId: blocked.id, finalWords: 250, acceptedAt: new Date() });
    const sent = await as(blocked).write({ role: 'client', id: cast.client.id }, 'Before the block', 'hello');
    await blockLinguist(db, cast.client.id, blocked.id);
    await expectStatus(as(blocked).call('post', `/message/${sent.id}/reply`, { body: 'after the block' }), 403);
    await expectStatus(as(blocked).call('post', '/message', { recipient: { role: 'client', id: cast.client.id }, subject: 'x', body: 'y' }), 403);
    expect((await as(blocked).thread(sent.id)).canReply).toBe(false);
    const recipients = (await expectStatus(as(blocked).call('get', '/messages/recipients'), 200)).body as Page<MessageParty>;
    expect(names(recipients)).toEqual(['support:Support']);
    // the client may still answer
    await as(cast.client).reply(sent.id, 'we blocked you');
  });
});

describe('staff on a client’s and a linguist’s page', () => {
  it('refuses the side’s drafts (type=new) with a 400 naming type, on both pages', async () => {
    await as(cast.client).draft({ role: 'support' }, 'Unsent', 'a draft staff must not read');
    await as(cast.writer).draft({ role: 'support' }, 'Unsent too', 'another draft staff must not read');
    for (const path of [`/client/${cast.client.id}/messages?type=new`, `/linguist/${cast.writer.id}/messages?type=new`]) {
      const refused = await expectStatus(as(cast.admin).call('get', path), 400);
      expect(Object.keys(errorOf(refused))).toEqual(['type']);
      expect(JSON.stringify(refused.body)).not.toContain('must not read');
    }
    await expectStatus(as(cast.admin).call('get', `/linguist/${cast.writer.id}/messages?type=drafts`), 400);
    await expectStatus(as(cast.admin).call('get', `/linguist/${cast.writer.id}/messages?type=unread&limit=0`), 200);
  });

  it('shows staff a linguist’s mailbox without changing it; they answer and mark read only her threads with support', async () => {
    const question = await as(cast.proofreader).write({ role: 'support' }, 'Payout date', 'When is my next payout?');
    const linguistUnread = (await as(cast.proofreader).summary()).unread;
    const sent = (await expectStatus(as(cast.admin).call('get', `/linguist/${cast.proofreader.id}/messages?type=sent&search=payout`), 200)).body as Page<{ id: number; counterpart: MessageParty }>;
    expect(sent.data).toEqual([expect.objectContaining({ id: question.id, counterpart: { role: 'support', id: null, name: 'Support' } })]);
    const thread = await expectStatus(as(cast.admin).call('get', `/linguist/${cast.proofreader.id}/message/${question.id}`), 200);
    expect(thread.body).toMatchObject({ canReply: true, unread: true, messages: [expect.objectContaining({ body: 'When is my next payout?', mine: false })] });

    await expectStatus(as(cast.admin).call('put', `/linguist/${cast.proofreader.id}/message/${question.id}/read`), 204);
    expect((await as(cast.admin).thread(question.id)).unread).toBe(false);
    await expectStatus(as(cast.admin).call('put', `/linguist/${cast.proofreader.id}/message/${question.id}/unread`), 204);
    expect((await as(cast.admin).thread(question.id)).unread).toBe(true);
    const answer = await expectStatus(as(cast.admin).call('post', `/linguist/${cast.proofreader.id}/message/${question.id}/reply`, { body: 'On the 15th.' }), 201);
    expect(answer.body).toMatchObject({ mine: true, sender: { role: 'support' }, staffName: 'Ada Admin' });
    expect((await as(cast.proofreader).thread(question.id)).messages.at(-1)).toMatchObject({ body: 'On the 15th.', staffName: 'Ada', mine: false });
    expect((await as(cast.proofreader).summary()).unread).toBe(linguistUnread + 1);

    const draft = await expectStatus(as(cast.admin).call('post', `/linguist/${cast.proofreader.id}/message`, { subject: 'Your profile', body: 'Please add a photo.' }), 201);
    await as(cast.admin).send((draft.body as { id: number }).id);
    expect((await as(cast.proofreader).folder('inbox')).data[0]).toMatchObject({ subject: 'Your profile', counterpart: { role: 'support' } });
  });

  it('lets staff read a linguist’s thread with a client without writing into it, and answers 404 outside her mailbox', async () => {
    const between = await as(cast.client).write({ role: 'linguist', id: cast.writer.id }, 'Tone', 'A little warmer, please.');
    const watched = await expectStatus(as(cast.admin).call('get', `/linguist/${cast.writer.id}/message/${between.id}`), 200);
    expect(watched.body).toMatchObject({ canReply: false });
    await expectStatus(as(cast.admin).call('post', `/linguist/${cast.writer.id}/message/${between.id}/reply`, { body: 'staff here' }), 403);
    await expectStatus(as(cast.admin).call('put', `/linguist/${cast.writer.id}/message/${between.id}/unread`), 403);
    for (const path of [`/linguist/${cast.stranger.id}/message/${between.id}`, `/client/${cast.otherClient.id}/message/${between.id}`, '/linguist/2000000000/messages']) {
      await expectStatus(as(cast.admin).call('get', path), 404);
    }
    await expectStatus(as(cast.admin).call('post', `/linguist/${cast.stranger.id}/message/${between.id}/reply`, { body: 'x' }), 404);
    await expectStatus(as(cast.admin).call('post', '/linguist/2000000000/message', { subject: 'x', body: 'y' }), 404);
  });
});

describe('live events', () => {
  it('notifies the recipient’s audience on commit with ids and counts only, and staff as one audience', async () => {
    const listener = new pg.Client({ connectionString: api.config.databaseUrl });
    await listener.connect();
    const events: UserEventEnvelope[] = [];
    listener.on('notification', (note) => events.push(JSON.parse(note.payload ?? '{}') as UserEventEnvelope));
    await listener.query(`LISTEN ${USER_EVENTS_CHANNEL}`);
    try {
      const sent = await as(cast.client).write({ role: 'linguist', id: cast.writer.id }, 'Event check', 'a body that must not travel in events');
      await as(cast.writer).call('put', `/message/${sent.id}/read`);
      const question = await as(cast.client).write({ role: 'support' }, 'Staff event', 'hello staff');
      await expectStatus(as(cast.client).call('post', '/message', { recipient: { role: 'linguist', id: cast.stranger.id }, subject: 'x', body: 'refused' }), 403);
      const linguistQuestion = await as(cast.stranger).write({ role: 'support' }, 'Staff event from a linguist', 'hello staff');
      await waitFor(() => events.length >= 4);
      const unread = (await as(cast.writer).summary()).unread;
      expect(events).toEqual([
        { to: { role: 'linguist', userId: cast.writer.id }, event: { type: 'message.new', threadId: sent.threadId, messageId: sent.id, orderId: null, unread: unread + 1 } },
        { to: { role: 'linguist', userId: cast.writer.id }, event: { type: 'message.unread', unread } },
        { to: { role: 'admin', userId: null }, event: expect.objectContaining({ type: 'message.new', messageId: question.id }) },
        { to: { role: 'admin', userId: null }, event: expect.objectContaining({ type: 'message.new', messageId: linguistQuestion.id, orderId: null }) },
      ]);
      expect(JSON.stringify(events)).not.toContain('must not travel');
    } finally {
      await listener.end();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting for events');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
