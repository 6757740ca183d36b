import type { Role } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { findAccountById, setAccountPassword } from '../users/index.js';
import { database } from '../../shared/database.js';
import { hashPassword, verifyPassword } from './password.js';
import { revokeAllRefreshTokens } from './tokens.js';

/**
 * A signed-in user proves she is at the keyboard before a change to her credentials (e-mail, password).
 * @throws AppError 400 naming `currentPassword`
 */
export async function confirmCurrentPassword(role: Role, id: number, currentPassword: string): Promise<void> {
  const account = await findAccountById(role, id);
  if (!(await verifyPassword(currentPassword, account?.passwordHash))) {
    throw AppError.badRequest('The current password is not right', 'currentPassword');
  }
}

/** Sets a new password after checking the current one; every other session ends, as after a reset. */
export async function changePassword(role: Role, id: number, currentPassword: string, newPassword: string): Promise<void> {
  await confirmCurrentPassword(role, id, currentPassword);
  const passwordHash = await hashPassword(newPassword);
  await database().transaction(async (transaction) => {
    await setAccountPassword(role, id, passwordHash, transaction);
    await revokeAllRefreshTokens(role, id, transaction);
  });
}
