import { QueryTypes } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import { database } from '../../shared/database.js';

/** At most `limit` calls per fixed window of `windowSeconds`. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export interface RateCount {
  /** calls counted in the current window, this one included */
  hits: number;
  /** seconds until the window ends */
  resetInSeconds: number;
}

/** Old windows are pruned by whichever call comes first after this much time, per process. */
const PRUNE_EVERY_MS = 60_000;
let lastPrunedAt = 0;

/**
 * Counts `calls` calls (one by default) under `key` in the current window and answers the window's count. One
 * upsert in PostgreSQL, which every core-api instance shares, so a limit holds across replicas (decision 066); a
 * fixed window keeps it to one row per key and window instead of a row per call.
 */
export async function countCall(key: string, rule: RateLimit, calls = 1): Promise<RateCount> {
  const [row] = await database().query<{ hits: number; reset_in: number }>(
    `INSERT INTO rate_limit_hits (key, window_start, hits)
     VALUES (:key, to_timestamp(floor(extract(epoch FROM now()) / :window) * :window), :calls)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + :calls
     RETURNING hits, ceil(extract(epoch FROM window_start) + :window - extract(epoch FROM now()))::int AS reset_in`,
    { type: QueryTypes.SELECT, replacements: { key, window: rule.windowSeconds, calls } },
  );
  if (Date.now() - lastPrunedAt > PRUNE_EVERY_MS) {
    lastPrunedAt = Date.now();
    // The longest window is a day; nothing older can still count.
    await database().query("DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'");
  }
  return { hits: Number(row?.hits ?? 1), resetInSeconds: Math.max(1, Number(row?.reset_in ?? rule.windowSeconds)) };
}

/** Counts the call under every key; 429 with Retry-After (the longest wait) once any key is over its limit. */
export async function assertWithinRateLimits(checks: readonly { key: string; rule: RateLimit }[], message: string): Promise<void> {
  let wait = 0;
  for (const { key, rule } of checks) {
    const count = await countCall(key, rule);
    if (count.hits > rule.limit) wait = Math.max(wait, count.resetInSeconds);
  }
  if (wait > 0) throw AppError.tooManyRequests(message, wait);
}
