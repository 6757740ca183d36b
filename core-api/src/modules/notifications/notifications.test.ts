import type { EmailPreview, EmailTemplateDto, EmailTemplateSummary, NotificationRecipientDto, OutboxMailDto, Page } from '@inkwell/contracts';
import { AUTH_PREFIX, EMAIL_TEMPLATE_IDS, INTERFACE_LANGUAGES, NOTIFICATION_RECIPIENTS_MAX } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createClient, uniqueEmail } from '../../testing/factories.js';
import { expectStatus, newAdmin, newClient, newLinguist, type Actor } from '../orders/testing/order-scenario.js';
import { EMAIL_TEMPLATE_DEFAULTS } from './data/email-templates.js';
import { sendTemplateMail } from './notifications.service.js';

let api: TestContext;
let admin: Actor;
beforeAll(async () => {
  api = await startTestApi();
  admin = await newAdmin(api);
});
afterAll(() => api.close());

type Method = 'get' | 'post' | 'put' | 'delete';
function call(method: Method, path: string, actor: Actor | null = admin, body?: object) {
  const req = api.request()[method](path);
  if (actor) req.set('Authorization', `Bearer ${actor.token}`);
  return body === undefined ? req : req.send(body);
}
const errorOf = (res: { body: unknown }) => (res.body as { error: Record<string, string[]> }).error;

function outbox(query: Record<string, string | number> = {}) {
  return call('get', '/admin/outbox').query(query);
}

async function mailTo(recipient: string, subject: string): Promise<void> {
  await api.runtime.mailer.send({ to: recipient, subject, text: `Body of ${subject}`, template: 'test-mail' });
}

async function mailsTo(recipient: string): Promise<OutboxMailDto[]> {
  return ((await expectStatus(outbox({ recipient }), 200)).body as Page<OutboxMailDto>).data;
}

describe('GET /admin/outbox', () => {
  it('lists the mails of one recipient newest first, in any letter case, with their delivery status', async () => {
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
      language: null,
      // No SMTP server in this test: the outbox is where mail is delivered.
      status: 'outbox',
      attempts: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastAttemptAt: null,
      sentAt: null,
      error: null,
      attachments: [],
    });
  });

  it('pages with limit and offset (default 25) and filters by status', async () => {
    const recipient = uniqueEmail('pager');
    for (const n of [1, 2, 3]) await mailTo(recipient, `mail ${n}`);

    const page = await outbox({ recipient, limit: 2, offset: 1 });
    expect(page.body.total).toBe(3);
    expect(page.body.data.map((m: { subject: string }) => m.subject)).toEqual(['mail 2', 'mail 1']);

    for (let n = 0; n < 26; n += 1) await mailTo(uniqueEmail('bulk'), `bulk ${n}`);
    const all = await outbox();
    expect(all.body.data).toHaveLength(25);
    expect(all.body.total).toBeGreaterThanOrEqual(29);
    expect((await outbox({ recipient, status: 'sent' })).body.total).toBe(0);
    expect((await outbox({ recipient, status: 'outbox' })).body.total).toBe(3);
  });

  it('answers 400 naming limit outside 1..100, an unknown status and an unknown query field', async () => {
    for (const limit of [0, 101]) {
      const res = await outbox({ limit });
      expect(res.status).toBe(400);
      expect(res.body.error).toHaveProperty('limit');
    }
    expect(errorOf(await expectStatus(outbox({ status: 'lost' }), 400))).toHaveProperty('status');
    expect(errorOf(await expectStatus(outbox({ subject: 'x' }), 400))).toHaveProperty('subject');
  });

  it('will not retry a mail that is only in the outbox', async () => {
    const recipient = uniqueEmail('outbox-only');
    await mailTo(recipient, 'kept');
    const [mail] = await mailsTo(recipient);
    const res = await expectStatus(call('post', `/admin/outbox/${mail?.id}/retry`), 409);
    expect((res.body as { message: string }).message).toMatch(/only a failed mail/);
  });

  it('is for admins only', async () => {
    expect((await call('get', '/admin/outbox', null)).status).toBe(401);
    expect((await call('get', '/admin/outbox', await newClient(api))).status).toBe(403);
    expect((await call('get', '/admin/outbox', await newLinguist(api))).status).toBe(403);
  });
});

