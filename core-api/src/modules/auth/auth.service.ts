import { createHash, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_INTERFACE_LANGUAGE,
  OAUTH_CLIENT_ID,
  type AccountStatus,
  type InterfaceLanguage,
  type Role,
  type TokenRequest,
  type TokenResponse,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { Transaction } from 'sequelize';
import type { Runtime } from '../../runtime.js';
import type { Caller } from '../../http/authenticate.js';
import { activateAccount, createAdminAccount, createClientAccount, createLinguistAccount, findAccountByEmail, findAccountById, lockAccountEmail, setAccountPassword, type AccountCredentials } from '../users/index.js';
import { sendTemplateMail } from '../notifications/index.js';
import { hashPassword, needsRehash, verifyPassword } from './password.js';
import { assertLoginAllowed, forgetLoginFailures, loginAccountKey, recordLoginFailure } from './login-throttle.js';
import {
  consumeOneTimeToken,
  createRefreshToken,
  findRefreshTokenFamily,
  invalidateOneTimeTokens,
  issueOneTimeToken,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeAllRefreshTokens,
  revokeRefreshTokenFamily,
  signAccessToken,
} from './tokens.js';
import type { AdminInvitation, ClientRegistration, LinguistRegistration, RegistrationBody } from './auth.schema.js';

type AuthRuntime = Pick<Runtime, 'config' | 'sequelize' | 'mailer' | 'logger'>;

const INVALID_LOGIN = 'Invalid e-mail or password';
const INVALID_LINK = 'This link has expired or was already used. Please request a new one.';
const CLOSED: readonly AccountStatus[] = ['CLOSED_BY_USER', 'CLOSED_BY_GC'];

/** Where the role's app is served, without a trailing slash: the links in mails lead there. */
export function appUrl(config: Runtime['config'], role: Role): string {
  const url = { client: config.clientAppUrl, admin: config.adminAppUrl, linguist: config.linguistAppUrl }[role];
  return url.replace(/\/+$/, '');
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Hashing first makes both sides the same length, so the comparison time says nothing about the secret. */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

function assertClient(runtime: AuthRuntime, role: Role, request: TokenRequest): void {
  const idMatches = sameSecret(request.client_id, OAUTH_CLIENT_ID[role]);
  const secretMatches = sameSecret(request.client_secret, runtime.config.oauthClientSecret);
  if (!idMatches || !secretMatches) throw AppError.unauthenticated('Invalid client credentials');
}

async function issueTokens(
  runtime: AuthRuntime,
  role: Role,
  userId: number,
  options: { familyId?: string; transaction?: Transaction } = {},
): Promise<TokenResponse> {
  const { jwtSecret, accessTokenTtlSeconds, refreshTokenTtlDays } = runtime.config;
  return {
    access_token: signAccessToken(jwtSecret, accessTokenTtlSeconds, role, userId),
    refresh_token: await createRefreshToken(role, userId, refreshTokenTtlDays, options),
    token_type: 'Bearer',
    expires_in: accessTokenTtlSeconds,
  };
}

/** POST {prefix}/login: the password grant and the refresh grant. */
export function login(runtime: AuthRuntime, role: Role, request: TokenRequest, ip: string): Promise<TokenResponse> {
  assertClient(runtime, role, request);
  return request.grant_type === 'password'
    ? loginWithPassword(runtime, role, request.username, request.password, ip)
    : refreshSession(runtime, role, request.refresh_token);
}

/**
 * One answer for an unknown address, a wrong password and a closed account, and the same scrypt work for
 * each, so neither the message nor the timing tells whether an account exists.
 */
async function loginWithPassword(
  runtime: AuthRuntime,
  role: Role,
  email: string,
  password: string,
  ip: string,
): Promise<TokenResponse> {
  const accountKey = loginAccountKey(role, email);
  await assertLoginAllowed(runtime.config.loginFailureLimit, accountKey, ip);
  const account = await findAccountByEmail(role, email);
  const passwordMatches = await verifyPassword(password, account?.passwordHash);
  if (!account || !passwordMatches || CLOSED.includes(account.status)) {
    await recordLoginFailure(accountKey, ip);
    throw AppError.unauthenticated(INVALID_LOGIN);
  }
  if (account.status === 'PENDING_ACTIVATION') throw AppError.forbidden('Please confirm your e-mail address first');
  await forgetLoginFailures(accountKey);
  if (account.passwordHash && needsRehash(account.passwordHash)) {
    await setAccountPassword(role, account.id, await hashPassword(password));
  }
  return issueTokens(runtime, role, account.id);
}

type Rotation = { outcome: 'rotated'; tokens: TokenResponse } | { outcome: 'refused' };

/**
 * Every refresh token works once and is replaced by the next of its family. Presenting a used one means
 * two parties hold the chain (a stolen token), so the whole family is revoked and both must sign in again.
 */
async function refreshSession(runtime: AuthRuntime, role: Role, refreshToken: string): Promise<TokenResponse> {
  const rotation = await runtime.sequelize.transaction(async (transaction): Promise<Rotation> => {
    const stored = await lockRefreshToken(refreshToken, transaction);
    if (!stored || stored.role !== role || stored.revoked) return { outcome: 'refused' };
    if (stored.used) {
      await revokeRefreshTokenFamily(stored.familyId, transaction);
      runtime.logger.warn('refresh token reused: session family revoked', { role, userId: stored.userId, familyId: stored.familyId });
      return { outcome: 'refused' };
    }
    if (stored.expired) return { outcome: 'refused' };
    const account = await findAccountById(role, stored.userId, transaction);
    if (account?.status !== 'ACTIVE') {
      await revokeRefreshTokenFamily(stored.familyId, transaction);
      return { outcome: 'refused' };
    }
    await markRefreshTokenUsed(stored.id, transaction);
    return { outcome: 'rotated', tokens: await issueTokens(runtime, role, stored.userId, { familyId: stored.familyId, transaction }) };
  });
  // Thrown after the commit: a detected reuse must stay revoked.
  if (rotation.outcome === 'refused') throw AppError.unauthenticated('Your session has expired, please sign in again');
  return rotation.tokens;
}

/** Ends the session of the given refresh token, or every session of the caller when none is given. */
export async function logout(caller: Caller, refreshToken?: string): Promise<void> {
  if (!refreshToken) return revokeAllRefreshTokens(caller.role, caller.id);
  const familyId = await findRefreshTokenFamily(caller.role, caller.id, refreshToken);
  if (familyId) await revokeRefreshTokenFamily(familyId);
}

/** Always quiet about whether the address has an account; only active accounts get a link. */
export async function sendResetPasswordLink(runtime: AuthRuntime, role: Role, email: string): Promise<void> {
  await runtime.sequelize.transaction(async (transaction) => {
    const account = await findAccountByEmail(role, email, transaction);
    if (account?.status !== 'ACTIVE') return;
    await sendPasswordResetMail(runtime, role, account, transaction);
  });
}

/** Mails the account a link (one-time) on which it sets a new password; staff send it too (decision 056). */
export async function sendPasswordResetMail(
  runtime: Pick<AuthRuntime, 'config' | 'mailer'>,
  role: Role,
  account: Pick<NewAccount, 'id' | 'email' | 'language' | 'firstName'>,
  transaction: Transaction,
): Promise<void> {
  const token = await issueOneTimeToken(role, account.id, 'reset_password', transaction);
  await sendTemplateMail(
    runtime.mailer,
    {
      to: account.email,
      language: account.language,
      template: 'reset-password',
      vars: { name: account.firstName, link: `${appUrl(runtime.config, role)}/password-reset/update?token=${token}` },
    },
    transaction,
  );
}

/** A one-time link that is unknown, expired or used: 400 naming `token`. */
export function invalidLink(): AppError {
  return AppError.badRequest(INVALID_LINK, 'token');
}

/** Sets the new password and signs the account out everywhere. */
export async function resetPassword(runtime: AuthRuntime, role: Role, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await runtime.sequelize.transaction(async (transaction) => {
    const userId = await consumeOneTimeToken(role, 'reset_password', token, transaction);
    const account = userId === null ? null : await findAccountById(role, userId, transaction);
    if (account?.status !== 'ACTIVE') throw invalidLink();
    await setAccountPassword(role, account.id, passwordHash, transaction);
    await invalidateOneTimeTokens(role, account.id, 'reset_password', transaction);
    await revokeAllRefreshTokens(role, account.id, transaction);
  });
}

interface NewAccount {
  id: number;
  email: string;
  language: InterfaceLanguage;
  firstName: string | null;
}

async function createPendingAccount<R extends Role>(
  role: R,
  input: RegistrationBody[R],
  language: InterfaceLanguage,
  passwordHash: string | null,
  transaction: Transaction,
): Promise<NewAccount> {
  const common = {
    email: input.email,
    passwordHash,
    status: 'PENDING_ACTIVATION' as const,
    firstName: input.firstName,
    lastName: input.lastName,
    language,
  };
  if (role === 'client') {
    const { companyName } = input as ClientRegistration;
    // Self-registered clients start prepaid; staff switch trusted companies to invoicing.
    return createClientAccount(
      {
        ...common,
        currency: 'EUR',
        invoicing: 'deposit',
        vat: '0.19',
        servicesAvailable: ['copywriting', 'proofreading'],
        billing: companyName
          ? { companyName, legalForm: 'COMPANY', firstName: input.firstName, lastName: input.lastName, email: input.email }
          : null,
      },
      transaction,
    );
  }
  if (role === 'linguist') {
    const { nickname } = input as LinguistRegistration;
    return createLinguistAccount({ ...common, nickname: nickname || null, currency: 'EUR', roles: ['copywriter'] }, transaction);
  }
  const { fakturaAccess } = input as AdminInvitation;
  return createAdminAccount({ ...common, fakturaAccess }, transaction);
}

async function sendConfirmation(
  runtime: AuthRuntime,
  role: Role,
  account: Pick<NewAccount, 'id' | 'email' | 'language' | 'firstName'>,
  transaction: Transaction,
): Promise<void> {
  if (role === 'admin') return sendInvitation(runtime, role, account, transaction);
  const token = await issueOneTimeToken(role, account.id, 'confirm_registration', transaction);
  await sendTemplateMail(
    runtime.mailer,
    {
      to: account.email,
      language: account.language,
      template: 'confirm-registration',
      vars: { name: account.firstName, link: `${appUrl(runtime.config, role)}/registration/confirm?token=${token}` },
    },
    transaction,
  );
}

/** Each role is invited to its own app in its own words (decisions 031 and 056). */
const INVITATION_TEMPLATE = { admin: 'admin-invitation', linguist: 'linguist-invitation', client: 'client-invitation' } as const satisfies Record<Role, string>;

/**
 * Invites an account staff created without a password, as staff invite admins: a registration link (24 h) on
 * which she chooses her password, marked `invitation=1` so the app asks for it. Sent in the creating transaction,
 * so no account is left without its mail.
 */
export async function sendInvitation(
  runtime: Pick<AuthRuntime, 'config' | 'mailer'>,
  role: Role,
  account: Pick<NewAccount, 'id' | 'email' | 'language' | 'firstName'>,
  transaction: Transaction,
): Promise<void> {
  const token = await issueOneTimeToken(role, account.id, 'confirm_registration', transaction);
  await sendTemplateMail(
    runtime.mailer,
    {
      to: account.email,
      language: account.language,
      template: INVITATION_TEMPLATE[role],
      vars: { name: account.firstName, link: `${appUrl(runtime.config, role)}/registration/confirm?token=${token}&invitation=1` },
    },
    transaction,
  );
}

/**
 * An address that already has an account answers exactly like a new one (no account enumeration): a
 * pending account gets a fresh confirmation link, any other the notice that it already exists.
 */
async function notifyExistingAccount(
  runtime: AuthRuntime,
  role: Role,
  account: AccountCredentials,
  transaction: Transaction,
): Promise<void> {
  if (account.status === 'PENDING_ACTIVATION') return sendConfirmation(runtime, role, account, transaction);
  const base = appUrl(runtime.config, role);
  await sendTemplateMail(
    runtime.mailer,
    {
      to: account.email,
      language: account.language,
      template: 'account-exists',
      vars: { name: account.firstName, loginLink: `${base}/login`, resetLink: `${base}/password-reset/request` },
    },
    transaction,
  );
}

/** POST {prefix}/registration: a pending account and a confirmation mail (for admins: an invitation). */
export async function register<R extends Role>(
  runtime: AuthRuntime,
  role: R,
  input: RegistrationBody[R],
  fallbackLanguage: InterfaceLanguage = DEFAULT_INTERFACE_LANGUAGE,
): Promise<{ status: 'PENDING_ACTIVATION' }> {
  // Hashed before the check so a taken address costs the same time as a new one.
  const password = 'password' in input ? input.password : undefined;
  const passwordHash = password ? await hashPassword(password) : null;
  await runtime.sequelize.transaction(async (transaction) => {
    await lockAccountEmail(role, input.email, transaction);
    const existing = await findAccountByEmail(role, input.email, transaction);
    if (existing) return notifyExistingAccount(runtime, role, existing, transaction);
    const account = await createPendingAccount(role, input, input.language ?? fallbackLanguage, passwordHash, transaction);
    await sendConfirmation(runtime, role, account, transaction);
  });
  return { status: 'PENDING_ACTIVATION' };
}

/**
 * POST {prefix}/confirm-register: activates the account the link was sent for. An invited account has no password
 * yet and must choose one here; the link stays valid until it does.
 */
export async function confirmRegistration(
  runtime: AuthRuntime,
  role: Role,
  token: string,
  password?: string,
): Promise<{ status: 'ACTIVE' }> {
  const passwordHash = password ? await hashPassword(password) : undefined;
  await runtime.sequelize.transaction(async (transaction) => {
    const userId = await consumeOneTimeToken(role, 'confirm_registration', token, transaction);
    if (userId === null) throw invalidLink();
    if (!passwordHash && (await findAccountById(role, userId, transaction))?.passwordHash === null) {
      throw AppError.badRequest('Choose a password to activate your account', 'password');
    }
    if (!(await activateAccount(role, userId, transaction, passwordHash))) throw invalidLink();
  });
  return { status: 'ACTIVE' };
}
