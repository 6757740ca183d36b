// Generated bad input for one route: broken JSON and encodings, lying content types, missing, extra and
// wrong-typed fields, huge and deeply nested values, prototype keys, hostile query strings and path ids.
import { exampleOf, requiredKeys } from './bodies';
import type { Call } from './http';
import { mainType, type JsonSchema, type Route } from './registry';
import { accepts, wrongValueFor } from './schema-check';

export interface Attack {
  kind: string;
  /** the field the attack is aimed at, when it has one */
  field?: string;
  request: Omit<Call, 'token' | 'from'>;
  /**
   * true: the input breaks the route's schema and must be refused with a field-naming 4xx. false: odd but
   * legal (a search for `' OR 1=1 --`), so any answer but a server error will do.
   */
  mustRefuse: boolean;
}

export const DEPTH = 10_000;
/** Over every string limit core-api has (1,000,000 characters for a text). */
export const HUGE_STRING_CHARS = 1_100_000;
/** Over express.json's 6 MB. */
const OVERSIZE_BODY = Buffer.from(`{"adversarial":"${'A'.repeat(7 * 1024 * 1024)}"}`);
/** Invalid UTF-8: a lone continuation byte, an overlong encoding, a truncated sequence, a UTF-16 surrogate. */
const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0x80, 0xc0, 0xaf, 0xc3, 0x28, 0xed, 0xa0, 0x80]);
const HUGE_STRING = 'A'.repeat(HUGE_STRING_CHARS);
const MAX_HUGE_FIELDS_PER_ROUTE = 3;

function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function without(object: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...object };
  delete copy[key];
  return copy;
}

/** `{"a":1}` + `"k":v` → `{"k":v,"a":1}`: keys JSON.stringify cannot write (`__proto__`) go in as text. */
function withRawMember(jsonText: string, member: string): string {
  const inner = jsonText.trim().slice(1, -1).trim();
  return `{${member}${inner ? `,${inner}` : ''}}`;
}

