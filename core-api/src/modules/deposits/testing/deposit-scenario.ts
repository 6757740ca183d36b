import { QueryTypes } from 'sequelize';
import type { TestContext } from '../../../testing/test-runtime.js';
import { createClient, verifiedBilling } from '../../../testing/factories.js';
import { clientAvailable } from '../../ledger/ledger.accounts.js';
import { getAccountBalance } from '../../ledger/ledger.service.js';
import type { NewClientAccount } from '../../users/users.service.js';
import { tokenFor, type Actor } from '../../orders/testing/order-scenario.js';

/** A prepaid EUR client (VAT 19 %) whose legal check passed: one that may pay in. */
export async function payingClient(api: TestContext, overrides: Partial<NewClientAccount> = {}): Promise<Actor> {
  const { client } = await createClient({ billing: verifiedBilling(), ...overrides });
  return { id: client.id, token: tokenFor(api, 'client', client.id) };
}

export function availableOf(clientId: number, currency = 'EUR'): Promise<bigint> {
  return getAccountBalance(clientAvailable(clientId), currency);
}

export interface LedgerLine {
  kind: string;
  account: string;
  amount: string;
}

/** Every ledger entry of a deposit, so a test sees exactly what moved and how often. */
export function ledgerOfDeposit(api: TestContext, depositId: number): Promise<LedgerLine[]> {
  return api.runtime.sequelize.query<LedgerLine>(
    `SELECT t.kind, a.key AS account, e.amount::text AS amount
       FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.reference = :reference
      ORDER BY e.id`,
    { type: QueryTypes.SELECT, replacements: { reference: `deposit:${depositId}` } },
  );
}
