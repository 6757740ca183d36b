import type Joi from 'joi';
import { ERROR_CODES } from '@inkwell/contracts';
import type { Access, HttpMethod, RouteDefinition } from './api-router.js';
import type { RouteUpload } from './file-upload.js';
import { routeApiKeyScopes } from './api-key-scopes.js';

/** A JSON Schema (2020-12) object as OpenAPI 3.1 embeds it. */
export type JsonSchema = { [keyword: string]: unknown };

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  /** who may call it: 'public' or the roles whose access token is accepted */
  'x-access': 'public' | string[];
  /** the scopes a client API key needs to call it; absent when no key may */
  'x-api-key-scopes'?: string[];
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: OpenApiInfo;
  servers?: { url: string; description?: string; variables?: Record<string, { default: string; description?: string }> }[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

/** The subset of joi's `describe()` output the walker reads. */
interface JoiDescription {
  type: string;
  flags?: Record<string, unknown>;
  rules?: { name: string; args?: Record<string, unknown> }[];
  allow?: unknown[];
  keys?: Record<string, JoiDescription>;
  items?: JoiDescription[];
  ordered?: JoiDescription[];
  patterns?: { regex?: string; schema?: JoiDescription; rule: JoiDescription }[];
  dependencies?: { rel: string; key?: string | null; peers: string[] }[];
  matches?: JoiMatch[];
  whens?: JoiMatch[];
  examples?: unknown[];
}

interface JoiMatch {
  schema?: JoiDescription;
  then?: JoiDescription;
  otherwise?: JoiDescription;
  switch?: { then?: JoiDescription; otherwise?: JoiDescription }[];
}

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };
const BEARER = 'bearerAuth';
/** Routes that create or move money or orders take it (decision 068): a retry with the same key replays the answer. */
const IDEMPOTENCY_PARAMETER: OpenApiParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any unique string (1 to 255 printable characters), one per attempt: a retry with the same key and body answers the first answer again (with Idempotent-Replayed: true) instead of repeating the write, for 24 hours; the same key with another body is a 422.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\x21-\x7e]+$' },
};
const API_KEY = 'apiKey';

const STRING_FORMATS: Record<string, string> = {
  email: 'email',
  uri: 'uri',
  guid: 'uuid',
  isoDate: 'date-time',
  isoDuration: 'duration',
  hostname: 'hostname',
  domain: 'hostname',
};

const STRING_PATTERNS: Record<string, string> = {
  alphanum: '^[a-zA-Z0-9]*$',
  token: '^\\w*$',
  hex: '^[a-fA-F0-9]*$',
};

/** JSON values joi lists under allow/valid; references (`Joi.ref`) and joi's own markers are left out. */
function literalValues(values: unknown[] | undefined): unknown[] {
  const literals: unknown[] = [];
  for (const v of values ?? []) {
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) literals.push(v);
    else if (v && typeof v === 'object' && 'value' in v) literals.push((v as { value: unknown }).value);
  }
  return literals;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function numericArg(rule: { args?: Record<string, unknown> }, name: string): number | undefined {
  const value = rule.args?.[name];
  return typeof value === 'number' ? value : undefined;
}

/** joi describes a RegExp as its source text "/…/flags"; JSON Schema wants the bare expression. */
function regexSource(described: string): string {
  const match = /^\/(.*)\/[a-z]*$/s.exec(described);
  return match ? match[1]! : described;
}

