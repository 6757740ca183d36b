import type { CoreModule } from './module.js';
import { systemModule } from './system/system.routes.js';
import { authModule } from './auth/auth.routes.js';
import { usersModule } from './users/users.routes.js';
import { adminClientsModule } from './users/admin-clients.routes.js';
import { notificationsModule } from './notifications/notifications.routes.js';
import { referenceModule } from './reference/reference.routes.js';
import { pricingModule } from './pricing/pricing.routes.js';
import { billingModule } from './billing/billing.routes.js';
import { billingSettingsModule } from './billing/billing-settings.routes.js';
import { depositsModule } from './billing/deposits.routes.js';
import { orderQueriesModule } from './orders/order-queries.routes.js';
import { projectQueriesModule } from './projects/project-queries.routes.js';
import { projectsModule } from './projects/projects.routes.js';
import { orderActionsModule } from './orders/order-actions.routes.js';
import { templatesModule } from './templates/templates.routes.js';
import { invoicesModule } from './invoices/invoices.routes.js';

export const modules: CoreModule[] = [systemModule, authModule, usersModule, adminClientsModule, notificationsModule, referenceModule, pricingModule, billingModule, billingSettingsModule, depositsModule, orderQueriesModule, projectQueriesModule, projectsModule, orderActionsModule, templatesModule, invoicesModule];
