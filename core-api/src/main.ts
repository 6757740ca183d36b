import { createLogger } from '@inkwell/service-kit';
import { loadCoreConfig } from './config.js';
import { createRuntime } from './runtime.js';
import { createApp } from './app.js';
import { migrate } from './db/migrate.js';

async function main(): Promise<void> {
  const config = loadCoreConfig();
  const logger = createLogger('core-api', config.logLevel);
  const runtime = createRuntime(config, logger);
  const applied = await migrate(runtime.sequelize);
  if (applied.length) logger.info('migrations applied', { applied });
  const { app } = createApp(runtime);
  const server = app.listen(config.port, () => logger.info('core-api listening', { port: config.port }));
  const stop = () => {
    server.close(() => void runtime.sequelize.close().then(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
