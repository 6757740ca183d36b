import { changeAccountEmail } from '../users/index.js';
import { changePassword, confirmCurrentPassword } from '../auth/index.js';

/** Her sign-in address changes at once once she proves the current password (no confirmation mail yet). */
export async function changeSelfEmail(linguistId: number, email: string, currentPassword: string): Promise<{ email: string }> {
  await confirmCurrentPassword('linguist', linguistId, currentPassword);
  await changeAccountEmail('linguist', linguistId, email);
  return { email };
}

export function changeSelfPassword(linguistId: number, currentPassword: string, newPassword: string): Promise<void> {
  return changePassword('linguist', linguistId, currentPassword, newPassword);
}
