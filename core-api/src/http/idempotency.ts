import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import { database } from '../shared/database.js';
import type { Caller } from './authenticate.js';

/** The header a caller names its attempt with, as Stripe's API reads it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key's first answer is replayed. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** How long a request waits for another one still running with its key before answering 409. */
const CONCURRENT_WAIT = '10s';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** An answer a route gives: its status and JSON body. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
  /** true when the answer is the stored one of an earlier request with the key */
  replayed: boolean;
}

const requestTransaction = new AsyncLocalStorage<Transaction>();
const joined = new WeakSet<Sequelize>();

/** The idempotent request's transaction while its handler runs, unless it has ended (work left running after it). */
function currentRequestTransaction(): Transaction | undefined {
  const transaction = requestTransaction.getStore();
  return transaction && !(transaction as Transaction & { finished?: string }).finished ? transaction : undefined;
}

/**
 * Makes every statement and transaction of an idempotent request's handler part of the request's one transaction
 * (a use case's own transaction becomes a savepoint in it), so the stored answer commits with the effect or not at
 * all. Outside such a request nothing changes. This is what Sequelize's CLS mode does, limited to these requests.
 */
function joinRequestTransactions(sequelize: Sequelize): void {
  if (joined.has(sequelize)) return;
  joined.add(sequelize);
  const transaction = sequelize.transaction.bind(sequelize) as (options?: unknown, work?: unknown) => Promise<unknown>;
  const query = sequelize.query.bind(sequelize) as (sql: unknown, options?: Record<string, unknown>) => Promise<unknown>;
  Object.assign(sequelize, {
    transaction(options?: unknown, work?: unknown) {
      const outer = currentRequestTransaction();
      if (!outer) return transaction(options, work);
      if (typeof options === 'function') return transaction({ transaction: outer }, options);
      const given = (options ?? {}) as { transaction?: Transaction };
      return transaction(given.transaction ? given : { ...given, transaction: outer }, work);
    },
    query(sql: unknown, options?: Record<string, unknown>) {
      const outer = currentRequestTransaction();
      return query(sql, outer && options?.transaction === undefined ? { ...options, transaction: outer } : options);
    },
  });
}

/**
 * Object keys sorted at every level, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are one request. The body is the
 * validated one, where money is already a bigint of minor units: written as its digits.
 */
function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return `"${value.toString()}n"`;
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The key a request carries, checked; undefined without one. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) throw AppError.badRequest('Idempotency-Key must be 1 to 255 printable ASCII characters without spaces', IDEMPOTENCY_HEADER);
  return key;
}

interface StoredAnswer {
  request_hash: Buffer;
  response_status: number;
  response_body: unknown;
}

function isLockTimeout(err: unknown): boolean {
  const original = (err as { original?: { code?: string }; parent?: { code?: string } }).original ?? (err as { parent?: { code?: string } }).parent;
  return original?.code === '55P03';
}

/**
 * Runs a write once per caller and key (decision 068). The key is claimed by inserting its row inside one
 * transaction that also holds everything the handler writes; the row is completed with the answer and commits with
 * the effect. A second request with the key waits on that row: when the first commits it gets the stored answer,
 * when the first fails (nothing committed, nothing stored) it runs the write itself; after 10 s of waiting it is a
 * 409. The same key with another method, path or body is a 422. Errors are not stored: they changed nothing.
 */
export async function runIdempotent(req: Request, caller: Caller, key: string, status: number, handle: () => Promise<unknown>): Promise<IdempotentAnswer> {
  const sequelize = database();
  joinRequestTransactions(sequelize);
  const requestHash = createHash('sha256')
    .update(`${req.method} ${req.baseUrl}${req.path}\n${canonicalJson(req.body ?? null)}`)
    .digest();
  const owner = { role: caller.role, id: caller.id, key };
  return sequelize.transaction(async (transaction) => {
    const [{ lock_timeout: previousLockTimeout }] = await sequelize.query<{ lock_timeout: string }>(
      "SELECT current_setting('lock_timeout') AS lock_timeout, set_config('lock_timeout', :wait, true)",
      { type: QueryTypes.SELECT, replacements: { wait: CONCURRENT_WAIT }, transaction },
    ) as [{ lock_timeout: string }];
    await sequelize.query(
      `DELETE FROM idempotency_keys WHERE caller_role = :role AND caller_id = :id AND key = :key AND created_at < now() - make_interval(hours => :ttl)`,
      { replacements: { ...owner, ttl: IDEMPOTENCY_TTL_HOURS }, transaction },
    );
    let claimed: { id: string }[];
    try {
      // On a key another running request holds, this INSERT waits for that request's transaction to end.
      claimed = await sequelize.query<{ id: string }>(
        `INSERT INTO idempotency_keys (caller_role, caller_id, key, request_hash, response_status)
         VALUES (:role, :id, :key, :hash, 200)
         ON CONFLICT (caller_role, caller_id, key) DO NOTHING
         RETURNING id`,
        { type: QueryTypes.SELECT, replacements: { ...owner, hash: requestHash }, transaction },
      );
    } catch (err) {
      if (isLockTimeout(err)) throw AppError.conflict('A request with this Idempotency-Key is still running; retry it once that one has answered');
      throw err;
    }
    await sequelize.query("SELECT set_config('lock_timeout', :previous, true)", { type: QueryTypes.SELECT, replacements: { previous: previousLockTimeout }, transaction });

    const claim = claimed[0];
    if (!claim) {
      const [stored] = await sequelize.query<StoredAnswer>(
        'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE caller_role = :role AND caller_id = :id AND key = :key',
        { type: QueryTypes.SELECT, replacements: owner, transaction },
      );
      if (!stored) throw AppError.conflict('A request with this Idempotency-Key is still running; retry it once that one has answered');
      if (!Buffer.from(stored.request_hash).equals(requestHash)) {
        throw AppError.unprocessable('This Idempotency-Key was used with another request: send a new key for a new request', {
          [IDEMPOTENCY_HEADER]: ['was used with another method, path or body within the last 24 hours'],
        });
      }
      return { status: stored.response_status, body: stored.response_body, replayed: true };
    }

    const body = await requestTransaction.run(transaction, handle);
    await sequelize.query('UPDATE idempotency_keys SET response_status = :status, response_body = CAST(:body AS jsonb) WHERE id = :id', {
      replacements: { id: claim.id, status, body: body === undefined ? null : JSON.stringify(body) },
      transaction,
    });
    return { status, body, replayed: false };
  });
}

/** Forgets answers older than a day; run by a job so the table stays small. */
export async function purgeIdempotencyKeys(): Promise<number> {
  const [, result] = (await database().query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => :ttl)`, {
    replacements: { ttl: IDEMPOTENCY_TTL_HOURS },
  })) as [unknown, { rowCount?: number }];
  return result?.rowCount ?? 0;
}
