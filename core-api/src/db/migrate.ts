import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { migrations } from './migrations/index.js';

export interface MigrationContext {
  sequelize: Sequelize;
  transaction: Transaction;
  /** runs SQL inside the migration transaction */
  sql: (statement: string) => Promise<void>;
}

export interface Migration {
  /** sortable, unique: NNNN-what-it-does */
  name: string;
  up: (ctx: MigrationContext) => Promise<void>;
}

/** An arbitrary constant: serialises concurrent migrators (test workers, replicas starting together). */
const MIGRATION_LOCK = 72_410_001;

/**
 * Applies every pending migration in one transaction under an advisory lock: PostgreSQL DDL is
 * transactional, so a failed migration leaves the schema exactly as it was.
 */
export async function migrate(sequelize: Sequelize): Promise<string[]> {
  return sequelize.transaction(async (transaction) => {
    const sql = async (statement: string) => {
      await sequelize.query(statement, { transaction });
    };
    await sql(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await sql('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const rows = await sequelize.query<{ name: string }>('SELECT name FROM schema_migrations', { type: QueryTypes.SELECT, transaction });
    const done = new Set(rows.map((r) => r.name));
    const pending = [...migrations].sort((a, b) => a.name.localeCompare(b.name)).filter((m) => !done.has(m.name));
    for (const migration of pending) {
      await migration.up({ sequelize, transaction, sql });
      await sequelize.query('INSERT INTO schema_migrations (name) VALUES (?)', { replacements: [migration.name], transaction });
    }
    return pending.map((m) => m.name);
  });
}

/**
 * The migrations this build holds that the database has not applied, by name: readiness waits until there are
 * none, so a replica of a new release takes no traffic before its schema exists.
 */
export async function pendingMigrations(sequelize: Sequelize): Promise<string[]> {
  const [table] = await sequelize.query<{ present: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS present", { type: QueryTypes.SELECT });
  const applied = table?.present
    ? new Set((await sequelize.query<{ name: string }>('SELECT name FROM schema_migrations', { type: QueryTypes.SELECT })).map((r) => r.name))
    : new Set<string>();
  return migrations.map((m) => m.name).filter((name) => !applied.has(name)).sort();
}
