import type { TemplateErrorCode } from './validate-template.js';

/**
 * A value a rule message names. Values are ready to show: hostile text is cut to one short line, and a value
 * that may be of any JSON type is quoted when it is text (`"20"` rather than 20). A list is either a plain
 * listing (`readonly string[]`: "style, class") or a choice between its items (`{ oneOf }`: "ul or ol"); each
 * interface language joins a choice with its own word for "or".
 */
export type TemplateMessageValue = string | number | readonly string[] | { readonly oneOf: readonly string[] };
export type TemplateMessageValues = Readonly<Record<string, TemplateMessageValue>>;

/**
 * Every wording of every rule, in English, keyed by its reason. The apps translate a problem by the same key
 * and values (web-kit `templateRules.rules.<reason>`), so a rule's text in any language says what this says.
 */
export const TEMPLATE_RULE_TEXTS = {
  // invalid type
  notATemplate: 'a template is a layout element holding sections',
  rootNotLayout: 'the root must be the layout element, not {{element}}',
  sectionsNotList: 'sections must be a list',
  sectionNotObject: 'a section must be an object',
  unknownElement: 'unknown element {{element}}',
  invalidSectionType: 'section type must be {{types}}, not {{type}}',
  childrenNotList: 'children must be a list',
  elementNotObject: 'an element must be an object',
  inlineAsBlock: '{{tag}} is an inline element, not a block',
  blockAsInline: '{{tag}} is a block element, not an inline',
  unknownBlockTag: 'unknown block tag {{tag}}',
  unknownInlineTag: 'unknown inline tag {{tag}}',
  // invalid child
  layoutHoldsSections: 'the layout holds sections only, not {{child}}',
  mustBeInside: '{{child}} must be inside {{parents}}',
  holdsNoElements: '{{parent}} holds no elements',
  mayHold: '{{parent}} may hold {{allowed}}, not {{child}}',
  sectionInsideElement: 'a section must be directly in the layout',
  layoutInsideElement: 'the layout is the root and cannot be inside another element',
  // unknown property
  layoutUnknownProperty: 'the layout has no property {{property}}',
  sectionUnknownProperty: 'a section has no property {{property}}',
  elementUnknownProperty: '{{tag}} has no property {{property}}',
  // sections
  emptyTemplate: 'a template needs at least one section',
  nameMissing: 'a section needs a name',
  nameTooLong: 'section name {{name}} is longer than {{max}} characters',
  nameForbiddenCharacters: 'section name must not contain < > [ or ]',
  duplicateName: 'another section is already named {{name}}',
  emptySection: 'section {{name}} needs at least one element',
  adjacentFlexible: 'flexible section {{name}} must not follow another flexible section',
  adjacentOptional: 'optional section {{name}} must not follow another optional section',
  // word limits
  invalidMin: 'min must be a whole number of words from {{from}} to {{to}}, not {{value}}',
  invalidMax: 'max must be a whole number of words from {{from}} to {{to}}, not {{value}}',
  minAboveMax: 'min {{min}} is above max {{max}}',
  // attributes
  attributesNotObject: 'attributes must be an object of names and values',
  attributeNotAllowed: '{{attribute}} is not allowed on {{tag}} (allowed: {{allowed}})',
  attributeNotText: '{{attribute}} must be text',
  unsafeHref: 'href must be an http://, https:// or mailto: address without spaces or quotes',
  styleTooLong: 'style is longer than {{max}} characters',
  styleRefusedFragment: 'style must not contain {{fragment}}',
  styleWithoutValue: 'style declaration "{{declaration}}" has no value',
  stylePropertyNotAllowed: 'style property {{property}} is not allowed',
  styleValueCharacters: 'style value of {{property}} may hold letters, digits, # . , % ( ) + - only',
  styleFunctions: 'style value of {{property}} may use {{functions}} only',
  classNames: 'class must be class names (letters, digits, _ and -) separated by single spaces',
  linkTarget: 'target must be one of {{targets}}',
  linkRel: 'rel must be words among {{rels}}',
  titleTooLong: 'title is longer than {{max}} characters',
  // nesting
  divNested: 'div blocks must not nest',
  selfNested: '{{tag}} must not be inside another {{tag}}',
  // content
  contentNotText: 'content must be text',
  contentTooLong: 'content is longer than {{max}} characters',
  contentInContainer: '{{tag}} holds elements, not text',
  contentInLineBreak: 'br holds nothing, not text',
  contentOutsideTable: 'only tables may hold content in a layout',
  // size
  tooDeep: 'elements nest at most {{max}} levels below a section',
  tooManyElements: 'a template holds at most {{max}} elements',
} as const;

