import { block, inline, layout, p, section, table, withBlocks, type Json } from './testing/tree-builders.js';
import { TEMPLATE_MAX_DEPTH, TEMPLATE_MAX_ELEMENTS, type TemplateKind } from './template-tree.js';
import { TEMPLATE_RULE_CODES, TEMPLATE_RULE_TEXTS, templateProblemText, type TemplateRuleReason } from './template-messages.js';
import { TEMPLATE_ERROR_CODES, isValidTemplate, validateTemplate, type TemplateError } from './validate-template.js';

type ExpectedError = Pick<TemplateError, 'path' | 'code' | 'message'>;

interface RuleCase {
  rule: string;
  kind?: TemplateKind;
  passing: Json;
  failing: unknown;
  errors: ExpectedError[];
}

/** Path, code and English message; the reason and values behind the message are checked once, below. */
function error(path: string, code: TemplateError['code'], detail: string): ExpectedError {
  return { path, code, message: `${code}: ${detail}` };
}

const withoutWording = (errors: readonly TemplateError[]): ExpectedError[] => errors.map(({ path, code, message }) => ({ path, code, message }));

const S0 = 'sections[0]';
const B0 = 'sections[0].children[0]';

const link = (fields: Json = {}, children?: Json[]) => inline('a', { attributes: { href: 'https://example.com' }, ...fields }, children);

