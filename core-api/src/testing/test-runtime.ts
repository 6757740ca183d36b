import pg from 'pg';
import supertest from 'supertest';
import { createLogger } from '@inkwell/service-kit';
import { loadCoreConfig, type CoreConfig } from '../config.js';
import { createRuntime, type Runtime } from '../runtime.js';
import { createApp, type CoreApp } from '../app.js';
import { migrate } from '../db/migrate.js';
import { startCatalogues } from '../catalogues.js';
import type { CatalogueListener } from '../db/catalogue-listener.js';

/** The database of this jest worker: made once from DATABASE_URL (set by the global set-up) and migrated. */
export async function workerDatabaseUrl(): Promise<string> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set: run tests through jest (its global set-up provides one)');
  const name = `${process.env.INKWELL_TEST_DB_PREFIX ?? 'inkwell_test_0_'}${process.env.JEST_WORKER_ID ?? '1'}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch (err) {
    if ((err as { code?: string }).code !== '42P04') throw err; // 42P04: already exists
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestContext extends CoreApp {
  runtime: Runtime;
  config: CoreConfig;
  /** `await catalogues.settle()` after changing a catalogue table in SQL, before asking the API about it */
  catalogues: CatalogueListener;
  request: () => supertest.Agent;
  close: () => Promise<void>;
}

/** A real core-api over a real, migrated PostgreSQL, for one test file. */
export async function startTestApi(overrides: NodeJS.ProcessEnv = {}): Promise<TestContext> {
  const config = loadCoreConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: await workerDatabaseUrl(), ...overrides });
  const runtime = createRuntime(config, createLogger('core-api', 'silent'));
  await migrate(runtime.sequelize);
  const catalogues = await startCatalogues(runtime);
  const core = createApp(runtime);
  return {
    ...core,
    runtime,
    config,
    catalogues,
    request: () => supertest.agent(core.app),
    close: async () => {
      await catalogues.stop();
      await runtime.sequelize.close();
    },
  };
}
