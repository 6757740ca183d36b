import type supertest from 'supertest';
import XLSX from 'xlsx';
import type { OutboxMailDto, Page, ProjectExportResult, SharedTexts } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { uniqueEmail } from '../../testing/factories.js';
import { call, newAdmin, newClient, newLinguist, newOrder, newProject, orderRequest, words, type Actor } from '../orders/testing/order-scenario.js';
import { startFakeWordpressServer, type FakeWordpressServer } from './fake-wordpress-server.js';

jest.setTimeout(60_000);

/** supertest's answer, whose body tests read freely, once its status is the expected one */
async function answer(pending: PromiseLike<supertest.Response>, status: number): Promise<supertest.Response> {
  const res = await pending;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

const RATING = { content: 5, form: 4, readability: 4, communication: 5 };

let api: TestContext;
let wordpress: FakeWordpressServer;
let admin: Actor;
let client: Actor;
let writer: Actor;
let projectId: number;

beforeAll(async () => {
  api = await startTestApi();
  wordpress = await startFakeWordpressServer();
  admin = await newAdmin(api);
  client = await newClient(api, { firstName: 'Clara', lastName: 'Client' }, 10_000_000n);
  writer = await newLinguist(api);
  projectId = await newProject(api, client);
});

afterAll(async () => {
  await wordpress.close();
  await api.close();
});

const get = (path: string, actor: Actor) => api.request().get(path).set('Authorization', `Bearer ${actor.token}`);
const del = (path: string, actor: Actor) => api.request().delete(path).set('Authorization', `Bearer ${actor.token}`);

async function acceptedOrder(title: string, text = words(400)): Promise<number> {
  const id = await newOrder(api, client, projectId, orderRequest({ orders: [{ title, minWords: 300, maxWords: 500, keywords: [] }] }));
  await answer(call(api, 'put', `/linguist/order/${id}/take`, writer.token), 200);
  await answer(call(api, 'put', `/linguist/order/${id}/text/submit`, writer.token, { text }), 200);
  await answer(call(api, 'put', `/client/order/${id}/accept`, client.token, { rating: RATING }), 200);
  return id;
}

async function exportAs(actor: Actor, body: object, project = projectId) {
  return call(api, 'post', `/${actor === admin ? 'admin' : 'client'}/project/${project}/export`, actor.token, body);
}

async function saveWordpress(password = wordpress.applicationPassword) {
  return call(api, 'put', '/client/wordpress-settings', client.token, { siteUrl: `${wordpress.url}/`, username: wordpress.username, applicationPassword: password });
}

describe('WordPress', () => {
  it('checks a connection as typed: WordPress’s user for the right password, 422 on the password field for a wrong one', async () => {
    const ok = await answer(call(api, 'post', '/client/wordpress/check-connection', client.token, { siteUrl: wordpress.url, username: wordpress.username, applicationPassword: wordpress.applicationPassword }), 200);
    expect(ok.body).toEqual({ ok: true, userName: 'Eddie Editor' });
    const refused = await answer(call(api, 'post', '/client/wordpress/check-connection', client.token, { siteUrl: wordpress.url, username: wordpress.username, applicationPassword: 'wrong password here' }), 422);
    expect(refused.body.error).toHaveProperty('applicationPassword');
  });

  it('keeps the application password to itself: the settings show a hint, never the password', async () => {
    await answer(saveWordpress(), 200);
    const res = await answer(get('/client/wordpress-settings', client), 200);
    expect(res.body.connection).toMatchObject({ siteUrl: wordpress.url, username: wordpress.username, passwordHint: '•••• UVWX' });
    expect(JSON.stringify(res.body)).not.toContain('qrst');
    const [row] = await api.runtime.sequelize.query<{ password_encrypted: string }>('SELECT password_encrypted FROM wordpress_connections WHERE client_id = :id', {
      type: 'SELECT' as never,
      replacements: { id: client.id },
    });
    expect(row?.password_encrypted).not.toContain('qrst');
    // A blank password keeps the stored one, and the saved connection still signs in.
    await answer(call(api, 'put', '/client/wordpress-settings', client.token, { siteUrl: wordpress.url, username: wordpress.username, applicationPassword: '' }), 200);
    await answer(call(api, 'post', '/client/wordpress/check-connection', client.token, {}), 200);
  });

  it('lists the site’s categories', async () => {
    await answer(saveWordpress(), 200);
    const res = await answer(call(api, 'post', '/client/wordpress/categories', client.token), 200);
    expect(res.body.data).toEqual([
      { id: 3, name: 'Guides' },
      { id: 7, name: 'News' },
    ]);
  });

  it('exports accepted texts as posts in the chosen category, and updates the same posts when exported again', async () => {
    await answer(saveWordpress(), 200);
    const id = await acceptedOrder('Kettle guide', `First paragraph <b>bold?</b>\n\n${words(400)}`);
    const first = (await answer(exportAs(client, { type: 'wordpress', orderIds: [id], categoryId: 7, postStatus: 'publish' }), 200)).body as ProjectExportResult;
    expect(first.posts).toEqual([expect.objectContaining({ orderId: id, created: true })]);
    const postId = first.posts![0]!.postId;
    expect(wordpress.posts.get(postId)).toMatchObject({
      title: 'Kettle guide',
      status: 'publish',
      categories: [7],
      content: `<p>First paragraph &lt;b&gt;bold?&lt;/b&gt;</p>\n<p>${words(400)}</p>`,
      revisions: 1,
    });

    const postsBefore = wordpress.posts.size;
    const again = (await answer(exportAs(client, { type: 'wordpress', orderIds: [id], categoryId: 3 }), 200)).body as ProjectExportResult;
    expect(again.posts).toEqual([expect.objectContaining({ orderId: id, postId, created: false })]);
    expect(wordpress.posts.size).toBe(postsBefore);
    expect(wordpress.posts.get(postId)).toMatchObject({ revisions: 2, categories: [3], status: 'draft' });

    const order = await answer(get(`/client/order/${id}`, client), 200);
    expect(order.body).toMatchObject({ exportType: 'wordpress', lastExportedAt: again.exportedAt });
  });

  it('refuses an export to a site that no longer accepts the password, naming the password', async () => {
    const id = await acceptedOrder('Toaster guide');
    await answer(saveWordpress('a changed password'), 200);
    const res = await answer(exportAs(client, { type: 'wordpress', orderIds: [id], categoryId: 7 }), 422);
    expect(res.body.error).toHaveProperty('applicationPassword');
    const order = await answer(get(`/client/order/${id}`, client), 200);
    expect(order.body.exportType).toBeNull();
    await answer(saveWordpress(), 200);
  });
});

describe('online links', () => {
  it('shows the texts read-only to anyone with the link, until it is revoked', async () => {
    const id = await acceptedOrder('Blender review', `A <script>alert(1)</script> ${words(400)}`);
    const res = (await answer(exportAs(client, { type: 'online', orderIds: [id] }), 200)).body as ProjectExportResult;
    const path = res.link!.path!;
    expect(res.link!.url).toBe(`${api.config.clientAppUrl}${path}`);
    const token = path.replace('/shared/', '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const shared = await answer(api.request().get(`/shared/${token}`), 200);
    expect(shared.body as SharedTexts).toMatchObject({ projectName: 'Spring campaign', texts: [{ orderId: id, title: 'Blender review', content: `A <script>alert(1)</script> ${words(400)}` }] });

    const list = await answer(get(`/client/project/${projectId}/online-exports`, client), 200);
    expect(list.body.data[0]).toMatchObject({ id: res.link!.id, path: null, ordersCount: 1, revokedAt: null });

    await answer(del(`/client/project/${projectId}/online-export/${res.link!.id}`, client), 204);
    await answer(api.request().get(`/shared/${token}`), 404);
    await answer(api.request().get(`/shared/${'x'.repeat(43)}`), 404);
    await answer(api.request().get('/shared/short'), 400);
  });
});

describe('mail', () => {
  it('sends the texts as HTML attachments to the chosen address, through the outbox', async () => {
    const id = await acceptedOrder('Mixer manual');
    const to = uniqueEmail('editor');
    await answer(exportAs(client, { type: 'mail', email: to, orderIds: [id] }), 200);
    const outbox = await answer(get('/admin/outbox', admin).query({ recipient: to }), 200);
    const [mail] = (outbox.body as Page<OutboxMailDto>).data;
    expect(mail).toMatchObject({ template: 'project-export', subject: 'Texts of the project Spring campaign' });
    expect(mail?.textBody).toContain('Clara Client sends you 1 texts of the project "Spring campaign"');
    expect(mail?.attachments).toEqual([{ filename: `${id}-Mixer-manual.html`, contentType: 'text/html; charset=utf-8', size: expect.any(Number) }]);
    expect((await answer(get(`/client/order/${id}`, client), 200)).body.exportType).toBe('mail');
  });

  it('asks for the address, naming the field', async () => {
    const res = await answer(exportAs(client, { type: 'mail' }), 400);
    expect(res.body.error).toHaveProperty('email');
  });
});

describe('api and the rules of every export', () => {
  it('records an api export for the partner callback and marks its orders', async () => {
    const id = await acceptedOrder('Fridge FAQ');
    await answer(exportAs(admin, { type: 'api', orderIds: [id] }), 200);
    const [row] = await api.runtime.sequelize.query<{ type: string; created_by_role: string; delivered_at: Date | null }>(
      'SELECT type, created_by_role, delivered_at FROM project_exports WHERE :id = ANY(order_ids) ORDER BY id DESC LIMIT 1',
      { type: 'SELECT' as never, replacements: { id } },
    );
    expect(row).toEqual({ type: 'api', created_by_role: 'admin', delivered_at: null });
    expect((await answer(get(`/client/order/${id}`, client), 200)).body.exportType).toBe('api');
  });

  it('answers 404 for another client’s project and 422 for an order that is not accepted', async () => {
    const other = await newClient(api, {}, 1_000_000n);
    await answer(exportAs(other, { type: 'online' }), 404);
    await answer(get(`/client/project/${projectId}/online-exports`, other), 404);
    const open = await newOrder(api, client, projectId);
    const res = await answer(exportAs(client, { type: 'online', orderIds: [open] }), 422);
    expect(res.body.error).toHaveProperty('orderIds');
  });
});

describe('orders export', () => {
  it('gives staff an .xlsx with every column of the order table, formulas written as text', async () => {
    const id = await newOrder(api, client, projectId, orderRequest({ orders: [{ title: '=HYPERLINK("http://evil.example","click")', minWords: 300, maxWords: 500, keywords: ['@cmd'] }] }));
    const res = await api.request().post(`/admin/project/${projectId}/orders/export`).set('Authorization', `Bearer ${admin.token}`).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    const sheet = XLSX.read(res.body as Buffer, { type: 'buffer' }).Sheets.Orders!;
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    const [header] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
    expect(header).toEqual(expect.arrayContaining(['id', 'title', 'status', 'price_max', 'keywords', 'export_type', 'last_exported_at', 'created_at']));
    const row = rows.find((r) => r.id === id);
    expect(row).toMatchObject({ title: `'=HYPERLINK("http://evil.example","click")`, keywords: `'@cmd` });
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell !== null && 'f' in cell)).toBe(false);
    await answer(api.request().post(`/client/project/${projectId}/orders/export`).set('Authorization', `Bearer ${client.token}`), 404);
  });
});
