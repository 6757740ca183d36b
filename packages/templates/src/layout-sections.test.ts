import { checkTextAgainstLayout, sectionsOf } from './layout-sections.js';
import { layout, p, section } from './testing/tree-builders.js';
import type { TemplateTree } from './template-tree.js';

// Whitespace-separated words: enough for these tests; callers pass contracts' countWords.
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

const productPage = layout(
  section('Intro', [p()], { min: 20, max: 40 }),
  section('Features', [p()], { type: 'flexible', min: 50 }),
  section('FAQ', [p()], { type: 'optional', max: 100 }),
  section('Call to action', [p()]),
) as unknown as TemplateTree;

describe('sectionsOf', () => {
  it('lists the sections in layout order with their limits, fixed and flexible ones required', () => {
    expect(sectionsOf(productPage)).toEqual([
      { name: 'Intro', type: 'fixed', min: 20, max: 40, required: true },
      { name: 'Features', type: 'flexible', min: 50, max: null, required: true },
      { name: 'FAQ', type: 'optional', min: null, max: 100, required: false },
      { name: 'Call to action', type: 'fixed', min: null, max: null, required: true },
    ]);
  });
});

describe('checkTextAgainstLayout', () => {
  const conforming = { Intro: words(20), Features: words(50), 'Call to action': words(1) };

  it('accepts a text whose sections are all within their limits, an optional one left out', () => {
    expect(checkTextAgainstLayout(productPage, conforming, countWords)).toEqual([]);
    expect(checkTextAgainstLayout(productPage, { ...conforming, Intro: words(40), FAQ: words(100) }, countWords)).toEqual([]);
  });

  it('names each section outside its limits with its count and range', () => {
    const problems = checkTextAgainstLayout(productPage, { ...conforming, Intro: words(41), Features: words(49), FAQ: words(101) }, countWords);
    expect(problems).toEqual([
      { section: 'Intro', code: 'too many words', message: 'Section "Intro" has 41 words; it allows 20 to 40', words: 41, min: 20, max: 40 },
      { section: 'Features', code: 'too few words', message: 'Section "Features" has 49 words; it needs at least 50', words: 49, min: 50, max: null },
      { section: 'FAQ', code: 'too many words', message: 'Section "FAQ" has 101 words; it allows at most 100', words: 101, min: null, max: 100 },
    ]);
  });

  it('reports a required section that is absent or blank as missing, whatever its limits', () => {
    const problems = checkTextAgainstLayout(productPage, { Intro: '  \n ', Features: words(50) }, countWords);
    expect(problems).toEqual([
      { section: 'Intro', code: 'missing section', message: 'Section "Intro" is missing', words: 0, min: 20, max: 40 },
      { section: 'Call to action', code: 'missing section', message: 'Section "Call to action" is missing', words: 0, min: null, max: null },
    ]);
  });

  it('reports text for a section the layout does not have', () => {
    const problems = checkTextAgainstLayout(productPage, { ...conforming, Outro: words(3) }, countWords);
    expect(problems).toEqual([{ section: 'Outro', code: 'unknown section', message: 'The layout has no section "Outro"', words: 3, min: null, max: null }]);
  });

  it('does not mistake inherited object keys for sections', () => {
    const tree = layout(section('constructor', [p()])) as unknown as TemplateTree;
    expect(checkTextAgainstLayout(tree, {}, countWords)).toEqual([
      { section: 'constructor', code: 'missing section', message: 'Section "constructor" is missing', words: 0, min: null, max: null },
    ]);
  });

  it('counts with the function it is given', () => {
    const everyCharacterAWord = (text: string) => text.length;
    expect(checkTextAgainstLayout(productPage, { ...conforming, Intro: 'abc' }, everyCharacterAWord)[0]).toMatchObject({ section: 'Intro', words: 3 });
  });
});
