export { TemplateEditor, type TemplateEditorError, type TemplateEditorProps } from './template-editor';
export { DEFAULT_TEMPLATE_EDITOR_LABELS, type TemplateEditorLabels } from './labels';
// The apps edit trees through the kit; they reach the tree's types, its rules and the text check here rather than
// declaring the package.
export type {
  LayoutSection,
  SectionProblem,
  TemplateError,
  TemplateKind,
  TemplateMessageValue,
  TemplateMessageValues,
  TemplateProblem,
  TemplateRuleReason,
  TemplateTree,
} from '@inkwell/templates';
export { checkTextAgainstLayout, sectionsOf, validateTemplate } from '@inkwell/templates';
