import { renderTemplateHtml, validateTemplate, type BriefingDto, type TemplateTree } from '@inkwell/templates';
import type { Page } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newAdmin, newClient, newLinguist, newOrder, newProject, orderRequest, type Actor } from '../orders/testing/order-scenario.js';
import { systemBriefingSeeds } from './data/system-briefings.js';
import { templateFieldErrors } from './template-tree-schema.js';
import { findBriefingForClient } from './templates.service.js';
import { briefingTree, send } from './testing/template-requests.js';

let api: TestContext;
let client: Actor;
let other: Actor;

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api);
  other = await newClient(api);
});

afterAll(() => api.close());

async function create(actor: Actor, name = 'Shop texts', tree: TemplateTree = briefingTree()): Promise<BriefingDto> {
  return (await expectStatus(send(api, 'post', '/client/briefing', actor.token, { name, tree }), 201)).body as BriefingDto;
}

async function systemBriefings(token: string): Promise<BriefingDto[]> {
  return ((await expectStatus(send(api, 'get', '/client/briefings/system?limit=100', token), 200)).body as Page<BriefingDto>).data;
}

describe('a client’s own briefings', () => {
  it('POST creates one and answers it with its tree and the rendered HTML', async () => {
    const tree = briefingTree();
    const created = await create(client, '  Shop texts ', tree);
    expect(created).toEqual({
      id: expect.any(Number),
      clientId: client.id,
      system: false,
      name: 'Shop texts',
      tree,
      html: renderTemplateHtml(tree),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(created.html).toContain('<p>Say what the product is and who it is for.<strong>No jargon.</strong></p>');
    const read = await expectStatus(send(api, 'get', `/client/briefing/${created.id}`, client.token), 200);
    expect(read.body).toEqual(created);
  });

  it('lists only the caller’s, last changed first, with search and a count-only page', async () => {
    const owner = await newClient(api);
    const older = await create(owner, 'Category pages');
    const newer = await create(owner, 'Product pages');
    await create(other, 'Product pages of someone else');
    const page = await expectStatus(send(api, 'get', '/client/briefings', owner.token), 200);
    expect(page.body).toEqual({ data: [newer, older], total: 2 });
    const found = await expectStatus(send(api, 'get', '/client/briefings?search=categ', owner.token), 200);
    expect((found.body as Page<BriefingDto>).data.map((b) => b.id)).toEqual([older.id]);
    const wildcard = await expectStatus(send(api, 'get', '/client/briefings?search=%25', owner.token), 200);
    expect(wildcard.body).toEqual({ data: [], total: 0 });
    const count = await expectStatus(send(api, 'get', '/client/briefings?limit=0', owner.token), 200);
    expect(count.body).toEqual({ data: [], total: 2 });
    const second = await expectStatus(send(api, 'get', '/client/briefings?limit=1&offset=1', owner.token), 200);
    expect(second.body).toEqual({ data: [older], total: 2 });
  });

  it('PUT replaces the name and the tree; the HTML follows the tree', async () => {
    const created = await create(client);
    const tree = briefingTree('Explain the warranty.');
    const res = await expectStatus(send(api, 'put', `/client/briefing/${created.id}`, client.token, { name: 'Warranty', tree }), 200);
    expect(res.body).toMatchObject({ id: created.id, name: 'Warranty', tree, html: renderTemplateHtml(tree) });
    expect((res.body as BriefingDto).html).toContain('Explain the warranty.');
    expect(new Date((res.body as BriefingDto).updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    expect((await expectStatus(send(api, 'get', `/client/briefing/${created.id}`, client.token), 200)).body).toEqual(res.body);
  });

  it('DELETE removes it', async () => {
    const created = await create(client);
    await expectStatus(send(api, 'delete', `/client/briefing/${created.id}`, client.token), 204);
    await expectStatus(send(api, 'get', `/client/briefing/${created.id}`, client.token), 404);
    await expectStatus(send(api, 'delete', `/client/briefing/${created.id}`, client.token), 404);
  });

  it('answers 404 for another client’s briefing and leaves it as it was', async () => {
    const theirs = await create(other, 'Theirs');
    await expectStatus(send(api, 'get', `/client/briefing/${theirs.id}`, client.token), 404);
    await expectStatus(send(api, 'put', `/client/briefing/${theirs.id}`, client.token, { name: 'Mine now', tree: briefingTree() }), 404);
    await expectStatus(send(api, 'delete', `/client/briefing/${theirs.id}`, client.token), 404);
    expect((await expectStatus(send(api, 'get', `/client/briefing/${theirs.id}`, other.token), 200)).body).toEqual(theirs);
  });

  it('refuses a delete with 409 while an order refers to the briefing', async () => {
    const buyer = await newClient(api, {}, 100_000n);
    const briefing = await create(buyer);
    const projectId = await newProject(api, buyer);
    await newOrder(api, buyer, projectId, orderRequest({ briefingId: briefing.id }));
    const res = await expectStatus(send(api, 'delete', `/client/briefing/${briefing.id}`, buyer.token), 409);
    expect(res.body).toMatchObject({ message: 'This briefing is used by an order and cannot be deleted' });
    await expectStatus(send(api, 'get', `/client/briefing/${briefing.id}`, buyer.token), 200);
  });

  it('is for clients only', async () => {
    const linguist = await newLinguist(api);
    const admin = await newAdmin(api);
    await expectStatus(send(api, 'get', '/client/briefings', linguist.token), 403);
    await expectStatus(send(api, 'post', '/client/briefing', admin.token, { name: 'x', tree: briefingTree() }), 403);
  });
});

describe('validation of a briefing', () => {
  it('answers 400 naming each offending element by its path, exactly as validateTemplate does', async () => {
    const tree = {
      element: 'layout',
      sections: [
        { element: 'section', name: 'Intro [draft]', type: 'fixed', children: [{ element: 'block', tag: 'li', content: 'x' }] },
        {
          element: 'section',
          name: 'Body',
          type: 'fixed',
          min: 10,
          max: 5,
          children: [{ element: 'block', tag: 'p', children: [{ element: 'inline', tag: 'a', attributes: { href: 'javascript:alert(1)' } }] }],
        },
      ],
    };
    const res = await expectStatus(send(api, 'post', '/client/briefing', client.token, { name: 'Broken', tree }), 400);
    expect(res.body).toMatchObject({
      error: {
        'sections[0]': ['invalid name: section name must not contain < > [ or ]'],
        'sections[0].children[0]': ['invalid child: li must be inside ul or ol'],
        'sections[1]': ['min above max: min 10 is above max 5'],
        'sections[1].children[0].children[0]': ['invalid attribute value: href must be an http://, https:// or mailto: address without spaces or quotes'],
      },
    });
    expect((res.body as { error: object }).error).toEqual(templateFieldErrors(validateTemplate(tree, 'briefing').errors));
    expect((res.body as { message: string }).message).toContain('The field sections[0].children[0]: invalid child: li must be inside ul or ol');
  });

  it('reports a tree that is no tree under the field tree, and a missing name under name', async () => {
    const res = await expectStatus(send(api, 'post', '/client/briefing', client.token, { tree: '<p onclick="x">raw</p>' }), 400);
    expect((res.body as { error: Record<string, string[]> }).error).toEqual({
      name: [expect.stringContaining('required')],
      tree: ['invalid type: a template is a layout element holding sections'],
    });
  });

  it('refuses unknown fields, in the body and inside the tree', async () => {
    const body = await expectStatus(send(api, 'post', '/client/briefing', client.token, { name: 'x', tree: briefingTree(), clientId: other.id }), 400);
    expect(Object.keys((body.body as { error: object }).error)).toEqual(['clientId']);
    const tree = briefingTree();
    Object.assign(tree.sections[0]!.children[0]!, { onclick: 'alert(1)' });
    const inTree = await expectStatus(send(api, 'put', `/client/briefing/${(await create(client)).id}`, client.token, { name: 'x', tree }), 400);
    expect((inTree.body as { error: object }).error).toEqual({ 'sections[0].children[0]': ['unknown property: p has no property "onclick"'] });
  });

  it('keeps a briefing’s hostile text inert in the HTML', async () => {
    const created = await create(client, 'Hostile', briefingTree('<script>alert(1)</script><img src=x onerror=alert(2)>'));
    expect(created.html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;<strong>');
    expect(created.html).not.toMatch(/<script|<img/);
  });

  it('renders a stored tree that never passed validation without its hostile parts', async () => {
    const created = await create(client, 'Tampered');
    const tampered = {
      element: 'layout',
      sections: [
        {
          element: 'section',
          name: 'x" onmouseover="alert(1)',
          type: 'fixed',
          children: [
            { element: 'block', tag: 'script', content: 'alert(1)' },
            { element: 'block', tag: 'p', attributes: { onclick: 'alert(1)', style: 'background:url(javascript:alert(1))' }, content: 'kept' },
            { element: 'block', tag: 'p', children: [{ element: 'inline', tag: 'a', attributes: { href: 'javascript:alert(1)' }, content: 'link' }] },
          ],
        },
      ],
    };
    await api.runtime.sequelize.query('UPDATE briefings SET tree = $tree::jsonb WHERE id = $id', { bind: { tree: JSON.stringify(tampered), id: created.id } });
    const res = await expectStatus(send(api, 'get', `/client/briefing/${created.id}`, client.token), 200);
    expect((res.body as BriefingDto).html).toBe(
      '<section data-section="x&quot; onmouseover=&quot;alert(1)" data-section-type="fixed"><p>kept</p><p><a>link</a></p></section>',
    );
  });
});

describe('system briefings for clients', () => {
  it('lists the seeded system briefings, each valid and rendered', async () => {
    const system = await systemBriefings(client.token);
    for (const seed of systemBriefingSeeds) {
      const found = system.find((b) => b.name === seed.name);
      expect(found).toMatchObject({ clientId: null, system: true, tree: seed.tree, html: renderTemplateHtml(seed.tree) });
      expect(validateTemplate(found?.tree, 'briefing').errors).toEqual([]);
    }
    expect(system.map((b) => b.name)).toEqual(expect.arrayContaining(['Product description', 'Blog article']));
  });

  it('reads one by its system path, never by the caller’s own path, and never one of a client', async () => {
    const [first] = await systemBriefings(client.token);
    const res = await expectStatus(send(api, 'get', `/client/briefings/system/${first!.id}`, client.token), 200);
    expect(res.body).toEqual(first);
    await expectStatus(send(api, 'get', `/client/briefing/${first!.id}`, client.token), 404);
    const theirs = await create(other);
    await expectStatus(send(api, 'get', `/client/briefings/system/${theirs.id}`, client.token), 404);
  });

  it('are read-only for clients', async () => {
    const [first] = await systemBriefings(client.token);
    await expectStatus(send(api, 'put', `/client/briefing/${first!.id}`, client.token, { name: 'Hijacked', tree: briefingTree() }), 404);
    await expectStatus(send(api, 'delete', `/client/briefing/${first!.id}`, client.token), 404);
    await expectStatus(send(api, 'put', `/client/briefings/system/${first!.id}`, client.token, { name: 'Hijacked', tree: briefingTree() }), 404);
    expect((await expectStatus(send(api, 'get', `/client/briefings/system/${first!.id}`, client.token), 200)).body).toEqual(first);
  });

  it('findBriefingForClient finds the client’s own and the system ones, never another client’s', async () => {
    const mine = await create(client);
    const theirs = await create(other);
    const [system] = await systemBriefings(client.token);
    expect(await findBriefingForClient(client.id, mine.id)).toEqual(mine);
    expect(await findBriefingForClient(client.id, system!.id)).toEqual(system);
    expect(await findBriefingForClient(client.id, theirs.id)).toBeNull();
    expect(await findBriefingForClient(client.id, 2_000_000_000)).toBeNull();
  });
});
