import type { Migration } from '../migrate.js';
import { m0001Reference } from './0001-reference.js';
import { m0002Accounts } from './0002-accounts.js';
import { m0003Ledger } from './0003-ledger.js';
import { m0004LinguistRelations } from './0004-linguist-relations.js';
import { m0005Pricing } from './0005-pricing.js';
import { m0006Orders } from './0006-orders.js';
import { m0007SystemPrices } from './0007-system-prices.js';
import { m0008Templates } from './0008-templates.js';
import { m0009TextSections } from './0009-text-sections.js';
import { m0010Deposits } from './0010-deposits.js';
import { m0011Invoices } from './0011-invoices.js';
import { m0012ListIndexes } from './0012-list-indexes.js';
import { m0013BalanceRefunds } from './0013-balance-refunds.js';
import { m0014InvoicePayments } from './0014-invoice-payments.js';
import { m0015CatalogueNotifications } from './0015-catalogue-notifications.js';
import { m0016DirectOrderFallback } from './0016-direct-order-fallback.js';
import { m0017Linguists } from './0017-linguists.js';
import { m0019AdminLinguists } from './0019-admin-linguists.js';
import { m0020LinguistSelfService } from './0020-linguist-self-service.js';
import { m0021LinguistAvailabilityAndSettings } from './0021-linguist-availability-and-settings.js';
import { m0022Messages } from './0022-messages.js';
import { m0023EmailNotifications } from './0023-email-notifications.js';
import { m0024LinguistSearchKeys } from './0024-linguist-search-keys.js';
import { m0025Imports } from './0025-imports.js';
import { m0026Exports } from './0026-exports.js';

/** Every migration, in the order it was written. */
export const migrations: Migration[] = [m0001Reference, m0002Accounts, m0003Ledger, m0004LinguistRelations, m0005Pricing, m0006Orders, m0007SystemPrices, m0008Templates, m0009TextSections, m0010Deposits, m0011Invoices, m0012ListIndexes, m0013BalanceRefunds, m0014InvoicePayments, m0015CatalogueNotifications, m0016DirectOrderFallback, m0017Linguists, m0019AdminLinguists, m0020LinguistSelfService, m0021LinguistAvailabilityAndSettings, m0022Messages, m0023EmailNotifications, m0024LinguistSearchKeys, m0025Imports, m0026Exports];
