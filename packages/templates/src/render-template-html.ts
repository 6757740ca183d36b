import { attributeValueProblem, linkRel, parseStyle, serializeStyle } from './attribute-values.js';
import {
  TEMPLATE_MAX_DEPTH,
  TEMPLATE_MAX_ELEMENTS,
  TEMPLATE_WORDS_MAX,
  TEMPLATE_WORDS_MIN,
  isBlockTag,
  isInlineTag,
  isSectionType,
  permittedAttributes,
  type AttributeName,
  type ElementTag,
  type TemplateTree,
} from './template-tree.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '\0': '\uFFFD' };

/** Text and attribute values alike: nothing a user wrote can open a tag or leave a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'\0]/g, (ch) => HTML_ESCAPES[ch]!);
}

type NodeRecord = Record<string, unknown>;

function isRecord(value: unknown): value is NodeRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wordLimit(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= TEMPLATE_WORDS_MIN && value <= TEMPLATE_WORDS_MAX ? value : undefined;
}

/** The attributes that pass the same checks as validation, in a fixed order; anything else is dropped. */
function safeAttributes(tag: ElementTag | 'section', attributes: unknown): [string, string][] {
  if (!isRecord(attributes)) return [];
  const permitted = permittedAttributes(tag);
  const accepted = (name: AttributeName): string | undefined => {
    const value = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
    return permitted.includes(name) && value !== undefined && !attributeValueProblem(name, value) ? (value as string) : undefined;
  };
  const pairs: [string, string | undefined][] = [['class', accepted('class')]];
  const style = accepted('style');
  const parsed = style === undefined ? undefined : parseStyle(style);
  pairs.push(['style', parsed && 'declarations' in parsed && parsed.declarations.length ? serializeStyle(parsed.declarations) : undefined]);
  if (tag === 'a') {
    const target = accepted('target');
    pairs.push(['href', accepted('href')], ['title', accepted('title')], ['target', target], ['rel', linkRel(accepted('rel'), target)]);
  }
  return pairs.filter((pair): pair is [string, string] => pair[1] !== undefined);
}

function attributeText(pairs: [string, string][]): string {
  return pairs.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
}

function rangeAttributes(node: NodeRecord): [string, string][] {
  const pairs: [string, string][] = [];
  const min = wordLimit(node.min);
  const max = wordLimit(node.max);
  if (min !== undefined) pairs.push(['data-min', String(min)]);
  if (max !== undefined) pairs.push(['data-max', String(max)]);
  return pairs;
}

class Renderer {
  private elements = 0;

  section(node: unknown): string {
    if (!isRecord(node) || node.element !== 'section') return '';
    const pairs: [string, string][] = [];
    if (typeof node.name === 'string') pairs.push(['data-section', node.name]);
    if (isSectionType(node.type)) pairs.push(['data-section-type', node.type]);
    pairs.push(...rangeAttributes(node), ...safeAttributes('section', node.attributes));
    return `<section${attributeText(pairs)}>${this.children(node.children, 1)}</section>`;
  }

  private children(children: unknown, depth: number): string {
    if (!Array.isArray(children) || depth > TEMPLATE_MAX_DEPTH) return '';
    return children.map((child: unknown) => this.element(child, depth)).join('');
  }

  private element(node: unknown, depth: number): string {
    this.elements += 1;
    if (this.elements > TEMPLATE_MAX_ELEMENTS || !isRecord(node)) return '';
    const { element, tag } = node;
    const known = (element === 'block' && isBlockTag(tag)) || (element === 'inline' && isInlineTag(tag));
    if (!known) return '';
    const pairs = [...safeAttributes(tag, node.attributes), ...(element === 'block' ? rangeAttributes(node) : [])];
    if (tag === 'br') return `<br${attributeText(pairs)}>`;
    const content = typeof node.content === 'string' ? escapeHtml(node.content) : '';
    return `<${tag}${attributeText(pairs)}>${content}${this.children(node.children, depth + 1)}</${tag}>`;
  }
}

/**
 * The HTML of a briefing or a layout, built element by element from the tree: tags and attributes come from
 * the whitelist, every text and value is escaped, and nothing a user wrote is ever passed through as markup.
 * Safe for any input, validated or not; a validated tree loses nothing on the way.
 */
export function renderTemplateHtml(tree: TemplateTree): string {
  const root: unknown = tree;
  if (!isRecord(root) || !Array.isArray(root.sections)) return '';
  const renderer = new Renderer();
  return root.sections.map((section: unknown) => renderer.section(section)).join('\n');
}
