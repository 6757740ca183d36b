import type { CoreModule } from './module.js';
import { adminSearchModule } from './search/index.js';
import { systemModule } from './system/index.js';
import { authModule } from './auth/index.js';
import { usersModule, adminClientsModule } from './users/index.js';
import { notificationsModule } from './notifications/index.js';
import { languageAdminModule, referenceModule } from './reference/index.js';
import { priceListsModule, pricingModule } from './pricing/index.js';
import { adminClientBalanceModule, billingModule } from './balances/index.js';
import { billingSettingsModule } from './billing/index.js';
import { depositsModule } from './deposits/index.js';
import {
  clientOrderActionsModule,
  clientOrderInsightsModule,
  linguistOrderActionsModule,
  orderCreationModule,
  orderQueriesModule,
  orderStatsModule,
  orderTextChecksModule,
  projectQueriesModule,
  projectsModule,
  staffOrderActionsModule,
} from './orders/index.js';
import { templatesModule } from './templates/index.js';
import { invoicesModule } from './invoices/index.js';
import { accountingModule } from './accounting/index.js';
import { creditNotesModule, linguistBillingModule } from './credit-notes/index.js';
import { clientGroupsModule, clientLinguistsModule } from './linguists/index.js';
import { adminClientLinguistsModule, adminLinguistsModule, linguistPaymentModule, linguistSelfModule } from './linguists/index.js';
import { messagesModule, partyMailboxModule } from './messages/index.js';
import { importsModule } from './imports/index.js';
import { exportsModule } from './exports/index.js';
import { quotesModule } from './quotes/index.js';
import { aiGeneratorModule } from './ai/index.js';
import { clientWordListsModule } from './settings/index.js';
import { adminClientAccountModule, clientAccountModule, staffUsersModule } from './accounts/index.js';
import { linguistPayoutsModule, staffPayoutsModule } from './payouts/index.js';
import { webhooksModule } from './webhooks/index.js';
import { apiKeysModule } from './api-keys/index.js';

/** Every module's routes, in the order the registry, and so the OpenAPI document, lists them. */
export const modules: CoreModule[] = [systemModule, authModule, usersModule, adminClientsModule, adminClientBalanceModule, notificationsModule, referenceModule, languageAdminModule, pricingModule, priceListsModule, billingModule, billingSettingsModule, depositsModule, orderQueriesModule, projectQueriesModule, projectsModule, orderCreationModule, clientOrderActionsModule, clientOrderInsightsModule, linguistOrderActionsModule, staffOrderActionsModule, orderStatsModule, templatesModule, invoicesModule, accountingModule, creditNotesModule, linguistBillingModule, clientLinguistsModule, clientGroupsModule, adminLinguistsModule, adminClientLinguistsModule, linguistSelfModule, linguistPaymentModule, messagesModule, partyMailboxModule, importsModule, exportsModule, aiGeneratorModule, orderTextChecksModule, clientWordListsModule, quotesModule, clientAccountModule, staffUsersModule, adminClientAccountModule, adminSearchModule, webhooksModule, apiKeysModule, linguistPayoutsModule, staffPayoutsModule];
