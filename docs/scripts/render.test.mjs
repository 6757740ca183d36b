// `npm test -w @inkwell/docs`: the pages' renderer and the reference's post-processing (no core-api build needed).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeHtml, externaliseScripts, layout, markdownTitle, renderMarkdown, renderSidebar } from './render.mjs';

describe('Markdown pages', () => {
  it('point links between pages at the HTML files, from a guide to a page too, and give headings ids', () => {
    const html = renderMarkdown('# Title\n\nSee [running](running.md#ports), [keys](guides/getting-a-key.md) and [site](https://example.com).');
    assert.match(html, /<h1 id="title">Title<\/h1>/);
    assert.match(html, /href="running.html#ports"/);
    assert.match(html, /href="getting-a-key.html"/);
    assert.match(html, /href="https:\/\/example.com"/);
  });

  it('are titled by their first heading', () => {
    assert.equal(markdownTitle('intro\n# Webhooks\n## Events', 'fallback'), 'Webhooks');
    assert.equal(markdownTitle('no heading', 'fallback'), 'fallback');
  });

  it('load their style from a file, with no inline style or script, and escape the title', () => {
    const page = layout({ title: 'A <b>', sidebar: '', body: '<p>x</p>' });
    assert.match(page, /<link rel="stylesheet" href="docs.css">/);
    assert.doesNotMatch(page, /<style|<script/);
    assert.match(page, /A &lt;b&gt; · Inkwell docs/);
    assert.equal(escapeHtml(`"'&`), '&quot;&#39;&amp;');
  });

  it('list the guides and the reference before the operating pages, marking the current one', () => {
    const sidebar = renderSidebar({ guides: [{ file: 'webhooks.html', title: 'Webhooks' }], pages: [{ file: 'running.html', title: 'Running' }], current: 'webhooks.html' });
    assert.ok(sidebar.indexOf('api.html') < sidebar.indexOf('running.html'));
    assert.match(sidebar, /<li class="current"><a href="webhooks.html" aria-current="page">Webhooks<\/a><\/li>/);
  });
});

describe('the API reference page', () => {
  const redocPage = `<html><head><link rel="modulepreload" href="https://cdn.redocly.com/redoc/v3.0.1/bundles/redoc.standalone.js" integrity="sha384-x" crossorigin="anonymous" /></head>
<body><script>document.documentElement.classList.add('light')</script><div id="redoc"></div>
<script type="module">
import { hydrate } from "https://cdn.redocly.com/redoc/v3.0.1/bundles/redoc.standalone.js";
hydrate({}, {}, document.getElementById('redoc'));
</script><script src="kept.js"></script></body></html>`;

  it('moves every inline script into a file and loads Redoc from the site, not the CDN', () => {
    const { page, scripts } = externaliseScripts(redocPage, { prefix: 'api', redocBundle: 'redoc.standalone.js' });
    assert.deepEqual(
      scripts.map((script) => script.file),
      ['api-1.js', 'api-2.js'],
    );
    assert.match(page, /<script src="api-1.js"><\/script>/);
    assert.match(page, /<script type="module" src="api-2.js"><\/script>/);
    assert.match(page, /<script src="kept.js"><\/script>/);
    assert.match(page, /<link rel="modulepreload" href="redoc.standalone.js">/);
    assert.doesNotMatch(page, /cdn\.redocly\.com/);
    assert.match(scripts[1].content, /import \{ hydrate \} from "\.\/redoc.standalone.js";/);
  });
});
