import fs from 'node:fs';
import path from 'node:path';
import type { RouteDefinition } from '../../http/api-router.js';
import { buildOpenApiDocument, type OpenApiDocument } from '../../http/openapi.js';

/** From src/modules/system or dist/modules/system alike: the package root is three levels up. */
function coreApiVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

const DESCRIPTION = [
  'The HTTP API of Inkwell, a marketplace where clients order written content from freelance linguists.',
  'Every call answers JSON; errors share the `ErrorBody` shape. Calls that are not public need the bearer',
  'access token of the role named under "access" (the browser apps send it through their BFF).',
].join(' ');

/** The one OpenAPI document of core-api: served at /openapi.json and printed by the docs build. */
export function buildCoreApiDocument(routes: readonly RouteDefinition[]): OpenApiDocument {
  return buildOpenApiDocument(routes, { title: 'Inkwell core API', version: coreApiVersion(), description: DESCRIPTION });
}
