import type { Sequelize } from 'sequelize';
import { createLogger, type Logger } from '@inkwell/service-kit';
import type { CoreConfig } from './config.js';
import { createSequelize } from './db/sequelize.js';
import { initModels } from './db/models.js';
import { createMailer, type Mailer } from './modules/notifications/index.js';

/** What every module's routes and services may use; built once per process (or per test worker). */
export interface Runtime {
  config: CoreConfig;
  sequelize: Sequelize;
  logger: Logger;
  mailer: Mailer;
}

export function createRuntime(config: CoreConfig, logger: Logger = createLogger('core-api', config.logLevel)): Runtime {
  const sequelize = createSequelize(config.databaseUrl);
  initModels(sequelize);
  return { config, sequelize, logger, mailer: createMailer(config, sequelize) };
}
