import type { Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import type { Invoicing, LegalCheckStatus } from '@inkwell/contracts';
import { findClientBillingSettings } from '../users/index.js';

/** Spec §8: what a client whose legal check failed reads wherever it is blocked. */
export const LEGAL_INFO_BLOCKED_MESSAGE = 'Your account is blocked due to invalid legal information. Please check your billing information and EU-VAT.';

/** Spec §5, the deposit form: a prepaid client pays only with verified billing information. */
export const BILLING_INFO_NOT_VALID_MESSAGE = 'Your billing information is not valid';

export async function legalCheckStatusOf(clientId: number, transaction?: Transaction): Promise<LegalCheckStatus> {
  return (await findClientBillingSettings(clientId, transaction))?.legalCheckStatus ?? 'NEEDS_VALIDATION';
}

/**
 * INVALID legal information blocks the account (spec §4): no new orders, no new payments.
 *
 * @throws AppError 403 with the spec's message
 */
export async function assertNotBlockedByLegalCheck(clientId: number, transaction?: Transaction): Promise<void> {
  if ((await legalCheckStatusOf(clientId, transaction)) === 'INVALID') throw AppError.forbidden(LEGAL_INFO_BLOCKED_MESSAGE);
}

/**
 * Before a client starts paying in money. Blocked accounts are refused; a prepaid client also needs VALID
 * legal information ("Pay is disabled when … a deposit client has no valid legal info", spec §5), because
 * every deposit gets an invoice addressed to that information.
 *
 * @throws AppError 403 when blocked, 422 when a prepaid client's information is not verified yet
 */
export async function assertMayPayIn(client: { id: number; invoicing: Invoicing }, transaction?: Transaction): Promise<void> {
  const status = await legalCheckStatusOf(client.id, transaction);
  if (status === 'INVALID') throw AppError.forbidden(LEGAL_INFO_BLOCKED_MESSAGE);
  if (client.invoicing === 'deposit' && status !== 'VALID') throw AppError.unprocessable(BILLING_INFO_NOT_VALID_MESSAGE);
}
