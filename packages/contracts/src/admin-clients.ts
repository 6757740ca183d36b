/**
 * Staff create a client and keep its settings (admin-and-linguist §7.1 Clients and Client settings, decision 056):
 *   POST   /admin/users/client                   NewAdminClientBody → AdminClientCreated (201; an invitation mail
 *                                                with which the client chooses its password; 409 for a taken e-mail)
 *   GET    /admin/client/:id/payment             → AdminClientPayment
 *   PATCH  /admin/client/:id/payment             AdminClientPayment → AdminClientPayment
 *   GET    /admin/client/:id/billing             → BillingSettings          (the client's own form, decision 019)
 *   PUT    /admin/client/:id/billing             BillingSettingsInput → 204 (the legal check runs as for the client)
 *   PUT    /admin/client/:id/email               AdminClientEmailBody → AdminClientEmail (409 for a taken e-mail)
 *   POST   /admin/client/:id/password            → 204 (a password reset link goes to the client's address)
 *   GET    /admin/client/:id/account             → AdminClientAccount
 *   PATCH  /admin/client/:id/account             AdminClientAccount → AdminClientAccount (409 unchanged or not activated)
 *   GET    /admin/client/:id/features            → AdminClientFeatures
 *   PATCH  /admin/client/:id/features            AdminClientFeatures → AdminClientFeatures
 *   GET    /admin/client/:id/order               → AdminClientOrderSettings
 *   PATCH  /admin/client/:id/order               Partial<AdminClientOrderSettings> → AdminClientOrderSettings
 * An unknown client answers 404; a field out of bounds 400 naming it.
 */
import type { CurrencyIso } from './orders.js';
import type { InterfaceLanguage } from './roles.js';
import type { AccountStatus, Invoicing, Service } from './users.js';

export const CLIENT_SERVICES = ['copywriting', 'proofreading', 'translating', 'gpt3_topics_titles'] as const satisfies readonly Service[];

/** What staff may set a client's account to: open, or blocked (it can no longer sign in). */
export const SETTABLE_CLIENT_STATUSES = ['ACTIVE', 'CLOSED_BY_GC'] as const satisfies readonly AccountStatus[];
export type SettableClientStatus = (typeof SETTABLE_CLIENT_STATUSES)[number];

/** Working days after which a ready order the client left alone is accepted, unless the client has its own. */
export const CLIENT_AUTO_ACCEPT_DAYS_MIN = 1;
export const CLIENT_AUTO_ACCEPT_DAYS_MAX = 30;

export interface NewAdminClientBody {
  email: string;
  firstName: string;
  lastName: string;
  /** the billing settings' company; empty for a private person */
  companyName?: string;
  invoicing: Invoicing;
  currency: CurrencyIso;
  /** the interface language and the language of the client's mails; en when not given */
  language?: InterfaceLanguage;
}

export interface AdminClientCreated {
  id: number;
}

export interface AdminClientPayment {
  invoicing: Invoicing;
}

export interface AdminClientEmailBody {
  email: string;
}

export interface AdminClientEmail {
  email: string;
}

export interface AdminClientAccount {
  status: AccountStatus;
}

export interface AdminClientAccountBody {
  status: SettableClientStatus;
}

export interface AdminClientFeatures {
  servicesAvailable: Service[];
}

export interface AdminClientOrderSettings {
  /** the level the order wizard starts with; null: the wizard's own */
  defaultLevel: string | null;
  /** working days until a ready order is accepted automatically */
  autoAcceptDays: number;
  /** whether the order wizard starts with proofreading chosen */
  proofreadingDefault: boolean;
}
