import type { Transaction } from 'sequelize';
import { linguistPayoutDetails } from '../linguists/index.js';

/** Where one payout goes, copied onto it when she asks so a later change of settings cannot redirect it. */
export type PayoutDestination =
  | { method: 'bank'; holder: string; iban: string; bic: string | null; paypalEmail: null }
  | { method: 'paypal'; holder: null; iban: null; bic: null; paypalEmail: string };

/** Her payment settings as a payout destination; null while they are incomplete. */
export async function payoutDestinationOf(linguistId: number, transaction?: Transaction): Promise<PayoutDestination | null> {
  const details = await linguistPayoutDetails(linguistId, transaction);
  if (details?.method === 'SEPA' && details.iban && details.accountHolder) {
    return { method: 'bank', holder: details.accountHolder, iban: details.iban, bic: details.bic || null, paypalEmail: null };
  }
  if (details?.method === 'PAYPAL' && details.paypalEmail) {
    return { method: 'paypal', holder: null, iban: null, bic: null, paypalEmail: details.paypalEmail };
  }
  return null;
}

