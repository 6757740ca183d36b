import type { TemplateEditorError } from '@inkwell/ui-kit';
import { fieldErrorsOf, toHttpError } from '@inkwell/web-kit';

export interface TemplateFieldErrors {
  name?: string;
  /** keyed by element path, as core-api names them (`sections[1].children[0]`; `tree` for the root) */
  tree: TemplateEditorError[];
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A 400's field errors split into the name field's and the editor's; null for any other failure. */
export function templateFieldErrors(error: unknown): TemplateFieldErrors | null {
  const fields = fieldErrorsOf(error);
  if (toHttpError(error)?.status !== 400 || !fields || Array.isArray(fields)) return null;
  const result: TemplateFieldErrors = { tree: [] };
  for (const [field, value] of Object.entries(fields)) {
    const messages = messagesOf(value);
    if (field === 'name') result.name = messages.join(' ');
    else result.tree.push(...messages.map((message) => ({ path: field, message })));
  }
  return result;
}

export function isConflict(error: unknown): boolean {
  return toHttpError(error)?.status === 409;
}
