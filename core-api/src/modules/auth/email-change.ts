import type { Role, SelfEmailSettings } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { Runtime } from '../../runtime.js';
import { changeAccountEmail, findAccountByEmail, findAccountById, lockAccountEmail } from '../users/index.js';
import { sendTemplateMail } from '../notifications/index.js';
import { database } from '../../shared/database.js';
import { appUrl, invalidLink } from './auth.service.js';
import { confirmCurrentPassword } from './password-change.js';
import { consumeEmailToken, invalidateOneTimeTokens, issueOneTimeToken, pendingEmailOf } from './tokens.js';

/** The page of the app that opens a confirmation link (the settings' e-mail tab). */
const CONFIRM_PATH = '/settings/email/confirm';

const TAKEN = 'Another account uses this e-mail address';

/** Her sign-in address and the one she waits to confirm, if any. */
export async function emailChangeState(role: Role, userId: number): Promise<SelfEmailSettings> {
  const account = await findAccountById(role, userId);
  if (!account) throw AppError.notFound('Account');
  return { email: account.email, pendingEmail: await pendingEmailOf(role, userId) };
}

/**
 * Asks to sign in with another address (decision 040): after the current password, a one-time link (24 h) goes to the
 * NEW address, and nothing changes until it is opened, so a mistyped or foreign address never takes over the account.
 * A newer request voids the links of older ones.
 *
 * @throws AppError 400 naming `currentPassword` (wrong) or `email` (her address already); 409 naming `email` (taken)
 */
export async function requestEmailChange(
  runtime: Pick<Runtime, 'config' | 'mailer'>,
  role: Role,
  userId: number,
  email: string,
  currentPassword: string,
): Promise<SelfEmailSettings> {
  await confirmCurrentPassword(role, userId, currentPassword);
  const address = email.trim();
  return database().transaction(async (transaction) => {
    const account = await findAccountById(role, userId, transaction);
    if (!account) throw AppError.notFound('Account');
    if (account.email.toLowerCase() === address.toLowerCase()) throw AppError.badRequest('This is your e-mail address already', 'email');
    await lockAccountEmail(role, address, transaction);
    if (await findAccountByEmail(role, address, transaction)) throw new AppError('CONFLICT', TAKEN, 409, { email: [TAKEN] });
    await invalidateOneTimeTokens(role, userId, 'confirm_email', transaction);
    const token = await issueOneTimeToken(role, userId, 'confirm_email', transaction, address);
    await sendTemplateMail(
      runtime.mailer,
      {
        to: address,
        language: account.language,
        template: 'confirm-email-change',
        vars: { name: account.firstName, email: address, link: `${appUrl(runtime.config, role)}${CONFIRM_PATH}?token=${token}` },
      },
      transaction,
    );
    return { email: account.email, pendingEmail: address };
  });
}

/**
 * Opens the link: the address the token carries becomes her sign-in address. Only the signed-in owner of the token
 * can use it; any other token, or one expired or used, is the invalid-link 400 and uses nothing up.
 *
 * @throws AppError 400 naming `token`; 409 naming `email` when another account took the address meanwhile
 */
export async function confirmEmailChange(role: Role, userId: number, token: string): Promise<SelfEmailSettings> {
  return database().transaction(async (transaction) => {
    const confirmed = await consumeEmailToken(role, token, transaction);
    if (!confirmed || confirmed.userId !== userId) throw invalidLink();
    await changeAccountEmail(role, userId, confirmed.email, transaction);
    await invalidateOneTimeTokens(role, userId, 'confirm_email', transaction);
    return { email: confirmed.email, pendingEmail: null };
  });
}
