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