const cases: RuleCase[] = [
  // Section names
  {
    rule: 'a section name is a non-empty string',
    passing: layout(section('Intro', [p()])),
    failing: layout(section('   ', [p()])),
    errors: [error(S0, 'invalid name', 'a section needs a name')],
  },
  {
    rule: 'a section name is text',
    passing: layout(section('42', [p()])),
    failing: layout(section(42, [p()])),
    errors: [error(S0, 'invalid name', 'a section needs a name')],
  },
  {
    rule: 'a section name has at most 50 characters',
    passing: layout(section('x'.repeat(50), [p()])),
    failing: layout(section('x'.repeat(51), [p()])),
    errors: [error(S0, 'invalid name', `section name "${'x'.repeat(40)}…" is longer than 50 characters`)],
  },
  ...['<', '>', '[', ']'].map((ch) => ({
    rule: `a section name does not contain ${ch}`,
    passing: layout(section('Pros & cons (short): "why"', [p()])),
    failing: layout(section(`Intro ${ch} more`, [p()])),
    errors: [error(S0, 'invalid name', 'section name must not contain < > [ or ]')],
  })),
  {
    rule: 'section names are unique, since texts are matched to sections by name',
    passing: layout(section('Intro', [p()]), section('Outro', [p()])),
    failing: layout(section('Intro', [p()]), section('Intro', [p()])),
    errors: [error('sections[1]', 'duplicate name', 'another section is already named "Intro"')],
  },
  {
    rule: 'a section type is fixed, flexible or optional',
    passing: layout(section('A', [p()], { type: 'flexible' })),
    failing: layout(section('A', [p()], { type: 'mandatory' })),
    errors: [error(S0, 'invalid type', 'section type must be fixed, flexible or optional, not "mandatory"')],
  },
  // A section needs at least one HTML element
  {
    rule: 'a section needs at least one element',
    passing: layout(section('Intro', [p()])),
    failing: layout(section('Intro', [])),
    errors: [error(S0, 'empty section', 'section "Intro" needs at least one element')],
  },
  {
    rule: 'a section without children has no element either',
    passing: layout(section('Intro', [p()])),
    failing: layout({ element: 'section', name: 'Intro', type: 'fixed' }),
    errors: [error(S0, 'empty section', 'section "Intro" needs at least one element')],
  },
  {
    rule: 'a template needs at least one section',
    passing: layout(section('Intro', [p()])),
    failing: layout(),
    errors: [error('sections', 'empty template', 'a template needs at least one section')],
  },
  // Adjacent siblings
  {
    rule: 'a flexible section does not follow another flexible section',
    passing: layout(section('A', [p()], { type: 'flexible' }), section('B', [p()], { type: 'fixed' }), section('C', [p()], { type: 'flexible' })),
    failing: layout(section('A', [p()], { type: 'flexible' }), section('B', [p()], { type: 'flexible' })),
    errors: [error('sections[1]', 'adjacent siblings', 'flexible section "B" must not follow another flexible section')],
  },
  {
    rule: 'an optional section does not follow another optional section',
    passing: layout(section('A', [p()], { type: 'optional' }), section('B', [p()], { type: 'flexible' }), section('C', [p()], { type: 'optional' })),
    failing: layout(section('A', [p()], { type: 'fixed' }), section('B', [p()], { type: 'optional' }), section('C', [p()], { type: 'optional' })),
    errors: [error('sections[2]', 'adjacent siblings', 'optional section "C" must not follow another optional section')],
  },
  {
    rule: 'fixed sections may follow each other',
    passing: layout(section('A', [p()]), section('B', [p()]), section('C', [p()])),
    failing: layout(section('A', [p()]), section('B', [p()], { type: 'optional' }), section('C', [p()], { type: 'optional' })),
    errors: [error('sections[2]', 'adjacent siblings', 'optional section "C" must not follow another optional section')],
  },
  // min and max
  {
    rule: 'min and max are whole numbers within 0..100000',
    passing: layout(section('A', [block('p', { min: 0, max: 100_000 })], { min: 0, max: 100_000 })),
    failing: layout(section('A', [p()], { min: -1, max: 100_001 })),
    errors: [
      error(S0, 'invalid min', 'min must be a whole number of words from 0 to 100000, not -1'),
      error(S0, 'invalid max', 'max must be a whole number of words from 0 to 100000, not 100001'),
    ],
  },
  {
    rule: 'min is an integer',
    passing: withBlocks(block('p', { min: 10, max: null })),
    failing: withBlocks(block('p', { min: 10.5 })),
    errors: [error(B0, 'invalid min', 'min must be a whole number of words from 0 to 100000, not 10.5')],
  },
  {
    rule: 'max is a number, not text',
    passing: withBlocks(block('p', { min: null, max: 20 })),
    failing: withBlocks(block('p', { max: '20' })),
    errors: [error(B0, 'invalid max', 'max must be a whole number of words from 0 to 100000, not "20"')],
  },
  {
    rule: 'min is not above max',
    passing: layout(section('A', [p()], { min: 50, max: 50 })),
    failing: layout(section('A', [p()], { min: 51, max: 50 })),
    errors: [error(S0, 'min above max', 'min 51 is above max 50')],
  },
  // Attributes
  {
    rule: 'every element takes style and class',
    passing: layout(section('A', [block('p', { attributes: { class: 'lead intro', style: 'color: #333; text-align: center' } })], { attributes: { class: 'box' } })),
    failing: withBlocks(block('p', { attributes: { id: 'x' } })),
    errors: [error(B0, 'invalid attribute', '"id" is not allowed on p (allowed: style, class)')],
  },
  {
    rule: 'links also take href, rel, target and title',
    passing: withBlocks(p(link({ attributes: { href: 'mailto:team@example.com', rel: 'nofollow', target: '_blank', title: 'Write to us' } }))),
    failing: withBlocks(p(inline('span', { attributes: { href: 'https://example.com' } }))),
    errors: [error(`${B0}.children[0]`, 'invalid attribute', '"href" is not allowed on span (allowed: style, class)')],
  },
  {
    rule: 'event handlers are no attribute of any element',
    passing: withBlocks(p(link())),
    failing: withBlocks(p(link({ attributes: { href: 'https://example.com', onclick: 'alert(1)' } }))),
    errors: [error(`${B0}.children[0]`, 'invalid attribute', '"onclick" is not allowed on a (allowed: style, class, href, rel, target, title)')],
  },
  {
    rule: 'attributes are an object of names and values',
    passing: withBlocks(block('p', { attributes: {} })),
    failing: withBlocks(block('p', { attributes: ['class', 'x'] })),
    errors: [error(B0, 'invalid attribute', 'attributes must be an object of names and values')],
  },
  ...['javascript:alert(1)', ' https://example.com', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example', 'https://a.example/"onmouseover="x'].map(
    (href) => ({
      rule: `a link refuses href ${JSON.stringify(href)}`,
      passing: withBlocks(p(link({ attributes: { href: 'https://example.com/path?q=1#top' } }))),
      failing: withBlocks(p(link({ attributes: { href } }))),
      errors: [error(`${B0}.children[0]`, 'invalid attribute value', 'href must be an http://, https:// or mailto: address without spaces or quotes')],
    }),
  ),
  ...[
    ['background: url(javascript:alert(1))', 'style must not contain url('],
    ['width: expression(alert(1))', 'style must not contain expression('],
    ['color: red</style><script>', 'style must not contain <'],
    ['position: fixed', 'style property position is not allowed'],
    ['color: red; behavior: x', 'style property behavior is not allowed'],
    ['color: "red"', 'style value of color may hold letters, digits, # . , % ( ) + - only'],
    ['color: var(--x)', 'style value of color may use rgb, rgba, hsl, hsla only'],
    ['color', 'style declaration "color" has no value'],
  ].map(([style, problem]) => ({
    rule: `style refuses ${JSON.stringify(style)}`,
    passing: withBlocks(block('p', { attributes: { style: 'color: rgb(10, 20, 30); margin: 0 auto; font-weight: bold;' } })),
    failing: withBlocks(block('p', { attributes: { style } })),
    errors: [error(B0, 'invalid attribute value', problem!)],
  })),
  {
    rule: 'class holds class names only',
    passing: withBlocks(block('p', { attributes: { class: 'a-b c_d' } })),
    failing: withBlocks(block('p', { attributes: { class: 'x" onclick="y' } })),
    errors: [error(B0, 'invalid attribute value', 'class must be class names (letters, digits, _ and -) separated by single spaces')],
  },
  {
    rule: 'target is a browsing context keyword',
    passing: withBlocks(p(link({ attributes: { href: 'https://example.com', target: '_self' } }))),
    failing: withBlocks(p(link({ attributes: { href: 'https://example.com', target: 'frame1' } }))),
    errors: [error(`${B0}.children[0]`, 'invalid attribute value', 'target must be one of _blank, _self, _parent, _top')],
  },
  {
    rule: 'rel is a list of known link types',
    passing: withBlocks(p(link({ attributes: { href: 'https://example.com', rel: 'nofollow noopener' } }))),
    failing: withBlocks(p(link({ attributes: { href: 'https://example.com', rel: 'opener' } }))),
    errors: [
      error(
        `${B0}.children[0]`,
        'invalid attribute value',
        'rel must be words among nofollow, noopener, noreferrer, external, ugc, sponsored, author, help, license, tag',
      ),
    ],
  },
  {
    rule: 'attribute values are text',
    passing: withBlocks(p(link({ attributes: { href: 'https://example.com', title: '5 tips' } }))),
    failing: withBlocks(p(link({ attributes: { href: 'https://example.com', title: 5 } }))),
    errors: [error(`${B0}.children[0]`, 'invalid attribute value', 'title must be text')],
  },
  // Nesting
  {
    rule: 'no link in a link, at any depth',
    passing: withBlocks(p(link({}, [inline('em')]), link())),
    failing: withBlocks(p(link({}, [inline('em', {}, [link()])]))),
    errors: [error(`${B0}.children[0].children[0].children[0]`, 'nested element', 'a must not be inside another a')],
  },
  {
    rule: 'no em in em',
    passing: withBlocks(p(inline('em', {}, [inline('strong')]))),
    failing: withBlocks(p(inline('em', {}, [inline('strong', {}, [inline('em')])]))),
    errors: [error(`${B0}.children[0].children[0].children[0]`, 'nested element', 'em must not be inside another em')],
  },
  {
    rule: 'no strong in strong',
    passing: withBlocks(p(inline('strong'), inline('strong'))),
    failing: withBlocks(p(inline('strong', {}, [inline('strong')]))),
    errors: [error(`${B0}.children[0].children[0]`, 'nested element', 'strong must not be inside another strong')],
  },
  {
    rule: 'div blocks do not nest, at any depth',
    passing: withBlocks(block('div', {}, [p()]), block('div', {}, [p()])),
    failing: withBlocks(block('div', {}, [block('div', {}, [p()])])),
    errors: [error(`${B0}.children[0]`, 'nested element', 'div blocks must not nest')],
  },
  // Content
  {
    rule: 'in a layout only tables hold content',
    passing: withBlocks(table(block('td', { content: 'Weight' }, [inline('strong', { content: '2 kg' })]))),
    failing: withBlocks(block('p', { content: 'Write about the weight' })),
    errors: [error(B0, 'invalid content', 'only tables may hold content in a layout')],
  },
  {
    rule: 'in a layout an inline outside a table holds no content either',
    passing: withBlocks(p(inline('strong'))),
    failing: withBlocks(p(inline('strong', { content: 'Bold claim' }))),
    errors: [error(`${B0}.children[0]`, 'invalid content', 'only tables may hold content in a layout')],
  },
  {
    rule: 'in a briefing blocks and inlines hold the instructions',
    kind: 'briefing',
    passing: withBlocks(block('p', { content: 'Describe the product for ' }, [inline('strong', { content: 'busy parents' })])),
    failing: withBlocks(block('ul', { content: 'Benefits' }, [block('li', { content: 'Fast' })])),
    errors: [error(B0, 'invalid content', 'ul holds elements, not text')],
  },
  {
    rule: 'table structure holds cells, not text',
    passing: withBlocks(table(block('td', { content: 'x' }))),
    failing: withBlocks(block('table', { content: 'x' }, [block('tr', {}, [block('td')])])),
    errors: [error(B0, 'invalid content', 'table holds elements, not text')],
  },
  {
    rule: 'content is text',
    kind: 'briefing',
    passing: withBlocks(block('p', { content: '42' })),
    failing: withBlocks(block('p', { content: 42 })),
    errors: [error(B0, 'invalid content', 'content must be text')],
  },
  {
    rule: 'content has at most 10000 characters',
    kind: 'briefing',
    passing: withBlocks(block('p', { content: 'x'.repeat(10_000) })),
    failing: withBlocks(block('p', { content: 'x'.repeat(10_001) })),
    errors: [error(B0, 'invalid content', 'content is longer than 10000 characters')],
  },
  // Invalid type
  {
    rule: 'an unknown tag is an invalid type',
    passing: withBlocks(block('blockquote', {}, [p()])),
    failing: withBlocks(block('script', { content: 'alert(1)' })),
    errors: [error(B0, 'invalid type', 'unknown block tag "script"')],
  },
  {
    rule: 'an inline tag is not a block',
    passing: withBlocks(p(inline('a', { attributes: { href: 'https://example.com' } }))),
    failing: withBlocks(block('a')),
    errors: [error(B0, 'invalid type', 'a is an inline element, not a block')],
  },
  {
    rule: 'an unknown element is an invalid type',
    passing: withBlocks(p()),
    failing: withBlocks({ element: 'widget', tag: 'p' }),
    errors: [error(B0, 'invalid type', 'unknown element "widget"')],
  },
  {
    rule: 'the root is the layout element holding a list of sections',
    passing: layout(section('A', [p()])),
    failing: { element: 'layout', sections: { 0: section('A', [p()]) } },
    errors: [error('sections', 'invalid type', 'sections must be a list')],
  },
  {
    rule: 'the root is the layout element',
    passing: layout(section('A', [p()])),
    failing: { element: 'section', sections: [section('A', [p()])] },
    errors: [error('', 'invalid type', 'the root must be the layout element, not "section"')],
  },
  {
    rule: 'a template is an object',
    passing: layout(section('A', [p()])),
    failing: '<p>raw html</p>',
    errors: [error('', 'invalid type', 'a template is a layout element holding sections')],
  },
  {
    rule: 'children are a list',
    passing: withBlocks(block('p', {}, [])),
    failing: withBlocks(block('p', { children: 'text' })),
    errors: [error(B0, 'invalid type', 'children must be a list')],
  },
  // Invalid child
  {
    rule: 'li is inside ul or ol',
    passing: withBlocks(block('ul', {}, [block('li')]), block('ol', {}, [block('li')])),
    failing: layout(section('A', [p()]), section('B', [block('div', {}, [p(), block('li')])])),
    errors: [error('sections[1].children[0].children[1]', 'invalid child', 'li must be inside ul or ol')],
  },
  {
    rule: 'a list holds list items only',
    passing: withBlocks(block('ul', {}, [block('li', {}, [p()])])),
    failing: withBlocks(block('ul', {}, [p()])),
    errors: [error(`${B0}.children[0]`, 'invalid child', 'ul may hold li, not p')],
  },
  {
    rule: 'a cell is inside a row',
    passing: withBlocks(table(block('td'))),
    failing: withBlocks(block('table', {}, [block('td')])),
    errors: [error(`${B0}.children[0]`, 'invalid child', 'td must be inside tr')],
  },
  {
    rule: 'a section is directly in the layout, never inside a block',
    passing: layout(section('A', [p()]), section('B', [p()])),
    failing: withBlocks(block('div', {}, [section('Inner', [p()])])),
    errors: [error(`${B0}.children[0]`, 'invalid child', 'a section must be directly in the layout')],
  },
  {
    rule: 'the layout holds sections only',
    passing: layout(section('A', [p()])),
    failing: layout(section('A', [p()]), p()),
    errors: [error('sections[1]', 'invalid child', 'the layout holds sections only, not p')],
  },
  {
    rule: 'a section holds blocks, not inlines',
    passing: withBlocks(p(inline('em'))),
    failing: withBlocks(inline('em')),
    errors: [error(B0, 'invalid child', 'section may hold p, h1, h2, h3, h4, h5, h6, ul, ol, div, blockquote or table, not em')],
  },
  {
    rule: 'a paragraph holds inlines, not blocks',
    passing: withBlocks(p(inline('span'), inline('br'))),
    failing: withBlocks(p(block('div'))),
    errors: [error(`${B0}.children[0]`, 'invalid child', 'p may hold a, em, strong, span or br, not div')],
  },
  {
    rule: 'a line break holds nothing',
    passing: withBlocks(p(inline('br'))),
    failing: withBlocks(p(inline('br', {}, [inline('em')]))),
    errors: [error(`${B0}.children[0].children[0]`, 'invalid child', 'br holds no elements')],
  },
  // Unknown properties
  {
    rule: 'an element has only its own properties',
    passing: withBlocks(block('p', { min: 1 })),
    failing: withBlocks(block('p', { onclick: 'alert(1)' })),
    errors: [error(B0, 'unknown property', 'p has no property "onclick"')],
  },
  {
    rule: 'inlines take no word limits',
    passing: withBlocks(block('p', { min: 5 }, [inline('em')])),
    failing: withBlocks(p(inline('em', { min: 5 }))),
    errors: [error(`${B0}.children[0]`, 'unknown property', 'em has no property "min"')],
  },
];

