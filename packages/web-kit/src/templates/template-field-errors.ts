import { validateTemplate, type TemplateEditorError, type TemplateKind, type TemplateTree } from '@inkwell/ui-kit';
import { fieldErrorsOf, toHttpError } from '../api/error-to-text';

export interface TemplateFieldErrors {
  name?: string;
  /** keyed by element path, as core-api names them (`sections[1].children[0]`; `tree` for the root) */
  tree: TemplateEditorError[];
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** core-api keys a root error as `tree`, the rules name the root ''. */
const rulePath = (field: string) => (field === 'tree' ? '' : field);

/**
 * A 400's field errors split into the name field's and the editor's; null for any other failure. core-api
 * judged the tree with the same rules the editor runs, so each of its English messages is matched to the
 * editor's own verdict on the tree that was sent, which carries the reason and values to word it in the
 * interface language; a message the editor cannot match (a rule changed since) is shown as it came.
 */
export function templateFieldErrors(error: unknown, sent: { tree: TemplateTree; kind: TemplateKind }): TemplateFieldErrors | null {
  const fields = fieldErrorsOf(error);
  if (toHttpError(error)?.status !== 400 || !fields || Array.isArray(fields)) return null;
  const verdict = validateTemplate(sent.tree, sent.kind).errors;
  const result: TemplateFieldErrors = { tree: [] };
  for (const [field, value] of Object.entries(fields)) {
    const messages = messagesOf(value);
    if (field === 'name') {
      result.name = messages.join(' ');
      continue;
    }
    for (const message of messages) {
      const known = verdict.find((rule) => rule.path === rulePath(field) && rule.message === message);
      result.tree.push(known ? { ...known, path: field } : { path: field, message });
    }
  }
  return result;
}

export function isConflict(error: unknown): boolean {
  return toHttpError(error)?.status === 409;
}
