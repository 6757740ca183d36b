import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import Joi from 'joi';
import { configFields, loadConfig } from './config.js';
import { createLogger } from './logger.js';

/** More workers than this on one host only adds contention for PostgreSQL's connections. */
const MOST_WORKERS = 64;
/** Workers get this long to finish their requests after SIGTERM, like a single process does. */
const SHUTDOWN_GRACE_MS = 20_000;

/**
 * WEB_CONCURRENCY: how many worker processes serve one port ('auto': one per core the process may use). Default 1:
 * development and the tests run one process; production sets it to the cores the container or host gives.
 */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const { WEB_CONCURRENCY } = loadConfig(
    Joi.object<{ WEB_CONCURRENCY: number | 'auto' }>({
      WEB_CONCURRENCY: Joi.alternatives(Joi.number().integer().min(1).max(MOST_WORKERS), Joi.string().valid('auto')).default(1),
    }),
    env,
  );
  return WEB_CONCURRENCY === 'auto' ? Math.min(os.availableParallelism(), MOST_WORKERS) : WEB_CONCURRENCY;
}

/**
 * Runs `start` (a service's whole main) in `workers` processes sharing its port through node:cluster, or in this
 * process when one is asked for. The primary only supervises: it restarts a worker that crashes after it listened,
 * stops everything with a failing exit code when a worker exits before it ever listened (bad configuration or an
 * unreachable database would loop otherwise), and passes SIGTERM/SIGINT on so every worker drains as a single
 * process would.
 */
export function runWorkers(service: string, start: () => void, env: NodeJS.ProcessEnv = process.env): void {
  if (!cluster.isPrimary) {
    start();
    return;
  }
  let workers: number;
  let logLevel: string;
  try {
    workers = workerCount(env);
    logLevel = loadConfig(Joi.object<{ LOG_LEVEL: string }>({ LOG_LEVEL: configFields.logLevel }), env).LOG_LEVEL;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  if (workers <= 1) {
    start();
    return;
  }
  const logger = createLogger(service, logLevel);
  // each worker, and whether it has ever listened: one that exits before it did failed to start
  const running = new Map<Worker, { listened: boolean }>();
  let stopping = false;

  const fork = () => running.set(cluster.fork(), { listened: false });
  cluster.on('listening', (worker) => {
    const state = running.get(worker);
    if (state) state.listened = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    const listened = running.get(worker)?.listened ?? false;
    running.delete(worker);
    if (stopping) {
      if (!running.size) process.exit();
      return;
    }
    if (!listened) {
      logger.error(`${service} worker failed to start; stopping`, { pid: worker.process.pid, code, signal });
      stopping = true;
      for (const other of running.keys()) other.process.kill('SIGTERM');
      process.exitCode = code || 1;
      if (!running.size) process.exit();
      return;
    }
    logger.error(`${service} worker exited; starting another`, { pid: worker.process.pid, code, signal });
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${service} stopping its workers`, { signal, workers: running.size });
    for (const worker of running.keys()) worker.process.kill(signal);
    setTimeout(() => process.exit(), SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  logger.info(`${service} starting workers`, { workers });
  for (let i = 0; i < workers; i += 1) fork();
}
