// The cast of a suite. Accounts are made with core-api's own account service from the build (linguists'
// levels and languages have no public API, and a registration round trip per account would only be slower);
// everything after that — signing in, money, projects, orders — goes through HTTP like any user.
import { AUTH_PREFIX, OAUTH_CLIENT_ID } from '@inkwell/contracts';
import { createLogger } from '@inkwell/service-kit';
import { loadCoreConfig } from '@inkwell/core-api/dist/config.js';
import { createRuntime, type Runtime } from '@inkwell/core-api/dist/runtime.js';
import { loadCatalogues } from '@inkwell/core-api/dist/catalogues.js';
import { createAdmin, createClient, createLinguist } from '@inkwell/core-api/dist/testing/factories.js';
import type { NewAdminAccount, NewBillingSettings, NewClientAccount, NewLinguistAccount } from '@inkwell/core-api/dist/modules/users/users.service.js';
import { postTransaction, postTransactions } from '@inkwell/core-api/dist/modules/ledger/ledger.service.js';
import { BANK_CLEARING, PLATFORM_REVENUE, clientAvailable, linguistEarned, linguistPayable } from '@inkwell/core-api/dist/modules/ledger/ledger.accounts.js';
import type { HttpClient } from './http';
import { fillPath, type Role, type Route } from './registry';
import { OAUTH_CLIENT_SECRET } from './services';

export interface Actor {
  role: Role;
  id: number;
  email: string;
  password: string;
  /** a bearer access token from the real login call */
  token: string;
}

export const CULTURE = 'de-DE';
export const LEVEL = 'good';

type Overrides<T> = Partial<Omit<T, 'passwordHash'>> & { password?: string };

export class Cast {
  private constructor(
    private readonly runtime: Runtime,
    private readonly core: HttpClient,
  ) {}

  /** Binds core-api's models to the suite's database and reads its catalogues; core-api must have migrated it already. */
  static async open(databaseUrl: string, core: HttpClient): Promise<Cast> {
    const config = loadCoreConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, OAUTH_CLIENT_SECRET });
    const cast = new Cast(createRuntime(config, createLogger('adversarial', 'silent')), core);
    await loadCatalogues();
    return cast;
  }

  close(): Promise<void> {
    return this.runtime.sequelize.close();
  }

  async login(role: Role, email: string, password: string): Promise<string> {
    const answer = await this.core({
      method: 'POST',
      path: `${AUTH_PREFIX[role]}/login`,
      json: { grant_type: 'password', client_id: OAUTH_CLIENT_ID[role], client_secret: OAUTH_CLIENT_SECRET, username: email, password },
    });
    const token = (answer.body as { access_token?: string } | undefined)?.access_token;
    if (answer.status !== 200 || !token) throw new Error(`login of ${role} ${email} answered ${answer.status}: ${answer.text}`);
    return token;
  }

  /** An active prepaid EUR client (VAT 19 %) with verified billing information (deposits need it) unless overridden. */
  async client(overrides: Overrides<NewClientAccount> = {}): Promise<Actor> {
    const checkedAt = new Date();
    const billing: NewBillingSettings = {
      companyName: `${overrides.lastName ?? 'Adversarial'} GmbH`,
      legalForm: 'COMPANY',
      firstName: overrides.firstName ?? 'Ada',
      lastName: overrides.lastName ?? 'Versarial',
      address: 'Teststraße 1',
      zipcode: '10117',
      city: 'Berlin',
      country: 'DE',
      euVatNumber: 'DE123456789',
      email: 'billing@example.test',
      legalCheckStatus: 'VALID',
      legalInfoLastCheckedAt: checkedAt,
      lastVatNumberValidationAt: checkedAt,
    };
    const { client, email, password } = await createClient({ country: 'DE', billing, ...overrides });
    return { role: 'client', id: client.id, email, password, token: await this.login('client', email, password) };
  }

  /** An active de-DE copywriter and proofreader of level good unless overridden. */
  async linguist(overrides: Overrides<NewLinguistAccount & { languages: string[] }> = {}): Promise<Actor> {
    const { linguist, email, password } = await createLinguist({ level: LEVEL, languages: [CULTURE], roles: ['copywriter', 'proofreader'], ...overrides });
    return { role: 'linguist', id: linguist.id, email, password, token: await this.login('linguist', email, password) };
  }

  async admin(overrides: Overrides<NewAdminAccount> = {}): Promise<Actor> {
    const { admin, email, password } = await createAdmin({ fakturaAccess: true, ...overrides });
    return { role: 'admin', id: admin.id, email, password, token: await this.login('admin', email, password) };
  }

  /** A bank transfer booked straight into the ledger, for when the deposit routes are not there. */
  async creditThroughLedger(clientId: number, cents: bigint, idempotencyKey?: string): Promise<void> {
    await this.runtime.sequelize.transaction((transaction) =>
      postTransaction(
        {
          kind: 'deposit',
          reference: `client:${clientId}`,
          idempotencyKey,
          memo: 'adversarial bank transfer',
          currency: 'EUR',
          entries: [
            { account: BANK_CLEARING, amount: -cents },
            { account: clientAvailable(clientId), amount: cents },
          ],
        },
        transaction,
      ),
    );
  }

  /** Accepted work of a linguist settled by a credit note, as the credit-note run books it: payable money to pay out. */
  async settlePayable(linguistId: number, cents: bigint): Promise<void> {
    await this.runtime.sequelize.transaction((transaction) =>
      postTransactions(
        [
          {
            kind: 'linguist_credit',
            memo: 'adversarial accepted work',
            currency: 'EUR',
            entries: [
              { account: PLATFORM_REVENUE, amount: -cents },
              { account: linguistEarned(linguistId), amount: cents },
            ],
          },
          {
            kind: 'credit_note',
            memo: 'adversarial credit note',
            currency: 'EUR',
            entries: [
              { account: linguistEarned(linguistId), amount: -cents },
              { account: linguistPayable(linguistId), amount: cents },
            ],
          },
        ],
        transaction,
      ),
    );
  }
}

