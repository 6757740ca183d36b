import Joi from 'joi';
import type { RouteDefinition } from './api-router.js';
import { buildOpenApiDocument, joiToJsonSchema, operationIdFor, toOpenApiPaths, type JsonSchema, type OpenApiOperation } from './openapi.js';

const handler = () => undefined;

const projectSchema = Joi.object({
  id: Joi.number().integer().required(),
  name: Joi.string().required(),
  externalId: Joi.string().allow(null).required(),
  status: Joi.string().valid('open', 'processing', 'completed').required(),
});

const routes: RouteDefinition[] = [
  {
    method: 'get',
    path: '/client/project/:id',
    summary: 'One project of the caller',
    tags: ['Projects'],
    access: 'client',
    params: Joi.object({ id: Joi.number().integer().min(1).required() }),
    responses: { 200: { description: 'The project', schema: projectSchema } },
    handler,
  },
  {
    method: 'get',
    path: '/client/projects',
    summary: 'Projects of the caller',
    tags: ['Projects'],
    access: 'client',
    query: Joi.object({
      limit: Joi.number().integer().min(0).max(99999).default(10),
      status: Joi.string().valid('open', 'completed').description('client view of the status'),
      languages: Joi.array().items(Joi.string()).single(),
      search: Joi.string().allow(''),
      name: Joi.string().required(),
    }),
    handler,
  },
  {
    method: 'post',
    path: '/client/project',
    summary: 'Create a project',
    tags: ['Projects'],
    access: ['client', 'admin'],
    status: 201,
    body: Joi.object({
      name: Joi.string().min(3).max(80).required().description('shown in every list').example('Spring campaign'),
      contactEmail: Joi.string().email(),
      website: Joi.string().uri(),
      startsAt: Joi.date().iso(),
      budget: Joi.number().greater(0),
      level: Joi.string().valid('simple', 'good', null),
      keywords: Joi.array().items(Joi.string().max(40)).max(10).unique(),
      export: Joi.alternatives().try(Joi.string().valid('mail', 'online'), Joi.object({ url: Joi.string().uri().required() })),
      settings: Joi.object({
        notify: Joi.boolean().default(true),
        address: Joi.object({ city: Joi.string().required(), zipcode: Joi.string().pattern(/^\d{4,5}$/) }).required(),
      }),
      tracking: Joi.object({ source: Joi.string() }).unknown(),
      internalNote: Joi.any().forbidden(),
    }),
    responses: { 201: { description: 'The new project', schema: Joi.object({ id: Joi.number().integer().required() }) } },
    handler,
  },
  {
    method: 'get',
    path: '/client/billing/invoice/:id/download',
    summary: 'Invoice as PDF',
    tags: ['Billing'],
    access: 'client',
    responses: { 200: { description: 'The invoice', contentType: 'application/pdf' } },
    handler,
  },
  { method: 'get', path: '/health', summary: 'Health', tags: ['System'], access: 'public', handler },
];

const document = buildOpenApiDocument(routes, { title: 'Test API', version: '1.2.3' });

function operation(path: string, method: 'get' | 'post'): OpenApiOperation {
  const op = document.paths[path]?.[method];
  if (!op) throw new Error(`${method} ${path} is missing from the document`);
  return op;
}

function bodySchema(path: string): JsonSchema {
  return operation(path, 'post').requestBody!.content['application/json']!.schema;
}

