// Every route of core-api, read from the running build's /openapi.json: the document is generated from the
// same route registry that mounts the handlers (decision 004), so a route added tomorrow is attacked tomorrow.
import type { HttpClient } from './http';

export type Role = 'client' | 'admin' | 'linguist';

/** The JSON Schema (2020-12) keywords core-api's joi walker emits and these suites read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  patternProperties?: Record<string, JsonSchema>;
  minProperties?: number;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  default?: unknown;
  examples?: unknown[];
  description?: string;
}

export interface RouteParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Route {
  /** upper case */
  method: string;
  /** OpenAPI form: /client/order/{id} */
  path: string;
  key: string;
  access: 'public' | Role[];
  tags: string[];
  pathParams: RouteParameter[];
  query: RouteParameter[];
  body?: JsonSchema;
  bodyRequired: boolean;
  /** the request content types the document declares */
  contentTypes: string[];
  /** the multipart/form-data schema of an upload route */
  multipart?: JsonSchema;
  /** the scopes a client API key needs for the route; absent when no key may call it (decision 066) */
  apiKeyScopes?: string[];
}

interface OpenApiOperation {
  tags?: string[];
  'x-access': 'public' | Role[];
  'x-api-key-scopes'?: string[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export async function loadRoutes(core: HttpClient): Promise<Route[]> {
  const answer = await core({ method: 'GET', path: '/openapi.json' });
  if (answer.status !== 200) throw new Error(`GET /openapi.json answered ${answer.status}`);
  const document = answer.body as OpenApiDocument;
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const contentTypes = Object.keys(content);
      routes.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        access: operation['x-access'],
        tags: operation.tags ?? [],
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: content['application/json']?.schema,
        bodyRequired: operation.requestBody?.required ?? false,
        contentTypes,
        multipart: Object.entries(content).find(([type]) => type.startsWith('multipart/'))?.[1].schema,
        apiKeyScopes: operation['x-api-key-scopes'],
      });
    }
  }
  return routes;
}

export function allows(route: Route, role: Role): boolean {
  return route.access !== 'public' && route.access.includes(role);
}

export function isUpload(route: Route): boolean {
  return route.contentTypes.some((t) => t.startsWith('multipart/'));
}

export function isWrite(route: Route): boolean {
  return route.method !== 'GET' && route.method !== 'HEAD';
}

/** `/client/order/{id}/text` with `{ id: '7' }` → `/client/order/7/text` */
export function fillPath(route: Route, values: Record<string, string>): string {
  return route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.key}: no value for path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The schema with `null` taken out of its type, and the first non-null branch of an anyOf/oneOf. */
export function mainType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.enum?.length) {
    const first = schema.enum.find((v) => v !== null);
    return first === undefined ? undefined : typeof first === 'number' ? 'number' : typeof first;
  }
  const branch = (schema.anyOf ?? schema.oneOf)?.find((b) => mainType(b) !== undefined && mainType(b) !== 'null');
  return branch ? mainType(branch) : undefined;
}
