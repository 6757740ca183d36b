import fs from 'node:fs';
import path from 'node:path';
import type { RouteDefinition } from '../../http/api-router.js';
import { buildOpenApiDocument, type OpenApiDocument } from '../../http/openapi.js';
import { addExamples } from '../../http/openapi-examples.js';

/** From src/modules/system or dist/modules/system alike: the package root is three levels up. */
function coreApiVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

const DESCRIPTION = [
  'The HTTP API of Inkwell, a marketplace where clients order written content from freelance linguists.',
  'Every call answers JSON; errors share the `ErrorBody` shape. Calls that are not public need the bearer',
  'access token of the role named under "access" (the browser apps send it through their BFF); partners call the',
  'client operations with an API key (X-Api-Key), within the scopes each operation names.',
].join(' ');

/** Where a reader's own installation answers; the docs are built without knowing it. */
const SERVERS = [
  {
    url: '{origin}',
    description: 'Your Inkwell installation’s core-api',
    variables: { origin: { default: 'http://localhost:4000', description: 'scheme, host and port of core-api' } },
  },
];

/** The one OpenAPI document of core-api: served at /openapi.json and printed by the docs build. */
export function buildCoreApiDocument(routes: readonly RouteDefinition[]): OpenApiDocument {
  return addExamples(buildOpenApiDocument(routes, { title: 'Inkwell core API', version: coreApiVersion(), description: DESCRIPTION }, SERVERS));
}
