import Joi from 'joi';
import type { Sequelize } from 'sequelize';
import type { CoreModule } from '../module.js';
import type { OpenApiDocument } from '../../http/openapi.js';
import { buildCoreApiDocument } from './api-document.js';

/** A probe that waits longer than this would make the load balancer wait too. */
const DATABASE_CHECK_TIMEOUT_MS = 3000;

async function databaseReachable(sequelize: Sequelize): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
  });
  const check = sequelize.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const healthSchema = Joi.object({
  status: Joi.string().valid('ok', 'unavailable').required(),
  checks: Joi.object({ database: Joi.string().valid('ok', 'unreachable').required() }).required(),
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
