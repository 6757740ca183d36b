import { createContext, useContext } from 'react';
import type { TemplateKind, TemplateTree } from '@inkwell/templates';
import type { TemplateEditorLabels } from './labels';

export interface TemplateEditorContextValue {
  tree: TemplateTree;
  kind: TemplateKind;
  labels: TemplateEditorLabels;
  /** live and server messages by element path */
  errorsByPath: ReadonlyMap<string, readonly string[]>;
  /** the rule codes broken at each path (live errors carry them), so only the fields concerned are marked */
  codesByPath: ReadonlyMap<string, ReadonlySet<string>>;
  /** the id of an element's message list, for aria-describedby */
  errorsId: (path: string) => string;
  /** the id of an element's control, so focus can follow a moved element */
  controlId: (path: string, control: string) => string;
  /** replaces the tree; `focus` names controls by id, the first enabled one takes focus once the new tree is shown */
  change: (tree: TemplateTree, focus?: readonly string[]) => void;
}

export const TemplateEditorContext = createContext<TemplateEditorContextValue | null>(null);

export function useTemplateEditor(): TemplateEditorContextValue {
  const context = useContext(TemplateEditorContext);
  if (!context) throw new Error('TemplateEditor parts render inside a TemplateEditor');
  return context;
}
