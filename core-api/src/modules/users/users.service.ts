import { QueryTypes, type Transaction } from 'sequelize';
import type {
  AccountStatus,
  AdminMe,
  ClientMe,
  InterfaceLanguage,
  Invoicing,
  LegalCheckStatus,
  LinguistMe,
  LinguistRole,
  Role,
  Service,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { findCurrencyById, findCurrencyByIso } from '../reference/index.js';
import {
  AdminAccount,
  ClientAccount,
  ClientBillingSettings,
  LinguistAccount,
  accountsDatabase,
  type LegalForm,
} from './users.model.js';

const ACCOUNT_TABLE: Record<Role, string> = { client: 'clients', admin: 'admins', linguist: 'linguists' };

/** What sign-in, registration and password reset need to know of an account of any role. */
export interface AccountCredentials {
  role: Role;
  id: number;
  email: string;
  passwordHash: string | null;
  status: AccountStatus;
  language: InterfaceLanguage;
  firstName: string | null;
  lastName: string | null;
}

const CREDENTIAL_COLUMNS = `id, email, password_hash AS "passwordHash", status, language,
  first_name AS "firstName", last_name AS "lastName"`;

async function selectCredentials(
  role: Role,
  where: string,
  replacements: Record<string, unknown>,
  transaction?: Transaction,
): Promise<AccountCredentials | null> {
  const rows = await accountsDatabase().query<Omit<AccountCredentials, 'role'>>(
    `SELECT ${CREDENTIAL_COLUMNS} FROM ${ACCOUNT_TABLE[role]} WHERE ${where}`,
    { type: QueryTypes.SELECT, replacements, transaction },
  );
  return rows[0] ? { role, ...rows[0] } : null;
}

/** E-mail addresses are unique per role regardless of letter case. */
export function findAccountByEmail(role: Role, email: string, transaction?: Transaction): Promise<AccountCredentials | null> {
  return selectCredentials(role, 'lower(email) = lower(:email)', { email: email.trim() }, transaction);
}

export function findAccountById(role: Role, id: number, transaction?: Transaction): Promise<AccountCredentials | null> {
  return selectCredentials(role, 'id = :id', { id }, transaction);
}

/**
 * Serialises everything that creates or changes the account of one e-mail address until the transaction
 * ends, so a check-then-insert cannot race another registration of the same address.
 */
export async function lockAccountEmail(role: Role, email: string, transaction: Transaction): Promise<void> {
  await accountsDatabase().query('SELECT pg_advisory_xact_lock(hashtext(:key))', {
    replacements: { key: `account:${role}:${email.trim().toLowerCase()}` },
    transaction,
  });
}

export async function setAccountPassword(role: Role, id: number, passwordHash: string, transaction?: Transaction): Promise<void> {
  await accountsDatabase().query(
    `UPDATE ${ACCOUNT_TABLE[role]} SET password_hash = :passwordHash, updated_at = now() WHERE id = :id`,
    { replacements: { id, passwordHash }, transaction },
  );
}

/**
 * Turns a PENDING_ACTIVATION account ACTIVE (setting its password when given, as for invited admins).
 * False when the account is not pending any more, e.g. closed in the meantime.
 */
export async function activateAccount(
  role: Role,
  id: number,
  transaction: Transaction,
  passwordHash?: string,
): Promise<boolean> {
  const [, affected] = await accountsDatabase().query(
    `UPDATE ${ACCOUNT_TABLE[role]}
        SET status = 'ACTIVE', password_hash = COALESCE(:passwordHash, password_hash), updated_at = now()
      WHERE id = :id AND status = 'PENDING_ACTIVATION'`,
    { replacements: { id, passwordHash: passwordHash ?? null }, transaction, type: QueryTypes.UPDATE },
  );
  return affected === 1;
}

// The currency and language lookups answer from the reference catalogue in memory (decision 024).

/** The stored code exactly, as accounts have always been matched. */
async function currencyIdByIso(iso: string): Promise<number> {
  const currency = await findCurrencyByIso(iso);
  if (!currency || currency.iso4217 !== iso) throw AppError.unprocessable(`Unknown currency ${iso}`);
  return currency.id;
}

async function currencyIsoById(id: number | null): Promise<string | null> {
  if (id === null) return null;
  return (await findCurrencyById(id))?.iso4217.trim() ?? null;
}

export interface NewBillingSettings {
  companyName?: string | null;
  legalForm?: LegalForm;
  firstName?: string | null;
  lastName?: string | null;
  address?: string | null;
  zipcode?: string | null;
  city?: string | null;
  country?: string | null;
  euVatNumber?: string | null;
  taxNumber?: string | null;
  email?: string | null;
  legalCheckStatus?: LegalCheckStatus;
  legalInfoLastCheckedAt?: Date | null;
  lastVatNumberValidationAt?: Date | null;
}

export interface NewClientAccount {
  email: string;
  passwordHash: string | null;
  status: AccountStatus;
  firstName: string | null;
  lastName: string | null;
  nickname?: string | null;
  language: InterfaceLanguage;
  /** ISO 4217 code */
  currency: string;
  country?: string | null;
  accountTier?: string;
  invoicing: Invoicing;
  vat: string;
  servicesAvailable: Service[];
  billing?: NewBillingSettings | null;
}

export async function createClientAccount(input: NewClientAccount, transaction: Transaction): Promise<ClientAccount> {
  const { billing, currency, ...fields } = input;
  const client = await ClientAccount.create(
    { ...fields, email: fields.email.trim(), currencyId: await currencyIdByIso(currency) },
    { transaction },
  );
  if (billing) {
    await ClientBillingSettings.create(
      {
        companyName: null,
        firstName: null,
        lastName: null,
        email: null,
        ...billing,
        clientId: client.id,
      },
      { transaction },
    );
  }
  return client;
}

export const SERVICE_OF_ROLE: Record<LinguistRole, Service> = {
  copywriter: 'copywriting',
  proofreader: 'proofreading',
  translator: 'translating',
};

export interface NewLinguistAccount {
  email: string;
  passwordHash: string | null;
  status: AccountStatus;
  firstName: string | null;
  lastName: string | null;
  nickname?: string | null;
  language: InterfaceLanguage;
  currency: string;
  country?: string | null;
  level?: string | null;
  roles: LinguistRole[];
}

/**
 * A linguist's available services follow from their roles. Her languages are the linguists module's
 * (`setLinguistLanguages`), which sits above this one.
 */
export async function createLinguistAccount(input: NewLinguistAccount, transaction: Transaction): Promise<LinguistAccount> {
  const { currency, ...fields } = input;
  return LinguistAccount.create(
    {
      ...fields,
      email: fields.email.trim(),
      currencyId: await currencyIdByIso(currency),
      servicesAvailable: fields.roles.map((role) => SERVICE_OF_ROLE[role]),
    },
    { transaction },
  );
}

export interface NewAdminAccount {
  email: string;
  passwordHash: string | null;
  status: AccountStatus;
  firstName: string | null;
  lastName: string | null;
  language: InterfaceLanguage;
  fakturaAccess: boolean;
}

export function createAdminAccount(input: NewAdminAccount, transaction: Transaction): Promise<AdminAccount> {
  return AdminAccount.create({ ...input, email: input.email.trim() }, { transaction });
}

export function findClientById(id: number, transaction?: Transaction): Promise<ClientAccount | null> {
  return ClientAccount.findByPk(id, { transaction });
}

export function findLinguistById(id: number, transaction?: Transaction): Promise<LinguistAccount | null> {
  return LinguistAccount.findByPk(id, { transaction });
}

export function findAdminById(id: number, transaction?: Transaction): Promise<AdminAccount | null> {
  return AdminAccount.findByPk(id, { transaction });
}

export function findClientBillingSettings(clientId: number, transaction?: Transaction): Promise<ClientBillingSettings | null> {
  return ClientBillingSettings.findByPk(clientId, { transaction });
}

/**
 * Writes a client's billing settings (the billing module's form and legal check), creating the row on
 * the first save.
 */
export async function saveClientBillingSettings(
  clientId: number,
  fields: NewBillingSettings,
  transaction?: Transaction,
): Promise<ClientBillingSettings> {
  const [settings] = await ClientBillingSettings.upsert(
    { companyName: null, firstName: null, lastName: null, email: null, ...fields, clientId },
    { transaction, returning: true },
  );
  return settings;
}

/** A valid access token whose account has gone is treated like an expired session. */
function accountGone(): AppError {
  return AppError.unauthenticated('Your account no longer exists, please sign in again');
}

export async function getClientMe(id: number): Promise<ClientMe> {
  const client = await findClientById(id);
  if (!client) throw accountGone();
  const [billing, currency] = await Promise.all([findClientBillingSettings(id), currencyIsoById(client.currencyId)]);
  return {
    id: client.id,
    email: client.email,
    firstName: client.firstName,
    lastName: client.lastName,
    nickname: client.nickname,
    language: client.language,
    currencyId: client.currencyId,
    currency,
    country: client.country,
    createdAt: client.createdAt.toISOString(),
    accountTier: client.accountTier,
    invoicing: client.invoicing,
    vat: client.vat,
    hasValidLegalInfo: billing?.legalCheckStatus === 'VALID',
    servicesAvailable: client.servicesAvailable,
    status: client.status,
    billing: billing
      ? { companyName: billing.companyName, firstName: billing.firstName, lastName: billing.lastName, email: billing.email }
      : null,
    autoAcceptDays: client.autoAcceptDays,
  };
}

export async function getAdminMe(id: number): Promise<AdminMe> {
  const admin = await findAdminById(id);
  if (!admin) throw accountGone();
  return {
    id: admin.id,
    email: admin.email,
    firstName: admin.firstName,
    lastName: admin.lastName,
    language: admin.language,
    fakturaAccess: admin.fakturaAccess,
    status: admin.status,
    createdAt: admin.createdAt.toISOString(),
  };
}

export async function getLinguistMe(id: number): Promise<LinguistMe> {
  const linguist = await findLinguistById(id);
  if (!linguist) throw accountGone();
  const [languages, currency] = await Promise.all([
    accountsDatabase().query<{ name: string; culture: string }>(
      `SELECT l.name, l.culture FROM linguist_languages ll JOIN languages l ON l.id = ll.language_id
        WHERE ll.linguist_id = :id ORDER BY l.culture`,
      { type: QueryTypes.SELECT, replacements: { id } },
    ),
    currencyIsoById(linguist.currencyId),
  ]);
  return {
    id: linguist.id,
    email: linguist.email,
    firstName: linguist.firstName,
    lastName: linguist.lastName,
    nickname: linguist.nickname,
    language: linguist.language,
    level: linguist.level,
    roles: linguist.roles,
    servicesAvailable: linguist.servicesAvailable,
    languages,
    currency,
    status: linguist.status,
    createdAt: linguist.createdAt.toISOString(),
  };
}
