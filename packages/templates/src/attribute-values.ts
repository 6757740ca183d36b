import { ATTRIBUTE_MAX_LENGTH, HREF_MAX_LENGTH, type AttributeName } from './template-tree.js';
import type { TemplateProblem } from './template-messages.js';

/**
 * Attribute values are checked by what they may be, never by what they may not: a link is http(s) or mailto,
 * a style is a list of known properties with plain values. The validator reports the reason; the renderer
 * drops any value that has one, so a tree that skipped validation still renders inert.
 */

// Whitespace, quotes, angle brackets and backslashes never occur in a URL we emit; browsers would strip or
// reinterpret them (" javascript:" still runs).
const SAFE_HREF = /^(?:https?:\/\/[^\s"'<>`\\]+|mailto:[^\s"'<>`\\]+)$/i;

export const LINK_TARGETS = ['_blank', '_self', '_parent', '_top'] as const;
export const LINK_RELS = ['nofollow', 'noopener', 'noreferrer', 'external', 'ugc', 'sponsored', 'author', 'help', 'license', 'tag'] as const;

const CLASS_LIST = /^[A-Za-z_-][\w-]*(?: [A-Za-z_-][\w-]*)*$/;

/** Presentation only: nothing that positions an element over the page or loads a resource. */
export const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'vertical-align',
  'white-space',
  'list-style-type',
  'width',
  'min-width',
  'max-width',
  'height',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-collapse',
] as const;

const STYLE_VALUE = /^[#a-z0-9.,%\s()+-]+$/i;
const STYLE_FUNCTIONS = ['rgb', 'rgba', 'hsl', 'hsla'];
const REFUSED_IN_STYLE = ['url(', 'expression(', '<'];

export type StyleDeclaration = readonly [property: string, value: string];

/** The declarations of a safe style, or the reason it is refused. */
export function parseStyle(style: string): { declarations: StyleDeclaration[] } | { problem: TemplateProblem } {
  if (style.length > ATTRIBUTE_MAX_LENGTH) return { problem: { reason: 'styleTooLong', values: { max: ATTRIBUTE_MAX_LENGTH } } };
  const lower = style.toLowerCase();
  const refused = REFUSED_IN_STYLE.find((fragment) => lower.includes(fragment));
  if (refused) return { problem: { reason: 'styleRefusedFragment', values: { fragment: refused } } };
  const declarations: StyleDeclaration[] = [];
  for (const part of style.split(';')) {
    if (!part.trim()) continue;
    const colon = part.indexOf(':');
    if (colon < 0) return { problem: { reason: 'styleWithoutValue', values: { declaration: part.trim() } } };
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).trim();
    if (!(STYLE_PROPERTIES as readonly string[]).includes(property)) {
      return { problem: { reason: 'stylePropertyNotAllowed', values: { property: property || '(empty)' } } };
    }
    if (!STYLE_VALUE.test(value)) return { problem: { reason: 'styleValueCharacters', values: { property } } };
    const unknownFunction = [...value.matchAll(/([a-z-]*)\s*\(/gi)].map((m) => m[1]!.toLowerCase()).find((fn) => !STYLE_FUNCTIONS.includes(fn));
    if (unknownFunction !== undefined) return { problem: { reason: 'styleFunctions', values: { property, functions: STYLE_FUNCTIONS } } };
    declarations.push([property, value.replace(/\s+/g, ' ')]);
  }
  return { declarations };
}

export function serializeStyle(declarations: readonly StyleDeclaration[]): string {
  return declarations.map(([property, value]) => `${property}: ${value}`).join('; ');
}

export function isSafeHref(href: string): boolean {
  return href.length <= HREF_MAX_LENGTH && SAFE_HREF.test(href);
}

function relTokens(rel: string): string[] {
  return rel.split(' ').filter(Boolean);
}

/** Why a value is refused for the attribute, or undefined when it is fine. */
export function attributeValueProblem(name: AttributeName, value: unknown): TemplateProblem | undefined {
  if (typeof value !== 'string') return { reason: 'attributeNotText', values: { attribute: name } };
  switch (name) {
    case 'href':
      return isSafeHref(value) ? undefined : { reason: 'unsafeHref', values: {} };
    case 'style': {
      const parsed = parseStyle(value);
      return 'problem' in parsed ? parsed.problem : undefined;
    }
    case 'class':
      return value.length <= ATTRIBUTE_MAX_LENGTH && CLASS_LIST.test(value) ? undefined : { reason: 'classNames', values: {} };
    case 'target':
      return (LINK_TARGETS as readonly string[]).includes(value) ? undefined : { reason: 'linkTarget', values: { targets: LINK_TARGETS } };
    case 'rel': {
      const tokens = relTokens(value);
      return tokens.length && tokens.every((t) => (LINK_RELS as readonly string[]).includes(t)) ? undefined : { reason: 'linkRel', values: { rels: LINK_RELS } };
    }
    case 'title':
      return value.length <= ATTRIBUTE_MAX_LENGTH ? undefined : { reason: 'titleTooLong', values: { max: ATTRIBUTE_MAX_LENGTH } };
  }
}

/** The rel to emit: a link opening a new tab never hands the opener page to the target. */
export function linkRel(rel: string | undefined, target: string | undefined): string | undefined {
  const tokens = new Set(rel === undefined ? [] : relTokens(rel));
  if (target === '_blank') {
    tokens.add('noopener');
    tokens.add('noreferrer');
  }
  return tokens.size ? [...tokens].join(' ') : undefined;
}