export type TemplateRuleReason = keyof typeof TEMPLATE_RULE_TEXTS;

/** The code each reason reports under: a reason is one wording of one rule. */
export const TEMPLATE_RULE_CODES: Readonly<Record<TemplateRuleReason, TemplateErrorCode>> = {
  notATemplate: 'invalid type',
  rootNotLayout: 'invalid type',
  sectionsNotList: 'invalid type',
  sectionNotObject: 'invalid type',
  unknownElement: 'invalid type',
  invalidSectionType: 'invalid type',
  childrenNotList: 'invalid type',
  elementNotObject: 'invalid type',
  inlineAsBlock: 'invalid type',
  blockAsInline: 'invalid type',
  unknownBlockTag: 'invalid type',
  unknownInlineTag: 'invalid type',
  layoutHoldsSections: 'invalid child',
  mustBeInside: 'invalid child',
  holdsNoElements: 'invalid child',
  mayHold: 'invalid child',
  sectionInsideElement: 'invalid child',
  layoutInsideElement: 'invalid child',
  layoutUnknownProperty: 'unknown property',
  sectionUnknownProperty: 'unknown property',
  elementUnknownProperty: 'unknown property',
  emptyTemplate: 'empty template',
  nameMissing: 'invalid name',
  nameTooLong: 'invalid name',
  nameForbiddenCharacters: 'invalid name',
  duplicateName: 'duplicate name',
  emptySection: 'empty section',
  adjacentFlexible: 'adjacent siblings',
  adjacentOptional: 'adjacent siblings',
  invalidMin: 'invalid min',
  invalidMax: 'invalid max',
  minAboveMax: 'min above max',
  attributesNotObject: 'invalid attribute',
  attributeNotAllowed: 'invalid attribute',
  attributeNotText: 'invalid attribute value',
  unsafeHref: 'invalid attribute value',
  styleTooLong: 'invalid attribute value',
  styleRefusedFragment: 'invalid attribute value',
  styleWithoutValue: 'invalid attribute value',
  stylePropertyNotAllowed: 'invalid attribute value',
  styleValueCharacters: 'invalid attribute value',
  styleFunctions: 'invalid attribute value',
  classNames: 'invalid attribute value',
  linkTarget: 'invalid attribute value',
  linkRel: 'invalid attribute value',
  titleTooLong: 'invalid attribute value',
  divNested: 'nested element',
  selfNested: 'nested element',
  contentNotText: 'invalid content',
  contentTooLong: 'invalid content',
  contentInContainer: 'invalid content',
  contentInLineBreak: 'invalid content',
  contentOutsideTable: 'invalid content',
  tooDeep: 'too deep',
  tooManyElements: 'too many elements',
};

/** One wording of a rule with the values it names, before it is put into words in some language. */
export interface TemplateProblem {
  reason: TemplateRuleReason;
  values: TemplateMessageValues;
}

function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function englishValue(value: TemplateMessageValue): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return 'oneOf' in value ? orList(value.oneOf) : (value as readonly string[]).join(', ');
}

/** The English wording of a problem, as core-api and every message of validateTemplate carry it. */
export function templateProblemText({ reason, values }: TemplateProblem): string {
  return TEMPLATE_RULE_TEXTS[reason].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? englishValue(values[name]!) : placeholder,
  );
}
