import { createLogger } from '@inkwell/service-kit';
import pg from 'pg';
import supertest from 'supertest';
import { loadCoreConfig } from '../../config.js';
import { createRuntime } from '../../runtime.js';
import { createApp } from '../../app.js';
import { toOpenApiPaths, type OpenApiDocument } from '../../http/openapi.js';
import { LEVEL_CODES } from '../reference/data/levels.js';
import { startTestApi, workerDatabaseUrl, type TestContext } from '../../testing/test-runtime.js';
import { migrations } from '../../db/migrations/index.js';

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

/** A core-api on a database where `prepare` ran instead of the migrations; the database is dropped after. */
async function withUnmigratedDatabase(prepare: (client: pg.Client) => Promise<void>, test: (request: supertest.Agent) => Promise<void>): Promise<void> {
  const base = new URL(await workerDatabaseUrl());
  const name = `${base.pathname.slice(1)}_unmigrated`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  const runtime = createRuntime(loadCoreConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url.toString() }), createLogger('core-api', 'silent'));
  try {
    await client.connect();
    await prepare(client);
    await test(supertest.agent(createApp(runtime).app));
  } finally {
    await client.end();
    await runtime.sequelize.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

describe('GET /health/live and /health/ready', () => {
  it('answers live and ready on a migrated database that answers', async () => {
    const live = await api.request().get('/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await api.request().get('/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('stays live but not ready while the database cannot be reached', async () => {
    const config = loadCoreConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: 'postgres://nobody@127.0.0.1:9/nothing' });
    const runtime = createRuntime(config, createLogger('core-api', 'silent'));
    try {
      const request = supertest(createApp(runtime).app);
      await request.get('/health/live').expect(200);
      const ready = await request.get('/health/ready').expect(503);
      expect(ready.body).toEqual({ status: 'unavailable', checks: { database: 'unreachable', migrations: 'unknown' } });
    } finally {
      await runtime.sequelize.close();
    }
  });

  it('is not ready on an empty database, nor while the newest migration is missing, and is once it is applied', async () => {
    await withUnmigratedDatabase(
      async () => undefined,
      async (request) => {
        const ready = await request.get('/health/ready').expect(503);
        expect(ready.body).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'pending' } });
        await request.get('/health').expect(200);
      },
    );
    const names = migrations.map((m) => m.name).sort();
    const newest = names[names.length - 1]!;
    let schema: pg.Client | undefined;
    await withUnmigratedDatabase(
      async (client) => {
        schema = client;
        await client.query('CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
        await client.query('INSERT INTO schema_migrations (name) SELECT unnest($1::text[])', [names.slice(0, -1)]);
      },
      async (request) => {
        await request.get('/health/ready').expect(503);
        await schema!.query('INSERT INTO schema_migrations (name) VALUES ($1)', [newest]);
        const ready = await request.get('/health/ready').expect(200);
        expect(ready.body.checks).toEqual({ database: 'ok', migrations: 'ok' });
      },
    );
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
