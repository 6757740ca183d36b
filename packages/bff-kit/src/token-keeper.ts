import type { Request, Response } from 'express';
import { AppError } from '@inkwell/service-kit';
import type { CoreAuthClient } from './core-auth-client.js';
import type { EndSession } from './session-middleware.js';
import { readStoredSession, saveSession, tokensFrom, type SessionTokens } from './session-tokens.js';

/** Refresh this long before the access token runs out, so a call never reaches core-api with a dying token. */
export const REFRESH_MARGIN_MS = 30_000;

/**
 * A finished refresh stays answerable for a while: a request that read its session before the new tokens
 * were saved still holds the old refresh token, and presenting it to core-api again would revoke the family.
 */
const SETTLED_REFRESH_KEPT_MS = 60_000;

type RefreshOutcome = { ok: true; tokens: SessionTokens } | { ok: false };

interface Refresh {
  outcome: Promise<RefreshOutcome>;
  settledAt?: number;
}

export function sessionExpiredError(): AppError {
  return AppError.unauthenticated('Your session has ended. Please sign in again.');
}

function expiresSoon(tokens: SessionTokens, now = Date.now()): boolean {
  return tokens.accessExpiresAt - now <= REFRESH_MARGIN_MS;
}

/** Hands out a usable access token for a signed-in request, refreshing it once per refresh token. */
export class TokenKeeper {
  /** keyed by the refresh token being spent: concurrent requests of one session share one refresh */
  private readonly refreshes = new Map<string, Refresh>();

  constructor(
    private readonly core: CoreAuthClient,
    private readonly endSession: EndSession,
  ) {}

  /**
   * The access token to send to core-api, or undefined when the request is not signed in.
   * When core-api refuses the refresh the session is ended and a 401 AppError thrown.
   */
  async accessToken(req: Request, res: Response): Promise<string | undefined> {
    const tokens = req.session?.tokens;
    if (!tokens) return undefined;
    if (!expiresSoon(tokens)) return tokens.access;

    // The store is the truth: another request or BFF process may have refreshed or signed out meanwhile.
    const stored = await readStoredSession(req);
    if (!stored?.tokens) {
      await this.endSession(req, res);
      throw sessionExpiredError();
    }
    if (!expiresSoon(stored.tokens)) {
      req.session.tokens = stored.tokens;
      return stored.tokens.access;
    }

    const outcome = await this.refreshOnce(stored.tokens.refresh, req);
    if (!outcome.ok) {
      await this.endSession(req, res);
      throw sessionExpiredError();
    }
    req.session.tokens = outcome.tokens;
    // Saved now rather than when the answer ends, so requests that start meanwhile read the new tokens.
    await saveSession(req);
    return outcome.tokens.access;
  }

  private refreshOnce(refreshToken: string, req: Request): Promise<RefreshOutcome> {
    this.forgetOldRefreshes();
    const known = this.refreshes.get(refreshToken);
    if (known) return known.outcome;

    const refresh: Refresh = {
      outcome: this.core
        .refreshGrant(refreshToken, { ip: req.ip ?? '', requestId: req.id })
        .then((result): RefreshOutcome => (result.ok ? { ok: true, tokens: tokensFrom(result.value) } : { ok: false })),
    };
    this.refreshes.set(refreshToken, refresh);
    refresh.outcome.then(
      () => (refresh.settledAt = Date.now()),
      // core-api was unreachable: nothing was spent, so the next request may try again.
      () => this.refreshes.delete(refreshToken),
    );
    return refresh.outcome;
  }

  private forgetOldRefreshes(now = Date.now()): void {
    for (const [key, refresh] of this.refreshes) {
      if (refresh.settledAt !== undefined && now - refresh.settledAt > SETTLED_REFRESH_KEPT_MS) this.refreshes.delete(key);
    }
  }
}
