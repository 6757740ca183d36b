import { createLogger } from '@inkwell/service-kit';
import supertest from 'supertest';
import { loadCoreConfig } from '../../config.js';
import { createRuntime } from '../../runtime.js';
import { createApp } from '../../app.js';
import { toOpenApiPaths, type OpenApiDocument } from '../../http/openapi.js';
import { LEVEL_CODES } from '../reference/data/levels.js';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';

let api: TestContext;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

describe('GET /health', () => {
  it('answers ok when the database answers', async () => {
    const res = await api.request().get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database cannot be reached', async () => {
    // Port 9 (discard) has no PostgreSQL behind it: the connection is refused at once.
    const config = loadCoreConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: 'postgres://nobody@127.0.0.1:9/nothing' });
    const runtime = createRuntime(config, createLogger('core-api', 'silent'));
    try {
      const res = await supertest(createApp(runtime).app).get('/health').expect(503);
      expect(res.body).toEqual({ status: 'unavailable', checks: { database: 'unreachable' } });
    } finally {
      await runtime.sequelize.close();
    }
  });
});

describe('GET /openapi.json', () => {
  let document: OpenApiDocument;

  beforeAll(async () => {
    const res = await api.request().get('/openapi.json').expect(200);
    document = res.body as OpenApiDocument;
  });

  it('describes every route in the registry, with its summary and tags', () => {
    expect(api.api.routes.length).toBeGreaterThanOrEqual(10);
    const missing: string[] = [];
    for (const route of api.api.routes) {
      for (const { path } of toOpenApiPaths(route.path)) {
        const operation = document.paths[path]?.[route.method];
        if (!operation) missing.push(`${route.method.toUpperCase()} ${route.path}`);
        else {
          expect(operation.summary).toBe(route.summary);
          expect(operation.tags).toEqual(route.tags);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('holds nothing but the registered routes, each under a unique operation id', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const expected = api.api.routes.reduce((n, route) => n + toOpenApiPaths(route.path).length, 0);
    expect(operations).toHaveLength(expected);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
  });

  it('documents the answers from the route schemas', () => {
    const levels = document.paths['/client/levels']!.get!.responses['200']!.content!['application/json']!.schema as {
      properties: { data: { items: { properties: { code: { enum: string[] } } } } };
    };
    expect(levels.properties.data.items.properties.code.enum).toEqual([...LEVEL_CODES]);
    expect(document.info).toMatchObject({ title: 'Inkwell core API', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});
