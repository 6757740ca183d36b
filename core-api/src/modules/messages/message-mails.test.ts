import type { EmailTemplateDto, OutboxMailDto, Page } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { uniqueEmail } from '../../testing/factories.js';
import { expectStatus, newAdmin, newClient, newLinguist } from '../orders/testing/order-scenario.js';
import { insertOrder, insertProject } from '../orders/order-queries.fixtures.js';
import { caller, type Member } from './testing/mailbox-cast.js';

jest.setTimeout(60_000);

let api: TestContext;
let admin: Member;
let client: Member;
let writer: Member;
let original: EmailTemplateDto;
const clientEmail = uniqueEmail('greta');
const writerEmail = uniqueEmail('wanda');
const messagesRecipient = uniqueEmail('message-watcher');
const invoicesRecipient = uniqueEmail('invoice-watcher');

const as = (member: Member) => caller(api, member);
const staff = (method: 'get' | 'put', path: string, body?: object) => {
  const request = api.request()[method](path).set('Authorization', `Bearer ${admin.token}`);
  return body === undefined ? request : request.send(body);
};

async function mailsTo(recipient: string): Promise<OutboxMailDto[]> {
  const res = await expectStatus(staff('get', `/admin/outbox?recipient=${encodeURIComponent(recipient)}&limit=100`), 200);
  return (res.body as Page<OutboxMailDto>).data.filter((mail) => mail.template === 'message-received');
}

beforeAll(async () => {
  api = await startTestApi();
  admin = { role: 'admin', ...(await newAdmin(api)) };
  // A German client: its mails and its recipients' go out in German.
  client = { role: 'client', ...(await newClient(api, { email: clientEmail, language: 'de', firstName: 'Greta', nickname: 'Kaffee Kontor' })) };
  writer = { role: 'linguist', ...(await newLinguist(api, { email: writerEmail, firstName: 'Wanda', nickname: 'wanda_writes' })) };
  const db = api.runtime.sequelize;
  await insertOrder(db, { clientId: client.id, projectId: await insertProject(db, { clientId: client.id }), status: 'processing_cw', writerId: writer.id });
  await expectStatus(as(client).call('post', '/notifications-recipient', { email: messagesRecipient, name: 'Mia Messages', events: ['messages'] }), 201);
  await expectStatus(as(client).call('post', '/notifications-recipient', { email: invoicesRecipient, name: 'Ivo Invoices', events: ['invoices'] }), 201);
  original = (await expectStatus(staff('get', '/admin/email-template/message-received'), 200)).body as EmailTemplateDto;
  await expectStatus(
    staff('put', '/admin/email-template/message-received', {
      de: {
        subject: 'Post von {{senderName}}: {{subject}}',
        body: 'Guten Tag{{#name}} {{name}}{{/name}},\n\n{{senderName}} schreibt Ihnen zu „{{subject}}“.\n\n[Zur Nachricht]({{link}})',
      },
    }),
    200,
  );
});

afterAll(async () => {
  const german = original.translations.find((text) => text.language === 'de');
  if (german) await staff('put', '/admin/email-template/message-received', { de: { subject: german.subject, body: german.body } });
  await api.close();
});

describe('the "message received" mail', () => {
  it('reaches a German client and its recipients of messages in German, from the template as staff edited it', async () => {
    const sent = await as(writer).write({ role: 'client', id: client.id }, 'Keywords <b>bold</b>', 'Which keywords matter most?');

    const [toClient] = await mailsTo(clientEmail);
    expect(toClient).toMatchObject({ language: 'de', subject: 'Post von wanda_writes: Keywords <b>bold</b>' });
    expect(toClient?.textBody).toBe(
      `Guten Tag Greta,\n\nwanda_writes schreibt Ihnen zu „Keywords <b>bold</b>“.\n\nhttp://client.localhost:3001/messages/inbox/${sent.id}`,
    );
    expect(toClient?.htmlBody).toContain('Keywords &#60;b&#62;bold&#60;/b&#62;');
    expect(toClient?.htmlBody).toContain('Zur Nachricht');
    const [toRecipient] = await mailsTo(messagesRecipient);
    expect(toRecipient).toMatchObject({ language: 'de', subject: 'Post von wanda_writes: Keywords <b>bold</b>' });
    expect(toRecipient?.textBody).toMatch(/^Guten Tag Mia Messages,/);
    expect(await mailsTo(invoicesRecipient)).toEqual([]);
    // the body of the message never travels by mail
    expect(JSON.stringify([toClient, toRecipient])).not.toContain('Which keywords');
  });

  it('reaches a linguist in her language while her settings want messages, and never staff', async () => {
    const question = await as(client).write({ role: 'linguist', id: writer.id }, 'Deadline', 'Can you finish by Friday?');
    const [toWriter] = await mailsTo(writerEmail);
    expect(toWriter).toMatchObject({ language: 'en', subject: 'New message from Kaffee Kontor: Deadline' });
    expect(toWriter?.textBody).toContain(`http://linguist.localhost:3003/messages/inbox/${question.id}`);

    await expectStatus(as(writer).call('put', '/settings/notification', { messages: false }), 200);
    await as(client).reply(question.id, 'Or Monday?');
    expect(await mailsTo(writerEmail)).toHaveLength(1);

    const toSupport = await as(client).write({ role: 'support' }, 'Invoice address', 'Please change it');
    await as(admin).reply(toSupport.id, 'Done');
    // support's answer mails the client and its recipient of messages; the client's question mails no staff member
    const res = await expectStatus(staff('get', '/admin/outbox?limit=100'), 200);
    // exactly this thread's subject: the demo data, in the same database, has a thread 'Invoice address for next month'
    const aboutIt = (res.body as Page<OutboxMailDto>).data.filter((mail) => mail.template === 'message-received' && mail.subject.endsWith(': Invoice address'));
    expect(aboutIt.map((mail) => [mail.recipient, mail.subject]).sort()).toEqual(
      [
        [clientEmail, 'Post von Support: Invoice address'],
        [messagesRecipient, 'Post von Support: Invoice address'],
      ].sort(),
    );
  });
});
