/**
 * The element tree of briefings and text layouts (decision 011): a layout root holds sections, a section
 * holds blocks, blocks hold blocks or inlines, inlines hold inlines. Every node names its `element`, so a node
 * put where it does not belong (a section inside a block) is recognised and reported, not misread.
 */

/** A layout tells the writer the shape of the text; a briefing tells them what to write. */
export const TEMPLATE_KINDS = ['layout', 'briefing'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/**
 * fixed: must be delivered as laid out; flexible: must be delivered, its inner structure may vary;
 * optional: may be left out.
 */
export const SECTION_TYPES = ['fixed', 'flexible', 'optional'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export const BLOCK_TAGS = ['p', ...HEADING_TAGS, 'ul', 'ol', 'li', 'div', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td'] as const;
export type BlockTag = (typeof BLOCK_TAGS)[number];

export const INLINE_TAGS = ['a', 'em', 'strong', 'span', 'br'] as const;
export type InlineTag = (typeof INLINE_TAGS)[number];

export type ElementTag = BlockTag | InlineTag;

export const COMMON_ATTRIBUTES = ['style', 'class'] as const;
export const LINK_ATTRIBUTES = [...COMMON_ATTRIBUTES, 'href', 'rel', 'target', 'title'] as const;
export type AttributeName = (typeof LINK_ATTRIBUTES)[number];
export type TemplateAttributes = Partial<Record<AttributeName, string>>;

/** Section names key the texts checked against a layout, so they stay short and free of markup characters. */
export const SECTION_NAME_MAX_LENGTH = 50;
export const SECTION_NAME_FORBIDDEN = /[<>[\]]/;

/** Word limits share the order's range (orders.max_words ≤ 100 000). */
export const TEMPLATE_WORDS_MIN = 0;
export const TEMPLATE_WORDS_MAX = 100_000;

/** Bounds on size, so one stored tree can neither exhaust the validator's stack nor the renderer. */
export const TEMPLATE_MAX_DEPTH = 16;
export const TEMPLATE_MAX_ELEMENTS = 2_000;
export const TEMPLATE_CONTENT_MAX_LENGTH = 10_000;
export const ATTRIBUTE_MAX_LENGTH = 500;
export const HREF_MAX_LENGTH = 2_000;

interface ElementFields {
  attributes?: TemplateAttributes;
  /** words; null and absent both mean "no limit" */
  min?: number | null;
  max?: number | null;
}

/** Inline text: em, strong, a link. */
export interface TemplateInline {
  element: 'inline';
  tag: InlineTag;
  attributes?: TemplateAttributes;
  /** plain text, rendered escaped before the children */
  content?: string;
  children?: TemplateInline[];
}

export interface TemplateBlock extends ElementFields {
  element: 'block';
  tag: BlockTag;
  /** plain text, rendered escaped before the children */
  content?: string;
  children?: (TemplateBlock | TemplateInline)[];
}

export interface TemplateSection extends ElementFields {
  element: 'section';
  /** unique within the tree; texts are matched to sections by it */
  name: string;
  type: SectionType;
  children: TemplateBlock[];
}

/** The root of a briefing's or a layout's tree. */
export interface TemplateTree {
  element: 'layout';
  sections: TemplateSection[];
}

export type TemplateElement = TemplateSection | TemplateBlock | TemplateInline;

/** The properties each element may carry; anything else is refused rather than stored unseen. */
export const ELEMENT_PROPERTIES = {
  layout: ['element', 'sections'],
  section: ['element', 'name', 'type', 'attributes', 'min', 'max', 'children'],
  block: ['element', 'tag', 'attributes', 'min', 'max', 'content', 'children'],
  inline: ['element', 'tag', 'attributes', 'content', 'children'],
} as const satisfies Record<string, readonly string[]>;

const PHRASING: readonly ElementTag[] = INLINE_TAGS;
const FLOW: readonly ElementTag[] = ['p', ...HEADING_TAGS, 'ul', 'ol', 'div', 'blockquote', 'table'];
const CELL_CONTENT: readonly ElementTag[] = [...PHRASING, 'p', 'ul', 'ol'];

/** What each container may hold directly; nesting of a, em, strong and div in themselves is a separate rule. */
export const PERMITTED_CHILDREN: Readonly<Record<'section' | ElementTag, readonly ElementTag[]>> = {
  section: FLOW,
  p: PHRASING,
  h1: PHRASING,
  h2: PHRASING,
  h3: PHRASING,
  h4: PHRASING,
  h5: PHRASING,
  h6: PHRASING,
  ul: ['li'],
  ol: ['li'],
  li: CELL_CONTENT,
  div: [...FLOW, ...PHRASING],
  blockquote: ['p', 'ul', 'ol', ...PHRASING],
  table: ['thead', 'tbody', 'tr'],
  thead: ['tr'],
  tbody: ['tr'],
  tr: ['th', 'td'],
  th: CELL_CONTENT,
  td: CELL_CONTENT,
  a: PHRASING,
  em: PHRASING,
  strong: PHRASING,
  span: PHRASING,
  br: [],
};

/** Elements that never hold text of their own: lists, table structure, line breaks. */
export const CONTENTLESS_TAGS: readonly ElementTag[] = ['ul', 'ol', 'table', 'thead', 'tbody', 'tr', 'br'];

/** Elements that may not appear inside another of the same tag, at any depth. */
export const SELF_NESTING_FORBIDDEN: readonly ElementTag[] = ['a', 'em', 'strong', 'div'];

export function isBlockTag(tag: unknown): tag is BlockTag {
  return typeof tag === 'string' && (BLOCK_TAGS as readonly string[]).includes(tag);
}

export function isInlineTag(tag: unknown): tag is InlineTag {
  return typeof tag === 'string' && (INLINE_TAGS as readonly string[]).includes(tag);
}

export function isSectionType(type: unknown): type is SectionType {
  return typeof type === 'string' && (SECTION_TYPES as readonly string[]).includes(type);
}

export function permittedAttributes(tag: ElementTag | 'section'): readonly AttributeName[] {
  return tag === 'a' ? LINK_ATTRIBUTES : COMMON_ATTRIBUTES;
}

/** The containers that accept `tag`, for messages such as "li must be inside ul or ol". */
export function parentsOf(tag: ElementTag): ('section' | ElementTag)[] {
  return (Object.keys(PERMITTED_CHILDREN) as ('section' | ElementTag)[]).filter((parent) => PERMITTED_CHILDREN[parent].includes(tag));
}
