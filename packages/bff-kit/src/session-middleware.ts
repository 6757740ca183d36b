import session, { type CookieOptions, type Store } from 'express-session';
import type { Request, RequestHandler, Response } from 'express';
import type { BffConfig } from './config.js';
import { destroySession } from './session-tokens.js';

/** Ends a session: removed from the store and its cookie cleared in the browser. */
export type EndSession = (req: Request, res: Response) => Promise<void>;

export interface BffSession {
  cookieName: string;
  middleware: RequestHandler;
  end: EndSession;
}

export function sessionCookieName(role: BffConfig['role']): string {
  return `inkwell.${role}.sid`;
}

export function createBffSession(config: BffConfig, store: Store): BffSession {
  const cookieName = sessionCookieName(config.role);
  const cookie: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    // Secure whenever the request arrived over TLS, as told by a trusted proxy (Express `trust proxy`).
    secure: 'auto',
    path: '/',
    maxAge: config.sessionTtlDays * 24 * 60 * 60 * 1000,
  };
  const middleware = session({
    name: cookieName,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie,
  });
  return {
    cookieName,
    middleware,
    end: async (req, res) => {
      await destroySession(req);
      res.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure });
    },
  };
}
