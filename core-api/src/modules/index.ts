import type { CoreModule } from './module.js';
import { systemModule } from './system/index.js';
import { authModule } from './auth/index.js';
import { usersModule, adminClientsModule } from './users/index.js';
import { notificationsModule } from './notifications/index.js';
import { referenceModule } from './reference/index.js';
import { pricingModule } from './pricing/index.js';
import { billingModule } from './billing/billing.routes.js';
import { billingSettingsModule } from './billing/billing-settings.routes.js';
import { depositsModule } from './billing/deposits.routes.js';
import {
  clientOrderActionsModule,
  linguistOrderActionsModule,
  orderCreationModule,
  orderQueriesModule,
  projectQueriesModule,
  projectsModule,
  staffOrderActionsModule,
} from './orders/index.js';
import { templatesModule } from './templates/index.js';
import { invoicesModule } from './invoices/invoices.routes.js';

export const modules: CoreModule[] = [systemModule, authModule, usersModule, adminClientsModule, notificationsModule, referenceModule, pricingModule, billingModule, billingSettingsModule, depositsModule, orderQueriesModule, projectQueriesModule, projectsModule, orderCreationModule, clientOrderActionsModule, linguistOrderActionsModule, staffOrderActionsModule, templatesModule, invoicesModule];
