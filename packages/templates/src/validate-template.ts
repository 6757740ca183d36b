import { attributeValueProblem } from './attribute-values.js';
import { TEMPLATE_RULE_CODES, templateProblemText, type TemplateMessageValues, type TemplateProblem, type TemplateRuleReason } from './template-messages.js';
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

export interface TemplateError extends TemplateProblem {
  /** the offending element, e.g. sections[1].children[0].children[2]; '' is the root */
  path: string;
  code: TemplateErrorCode;
  /** English: the code, then the reason's wording with its values (TEMPLATE_RULE_TEXTS) */
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

/** A value in a message: text quoted, anything else as JSON, always one short line however hostile the value. */
function quote(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const line = text.replace(/\s+/g, ' ');
  const short = line.length > 40 ? `${line.slice(0, 40)}…` : line;
  return typeof value === 'string' ? `"${short}"` : short;
}

function invalidChild(parent: Container, child: ElementTag): TemplateProblem {
  if (PLACED_BY_PARENT.includes(child)) return { reason: 'mustBeInside', values: { child, parents: { oneOf: parentsOf(child) } } };
  const allowed = PERMITTED_CHILDREN[parent];
  if (!allowed.length) return { reason: 'holdsNoElements', values: { parent } };
  return { reason: 'mayHold', values: { parent, allowed: { oneOf: allowed }, child } };
}

class TreeWalk {
  readonly errors: TemplateError[] = [];
  private elements = 0;
  private overflowReported = false;
  private readonly sectionNames = new Set<string>();

  constructor(private readonly kind: TemplateKind) {}

  report(path: string, reason: TemplateRuleReason, values: TemplateMessageValues = {}): void {
    const code = TEMPLATE_RULE_CODES[reason];
    this.errors.push({ path, code, message: `${code}: ${templateProblemText({ reason, values })}`, reason, values });
  }

  root(tree: unknown): void {
    if (!isRecord(tree)) return this.report('', 'notATemplate');
    if (tree.element !== 'layout') this.report('', 'rootNotLayout', { element: quote(tree.element) });
    this.unknownProperties(tree, ELEMENT_PROPERTIES.layout, 'layout', '');
    const sections = tree.sections;
    if (!Array.isArray(sections)) return this.report('sections', 'sectionsNotList');
    if (!sections.length) this.report('sections', 'emptyTemplate');
    sections.forEach((node: unknown, i) => {
      const path = `sections[${i}]`;
      if (!isRecord(node)) return this.report(path, 'sectionNotObject');
      if (node.element !== 'section') {
        const child = isBlockTag(node.tag) || isInlineTag(node.tag) ? node.tag : quote(node.element);
        const known = node.element === 'block' || node.element === 'inline' || node.element === 'layout';
        if (known) return this.report(path, 'layoutHoldsSections', { child });
        return this.report(path, 'unknownElement', { element: quote(node.element) });
      }
      this.adjacency(sections[i - 1], node, path);
      this.section(node, path);
    });
  }

  /** Two flexible (or two optional) sections in a row leave no way to tell where one ends and the next begins. */
  private adjacency(previous: unknown, section: NodeRecord, path: string): void {
    if (!isRecord(previous) || previous.element !== 'section') return;
    if (!REPEAT_SENSITIVE_TYPES.includes(section.type as string) || previous.type !== section.type) return;
    this.report(path, section.type === 'flexible' ? 'adjacentFlexible' : 'adjacentOptional', { name: quote(section.name) });
  }

  private section(node: NodeRecord, path: string): void {
    this.unknownProperties(node, ELEMENT_PROPERTIES.section, 'section', path);
    this.sectionName(node.name, path);
    if (!isSectionType(node.type)) this.report(path, 'invalidSectionType', { types: { oneOf: SECTION_TYPES }, type: quote(node.type) });
    this.attributes(node.attributes, 'section', path);
    this.wordRange(node, path);
    const children = node.children;
    if (isAbsent(children) || (Array.isArray(children) && !children.length)) {
      return this.report(path, 'emptySection', { name: quote(node.name) });
    }
    this.children(children, 'section', path, [], 1, false);
  }

  private sectionName(name: unknown, path: string): void {
    if (typeof name !== 'string' || !name.trim()) return this.report(path, 'nameMissing');
    if ([...name].length > SECTION_NAME_MAX_LENGTH) {
      return this.report(path, 'nameTooLong', { name: quote(name), max: SECTION_NAME_MAX_LENGTH });
    }
    if (SECTION_NAME_FORBIDDEN.test(name)) return this.report(path, 'nameForbiddenCharacters');
    if (this.sectionNames.has(name)) return this.report(path, 'duplicateName', { name: quote(name) });
    this.sectionNames.add(name);
  }

  private children(children: unknown, parent: Container, path: string, ancestors: ElementTag[], depth: number, inTable: boolean): void {
    if (isAbsent(children)) return;
    if (!Array.isArray(children)) return this.report(path, 'childrenNotList');
    children.forEach((child: unknown, i) => this.element(child, parent, `${path}.children[${i}]`, ancestors, depth, inTable));
  }

