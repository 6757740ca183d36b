/** Revenue the platform keeps from orders. */
export const PLATFORM_REVENUE = 'platform:revenue';
/** Payment fees the platform pays to payment providers. */
export const PLATFORM_FEES = 'platform:fees';
/** VAT charged on payment fees, owed to the tax office. */
export const PLATFORM_TAX = 'platform:tax';
/** Money on its way through a payment provider (card, PayPal, SEPA debit …). */
export const PSP_CLEARING = 'psp:clearing';
/** Money on its way through the bank (transfers in, payouts out). */
export const BANK_CLEARING = 'bank:clearing';
/** Money on its way to linguists through PayPal payouts. */
export const PAYPAL_CLEARING = 'paypal:clearing';

/**
 * Clearing and platform accounts mirror money outside the platform, so they may go negative; accounts held
 * for a person may not.
 */
const SYSTEM_ACCOUNTS: ReadonlySet<string> = new Set([
  PLATFORM_REVENUE,
  PLATFORM_FEES,
  PLATFORM_TAX,
  PSP_CLEARING,
  BANK_CLEARING,
  PAYPAL_CLEARING,
]);

export type LedgerOwnerType = 'client' | 'linguist';

/** What the ledger records about an account when it is first used. */
export interface LedgerAccountPolicy {
  key: string;
  ownerType: LedgerOwnerType | null;
  ownerId: string | null;
  nonNegative: boolean;
}

function ownerId(id: number): number {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`A ledger account owner id must be a positive integer, got ${id}`);
  return id;
}

/** What a prepaid client can spend on new orders. */
export function clientAvailable(clientId: number): string {
  return `client:${ownerId(clientId)}:available`;
}

/** What is held for a client's open orders until they are accepted, canceled or rejected. */
export function clientReserved(clientId: number): string {
  return `client:${ownerId(clientId)}:reserved`;
}

/** What the platform owes a linguist for accepted work not yet settled by a credit note. */
export function linguistEarned(linguistId: number): string {
  return `linguist:${ownerId(linguistId)}:earned`;
}

/** What a linguist's credit notes settled and a payout has not yet sent. */
export function linguistPayable(linguistId: number): string {
  return `linguist:${ownerId(linguistId)}:payable`;
}

// at most 18 digits: owner ids are stored in a bigint column
const OWNED_ACCOUNT = /^(client):([1-9]\d{0,17}):(available|reserved)$|^(linguist):([1-9]\d{0,17}):(earned|payable)$/;

/** The policy of a known account key; null for anything the helpers above would not produce. */
export function describeAccount(key: string): LedgerAccountPolicy | null {
  if (SYSTEM_ACCOUNTS.has(key)) return { key, ownerType: null, ownerId: null, nonNegative: false };
  const match = OWNED_ACCOUNT.exec(key);
  if (!match) return null;
  const ownerType = (match[1] ?? match[4]) as LedgerOwnerType;
  return { key, ownerType, ownerId: match[2] ?? match[5], nonNegative: true };
}
