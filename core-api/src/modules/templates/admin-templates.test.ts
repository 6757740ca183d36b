import { renderTemplateHtml, type BriefingDto, type TextLayoutDto } from '@inkwell/templates';
import type { Page } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newAdmin, newClient, newOrder, newProject, orderRequest, type Actor } from '../orders/testing/order-scenario.js';
import { briefingTree, layoutTree, send } from './testing/template-requests.js';

let api: TestContext;
let admin: Actor;
let client: Actor;
let other: Actor;

const MISSING_CLIENT = 2_000_000_000;

beforeAll(async () => {
  api = await startTestApi();
  admin = await newAdmin(api);
  client = await newClient(api);
  other = await newClient(api);
});

afterAll(() => api.close());

describe('system briefings for admins', () => {
  it('creates, reads, replaces and deletes a system briefing that clients then see read-only', async () => {
    const tree = briefingTree('Write like a newspaper.');
    const created = (await expectStatus(send(api, 'post', '/admin/briefings', admin.token, { name: 'News article', tree }), 201)).body as BriefingDto;
    expect(created).toMatchObject({ clientId: null, system: true, name: 'News article', tree, html: renderTemplateHtml(tree) });

    const list = (await expectStatus(send(api, 'get', '/admin/briefings?limit=100', admin.token), 200)).body as Page<BriefingDto>;
    expect(list.data.map((b) => b.name)).toEqual(expect.arrayContaining(['News article', 'Product description', 'Blog article']));
    expect(list.data.every((b) => b.system)).toBe(true);
    expect((await expectStatus(send(api, 'get', `/client/briefings/system/${created.id}`, client.token), 200)).body).toEqual(created);

    const replaced = await expectStatus(send(api, 'put', `/admin/briefing/${created.id}`, admin.token, { name: 'News', tree: briefingTree('Short.') }), 200);
    expect(replaced.body).toMatchObject({ id: created.id, name: 'News', system: true });
    expect((await expectStatus(send(api, 'get', `/admin/briefing/${created.id}`, admin.token), 200)).body).toEqual(replaced.body);

    await expectStatus(send(api, 'delete', `/admin/briefing/${created.id}`, admin.token), 204);
    await expectStatus(send(api, 'get', `/client/briefings/system/${created.id}`, client.token), 404);
  });

  it('does not reach a client’s briefing through the system paths', async () => {
    const theirs = (await expectStatus(send(api, 'post', '/client/briefing', client.token, { name: 'Mine', tree: briefingTree() }), 201)).body as BriefingDto;
    await expectStatus(send(api, 'get', `/admin/briefing/${theirs.id}`, admin.token), 404);
    await expectStatus(send(api, 'delete', `/admin/briefing/${theirs.id}`, admin.token), 404);
  });

  it('validates like the client paths, naming each element', async () => {
    const tree = { element: 'layout', sections: [{ element: 'section', name: 'A', type: 'fixed', children: [{ element: 'block', tag: 'td' }] }] };
    const res = await expectStatus(send(api, 'post', '/admin/briefings', admin.token, { name: 'Broken', tree }), 400);
    expect((res.body as { error: object }).error).toEqual({ 'sections[0].children[0]': ['invalid child: td must be inside tr'] });
  });

  it('refuses a delete with 409 while an order refers to a system briefing', async () => {
    const created = (await expectStatus(send(api, 'post', '/admin/briefings', admin.token, { name: 'Used', tree: briefingTree() }), 201)).body as BriefingDto;
    const buyer = await newClient(api, {}, 100_000n);
    await newOrder(api, buyer, await newProject(api, buyer), orderRequest({ briefingId: created.id }));
    await expectStatus(send(api, 'delete', `/admin/briefing/${created.id}`, admin.token), 409);
  });

  it('is for admins only', async () => {
    await expectStatus(send(api, 'get', '/admin/briefings', client.token), 403);
    await expectStatus(send(api, 'post', '/admin/briefings', client.token, { name: 'x', tree: briefingTree() }), 403);
  });
});

describe('a client’s briefings for admins', () => {
  it('creates one for the client, which the client then owns', async () => {
    const res = await expectStatus(send(api, 'post', `/admin/client/${client.id}/briefing`, admin.token, { name: 'From support', tree: briefingTree() }), 201);
    const created = res.body as BriefingDto;
    expect(created).toMatchObject({ clientId: client.id, system: false, name: 'From support' });
    expect((await expectStatus(send(api, 'get', `/client/briefing/${created.id}`, client.token), 200)).body).toEqual(created);
  });

  it('lists, reads, replaces and deletes only within the named client', async () => {
    const owner = await newClient(api);
    const mine = (await expectStatus(send(api, 'post', '/client/briefing', owner.token, { name: 'Owned', tree: briefingTree() }), 201)).body as BriefingDto;
    const theirs = (await expectStatus(send(api, 'post', '/client/briefing', other.token, { name: 'Theirs', tree: briefingTree() }), 201)).body as BriefingDto;

    expect((await expectStatus(send(api, 'get', `/admin/client/${owner.id}/briefings`, admin.token), 200)).body).toEqual({ data: [mine], total: 1 });
    expect((await expectStatus(send(api, 'get', `/admin/client/${owner.id}/briefing/${mine.id}`, admin.token), 200)).body).toEqual(mine);
    await expectStatus(send(api, 'get', `/admin/client/${owner.id}/briefing/${theirs.id}`, admin.token), 404);
    await expectStatus(send(api, 'put', `/admin/client/${owner.id}/briefing/${theirs.id}`, admin.token, { name: 'x', tree: briefingTree() }), 404);
    await expectStatus(send(api, 'delete', `/admin/client/${owner.id}/briefing/${theirs.id}`, admin.token), 404);

    const replaced = await expectStatus(send(api, 'put', `/admin/client/${owner.id}/briefing/${mine.id}`, admin.token, { name: 'Renamed', tree: briefingTree() }), 200);
    expect(replaced.body).toMatchObject({ id: mine.id, clientId: owner.id, name: 'Renamed' });
    await expectStatus(send(api, 'delete', `/admin/client/${owner.id}/briefing/${mine.id}`, admin.token), 204);
    await expectStatus(send(api, 'get', `/client/briefing/${mine.id}`, owner.token), 404);
    await expectStatus(send(api, 'get', `/client/briefing/${theirs.id}`, other.token), 200);
  });

  it('answers 404 for a client that does not exist', async () => {
    const res = await expectStatus(send(api, 'get', `/admin/client/${MISSING_CLIENT}/briefings`, admin.token), 404);
    expect(res.body).toMatchObject({ message: 'Client not found' });
    await expectStatus(send(api, 'post', `/admin/client/${MISSING_CLIENT}/briefing`, admin.token, { name: 'x', tree: briefingTree() }), 404);
  });
});

