// core-api's OpenAPI document as the docs build reads it: Redocly's recommended rules find no error, every JSON body
// and answer has an example, and the client operations say which API-key scopes they need. Needs core-api built.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, describe, it } from 'node:test';
import { lintOpenApi } from './build-docs.mjs';

const OPENAPI_CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../core-api/dist/openapi-cli.js');
const built = fs.existsSync(OPENAPI_CLI);

describe('the OpenAPI document', { skip: built ? false : 'core-api is not built' }, () => {
  let document;
  let file;
  before(() => {
    const printed = spawnSync(process.execPath, [OPENAPI_CLI], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    assert.equal(printed.status, 0, printed.stderr);
    document = JSON.parse(printed.stdout);
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-openapi-')), 'openapi.json');
    fs.writeFileSync(file, printed.stdout);
  });
  const operations = () => Object.entries(document.paths).flatMap(([route, methods]) => Object.entries(methods).map(([method, operation]) => ({ route, method, operation })));

  it('has no error under Redocly’s recommended rules', () => {
    const lint = lintOpenApi(file);
    assert.ok(lint.ok, lint.output);
  });

  it('shows an example of every parameter, JSON request body and answer', () => {
    const missing = [];
    for (const { route, method, operation } of operations()) {
      const media = [...Object.entries(operation.requestBody?.content ?? {}), ...Object.values(operation.responses).flatMap((r) => Object.entries(r.content ?? {}))];
      for (const [type, content] of media) if (type === 'application/json' && content.example === undefined) missing.push(`${method} ${route}`);
      for (const parameter of operation.parameters ?? []) if (parameter.example === undefined) missing.push(`${method} ${route} ${parameter.name}`);
    }
    assert.deepEqual(missing, []);
  });

  it('lets API keys call client reads and order writes within their scopes, and nothing of the account', () => {
    const op = (route, method) => document.paths[route][method];
    assert.deepEqual(op('/client/projects', 'get')['x-api-key-scopes'], ['read']);
    assert.deepEqual(op('/client/billing/balance', 'get')['x-api-key-scopes'], ['billing:read']);
    assert.deepEqual(op('/client/project', 'post')['x-api-key-scopes'], ['orders:write']);
    assert.deepEqual(op('/client/project', 'post').security, [{ bearerAuth: [] }, { apiKey: [] }]);
    assert.equal(op('/client/api-keys', 'post')['x-api-key-scopes'], undefined);
    assert.equal(op('/client/settings/password', 'put')['x-api-key-scopes'], undefined);
    assert.equal(document.components.securitySchemes.apiKey.name, 'X-Api-Key');
    assert.ok(document.servers.length > 0);
  });
});