  private element(node: unknown, parent: Container, path: string, ancestors: ElementTag[], depth: number, inTable: boolean): void {
    this.elements += 1;
    if (this.elements > TEMPLATE_MAX_ELEMENTS) {
      if (!this.overflowReported) this.report(path, 'tooManyElements', { max: TEMPLATE_MAX_ELEMENTS });
      this.overflowReported = true;
      return;
    }
    if (depth > TEMPLATE_MAX_DEPTH) return this.report(path, 'tooDeep', { max: TEMPLATE_MAX_DEPTH });
    if (!isRecord(node)) return this.report(path, 'elementNotObject');
    const { element, tag } = node;
    if (element === 'section') return this.report(path, 'sectionInsideElement');
    if (element === 'layout') return this.report(path, 'layoutInsideElement');
    if (element !== 'block' && element !== 'inline') return this.report(path, 'unknownElement', { element: quote(element) });
    const isBlock = element === 'block';
    if (!(isBlock ? isBlockTag(tag) : isInlineTag(tag))) {
      const misplaced = isBlock ? isInlineTag(tag) : isBlockTag(tag);
      if (misplaced) return this.report(path, isBlock ? 'inlineAsBlock' : 'blockAsInline', { tag: tag as string });
      return this.report(path, isBlock ? 'unknownBlockTag' : 'unknownInlineTag', { tag: quote(tag) });
    }
    const elementTag = tag as ElementTag;
    if (!PERMITTED_CHILDREN[parent].includes(elementTag)) {
      const { reason, values } = invalidChild(parent, elementTag);
      this.report(path, reason, values);
    }
    if (SELF_NESTING_FORBIDDEN.includes(elementTag) && ancestors.includes(elementTag)) {
      if (elementTag === 'div') this.report(path, 'divNested');
      else this.report(path, 'selfNested', { tag: elementTag });
    }
    this.unknownProperties(node, isBlock ? ELEMENT_PROPERTIES.block : ELEMENT_PROPERTIES.inline, elementTag, path);
    this.attributes(node.attributes, elementTag, path);
    if (isBlock) this.wordRange(node, path);
    this.content(node.content, elementTag, path, inTable);
    this.children(node.children, elementTag, path, [...ancestors, elementTag], depth + 1, inTable || elementTag === 'table');
  }

  private unknownProperties(node: NodeRecord, allowed: readonly string[], element: 'layout' | 'section' | ElementTag, path: string): void {
    for (const key of Object.keys(node)) {
      if (allowed.includes(key)) continue;
      const property = quote(key);
      if (element === 'layout') this.report(path, 'layoutUnknownProperty', { property });
      else if (element === 'section') this.report(path, 'sectionUnknownProperty', { property });
      else this.report(path, 'elementUnknownProperty', { tag: element, property });
    }
  }

  private attributes(attributes: unknown, tag: Container, path: string): void {
    if (isAbsent(attributes)) return;
    if (!isRecord(attributes)) return this.report(path, 'attributesNotObject');
    const permitted = permittedAttributes(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (!(permitted as readonly string[]).includes(name)) {
        this.report(path, 'attributeNotAllowed', { attribute: quote(name), tag, allowed: permitted });
        continue;
      }
      const problem = attributeValueProblem(name as AttributeName, value);
      if (problem) this.report(path, problem.reason, problem.values);
    }
  }

  private wordRange(node: NodeRecord, path: string): void {
    const isLimit = (value: unknown): value is number =>
      typeof value === 'number' && Number.isInteger(value) && value >= TEMPLATE_WORDS_MIN && value <= TEMPLATE_WORDS_MAX;
    const range = { from: TEMPLATE_WORDS_MIN, to: TEMPLATE_WORDS_MAX };
    const { min, max } = node;
    if (!isAbsent(min) && !isLimit(min)) this.report(path, 'invalidMin', { ...range, value: quote(min) });
    if (!isAbsent(max) && !isLimit(max)) this.report(path, 'invalidMax', { ...range, value: quote(max) });
    if (isLimit(min) && isLimit(max) && min > max) this.report(path, 'minAboveMax', { min, max });
  }

  private content(content: unknown, tag: ElementTag, path: string, inTable: boolean): void {
    if (isAbsent(content)) return;
    if (typeof content !== 'string') return this.report(path, 'contentNotText');
    if (content.length > TEMPLATE_CONTENT_MAX_LENGTH) {
      return this.report(path, 'contentTooLong', { max: TEMPLATE_CONTENT_MAX_LENGTH });
    }
    if (CONTENTLESS_TAGS.includes(tag)) return tag === 'br' ? this.report(path, 'contentInLineBreak') : this.report(path, 'contentInContainer', { tag });
    // A layout describes the text still to be written; the only text it fixes in advance is a table's.
    if (this.kind === 'layout' && !inTable) this.report(path, 'contentOutsideTable');
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