describe('a client’s layouts for admins', () => {
  it('creates one for the client through POST /admin/client/:id/layout, which the client then owns', async () => {
    const tree = layoutTree();
    const res = await expectStatus(send(api, 'post', `/admin/client/${client.id}/layout`, admin.token, { name: 'From support', tree }), 201);
    const created = res.body as TextLayoutDto;
    expect(created).toMatchObject({ clientId: client.id, name: 'From support', tree, html: renderTemplateHtml(tree) });
    expect((await expectStatus(send(api, 'get', `/client/text-layout/${created.id}`, client.token), 200)).body).toEqual(created);
  });

  it('lists, reads, replaces and deletes only within the named client', async () => {
    const owner = await newClient(api);
    const mine = (await expectStatus(send(api, 'post', '/client/text-layout', owner.token, { name: 'Owned', tree: layoutTree() }), 201)).body as TextLayoutDto;
    const theirs = (await expectStatus(send(api, 'post', '/client/text-layout', other.token, { name: 'Theirs', tree: layoutTree() }), 201)).body as TextLayoutDto;

    expect((await expectStatus(send(api, 'get', `/admin/client/${owner.id}/layouts`, admin.token), 200)).body).toEqual({ data: [mine], total: 1 });
    expect((await expectStatus(send(api, 'get', `/admin/client/${owner.id}/layout/${mine.id}`, admin.token), 200)).body).toEqual(mine);
    await expectStatus(send(api, 'get', `/admin/client/${owner.id}/layout/${theirs.id}`, admin.token), 404);
    await expectStatus(send(api, 'put', `/admin/client/${owner.id}/layout/${theirs.id}`, admin.token, { name: 'x', tree: layoutTree() }), 404);
    await expectStatus(send(api, 'delete', `/admin/client/${owner.id}/layout/${theirs.id}`, admin.token), 404);

    const tree = layoutTree('Lead');
    const replaced = await expectStatus(send(api, 'put', `/admin/client/${owner.id}/layout/${mine.id}`, admin.token, { name: 'Renamed', tree }), 200);
    expect(replaced.body).toMatchObject({ id: mine.id, clientId: owner.id, name: 'Renamed', tree });
    await expectStatus(send(api, 'delete', `/admin/client/${owner.id}/layout/${mine.id}`, admin.token), 204);
    await expectStatus(send(api, 'get', `/client/text-layout/${mine.id}`, owner.token), 404);
  });

  it('validates with the layout rules and answers 404 for a client that does not exist', async () => {
    const tree = { element: 'layout', sections: [{ element: 'section', name: 'A', type: 'fixed', children: [{ element: 'block', tag: 'h2', content: 'Fixed title' }] }] };
    const res = await expectStatus(send(api, 'post', `/admin/client/${client.id}/layout`, admin.token, { name: 'Broken', tree }), 400);
    expect((res.body as { error: object }).error).toEqual({ 'sections[0].children[0]': ['invalid content: only tables may hold content in a layout'] });
    await expectStatus(send(api, 'post', `/admin/client/${MISSING_CLIENT}/layout`, admin.token, { name: 'x', tree: layoutTree() }), 404);
    await expectStatus(send(api, 'get', `/admin/client/${MISSING_CLIENT}/layouts`, admin.token), 404);
  });

  it('is for admins only', async () => {
    await expectStatus(send(api, 'get', `/admin/client/${client.id}/layouts`, client.token), 403);
  });
});

describe('the API document', () => {
  it('lists every briefing and layout route under its tag', async () => {
    const doc = (await expectStatus(api.request().get('/openapi.json'), 200)).body as { paths: Record<string, Record<string, { tags: string[] }>> };
    const tagsOf = (path: string, method: string) => doc.paths[path]?.[method]?.tags;
    expect(tagsOf('/client/briefings/system/{id}', 'get')).toEqual(['Briefings']);
    expect(tagsOf('/admin/client/{clientId}/briefing/{id}', 'delete')).toEqual(['Briefings']);
    expect(tagsOf('/client/text-layout/{id}', 'put')).toEqual(['Layouts']);
    expect(tagsOf('/admin/client/{id}/layout', 'post')).toEqual(['Layouts']);
  });
});
