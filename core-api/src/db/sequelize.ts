import { Sequelize } from 'sequelize';

/** One connection pool per process; every model is defined on it by its module. */
export function createSequelize(databaseUrl: string, options: { poolMax?: number } = {}): Sequelize {
  return new Sequelize(databaseUrl, {
    dialect: 'postgres',
    logging: false,
    pool: { max: options.poolMax ?? 10, min: 0, idle: 10_000 },
    define: { underscored: true, timestamps: true },
  });
}
