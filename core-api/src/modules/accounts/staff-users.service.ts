import { ERROR_CODES, type InternalUserDto, type InternalUserPatch, type NewInternalUserBody } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { Transaction } from 'sequelize';
import { sendInvitation } from '../auth/index.js';
import {
  countOtherFakturaAccessHolders,
  createAdminAccount,
  findAccountByEmail,
  lockAccountEmail,
  lockAdminAccount,
  lockFakturaAccessHolders,
  updateAdminAccount,
  type AdminAccountChange,
  type AdminAccountState,
} from '../users/index.js';
import { database } from '../../shared/database.js';
import type { Runtime } from '../../runtime.js';

type InvitationRuntime = Pick<Runtime, 'config' | 'mailer'>;

/** 409 under `email`, so the form shows it beside the address. */
function emailTaken(): AppError {
  const message = 'A staff member with this e-mail address exists';
  return new AppError(ERROR_CODES.conflict, message, 409, { email: [message] });
}

async function assertEmailFree(email: string, exceptId: number | null, transaction: Transaction): Promise<void> {
  await lockAccountEmail('admin', email, transaction);
  const holder = await findAccountByEmail('admin', email, transaction);
  if (holder && holder.id !== exceptId) throw emailTaken();
}

/**
 * POST /admin/users/internal: a PENDING_ACTIVATION staff account without a password and the invitation mail with
 * which they choose one, as linguists staff create are invited (decision 031). The mail is written in the same
 * transaction, so no account is left without its invitation.
 */
export async function createInternalUser(runtime: InvitationRuntime, body: NewInternalUserBody): Promise<InternalUserDto> {
  return database().transaction(async (transaction) => {
    await assertEmailFree(body.email, null, transaction);
    const admin = await createAdminAccount(
      {
        email: body.email,
        passwordHash: null,
        status: 'PENDING_ACTIVATION',
        firstName: body.firstName,
        lastName: body.lastName,
        language: body.language,
        fakturaAccess: body.fakturaAccess,
      },
      transaction,
    );
    await sendInvitation(runtime, 'admin', admin, transaction);
    const { id, email, firstName, lastName, language, fakturaAccess, status, createdAt } = admin;
    return { id, email, firstName, lastName, language, fakturaAccess, status, createdAt: createdAt.toISOString() };
  });
}

/** Deactivated is CLOSED_BY_GC; given back, an account whose invitation was never accepted waits for it again. */
function statusAfter(user: AdminAccountState, active: boolean | undefined): AdminAccountChange['status'] {
  if (active === undefined) return undefined;
  if (!active) return user.status === 'ACTIVE' || user.status === 'PENDING_ACTIVATION' ? 'CLOSED_BY_GC' : undefined;
  if (user.status === 'ACTIVE' || user.status === 'PENDING_ACTIVATION') return undefined;
  return user.hasPassword ? 'ACTIVE' : 'PENDING_ACTIVATION';
}

/**
 * Invoices must stay reachable by someone: staff cannot take invoice access from themselves or deactivate
 * themselves (they would lock themselves out mid-task), and the last active staff member with invoice access
 * keeps it until another one has it (admin spec §6; decision 052).
 */
async function assertAccessKept(callerId: number, user: AdminAccountState, change: AdminAccountChange, transaction: Transaction): Promise<void> {
  const losesAccess = change.fakturaAccess === false && user.fakturaAccess;
  const deactivated = change.status === 'CLOSED_BY_GC';
  if (user.id === callerId && deactivated) {
    throw AppError.unprocessable('You cannot deactivate your own account; ask another administrator', { active: ['You cannot deactivate your own account'] });
  }
  if (user.id === callerId && losesAccess) {
    throw AppError.unprocessable('You cannot remove your own invoice access; ask another administrator', {
      fakturaAccess: ['You cannot remove your own invoice access'],
    });
  }
  if (!(user.fakturaAccess && user.status === 'ACTIVE' && (losesAccess || deactivated))) return;
  if ((await countOtherFakturaAccessHolders(user.id, transaction)) === 0) {
    const field = deactivated ? 'active' : 'fakturaAccess';
    const message = 'This is the last active administrator with invoice access: give another administrator invoice access first';
    throw AppError.unprocessable(message, { [field]: [message] });
  }
}

/**
 * PATCH /admin/users/internal/:id: names, address, language, invoice access, and deactivating or reactivating.
 * An account still waiting for its invitation gets a new one when its address changes or it is given back, since
 * the first went to a wrong address or may have expired.
 */
export async function updateInternalUser(runtime: InvitationRuntime, callerId: number, id: number, patch: InternalUserPatch): Promise<InternalUserDto> {
  return database().transaction(async (transaction) => {
    // Taken before the row lock, as by every change that can take invoice access, so two such changes never deadlock.
    if (patch.fakturaAccess === false || patch.active === false) await lockFakturaAccessHolders(transaction);
    const user = await lockAdminAccount(id, transaction);
    if (!user) throw AppError.notFound('Staff member');
    const { active, ...fields } = patch;
    const change: AdminAccountChange = { ...fields, status: statusAfter(user, active) };
    await assertAccessKept(callerId, user, change, transaction);
    const emailChanged = change.email !== undefined && change.email !== user.email;
    if (emailChanged && change.email) await assertEmailFree(change.email, user.id, transaction);
    const updated = await updateAdminAccount(id, change, transaction);
    const invitedAgain = updated.status === 'PENDING_ACTIVATION' && (emailChanged || change.status === 'PENDING_ACTIVATION');
    if (invitedAgain) await sendInvitation(runtime, 'admin', updated, transaction);
    return updated;
  });
}
