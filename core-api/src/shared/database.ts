import { createHash } from 'node:crypto';
import type { Sequelize } from 'sequelize';

let bound: Sequelize | null = null;

/**
 * The process's one Sequelize instance, for modules that keep their tables in plain SQL and so have no model
 * to ask for it. db/models.ts binds it with the models, so both always name the same database.
 */
export function bindDatabase(sequelize: Sequelize): void {
  bound = sequelize;
}

export function database(): Sequelize {
  if (!bound) throw new Error('The database is not bound: call initModels first');
  return bound;
}

/** `:name` replacements as positional parameters (`::type` casts are left alone), in order of first use. */
export function toPositional(sql: string, replacements: Record<string, unknown>): { text: string; values: unknown[] } {
  const positions = new Map<string, number>();
  const values: unknown[] = [];
  const text = sql.replace(/(?<![:\w]):([A-Za-z_]\w*)/g, (_match, name: string) => {
    if (!(name in replacements)) throw new Error(`No value for :${name}`);
    let position = positions.get(name);
    if (position === undefined) {
      values.push(replacements[name]);
      position = values.length;
      positions.set(name, position);
    }
    return `$${position}`;
  });
  return { text, values };
}

interface PreparingConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

interface ConnectionPool {
  getConnection(options: { type: 'SELECT' }): Promise<PreparingConnection>;
  releaseConnection(connection: PreparingConnection): Promise<void> | void;
}

/**
 * A read of a hot path as a named prepared statement (issue 18): its values are bound instead of written into
 * the text, and each pooled connection plans it once and then reuses the plan, where Sequelize sends every call
 * as new text that PostgreSQL parses and plans again (4 of a linguist page's 12 ms). Only for reads outside a
 * transaction, whose text is one of a few shapes: the name is the text's hash. Arrays are bound as PostgreSQL
 * arrays, so a statement sent here writes `= ANY(:ids)` where Sequelize's would write `IN (:ids)`.
 */
export async function preparedSelect<Row>(sql: string, replacements: Record<string, unknown>): Promise<Row[]> {
  const { text, values } = toPositional(sql, replacements);
  const name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  const pool = (database() as unknown as { connectionManager: ConnectionPool }).connectionManager;
  const connection = await pool.getConnection({ type: 'SELECT' });
  try {
    return (await connection.query({ name, text, values })).rows as Row[];
  } finally {
    await pool.releaseConnection(connection);
  }
}