describe('validateTemplate: one passing and one failing tree per rule', () => {
  it.each(cases)('$rule', ({ kind = 'layout', passing, failing, errors }) => {
    expect(validateTemplate(passing, kind)).toEqual({ valid: true, errors: [] });
    const verdict = validateTemplate(failing, kind);
    expect({ valid: verdict.valid, errors: withoutWording(verdict.errors) }).toEqual({ valid: false, errors });
  });

  it('covers every error code but the size limits with a case', () => {
    const covered = new Set(cases.flatMap((c) => c.errors.map((e) => e.code)));
    expect(TEMPLATE_ERROR_CODES.filter((code) => !covered.has(code))).toEqual(['too deep', 'too many elements']);
  });
});

describe('validateTemplate: size limits', () => {
  function nestedSpans(levels: number): Json {
    let node: Json = inline('span');
    for (let i = 1; i < levels; i++) node = inline('span', {}, [node]);
    return node;
  }

  it(`lets elements nest ${TEMPLATE_MAX_DEPTH} levels below a section and refuses one more`, () => {
    // p is level 1, so the spans fill the remaining levels.
    expect(validateTemplate(withBlocks(p(nestedSpans(TEMPLATE_MAX_DEPTH - 1))), 'layout').errors).toEqual([]);
    const tooDeep = validateTemplate(withBlocks(p(nestedSpans(TEMPLATE_MAX_DEPTH))), 'layout');
    const deepest = `${B0}${'.children[0]'.repeat(TEMPLATE_MAX_DEPTH)}`;
    expect(withoutWording(tooDeep.errors)).toEqual([error(deepest, 'too deep', `elements nest at most ${TEMPLATE_MAX_DEPTH} levels below a section`)]);
  });

  it(`accepts ${TEMPLATE_MAX_ELEMENTS} elements and reports the first one beyond once`, () => {
    const spans = (n: number) => Array.from({ length: n - 1 }, () => inline('span'));
    expect(validateTemplate(withBlocks(block('p', {}, spans(TEMPLATE_MAX_ELEMENTS))), 'layout').valid).toBe(true);
    const tooMany = validateTemplate(withBlocks(block('p', {}, spans(TEMPLATE_MAX_ELEMENTS + 5))), 'layout');
    expect(withoutWording(tooMany.errors)).toEqual([error(`${B0}.children[${TEMPLATE_MAX_ELEMENTS - 1}]`, 'too many elements', `a template holds at most ${TEMPLATE_MAX_ELEMENTS} elements`)]);
  });
});

