import { countWords } from '@inkwell/contracts';
import { sectionsOf, type LayoutSection, type TemplateTree } from '@inkwell/templates';

/** A section of the order's layout as the editor needs it: the shared reading core-api's check uses. */
export type EditorSection = LayoutSection;

/** The element tree of a layout answer (`GET …/layout` carries it beside its HTML). */
export function layoutTreeOf(layout: object | undefined): TemplateTree | undefined {
  // core-api validated the tree against the shared rules before storing it
  return (layout as { tree?: TemplateTree } | undefined)?.tree;
}

/** The sections of a layout answer, in layout order. */
export function editorSectionsOf(layout: object | undefined): EditorSection[] {
  const tree = layoutTreeOf(layout);
  return tree ? sectionsOf(tree) : [];
}

export type SectionVerdict = 'ok' | 'missing' | 'too few' | 'too many';

/** How a section's text stands against its limits, counted as core-api's submit check counts. */
export function sectionVerdict(section: EditorSection, text: string): { words: number; verdict: SectionVerdict } {
  const words = countWords(text);
  if (words === 0) return { words, verdict: section.required ? 'missing' : 'ok' };
  if (section.min !== null && words < section.min) return { words, verdict: 'too few' };
  if (section.max !== null && words > section.max) return { words, verdict: 'too many' };
  return { words, verdict: 'ok' };
}