function stringSchema(d: JoiDescription): JsonSchema {
  const schema: JsonSchema = { type: 'string' };
  const patterns: JsonSchema[] = [];
  for (const rule of d.rules ?? []) {
    const limit = numericArg(rule, 'limit');
    if (rule.name === 'min' && limit !== undefined) schema.minLength = limit;
    else if (rule.name === 'max' && limit !== undefined) schema.maxLength = limit;
    else if (rule.name === 'length' && limit !== undefined) schema.minLength = schema.maxLength = limit;
    else if (rule.name === 'pattern' && typeof rule.args?.regex === 'string') {
      const pattern = regexSource(rule.args.regex);
      const inverted = (rule.args.options as { invert?: boolean } | undefined)?.invert;
      patterns.push(inverted ? { not: { pattern } } : { pattern });
    } else if (STRING_FORMATS[rule.name]) schema.format = STRING_FORMATS[rule.name];
    else if (STRING_PATTERNS[rule.name]) patterns.push({ pattern: STRING_PATTERNS[rule.name] });
  }
  // A second pattern cannot share the keyword, so extra ones are combined with allOf.
  const [first, ...rest] = patterns;
  if (first) Object.assign(schema, first);
  if (rest.length) schema.allOf = rest;
  return schema;
}

function numberSchema(d: JoiDescription): JsonSchema {
  const schema: JsonSchema = { type: 'number' };
  for (const rule of d.rules ?? []) {
    const limit = numericArg(rule, 'limit');
    if (rule.name === 'integer') schema.type = 'integer';
    else if (rule.name === 'min' && limit !== undefined) schema.minimum = limit;
    else if (rule.name === 'max' && limit !== undefined) schema.maximum = limit;
    else if (rule.name === 'greater' && limit !== undefined) schema.exclusiveMinimum = limit;
    else if (rule.name === 'less' && limit !== undefined) schema.exclusiveMaximum = limit;
    else if (rule.name === 'sign') {
      if (rule.args?.sign === 'positive') schema.exclusiveMinimum = 0;
      else schema.exclusiveMaximum = 0;
    } else if (rule.name === 'multiple' && typeof rule.args?.base === 'number') schema.multipleOf = rule.args.base;
    else if (rule.name === 'port') Object.assign(schema, { type: 'integer', minimum: 0, maximum: 65535 });
  }
  return schema;
}

/** Joi.date() reads ISO strings from JSON (and timestamps only when told to). */
function dateSchema(d: JoiDescription): JsonSchema {
  const format = d.flags?.format;
  if (format === 'javascript' || format === 'unix') return { type: 'number', description: `${format} timestamp` };
  return { type: 'string', format: 'date-time' };
}

function requiredOf(peers: string[]): JsonSchema {
  return { required: peers };
}

/** and/or/xor/oxor/nand/with/without between keys become the JSON Schema combinators that say the same. */
function dependencySchemas(d: JoiDescription): { allOf: JsonSchema[]; dependentRequired: Record<string, string[]> } {
  const allOf: JsonSchema[] = [];
  const dependentRequired: Record<string, string[]> = {};
  for (const dep of d.dependencies ?? []) {
    // Paths into nested objects ("a.b") have no JSON Schema counterpart at this level.
    if ([dep.key ?? '', ...dep.peers].some((p) => p.includes('.'))) continue;
    const each = dep.peers.map((p) => requiredOf([p]));
    const pairs = dep.peers.flatMap((a, i) => dep.peers.slice(i + 1).map((b) => requiredOf([a, b])));
    if (dep.rel === 'or') allOf.push({ anyOf: each });
    else if (dep.rel === 'xor') allOf.push({ oneOf: each });
    else if (dep.rel === 'oxor') allOf.push({ not: { anyOf: pairs } });
    else if (dep.rel === 'and') allOf.push({ anyOf: [requiredOf(dep.peers), { not: { anyOf: each } }] });
    else if (dep.rel === 'nand') allOf.push({ not: requiredOf(dep.peers) });
    else if (dep.rel === 'with' && dep.key) dependentRequired[dep.key] = dep.peers;
    else if (dep.rel === 'without' && dep.key) allOf.push({ if: requiredOf([dep.key]), then: { not: { anyOf: each } } });
  }
  return { allOf, dependentRequired };
}