function property(schema: JsonSchema, ...keys: string[]): JsonSchema {
  return keys.reduce((s, key) => (s.properties as Record<string, JsonSchema>)[key]!, schema);
}

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document with the given info, the routes tags in first-seen order and a bearer scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toEqual({ title: 'Test API', version: '1.2.3' });
    expect(document.tags).toEqual([{ name: 'Projects' }, { name: 'Billing' }, { name: 'System' }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('turns Express path parameters into required OpenAPI path parameters typed by the params schema', () => {
    const op = operation('/client/project/{id}', 'get');
    expect(document.paths['/client/project/:id']).toBeUndefined();
    expect(op.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }]);
  });

  it('types a path parameter without a params schema as a string', () => {
    const op = operation('/client/billing/invoice/{id}/download', 'get');
    expect(op.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
  });

  it('lists every key of the query schema as a query parameter with its enum, default and presence', () => {
    const params = Object.fromEntries(operation('/client/projects', 'get').parameters!.map((p) => [p.name, p]));
    expect(params.limit).toEqual({ name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 0, maximum: 99999, default: 10 } });
    expect(params.status).toEqual({
      name: 'status',
      in: 'query',
      required: false,
      description: 'client view of the status',
      schema: { type: 'string', enum: ['open', 'completed'] },
    });
    // repeated keys already form a list in query strings, so .single() adds no alternative there
    expect(params.languages!.schema).toEqual({ type: 'array', items: { type: 'string', minLength: 1 } });
    expect(params.search!.schema).toEqual({ type: 'string' });
    expect(params.name!.required).toBe(true);
  });

  it('describes the request body: required keys, closed objects, formats, enums with null, arrays, alternatives and nesting', () => {
    const body = bodySchema('/client/project');
    expect(operation('/client/project', 'post').requestBody!.required).toBe(true);
    expect(body.type).toBe('object');
    expect(body.required).toEqual(['name']);
    expect(body.additionalProperties).toBe(false);
    expect(property(body, 'name')).toEqual({
      type: 'string',
      minLength: 3,
      maxLength: 80,
      description: 'shown in every list',
      examples: ['Spring campaign'],
    });
    expect(property(body, 'contactEmail')).toMatchObject({ type: 'string', format: 'email' });
    expect(property(body, 'website')).toMatchObject({ type: 'string', format: 'uri' });
    expect(property(body, 'startsAt')).toEqual({ type: 'string', format: 'date-time' });
    expect(property(body, 'budget')).toEqual({ type: 'number', exclusiveMinimum: 0 });
    expect(property(body, 'level')).toEqual({ type: ['string', 'null'], enum: ['simple', 'good', null] });
    expect(property(body, 'keywords')).toEqual({ type: 'array', items: { type: 'string', maxLength: 40, minLength: 1 }, maxItems: 10, uniqueItems: true });
    expect(property(body, 'export')).toEqual({
      oneOf: [
        { type: 'string', enum: ['mail', 'online'] },
        { type: 'object', properties: { url: { type: 'string', format: 'uri', minLength: 1 } }, required: ['url'], additionalProperties: false },
      ],
    });
    expect(property(body, 'settings', 'notify')).toEqual({ type: 'boolean', default: true });
    expect(property(body, 'settings').required).toEqual(['address']);
    expect(property(body, 'settings', 'address')).toMatchObject({ required: ['city'], additionalProperties: false });
    expect(property(body, 'settings', 'address', 'zipcode')).toEqual({ type: 'string', pattern: '^\\d{4,5}$', minLength: 1 });
    expect(property(body, 'tracking').additionalProperties).toBeUndefined();
    expect(body.properties).not.toHaveProperty('internalNote');
  });

  it('uses the declared success status and response schemas, with a binary body for files', () => {
    const created = operation('/client/project', 'post').responses;
    expect(created['201']!.content!['application/json']!.schema).toEqual({
      type: 'object',
      properties: { id: { type: 'integer' } },
      required: ['id'],
      additionalProperties: false,
    });
    expect(created['200']).toBeUndefined();
    const project = operation('/client/project/{id}', 'get').responses['200']!.content!['application/json']!.schema;
    expect(property(project, 'externalId')).toEqual({ type: ['string', 'null'], minLength: 1 });
    const download = operation('/client/billing/invoice/{id}/download', 'get').responses['200']!;
    expect(download.content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
  });

  it('adds 400 for validated input, 415 for bodies, 401 and 403 for signed-in calls, 404 for path parameters, all as ErrorBody', () => {
    const codes = (path: string, method: 'get' | 'post') => Object.keys(operation(path, method).responses).sort();
    expect(codes('/client/project/{id}', 'get')).toEqual(['200', '400', '401', '403', '404']);
    expect(codes('/client/projects', 'get')).toEqual(['200', '400', '401', '403']);
    expect(codes('/client/project', 'post')).toEqual(['201', '400', '401', '403', '415']);
    expect(codes('/health', 'get')).toEqual(['200']);
    for (const status of ['400', '401', '403', '404']) {
      expect(operation('/client/project/{id}', 'get').responses[status]!.content!['application/json']!.schema).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
    }
    const errorBody = document.components.schemas.ErrorBody!;
    expect(errorBody.required).toEqual(['status', 'code', 'message']);
    expect(Object.keys(errorBody.properties as object)).toEqual(['status', 'code', 'message', 'error', 'requestId']);
  });

  it('marks who may call each operation', () => {
    expect(operation('/health', 'get')).toMatchObject({ 'x-access': 'public', security: [] });
    expect(operation('/client/project', 'post')).toMatchObject({ 'x-access': ['client', 'admin'], security: [{ bearerAuth: [] }, { apiKey: [] }], 'x-api-key-scopes': ['orders:write'] });
    expect(operation('/client/project', 'post').description).toBe(
      'Needs the access token of a client or an admin account. A client API key with the scope orders:write may call it too.',
    );
  });

  it('gives every operation a unique, readable operation id', () => {
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(ids).toEqual(['getClientProjectById', 'getClientProjects', 'postClientProject', 'getClientBillingInvoiceByIdDownload', 'getHealth']);
    const twice = buildOpenApiDocument([routes[4]!, { ...routes[4]!, path: '/health/' }]);
    expect(Object.values(twice.paths).map((m) => m.get!.operationId)).toEqual(['getHealth', 'getHealth2']);
  });
});

