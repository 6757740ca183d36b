import {
  PERMITTED_CHILDREN,
  SELF_NESTING_FORBIDDEN,
  isInlineTag,
  type ElementTag,
  type TemplateBlock,
  type TemplateInline,
  type TemplateSection,
  type TemplateTree,
} from '@inkwell/templates';

/** Where an element sits: the section's index, then the child index at each level below it. */
export type ElementPosition = readonly number[];
export type TemplateChild = TemplateBlock | TemplateInline;
type Container = TemplateSection | TemplateChild;

/** The path validateTemplate (and core-api's 400) names the element by: `sections[1].children[0]`. */
export function pathOf(position: ElementPosition): string {
  const [section, ...children] = position;
  return `sections[${section}]${children.map((index) => `.children[${index}]`).join('')}`;
}

export function containerTag(node: Container): 'section' | ElementTag {
  return node.element === 'section' ? 'section' : node.tag;
}

export function childrenOf(node: Container): TemplateChild[] {
  return node.children ?? [];
}

/** The tags the "add" menu offers inside `parent`: what it permits, minus those its ancestors forbid repeating. */
export function addableTags(parentTag: 'section' | ElementTag, ancestors: readonly ElementTag[]): ElementTag[] {
  const lineage = parentTag === 'section' ? ancestors : [...ancestors, parentTag];
  return PERMITTED_CHILDREN[parentTag].filter((tag) => !(SELF_NESTING_FORBIDDEN.includes(tag) && lineage.includes(tag)));
}

export function newElement(tag: ElementTag): TemplateChild {
  return isInlineTag(tag) ? { element: 'inline', tag } : { element: 'block', tag };
}

export function newSection(name: string): TemplateSection {
  return { element: 'section', name, type: 'fixed', children: [] };
}

export function nodeAt(tree: TemplateTree, position: ElementPosition): Container {
  const [section, ...children] = position;
  return children.reduce<Container>((node, index) => childrenOf(node)[index], tree.sections[section]);
}

/** The tags of every element above `position`, outermost first (the section is not a tag). */
export function ancestorTags(tree: TemplateTree, position: ElementPosition): ElementTag[] {
  const tags: ElementTag[] = [];
  for (let depth = 2; depth < position.length; depth += 1) {
    tags.push((nodeAt(tree, position.slice(0, depth)) as TemplateChild).tag);
  }
  return tags;
}

/** Sections always list their children; an element left without any drops the empty list, as it was built. */
function withChildren<Node extends Container>(node: Node, children: TemplateChild[]): Node {
  if (children.length > 0 || node.element === 'section') return { ...node, children } as Node;
  const { children: _dropped, ...rest } = node;
  return rest as Node;
}

/** A new tree with the children of the container at `position` replaced by what `change` returns. */
function changeChildren(tree: TemplateTree, position: ElementPosition, change: (children: TemplateChild[]) => TemplateChild[]): TemplateTree {
  const [section, ...path] = position;
  const rewrite = (node: Container, rest: readonly number[]): Container => {
    if (rest.length === 0) return withChildren(node, change(childrenOf(node)));
    const [index, ...below] = rest;
    return withChildren(
      node,
      childrenOf(node).map((child, i) => (i === index ? (rewrite(child, below) as TemplateChild) : child)),
    );
  };
  return { ...tree, sections: tree.sections.map((node, i) => (i === section ? (rewrite(node, path) as TemplateSection) : node)) };
}

export function replaceAt(tree: TemplateTree, position: ElementPosition, next: Container): TemplateTree {
  if (position.length === 1) {
    return { ...tree, sections: tree.sections.map((node, i) => (i === position[0] ? (next as TemplateSection) : node)) };
  }
  const index = position[position.length - 1];
  return changeChildren(tree, position.slice(0, -1), (children) => children.map((child, i) => (i === index ? (next as TemplateChild) : child)));
}

export function appendChild(tree: TemplateTree, parent: ElementPosition, child: TemplateChild): TemplateTree {
  return changeChildren(tree, parent, (children) => [...children, child]);
}

export function removeAt(tree: TemplateTree, position: ElementPosition): TemplateTree {
  const index = position[position.length - 1];
  if (position.length === 1) return { ...tree, sections: tree.sections.filter((_node, i) => i !== index) };
  return changeChildren(tree, position.slice(0, -1), (children) => children.filter((_child, i) => i !== index));
}

function swap<Item>(items: readonly Item[], index: number, target: number): Item[] {
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** Moves the element at `position` one place up (-1) or down (+1) among its siblings. */
export function moveAt(tree: TemplateTree, position: ElementPosition, offset: -1 | 1): TemplateTree {
  const index = position[position.length - 1];
  if (position.length === 1) return { ...tree, sections: swap(tree.sections, index, index + offset) };
  return changeChildren(tree, position.slice(0, -1), (children) => swap(children, index, index + offset));
}

/** Whether the element may become the last child of its previous sibling (nest) under the tree's rules. */
export function canNest(tree: TemplateTree, position: ElementPosition): boolean {
  const index = position[position.length - 1];
  if (position.length < 2 || index === 0) return false;
  const previous = nodeAt(tree, [...position.slice(0, -1), index - 1]) as TemplateChild;
  const node = nodeAt(tree, position) as TemplateChild;
  return addableTags(previous.tag, ancestorTags(tree, [...position.slice(0, -1), index - 1])).includes(node.tag) && !containsForbiddenRepeat(node, [...ancestorTags(tree, position), previous.tag]);
}

export function nestAt(tree: TemplateTree, position: ElementPosition): TemplateTree {
  const index = position[position.length - 1];
  const node = nodeAt(tree, position) as TemplateChild;
  const previous = [...position.slice(0, -1), index - 1];
  return appendChild(removeAt(tree, position), previous, node);
}

/** Whether the element may move out of its parent, to right after it, under the tree's rules. */
export function canUnnest(tree: TemplateTree, position: ElementPosition): boolean {
  if (position.length < 3) return false;
  const parent = position.slice(0, -1);
  const grandparent = nodeAt(tree, parent.slice(0, -1));
  const node = nodeAt(tree, position) as TemplateChild;
  const lineage = ancestorTags(tree, parent);
  return addableTags(containerTag(grandparent), lineage).includes(node.tag) && !containsForbiddenRepeat(node, lineage);
}

export function unnestAt(tree: TemplateTree, position: ElementPosition): TemplateTree {
  const node = nodeAt(tree, position) as TemplateChild;
  const parent = position.slice(0, -1);
  const parentIndex = parent[parent.length - 1];
  const without = removeAt(tree, position);
  if (parent.length === 1) return without;
  return changeChildren(without, parent.slice(0, -1), (children) => [
    ...children.slice(0, parentIndex + 1),
    node,
    ...children.slice(parentIndex + 1),
  ]);
}

/** A moved element brings its children along; none of them may then repeat a tag its new ancestors forbid. */
function containsForbiddenRepeat(node: TemplateChild, ancestors: readonly ElementTag[]): boolean {
  if (SELF_NESTING_FORBIDDEN.includes(node.tag) && ancestors.includes(node.tag)) return true;
  return childrenOf(node).some((child) => containsForbiddenRepeat(child, [...ancestors, node.tag]));
}
