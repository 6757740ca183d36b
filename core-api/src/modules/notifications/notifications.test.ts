import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, createLinguist, loginAs, uniqueEmail } from '../../testing/factories.js';

let api: TestContext;
let adminToken: string;
beforeAll(async () => {
  api = await startTestApi();
  const { email, password } = await createAdmin();
  adminToken = (await loginAs(api, 'admin', email, password)).access_token;
});
afterAll(() => api.close());

function outbox(query: Record<string, string | number> = {}, token = adminToken) {
  return api.request().get('/admin/outbox').query(query).auth(token, { type: 'bearer' });
}

async function mailTo(recipient: string, subject: string): Promise<void> {
  await api.runtime.mailer.send({ to: recipient, subject, text: `Body of ${subject}`, template: 'test-mail' });
}

describe('GET /admin/outbox', () => {
  it('lists the mails of one recipient newest first, in any letter case, with the total', async () => {
    const recipient = uniqueEmail('reader');
    await mailTo(recipient, 'first');
    await mailTo(recipient, 'second');
    await mailTo(uniqueEmail('someone-else'), 'other');

    const res = await outbox({ recipient: recipient.toUpperCase() });

    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      recipient,
      subject: 'second',
      textBody: 'Body of second',
      htmlBody: null,
      template: 'test-mail',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentAt: null,
      error: null,
    });
  });

  it('pages with limit and offset (default 25)', async () => {
    const recipient = uniqueEmail('pager');
    for (const n of [1, 2, 3]) await mailTo(recipient, `mail ${n}`);

    const page = await outbox({ recipient, limit: 2, offset: 1 });
    expect(page.body.total).toBe(3);
    expect(page.body.data.map((m: { subject: string }) => m.subject)).toEqual(['mail 2', 'mail 1']);

    for (let n = 0; n < 26; n += 1) await mailTo(uniqueEmail('bulk'), `bulk ${n}`);
    const all = await outbox();
    expect(all.body.data).toHaveLength(25);
    expect(all.body.total).toBeGreaterThanOrEqual(29);
  });

  it('answers 400 naming limit outside 1..100 and an unknown query field', async () => {
    for (const limit of [0, 101]) {
      const res = await outbox({ limit });
      expect(res.status).toBe(400);
      expect(res.body.error).toHaveProperty('limit');
    }
    const unknown = await outbox({ subject: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toHaveProperty('subject');
  });

  it('is for admins only', async () => {
    expect((await api.request().get('/admin/outbox')).status).toBe(401);
    const client = await createClient();
    const linguist = await createLinguist();
    const clientToken = (await loginAs(api, 'client', client.email, client.password)).access_token;
    const linguistToken = (await loginAs(api, 'linguist', linguist.email, linguist.password)).access_token;
    expect((await outbox({}, clientToken)).status).toBe(403);
    expect((await outbox({}, linguistToken)).status).toBe(403);
  });
});