describe('e-mail templates', () => {
  it('lists every template with its audience, placeholders and subject in each language', async () => {
    const list = (await expectStatus(call('get', '/admin/email-templates'), 200)).body as EmailTemplateSummary[];
    expect(list.map((t) => t.id)).toEqual([...EMAIL_TEMPLATE_IDS]);
    expect(list.find((t) => t.id === 'order-ready')).toEqual({
      id: 'order-ready',
      audience: ['client'],
      placeholders: ['name', 'orderId', 'orderTitle', 'link'],
      subject: 'Your text is ready: {{orderTitle}}',
      subjects: Object.fromEntries(INTERFACE_LANGUAGES.map((language) => [language, EMAIL_TEMPLATE_DEFAULTS['order-ready'][language].subject])),
      updatedAt: expect.any(String),
    });
  });

  it('reads one template in every language with the placeholders it may use', async () => {
    const template = (await expectStatus(call('get', '/admin/email-template/reset-password'), 200)).body as EmailTemplateDto;
    expect(template.translations.map((t) => t.language)).toEqual(['en', 'de', 'fr', 'it']);
    expect(template.translations[1]).toMatchObject({ subject: 'Ihr Inkwell-Passwort zurücksetzen', body: EMAIL_TEMPLATE_DEFAULTS['reset-password'].de.body });
    expect(template.placeholders).toEqual([
      { name: 'name', sample: 'Anna Schmidt', optional: true },
      { name: 'link', sample: expect.stringContaining('https://'), optional: false },
    ]);
    expect(errorOf(await expectStatus(call('get', '/admin/email-template/no-such-mail'), 400))).toHaveProperty('id');
  });

  it('refuses to save an unknown, malformed or possibly empty placeholder, naming the field and the placeholder', async () => {
    const res = await expectStatus(
      call('put', '/admin/email-template/order-ready', admin, {
        de: { subject: 'Fertig: {{orderTitle}}', body: 'Hallo {{customer}}, siehe {{link}}' },
        fr: { subject: 'Prêt : {{orderTitle', body: 'Bonjour{{#name}} {{name}}{{/name}}' },
        it: { subject: 'Pronto', body: 'Ciao {{name}}' },
      }),
      400,
    );
    const error = errorOf(res);
    expect(Object.keys(error).sort()).toEqual(['de.body', 'fr.subject', 'it.body']);
    expect(error['de.body']).toEqual([expect.stringMatching(/^Unknown placeholder \{\{customer\}\}; this template knows \{\{name\}\}, \{\{orderId\}\}/)]);
    expect(error['fr.subject']).toEqual([expect.stringContaining('Malformed placeholder "{{orderTitle"')]);
    expect(error['it.body']).toEqual([expect.stringContaining('{{name}} may be empty; write it inside {{#name}}…{{/name}}')]);
    // Nothing of a refused save is stored, not even its valid languages.
    const stored = (await expectStatus(call('get', '/admin/email-template/order-ready'), 200)).body as EmailTemplateDto;
    expect(stored.translations.map((t) => t.subject)).toEqual(['en', 'de', 'fr', 'it'].map((l) => EMAIL_TEMPLATE_DEFAULTS['order-ready'][l as 'en'].subject));
  });

  it('refuses a subject over two lines, an empty body, no language and an unknown language', async () => {
    const bad = errorOf(await expectStatus(call('put', '/admin/email-template/order-ready', admin, { de: { subject: 'a\nb', body: '' } }), 400));
    expect(Object.keys(bad).sort()).toEqual(['de.body', 'de.subject']);
    await expectStatus(call('put', '/admin/email-template/order-ready', admin, {}), 400);
    expect(errorOf(await expectStatus(call('put', '/admin/email-template/order-ready', admin, { es: { subject: 'x', body: 'y' } }), 400))).toHaveProperty('es');
  });

  it('previews the saved text or an unsaved edit with sample data', async () => {
    const saved = (await expectStatus(call('post', '/admin/email-template/order-ready/preview', admin, { language: 'fr' }), 200)).body as EmailPreview;
    expect(saved.subject).toBe('Votre texte est prêt : Product page: electric kettle');
    expect(saved.text).toContain('Bonjour Anna Schmidt,');
    expect(saved.html).toContain('href="https://client.inkwell.example/order/1042"');

    const edit = (await expectStatus(
      call('post', '/admin/email-template/order-ready/preview', admin, { language: 'en', subject: 'Done: <{{orderTitle}}>', body: 'Hi{{#name}} {{name}}{{/name}}! [Look]({{link}})' }),
      200,
    )).body as EmailPreview;
    expect(edit.subject).toBe('Done: <Product page: electric kettle>');
    expect(edit.html).toContain('Hi Anna Schmidt! <a href="https://client.inkwell.example/order/1042">Look</a>');

    const broken = errorOf(await expectStatus(call('post', '/admin/email-template/order-ready/preview', admin, { language: 'en', body: 'Hi {{client}}' }), 400));
    expect(broken.body).toEqual([expect.stringContaining('Unknown placeholder {{client}}')]);
    expect(errorOf(await expectStatus(call('post', '/admin/email-template/order-ready/preview', admin, {}), 400))).toHaveProperty('language');
  });

  it('renders the next mail from the edited German text for a German account', async () => {
    const { de } = EMAIL_TEMPLATE_DEFAULTS['reset-password'];
    const edited = { subject: 'Neues Passwort für {{#name}}{{name}}{{/name}}', body: 'Guten Tag{{#name}} {{name}}{{/name}},\n\nhier geht es weiter:\n\n[Jetzt ändern]({{link}})' };
    try {
      const saved = (await expectStatus(call('put', '/admin/email-template/reset-password', admin, { de: edited }), 200)).body as EmailTemplateDto;
      expect(saved.translations.find((t) => t.language === 'de')).toMatchObject(edited);
      const { client } = await createClient({ language: 'de', firstName: 'Jörg' });
      await expectStatus(api.request().post(`${AUTH_PREFIX.client}/send-reset-password-link`).send({ email: client.email }), 204);

      const [mail] = await mailsTo(client.email);
      expect(mail).toMatchObject({ template: 'reset-password', language: 'de', subject: 'Neues Passwort für Jörg', status: 'outbox' });
      expect(mail?.textBody).toMatch(/^Guten Tag Jörg,\n\nhier geht es weiter:\n\nhttp:\/\/client\.localhost:3001\/password-reset\/update\?token=/);
      expect(mail?.htmlBody).toContain('>Jetzt ändern</a>');
    } finally {
      await expectStatus(call('put', '/admin/email-template/reset-password', admin, { de }), 200);
    }
  });

  it('records a mail its template cannot fill completely, and sends nothing', async () => {
    const to = uniqueEmail('half');
    await sendTemplateMail(api.runtime.mailer, { to, language: 'it', template: 'reset-password', vars: { name: 'Gia', link: '' } });
    expect(await mailsTo(to)).toEqual([
      expect.objectContaining({ template: 'reset-password', language: 'it', status: 'render_failed', subject: '', textBody: '', error: expect.stringContaining('{{link}} has no value') }),
    ]);
  });

  it('is for admins only', async () => {
    const client = await newClient(api);
    await expectStatus(call('get', '/admin/email-templates', client), 403);
    await expectStatus(call('put', '/admin/email-template/order-ready', client, { en: { subject: 'x', body: 'y' } }), 403);
    await expectStatus(call('get', '/admin/email-template/order-ready', null), 401);
  });
});

