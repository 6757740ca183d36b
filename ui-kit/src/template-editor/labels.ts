import { TEMPLATE_RULE_CODES, templateProblemText, type TemplateProblem } from '@inkwell/templates';

/** Every text the editor shows; the apps pass translations, English is the default. */
export interface TemplateEditorLabels {
  editor: string;
  section: string;
  sectionName: string;
  sectionType: string;
  sectionTypes: { fixed: string; flexible: string; optional: string };
  minWords: string;
  maxWords: string;
  content: string;
  attribute: (name: string) => string;
  addSection: string;
  newSectionName: string;
  elementToAdd: string;
  addElement: string;
  moveUp: string;
  moveDown: string;
  nest: string;
  unnest: string;
  remove: string;
  preview: string;
  noSections: string;
  /** a broken rule at an element, put into words from its reason and values */
  ruleMessage: (problem: TemplateProblem) => string;
}

export const DEFAULT_TEMPLATE_EDITOR_LABELS: TemplateEditorLabels = {
  editor: 'Template elements',
  section: 'Section',
  sectionName: 'Section name',
  sectionType: 'Type',
  sectionTypes: { fixed: 'Fixed', flexible: 'Flexible', optional: 'Optional' },
  minWords: 'Min. words',
  maxWords: 'Max. words',
  content: 'Content',
  attribute: (name) => `Attribute ${name}`,
  addSection: 'Add section',
  newSectionName: 'New section',
  elementToAdd: 'Element to add',
  addElement: 'Add element',
  moveUp: 'Move up',
  moveDown: 'Move down',
  nest: 'Move into previous element',
  unnest: 'Move out of parent element',
  remove: 'Remove',
  preview: 'Preview',
  noSections: 'No sections yet. Add a section to start.',
  // core-api's English wording, code first
  ruleMessage: (problem) => `${TEMPLATE_RULE_CODES[problem.reason]}: ${templateProblemText(problem)}`,
};
