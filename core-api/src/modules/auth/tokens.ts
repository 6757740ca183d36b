import { createHash, randomBytes, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { QueryTypes, type Transaction } from 'sequelize';
import type { Role } from '@inkwell/contracts';
import { OneTimeToken, RefreshToken, type OneTimeTokenPurpose } from './auth.model.js';

/** Registration confirmations and reset links live one day. */
export const ONE_TIME_TOKEN_TTL_HOURS = 24;

/** 32 random bytes, base64url: what the user or the BFF holds. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function database() {
  const sequelize = RefreshToken.sequelize;
  if (!sequelize) throw new Error('Auth models are not initialised: call initModels first');
  return sequelize;
}

/** Claims exactly as http/authenticate.ts verifies them. */
export function signAccessToken(secret: string, ttlSeconds: number, role: Role, userId: number): string {
  return jwt.sign({ role, typ: 'access' }, secret, { algorithm: 'HS256', subject: String(userId), expiresIn: ttlSeconds });
}

/** Adds a token to a family (a new family per sign-in) and returns the token itself. */
export async function createRefreshToken(
  role: Role,
  userId: number,
  ttlDays: number,
  options: { familyId?: string; transaction?: Transaction } = {},
): Promise<string> {
  const token = newOpaqueToken();
  await database().query(
    `INSERT INTO refresh_tokens (role, user_id, token_hash, family_id, expires_at)
     VALUES (:role, :userId, :tokenHash, :familyId, now() + make_interval(days => :ttlDays))`,
    {
      replacements: { role, userId, tokenHash: hashToken(token), familyId: options.familyId ?? randomUUID(), ttlDays },
      transaction: options.transaction,
    },
  );
  return token;
}

export interface LockedRefreshToken {
  id: string;
  role: Role;
  userId: number;
  familyId: string;
  used: boolean;
  revoked: boolean;
  expired: boolean;
}

/** The row of a presented refresh token, locked until the transaction ends so two rotations cannot both win. */
export async function lockRefreshToken(token: string, transaction: Transaction): Promise<LockedRefreshToken | null> {
  const rows = await database().query<LockedRefreshToken>(
    `SELECT id, role, user_id AS "userId", family_id AS "familyId", used_at IS NOT NULL AS used,
            revoked_at IS NOT NULL AS revoked, expires_at <= now() AS expired
       FROM refresh_tokens WHERE token_hash = :tokenHash FOR UPDATE`,
    { type: QueryTypes.SELECT, replacements: { tokenHash: hashToken(token) }, transaction },
  );
  return rows[0] ?? null;
}

export async function markRefreshTokenUsed(id: string, transaction: Transaction): Promise<void> {
  await RefreshToken.update({ usedAt: new Date() }, { where: { id }, transaction });
}

export async function revokeRefreshTokenFamily(familyId: string, transaction?: Transaction): Promise<void> {
  await database().query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = :familyId AND revoked_at IS NULL', {
    replacements: { familyId },
    transaction,
  });
}

export async function revokeAllRefreshTokens(role: Role, userId: number, transaction?: Transaction): Promise<void> {
  await database().query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE role = :role AND user_id = :userId AND revoked_at IS NULL',
    { replacements: { role, userId }, transaction },
  );
}

/** The family of a token, only when it belongs to the given user (a user cannot revoke someone else's). */
export async function findRefreshTokenFamily(role: Role, userId: number, token: string): Promise<string | null> {
  const row = await RefreshToken.findOne({ where: { tokenHash: hashToken(token), role, userId }, attributes: ['familyId'] });
  return row?.familyId ?? null;
}

/** `email` is the address a confirm_email token confirms, and only that purpose carries one. */
export async function issueOneTimeToken(
  role: Role,
  userId: number,
  purpose: OneTimeTokenPurpose,
  transaction: Transaction,
  email: string | null = null,
): Promise<string> {
  const token = newOpaqueToken();
  await database().query(
    `INSERT INTO one_time_tokens (role, user_id, purpose, token_hash, expires_at, email)
     VALUES (:role, :userId, :purpose, :tokenHash, now() + make_interval(hours => :ttlHours), :email)`,
    { replacements: { role, userId, purpose, tokenHash: hashToken(token), ttlHours: ONE_TIME_TOKEN_TTL_HOURS, email }, transaction },
  );
  return token;
}

/** Uses up a confirm_email token as consumeOneTimeToken does, answering its user and the address it confirms. */
export async function consumeEmailToken(role: Role, token: string, transaction: Transaction): Promise<{ userId: number; email: string } | null> {
  const rows = await database().query<{ userId: number; email: string }>(
    `UPDATE one_time_tokens SET used_at = now()
      WHERE token_hash = :tokenHash AND role = :role AND purpose = 'confirm_email' AND used_at IS NULL AND expires_at > now()
      RETURNING user_id AS "userId", email`,
    { type: QueryTypes.SELECT, replacements: { tokenHash: hashToken(token), role }, transaction },
  );
  return rows[0] ?? null;
}

/** The address of the newest open confirm_email token of a user: the change she waits to confirm, if any. */
export async function pendingEmailOf(role: Role, userId: number): Promise<string | null> {
  const rows = await database().query<{ email: string }>(
    `SELECT email FROM one_time_tokens
      WHERE role = :role AND user_id = :userId AND purpose = 'confirm_email' AND used_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    { type: QueryTypes.SELECT, replacements: { role, userId } },
  );
  return rows[0]?.email ?? null;
}

/**
 * Uses a token up in one statement (so it works once even under concurrent requests) and returns its
 * user, or null when it is unknown, of another role or purpose, expired or already used.
 */
export async function consumeOneTimeToken(
  role: Role,
  purpose: OneTimeTokenPurpose,
  token: string,
  transaction: Transaction,
): Promise<number | null> {
  const rows = await database().query<{ userId: number }>(
    `UPDATE one_time_tokens SET used_at = now()
      WHERE token_hash = :tokenHash AND role = :role AND purpose = :purpose AND used_at IS NULL AND expires_at > now()
      RETURNING user_id AS "userId"`,
    { type: QueryTypes.SELECT, replacements: { tokenHash: hashToken(token), role, purpose }, transaction },
  );
  return rows[0]?.userId ?? null;
}

/** After a password reset no other open reset link of that account works. */
export async function invalidateOneTimeTokens(
  role: Role,
  userId: number,
  purpose: OneTimeTokenPurpose,
  transaction: Transaction,
): Promise<void> {
  await OneTimeToken.update(
    { usedAt: new Date() },
    { where: { role, userId, purpose, usedAt: null }, transaction },
  );
}
