import type { Role } from '@inkwell/contracts';
import { createLogger, runWorkers } from '@inkwell/service-kit';
import { loadBffConfig } from './config.js';
import { createBff } from './create-bff.js';

/** In-flight requests get this long to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The whole of a BFF's main: read the role's configuration, connect, listen, and stop cleanly on SIGTERM. */
export async function runBff(role: Role): Promise<void> {
  const config = loadBffConfig(role);
  const logger = createLogger(`bff-${role}`, config.logLevel);
  const bff = await createBff({ role, config, logger });
  const server = bff.app.listen(config.port, () => logger.info(`bff-${role} listening`, { port: config.port, store: bff.store }));
  server.on('error', (err) => {
    logger.error(`bff-${role} cannot listen`, { port: config.port, error: err.message });
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`bff-${role} stopping`, { signal });
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    // Open event streams would hold the server open until the grace runs out; their browsers reconnect by themselves.
    bff.endLiveStreams();
    server.close(() => {
      bff.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** For the three mains: run the role's BFF in WEB_CONCURRENCY workers, or say why it cannot start and exit non-zero. */
export function startBff(role: Role): void {
  runWorkers(`bff-${role}`, () => {
    runBff(role).catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
  });
}
