import PgBoss from 'pg-boss';
import { QueryTypes } from 'sequelize';
import { AUTH_PREFIX, type OutboxMailDto } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../testing/test-runtime.js';
import { uniqueEmail } from '../testing/factories.js';
import { eventually } from '../testing/eventually.js';
import { expectStatus, newAdmin, type Actor } from '../modules/orders/testing/order-scenario.js';
import { startFakeSmtpServer, type FakeSmtpServer } from '../modules/notifications/fake-smtp-server.js';
import { registerMailJobs, type MailJobs } from './mail-jobs.js';

jest.setTimeout(60_000);

let smtp: FakeSmtpServer;
let api: TestContext;
let boss: PgBoss;
let jobs: MailJobs;
let admin: Actor;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  // One second before the first retry, doubling: the retries of these tests take seconds, not minutes.
  api = await startTestApi({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1', MAIL_MAX_ATTEMPTS: '3' });
  boss = new PgBoss({ connectionString: api.config.databaseUrl, schedule: false, supervise: true });
  await boss.start();
  jobs = await registerMailJobs(boss, api.runtime, { pollingIntervalSeconds: 0.5 });
  admin = await newAdmin(api);
});

afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  jobs.stop();
  await api.close();
  await smtp.close();
});

const mail = (to: string) => ({ to, subject: 'Hello there', text: 'Plain body', html: '<p>HTML body</p>', template: 'test-mail' });

async function outboxOf(recipient: string): Promise<OutboxMailDto> {
  const res = await expectStatus(api.request().get('/admin/outbox').query({ recipient }).set('Authorization', `Bearer ${admin.token}`), 200);
  const [row] = (res.body as { data: OutboxMailDto[] }).data;
  if (!row) throw new Error(`no mail to ${recipient}`);
  return row;
}

const deliveredTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));

async function queuedJobs(outboxId: number): Promise<number> {
  const [row] = await api.runtime.sequelize.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail-delivery' AND data->>'outboxId' = :id", {
    type: QueryTypes.SELECT,
    replacements: { id: String(outboxId) },
  });
  return row?.n ?? 0;
}

describe('the mail delivery job', () => {
  it('queues the delivery with the mail in one transaction and records the delivery', async () => {
    const to = uniqueEmail('smtp');
    await api.runtime.mailer.send(mail(to));
    const queued = await outboxOf(to);
    expect(queued.status).toMatch(/^(queued|sent)$/);
    expect(await queuedJobs(queued.id)).toBe(1);

    const sent = await eventually(async () => {
      const row = await outboxOf(to);
      expect(row.status).toBe('sent');
      return row;
    });
    expect(sent).toMatchObject({ attempts: 1, error: null, sentAt: expect.any(String), lastAttemptAt: expect.any(String) });
    const [delivered] = deliveredTo(to);
    expect(delivered?.from).toBe('no-reply@inkwell.localhost');
    expect(delivered?.data).toContain('Subject: Hello there');
    expect(delivered?.data).toContain('Plain body');
  });

  it('writes neither mail nor job when the use case rolls back', async () => {
    const to = uniqueEmail('rollback');
    await expect(
      api.runtime.sequelize.transaction(async (transaction) => {
        await api.runtime.mailer.send(mail(to), { transaction });
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    const res = await api.request().get('/admin/outbox').query({ recipient: to }).set('Authorization', `Bearer ${admin.token}`);
    expect(res.body.total).toBe(0);
    const [jobs] = await api.runtime.sequelize.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail-delivery' AND NOT EXISTS (SELECT 1 FROM mail_outbox o WHERE o.id::text = data->>'outboxId')", { type: QueryTypes.SELECT });
    expect(jobs?.n).toBe(0);
  });

  it('retries a mail the SMTP server deferred, with the attempt and error recorded, until it is delivered', async () => {
    const to = uniqueEmail('deferred');
    smtp.failNext(1, 451);
    await api.runtime.mailer.send(mail(to));

    const retrying = await eventually(async () => {
      const row = await outboxOf(to);
      expect(row.status).toBe('retrying');
      return row;
    });
    expect(retrying.attempts).toBe(1);
    expect(retrying.error).toMatch(/451/);
    expect(deliveredTo(to)).toHaveLength(0);

    const sent = await eventually(async () => {
      const row = await outboxOf(to);
      expect(row.status).toBe('sent');
      return row;
    }, 15_000, 200);
    expect(sent).toMatchObject({ attempts: 2, error: null });
    expect(deliveredTo(to)).toHaveLength(1);
  });

  it('gives up after the configured attempts, and staff send it again', async () => {
    const to = uniqueEmail('given-up');
    smtp.failNext(3, 451);
    await api.runtime.mailer.send(mail(to));
    const failed = await eventually(async () => {
      const row = await outboxOf(to);
      expect(row.status).toBe('failed');
      return row;
    }, 30_000, 200);
    expect(failed).toMatchObject({ attempts: 3, sentAt: null, error: expect.stringMatching(/451/) });

    const failedOnly = await expectStatus(api.request().get('/admin/outbox').query({ status: 'failed' }).set('Authorization', `Bearer ${admin.token}`), 200);
    expect((failedOnly.body as { data: OutboxMailDto[] }).data.map((m) => m.recipient)).toContain(to);

    const retried = await expectStatus(api.request().post(`/admin/outbox/${failed.id}/retry`).set('Authorization', `Bearer ${admin.token}`), 200);
    expect(retried.body).toMatchObject({ id: failed.id, status: 'queued', attempts: 0 });
    await eventually(async () => expect((await outboxOf(to)).status).toBe('sent'), 15_000, 200);
    expect(deliveredTo(to)).toHaveLength(1);

    const again = await expectStatus(api.request().post(`/admin/outbox/${failed.id}/retry`).set('Authorization', `Bearer ${admin.token}`), 409);
    expect((again.body as { message: string }).message).toMatch(/is sent; only a failed mail/);
  });

  it('does not retry a mail the server refused for good', async () => {
    const to = uniqueEmail('refused');
    smtp.failNext(1, 550);
    await api.runtime.mailer.send(mail(to));
    const failed = await eventually(async () => {
      const row = await outboxOf(to);
      expect(row.status).toBe('failed');
      return row;
    });
    expect(failed).toMatchObject({ attempts: 1, error: expect.stringMatching(/550/) });
  });

  it('delivers the registration mail of a new client', async () => {
    const email = uniqueEmail('registered');
    await api.request().post(`${AUTH_PREFIX.client}/registration`).send({ email, password: 'my-new-password', firstName: 'Sam', lastName: 'Smtp' }).expect(201);
    const [delivered] = await eventually(async () => {
      const found = deliveredTo(email);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(delivered?.data).toContain('Subject: Confirm your Inkwell account');
    expect(delivered?.data).toContain('/registration/confirm?token=');
  });

  it('answers 404 for an unknown mail and is for admins only', async () => {
    await expectStatus(api.request().post('/admin/outbox/2147480000/retry').set('Authorization', `Bearer ${admin.token}`), 404);
    await expectStatus(api.request().post('/admin/outbox/1/retry'), 401);
  });
});
