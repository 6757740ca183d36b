// Minimal valid request bodies, derived from a route's JSON Schema, so that an attack is refused for who sends
// it or what is wrong with it, never because the body was incomplete. Domain values the schema cannot say
// (a culture such as de-DE, a template tree) come from hints keyed by the property's name.
import { mainType, type JsonSchema, type Route } from './registry';

export interface TemplateTree {
  element: 'layout';
  sections: unknown[];
}

/** A briefing that passes every template rule: instructions as text of blocks and inlines. */
export function briefingTree(instruction = 'Say what the product is and who it is for.'): TemplateTree {
  return {
    element: 'layout',
    sections: [
      {
        element: 'section',
        name: 'Intro',
        type: 'fixed',
        min: 50,
        max: 100,
        children: [{ element: 'block', tag: 'p', content: instruction, children: [{ element: 'inline', tag: 'strong', content: 'No jargon.' }] }],
      },
    ],
  };
}

/** A layout that passes every template rule: empty elements with word limits for the writer to fill. */
export function layoutTree(sectionName = 'Intro'): TemplateTree {
  return {
    element: 'layout',
    sections: [{ element: 'section', name: sectionName, type: 'fixed', min: 40, max: 80, children: [{ element: 'block', tag: 'h2' }, { element: 'block', tag: 'p' }] }],
  };
}

/** `count` plain words. */
export function words(count: number, word = 'word'): string {
  return Array.from({ length: count }, (_, i) => `${word}${i}`).join(' ');
}

export interface BodyContext {
  /** the culture tenant data is written in */
  culture: string;
  /** a fresh address per call, so registrations do not collide */
  email: () => string;
}

let sequence = 0;
export const defaultBodyContext: BodyContext = {
  culture: 'de-DE',
  email: () => `adversarial-${process.pid}-${(sequence += 1)}@example.test`,
};

type Hint = (route: Route, schema: JsonSchema, context: BodyContext) => unknown;

const HINTS: Record<string, Hint> = {
  language: (_r, schema, c) => (schema.enum ? undefined : c.culture),
  culture: (_r, _s, c) => c.culture,
  languages: (_r, _s, c) => [c.culture],
  currency: (_r, schema) => (schema.enum ? undefined : 'EUR'),
  email: (_r, _s, c) => c.email(),
  username: (_r, _s, c) => c.email(),
  password: () => 'Adversarial-password-1',
  tree: (route) => (/layout/.test(route.path) ? layoutTree() : briefingTree()),
  text: () => words(12),
  method: (_r, schema) => (schema.enum?.includes('BANK') ? 'BANK' : undefined),
  amount: () => '100.00',
};

function firstNonNull(values: unknown[] | undefined): unknown {
  return values?.find((v) => v !== null);
}

function stringExample(schema: JsonSchema, context: BodyContext): string {
  if (schema.format === 'email') return context.email();
  if (schema.format === 'date-time' || schema.format === 'date') return new Date(Date.now() + 7 * 86_400_000).toISOString();
  if (schema.format === 'uri') return 'https://example.test/adversarial';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? Math.max(min, 11);
  const text = 'adversarial';
  return text.length >= min ? text.slice(0, Math.max(min, Math.min(max, text.length))) : text.padEnd(min, 'x');
}

function numberExample(schema: JsonSchema): number {
  const integer = mainType(schema) === 'integer';
  let value = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : 1);
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return value;
}

/** Required keys, plus the first branch's keys of a oneOf/anyOf of `required` lists (joi's xor/or). */
export function requiredKeys(schema: JsonSchema): string[] {
  const keys = new Set(schema.required ?? []);
  for (const part of schema.allOf ?? []) {
    const choice = (part.oneOf ?? part.anyOf)?.[0];
    for (const key of choice?.required ?? []) keys.add(key);
    for (const key of part.required ?? []) keys.add(key);
  }
  if (!keys.size && (schema.minProperties ?? 0) > 0 && schema.properties) {
    const first = Object.keys(schema.properties)[0];
    if (first) keys.add(first);
  }
  return [...keys];
}

/** A value the schema accepts: the smallest one that says something, preferring examples and enums. */
export function exampleOf(schema: JsonSchema, route: Route, context: BodyContext = defaultBodyContext, name?: string, depth = 0): unknown {
  const hint = name ? HINTS[name]?.(route, schema, context) : undefined;
  if (hint !== undefined) return hint;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return firstNonNull(schema.enum) ?? null;
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches?.length && !schema.type) {
    const branch = branches.find((b) => mainType(b) !== 'null') ?? branches[0];
    return branch ? exampleOf(branch, route, context, name, depth) : null;
  }
  switch (mainType(schema)) {
    case 'string':
      return stringExample(schema, context);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return false;
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 0);
      const items = schema.items || {};
      return Array.from({ length: count }, () => exampleOf(items, route, context, undefined, depth + 1));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      if (depth > 8) return value;
      for (const key of requiredKeys(schema)) {
        const property = schema.properties?.[key] ?? {};
        value[key] = exampleOf(property, route, context, key, depth + 1);
      }
      return value;
    }
    default:
      return 'adversarial';
  }
}

/** The minimal valid body of a route, or undefined when it takes none. */
export function validBody(route: Route, context: BodyContext = defaultBodyContext): unknown {
  return route.body ? exampleOf(route.body, route, context) : undefined;
}

/** Valid values for the route's required query parameters. */
export function validQuery(route: Route, context: BodyContext = defaultBodyContext): Record<string, string> {
  const query: Record<string, string> = {};
  for (const p of route.query) {
    if (!p.required) continue;
    const value = exampleOf(p.schema, route, context, p.name);
    query[p.name] = Array.isArray(value) ? value.map(String).join(',') : String(value);
  }
  return query;
}

export function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function schemaAt(schema: JsonSchema | undefined, path: string[]): JsonSchema | undefined {
  let current = schema;
  for (const key of path) {
    if (!current) return undefined;
    current = /^\d+$/.test(key) ? (current.items || undefined) : current.properties?.[key];
  }
  return current;
}

/**
 * Joi's `when` rules (a rating only for action=accept …) do not survive into JSON Schema, so the minimal body
 * can be refused for a field the schema never called required. The 400 names the field: add what it says is
 * required, drop what it says is not allowed. Undefined when the answer gives nothing to repair.
 */
export function repairBody(route: Route, body: unknown, fieldErrors: Record<string, string[]> | undefined, context: BodyContext = defaultBodyContext): unknown {
  if (!fieldErrors || !body || typeof body !== 'object') return undefined;
  const repaired = structuredClone(body) as Record<string, unknown>;
  let changed = false;
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const path = field.split('.');
    const last = path.pop();
    if (!last) continue;
    let parent: Record<string, unknown> | undefined = repaired;
    for (const key of path) parent = parent?.[key] as Record<string, unknown> | undefined;
    if (!parent || typeof parent !== 'object') continue;
    const text = messages.join(' ');
    if (/not allowed|forbidden/.test(text) && last in parent) {
      delete parent[last];
      changed = true;
    } else if (/required/.test(text) && !(last in parent)) {
      parent[last] = exampleOf(schemaAt(route.body, [...path, last]) ?? {}, route, context, last);
      changed = true;
    }
  }
  return changed ? repaired : undefined;
}
