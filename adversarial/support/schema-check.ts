// Just enough JSON Schema to know whether a generated "bad" value really is bad for a field: an attack the
// schema accepts would not be an attack.
import type { JsonSchema } from './registry';

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === type;
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}

function stringAccepted(schema: JsonSchema, value: string): boolean {
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  // a pattern JavaScript cannot read decides nothing here
  if (schema.pattern !== undefined && !safeTest(schema.pattern, value)) return false;
  if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return false;
  if ((schema.format === 'date-time' || schema.format === 'date') && Number.isNaN(Date.parse(value))) return false;
  return true;
}

function numberAccepted(schema: JsonSchema, value: number): boolean {
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  return true;
}

function objectAccepted(schema: JsonSchema, value: Record<string, unknown>): boolean {
  for (const key of schema.required ?? []) if (!(key in value)) return false;
  for (const [key, item] of Object.entries(value)) {
    const declared = schema.properties?.[key];
    if (declared) {
      if (!accepts(declared, item)) return false;
      continue;
    }
    const pattern = Object.entries(schema.patternProperties ?? {}).find(([p]) => safeTest(p, key));
    if (pattern) {
      if (!accepts(pattern[1], item)) return false;
      continue;
    }
    if (schema.additionalProperties === false) return false;
    if (typeof schema.additionalProperties === 'object' && !accepts(schema.additionalProperties, item)) return false;
  }
  if (schema.minProperties !== undefined && Object.keys(value).length < schema.minProperties) return false;
  return true;
}

/** Whether `value` satisfies `schema` (the keywords core-api's joi walker emits). */
export function accepts(schema: JsonSchema, value: unknown): boolean {
  if (schema.const !== undefined && !sameValue(schema.const, value)) return false;
  if (schema.enum && !schema.enum.some((v) => sameValue(v, value))) return false;
  if (schema.anyOf && !schema.anyOf.some((s) => accepts(s, value))) return false;
  if (schema.oneOf && !schema.oneOf.some((s) => accepts(s, value))) return false;
  if (schema.allOf && !schema.allOf.every((s) => accepts(s, value))) return false;
  if (schema.not && accepts(schema.not, value)) return false;
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => typeMatches(t, value))) return false;
  }
  if (typeof value === 'string') return stringAccepted(schema, value);
  if (typeof value === 'number') return numberAccepted(schema, value);
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
    const items = schema.items;
    return items === undefined || value.every((v) => items !== false && accepts(items, v));
  }
  if (value && typeof value === 'object') return objectAccepted(schema, value as Record<string, unknown>);
  return true;
}

/**
 * Values joi does not convert into anything else (no numeric strings, no 'true'): the first one the schema
 * refuses is the field's wrong-typed value.
 */
const WRONG_VALUES: unknown[] = [12345, 'adversarial-not-a-value', true, { adversarial: { nested: true } }, [[['x']]], -7.5];

export function wrongValueFor(schema: JsonSchema): unknown {
  // A schema that says nothing accepts everything; template trees are checked by their own rules.
  if (!Object.keys(schema).some((k) => k !== 'description' && k !== 'title')) return 12345;
  return WRONG_VALUES.find((v) => !accepts(schema, v));
}
