import express, { type Express } from 'express';
import { API_CONTENT_SECURITY_POLICY, createErrorReporter, errorMiddleware, notFoundHandler, requestContext, securityHeaders } from '@inkwell/service-kit';
import { ApiRouter } from './http/api-router.js';
import { malformedPathConverter, refuseInvalidUtf8 } from './http/request-guards.js';
import { parseQueryString } from './http/query-parser.js';
import { sequelizeErrorConverter } from './db/sequelize-errors.js';
import type { Runtime } from './runtime.js';
import { modules } from './modules/index.js';
import { STRIPE_WEBHOOK_PATH } from './modules/deposits/index.js';

export interface CoreApp {
  app: Express;
  api: ApiRouter;
}

/** 'loopback', '10.0.0.0/8,loopback' or a hop count such as '1'. */
function trustProxyValue(setting: string): string | number {
  return /^\d+$/.test(setting) ? Number(setting) : setting;
}

export function createApp(runtime: Runtime): CoreApp {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', parseQueryString);
  // The BFFs' X-Forwarded-For carries the browser's address, which the per-IP login limit needs.
  app.set('trust proxy', trustProxyValue(runtime.config.trustProxy));
  app.use(requestContext(runtime.logger));
  app.use(securityHeaders({ production: runtime.config.nodeEnv === 'production', contentSecurityPolicy: API_CONTENT_SECURITY_POLICY, referrerPolicy: 'no-referrer' }));
  // Stripe signs the exact bytes it sends: the webhook keeps its raw body (express.json then skips it).
  app.use(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }));
  // A text may hold 1,000,000 characters of up to 4 UTF-8 bytes each, plus JSON escaping.
  app.use(express.json({ limit: '6mb', strict: true, verify: refuseInvalidUtf8 }));

  const api = new ApiRouter(runtime.config.jwtSecret);
  for (const module of modules) module.register(api, runtime);
  app.use(api.router);

  app.use(notFoundHandler);
  const reporter = createErrorReporter({ dsn: runtime.config.sentryDsn, service: 'core-api', environment: runtime.config.nodeEnv });
  app.use(errorMiddleware(runtime.logger, [sequelizeErrorConverter, malformedPathConverter], reporter));
  return { app, api };
}
