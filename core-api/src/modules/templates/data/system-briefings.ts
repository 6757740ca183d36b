import type { TemplateBlock, TemplateInline, TemplateSection, TemplateTree } from '@inkwell/templates';

/** The briefings every client finds under "original" (migration 0008 writes them in every environment). */
export interface SystemBriefingSeed {
  name: string;
  tree: TemplateTree;
}

function instruction(content: string, children?: TemplateInline[]): TemplateBlock {
  return { element: 'block', tag: 'p', content, ...(children ? { children } : {}) };
}

function checklist(...items: string[]): TemplateBlock {
  return { element: 'block', tag: 'ul', children: items.map((content) => ({ element: 'block', tag: 'li', content })) };
}

function emphasis(content: string): TemplateInline {
  return { element: 'inline', tag: 'strong', content };
}

function section(name: string, type: TemplateSection['type'], range: { min?: number; max?: number }, ...children: TemplateBlock[]): TemplateSection {
  return { element: 'section', name, type, ...range, children };
}

export const systemBriefingSeeds: SystemBriefingSeed[] = [
  {
    name: 'Product description',
    tree: {
      element: 'layout',
      sections: [
        section(
          'Product overview',
          'fixed',
          { min: 50, max: 120 },
          instruction('Introduce the product in two or three sentences: what it is, who it is for and the one benefit that matters most. '),
        ),
        section(
          'Features and benefits',
          'flexible',
          { min: 80, max: 250 },
          instruction('Turn each feature into a benefit the buyer cares about. ', [emphasis('Never list a feature without saying what it does for the reader.')]),
          checklist('Name the feature, then its benefit.', 'Use the order keywords naturally; never stack them.', 'Prefer concrete numbers to adjectives.'),
        ),
        section(
          'Specifications',
          'optional',
          { max: 150 },
          instruction('If the order gives technical data (size, weight, material, care), present it as short facts the buyer can scan.'),
        ),
        section('Call to action', 'fixed', { max: 40 }, instruction('Close with one sentence that invites the reader to buy, without exaggeration.')),
      ],
    },
  },
  {
    name: 'Blog article',
    tree: {
      element: 'layout',
      sections: [
        section('Headline', 'fixed', { min: 3, max: 15 }, instruction('A headline that promises what the article delivers; it holds the main keyword.')),
        section(
          'Introduction',
          'fixed',
          { min: 60, max: 150 },
          instruction('Name the reader’s question or problem and say what they will know after reading.'),
        ),
        section(
          'Main part',
          'flexible',
          { min: 300, max: 1200 },
          instruction('Answer the question step by step.'),
          checklist(
            'Add a subheading every 150 to 300 words.',
            'Back claims with sources the reader can check.',
            'Use examples from the reader’s everyday life.',
          ),
        ),
        section('Conclusion', 'fixed', { min: 50, max: 150 }, instruction('Sum up the answer in a few sentences and suggest a next step.')),
        section('FAQ', 'optional', { max: 300 }, instruction('Two to five questions readers still ask, each answered in two or three sentences.')),
      ],
    },
  },
];
