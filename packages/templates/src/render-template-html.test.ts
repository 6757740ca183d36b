/**
 * @jest-environment jsdom
 */
// The output is judged by a real HTML parser (jsdom), the way a browser would read it.
import { isSafeHref } from './attribute-values.js';
import { escapeHtml, renderTemplateHtml } from './render-template-html.js';
import { block, inline, layout, p, section, table, withBlocks, type Json } from './testing/tree-builders.js';
import { BLOCK_TAGS, INLINE_TAGS, LINK_ATTRIBUTES, type TemplateTree } from './template-tree.js';
import { validateTemplate } from './validate-template.js';

interface DomAttribute {
  name: string;
  value: string;
}
interface DomElement {
  tagName: string;
  attributes: ArrayLike<DomAttribute>;
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface DomFragment {
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  textContent: string | null;
}
const { document } = globalThis as unknown as { document: { createElement(tag: 'template'): { innerHTML: string; content: DomFragment } } };

function parse(html: string): DomFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const RENDERED_TAGS = new Set<string>(['section', ...BLOCK_TAGS, ...INLINE_TAGS]);
const RENDERED_ATTRIBUTES = new Set<string>([...LINK_ATTRIBUTES, 'data-section', 'data-section-type', 'data-min', 'data-max']);

/** What a browser builds from the HTML: only whitelisted elements and attributes, links only to safe addresses. */
function expectInert(html: string): DomElement[] {
  const elements = Array.from(parse(html).querySelectorAll('*'));
  for (const element of elements) {
    expect(RENDERED_TAGS).toContain(element.tagName.toLowerCase());
    for (const { name, value } of Array.from(element.attributes)) {
      expect(RENDERED_ATTRIBUTES).toContain(name);
      if (name === 'href') expect(isSafeHref(value)).toBe(true);
      if (name === 'style') expect(value).not.toMatch(/url\(|expression\(|[<>\\]/i);
    }
  }
  return elements;
}

function render(tree: unknown): string {
  return renderTemplateHtml(tree as TemplateTree);
}

describe('renderTemplateHtml', () => {
  it('renders a valid layout element by element, with section names, types and word limits as data attributes', () => {
    const tree = layout(
      section('Intro', [block('h2', { attributes: { class: 'title' } }), block('p', { min: 40, max: 80 }, [inline('strong'), inline('br')])], { min: 50, max: 120 }),
      section('Specs', [table(block('td', { content: '2 kg' }))], { type: 'optional' }),
    );
    expect(validateTemplate(tree, 'layout').valid).toBe(true);
    expect(render(tree)).toBe(
      '<section data-section="Intro" data-section-type="fixed" data-min="50" data-max="120">' +
        '<h2 class="title"></h2><p data-min="40" data-max="80"><strong></strong><br></p></section>\n' +
        '<section data-section="Specs" data-section-type="optional"><table><thead><tr><th>Feature</th></tr></thead>' +
        '<tbody><tr><td>2 kg</td></tr></tbody></table></section>',
    );
  });

  it('renders a briefing’s instructions as escaped text', () => {
    const tree = withBlocks(block('p', { content: 'Write for "busy" parents & <their> kids' }, [inline('em', { content: 'no jargon' })]));
    expect(validateTemplate(tree, 'briefing').valid).toBe(true);
    const html = render(tree);
    expect(html).toBe('<section data-section="Body" data-section-type="fixed"><p>Write for &quot;busy&quot; parents &amp; &lt;their&gt; kids<em>no jargon</em></p></section>');
    expect(parse(html).textContent).toBe('Write for "busy" parents & <their> kidsno jargon');
  });

  it('keeps safe link attributes in a fixed order and makes new-tab links noopener noreferrer', () => {
    const tree = withBlocks(
      p(inline('a', { content: 'Shop', attributes: { target: '_blank', title: 'Our shop', rel: 'nofollow', href: 'https://shop.example/x?a=1&b=2', class: 'cta' } })),
    );
    expect(render(tree)).toContain(
      '<a class="cta" href="https://shop.example/x?a=1&amp;b=2" title="Our shop" target="_blank" rel="nofollow noopener noreferrer">Shop</a>',
    );
    const [link] = expectInert(render(tree)).filter((e) => e.tagName === 'A');
    expect(link?.getAttribute('href')).toBe('https://shop.example/x?a=1&b=2');
  });

  it('normalises a safe style', () => {
    expect(render(withBlocks(block('p', { attributes: { style: ' COLOR:  #333 ;text-align:center; ' } })))).toContain('<p style="color: #333; text-align: center">');
  });
});

describe('renderTemplateHtml with hostile trees (validation skipped, as for a row written by hand)', () => {
  it('renders <script> content as text', () => {
    const html = render(withBlocks(block('p', { content: '<script>alert(1)</script>' })));
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    const elements = expectInert(html);
    expect(elements.map((e) => e.tagName.toLowerCase())).toEqual(['section', 'p']);
    expect(elements[1]?.textContent).toBe('<script>alert(1)</script>');
  });

  it('drops script, iframe, img and style elements with everything inside them', () => {
    const html = render(
      withBlocks(
        block('script', { content: 'alert(1)' }),
        block('div', {}, [inline('img', { attributes: { src: 'x', onerror: 'alert(1)' } }), block('iframe'), inline('style', { content: '*{}' }), p()]),
      ),
    );
    expect(html).toBe('<section data-section="Body" data-section-type="fixed"><div><p></p></div></section>');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['https://ok.example/" onmouseover="alert(1)'],
  ])('drops the link target %j', (href) => {
    const html = render(withBlocks(p(inline('a', { content: 'click', attributes: { href } }))));
    expect(html).toContain('<a>click</a>');
    expectInert(html);
  });

  it('drops event handlers and attributes an element does not take', () => {
    const html = render(
      withBlocks(block('p', { attributes: { onclick: 'alert(1)', onmouseover: 'alert(2)', id: 'x', href: 'https://example.com', class: 'ok' } })),
    );
    expect(html).toContain('<p class="ok"></p>');
    expectInert(html);
  });

  it.each([
    ['background:url(javascript:alert(1))'],
    ['background-image: URL("x")'],
    ['width: expression(alert(1))'],
    ['color: red;</style><script>alert(1)</script>'],
    ['position: fixed; top: 0'],
    ['color: red; -moz-binding: x'],
  ])('drops the style %j', (style) => {
    const html = render(withBlocks(block('p', { attributes: { style } })));
    expect(html).toContain('<p></p>');
    expectInert(html);
  });

  it('keeps attribute-breaking quotes inside the attribute', () => {
    const title = `" onmouseover="alert(1)" x='`;
    const html = render(withBlocks(p(inline('a', { attributes: { href: 'https://example.com', title } }))));
    expect(html).toContain('title="&quot; onmouseover=&quot;alert(1)&quot; x=&#39;"');
    const [link] = expectInert(html).filter((e) => e.tagName === 'A');
    expect(link?.getAttribute('title')).toBe(title);
    expect(link?.getAttribute('onmouseover')).toBeNull();
  });

  it('keeps a hostile section name inside its data attribute', () => {
    const name = '"><img src=x onerror=alert(1)>';
    const html = render(layout(section(name, [p()], { type: 'fixed" onclick="x' })));
    const [sectionElement, ...rest] = expectInert(html);
    expect(sectionElement?.getAttribute('data-section')).toBe(name);
    expect(sectionElement?.getAttribute('data-section-type')).toBeNull();
    expect(rest.map((e) => e.tagName)).toEqual(['P']);
  });

  it('renders nothing for what is not a tree', () => {
    for (const value of [null, 'text', 42, [], {}, { sections: 'x' }, '<script>alert(1)</script>']) expect(render(value)).toBe('');
  });

  it('stops at the depth and size limits instead of recursing without end', () => {
    let deep: Json = inline('span');
    for (let i = 0; i < 5_000; i++) deep = inline('span', {}, [deep]);
    const html = render(withBlocks(p(deep)));
    expect(html.length).toBeLessThan(1_000);
    expectInert(html);
  });
});

describe('renderTemplateHtml over random hostile trees', () => {
  // A fixed seed: the same trees on every run, so a failure can be replayed.
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  const HOSTILE = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' onmouseover='alert(1)",
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'background:url(javascript:alert(1))',
    'color: red; behavior: url(x.htc)',
    'width: expression(alert(1))',
    '</section><script>x</script>',
    '&lt;script&gt;',
    '\u0000',
    'https://example.com',
    'mailto:team@example.com',
    '_blank',
    'nofollow',
    'color: red',
    'lead',
  ];
  const TAGS = [...BLOCK_TAGS, ...INLINE_TAGS, 'script', 'iframe', 'img', 'style', 'svg', 'object'];
  const ATTRIBUTES = [...LINK_ATTRIBUTES, 'onclick', 'onerror', 'src', 'srcdoc', 'formaction'];
  const ELEMENTS = ['block', 'inline', 'section', 'layout', 'widget'];

  function tree(next: () => number): Json {
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const node = (depth: number): Json => {
      const attributes = Object.fromEntries(Array.from({ length: Math.floor(next() * 3) }, () => [pick(ATTRIBUTES), pick(HOSTILE)]));
      const children = depth < 4 ? Array.from({ length: Math.floor(next() * 3) }, () => node(depth + 1)) : [];
      const tag = pick(TAGS);
      // Mostly the element that matches the tag, so the walk goes deep; sometimes a wrong or unknown one.
      const element = next() < 0.8 ? ((BLOCK_TAGS as readonly string[]).includes(tag) ? 'block' : 'inline') : pick(ELEMENTS);
      return { element, tag, attributes, content: next() < 0.5 ? pick(HOSTILE) : undefined, children };
    };
    return layout(...Array.from({ length: 1 + Math.floor(next() * 3) }, () => section(pick(HOSTILE), [node(0), node(0)], { type: pick(HOSTILE) })));
  }

  it('never throws, and always renders HTML a browser reads as whitelisted elements with safe attributes', () => {
    const next = random(20_250_105);
    let rendered = 0;
    for (let i = 0; i < 300; i++) {
      const hostile = tree(next);
      expect(() => validateTemplate(hostile, 'briefing')).not.toThrow();
      rendered += expectInert(render(hostile)).length;
    }
    // The trees must reach the renderer's branches, not be dropped whole at the root.
    expect(rendered).toBeGreaterThan(2_000);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that could open markup or leave an attribute, and NUL', () => {
    expect(escapeHtml(`<a href="x" title='y'>&\0`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;\uFFFD');
  });
});
