import type { SelfEmailSettings } from '@inkwell/contracts';
import type { Runtime } from '../../runtime.js';
import { changePassword, confirmEmailChange, emailChangeState, requestEmailChange } from '../auth/index.js';

export function getSelfEmail(linguistId: number): Promise<SelfEmailSettings> {
  return emailChangeState('linguist', linguistId);
}

/** A new sign-in address waits for the link mailed to it (decision 040); the current password comes first. */
export function changeSelfEmail(runtime: Pick<Runtime, 'config' | 'mailer'>, linguistId: number, email: string, currentPassword: string): Promise<SelfEmailSettings> {
  return requestEmailChange(runtime, 'linguist', linguistId, email, currentPassword);
}

export function confirmSelfEmail(linguistId: number, token: string): Promise<SelfEmailSettings> {
  return confirmEmailChange('linguist', linguistId, token);
}

export function changeSelfPassword(linguistId: number, currentPassword: string, newPassword: string): Promise<void> {
  return changePassword('linguist', linguistId, currentPassword, newPassword);
}
