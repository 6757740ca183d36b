import type { ClientBalance } from '@inkwell/contracts';
import { toJsonMinorUnits } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import { clientBalance } from '../ledger/index.js';
import { findClientById } from '../users/index.js';
import { accountCurrency } from '../reference/index.js';
import { openPositionsTotal } from '../billing/index.js';
import { unpaidInvoiceTotals } from '../invoices/index.js';

/**
 * The balance box of the client portal, in the client's currency: deposits, reservations and what accepted orders
 * spent from the ledger (prepaid), open invoice positions and unpaid invoices, split by due date (postpaid).
 */
export async function getClientBalance(clientId: number): Promise<ClientBalance> {
  const client = await findClientById(clientId);
  if (!client) throw AppError.notFound('Client');
  const { iso4217: currency } = await accountCurrency(client.currencyId);
  const [ledger, nextInvoice, invoices] = await Promise.all([
    clientBalance(client.id, currency),
    openPositionsTotal(client.id, currency),
    unpaidInvoiceTotals(client.id, currency),
  ]);
  return {
    totalDepositAmount: toJsonMinorUnits(ledger.deposited),
    orderReservedAmount: toJsonMinorUnits(ledger.reserved),
    // A prepaid client's accepted orders are paid from the deposit, never invoiced: what they were charged is the
    // figure that makes Deposited − Reserved − Spent = Available add up; a postpaid client's is its open positions.
    nextInvoiceReservedAmount: toJsonMinorUnits(client.invoicing === 'deposit' ? ledger.spent : nextInvoice),
    availableAmount: toJsonMinorUnits(ledger.available),
    openInvoicesAmount: toJsonMinorUnits(invoices.open),
    overdueInvoicesAmount: toJsonMinorUnits(invoices.overdue),
    currency,
  };
}
