import { renderTemplateHtml, validateTemplate, type TextLayoutDto, type TemplateTree } from '@inkwell/templates';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newClient, newOrder, newProject, orderRequest, type Actor } from '../orders/testing/order-scenario.js';
import { templateFieldErrors } from './template-tree-schema.js';
import { findLayoutForClient } from './templates.service.js';
import { layoutTree, send } from './testing/template-requests.js';

let api: TestContext;
let client: Actor;
let other: Actor;

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api);
  other = await newClient(api);
});

afterAll(() => api.close());

async function create(actor: Actor, name = 'Product page', tree: TemplateTree = layoutTree()): Promise<TextLayoutDto> {
  return (await expectStatus(send(api, 'post', '/client/text-layout', actor.token, { name, tree }), 201)).body as TextLayoutDto;
}

describe('a client’s text layouts', () => {
  it('POST creates one and answers it with its tree and the rendered HTML', async () => {
    const tree = layoutTree();
    const created = await create(client, 'Product page', tree);
    expect(created).toEqual({
      id: expect.any(Number),
      clientId: client.id,
      name: 'Product page',
      tree,
      html: renderTemplateHtml(tree),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(created.html).toContain('<section data-section="Intro" data-section-type="fixed" data-min="40" data-max="80"><h2></h2><p></p></section>');
    expect((await expectStatus(send(api, 'get', `/client/text-layout/${created.id}`, client.token), 200)).body).toEqual(created);
  });

  it('lists only the caller’s, last changed first', async () => {
    const owner = await newClient(api);
    const first = await create(owner, 'Category page');
    const second = await create(owner, 'Landing page');
    await create(other);
    expect((await expectStatus(send(api, 'get', '/client/text-layouts', owner.token), 200)).body).toEqual({ data: [second, first], total: 2 });
    expect((await expectStatus(send(api, 'get', '/client/text-layouts?search=landing', owner.token), 200)).body).toEqual({ data: [second], total: 1 });
  });

  it('PUT replaces the name and the tree, DELETE removes it', async () => {
    const created = await create(client);
    const tree = layoutTree('Teaser');
    const res = await expectStatus(send(api, 'put', `/client/text-layout/${created.id}`, client.token, { name: 'Teaser page', tree }), 200);
    expect(res.body).toMatchObject({ id: created.id, name: 'Teaser page', tree, html: renderTemplateHtml(tree) });
    await expectStatus(send(api, 'delete', `/client/text-layout/${created.id}`, client.token), 204);
    await expectStatus(send(api, 'get', `/client/text-layout/${created.id}`, client.token), 404);
  });

  it('answers 404 for another client’s layout and leaves it as it was', async () => {
    const theirs = await create(other, 'Theirs');
    await expectStatus(send(api, 'get', `/client/text-layout/${theirs.id}`, client.token), 404);
    await expectStatus(send(api, 'put', `/client/text-layout/${theirs.id}`, client.token, { name: 'Mine now', tree: layoutTree() }), 404);
    await expectStatus(send(api, 'delete', `/client/text-layout/${theirs.id}`, client.token), 404);
    expect((await expectStatus(send(api, 'get', `/client/text-layout/${theirs.id}`, other.token), 200)).body).toEqual(theirs);
    expect(await findLayoutForClient(client.id, theirs.id)).toBeNull();
    expect(await findLayoutForClient(other.id, theirs.id)).toEqual(theirs);
  });

  it('refuses a delete with 409 while an order refers to the layout', async () => {
    const buyer = await newClient(api, {}, 100_000n);
    const layout = await create(buyer);
    await newOrder(api, buyer, await newProject(api, buyer), orderRequest({ layoutId: layout.id }));
    const res = await expectStatus(send(api, 'delete', `/client/text-layout/${layout.id}`, buyer.token), 409);
    expect(res.body).toMatchObject({ status: 409, message: 'This layout is used by an order and cannot be deleted' });
    await expectStatus(send(api, 'get', `/client/text-layout/${layout.id}`, buyer.token), 200);
  });
});

describe('validation of a layout', () => {
  // The same trees, judged over HTTP and by the package the editor runs: the verdicts must match.
  const trees: Record<string, unknown> = {
    'text outside a table': {
      element: 'layout',
      sections: [{ element: 'section', name: 'Intro', type: 'fixed', children: [{ element: 'block', tag: 'p', content: 'Pre-written text' }] }],
    },
    'adjacent flexible sections and a nested div': {
      element: 'layout',
      sections: [
        { element: 'section', name: 'A', type: 'flexible', children: [{ element: 'block', tag: 'p' }] },
        { element: 'section', name: 'B', type: 'flexible', children: [{ element: 'block', tag: 'div', children: [{ element: 'block', tag: 'div' }] }] },
      ],
    },
    'an empty section with a name too long': {
      element: 'layout',
      sections: [{ element: 'section', name: 'n'.repeat(51), type: 'fixed', children: [] }],
    },
    'a script tag and a strong in a strong': {
      element: 'layout',
      sections: [
        {
          element: 'section',
          name: 'X',
          type: 'fixed',
          children: [
            { element: 'block', tag: 'script' },
            { element: 'block', tag: 'p', children: [{ element: 'inline', tag: 'strong', children: [{ element: 'inline', tag: 'strong' }] }] },
          ],
        },
      ],
    },
    'no sections': { element: 'layout', sections: [] },
  };

  it.each(Object.entries(trees))('answers 400 with the package’s verdict for %s', async (_name, tree) => {
    const expected = templateFieldErrors(validateTemplate(tree, 'layout').errors);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    const res = await expectStatus(send(api, 'post', '/client/text-layout', client.token, { name: 'Broken', tree }), 400);
    expect((res.body as { error: object }).error).toEqual(expected);
  });

  it('names the element: text outside a table is refused at its path', async () => {
    const res = await expectStatus(send(api, 'post', '/client/text-layout', client.token, { name: 'Broken', tree: trees['text outside a table'] }), 400);
    expect((res.body as { error: object }).error).toEqual({ 'sections[0].children[0]': ['invalid content: only tables may hold content in a layout'] });
  });

  it('accepts as a briefing what it refuses as a layout', async () => {
    const tree = trees['text outside a table'] as TemplateTree;
    await expectStatus(send(api, 'post', '/client/briefing', client.token, { name: 'Fine as a briefing', tree }), 201);
  });

  it('refuses unknown fields and a name of only spaces', async () => {
    const res = await expectStatus(send(api, 'post', '/client/text-layout', client.token, { name: '   ', tree: layoutTree(), html: '<script>' }), 400);
    expect(Object.keys((res.body as { error: object }).error).sort()).toEqual(['html', 'name']);
  });
});