function nestedObjects(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function nestedArrays(depth: number): string {
  return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

/** The body's JSON with one field's value replaced by raw JSON text. */
function withRawValue(body: Record<string, unknown>, field: string, rawValue: string): string {
  const marker = `"@@adversarial-${field}@@"`;
  return JSON.stringify({ ...body, [field]: JSON.parse(marker) }).replace(marker, rawValue);
}

function outOfRange(schema: JsonSchema): number[] {
  const values: number[] = [];
  if (schema.maximum !== undefined) values.push(schema.maximum + 1);
  if (schema.minimum !== undefined) values.push(schema.minimum - 1);
  if (mainType(schema) === 'integer') values.push(1.5);
  return values;
}

export function bodyAttacks(route: Route, path: string, validBody: unknown): Attack[] {
  const schema = route.body;
  if (!schema) return [];
  const method = route.method;
  const base = objectOf(validBody);
  const text = JSON.stringify(validBody ?? {});
  const attacks: Attack[] = [];
  const json = (kind: string, body: unknown, field?: string) => attacks.push({ kind, field, request: { method, path, json: body }, mustRefuse: true });
  // null: no Content-Type header at all
  const raw = (kind: string, bytes: string | Buffer, contentType: string | null = 'application/json', field?: string) =>
    attacks.push({ kind, field, request: { method, path, raw: bytes, contentType: contentType ?? undefined }, mustRefuse: true });

  raw('malformed JSON', '{"adversarial": ');
  raw('truncated JSON', text.slice(0, Math.max(1, text.length - 1)));
  raw('JSON null', 'null');
  raw('JSON number', '42');
  raw('JSON string', '"adversarial"');
  json('JSON array', [validBody ?? {}]);
  raw('body over 6 MB', OVERSIZE_BODY);

  // The right bytes under the wrong label: core-api must not read them as an empty body.
  for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=adversarial', 'application/octet-stream', 'application/json; charset=utf-16']) {
    raw(`content type ${contentType}`, text, contentType);
  }
  raw('no content type', text, null);
  if (!accepts(schema, {})) {
    raw('empty body', '');
    json('every field missing', {});
  }

  for (const key of requiredKeys(schema)) json('missing field', without(base, key), key);
  json('extra field', { ...base, adversarialExtra: 'x' }, 'adversarialExtra');
  raw('__proto__ key', withRawMember(text, '"__proto__":{"adversarialPolluted":true}'), 'application/json', '__proto__');
  raw('constructor.prototype key', withRawMember(text, '"constructor":{"prototype":{"adversarialPolluted":true}}'), 'application/json', 'constructor');
  raw('prototype key', withRawMember(text, '"prototype":{"adversarialPolluted":true}'), 'application/json', 'prototype');
  raw(`${DEPTH.toLocaleString('en-US')} nested objects`, nestedObjects(DEPTH));

  let hugeFields = 0;
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const wrong = wrongValueFor(property);
    if (wrong !== undefined) json('wrong type', { ...base, [key]: wrong }, key);
    if (!accepts(property, null)) json('null', { ...base, [key]: null }, key);
    for (const value of outOfRange(property)) json('out of range', { ...base, [key]: value }, key);
    raw(`${DEPTH.toLocaleString('en-US')} nested objects in a field`, withRawValue(base, key, nestedObjects(DEPTH)), 'application/json', key);
    raw(`${DEPTH.toLocaleString('en-US')} nested arrays in a field`, withRawValue(base, key, nestedArrays(DEPTH)), 'application/json', key);

    const type = mainType(property);
    if (type === 'object' && property.properties) {
      const example = objectOf(exampleOf(property, route, undefined, key));
      raw('__proto__ key in a nested object', withRawValue(base, key, withRawMember(JSON.stringify(example), '"__proto__":{"adversarialPolluted":true}')), 'application/json', key);
      for (const [inner, innerSchema] of Object.entries(property.properties)) {
        const innerWrong = wrongValueFor(innerSchema);
        if (innerWrong !== undefined) json('wrong type in a nested object', { ...base, [key]: { ...example, [inner]: innerWrong } }, `${key}.${inner}`);
      }
    }
    if (type === 'integer' || type === 'number') {
      raw('number beyond double range', withRawValue(base, key, '1e309'), 'application/json', key);
      raw('number beyond 64 bits', withRawValue(base, key, '9223372036854775808'), 'application/json', key);
    }
    if (type === 'string' || property.anyOf?.some((b) => mainType(b) === 'string')) {
      if (hugeFields < MAX_HUGE_FIELDS_PER_ROUTE && !accepts(property, HUGE_STRING)) {
        hugeFields += 1;
        json(`${(HUGE_STRING_CHARS / 1e6).toFixed(1)} MB string`, { ...base, [key]: HUGE_STRING }, key);
      }
      json('NUL character', { ...base, [key]: 'adversarial\u0000nul' }, key);
      const [before, after] = withRawValue(base, key, '"@@bytes@@"').split('@@bytes@@') as [string, string];
      raw('invalid UTF-8', Buffer.concat([Buffer.from(before), INVALID_UTF8, Buffer.from(after)]), 'application/json', key);
    }
  }
  return attacks;
}

function wrongQueryValue(schema: JsonSchema): string | undefined {
  const type = mainType(schema);
  if (schema.enum) return 'zz-adversarial';
  if (type === 'integer' || type === 'number') return 'adversarial-not-a-number';
  if (type === 'boolean') return 'maybe';
  if (schema.format === 'date-time' || schema.format === 'date') return 'not-a-date';
  return undefined;
}

/** Strings a search box may legally receive; they must never break the query behind it. */
const ODD_STRINGS = ["' OR '1'='1' --", '%25%5F%5C', '%00', '%ff%fe', '%E0%A4%A', '%zz', '%F0%9F%92%A9', '..%2F..%2Fetc%2Fpasswd'];