function objectSchema(d: JoiDescription): JsonSchema {
  const schema: JsonSchema = { type: 'object' };
  if (d.keys) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, child] of Object.entries(d.keys)) {
      const presence = child.flags?.presence;
      if (presence === 'forbidden') continue;
      properties[key] = describeToJsonSchema(child);
      if (presence === 'required') required.push(key);
    }
    schema.properties = properties;
    if (required.length) schema.required = required;
  }
  for (const pattern of d.patterns ?? []) {
    if (pattern.regex) {
      schema.patternProperties = { ...(schema.patternProperties as object), [regexSource(pattern.regex)]: describeToJsonSchema(pattern.rule) };
    } else {
      schema.additionalProperties = describeToJsonSchema(pattern.rule);
      if (pattern.schema) schema.propertyNames = describeToJsonSchema(pattern.schema);
    }
  }
  // Joi refuses keys it does not know once any key is declared, unless .unknown() says otherwise.
  const unknown = d.flags?.unknown;
  if (unknown === true) delete schema.additionalProperties;
  else if (schema.additionalProperties === undefined && (d.keys || unknown === false)) schema.additionalProperties = false;
  for (const rule of d.rules ?? []) {
    const limit = numericArg(rule, 'limit');
    if (limit === undefined) continue;
    if (rule.name === 'min' || rule.name === 'length') schema.minProperties = limit;
    if (rule.name === 'max' || rule.name === 'length') schema.maxProperties = limit;
  }
  const { allOf, dependentRequired } = dependencySchemas(d);
  if (allOf.length) schema.allOf = allOf;
  if (Object.keys(dependentRequired).length) schema.dependentRequired = dependentRequired;
  return schema;
}

function arraySchema(d: JoiDescription): JsonSchema {
  const schema: JsonSchema = { type: 'array' };
  const items = (d.items ?? []).map(describeToJsonSchema);
  if (d.ordered?.length) {
    schema.prefixItems = d.ordered.map(describeToJsonSchema);
    schema.items = items.length ? anyOfOrSingle(items) : false;
  } else if (items.length) {
    schema.items = anyOfOrSingle(items);
  }
  for (const rule of d.rules ?? []) {
    const limit = numericArg(rule, 'limit');
    if (rule.name === 'unique') schema.uniqueItems = true;
    if (limit === undefined) continue;
    if (rule.name === 'min' || rule.name === 'length') schema.minItems = limit;
    if (rule.name === 'max' || rule.name === 'length') schema.maxItems = limit;
  }
  // .single() also accepts one bare item in place of the list.
  if (d.flags?.single && items.length) return { anyOf: [schema, ...items] };
  return schema;
}

function anyOfOrSingle(schemas: JsonSchema[]): JsonSchema {
  return schemas.length === 1 ? schemas[0]! : { anyOf: schemas };
}

/** Every schema a conditional (when / conditional / switch) may end up applying. */
function conditionalBranches(matches: JoiMatch[]): JoiDescription[] {
  return matches.flatMap((m) => [
    ...(m.then ? [m.then] : []),
    ...(m.otherwise ? [m.otherwise] : []),
    ...(m.switch ?? []).flatMap((s) => [...(s.then ? [s.then] : []), ...(s.otherwise ? [s.otherwise] : [])]),
  ]);
}

function alternativesSchema(d: JoiDescription): JsonSchema {
  const tried = (d.matches ?? []).flatMap((m) => (m.schema ? [m.schema] : []));
  const conditional = conditionalBranches(d.matches ?? []);
  const options = [...tried, ...conditional].map(describeToJsonSchema);
  if (!options.length) return {};
  if (d.flags?.match === 'all') return { allOf: options };
  // Conditional branches may overlap, so only a pure try() list is exclusive.
  if (conditional.length || d.flags?.match === 'any') return { anyOf: options };
  return { oneOf: options };
}

