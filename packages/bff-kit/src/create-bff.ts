import express, { type Express, type RequestHandler } from 'express';
import { BFF_PATHS, type Role } from '@inkwell/contracts';
import {
  appContentSecurityPolicy,
  DEFAULT_PERMISSIONS_POLICY,
  createErrorReporter,
  errorMiddleware,
  notFoundHandler,
  requestContext,
  securityHeaders,
  STRIPE_PERMISSIONS_POLICY,
  type Logger,
} from '@inkwell/service-kit';
import { apiProxy } from './api-proxy.js';
import { authRoutes } from './auth-routes.js';
import type { BffConfig, SessionStoreKind } from './config.js';
import { CoreAuthClient } from './core-auth-client.js';
import { clientErrorsRoute } from './client-errors-route.js';
import { refuseCrossSiteWrites } from './csrf-guard.js';
import { startLiveEventHub, type LiveEventHub } from './live-event-hub.js';
import { liveEvents } from './live-events-route.js';
import { createBffSession, type BffSession } from './session-middleware.js';
import { createSessionStore, type SessionStore } from './session-store.js';
import { scopeStoreToRole } from './session-tokens.js';
import { throttleTouch } from './session-touch.js';
import { TokenKeeper } from './token-keeper.js';
import { docsSite, webApp } from './web-app.js';

export interface BffOptions {
  role: Role;
  config: BffConfig;
  logger: Logger;
  /** how often a quiet `/bff/events` stream gets a keep-alive comment; tests shorten it */
  liveHeartbeatMs?: number;
}

export interface Bff {
  app: Express;
  /** which session store this BFF uses */
  store: SessionStoreKind;
  /** the process's one listener of core-api's live events, which every `/bff/events` stream subscribes to */
  liveEvents: LiveEventHub;
  /** ends every open `/bff/events` stream; call before closing the HTTP server, which would wait for them */
  endLiveStreams(): void;
  /** ends the live streams and releases the session store's and the listener's connections */
  close(): Promise<void>;
}

export const HEALTH_PATH = '/bff/health';
export const LIVE_PATH = '/bff/health/live';
export const READY_PATH = '/bff/health/ready';

/** A store that is reconnecting queues commands; health must answer rather than wait for it. */
const HEALTH_PING_TIMEOUT_MS = 2000;

/** One role's BFF: session, token custody, the /api proxy and the role's app. Connects to its session store first. */
export async function createBff({ role, config, logger, liveHeartbeatMs }: BffOptions): Promise<Bff> {
  if (config.role !== role) throw new Error(`The configuration was loaded for the ${config.role} BFF, not the ${role} BFF`);
  const reporter = createErrorReporter({ dsn: config.sentryDsn, service: `bff-${role}`, environment: config.nodeEnv });
  const sessionStore = await createSessionStore(config, logger);
  scopeStoreToRole(sessionStore.store, role);
  throttleTouch(sessionStore.store);
  const hub = await startLiveEventHub({ role, databaseUrl: config.databaseUrl, logger });
  const baseSession = createBffSession(config, sessionStore.store);
  const core = new CoreAuthClient(role, config.coreApiUrl, config.oauthClientSecret);
  // A session that ends here (logout, refused refresh, core-api's 401) closes its live streams at once.
  const session: BffSession = {
    ...baseSession,
    end: async (req, res) => {
      const sessionId = req.sessionID;
      await baseSession.end(req, res);
      streams.endSession(sessionId);
    },
  };
  const keeper = new TokenKeeper(core, session.end);
  const streams = liveEvents({ hub, core, keeper, logger, heartbeatMs: liveHeartbeatMs });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestContext(logger));
  app.use(appSecurityHeaders(role, config.nodeEnv));
  app.get(HEALTH_PATH, health(sessionStore));
  app.get(LIVE_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.get(READY_PATH, readiness(sessionStore, hub));

  app.use([BFF_PATHS.apiPrefix, '/bff'], refuseCrossSiteWrites, session.middleware);
  app.use('/bff/auth', authRoutes({ role, core, keeper, session, logger }));
  app.get(BFF_PATHS.events, streams.handler);
  app.use('/bff/client-errors', clientErrorsRoute({ reporter, logger }));
  app.use('/bff', notFoundHandler);
  app.use(BFF_PATHS.apiPrefix, apiProxy({ coreApiUrl: config.coreApiUrl, keeper, session, logger }));
  app.use(BFF_PATHS.docs, docsSite(config.docsDistDir));
  app.use(webApp(role, config.webDistDir));

  app.use(notFoundHandler);
  app.use(errorMiddleware(logger, [], reporter));

  return {
    app,
    store: sessionStore.kind,
    liveEvents: hub,
    endLiveStreams: () => streams.endAll(),
    close: async () => {
      streams.endAll();
      await hub.stop();
      await sessionStore.close();
    },
  };
}

/**
 * Every answer of the BFF (the app, its files, the docs, the API proxy) carries the security headers (decision 067):
 * the client app may load Stripe.js for the deposit dialog, the linguist app compiles its spell checker's
 * WebAssembly; nothing else loads anything but its own files.
 */
function appSecurityHeaders(role: Role, nodeEnv: BffConfig['nodeEnv']): RequestHandler {
  const production = nodeEnv === 'production';
  return securityHeaders({
    production,
    contentSecurityPolicy: appContentSecurityPolicy({ stripe: role === 'client', webAssembly: role === 'linguist', development: !production }),
    permissionsPolicy: role === 'client' ? STRIPE_PERMISSIONS_POLICY : DEFAULT_PERMISSIONS_POLICY,
  });
}

function health(sessionStore: SessionStore): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await withTimeout(sessionStore.ping(), HEALTH_PING_TIMEOUT_MS);
      res.json({ status: 'ok', store: sessionStore.kind });
    } catch {
      res.status(503).json({ status: 'unavailable', store: sessionStore.kind });
    }
  };
}

/**
 * Ready when the session store answers: every request but the static app needs it. The live-event listener is
 * reported, not required: while it reconnects only live updates pause (streams resync after), and core-api is not
 * probed here because its own readiness takes it out of rotation, so one core-api outage does not empty every pool.
 */
function readiness(sessionStore: SessionStore, hub: LiveEventHub): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const liveEvents = hub.listening() ? 'listening' : 'reconnecting';
    try {
      await withTimeout(sessionStore.ping(), HEALTH_PING_TIMEOUT_MS);
      res.json({ status: 'ok', checks: { sessionStore: 'ok', liveEvents }, store: sessionStore.kind });
    } catch {
      res.status(503).json({ status: 'unavailable', checks: { sessionStore: 'unreachable', liveEvents }, store: sessionStore.kind });
    }
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
