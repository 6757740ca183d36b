import type { OutboxMailDto, Page } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { uniqueEmail } from '../../testing/factories.js';
import { call, expectStatus, newAdmin, newClient, newLinguist, newOrder, newProject, orderRequest, words, type Actor } from './testing/order-scenario.js';

jest.setTimeout(60_000);

let api: TestContext;
let admin: Actor;
let client: Actor;
let projectId: number;
const clientEmail = uniqueEmail('clara');
const readyRecipient = uniqueEmail('ready-watcher');
const invoiceRecipient = uniqueEmail('invoice-watcher');

beforeAll(async () => {
  api = await startTestApi();
  admin = await newAdmin(api);
  // A German client: every mail to it and its recipients is rendered in German.
  client = await newClient(api, { email: clientEmail, language: 'de', firstName: 'Clara' }, 10_000_000n);
  projectId = await newProject(api, client);
  await expectStatus(call(api, 'post', '/client/notifications-recipient', client.token, { email: readyRecipient, name: 'Rita Ready', events: ['orderReady', 'decisions'] }), 201);
  await expectStatus(call(api, 'post', '/client/notifications-recipient', client.token, { email: invoiceRecipient, name: 'Ivo Invoice', events: ['invoices'] }), 201);
});

afterAll(() => api.close());

async function mailsTo(recipient: string, template?: string): Promise<OutboxMailDto[]> {
  const res = await expectStatus(api.request().get('/admin/outbox').query({ recipient, limit: 100 }).set('Authorization', `Bearer ${admin.token}`), 200);
  return (res.body as Page<OutboxMailDto>).data.filter((m) => template === undefined || m.template === template);
}

const put = (path: string, actor: Actor, body?: object) => expectStatus(call(api, 'put', path, actor.token, body), 200);

async function writerWithEmail(settings: Record<string, boolean> = {}): Promise<{ actor: Actor; email: string }> {
  const email = uniqueEmail('writer');
  const actor = await newLinguist(api, { email, firstName: 'Wanda' });
  if (Object.keys(settings).length) await put('/linguist/settings/notification', actor, settings);
  return { actor, email };
}

async function readyOrder(writer: Actor, title: string): Promise<number> {
  const id = await newOrder(api, client, projectId, orderRequest({ orders: [{ title, minWords: 300, maxWords: 500, keywords: [] }] }));
  await put(`/linguist/order/${id}/take`, writer);
  await put(`/linguist/order/${id}/text/submit`, writer, { text: words(400) });
  return id;
}

describe('mails of an order’s steps', () => {
  it('tells the client and the recipients subscribed to it that the text is ready, in German, and nobody else', async () => {
    const { actor: writer } = await writerWithEmail();
    const id = await readyOrder(writer, 'Wasserkocher');

    const [toClient] = await mailsTo(clientEmail, 'order-ready');
    expect(toClient).toMatchObject({ language: 'de', subject: 'Ihr Text ist fertig: Wasserkocher' });
    expect(toClient?.textBody).toMatch(/^Hallo Clara,\n\nder Text zu Ihrem Auftrag \d+ „Wasserkocher“ ist fertig/);
    expect(toClient?.textBody).toContain(`http://client.localhost:3001/order/${id}`);

    const [toRecipient] = await mailsTo(readyRecipient, 'order-ready');
    expect(toRecipient?.textBody).toMatch(/^Hallo Rita Ready,/);
    expect(await mailsTo(invoiceRecipient)).toEqual([]);
  });

  it('sends the revision comment to the writer, unless she turned order updates off', async () => {
    const { actor: writer, email } = await writerWithEmail();
    const id = await readyOrder(writer, 'Teekanne');
    await put(`/client/order/${id}/revise`, client, { comment: 'Bitte kürzer <b>und</b> mit Preis' });
    const [revision] = await mailsTo(email, 'revision-requested');
    expect(revision).toMatchObject({ language: 'en', subject: 'Revision requested: Teekanne' });
    expect(revision?.textBody).toContain('Bitte kürzer <b>und</b> mit Preis');
    expect(revision?.htmlBody).toContain('Bitte kürzer &#60;b&#62;und&#60;/b&#62; mit Preis');
    expect(revision?.textBody).toContain(`http://linguist.localhost:3003/order/${id}`);

    const { actor: quiet, email: quietEmail } = await writerWithEmail({ orderUpdates: false });
    const other = await readyOrder(quiet, 'Toaster');
    await put(`/client/order/${other}/revise`, client, { comment: 'Mehr Details' });
    expect(await mailsTo(quietEmail, 'revision-requested')).toEqual([]);
  });

  it('tells the client and its decision recipients how staff decided a rejection', async () => {
    const { actor: writer } = await writerWithEmail();
    const id = await readyOrder(writer, 'Mixer');
    await put(`/client/order/${id}/revise`, client, { comment: 'Anders' });
    await put(`/linguist/order/${id}/text/submit`, writer, { text: words(420) });
    await put(`/client/order/${id}/reject`, client, { reason: 'Passt nicht' });
    await put(`/admin/order/${id}/reject/decline`, admin);
    const [declined] = await mailsTo(clientEmail, 'rejection-declined');
    expect(declined?.subject).toBe('Ablehnung nicht bestätigt: Mixer');

    await put(`/client/order/${id}/reject`, client, { reason: 'Immer noch nicht' });
    await put(`/admin/order/${id}/reject/confirm`, admin);
    expect((await mailsTo(clientEmail, 'rejection-confirmed')).map((m) => m.subject)).toEqual(['Auftrag abgelehnt: Mixer']);
    expect((await mailsTo(readyRecipient, 'rejection-confirmed')).map((m) => m.subject)).toEqual(['Auftrag abgelehnt: Mixer']);
  });

  it('asks the linguist of a direct order, if her settings want direct requests', async () => {
    const { actor: wanted, email } = await writerWithEmail();
    const id = await newOrder(api, client, projectId, orderRequest({ type: 'DO', linguistId: wanted.id }));
    const [request] = await mailsTo(email, 'direct-request');
    expect(request?.subject).toBe('A client asks for you: Product page');
    expect(request?.textBody).toContain(`order ${id} "Product page" (300–500 words)`);
    expect(request?.textBody).toMatch(/within \d+ hours/);

    const { actor: busy, email: busyEmail } = await writerWithEmail({ directRequests: false });
    await newOrder(api, client, projectId, orderRequest({ type: 'DO', linguistId: busy.id }));
    expect(await mailsTo(busyEmail)).toEqual([]);
  });

  it('mails nothing when the step fails', async () => {
    const { actor: writer, email } = await writerWithEmail();
    const id = await newOrder(api, client, projectId);
    await put(`/linguist/order/${id}/take`, writer);
    await expectStatus(call(api, 'put', `/linguist/order/${id}/text/submit`, writer.token, { text: words(10) }), 422);
    expect(await mailsTo(clientEmail, 'order-ready').then((mails) => mails.filter((m) => m.textBody.includes(`Auftrag ${id} `)))).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });
});
