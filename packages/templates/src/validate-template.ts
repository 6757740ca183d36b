import { attributeValueProblem } from './attribute-values.js';
import {
  CONTENTLESS_TAGS,
  ELEMENT_PROPERTIES,
  PERMITTED_CHILDREN,
  SECTION_NAME_FORBIDDEN,
  SECTION_NAME_MAX_LENGTH,
  SECTION_TYPES,
  SELF_NESTING_FORBIDDEN,
  TEMPLATE_CONTENT_MAX_LENGTH,
  TEMPLATE_MAX_DEPTH,
  TEMPLATE_MAX_ELEMENTS,
  TEMPLATE_WORDS_MAX,
  TEMPLATE_WORDS_MIN,
  isBlockTag,
  isInlineTag,
  isSectionType,
  parentsOf,
  permittedAttributes,
  type AttributeName,
  type ElementTag,
  type TemplateKind,
  type TemplateTree,
} from './template-tree.js';

/** Every rule's code; the message always starts with it, so a person reads the same word the code carries. */
export const TEMPLATE_ERROR_CODES = [
  'invalid type',
  'invalid child',
  'unknown property',
  'empty template',
  'invalid name',
  'duplicate name',
  'empty section',
  'adjacent siblings',
  'invalid min',
  'invalid max',
  'min above max',
  'invalid attribute',
  'invalid attribute value',
  'nested element',
  'invalid content',
  'too deep',
  'too many elements',
] as const;
export type TemplateErrorCode = (typeof TEMPLATE_ERROR_CODES)[number];

export interface TemplateError {
  /** the offending element, e.g. sections[1].children[0].children[2]; '' is the root */
  path: string;
  code: TemplateErrorCode;
  message: string;
}

export interface TemplateVerdict {
  valid: boolean;
  errors: TemplateError[];
}

type Container = 'section' | ElementTag;
type NodeRecord = Record<string, unknown>;

/** Elements whose place is defined by their parent; their message names the parents rather than listing a parent's children. */
const PLACED_BY_PARENT: readonly ElementTag[] = ['li', 'thead', 'tbody', 'tr', 'th', 'td'];
const REPEAT_SENSITIVE_TYPES: readonly string[] = ['flexible', 'optional'];

function isRecord(value: unknown): value is NodeRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null;
}

function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** A value in a message: text quoted, anything else as JSON, always one short line however hostile the value. */
function quote(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const line = text.replace(/\s+/g, ' ');
  const short = line.length > 40 ? `${line.slice(0, 40)}…` : line;
  return typeof value === 'string' ? `"${short}"` : short;
}

function invalidChildDetail(parent: Container, child: ElementTag): string {
  if (PLACED_BY_PARENT.includes(child)) return `${child} must be inside ${orList(parentsOf(child))}`;
  const allowed = PERMITTED_CHILDREN[parent];
  if (!allowed.length) return `${parent} holds no elements`;
  return `${parent} may hold ${orList(allowed)}, not ${child}`;
}

class TreeWalk {
  readonly errors: TemplateError[] = [];
  private elements = 0;
  private overflowReported = false;
  private readonly sectionNames = new Set<string>();

  constructor(private readonly kind: TemplateKind) {}

  report(path: string, code: TemplateErrorCode, detail: string): void {
    this.errors.push({ path, code, message: `${code}: ${detail}` });
  }

  root(tree: unknown): void {
    if (!isRecord(tree)) return this.report('', 'invalid type', 'a template is a layout element holding sections');
    if (tree.element !== 'layout') this.report('', 'invalid type', `the root must be the layout element, not ${quote(tree.element)}`);
    this.unknownProperties(tree, ELEMENT_PROPERTIES.layout, 'the layout', '');
    const sections = tree.sections;
    if (!Array.isArray(sections)) return this.report('sections', 'invalid type', 'sections must be a list');
    if (!sections.length) this.report('sections', 'empty template', 'a template needs at least one section');
    sections.forEach((node: unknown, i) => {
      const path = `sections[${i}]`;
      if (!isRecord(node)) return this.report(path, 'invalid type', 'a section must be an object');
      if (node.element !== 'section') {
        const what = isBlockTag(node.tag) || isInlineTag(node.tag) ? node.tag : quote(node.element);
        const known = node.element === 'block' || node.element === 'inline' || node.element === 'layout';
        if (known) return this.report(path, 'invalid child', `the layout holds sections only, not ${what}`);
        return this.report(path, 'invalid type', `unknown element ${quote(node.element)}`);
      }
      this.adjacency(sections[i - 1], node, path);
      this.section(node, path);
    });
  }