function baseSchema(d: JoiDescription): JsonSchema {
  switch (d.type) {
    case 'string':
      return stringSchema(d);
    case 'number':
      return numberSchema(d);
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return dateSchema(d);
    case 'object':
      return objectSchema(d);
    case 'array':
      return arraySchema(d);
    case 'alternatives':
      return alternativesSchema(d);
    case 'binary':
      return { type: 'string', format: 'binary' };
    default:
      return {};
  }
}

/** valid() makes an enum; allow() widens the type (null) or adds the listed values beside it. */
function applyValues(schema: JsonSchema, d: JoiDescription): JsonSchema {
  const allowed = literalValues(d.allow);
  if (d.flags?.only) {
    const declared = schema.type as string | undefined;
    const types = [...new Set(allowed.map(jsonType))];
    const type = declared ? (allowed.includes(null) ? [declared, 'null'] : declared) : types.length === 1 ? types[0] : types;
    return { ...schema, ...(type && (!Array.isArray(type) || type.length) ? { type } : {}), enum: allowed };
  }
  // .empty('') accepts '' too (and turns it into undefined).
  const extras = [...allowed, ...literalValues((d.flags?.empty as JoiDescription | undefined)?.allow)];
  let result = schema;
  let others = extras;
  if (d.type === 'string') {
    const emptyAlreadyValid = !schema.minLength && !schema.pattern && !schema.format;
    if (!extras.includes('')) {
      // Joi.string() refuses '' unless allow('') says otherwise.
      if (!schema.minLength) {
        const { type, ...constraints } = result;
        result = { type, minLength: 1, ...constraints };
      }
    } else if (emptyAlreadyValid) others = others.filter((v) => v !== '');
  }
  if (others.includes(null) && typeof result.type === 'string') {
    result = { ...result, type: [result.type, 'null'] };
    others = others.filter((v) => v !== null);
  }
  if (others.length && Object.keys(result).length) result = { anyOf: [result, { enum: [...new Set(others)] }] };
  return result;
}

function annotate(schema: JsonSchema, d: JoiDescription): JsonSchema {
  const flags = d.flags ?? {};
  const result = { ...schema };
  if (typeof flags.label === 'string') result.title = flags.label;
  if (typeof flags.description === 'string') result.description = flags.description;
  // Function defaults are not described by joi; deep object defaults come back as a marker.
  const dflt = flags.default;
  if (dflt !== undefined && !(dflt && typeof dflt === 'object' && 'special' in dflt)) result.default = dflt;
  if (d.examples?.length) result.examples = d.examples;
  return result;
}

/** Walks `schema.describe()` output; exported for the tests and for callers holding a description already. */
export function describeToJsonSchema(d: JoiDescription): JsonSchema {
  let schema = baseSchema(d);
  // when() on a plain schema: a bare any() takes its shape from the branches; a typed one keeps its own.
  if (d.whens?.length && Object.keys(schema).length === 0) {
    const branches = conditionalBranches(d.whens)
      .map(describeToJsonSchema)
      .filter((b) => Object.keys(b).length);
    if (branches.length) schema = anyOfOrSingle(branches);
  }
  return annotate(applyValues(schema, d), d);
}

export function joiToJsonSchema(schema: Joi.Schema): JsonSchema {
  return describeToJsonSchema(schema.describe() as JoiDescription);
}

/**
 * Express 5 path → OpenAPI paths: ':id' and '*rest' become '{id}'/'{rest}'; an optional group
 * '{/:tab}' has no OpenAPI form, so it yields one path with and one without it.
 */
export function toOpenApiPaths(expressPath: string): { path: string; params: string[] }[] {
  const group = /\{([^{}]*)\}/.exec(expressPath);
  if (group) {
    const before = expressPath.slice(0, group.index);
    const after = expressPath.slice(group.index + group[0].length);
    return [...toOpenApiPaths(before + after), ...toOpenApiPaths(before + group[1] + after)];
  }
  const params: string[] = [];
  const path = expressPath.replace(/[:*]([A-Za-z_$][\w$]*)/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return [{ path: path || '/', params }];
}

/** getClientProjectByIdOrders for GET /client/project/{id}/orders: readable and stable across builds. */
export function operationIdFor(method: HttpMethod, openApiPath: string): string {
  const words = openApiPath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const text = param ? `by-${param[1]}` : segment;
      return text
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('');
    });
  return method + words.join('');
}

