import Joi from 'joi';
import type { Sequelize } from 'sequelize';
import type { CoreModule } from '../module.js';
import type { OpenApiDocument } from '../../http/openapi.js';
import { pendingMigrations } from '../../db/migrate.js';
import { buildCoreApiDocument } from './api-document.js';

/** A probe that waits longer than this would make the load balancer wait too. */
const DATABASE_CHECK_TIMEOUT_MS = 3000;

function withinProbeTimeout<T>(check: Promise<T>, onTimeout: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout), DATABASE_CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

function databaseReachable(sequelize: Sequelize): Promise<boolean> {
  return withinProbeTimeout(
    sequelize.query('SELECT 1').then(
      () => true,
      () => false,
    ),
    false,
  );
}

type MigrationState = 'ok' | 'pending' | 'unknown';

/**
 * Whether every migration of this build is applied. Once they are, they stay applied (migrations are never undone
 * in place), so later probes answer from memory instead of reading the table every few seconds on every replica.
 */
function migrationCheck(sequelize: Sequelize): () => Promise<MigrationState> {
  let applied = false;
  return async () => {
    if (applied) return 'ok';
    const pending = await withinProbeTimeout(
      pendingMigrations(sequelize).catch(() => undefined),
      undefined,
    );
    if (!pending) return 'unknown';
    applied = pending.length === 0;
    return applied ? 'ok' : 'pending';
  };
}

const healthSchema = Joi.object({
  status: Joi.string().valid('ok', 'unavailable').required(),
  checks: Joi.object({ database: Joi.string().valid('ok', 'unreachable').required() }).required(),
});

const liveSchema = Joi.object({ status: Joi.string().valid('ok').required() });

const readySchema = Joi.object({
  status: Joi.string().valid('ok', 'unavailable').required(),
  checks: Joi.object({
    database: Joi.string().valid('ok', 'unreachable').required(),
    migrations: Joi.string().valid('ok', 'pending', 'unknown').required(),
  }).required(),
});

export const systemModule: CoreModule = {
  name: 'system',
  register(api, runtime) {
    api.route({
      method: 'get',
      path: '/health',
      summary: 'Health check for load balancers and the start script',
      tags: ['System'],
      access: 'public',
      responses: {
        200: { description: 'Serving, and the database answers', schema: healthSchema },
        503: { description: 'The database does not answer', schema: healthSchema },
      },
      handler: async (_req, res) => {
        res.set('Cache-Control', 'no-store');
        if (await databaseReachable(runtime.sequelize)) return { status: 'ok', checks: { database: 'ok' } };
        res.status(503).json({ status: 'unavailable', checks: { database: 'unreachable' } });
        return undefined;
      },
    });

    api.route({
      method: 'get',
      path: '/health/live',
      summary: 'Liveness: the process serves HTTP (no database or other I/O), so only a hung process is restarted',
      tags: ['System'],
      access: 'public',
      responses: { 200: { description: 'The event loop answers', schema: liveSchema } },
      handler: (_req, res) => {
        res.set('Cache-Control', 'no-store');
        return { status: 'ok' };
      },
    });

    const migrationsApplied = migrationCheck(runtime.sequelize);
    api.route({
      method: 'get',
      path: '/health/ready',
      summary: 'Readiness: the database answers and every migration of this build is applied',
      tags: ['System'],
      access: 'public',
      responses: {
        200: { description: 'Ready to take traffic', schema: readySchema },
        503: { description: 'Not ready: the database does not answer or migrations are pending', schema: readySchema },
      },
      handler: async (_req, res) => {
        res.set('Cache-Control', 'no-store');
        const database = (await databaseReachable(runtime.sequelize)) ? 'ok' : 'unreachable';
        const migrations = database === 'ok' ? await migrationsApplied() : 'unknown';
        const checks = { database, migrations };
        if (database === 'ok' && migrations === 'ok') return { status: 'ok', checks };
        res.status(503).json({ status: 'unavailable', checks });
        return undefined;
      },
    });

    // Built on first request: by then every module has registered its routes.
    let document: OpenApiDocument | undefined;
    api.route({
      method: 'get',
      path: '/openapi.json',
      summary: 'This API described as OpenAPI 3.1',
      tags: ['System'],
      access: 'public',
      responses: { 200: { description: 'The OpenAPI document, built from the route registry' } },
      handler: () => (document ??= buildCoreApiDocument(api.routes)),
    });
  },
};