describe('joiToJsonSchema', () => {
  it('keeps joi refusing the empty string unless allow("") says otherwise', () => {
    expect(joiToJsonSchema(Joi.string())).toEqual({ type: 'string', minLength: 1 });
    expect(joiToJsonSchema(Joi.string().allow(''))).toEqual({ type: 'string' });
    expect(joiToJsonSchema(Joi.string().email().allow(''))).toEqual({ anyOf: [{ type: 'string', format: 'email' }, { enum: [''] }] });
  });

  it('derives the type of a bare valid() list from its values', () => {
    expect(joiToJsonSchema(Joi.valid(1, 2))).toEqual({ type: 'integer', enum: [1, 2] });
    expect(joiToJsonSchema(Joi.valid('a', 1))).toEqual({ type: ['string', 'integer'], enum: ['a', 1] });
  });

  it('expresses key dependencies', () => {
    const schema = joiToJsonSchema(Joi.object({ a: Joi.string(), b: Joi.string(), c: Joi.string() }).xor('a', 'b').with('a', 'c'));
    expect(schema.allOf).toEqual([{ oneOf: [{ required: ['a'] }, { required: ['b'] }] }]);
    expect(schema.dependentRequired).toEqual({ a: ['c'] });
  });

  it('offers both branches of a conditional', () => {
    const schema = joiToJsonSchema(Joi.alternatives().conditional('kind', { is: 'n', then: Joi.number(), otherwise: Joi.string() }));
    expect(schema).toEqual({ anyOf: [{ type: 'number' }, { type: 'string', minLength: 1 }] });
  });

  it('turns an object pattern into the schema of its values', () => {
    const schema = joiToJsonSchema(Joi.object().pattern(Joi.string(), Joi.array().items(Joi.string())));
    expect(schema).toEqual({
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string', minLength: 1 } },
      propertyNames: { type: 'string', minLength: 1 },
    });
  });
});

describe('toOpenApiPaths', () => {
  it('names parameters and wildcards, and splits optional groups into two paths', () => {
    expect(toOpenApiPaths('/client/order/:orderId/text/:version')).toEqual([
      { path: '/client/order/{orderId}/text/{version}', params: ['orderId', 'version'] },
    ]);
    expect(toOpenApiPaths('/files/*rest')).toEqual([{ path: '/files/{rest}', params: ['rest'] }]);
    expect(toOpenApiPaths('/settings{/:tab}')).toEqual([
      { path: '/settings', params: [] },
      { path: '/settings/{tab}', params: ['tab'] },
    ]);
  });

  it('builds operation ids from the method and path', () => {
    expect(operationIdFor('put', '/client/order/{id}/accept')).toBe('putClientOrderByIdAccept');
    expect(operationIdFor('get', '/client/text-topics')).toBe('getClientTextTopics');
  });
});
