import path from 'node:path';
import { Agent, type IncomingMessage } from 'node:http';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { ERROR_CODES } from '@inkwell/contracts';
import { AppError, sendError, type Logger } from '@inkwell/service-kit';
import { coreUnreachable } from './core-auth-client.js';
import type { BffSession } from './session-middleware.js';
import type { TokenKeeper } from './token-keeper.js';

export interface ApiProxyDeps {
  coreApiUrl: string;
  keeper: TokenKeeper;
  session: BffSession;
  logger: Logger;
}

/** Connection-level headers of core-api's answer; Node frames the browser's answer itself. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'set-cookie']);

/** Connection-level headers of the browser's request (RFC 9110 §7.6.1); chunked bodies keep transfer-encoding. */
const HOP_BY_HOP_REQUEST_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'te', 'upgrade'];

/** Any role's token endpoint: `/auth/login`, `/admin/auth/login`, `/linguist/auth/login`. */
const TOKEN_ISSUING_PATH = /(^|\/)auth\/login$/;

/**
 * The path as core-api's router would match it: Express routes ignore case and a trailing slash, and a
 * percent-encoded or dotted spelling must not slip a token call past this check.
 */
function canonicalPath(rawPath: string): string {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // Undecodable paths are compared as sent; core-api cannot route them to a token endpoint either.
  }
  return path.posix.normalize(decoded.replace(/\/{2,}/g, '/')).toLowerCase().replace(/\/+$/, '');
}

export function isTokenIssuingPath(rawPath: string): boolean {
  return TOKEN_ISSUING_PATH.test(canonicalPath(rawPath));
}

/**
 * Connections to core-api are kept open and re-used: without an agent http-proxy opens (and core-api accepts)
 * a new TCP connection for every call. An idle connection is dropped before core-api's own 5 s keep-alive
 * timeout would close it under a request.
 */
export function coreApiAgent(): Agent {
  return new Agent({ keepAlive: true, timeout: 4_000, scheduling: 'lifo' });
}

/** `/api/*` → core-api with `/api` removed, the session's bearer added and the browser's cookies left behind. */
export function apiProxy({ coreApiUrl, keeper, session, logger }: ApiProxyDeps): Router {
  const router = express.Router();

  router.use((req, _res, next) => {
    if (isTokenIssuingPath(req.path)) return next(new AppError(ERROR_CODES.notFound, `No route for ${req.method} ${req.originalUrl.split('?')[0]}`, 404));
    next();
  });

  router.use(async (req: Request, res: Response, next: NextFunction) => {
    const access = await keeper.accessToken(req, res);
    res.locals.signedIn = access !== undefined;
    delete req.headers.cookie;
    delete req.headers.authorization;
    // The session speaks for the browser: an API key (decision 066) is for partners calling core-api directly.
    delete req.headers['x-api-key'];
    // Hop-by-hop: the browser's `Connection: close` is about its connection to us, not ours to core-api.
    for (const header of HOP_BY_HOP_REQUEST_HEADERS) delete req.headers[header];
    if (access) req.headers.authorization = `Bearer ${access}`;
    // One clean address: the browser's, as this BFF's own `trust proxy` setting worked it out.
    req.headers['x-forwarded-for'] = req.ip;
    req.headers['x-forwarded-proto'] = req.protocol;
    req.headers['x-forwarded-host'] = req.host;
    req.headers['x-request-id'] = req.id;
    next();
  });

  router.use(
    createProxyMiddleware<Request, Response>({
      target: coreApiUrl,
      changeOrigin: true,
      agent: coreApiAgent(),
      // The answer is written here so a 401 can end the session before the browser hears of it.
      selfHandleResponse: true,
      on: {
        proxyRes: (proxyRes, req, res) => {
          answerFromCore(proxyRes, req, res, session, logger).catch((err: unknown) => {
            logger.error('forwarding core-api answer failed', { requestId: req.id, error: err instanceof Error ? err.message : String(err) });
            if (!res.headersSent) sendError(res, coreUnreachable(), req);
            else res.destroy();
          });
        },
        error: (err, req, res) => {
          logger.error('core-api unreachable', { requestId: req.id, error: err.message });
          if (!('setHeader' in res)) return void res.destroy();
          if (!res.headersSent) sendError(res, coreUnreachable(), req);
          else res.end();
        },
      },
    }),
  );

  return router;
}

async function answerFromCore(proxyRes: IncomingMessage, req: Request, res: Response, session: BffSession, logger: Logger): Promise<void> {
  const status = proxyRes.statusCode ?? 502;
  if (status === 401 && res.locals.signedIn) {
    // core-api no longer honours this session's token: the session is over for the browser too.
    await session.end(req, res).catch((err: unknown) => {
      logger.error('ending the session after core-api 401 failed', { requestId: req.id, error: err instanceof Error ? err.message : String(err) });
    });
  }
  res.status(status);
  for (const [name, value] of Object.entries(proxyRes.headers)) {
    if (value !== undefined && !NOT_FORWARDED.has(name)) res.setHeader(name, value);
  }
  proxyRes.pipe(res);
}