describe('validateTemplate: reporting', () => {
  it('reports every problem in document order, each at its own element', () => {
    const tree = layout(
      section('Intro', [block('h2', { attributes: { onclick: 'x' } }), p(link({}, [link()]))], { type: 'optional', min: 10, max: 5 }),
      section('Intro', [block('li')], { type: 'optional' }),
    );
    expect(validateTemplate(tree, 'layout').errors.map((e) => [e.path, e.code])).toEqual([
      ['sections[0]', 'min above max'],
      ['sections[0].children[0]', 'invalid attribute'],
      ['sections[0].children[1].children[0].children[0]', 'nested element'],
      ['sections[1]', 'adjacent siblings'],
      ['sections[1]', 'duplicate name'],
      ['sections[1].children[0]', 'invalid child'],
    ]);
  });

  it('gives a verdict for any JSON value without throwing', () => {
    for (const value of [null, undefined, 0, [], {}, { element: 'layout' }, { element: 'layout', sections: [null, 1, 'x', []] }]) {
      expect(validateTemplate(value, 'briefing').valid).toBe(false);
    }
  });

  it('narrows a valid tree to its type', () => {
    const tree: unknown = withBlocks(p());
    expect(isValidTemplate(tree, 'layout')).toBe(true);
    expect(isValidTemplate(withBlocks(block('p', { content: 'x' })), 'layout')).toBe(false);
  });

  it('keeps a hostile key or value to one short quoted line in the message', () => {
    const [problem] = validateTemplate(withBlocks(block('p', { attributes: { ['<script>\nalert(1)</script>'.repeat(3)]: 'x' } })), 'layout').errors;
    expect(problem?.message).toBe('invalid attribute: "<script> alert(1)</script><script> alert…" is not allowed on p (allowed: style, class)');
  });
});

