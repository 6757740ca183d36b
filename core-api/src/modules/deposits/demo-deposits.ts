import type { Transaction } from 'sequelize';
import { Deposit } from './deposits.model.js';

/**
 * The deposit row behind the demo ledger's opening bank transfer, so the prepaid demo client's deposit
 * history shows the money its balance holds. The ledger posting is the demo ledger's; no invoice is written.
 */
export async function recordDemoDeposit(clientId: number, amount: bigint, transaction: Transaction): Promise<void> {
  const paidAt = new Date();
  await Deposit.create(
    {
      clientId,
      method: 'BANK',
      status: 'PAID',
      amountNet: amount.toString(),
      fee: '0',
      tax: '0',
      amountGross: amount.toString(),
      currency: 'EUR',
      note: 'Opening balance',
      transactionId: `DEMO-TRANSFER-${clientId}`,
      providerStatus: null,
      payerEmail: null,
      failureMessage: null,
      invoiceId: null,
      paidAt,
    },
    { transaction },
  );
}
