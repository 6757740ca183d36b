import type { SectionType, TemplateTree } from './template-tree.js';

export interface LayoutSection {
  name: string;
  type: SectionType;
  /** words; null: no limit */
  min: number | null;
  max: number | null;
  /** fixed and flexible sections must be delivered; optional ones may be left out */
  required: boolean;
}

export const SECTION_PROBLEM_CODES = ['missing section', 'unknown section', 'too few words', 'too many words'] as const;
export type SectionProblemCode = (typeof SECTION_PROBLEM_CODES)[number];

export interface SectionProblem {
  /** the section's name, as the layout (or, for an unknown section, the text) spells it */
  section: string;
  code: SectionProblemCode;
  message: string;
  /** words the text of the section has */
  words: number;
  min: number | null;
  max: number | null;
}

/** The sections a text must follow, in layout order. */
export function sectionsOf(layout: TemplateTree): LayoutSection[] {
  return layout.sections.map((section) => ({
    name: section.name,
    type: section.type,
    min: section.min ?? null,
    max: section.max ?? null,
    required: section.type !== 'optional',
  }));
}

function rangeText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${min} to ${max}`;
  if (min !== null) return `at least ${min}`;
  return `at most ${max ?? 0}`;
}

/**
 * Per-section verdict on a text written against a layout: a required section without text, a text for a
 * section the layout does not have, and word counts outside a section's min..max. An empty list means the
 * text follows the layout. Word counting is passed in (contracts' countWords) so this package stays free of
 * dependencies and counts exactly as the caller's editor does.
 */
export function checkTextAgainstLayout(
  layout: TemplateTree,
  sectionTexts: Readonly<Record<string, string>>,
  countWords: (text: string) => number,
): SectionProblem[] {
  const problems: SectionProblem[] = [];
  const sections = sectionsOf(layout);
  for (const section of sections) {
    const { name, min, max } = section;
    const text = Object.hasOwn(sectionTexts, name) ? sectionTexts[name] : undefined;
    const words = text === undefined ? 0 : countWords(text);
    if (words === 0) {
      if (section.required) problems.push({ section: name, code: 'missing section', message: `Section "${name}" is missing`, words, min, max });
      continue;
    }
    if (min !== null && words < min) {
      problems.push({ section: name, code: 'too few words', message: `Section "${name}" has ${words} words; it needs ${rangeText(min, max)}`, words, min, max });
    } else if (max !== null && words > max) {
      problems.push({ section: name, code: 'too many words', message: `Section "${name}" has ${words} words; it allows ${rangeText(min, max)}`, words, min, max });
    }
  }
  const known = new Set(sections.map((s) => s.name));
  for (const [name, text] of Object.entries(sectionTexts)) {
    if (known.has(name)) continue;
    problems.push({ section: name, code: 'unknown section', message: `The layout has no section "${name}"`, words: countWords(text), min: null, max: null });
  }
  return problems;
}
