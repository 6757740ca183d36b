import { API_KEY_PREFIX } from '@inkwell/contracts';
import type { Caller } from '../../http/authenticate.js';
import { AppError, type Logger } from '@inkwell/service-kit';
import { countCall } from '../auth/index.js';
import { findActiveApiKey, noteApiKeyUse, secretHash } from './api-keys.service.js';

/**
 * How long a key found in the database is trusted without asking again. A key revoked through this instance is
 * forgotten at once; one revoked through another instance (or whose client's account closed) stops within this
 * time, as a person's session stops within its token's 15 minutes.
 */
const KEY_TTL_MS = 5_000;
/** How often an instance adds its calls to the shared count: a limit may be passed by what all instances take in this time. */
const FLUSH_MS = 200;
/** The last use (time and address) is written at most this often per key and instance. */
const LAST_USE_EVERY_MS = 60_000;
const WINDOW_SECONDS = 60;

interface KnownKey {
  caller: Caller & { apiKey: NonNullable<Caller['apiKey']> };
  until: number;
}

interface KeyWindow {
  /** the window's start, in seconds since the epoch */
  start: number;
  /** every instance's calls as the shared count last said, this instance's flushed ones included */
  shared: number;
  /** this instance's calls not yet added to the shared count */
  pending: number;
  flushing: boolean;
}

/**
 * Authenticates API keys without a database round trip on most calls (the bench holds the key's cost to ≤ 1 ms):
 * the key is looked up once per few seconds, and each key's calls are counted here and added to the shared
 * PostgreSQL count five times a second, so the per-minute limit holds across instances within what they take in
 * that fifth of a second. The first call of a key on an instance, and of a minute, still asks the database.
 */
export class ApiKeyAuthenticator {
  private readonly keys = new Map<string, KnownKey>();
  private readonly windows = new Map<number, KeyWindow>();
  private readonly lastUse = new Map<number, { at: number; ip: string }>();

  constructor(
    private readonly perMinute: number,
    private readonly logger: Logger,
  ) {}

  async authenticate(secret: string, ip: string): Promise<Caller | null> {
    if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 200) return null;
    const hash = secretHash(secret);
    let known = this.keys.get(hash);
    if (!known || known.until < Date.now()) {
      const found = await findActiveApiKey(hash);
      if (!found) {
        this.keys.delete(hash);
        return null;
      }
      known = { caller: { role: 'client', id: found.clientId, apiKey: { id: found.id, scopes: found.scopes } }, until: Date.now() + KEY_TTL_MS };
      this.keys.set(hash, known);
    }
    await this.count(known.caller.apiKey.id);
    await this.noteUse(known.caller.apiKey.id, ip);
    return known.caller;
  }

  /** Forgets a revoked key at once on this instance. */
  forget(keyId: number): void {
    for (const [hash, known] of this.keys) if (known.caller.apiKey.id === keyId) this.keys.delete(hash);
  }

  private async count(keyId: number): Promise<void> {
    const now = Date.now() / 1000;
    const start = Math.floor(now / WINDOW_SECONDS) * WINDOW_SECONDS;
    let window = this.windows.get(keyId);
    if (!window || window.start !== start) {
      // A new minute: ask the shared count once, with this call in it, so a limit another instance used up is seen.
      window = { start, shared: 0, pending: 0, flushing: false };
      this.windows.set(keyId, window);
      window.shared = (await countCall(`api-key:${keyId}`, { limit: this.perMinute, windowSeconds: WINDOW_SECONDS })).hits;
    } else {
      window.pending += 1;
      this.scheduleFlush(keyId, window);
    }
    if (window.shared + window.pending > this.perMinute) {
      throw AppError.tooManyRequests(`This API key may make ${this.perMinute} calls a minute. Please wait and try again.`, start + WINDOW_SECONDS - now);
    }
  }

  private scheduleFlush(keyId: number, window: KeyWindow): void {
    if (window.flushing) return;
    window.flushing = true;
    setTimeout(() => {
      const calls = window.pending;
      window.pending = 0;
      countCall(`api-key:${keyId}`, { limit: this.perMinute, windowSeconds: WINDOW_SECONDS }, calls)
        .then((count) => {
          if (this.windows.get(keyId) === window) window.shared = count.hits;
        })
        .catch((error: unknown) => {
          window.pending += calls;
          this.logger.warn('could not add API key calls to the shared count', { keyId, error: error instanceof Error ? error.message : String(error) });
        })
        .finally(() => {
          window.flushing = false;
          if (window.pending > 0) this.scheduleFlush(keyId, window);
        });
    }, FLUSH_MS).unref();
  }

  private async noteUse(keyId: number, ip: string): Promise<void> {
    const last = this.lastUse.get(keyId);
    if (last && last.ip === ip && Date.now() - last.at < LAST_USE_EVERY_MS) return;
    this.lastUse.set(keyId, { at: Date.now(), ip });
    await noteApiKeyUse(keyId, ip);
  }
}
