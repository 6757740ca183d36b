import { createLogger, runWorkers } from '@inkwell/service-kit';
import { loadCoreConfig } from './config.js';
import { createRuntime } from './runtime.js';
import { createApp } from './app.js';
import { startCatalogues } from './catalogues.js';
import { migrate } from './db/migrate.js';
import { startJobs } from './jobs/order-jobs.js';
import { closePdfRenderer } from './modules/invoices/index.js';

async function main(): Promise<void> {
  const config = loadCoreConfig();
  const logger = createLogger('core-api', config.logLevel);
  const runtime = createRuntime(config, logger);
  const applied = await migrate(runtime.sequelize);
  if (applied.length) logger.info('migrations applied', { applied });
  const catalogues = await startCatalogues(runtime);
  const jobs = await startJobs(runtime);
  const { app } = createApp(runtime);
  const server = app.listen(config.port, () => logger.info('core-api listening', { port: config.port }));
  const stop = () => {
    const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A sweep in progress finishes its current order before the pool closes under it; Chromium closes once
    // the requests that may be printing have been answered.
    void Promise.allSettled([serverClosed.then(closePdfRenderer), jobs.stop(), catalogues.stop()])
      .then(() => runtime.sequelize.close())
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 15_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// Each worker is a whole core-api: its own pool, catalogues and pg-boss (which hands every job to one of them).
runWorkers('core-api', () => {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
});
