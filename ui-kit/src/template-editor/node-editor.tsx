import { useState, type ChangeEvent } from 'react';
import {
  CONTENTLESS_TAGS,
  SECTION_TYPES,
  permittedAttributes,
  type AttributeName,
  type ElementTag,
  type SectionType,
  type TemplateSection,
} from '@inkwell/templates';
import { Button } from '../button';
import { Select } from '../select';
import { TextArea } from '../text-area';
import { TextField } from '../text-field';
import { useTemplateEditor } from './editor-context';
import { ElementErrors } from './element-errors';
import {
  StyledAddRow,
  StyledField,
  StyledFields,
  StyledNode,
  StyledNodeHeader,
  StyledNodeList,
  StyledNodeTitle,
  StyledToolbar,
  StyledWideField,
} from './styled';
import {
  addableTags,
  ancestorTags,
  appendChild,
  canNest,
  canUnnest,
  childrenOf,
  containerTag,
  moveAt,
  nestAt,
  newElement,
  nodeAt,
  pathOf,
  removeAt,
  replaceAt,
  unnestAt,
  type ElementPosition,
  type TemplateChild,
} from './tree-operations';

type Node = TemplateSection | TemplateChild;

/** A copy of `node` with `key` set, or left out when the value is empty, so the tree stays free of blanks. */
function withField<Value>(node: Node, key: string, value: Value | undefined): Node {
  const next: Record<string, unknown> = { ...node };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next as unknown as Node;
}

function wordsOf(event: ChangeEvent<HTMLInputElement>): number | undefined {
  return event.target.value === '' ? undefined : Number(event.target.value);
}

export interface NodeEditorProps {
  position: ElementPosition;
  /** how many siblings the element has, itself included */
  siblings: number;
}