function accessRoles(access: Access): 'public' | string[] {
  if (access === 'public') return 'public';
  return typeof access === 'string' ? [access] : [...access];
}

function accessDescription(access: 'public' | string[]): string {
  if (access === 'public') return 'Public: no access token needed.';
  return `Needs the access token of ${access.map((r) => `${/^[aeiou]/.test(r) ? 'an' : 'a'} ${r}`).join(' or ')} account.`;
}

function objectKeys(schema: Joi.ObjectSchema | undefined): Record<string, JoiDescription> {
  return schema ? ((schema.describe() as JoiDescription).keys ?? {}) : {};
}

function parameter(name: string, location: 'path' | 'query', d: JoiDescription | undefined): OpenApiParameter {
  // Repeated query keys already make a list in OpenAPI's form style, so .single() adds nothing there.
  const described = d && location === 'query' && d.flags?.single ? { ...d, flags: { ...d.flags, single: false } } : d;
  const schema = described ? describeToJsonSchema(described) : { type: 'string' };
  const { description, ...rest } = schema;
  return {
    name,
    in: location,
    required: location === 'path' || d?.flags?.presence === 'required',
    ...(typeof description === 'string' ? { description } : {}),
    schema: rest,
  };
}

function isBodyRequired(body: Joi.Schema): boolean {
  const d = body.describe() as JoiDescription;
  if (d.flags?.presence === 'required') return true;
  if (d.type !== 'object') return true;
  return Object.values(d.keys ?? {}).some((k) => k.flags?.presence === 'required');
}

/** One binary property: the adversarial suite and client generators find the file field by its format. */
function uploadSchema(upload: RouteUpload, body?: JsonSchema): JsonSchema {
  const accepted = `${upload.types.join(', ')} (recognised by content), at most ${upload.maxBytes} bytes`;
  const file: JsonSchema = { type: 'string', format: 'binary', description: upload.description ? `${upload.description}; ${accepted}` : accepted };
  const json: Record<string, JsonSchema> = upload.jsonField
    ? { [upload.jsonField]: { type: 'string', contentMediaType: 'application/json', ...(body ? { contentSchema: body } : {}), description: 'The form as JSON' } }
    : {};
  return {
    type: 'object',
    required: [...(upload.jsonField ? [upload.jsonField] : []), ...(upload.optional ? [] : [upload.field])],
    additionalProperties: false,
    properties: { ...json, [upload.field]: file },
  };
}

const SUCCESS_DESCRIPTIONS: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' };

function errorResponse(description: string): OpenApiResponse {
  return { description, content: { 'application/json': { schema: ERROR_BODY_REF } } };
}

function responsesFor(route: RouteDefinition, pathParams: string[]): Record<string, OpenApiResponse> {
  const responses: Record<string, OpenApiResponse> = {};
  const success = route.status ?? 200;
  responses[success] = { description: SUCCESS_DESCRIPTIONS[success] ?? 'Success' };
  if (route.params || route.query || route.body || route.upload) responses[400] = errorResponse('Invalid input; `error` names every offending field');
  if (route.body) responses[415] = errorResponse('The body is not application/json (or not UTF-8 encoded JSON)');
  if (route.upload) {
    responses[413] = errorResponse(`The file is larger than ${route.upload.maxBytes} bytes`);
    responses[415] = errorResponse('The body is not multipart/form-data');
  }
  if (route.access !== 'public') {
    responses[401] = errorResponse('No valid access token');
    responses[403] = errorResponse('The token belongs to another role');
  }
  if (pathParams.length) responses[404] = errorResponse('Not found, or not visible to the caller');
  for (const [status, declared] of Object.entries(route.responses ?? {})) {
    const contentType = declared.contentType ?? 'application/json';
    let schema: JsonSchema | undefined;
    if (declared.schema) schema = joiToJsonSchema(declared.schema);
    else if (declared.contentType) schema = { type: 'string', format: 'binary' };
    else if (Number(status) >= 400) schema = ERROR_BODY_REF;
    responses[status] = { description: declared.description, ...(schema ? { content: { [contentType]: { schema } } } : {}) };
  }
  return responses;
}