  /** Two flexible (or two optional) sections in a row leave no way to tell where one ends and the next begins. */
  private adjacency(previous: unknown, section: NodeRecord, path: string): void {
    if (!isRecord(previous) || previous.element !== 'section') return;
    if (!REPEAT_SENSITIVE_TYPES.includes(section.type as string) || previous.type !== section.type) return;
    this.report(path, 'adjacent siblings', `${section.type} section ${quote(section.name)} must not follow another ${section.type} section`);
  }

  private section(node: NodeRecord, path: string): void {
    this.unknownProperties(node, ELEMENT_PROPERTIES.section, 'a section', path);
    this.sectionName(node.name, path);
    if (!isSectionType(node.type)) this.report(path, 'invalid type', `section type must be ${orList(SECTION_TYPES)}, not ${quote(node.type)}`);
    this.attributes(node.attributes, 'section', path);
    this.wordRange(node, path);
    const children = node.children;
    if (isAbsent(children) || (Array.isArray(children) && !children.length)) {
      return this.report(path, 'empty section', `section ${quote(node.name)} needs at least one element`);
    }
    this.children(children, 'section', path, [], 1, false);
  }

  private sectionName(name: unknown, path: string): void {
    if (typeof name !== 'string' || !name.trim()) return this.report(path, 'invalid name', 'a section needs a name');
    if ([...name].length > SECTION_NAME_MAX_LENGTH) {
      return this.report(path, 'invalid name', `section name ${quote(name)} is longer than ${SECTION_NAME_MAX_LENGTH} characters`);
    }
    if (SECTION_NAME_FORBIDDEN.test(name)) return this.report(path, 'invalid name', 'section name must not contain < > [ or ]');
    if (this.sectionNames.has(name)) return this.report(path, 'duplicate name', `another section is already named ${quote(name)}`);
    this.sectionNames.add(name);
  }

  private children(children: unknown, parent: Container, path: string, ancestors: ElementTag[], depth: number, inTable: boolean): void {
    if (isAbsent(children)) return;
    if (!Array.isArray(children)) return this.report(path, 'invalid type', 'children must be a list');
    children.forEach((child: unknown, i) => this.element(child, parent, `${path}.children[${i}]`, ancestors, depth, inTable));
  }

  private element(node: unknown, parent: Container, path: string, ancestors: ElementTag[], depth: number, inTable: boolean): void {
    this.elements += 1;
    if (this.elements > TEMPLATE_MAX_ELEMENTS) {
      if (!this.overflowReported) this.report(path, 'too many elements', `a template holds at most ${TEMPLATE_MAX_ELEMENTS} elements`);
      this.overflowReported = true;
      return;
    }
    if (depth > TEMPLATE_MAX_DEPTH) return this.report(path, 'too deep', `elements nest at most ${TEMPLATE_MAX_DEPTH} levels below a section`);
    if (!isRecord(node)) return this.report(path, 'invalid type', 'an element must be an object');
    const { element, tag } = node;
    if (element === 'section') return this.report(path, 'invalid child', 'a section must be directly in the layout');
    if (element === 'layout') return this.report(path, 'invalid child', 'the layout is the root and cannot be inside another element');
    if (element !== 'block' && element !== 'inline') return this.report(path, 'invalid type', `unknown element ${quote(element)}`);
    const isBlock = element === 'block';
    if (!(isBlock ? isBlockTag(tag) : isInlineTag(tag))) {
      const [actual, expected] = isBlock ? ['an inline', 'a block'] : ['a block', 'an inline'];
      const misplaced = isBlock ? isInlineTag(tag) : isBlockTag(tag);
      return this.report(path, 'invalid type', misplaced ? `${tag as string} is ${actual} element, not ${expected}` : `unknown ${element} tag ${quote(tag)}`);
    }
    const elementTag = tag as ElementTag;
    if (!PERMITTED_CHILDREN[parent].includes(elementTag)) this.report(path, 'invalid child', invalidChildDetail(parent, elementTag));
    if (SELF_NESTING_FORBIDDEN.includes(elementTag) && ancestors.includes(elementTag)) {
      this.report(path, 'nested element', elementTag === 'div' ? 'div blocks must not nest' : `${elementTag} must not be inside another ${elementTag}`);
    }
    this.unknownProperties(node, isBlock ? ELEMENT_PROPERTIES.block : ELEMENT_PROPERTIES.inline, elementTag, path);
    this.attributes(node.attributes, elementTag, path);
    if (isBlock) this.wordRange(node, path);
    this.content(node.content, elementTag, path, inTable);
    this.children(node.children, elementTag, path, [...ancestors, elementTag], depth + 1, inTable || elementTag === 'table');
  }

