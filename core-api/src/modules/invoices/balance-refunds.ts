import { QueryTypes } from 'sequelize';
import type { RefundBalanceResponse } from '@inkwell/contracts';
import { formatMoney, toJsonMinorUnits } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import { findClientById } from '../users/index.js';
import { accountCurrency } from '../reference/index.js';
import { BANK_CLEARING, clientAvailable, getAccountBalance, lockLedgerAccounts, postTransaction } from '../ledger/index.js';
import { writeDocument } from './invoice-documents.js';
import { INVOICE_LABELS } from './invoice-labels.js';
import { invoicesDatabase, toInvoiceDto } from './invoices.model.js';

export interface BalanceRefund {
  /** minor units, > 0 */
  amount: bigint;
  /** why the money goes back, at most 200 characters */
  reason: string;
}

/**
 * POST /admin/billing/client/{clientId}/refund: an admin has transferred part or all of a client's available
 * balance back to the client's bank account (decision 014, "Refunds of balance"). In one transaction:
 * - the client's available balance and bank clearing are locked, in the ledger's one order, before the
 *   balance is read, so two refunds (or a refund and a new order) queue and never spend the same money;
 * - a DEPOSIT_REFUND document with one line, PAID at issue: the admin records a transfer already made;
 * - the refund row (who, how much, why) and its posting, available → bank:clearing, keyed by the refund.
 *
 * @throws AppError 404 unknown client; 422 naming `amount` when it is more than the client has available
 */
export async function refundClientBalance(
  clientId: number,
  refund: BalanceRefund,
  adminId: number,
  options: { now?: Date } = {},
): Promise<RefundBalanceResponse> {
  const issuedAt = options.now ?? new Date();
  const db = invoicesDatabase();
  return db.transaction(async (transaction) => {
    const client = await findClientById(clientId, transaction);
    if (!client) throw AppError.notFound('Client');
    const { iso4217: currency } = await accountCurrency(client.currencyId, transaction);
    const available = clientAvailable(client.id);
    await lockLedgerAccounts([available, BANK_CLEARING], currency, transaction);
    const balance = await getAccountBalance(available, currency, transaction);
    if (refund.amount > balance) {
      const money = (amount: bigint) => formatMoney(amount, currency, 'en');
      const message = `The refund of ${money(refund.amount)} is more than the ${money(balance)} the client has available`;
      throw AppError.unprocessable(message, { amount: [message] });
    }

    // The document takes its number last among the locks, as every document does (decision 014).
    const document = await writeDocument(
      {
        clientId: client.id,
        type: 'DEPOSIT_REFUND',
        status: 'PAID',
        currency,
        issuedAt,
        dueAt: null,
        paidAt: issuedAt,
        lines: [
          // A refund gives back prepaid money, which carried no VAT (decision 013): the line has none either.
          { description: INVOICE_LABELS[client.language].refundLine, quantity: null, orderId: null, vatRate: '0', net: -refund.amount, tax: 0n },
        ],
      },
      transaction,
    );
    const [row] = await db.query<{ id: number; created_at: Date }>(
      `INSERT INTO balance_refunds (client_id, amount, currency, reason, admin_id, invoice_id)
       VALUES (:clientId, :amount, :currency, :reason, :adminId, :invoiceId)
       RETURNING id, created_at`,
      {
        type: QueryTypes.SELECT,
        replacements: { clientId: client.id, amount: refund.amount.toString(), currency, reason: refund.reason, adminId, invoiceId: document.id },
        transaction,
      },
    );
    if (!row) throw new Error('The balance refund insert returned no row');
    const key = `balance-refund:${row.id}`;
    await postTransaction(
      {
        kind: 'refund',
        reference: key,
        idempotencyKey: key,
        memo: 'balance refunded by bank transfer',
        currency,
        entries: [
          { account: available, amount: -refund.amount },
          { account: BANK_CLEARING, amount: refund.amount },
        ],
      },
      transaction,
    );
    return {
      id: row.id,
      clientId: client.id,
      amount: toJsonMinorUnits(refund.amount),
      currency,
      reason: refund.reason,
      document: toInvoiceDto(document),
      availableAmount: toJsonMinorUnits(balance - refund.amount),
      createdAt: row.created_at.toISOString(),
    };
  });
}
