import { createLogger } from '@inkwell/service-kit';
import { AUTH_PREFIX } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { uniqueEmail } from '../../testing/factories.js';
import { createMailer } from './mailer.js';
import { OutboxMail } from './outbox.model.js';
import { startFakeSmtpServer, type FakeSmtpServer } from './fake-smtp-server.js';

let smtp: FakeSmtpServer;
let api: TestContext;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  api = await startTestApi({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await api.runtime.mailer.idle();
  await api.close();
  await smtp.close();
});

const logger = createLogger('mailer-test', 'silent');
const mail = (to: string) => ({ to, subject: 'Hello there', text: 'Plain body', html: '<p>HTML body</p>', template: 'test-mail' });

describe('mailer with SMTP configured', () => {
  it('writes the outbox row, delivers over SMTP and records the delivery', async () => {
    const to = uniqueEmail('smtp');
    await api.runtime.mailer.send(mail(to));
    await api.runtime.mailer.idle();

    const delivered = smtp.received.filter((m) => m.to.includes(to));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].from).toBe('no-reply@inkwell.localhost');
    expect(delivered[0].data).toContain('Subject: Hello there');
    expect(delivered[0].data).toContain('Plain body');

    const row = await OutboxMail.findOne({ where: { recipient: to } });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('delivers a mail sent inside a transaction only after the commit, and nothing when it rolls back', async () => {
    const committed = uniqueEmail('commit');
    const rolledBack = uniqueEmail('rollback');
    await api.runtime.sequelize.transaction(async (transaction) => {
      await api.runtime.mailer.send(mail(committed), { transaction });
      await api.runtime.mailer.idle();
      expect(smtp.received.some((m) => m.to.includes(committed))).toBe(false);
    });
    await expect(
      api.runtime.sequelize.transaction(async (transaction) => {
        await api.runtime.mailer.send(mail(rolledBack), { transaction });
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    await api.runtime.mailer.idle();

    expect(smtp.received.some((m) => m.to.includes(committed))).toBe(true);
    expect(smtp.received.some((m) => m.to.includes(rolledBack))).toBe(false);
    expect(await OutboxMail.count({ where: { recipient: rolledBack } })).toBe(0);
  });

  it('keeps a refused mail in the outbox with the error and without sent_at', async () => {
    const refusing = await startFakeSmtpServer({ rejectRecipients: true });
    try {
      const mailer = createMailer({ smtpUrl: refusing.url, mailFrom: 'Inkwell <no-reply@inkwell.localhost>' }, logger);
      const to = uniqueEmail('refused');
      await mailer.send(mail(to));
      await mailer.idle();

      const row = await OutboxMail.findOne({ where: { recipient: to } });
      expect(row?.sentAt).toBeNull();
      expect(row?.error).toMatch(/550|No such user/);
    } finally {
      await refusing.close();
    }
  });

  it('delivers the registration mail of a new client', async () => {
    const email = uniqueEmail('registered');
    await api
      .request()
      .post(`${AUTH_PREFIX.client}/registration`)
      .send({ email, password: 'my-new-password', firstName: 'Sam', lastName: 'Smtp' })
      .expect(201);
    await api.runtime.mailer.idle();

    const [delivered] = smtp.received.filter((m) => m.to.includes(email));
    expect(delivered.data).toContain('Subject: Confirm your Inkwell account');
    expect(delivered.data).toContain('/registration/confirm?token=');
  });
});

describe('mailer without SMTP', () => {
  it('only writes the outbox, leaving sent_at empty for staff to read', async () => {
    const mailer = createMailer({ mailFrom: 'Inkwell <no-reply@inkwell.localhost>' }, logger);
    const to = uniqueEmail('outbox-only');
    const before = smtp.received.length;
    await mailer.send(mail(to));
    await mailer.idle();

    const row = await OutboxMail.findOne({ where: { recipient: to } });
    expect(row).toMatchObject({ subject: 'Hello there', textBody: 'Plain body', htmlBody: '<p>HTML body</p>', template: 'test-mail', sentAt: null });
    expect(smtp.received.length).toBe(before);
  });
});
