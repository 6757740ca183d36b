import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import { RedisStore } from 'connect-redis';
import { createClient } from 'redis';
import pg from 'pg';
import type { Logger } from '@inkwell/service-kit';
import type { BffConfig, SessionStoreKind } from './config.js';

export const SESSION_TABLE = 'bff_sessions';

export interface SessionStore {
  kind: SessionStoreKind;
  store: session.Store;
  /** answers whether the store can be reached right now */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Redis when REDIS_URL is set; otherwise a table in PostgreSQL, so the embedded default needs no Redis. */
export async function createSessionStore(config: BffConfig, logger: Logger): Promise<SessionStore> {
  if (config.redisUrl) return createRedisSessionStore(config.redisUrl, config.redisKeyPrefix, logger);
  return createPostgresSessionStore(config.databaseUrl, logger);
}

async function createRedisSessionStore(url: string, prefix: string, logger: Logger): Promise<SessionStore> {
  const client = createClient({ url });
  client.on('error', (err: Error) => logger.error('session store (redis) error', { error: err.message }));
  await client.connect();
  return {
    kind: 'redis',
    store: new RedisStore({ client, prefix }),
    ping: async () => {
      await client.ping();
    },
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}

async function createPostgresSessionStore(connectionString: string, logger: Logger): Promise<SessionStore> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (err) => logger.error('session store (postgres) error', { error: err.message }));
  try {
    await ensureSessionTable(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: SESSION_TABLE,
    // The table is made above: connect-pg-simple would read its table.sql from beside its own files and
    // race when the three BFFs start against an empty database at once.
    createTableIfMissing: false,
    errorLog: (...args: unknown[]) => logger.error('session store (postgres) error', { error: args.map(String).join(' ') }),
  });
  return {
    kind: 'postgres',
    store,
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: async () => {
      store.close();
      await pool.end();
    },
  };
}

/** connect-pg-simple's table.sql, idempotent and serialised across processes by an advisory lock. */
async function ensureSessionTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SESSION_TABLE]);
    await client.query(`
      CREATE TABLE IF NOT EXISTS "${SESSION_TABLE}" (
        "sid" varchar NOT NULL COLLATE "default" PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`);
    await client.query(`CREATE INDEX IF NOT EXISTS "IDX_${SESSION_TABLE}_expire" ON "${SESSION_TABLE}" ("expire")`);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
