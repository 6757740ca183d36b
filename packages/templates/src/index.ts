export * from './template-tree.js';
export * from './validate-template.js';
export * from './template-messages.js';
export * from './render-template-html.js';
export * from './layout-sections.js';
export * from './template-records.js';
export { attributeValueProblem, isSafeHref, linkRel, parseStyle, LINK_RELS, LINK_TARGETS, STYLE_PROPERTIES } from './attribute-values.js';