  private unknownProperties(node: NodeRecord, allowed: readonly string[], what: string, path: string): void {
    for (const key of Object.keys(node)) {
      if (!allowed.includes(key)) this.report(path, 'unknown property', `${what} has no property ${quote(key)}`);
    }
  }

  private attributes(attributes: unknown, tag: Container, path: string): void {
    if (isAbsent(attributes)) return;
    if (!isRecord(attributes)) return this.report(path, 'invalid attribute', 'attributes must be an object of names and values');
    const permitted = permittedAttributes(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (!(permitted as readonly string[]).includes(name)) {
        this.report(path, 'invalid attribute', `${quote(name)} is not allowed on ${tag} (allowed: ${permitted.join(', ')})`);
        continue;
      }
      const problem = attributeValueProblem(name as AttributeName, value);
      if (problem) this.report(path, 'invalid attribute value', problem);
    }
  }

  private wordRange(node: NodeRecord, path: string): void {
    const isLimit = (value: unknown): value is number =>
      typeof value === 'number' && Number.isInteger(value) && value >= TEMPLATE_WORDS_MIN && value <= TEMPLATE_WORDS_MAX;
    const range = `a whole number of words from ${TEMPLATE_WORDS_MIN} to ${TEMPLATE_WORDS_MAX}`;
    const { min, max } = node;
    if (!isAbsent(min) && !isLimit(min)) this.report(path, 'invalid min', `min must be ${range}, not ${quote(min)}`);
    if (!isAbsent(max) && !isLimit(max)) this.report(path, 'invalid max', `max must be ${range}, not ${quote(max)}`);
    if (isLimit(min) && isLimit(max) && min > max) this.report(path, 'min above max', `min ${min} is above max ${max}`);
  }

  private content(content: unknown, tag: ElementTag, path: string, inTable: boolean): void {
    if (isAbsent(content)) return;
    if (typeof content !== 'string') return this.report(path, 'invalid content', 'content must be text');
    if (content.length > TEMPLATE_CONTENT_MAX_LENGTH) {
      return this.report(path, 'invalid content', `content is longer than ${TEMPLATE_CONTENT_MAX_LENGTH} characters`);
    }
    if (CONTENTLESS_TAGS.includes(tag)) return this.report(path, 'invalid content', `${tag} holds ${tag === 'br' ? 'nothing' : 'elements'}, not text`);
    // A layout describes the text still to be written; the only text it fixes in advance is a table's.
    if (this.kind === 'layout' && !inTable) this.report(path, 'invalid content', 'only tables may hold content in a layout');
  }
}

/**
 * Checks a briefing's or a layout's tree against every template rule (client-portal spec §5, decision 011).
 * Total: any JSON value gives a verdict, never an exception.
 */
export function validateTemplate(tree: unknown, kind: TemplateKind): TemplateVerdict {
  const walk = new TreeWalk(kind);
  walk.root(tree);
  return { valid: walk.errors.length === 0, errors: walk.errors };
}

export function isValidTemplate(tree: unknown, kind: TemplateKind): tree is TemplateTree {
  return validateTemplate(tree, kind).valid;
}