export function queryAttacks(route: Route, path: string, validQuery: Record<string, string>): Attack[] {
  if (!route.query.length) return [];
  const base = new URLSearchParams(validQuery).toString();
  const attacks: Attack[] = [];
  const add = (kind: string, extra: string, mustRefuse: boolean, field?: string) =>
    attacks.push({ kind, field, request: { method: route.method, path: `${path}?${[base, extra].filter(Boolean).join('&')}` }, mustRefuse });

  add('unknown query parameter', 'adversarialExtra=1', true, 'adversarialExtra');
  add('__proto__ query parameter', '__proto__=1', true, '__proto__');
  add('__proto__[…] query parameter', '__proto__[adversarialPolluted]=1', true, '__proto__');
  add('constructor query parameter', 'constructor=1', true, 'constructor');
  add('prototype query parameter', 'prototype=1', true, 'prototype');

  for (const param of route.query) {
    const name = encodeURIComponent(param.name);
    const wrong = wrongQueryValue(param.schema);
    if (wrong !== undefined) add('wrong type', `${name}=${encodeURIComponent(wrong)}`, true, param.name);
    for (const value of outOfRange(param.schema)) add('out of range', `${name}=${value}`, true, param.name);
    const type = mainType(param.schema);
    if (type === 'string' && !accepts(param.schema, ['a', 'b'])) add('repeated key', `${name}=a&${name}=b`, true, param.name);
    if (type === 'string' && !param.schema.enum) {
      // Node refuses request heads over 16 KB (431) before any route sees them, so "huge" stays below that.
      const long = 'A'.repeat(8000);
      add('8,000-character value', `${name}=${long}`, !accepts(param.schema, long), param.name);
      for (const odd of ODD_STRINGS) add(`odd string ${odd}`, `${name}=${odd.startsWith('%') ? odd : encodeURIComponent(odd)}`, false, param.name);
    } else {
      for (const odd of ['%00', '%ff', '1e999', '0x10']) add(`bad value ${odd}`, `${name}=${odd}`, true, param.name);
    }
  }
  return attacks;
}

/** Ids that are not ids: text, zero, negatives, beyond int4 and int8, fractions, NUL, broken encodings, 3,000 characters. */
export function pathAttacks(route: Route, values: Record<string, string>): Attack[] {
  const attacks: Attack[] = [];
  for (const param of route.pathParams) {
    if (param.schema.enum) continue;
    for (const bad of ['adversarial', '0', '-1', '2147483648', '99999999999999999999', '1.5', '1e3', '%00', '%ff', 'x'.repeat(3000)]) {
      const path = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === param.name ? bad : encodeURIComponent(values[name] ?? '1')));
      attacks.push({ kind: `path ${param.name}=${bad.length > 20 ? `${bad.length} characters` : bad}`, field: param.name, request: { method: route.method, path }, mustRefuse: true });
    }
  }
  return attacks;
}

/**
 * Public writes that read their own raw body (a payment provider's webhook): garbage, a forged event under a
 * made-up signature, broken encodings and an oversize body must change nothing.
 */
export function rawBodyAttacks(route: Route, path: string): Attack[] {
  const forged = JSON.stringify({ id: 'evt_adversarial', type: 'payment_intent.succeeded', data: { object: { id: 'pi_adversarial', status: 'succeeded' } } });
  const signature = { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, 'x-signature': 'forged' };
  const raw = (kind: string, bytes: string | Buffer, headers: Record<string, string> = {}) =>
    ({ kind, mustRefuse: true, request: { method: route.method, path, raw: bytes, contentType: 'application/json', headers } }) satisfies Attack;
  return [
    raw('malformed JSON', '{"id": '),
    raw('empty body', ''),
    raw('forged event, made-up signature', forged, signature),
    raw('forged event, no signature', forged),
    raw('invalid UTF-8', Buffer.concat([Buffer.from('{"id":"'), INVALID_UTF8, Buffer.from('"}')]), signature),
    raw('body over 6 MB', OVERSIZE_BODY, signature),
  ];
}
