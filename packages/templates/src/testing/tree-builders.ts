import type { BlockTag, InlineTag, TemplateKind } from '../template-tree.js';

/**
 * Trees for tests, written loosely on purpose: the rules under test are about trees a typed editor would not
 * let anyone build, so builders take and return plain JSON.
 */
export type Json = Record<string, unknown>;

export function inline(tag: InlineTag | string, fields: Json = {}, children?: Json[]): Json {
  return { element: 'inline', tag, ...fields, ...(children ? { children } : {}) };
}

export function block(tag: BlockTag | string, fields: Json = {}, children?: Json[]): Json {
  return { element: 'block', tag, ...fields, ...(children ? { children } : {}) };
}

export function p(...children: Json[]): Json {
  return block('p', {}, children.length ? children : undefined);
}

export function section(name: unknown, children: Json[], fields: Json = {}): Json {
  return { element: 'section', name, type: 'fixed', ...fields, children };
}

export function layout(...sections: Json[]): Json {
  return { element: 'layout', sections };
}

/** A one-section tree around `children`: the usual frame of a rule case. */
export function withBlocks(...children: Json[]): Json {
  return layout(section('Body', children));
}

/** A layout table with a header row and one row of cells, each cell holding `cell`. */
export function table(cell: Json): Json {
  return block('table', {}, [block('thead', {}, [block('tr', {}, [block('th', { content: 'Feature' })])]), block('tbody', {}, [block('tr', {}, [cell])])]);
}

export const KINDS: readonly TemplateKind[] = ['layout', 'briefing'];
