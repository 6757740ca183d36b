import { useEffect, useId, useMemo, useRef, type HTMLAttributes } from 'react';
import { renderTemplateHtml, validateTemplate, type TemplateError, type TemplateKind, type TemplateTree } from '@inkwell/templates';
import { Button } from '../button';
import { TemplateEditorContext, type TemplateEditorContextValue } from './editor-context';
import { ElementErrors } from './element-errors';
import { DEFAULT_TEMPLATE_EDITOR_LABELS, type TemplateEditorLabels } from './labels';
import { StyledNodeList, StyledPreview, StyledPreviewTitle, StyledTemplateEditor, StyledTree } from './styled';
import { NodeEditor } from './node-editor';
import { newSection } from './tree-operations';

/**
 * A message about one element, as validateTemplate or a 400 (`error: { [path]: messages }`) names it. With a
 * reason and values it is shown in the labels' words (`ruleMessage`); without, as its message reads.
 */
export type TemplateEditorError = Pick<TemplateError, 'path' | 'message'> & Partial<Pick<TemplateError, 'code' | 'reason' | 'values'>>;

export interface TemplateEditorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  value: TemplateTree;
  onChange: (tree: TemplateTree) => void;
  kind: TemplateKind;
  /** the server's verdict (a 400's field errors), shown at the element each path names */
  errors?: readonly TemplateEditorError[];
  labels?: Partial<TemplateEditorLabels>;
}

const ROOT_PATHS = new Set(['', 'sections']);

/** core-api keys root errors as `tree`; a body-level key may carry the `tree.` prefix. */
function elementPath(path: string): string {
  if (path === 'tree') return '';
  return path.startsWith('tree.') ? path.slice('tree.'.length) : path;
}

function uniqueSectionName(tree: TemplateTree, base: string): string {
  const taken = new Set(tree.sections.map((section) => section.name));
  let number = tree.sections.length + 1;
  while (taken.has(`${base} ${number}`)) number += 1;
  return `${base} ${number}`;
}

/**
 * Builds a briefing's or a layout's element tree (decision 011). The rules are @inkwell/templates' own, the
 * same core-api runs, so what the editor accepts the server accepts.
 */
export function TemplateEditor({ value, onChange, kind, errors = [], labels: labelOverrides, ...rest }: TemplateEditorProps) {
  const baseId = useId();
  const previewTitleId = `${baseId}-preview`;
  const pendingFocus = useRef<readonly string[]>([]);
  const labels = useMemo(() => ({ ...DEFAULT_TEMPLATE_EDITOR_LABELS, ...labelOverrides }), [labelOverrides]);
  const verdict = useMemo(() => validateTemplate(value, kind), [value, kind]);
  // renderTemplateHtml writes every tag itself and escapes every text and attribute, so its output is inert.
  const html = useMemo(() => renderTemplateHtml(value), [value]);

  const { errorsByPath, codesByPath } = useMemo(() => {
    const byPath = new Map<string, string[]>();
    const codes = new Map<string, Set<string>>();
    for (const error of [...verdict.errors, ...errors] as TemplateEditorError[]) {
      const path = ROOT_PATHS.has(elementPath(error.path)) ? '' : elementPath(error.path);
      const messages = byPath.get(path) ?? [];
      const message = error.reason ? labels.ruleMessage({ reason: error.reason, values: error.values ?? {} }) : error.message;
      if (!messages.includes(message)) byPath.set(path, [...messages, message]);
      if (error.code) codes.set(path, new Set([...(codes.get(path) ?? []), error.code]));
    }
    return { errorsByPath: byPath, codesByPath: codes };
  }, [verdict, errors, labels]);

  useEffect(() => {
    const targets = pendingFocus.current;
    pendingFocus.current = [];
    const target = targets
      .map((id) => document.getElementById(id))
      .find((element): element is HTMLElement => element instanceof HTMLElement && !element.hasAttribute('disabled'));
    target?.focus();
  }, [value]);

  const context: TemplateEditorContextValue = {
    tree: value,
    kind,
    labels,
    errorsByPath,
    codesByPath,
    errorsId: (path) => `${baseId}-${path || 'root'}-errors`,
    controlId: (path, control) => `${baseId}-${path}-${control}`,
    change: (tree, focus = []) => {
      pendingFocus.current = focus;
      onChange(tree);
    },
  };
  const rootMessages = errorsByPath.get('') ?? [];
  const rootErrorsId = context.errorsId('');

  return (
    <TemplateEditorContext.Provider value={context}>
      <StyledTemplateEditor {...rest}>
        <StyledTree role="group" aria-label={labels.editor} aria-describedby={rootMessages.length > 0 ? rootErrorsId : undefined}>
          <ElementErrors id={rootErrorsId} messages={rootMessages} />
          {value.sections.length > 0 && (
            <StyledNodeList>
              {value.sections.map((_section, index) => (
                <NodeEditor key={index} position={[index]} siblings={value.sections.length} />
              ))}
            </StyledNodeList>
          )}
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                context.change(
                  { ...value, sections: [...value.sections, newSection(uniqueSectionName(value, labels.newSectionName))] },
                  [context.controlId(`sections[${value.sections.length}]`, 'remove')],
                )
              }
            >
              {labels.addSection}
            </Button>
          </div>
        </StyledTree>
        <StyledPreview aria-labelledby={previewTitleId}>
          <StyledPreviewTitle id={previewTitleId}>{labels.preview}</StyledPreviewTitle>
          {value.sections.length === 0 ? <p>{labels.noSections}</p> : <div dangerouslySetInnerHTML={{ __html: html }} />}
        </StyledPreview>
      </StyledTemplateEditor>
    </TemplateEditorContext.Provider>
  );
}
