export { TemplateEditor, type TemplateEditorError, type TemplateEditorProps } from './template-editor';
export { DEFAULT_TEMPLATE_EDITOR_LABELS, type TemplateEditorLabels } from './labels';
// The apps edit trees through the kit; they reach the tree's types here rather than declaring the package.
export type { TemplateKind, TemplateTree } from '@inkwell/templates';
