import type { Sequelize, Transaction } from 'sequelize';
import { BANK_CLEARING, clientAvailable } from './ledger.accounts.js';
import { ledgerDatabase } from './ledger.model.js';
import { postTransaction, type PostedTransaction } from './ledger.service.js';

/** 500.00 EUR */
export const DEMO_DEPOSIT_CENTS = 50_000n;

/**
 * The prepaid demo client starts with a bank transfer of 500.00 EUR. Keyed by client, so seeding twice
 * credits once.
 */
export async function seedDemoLedger(
  sequelize: Sequelize,
  transaction: Transaction,
  { prepaidClientId }: { prepaidClientId: number },
): Promise<PostedTransaction> {
  if (ledgerDatabase() !== sequelize) throw new Error('seedDemoLedger needs the Sequelize instance the ledger models are bound to');
  return postTransaction(
    {
      kind: 'deposit',
      reference: `client:${prepaidClientId}`,
      idempotencyKey: `demo-deposit:${prepaidClientId}`,
      memo: 'Demo bank transfer',
      currency: 'EUR',
      entries: [
        { account: BANK_CLEARING, amount: -DEMO_DEPOSIT_CENTS },
        { account: clientAvailable(prepaidClientId), amount: DEMO_DEPOSIT_CENTS },
      ],
    },
    transaction,
  );
}
