import { PLATFORM_REVENUE, linguistEarned, linguistPayable } from '../../ledger/ledger.accounts.js';
import { getBalances, postTransactions } from '../../ledger/ledger.service.js';
import { call, newLinguist, type Actor } from '../../orders/testing/order-scenario.js';
import type { TestContext } from '../../../testing/test-runtime.js';

/** IBANs with valid checksums, from the banks' published examples. */
export const IBANS = {
  de: 'DE89370400440532013000',
  fr: 'FR1420041010050500013M02606',
  at: 'AT611904300234573201',
};

const BIC_OF_COUNTRY: Record<string, string> = { DE: 'COBADEFFXXX', FR: 'BNPAFRPPXXX', AT: 'BKAUATWWXXX' };

export interface PayoutLinguist extends Actor {
  email: string | null;
}

/**
 * A linguist with payment settings and `payable` minor units already settled by a credit note: her accepted work
 * credited to earned, then moved to payable, as the credit-note run does.
 */
export async function payoutLinguist(
  api: TestContext,
  options: { method?: 'SEPA' | 'PAYPAL'; payable?: bigint; earned?: bigint; currency?: 'EUR' | 'USD' | 'GBP'; iban?: string; paypalEmail?: string } = {},
): Promise<PayoutLinguist> {
  const { method = 'SEPA', payable = 12_050n, earned = 0n, currency = 'EUR' } = options;
  const linguist = await newLinguist(api, { currency });
  const email = options.paypalEmail ?? `payee-${linguist.id}@paypal.example`;
  const body =
    method === 'SEPA'
      ? { method, accountHolder: `Lena Linguist ${linguist.id}`, iban: options.iban ?? IBANS.de, bic: BIC_OF_COUNTRY[(options.iban ?? IBANS.de).slice(0, 2)] }
      : { method, paypalEmail: email };
  const res = await call(api, 'put', '/linguist/payment', linguist.token, body);
  if (res.status !== 200) throw new Error(`payment settings answered ${res.status}: ${JSON.stringify(res.body)}`);
  await creditPayable(api, linguist.id, payable, earned, currency);
  return { ...linguist, email: method === 'PAYPAL' ? email : null };
}

/** Accepted work (earned) and the part of it a credit note settled (payable). */
export async function creditPayable(api: TestContext, linguistId: number, payable: bigint, earned = 0n, currency = 'EUR'): Promise<void> {
  const total = payable + earned;
  if (total === 0n) return;
  await api.runtime.sequelize.transaction((transaction) =>
    postTransactions(
      [
        {
          kind: 'linguist_credit',
          currency,
          entries: [
            { account: PLATFORM_REVENUE, amount: -total },
            { account: linguistEarned(linguistId), amount: total },
          ],
        },
        ...(payable > 0n
          ? [
              {
                kind: 'credit_note' as const,
                currency,
                entries: [
                  { account: linguistEarned(linguistId), amount: -payable },
                  { account: linguistPayable(linguistId), amount: payable },
                ],
              },
            ]
          : []),
      ],
      transaction,
    ),
  );
}

export async function payableOf(linguistId: number, currency = 'EUR'): Promise<bigint> {
  return (await getBalances([linguistPayable(linguistId)], currency)).get(linguistPayable(linguistId)) ?? 0n;
}
