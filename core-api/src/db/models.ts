import type { Sequelize } from 'sequelize';
import { initAccountModels } from '../modules/users/users.model.js';
import { initAuthModels } from '../modules/auth/auth.model.js';
import { initOutboxModel } from '../modules/notifications/outbox.model.js';
import { initReferenceModels } from '../modules/reference/reference.model.js';
import { initLedgerModels } from '../modules/ledger/ledger.model.js';
import { initPricingModels } from '../modules/pricing/pricing.model.js';
import { initBillingModels } from '../modules/billing/billing.model.js';
import { initProjectModels } from '../modules/projects/projects.model.js';
import { initOrderModels } from '../modules/orders/orders.model.js';
import { initTemplateModels } from '../modules/templates/templates.model.js';

/** Binds every module's models to the process's one Sequelize instance. */
export function initModels(sequelize: Sequelize): void {
  initAccountModels(sequelize);
  initAuthModels(sequelize);
  initOutboxModel(sequelize);
  initReferenceModels(sequelize);
  initLedgerModels(sequelize);
  initPricingModels(sequelize);
  initBillingModels(sequelize);
  initProjectModels(sequelize);
  initOrderModels(sequelize);
  initTemplateModels(sequelize);
}
