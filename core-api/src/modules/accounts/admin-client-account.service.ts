import type {
  AdminClientAccount,
  AdminClientAccountBody,
  AdminClientCreated,
  AdminClientEmail,
  AdminClientEmailBody,
  AdminClientFeatures,
  AdminClientOrderSettings,
  AdminClientPayment,
  NewAdminClientBody,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { Transaction } from 'sequelize';
import type { Runtime } from '../../runtime.js';
import { endAllSessions, sendInvitation, sendPasswordResetMail } from '../auth/index.js';
import { findLevel } from '../reference/index.js';
import {
  changeAccountEmail,
  clientSettingsOf,
  createClientAccount,
  findAccountByEmail,
  lockAccountEmail,
  updateClientSettings,
  type ClientSettingsChange,
  type ClientSettingsState,
} from '../users/index.js';
import { database } from '../../shared/database.js';

type MailRuntime = Pick<Runtime, 'config' | 'mailer'>;

const TAKEN = 'Another client uses this e-mail address';

/** The client's row locked, the change written and the row read again, in one transaction. */
function changeClient<T>(clientId: number, change: (before: ClientSettingsState, transaction: Transaction) => Promise<ClientSettingsChange>, answer: (after: ClientSettingsState) => T): Promise<T> {
  return database().transaction(async (transaction) => {
    const before = await clientSettingsOf(clientId, transaction);
    await updateClientSettings(clientId, await change(before, transaction), transaction);
    return answer(await clientSettingsOf(clientId, transaction));
  });
}

/**
 * POST /admin/users/client: a PENDING_ACTIVATION client without a password, its billing name when it is a company,
 * and the invitation mail with which it chooses its password, in one transaction (decision 056). The e-mail lock
 * makes the duplicate check hold against a registration at the same moment.
 * @throws AppError 409 naming `email` for an address another client has
 */
export function createClientForAdmin(runtime: MailRuntime, body: NewAdminClientBody): Promise<AdminClientCreated> {
  return database().transaction(async (transaction) => {
    await lockAccountEmail('client', body.email, transaction);
    if (await findAccountByEmail('client', body.email, transaction)) throw AppError.conflict(TAKEN).withDetails({ email: [TAKEN] });
    const companyName = body.companyName?.trim() || null;
    const client = await createClientAccount(
      {
        email: body.email,
        passwordHash: null,
        status: 'PENDING_ACTIVATION',
        firstName: body.firstName,
        lastName: body.lastName,
        language: body.language ?? 'en',
        currency: body.currency,
        invoicing: body.invoicing,
        // what a self-registered client starts with (auth's registration); staff change them on the settings tab
        vat: '0.19',
        servicesAvailable: ['copywriting', 'proofreading'],
        billing: companyName ? { companyName, legalForm: 'COMPANY', firstName: body.firstName, lastName: body.lastName, email: body.email } : null,
      },
      transaction,
    );
    await sendInvitation(runtime, 'client', client, transaction);
    return { id: client.id };
  });
}

export async function clientPaymentOf(clientId: number): Promise<AdminClientPayment> {
  return { invoicing: (await clientSettingsOf(clientId)).invoicing };
}

/**
 * Orders keep what they were created as (a prepaid order's reservation settles it, decision 056), so a change
 * applies to the orders created after it.
 */
export function setClientPayment(clientId: number, body: AdminClientPayment): Promise<AdminClientPayment> {
  return changeClient(clientId, async () => ({ invoicing: body.invoicing }), (after) => ({ invoicing: after.invoicing }));
}

/**
 * Staff change the sign-in address at once: they act on the client's word, so no confirmation link is mailed.
 * @throws AppError 409 naming `email` for an address another client has
 */
export async function setClientEmail(clientId: number, body: AdminClientEmailBody): Promise<AdminClientEmail> {
  await database().transaction(async (transaction) => {
    await clientSettingsOf(clientId, transaction);
    await changeAccountEmail('client', clientId, body.email, transaction);
  });
  return { email: (await clientSettingsOf(clientId)).email };
}

/**
 * Mails the client a password reset link. A client that has not chosen its first password gets its invitation
 * again instead, since a reset cannot activate an account.
 * @throws AppError 409 for a blocked or closed account
 */
export function sendClientPasswordMail(runtime: MailRuntime, clientId: number): Promise<void> {
  return database().transaction(async (transaction) => {
    const client = await clientSettingsOf(clientId, transaction);
    if (client.status === 'PENDING_ACTIVATION') return sendInvitation(runtime, 'client', client, transaction);
    if (client.status !== 'ACTIVE') throw AppError.conflict('The account is closed: open it before sending a password mail');
    await sendPasswordResetMail(runtime, 'client', client, transaction);
  });
}

export async function clientAccountOf(clientId: number): Promise<AdminClientAccount> {
  return { status: (await clientSettingsOf(clientId)).status };
}

/**
 * Blocks (CLOSED_BY_GC) or opens a client's account. A blocked client's sessions end with the change; it cannot
 * sign in again until staff open it.
 * @throws AppError 409 naming `status` when the account has it already or has not been activated yet
 */
export function setClientAccountStatus(clientId: number, body: AdminClientAccountBody): Promise<AdminClientAccount> {
  return changeClient(
    clientId,
    async (before, transaction) => {
      if (before.status === body.status) throw AppError.conflict(`The account is ${body.status} already`).withDetails({ status: [`The account is ${body.status} already`] });
      if (before.status === 'PENDING_ACTIVATION') {
        const pending = 'The client has not activated its account yet';
        throw AppError.conflict(pending).withDetails({ status: [pending] });
      }
      if (body.status !== 'ACTIVE') await endAllSessions('client', clientId, transaction);
      return { status: body.status };
    },
    (after) => ({ status: after.status }),
  );
}

export async function clientFeaturesOf(clientId: number): Promise<AdminClientFeatures> {
  return { servicesAvailable: (await clientSettingsOf(clientId)).servicesAvailable };
}

export function setClientFeatures(clientId: number, body: AdminClientFeatures): Promise<AdminClientFeatures> {
  return changeClient(clientId, async () => ({ servicesAvailable: body.servicesAvailable }), (after) => ({ servicesAvailable: after.servicesAvailable }));
}

const orderSettingsOf = (state: ClientSettingsState): AdminClientOrderSettings => ({
  defaultLevel: state.defaultLevel,
  autoAcceptDays: state.autoAcceptDays,
  proofreadingDefault: state.proofreadingDefault,
});

export async function clientOrderSettingsOf(clientId: number): Promise<AdminClientOrderSettings> {
  return orderSettingsOf(await clientSettingsOf(clientId));
}

/** @throws AppError 400 naming `defaultLevel` for a level the catalogue does not have */
export async function setClientOrderSettings(clientId: number, body: Partial<AdminClientOrderSettings>): Promise<AdminClientOrderSettings> {
  if (body.defaultLevel && !(await findLevel(body.defaultLevel))) throw AppError.badRequest(`Unknown level ${body.defaultLevel}`, 'defaultLevel');
  return changeClient(clientId, async () => ({ ...body, defaultLevel: body.defaultLevel === '' ? null : body.defaultLevel }), orderSettingsOf);
}
