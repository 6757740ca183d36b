// `npm test -w @inkwell/docs`: the renderer on a small hand-made document (no core-api build needed).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeHtml, markdownTitle, operationIds, renderApiReference, renderMarkdown, renderSchema } from './render.mjs';

const document = {
  openapi: '3.1.0',
  info: { title: 'Test API', version: '1.0.0', description: 'Errors use `ErrorBody`.' },
  tags: [{ name: 'Projects' }, { name: 'System' }],
  paths: {
    '/client/project/{id}': {
      get: {
        operationId: 'getClientProjectById',
        summary: 'One <project>',
        tags: ['Projects'],
        'x-access': ['client'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        responses: {
          200: {
            description: 'The project',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['name'],
                  properties: {
                    name: { type: 'string', maxLength: 80, description: 'shown in lists' },
                    status: { type: ['string', 'null'], enum: ['open', 'done', null] },
                    keywords: { type: 'array', items: { type: 'string' } },
                  },
                },
              },
            },
          },
          404: { description: 'Not found', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
        },
      },
    },
    '/health': { get: { operationId: 'getHealth', summary: 'Health', tags: ['System'], 'x-access': 'public', responses: { 200: { description: 'OK' } } } },
    '/untagged': { post: { operationId: 'postUntagged', summary: 'No tag', responses: { 204: { description: 'No content' } } } },
  },
  components: { schemas: { ErrorBody: { type: 'object', properties: { message: { type: 'string' } } } } },
};

describe('renderApiReference', () => {
  const { body, sidebarTags } = renderApiReference(document);

  it('gives every operation an anchor, grouped under its first tag in the document order', () => {
    for (const id of operationIds(document)) assert.match(body, new RegExp(`id="op-${id}"`));
    assert.deepEqual(
      sidebarTags.map((t) => [t.name, t.operations.map((o) => o.id)]),
      [
        ['Projects', ['getClientProjectById']],
        ['System', ['getHealth']],
        ['Other', ['postUntagged']],
      ],
    );
    assert.ok(body.indexOf('id="tag-projects"') < body.indexOf('id="tag-system"'));
  });

  it('shows method, path, access, parameters and response fields, escaping what it prints', () => {
    assert.match(body, /<span class="method get">get<\/span> <code class="path">\/client\/project\/\{id\}<\/code>/);
    assert.match(body, /One &lt;project&gt;/);
    assert.match(body, /<span class="access roles">client<\/span>/);
    assert.match(body, /<span class="access public">public<\/span>/);
    assert.match(body, /<td><code>id<\/code><\/td><td>path<\/td><td><span class="type">integer<\/span><\/td><td>yes<\/td><td>value ≥ 1<\/td>/);
    assert.match(body, /<code>name<\/code> <span class="type">string<\/span> <span class="required">required<\/span> <span class="constraint">shown in lists — length ≤ 80<\/span>/);
    assert.match(body, /<code>status<\/code> <span class="type">string \| null<\/span>/);
    assert.match(body, /<code>keywords<\/code> <span class="type">array of string<\/span>/);
    assert.match(body, /<a href="#schema-errorbody">ErrorBody<\/a>/);
    assert.match(body, /id="schema-errorbody"/);
    assert.match(body, /Errors use <code>ErrorBody<\/code>\./);
  });
});

describe('renderSchema', () => {
  it('lists the options of a oneOf', () => {
    const html = renderSchema({ oneOf: [{ type: 'string' }, { type: 'object', properties: { url: { type: 'string', format: 'uri' } } }] }, document);
    assert.match(html, /one of/);
    assert.match(html, /<em>option 2<\/em> <span class="type">object<\/span>/);
    assert.match(html, /<code>url<\/code> <span class="type">string \(uri\)<\/span>/);
  });
});

describe('Markdown pages', () => {
  it('point links between pages at the HTML files and give headings ids', () => {
    const html = renderMarkdown('# Running\n\nSee [Configuration](configuration.md#core-api) and [the site](https://example.com/a.md).\n\n## Demo logins\n');
    assert.match(html, /href="configuration\.html#core-api"/);
    assert.match(html, /href="https:\/\/example\.com\/a\.md"/);
    assert.match(html, /<h2 id="demo-logins">Demo logins<\/h2>/);
  });

  it('are titled by their first heading', () => {
    assert.equal(markdownTitle('intro\n# Deployment and scaling\n## More', 'deployment'), 'Deployment and scaling');
    assert.equal(markdownTitle('no heading', 'fallback'), 'fallback');
  });

  it('escape HTML in text the API supplies', () => {
    assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