export const errorBodySchema: JsonSchema = {
  type: 'object',
  description: 'The body of every error answer.',
  required: ['status', 'code', 'message'],
  properties: {
    status: { type: 'integer', description: 'the HTTP status, repeated' },
    code: { type: 'string', enum: Object.values(ERROR_CODES) },
    message: { type: 'string', description: 'one line a person can read' },
    error: {
      type: 'object',
      description: 'field errors (400): field name → messages',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    requestId: { type: 'string', description: 'quote it when reporting a problem' },
  },
};

const DEFAULT_INFO: OpenApiInfo = { title: 'Inkwell core API', version: '0.0.0' };

/** The OpenAPI 3.1 document of `routes`, built from the same joi schemas that validate the requests. */
export function buildOpenApiDocument(
  routes: readonly RouteDefinition[],
  info: OpenApiInfo = DEFAULT_INFO,
  servers?: OpenApiDocument['servers'],
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  const usedIds = new Set<string>();
  for (const route of routes) {
    const paramKeys = objectKeys(route.params);
    const queryKeys = objectKeys(route.query);
    for (const { path, params } of toOpenApiPaths(route.path)) {
      let operationId = operationIdFor(route.method, path);
      for (let n = 2; usedIds.has(operationId); n++) operationId = `${operationIdFor(route.method, path)}${n}`;
      usedIds.add(operationId);
      for (const tag of route.tags) if (!tags.includes(tag)) tags.push(tag);
      const access = accessRoles(route.access);
      // A client API key reaches only client routes, and only those its scopes allow (decision 066).
      const keyScopes = access !== 'public' && access.includes('client') ? routeApiKeyScopes(route) : null;
      const parameters = [
        ...params.map((name) => parameter(name, 'path', paramKeys[name])),
        ...Object.entries(queryKeys)
          .filter(([, d]) => d.flags?.presence !== 'forbidden')
          .map(([name, d]) => parameter(name, 'query', d)),
        ...(route.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
      ];
      const operation: OpenApiOperation = {
        operationId,
        summary: route.summary,
        description: `${accessDescription(access)}${keyScopes ? ` A client API key with the scope ${keyScopes.join(' and ')} may call it too.` : ''}`,
        tags: route.tags,
        'x-access': access,
        ...(keyScopes ? { 'x-api-key-scopes': [...keyScopes] } : {}),
        security: access === 'public' ? [] : [{ [BEARER]: [] }, ...(keyScopes ? [{ [API_KEY]: [] }] : [])],
        ...(parameters.length ? { parameters } : {}),
        ...(route.body
          ? { requestBody: { required: isBodyRequired(route.body), content: { 'application/json': { schema: joiToJsonSchema(route.body) } } } }
          : {}),
        ...(route.upload ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: uploadSchema(route.upload, route.body && joiToJsonSchema(route.body)) } } } } : {}),
        responses: responsesFor(route, params),
      };
      (paths[path] ??= {})[route.method] = operation;
    }
  }
  return {
    openapi: '3.1.0',
    info,
    ...(servers ? { servers } : {}),
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: errorBodySchema },
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Access token from the login call of the role; the BFFs send it for the browser apps.',
        },
        [API_KEY]: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description: 'A client’s API key (ink_live_…), created in the client app under Settings → API; `Authorization: Bearer ink_live_…` works as well. Each operation names the scopes it needs (x-api-key-scopes).',
        },
      },
    },
  };
}
