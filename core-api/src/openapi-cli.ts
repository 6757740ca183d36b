import { createLogger } from '@inkwell/service-kit';
import { loadCoreConfig } from './config.js';
import { createRuntime } from './runtime.js';
import { createApp } from './app.js';
import { buildCoreApiDocument } from './modules/system/index.js';

// Prints core-api's OpenAPI document to stdout for the docs build: `node core-api/dist/openapi-cli.js > openapi.json`.

/** Sequelize connects lazily and nothing here queries, so an address nobody listens on is enough. */
const OFFLINE_DATABASE_URL = 'postgres://openapi@127.0.0.1:9/openapi';

async function main(): Promise<void> {
  // A fixed environment: the document must not depend on (or need) the secrets of the machine building the docs.
  const config = loadCoreConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATABASE_URL: OFFLINE_DATABASE_URL });
  const runtime = createRuntime(config, createLogger('core-api', 'silent'));
  const { api } = createApp(runtime);
  const document = buildCoreApiDocument(api.routes);
  await runtime.sequelize.close();
  // Exit once stdout is flushed: a module may have started timers that would keep the process alive.
  process.stdout.write(`${JSON.stringify(document, null, 2)}\n`, () => process.exit(0));
}

main().catch((err: unknown) => {
  console.error(`openapi-cli: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