describe('client notification recipients', () => {
  const recipient = (email: string, events = ['orderReady']) => ({ email, name: 'Mia Mail', events });

  it('adds, lists, changes and removes its recipients', async () => {
    const client = await newClient(api);
    const created = (await expectStatus(call('post', '/client/notifications-recipient', client, recipient('mia@example.test', ['invoices', 'orderReady'])), 201)).body as NotificationRecipientDto;
    expect(created).toEqual({ id: expect.any(Number), email: 'mia@example.test', name: 'Mia Mail', events: ['orderReady', 'invoices'], createdAt: expect.any(String), updatedAt: expect.any(String) });
    await expectStatus(call('post', '/client/notifications-recipient', client, recipient('leo@example.test', ['messages'])), 201);

    const list = (await expectStatus(call('get', '/client/notifications-recipients', client), 200)).body as Page<NotificationRecipientDto>;
    expect(list.total).toBe(2);
    expect(list.data.map((r) => r.email)).toEqual(['mia@example.test', 'leo@example.test']);

    const changed = await expectStatus(call('put', `/client/notifications-recipient/${created.id}`, client, { email: 'mia@new.example', name: 'Mia', events: ['deposits', 'decisions'] }), 200);
    expect(changed.body).toMatchObject({ id: created.id, email: 'mia@new.example', name: 'Mia', events: ['decisions', 'deposits'] });

    await expectStatus(call('delete', `/client/notifications-recipient/${created.id}`, client), 204);
    const after = (await expectStatus(call('get', '/client/notifications-recipients', client), 200)).body as Page<NotificationRecipientDto>;
    expect(after.data.map((r) => r.email)).toEqual(['leo@example.test']);
    await expectStatus(call('delete', `/client/notifications-recipient/${created.id}`, client), 404);
  });

  it('answers 404 for another client’s recipient and leaves it as it was', async () => {
    const owner = await newClient(api);
    const other = await newClient(api);
    const mine = (await expectStatus(call('post', '/client/notifications-recipient', owner, recipient('owner@example.test')), 201)).body as NotificationRecipientDto;

    await expectStatus(call('put', `/client/notifications-recipient/${mine.id}`, other, recipient('stolen@example.test')), 404);
    await expectStatus(call('delete', `/client/notifications-recipient/${mine.id}`, other), 404);
    expect(((await call('get', '/client/notifications-recipients', other)).body as Page<NotificationRecipientDto>).total).toBe(0);
    const still = (await expectStatus(call('get', '/client/notifications-recipients', owner), 200)).body as Page<NotificationRecipientDto>;
    expect(still.data).toEqual([mine]);
  });

  it('refuses a second recipient with the same address in any letter case, and more than the limit', async () => {
    const client = await newClient(api);
    await expectStatus(call('post', '/client/notifications-recipient', client, recipient('Same@Example.test')), 201);
    const twice = await expectStatus(call('post', '/client/notifications-recipient', client, recipient('same@example.TEST')), 409);
    expect(errorOf(twice)).toHaveProperty('email');
    // Another client may use the address.
    await expectStatus(call('post', '/client/notifications-recipient', await newClient(api), recipient('same@example.test')), 201);

    for (let n = 1; n < NOTIFICATION_RECIPIENTS_MAX; n += 1) await expectStatus(call('post', '/client/notifications-recipient', client, recipient(`r${n}@example.test`)), 201);
    await expectStatus(call('post', '/client/notifications-recipient', client, recipient('one-too-many@example.test')), 422);
  });

  it('answers 400 naming the field for a bad address, no name, no or unknown events', async () => {
    const client = await newClient(api);
    const bad = errorOf(await expectStatus(call('post', '/client/notifications-recipient', client, { email: 'not-an-address', name: ' ', events: [] }), 400));
    expect(Object.keys(bad).sort()).toEqual(['email', 'events', 'name']);
    expect(errorOf(await expectStatus(call('post', '/client/notifications-recipient', client, recipient('a@example.test', ['sms'])), 400))).toHaveProperty(['events.0']);
    expect(errorOf(await expectStatus(call('post', '/client/notifications-recipient', client, recipient('a@example.test', ['messages', 'messages'])), 400))).toHaveProperty(['events.1']);
  });

  it('shows staff a client’s recipients, and answers 404 for a client that does not exist', async () => {
    const client = await newClient(api);
    await expectStatus(call('post', '/client/notifications-recipient', client, recipient('seen@example.test', ['decisions'])), 201);
    const staffView = (await expectStatus(call('get', `/admin/client/${client.id}/notifications-recipients`), 200)).body as Page<NotificationRecipientDto>;
    expect(staffView.data.map((r) => [r.email, r.events])).toEqual([['seen@example.test', ['decisions']]]);

    const added = (await expectStatus(call('post', `/admin/client/${client.id}/notifications-recipient`, admin, recipient('by-staff@example.test')), 201)).body as NotificationRecipientDto;
    const other = await newClient(api);
    await expectStatus(call('delete', `/admin/client/${other.id}/notifications-recipient/${added.id}`), 404);
    await expectStatus(call('delete', `/admin/client/${client.id}/notifications-recipient/${added.id}`), 204);

    await expectStatus(call('get', '/admin/client/2147480000/notifications-recipients'), 404);
    await expectStatus(call('get', `/admin/client/${client.id}/notifications-recipients`, client), 403);
  });
});
