import express, { type Request, type Response, type Router } from 'express';
import Joi from 'joi';
import type { Role, SessionResponse, SessionState } from '@inkwell/contracts';
import { validate, type Logger } from '@inkwell/service-kit';
import type { CallOrigin, CoreAuthClient, CoreResult } from './core-auth-client.js';
import type { BffSession } from './session-middleware.js';
import { regenerateSession, saveSession, tokensFrom } from './session-tokens.js';
import type { TokenKeeper } from './token-keeper.js';

export interface AuthRoutesDeps {
  role: Role;
  core: CoreAuthClient;
  keeper: TokenKeeper;
  session: BffSession;
  logger: Logger;
}

const loginBody = Joi.object({
  username: Joi.string().trim().min(1).max(254).required(),
  password: Joi.string().min(1).max(1024).required(),
});

export function callOrigin(req: Request): CallOrigin {
  return { ip: req.ip ?? '', requestId: req.id };
}

/** core-api's refusal goes to the browser as it was given: its status and its ErrorBody. */
function passThrough(res: Response, result: Extract<CoreResult<unknown>, { ok: false }>): void {
  if (result.retryAfter) res.setHeader('Retry-After', result.retryAfter);
  res.status(result.status).json(result.body);
}

/** POST login, GET session, POST logout under /bff/auth: the only place tokens are obtained or spent. */
export function authRoutes({ role, core, keeper, session, logger }: AuthRoutesDeps): Router {
  const router = express.Router();
  router.use(express.json({ limit: '16kb' }));
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.post('/login', validate({ body: loginBody }), async (req, res) => {
    const { username, password } = req.body as { username: string; password: string };
    const origin = callOrigin(req);
    const grant = await core.passwordGrant(username, password, origin);
    if (!grant.ok) return passThrough(res, grant);

    const tokens = tokensFrom(grant.value);
    const me = await core.me(tokens.access, origin);
    if (!me.ok) {
      await core.logout(tokens.access, tokens.refresh, origin).catch(() => undefined);
      return passThrough(res, me);
    }

    const previous = req.session?.tokens;
    if (previous) {
      // Signing in over a live session retires that session's refresh family instead of orphaning it.
      await core.logout(previous.access, previous.refresh, origin).catch(() => undefined);
    }
    // A fresh session id on every sign-in, so an id planted before login (fixation) is worth nothing.
    await regenerateSession(req);
    req.session.role = role;
    req.session.tokens = tokens;
    const userId = (me.value as { id?: unknown } | undefined)?.id;
    if (typeof userId === 'number') req.session.userId = userId;
    await saveSession(req);
    res.json({ user: me.value } satisfies SessionResponse);
  });

  router.get('/session', async (req, res) => {
    const access = await keeper.accessToken(req, res);
    if (!access) return res.json({ user: null } satisfies SessionState);
    const me = await core.me(access, callOrigin(req));
    if (!me.ok) {
      if (me.status !== 401) return passThrough(res, me);
      await session.end(req, res);
      return res.json({ user: null } satisfies SessionState);
    }
    res.json({ user: me.value } satisfies SessionState);
  });

  router.post('/logout', async (req, res) => {
    if (req.session?.tokens) {
      try {
        // A lapsed access token is renewed first, so the refresh family is revoked rather than left to expire.
        const access = await keeper.accessToken(req, res);
        const refresh = req.session?.tokens?.refresh;
        if (access && refresh) await core.logout(access, refresh, callOrigin(req));
      } catch (err) {
        logger.warn('core-api logout failed; the session is ended anyway', { requestId: req.id, error: err instanceof Error ? err.message : String(err) });
      }
    }
    await session.end(req, res);
    res.status(204).end();
  });

  return router;
}
