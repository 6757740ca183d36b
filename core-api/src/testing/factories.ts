import { randomBytes } from 'node:crypto';
import type supertest from 'supertest';
import { AUTH_PREFIX, OAUTH_CLIENT_ID, type Role, type TokenRequest, type TokenResponse } from '@inkwell/contracts';
import { loadCoreConfig, type CoreConfig } from '../config.js';
import { accountsDatabase, type AdminAccount, type ClientAccount, type LinguistAccount } from '../modules/users/users.model.js';
import {
  createAdminAccount,
  createClientAccount,
  createLinguistAccount,
  type NewAdminAccount,
  type NewBillingSettings,
  type NewClientAccount,
  type NewLinguistAccount,
} from '../modules/users/users.service.js';
import { hashPassword } from '../modules/auth/password.js';
import { setLinguistLanguages } from '../modules/linguists/index.js';

export const FACTORY_PASSWORD = 'factory-password-1';

let sequence = 0;

/** Unique across calls, test files and concurrent workers sharing nothing but the format. */
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}-${randomBytes(3).toString('hex')}@example.test`;
}

// scrypt is slow by design; factories re-use one hash per plain password within a worker.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

type WithPassword<T> = Partial<Omit<T, 'passwordHash'>> & { password?: string };

/** An ACTIVE prepaid EUR client unless overridden. */
export async function createClient(
  overrides: WithPassword<NewClientAccount> = {},
): Promise<{ client: ClientAccount; email: string; password: string }> {
  const { password = FACTORY_PASSWORD, ...fields } = overrides;
  const passwordHash = await hashOnce(password);
  const client = await accountsDatabase().transaction((transaction) =>
    createClientAccount(
      {
        email: uniqueEmail('client'),
        status: 'ACTIVE',
        firstName: 'Clara',
        lastName: 'Client',
        language: 'en',
        currency: 'EUR',
        invoicing: 'deposit',
        vat: '0.19',
        servicesAvailable: ['copywriting', 'proofreading'],
        ...fields,
        passwordHash,
      },
      transaction,
    ),
  );
  return { client, email: client.email, password };
}

/** Complete billing settings of a German company whose legal check passed: what a client needs to pay in. */
export function verifiedBilling(overrides: NewBillingSettings = {}): NewBillingSettings {
  return {
    companyName: 'Factory GmbH',
    legalForm: 'COMPANY',
    firstName: 'Clara',
    lastName: 'Client',
    address: 'Teststraße 1',
    zipcode: '10115',
    city: 'Berlin',
    country: 'DE',
    euVatNumber: 'DE123456789',
    email: 'billing@example.test',
    legalCheckStatus: 'VALID',
    legalInfoLastCheckedAt: new Date(),
    lastVatNumberValidationAt: new Date(),
    ...overrides,
  };
}

/** An ACTIVE copywriter without level or languages unless overridden; `languages` are cultures such as 'de-DE'. */
export async function createLinguist(
  overrides: WithPassword<NewLinguistAccount & { languages: string[] }> = {},
): Promise<{ linguist: LinguistAccount; email: string; password: string }> {
  const { password = FACTORY_PASSWORD, languages = [], ...fields } = overrides;
  const passwordHash = await hashOnce(password);
  const linguist = await accountsDatabase().transaction(async (transaction) => {
    const account = await createLinguistAccount(
      {
        email: uniqueEmail('linguist'),
        status: 'ACTIVE',
        firstName: 'Lena',
        lastName: 'Linguist',
        language: 'en',
        currency: 'EUR',
        roles: ['copywriter'],
        ...fields,
        passwordHash,
      },
      transaction,
    );
    await setLinguistLanguages(account.id, languages, transaction);
    return account;
  });
  return { linguist, email: linguist.email, password };
}

/** An ACTIVE admin without fakturaAccess unless overridden. */
export async function createAdmin(
  overrides: WithPassword<NewAdminAccount> = {},
): Promise<{ admin: AdminAccount; email: string; password: string }> {
  const { password = FACTORY_PASSWORD, ...fields } = overrides;
  const passwordHash = await hashOnce(password);
  const admin = await accountsDatabase().transaction((transaction) =>
    createAdminAccount(
      {
        email: uniqueEmail('admin'),
        status: 'ACTIVE',
        firstName: 'Ada',
        lastName: 'Admin',
        language: 'en',
        fakturaAccess: false,
        ...fields,
        passwordHash,
      },
      transaction,
    ),
  );
  return { admin, email: admin.email, password };
}

/** A test context (`startTestApi()`), or just its `request` when the default client secret is in use. */
export type LoginTarget = (() => supertest.Agent) | { request: () => supertest.Agent; config: Pick<CoreConfig, 'oauthClientSecret'> };

function defaultClientSecret(): string {
  const env = { NODE_ENV: 'test', DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://localhost/unused' };
  return loadCoreConfig({ ...env, OAUTH_CLIENT_SECRET: process.env.OAUTH_CLIENT_SECRET }).oauthClientSecret;
}

/** The body of a password-grant login call for a role, with the configured client credentials. */
export function passwordGrant(
  config: Pick<CoreConfig, 'oauthClientSecret'>,
  role: Role,
  username: string,
  password: string,
): TokenRequest {
  return { grant_type: 'password', client_id: OAUTH_CLIENT_ID[role], client_secret: config.oauthClientSecret, username, password };
}

/** The body of a refresh-grant login call. */
export function refreshGrant(config: Pick<CoreConfig, 'oauthClientSecret'>, role: Role, refreshToken: string): TokenRequest {
  return { grant_type: 'refresh_token', client_id: OAUTH_CLIENT_ID[role], client_secret: config.oauthClientSecret, refresh_token: refreshToken };
}

/** Signs in through the real login call (password grant) and returns the tokens; throws on any other answer. */
export async function loginAs(target: LoginTarget, role: Role, email: string, password: string): Promise<TokenResponse> {
  const request = typeof target === 'function' ? target : target.request;
  const config = typeof target === 'function' ? { oauthClientSecret: defaultClientSecret() } : target.config;
  const res = await request().post(`${AUTH_PREFIX[role]}/login`).send(passwordGrant(config, role, email, password));
  if (res.status !== 200) throw new Error(`loginAs ${role} ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as TokenResponse;
}
