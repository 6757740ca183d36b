import type { Sequelize } from 'sequelize';
import { bindDatabase } from '../shared/database.js';
import { initAccountModels } from '../modules/users/index.js';
import { initAuthModels } from '../modules/auth/index.js';
import { initNotificationModels } from '../modules/notifications/index.js';
import { initReferenceModels } from '../modules/reference/index.js';
import { initLedgerModels } from '../modules/ledger/index.js';
import { initPricingModels } from '../modules/pricing/index.js';
import { initBillingModels } from '../modules/billing/index.js';
import { initDepositModels } from '../modules/deposits/index.js';
import { initProjectModels } from '../modules/projects/index.js';
import { initOrderModels } from '../modules/orders/index.js';
import { initTemplateModels } from '../modules/templates/index.js';
import { initPayoutModels } from '../modules/payouts/index.js';

/** Binds every module's models to the process's one Sequelize instance. */
export function initModels(sequelize: Sequelize): void {
  bindDatabase(sequelize);
  initAccountModels(sequelize);
  initAuthModels(sequelize);
  initNotificationModels(sequelize);
  initReferenceModels(sequelize);
  initLedgerModels(sequelize);
  initPricingModels(sequelize);
  initBillingModels(sequelize);
  initDepositModels(sequelize);
  initProjectModels(sequelize);
  initOrderModels(sequelize);
  initTemplateModels(sequelize);
  initPayoutModels(sequelize);
}