/** One section or element: its fields, its tools, its messages, and its children. */
export function NodeEditor({ position, siblings }: NodeEditorProps) {
  const { tree, kind, labels, errorsByPath, codesByPath, errorsId, controlId, change } = useTemplateEditor();
  const node = nodeAt(tree, position);
  const path = pathOf(position);
  const index = position[position.length - 1];
  const isSection = node.element === 'section';
  const messages = errorsByPath.get(path) ?? [];
  const invalid = messages.length > 0;
  const describedBy = invalid ? errorsId(path) : undefined;
  const ancestors = isSection ? [] : ancestorTags(tree, position);
  const tag = containerTag(node);
  const addable = addableTags(tag, ancestors);
  const [toAdd, setToAdd] = useState<ElementTag | ''>('');
  const chosen = toAdd && addable.includes(toAdd) ? toAdd : addable[0];
  const title = isSection ? `${labels.section} ${index + 1}` : tag;

  const update = (next: Node) => change(replaceAt(tree, position, next));
  const field = (control: string) => controlId(path, control);
  const siblingPath = (offset: number) => pathOf([...position.slice(0, -1), index + offset]);
  const codes = codesByPath.get(path);
  // A field is marked only for the rules about it; element-wide problems (an empty section) mark the element.
  const fieldProps = (fieldCodes: readonly string[]) => ({
    'aria-describedby': describedBy,
    invalid: fieldCodes.some((code) => codes?.has(code)),
  });

  const contentAllowed =
    !isSection && !CONTENTLESS_TAGS.includes(tag as ElementTag) && (kind === 'briefing' || ancestors.includes('table'));

  return (
    <StyledNode role="group" aria-label={title} aria-describedby={describedBy} $invalid={invalid} $section={isSection}>
      <StyledNodeHeader>
        <StyledNodeTitle aria-hidden="true">{isSection ? title : `<${tag}>`}</StyledNodeTitle>
        <StyledToolbar>
          <Button
            id={field('up')}
            size="sm"
            variant="secondary"
            disabled={index === 0}
            onClick={() => change(moveAt(tree, position, -1), [controlId(siblingPath(-1), 'up'), controlId(siblingPath(-1), 'remove')])}
          >
            {labels.moveUp}
          </Button>
          <Button
            id={field('down')}
            size="sm"
            variant="secondary"
            disabled={index === siblings - 1}
            onClick={() => change(moveAt(tree, position, 1), [controlId(siblingPath(1), 'down'), controlId(siblingPath(1), 'remove')])}
          >
            {labels.moveDown}
          </Button>
          {!isSection && (
            <>
              <Button size="sm" variant="secondary" disabled={!canNest(tree, position)} onClick={() => change(nestAt(tree, position))}>
                {labels.nest}
              </Button>
              <Button size="sm" variant="secondary" disabled={!canUnnest(tree, position)} onClick={() => change(unnestAt(tree, position))}>
                {labels.unnest}
              </Button>
            </>
          )}
          <Button id={field('remove')} size="sm" variant="danger" onClick={() => change(removeAt(tree, position))}>
            {labels.remove}
          </Button>
        </StyledToolbar>
      </StyledNodeHeader>
      <ElementErrors id={errorsId(path)} messages={messages} />

      <StyledFields>
        {node.element === 'section' && (
          <>
            <StyledWideField>
              {labels.sectionName}
              <TextField
                value={node.name}
                onChange={(event) => update({ ...node, name: event.target.value })}
                {...fieldProps(['invalid name', 'duplicate name'])}
              />
            </StyledWideField>
            <StyledField>
              {labels.sectionType}
              <Select
                value={node.type}
                options={SECTION_TYPES.map((type) => ({ value: type, label: labels.sectionTypes[type] }))}
                onChange={(event) => update({ ...node, type: event.target.value as SectionType })}
                aria-describedby={describedBy}
              />
            </StyledField>
          </>
        )}
        {node.element !== 'inline' && (
          <>
            <StyledField>
              {labels.minWords}
              <TextField
                type="number"
                min={0}
                value={node.min ?? ''}
                onChange={(event) => update(withField(node, 'min', wordsOf(event)))}
                {...fieldProps(['invalid min', 'min above max'])}
              />
            </StyledField>
            <StyledField>
              {labels.maxWords}
              <TextField
                type="number"
                min={0}
                value={node.max ?? ''}
                onChange={(event) => update(withField(node, 'max', wordsOf(event)))}
                {...fieldProps(['invalid max', 'min above max'])}
              />
            </StyledField>
          </>
        )}
        {node.element !== 'section' &&
          permittedAttributes(node.tag).map((name: AttributeName) => (
            <StyledField key={name}>
              {labels.attribute(name)}
              <TextField
                value={node.attributes?.[name] ?? ''}
                onChange={(event) => {
                  const attributes = { ...node.attributes, [name]: event.target.value || undefined };
                  if (!event.target.value) delete attributes[name];
                  update(withField(node, 'attributes', Object.keys(attributes).length > 0 ? attributes : undefined));
                }}
                {...fieldProps(['invalid attribute', 'invalid attribute value'])}
              />
            </StyledField>
          ))}
        {node.element !== 'section' && (contentAllowed || node.content !== undefined) && (
          <StyledWideField>
            {labels.content}
            <TextArea
              rows={2}
              value={node.content ?? ''}
              onChange={(event) => update(withField(node, 'content', event.target.value || undefined))}
              {...fieldProps(['invalid content'])}
            />
          </StyledWideField>
        )}
      </StyledFields>

      {childrenOf(node).length > 0 && (
        <StyledNodeList>
          {childrenOf(node).map((_child, childIndex) => (
            <NodeEditor key={childIndex} position={[...position, childIndex]} siblings={childrenOf(node).length} />
          ))}
        </StyledNodeList>
      )}

      {chosen && (
        <StyledAddRow>
          <StyledField>
            {labels.elementToAdd}
            <Select
              value={chosen}
              options={addable.map((option) => ({ value: option, label: option }))}
              onChange={(event) => setToAdd(event.target.value as ElementTag)}
            />
          </StyledField>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => change(appendChild(tree, position, newElement(chosen)), [controlId(pathOf([...position, childrenOf(node).length]), 'remove')])}
          >
            {labels.addElement}
          </Button>
        </StyledAddRow>
      )}
    </StyledNode>
  );
}
