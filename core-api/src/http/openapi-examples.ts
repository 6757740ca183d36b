import type { JsonSchema, OpenApiDocument } from './openapi.js';

/** Values a string of a format takes in an example, so a reader sees its shape. */
const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2026-01-15T09:30:00.000Z',
  date: '2026-01-15',
  email: 'anna.schmidt@example.com',
  uri: 'https://shop.example.com/blog',
  uuid: '3f0c9d2e-5a4b-4c1d-9e8f-7a6b5c4d3e2f',
};

const MAX_DEPTH = 12;

/** Strings the document's patterns and lengths ask for (days, decimal amounts, rates, codes), tried in order. */
const STRING_CANDIDATES = [
  '2026-01-15',
  '120.00',
  '0.045',
  'DE',
  'EUR',
  'de-DE',
  'pi_3PqR2sTuVw',
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'string',
  '1',
];

/** Words a field of this name holds, used when they fit the field's rules, so an example reads like a real call. */
const FIELD_EXAMPLES: Record<string, string> = {
  language: 'de-DE',
  title: 'Ten tips for a faster online shop',
  name: 'Spring campaign',
  comment: 'Friendly tone; address the reader informally.',
  keywords: 'online shop',
  email: 'anna.schmidt@example.com',
  currency: 'EUR',
  country: 'DE',
  url: 'https://shop.example.com/blog',
  subject: 'Question about the briefing',
  body: 'Could you add a short summary at the end?',
};

function stringExample(schema: JsonSchema, field?: string): string {
  const formatted = typeof schema.format === 'string' ? FORMAT_EXAMPLES[schema.format] : undefined;
  if (formatted) return formatted;
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Number(schema.maxLength ?? Infinity);
  const pattern = typeof schema.pattern === 'string' ? safeRegExp(schema.pattern) : null;
  const fits = (candidate: string) => candidate.length >= minLength && candidate.length <= maxLength && (!pattern || pattern.test(candidate));
  const named = field ? FIELD_EXAMPLES[field] : undefined;
  if (named && fits(named)) return named;
  if (fits('string')) return 'string';
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.min(Math.max(minLength, 1), 1000));
}

function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

function firstOf(list: unknown): unknown {
  return Array.isArray(list) ? list.find((item) => item !== null) : undefined;
}

/**
 * An example value of a JSON Schema: the schema's own example where the joi schema gave one (`.example()`), else
 * its default, constant or first allowed value, else one built from its type and bounds. Deterministic, so the
 * document is the same on every build.
 */
export function exampleOf(schema: JsonSchema | undefined, document: Pick<OpenApiDocument, 'components'>, depth = 0, field?: string): unknown {
  if (!schema || depth > MAX_DEPTH) return null;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return exampleOf(document.components.schemas[name], document, depth + 1);
  }
  const own = Array.isArray(schema.examples) && schema.examples.length ? schema.examples[0] : schema.example;
  if (own !== undefined) return own;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  const allowed = firstOf(schema.enum);
  if (allowed !== undefined) return allowed;
  if (schema.properties) return objectExample(schema, document, depth);
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const alternatives = schema[keyword];
    if (Array.isArray(alternatives)) {
      const chosen = (alternatives as JsonSchema[]).find((alternative) => alternative.type !== 'null') ?? alternatives[0];
      return exampleOf(chosen as JsonSchema, document, depth + 1, field);
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as JsonSchema[]).map((part) => exampleOf(part, document, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? ((schema.type as string[]).find((t) => t !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'object':
      return objectExample(schema, document, depth);
    case 'array': {
      const item = exampleOf(schema.items as JsonSchema | undefined, document, depth + 1, field);
      const count = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: Math.min(count, 3) }, () => item);
    }
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
      return typeof schema.maximum === 'number' ? Math.min(Math.max(minimum, 1), schema.maximum) : Math.max(minimum, 1);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return stringExample(schema, field);
    default:
      return {};
  }
}

/**
 * Every property's example; where joi said "exactly one of" (a oneOf of `required` lists beside the properties),
 * the properties only the other alternatives require are left out, so the example satisfies the choice.
 */
function objectExample(schema: JsonSchema, document: Pick<OpenApiDocument, 'components'>, depth: number): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const example = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, exampleOf(property, document, depth + 1, key)]));
  const [chosen, ...others] = Array.isArray(schema.oneOf) ? (schema.oneOf as JsonSchema[]) : [];
  const kept = new Set((chosen?.required as string[] | undefined) ?? []);
  for (const other of others) for (const key of (other.required as string[] | undefined) ?? []) if (!kept.has(key)) delete example[key];
  return example;
}

/**
 * Every parameter, JSON request body and answer of the document gets an example (issue 17: each operation shows a
 * request and an answer), built from the same schemas that validate them; an example already there is kept.
 */
export function addExamples(document: OpenApiDocument): OpenApiDocument {
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods)) {
      if (!operation) continue;
      // A request is its parameters too: each gets a value, so the reference shows a whole call.
      for (const parameter of operation.parameters ?? []) {
        const withExample = parameter as typeof parameter & { example?: unknown };
        if (withExample.example === undefined) withExample.example = exampleOf(parameter.schema, document, 0, parameter.name);
      }
      const media = [
        ...Object.entries(operation.requestBody?.content ?? {}),
        ...Object.values(operation.responses).flatMap((response) => Object.entries(response.content ?? {})),
      ];
      for (const [type, content] of media) {
        const withExample = content as { schema: JsonSchema; example?: unknown };
        if (type === 'application/json' && withExample.example === undefined) withExample.example = exampleOf(withExample.schema, document);
      }
    }
  }
  return document;
}
