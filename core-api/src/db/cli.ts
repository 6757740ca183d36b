import Joi from 'joi';
import { configFields, createLogger, loadConfig } from '@inkwell/service-kit';
import { createSequelize } from './sequelize.js';
import { initModels } from './models.js';
import { migrate } from './migrate.js';
import { seedDemo } from '../seed/demo-accounts.js';

const COMMANDS = ['migrate', 'seed', 'migrate-and-seed'] as const;
type Command = (typeof COMMANDS)[number];

/** `node dist/db/cli.js migrate|seed|migrate-and-seed` against DATABASE_URL. */
async function run(command: Command): Promise<void> {
  const { DATABASE_URL, LOG_LEVEL } = loadConfig(
    Joi.object<{ DATABASE_URL: string; LOG_LEVEL: string }>({
      DATABASE_URL: configFields.databaseUrl().required(),
      LOG_LEVEL: configFields.logLevel,
    }),
  );
  const logger = createLogger('core-api-db', LOG_LEVEL);
  const sequelize = createSequelize(DATABASE_URL, { poolMax: 2 });
  initModels(sequelize);
  try {
    if (command !== 'seed') {
      const applied = await migrate(sequelize);
      logger.info(applied.length ? 'migrations applied' : 'schema is up to date', { applied });
    }
    if (command !== 'migrate') {
      const seeded = await seedDemo(sequelize);
      logger.info(seeded ? 'demo data loaded' : 'demo data already present');
    }
  } finally {
    await sequelize.close();
  }
}

const command = process.argv[2];
if (!COMMANDS.includes(command as Command)) {
  console.error(`Usage: node dist/db/cli.js <${COMMANDS.join('|')}>`);
  process.exit(2);
}
run(command as Command).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