/** The deposit routes of packages/contracts billing.ts, when the registry has them. */
export interface DepositRoutes {
  create: Route;
  settle: Route;
}

export function depositRoutes(routes: Route[]): DepositRoutes | undefined {
  const create = routes.find((r) => r.key === 'POST /client/billing/deposit');
  const settle = routes.find((r) => r.method === 'PUT' && /^\/admin\/billing\/deposit\/\{[^}]+\}\/settle$/.test(r.path));
  return create && settle ? { create, settle } : undefined;
}

/** "123.45" for 12345 cents. */
export function euros(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** A bank transfer the client announces; answers the deposit id. */
export async function requestBankDeposit(core: HttpClient, routes: DepositRoutes, client: Actor, cents: bigint, note?: string): Promise<number> {
  const answer = await core({ method: 'POST', path: routes.create.path, token: client.token, json: { method: 'BANK', amount: euros(cents), ...(note ? { note } : {}) } });
  const id = (answer.body as { id?: number } | undefined)?.id;
  if (answer.status >= 300 || typeof id !== 'number') throw new Error(`bank deposit answered ${answer.status}: ${answer.text}`);
  return id;
}

export function settleDeposit(core: HttpClient, routes: DepositRoutes, admin: Actor, depositId: number) {
  const param = routes.settle.pathParams[0]?.name ?? 'id';
  return core({ method: 'PUT', path: fillPath(routes.settle, { [param]: String(depositId) }), token: admin.token, json: { reference: `adversarial-${depositId}` } });
}

/** Money for a prepaid client: a settled bank transfer through the API, or the ledger when that API is missing. */
export async function fund(core: HttpClient, cast: Cast, routes: DepositRoutes | undefined, client: Actor, admin: Actor, cents: bigint, note?: string): Promise<void> {
  if (!routes) return cast.creditThroughLedger(client.id, cents);
  const id = await requestBankDeposit(core, routes, client, cents, note);
  const settled = await settleDeposit(core, routes, admin, id);
  if (settled.status >= 300) throw new Error(`settling deposit ${id} answered ${settled.status}: ${settled.text}`);
}