describe('validateTemplate: every message is a reason and its values, so the apps can say it in any language', () => {
  /** Failing trees for the wordings the rule cases above do not reach (other shapes of the same rules). */
  const otherShapes: [reason: TemplateRuleReason, tree: unknown, kind: TemplateKind][] = [
    ['sectionNotObject', { element: 'layout', sections: [1] }, 'layout'],
    ['elementNotObject', layout(section('A', [7 as unknown as Json])), 'layout'],
    ['blockAsInline', withBlocks(p(inline('p'))), 'layout'],
    ['unknownInlineTag', withBlocks(p(inline('marquee'))), 'layout'],
    ['layoutInsideElement', withBlocks(block('div', {}, [layout(section('A', [p()]))])), 'layout'],
    ['layoutUnknownProperty', { ...layout(section('A', [p()])), onload: 'x' }, 'layout'],
    ['sectionUnknownProperty', layout(section('A', [p()], { onclick: 'x' })), 'layout'],
    ['styleTooLong', withBlocks(block('p', { attributes: { style: 'color: red;'.repeat(60) } })), 'layout'],
    ['titleTooLong', withBlocks(p(link({ attributes: { href: 'https://example.com', title: 'x'.repeat(501) } }))), 'layout'],
    ['contentInLineBreak', withBlocks(p(inline('br', { content: 'x' }))), 'briefing'],
  ];
  const reported = [
    ...cases.flatMap(({ kind = 'layout', failing }) => validateTemplate(failing, kind).errors),
    ...otherShapes.flatMap(([, tree, kind]) => validateTemplate(tree, kind).errors),
  ];

  it.each(otherShapes)('reports %s', (reason, tree, kind) => {
    expect(validateTemplate(tree, kind).errors.map((error) => error.reason)).toContain(reason);
  });

  it('reports each error under its reason’s code, with the message written from the reason and values', () => {
    for (const error of reported) {
      expect(error.code).toBe(TEMPLATE_RULE_CODES[error.reason]);
      expect(error.message).toBe(`${error.code}: ${templateProblemText(error)}`);
      expect(error.message).not.toMatch(/\{\{/);
    }
  });

  it('reaches every wording (the size limits in their own tests above)', () => {
    const covered = new Set(reported.map((error) => error.reason));
    const uncovered = (Object.keys(TEMPLATE_RULE_TEXTS) as TemplateRuleReason[]).filter((reason) => !covered.has(reason));
    expect(uncovered).toEqual(['tooDeep', 'tooManyElements']);
  });

  it('names the values a translation needs: names, limits and the choices as a list', () => {
    const [adjacent] = validateTemplate(layout(section('A', [p()], { type: 'flexible' }), section('B', [p()], { type: 'flexible' })), 'layout').errors;
    expect(adjacent).toMatchObject({ reason: 'adjacentFlexible', values: { name: '"B"' } });
    const [misplaced] = validateTemplate(withBlocks(block('li')), 'layout').errors;
    expect(misplaced).toMatchObject({ reason: 'mustBeInside', values: { child: 'li', parents: { oneOf: ['ul', 'ol'] } } });
    const [range] = validateTemplate(layout(section('A', [p()], { min: 51, max: 50 })), 'layout').errors;
    expect(range).toMatchObject({ reason: 'minAboveMax', values: { min: 51, max: 50 } });
  });
});
