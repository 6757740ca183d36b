import Joi from 'joi';
import { validateTemplate, type TemplateError, type TemplateKind } from '@inkwell/templates';

/**
 * The field a template error is reported under in a 400: the element's path exactly as validateTemplate (and
 * so the editor) names it, e.g. `sections[1].children[0]`; an error at the root is the `tree` field itself.
 */
export function templateErrorField(error: Pick<TemplateError, 'path'>): string {
  return error.path || 'tree';
}

/** validateTemplate's errors as the field errors of a 400 body. */
export function templateFieldErrors(errors: readonly TemplateError[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) (fields[templateErrorField(error)] ??= []).push(error.message);
  return fields;
}

const RULE = 'templateTree.rule';

// A custom() rule can return one error only; an extension's base validation may return all of them, each
// under its own path, so one 400 names every offending element.
function treeExtension(kind: TemplateKind): Joi.Extension {
  return {
    type: `${kind}Tree`,
    base: Joi.any(),
    messages: { [RULE]: '{{#message}}' },
    validate(value: unknown, helpers) {
      const { errors } = validateTemplate(value, kind);
      if (!errors.length) return { value };
      return {
        value,
        errors: errors.map((error) =>
          helpers.error(RULE, { message: error.message, code: error.code }, helpers.state.localize!([templateErrorField(error)], helpers.state.ancestors)),
        ),
      };
    },
  };
}

const templateJoi = Joi.extend(treeExtension('layout'), treeExtension('briefing')) as Joi.Root & {
  layoutTree(): Joi.AnySchema;
  briefingTree(): Joi.AnySchema;
};

/** A briefing's or a layout's element tree, checked by every rule of @inkwell/templates. */
export function templateTreeSchema(kind: TemplateKind): Joi.AnySchema {
  const schema = kind === 'layout' ? templateJoi.layoutTree() : templateJoi.briefingTree();
  return schema.description(
    `The ${kind}'s element tree: { element: 'layout', sections: [{ element: 'section', name, type, min?, max?, attributes?, children: [blocks] }] }; ` +
      'see decision 011 for the elements and rules. A 400 names each offending element by its path, e.g. sections[1].children[0].',
  );
}
