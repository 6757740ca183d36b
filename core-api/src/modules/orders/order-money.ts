import type { Transaction } from 'sequelize';
import { PLATFORM_REVENUE, clientAvailable, clientReserved, linguistEarned, lockLedgerAccounts, postTransaction, postTransactions } from '../ledger/index.js';
import { amountAt, payAt } from '../pricing/index.js';
import { recordPosition } from '../billing/index.js';
import { publishUserEvent } from '../../shared/events.js';
import type { OrderRecord } from './order-records.js';

/**
 * Money on order transitions (DESIGN §3.1, decision 010). Every function runs inside the transition's
 * transaction, so the status change and its money move commit or roll back together; idempotency keys
 * name the order, so a replayed step never moves money twice.
 */

/** The balance box of the client (or a linguist's earnings) refreshes when the transition commits. */
function balanceMoved(role: 'client' | 'linguist', id: number, transaction: Transaction): Promise<void> {
  return publishUserEvent({ role, userId: id }, { type: 'balance.changed' }, transaction);
}

/**
 * Prepaid: each order's maximum gross moves from the client's available money to its reserved money, one ledger
 * transaction per order (its reference and idempotency key name the order), all posted in one batch: either the
 * available money covers every order or none is reserved (422).
 */
export async function reserveOrderPrices(clientId: number, currency: string, orders: readonly { id: number; amount: bigint }[], transaction: Transaction): Promise<void> {
  if (!orders.length) return;
  await postTransactions(
    orders.map((order) => ({
      kind: 'order_reserve' as const,
      reference: `order:${order.id}`,
      idempotencyKey: `order:${order.id}:reserve`,
      currency,
      entries: [
        { account: clientAvailable(clientId), amount: -order.amount },
        { account: clientReserved(clientId), amount: order.amount },
      ],
    })),
    transaction,
  );
  await balanceMoved('client', clientId, transaction);
}

/** Cancel, reject, decline: whatever the order still holds goes back to the client's available money. */
export async function releaseReservation(order: OrderRecord, transaction: Transaction): Promise<void> {
  const held = BigInt(order.reserved_amount);
  if (held === 0n) return;
  await postTransaction(
    {
      kind: 'order_release',
      reference: `order:${order.id}`,
      idempotencyKey: `order:${order.id}:release`,
      currency: order.currency,
      entries: [
        { account: clientReserved(order.client_id), amount: -held },
        { account: clientAvailable(order.client_id), amount: held },
      ],
    },
    transaction,
  );
  await balanceMoved('client', order.client_id, transaction);
}

export interface Settlement {
  finalWords: number;
  net: bigint;
  tax: bigint;
  gross: bigint;
  writerPay: bigint;
  proofreaderPay: bigint;
}

/** Final words are the accepted text's words, clamped to what the client ordered. */
export function settlementOf(order: OrderRecord, acceptedTextWords: number): Settlement {
  const finalWords = Math.min(Math.max(acceptedTextWords, order.min_words), order.max_words);
  const { net, tax, gross } = amountAt(finalWords, order.client_price_per_word, order.vat);
  const writerPay = payAt(finalWords, order.writer_pay_per_word);
  const proofreaderPay =
    order.with_proofreading && order.proofreader_id !== null && order.proofreader_pay_per_word !== null
      ? payAt(finalWords, order.proofreader_pay_per_word)
      : 0n;
  return { finalWords, net, tax, gross, writerPay, proofreaderPay };
}

async function credit(order: OrderRecord, role: 'writer' | 'proofreader', linguistId: number | null, amount: bigint, transaction: Transaction) {
  if (linguistId === null || amount === 0n) return;
  await postTransaction(
    {
      kind: 'linguist_credit',
      reference: `order:${order.id}`,
      idempotencyKey: `order:${order.id}:pay:${role}`,
      currency: order.currency,
      entries: [
        { account: PLATFORM_REVENUE, amount: -amount },
        { account: linguistEarned(linguistId), amount },
      ],
    },
    transaction,
  );
  await balanceMoved('linguist', linguistId, transaction);
}

/**
 * Accept: a prepaid order is charged its final gross from the reservation and the rest is released; a
 * postpaid order becomes one open invoice position. Either way the writer and the proofreader are credited
 * their pay at the final words. `order` is the row as it was locked, before the accept cleared its reservation.
 */
export async function settleAcceptedOrder(order: OrderRecord, settlement: Settlement, transaction: Transaction): Promise<void> {
  const held = BigInt(order.reserved_amount);
  const paid = [
    ...(order.writer_id !== null && settlement.writerPay > 0n ? [linguistEarned(order.writer_id)] : []),
    ...(order.proofreader_id !== null && settlement.proofreaderPay > 0n ? [linguistEarned(order.proofreader_id)] : []),
  ];
  const client = held > 0n ? [clientAvailable(order.client_id), clientReserved(order.client_id)] : [];
  // Release, charge and credits are several postings: lock all their accounts first, in the ledger's one order.
  await lockLedgerAccounts([...client, PLATFORM_REVENUE, ...paid], order.currency, transaction);

  const reference = `order:${order.id}`;
  if (held > 0n) {
    if (settlement.gross > held) {
      throw new Error(`Order ${order.id} holds ${held} minor units but its final price is ${settlement.gross}`);
    }
    // The release comes first: it locks client:available before client:reserved, as every reservation does;
    // charging first would hold client:reserved while waiting for client:available, and deadlock with them.
    const rest = held - settlement.gross;
    if (rest > 0n) {
      await postTransaction(
        {
          kind: 'order_release',
          reference,
          idempotencyKey: `order:${order.id}:release`,
          currency: order.currency,
          entries: [
            { account: clientReserved(order.client_id), amount: -rest },
            { account: clientAvailable(order.client_id), amount: rest },
          ],
        },
        transaction,
      );
    }
    await postTransaction(
      {
        kind: 'order_charge',
        reference,
        idempotencyKey: `order:${order.id}:charge`,
        currency: order.currency,
        entries: [
          { account: clientReserved(order.client_id), amount: -settlement.gross },
          { account: PLATFORM_REVENUE, amount: settlement.gross },
        ],
      },
      transaction,
    );
  } else {
    // The billing module keeps the position; its invoice run turns it into an invoice line.
    await recordPosition(
      { clientId: order.client_id, orderId: order.id, net: settlement.net, tax: settlement.tax, gross: settlement.gross, currency: order.currency },
      transaction,
    );
  }
  // Charged from the reservation or owed as an open position: the balance box changes either way.
  await balanceMoved('client', order.client_id, transaction);
  await credit(order, 'writer', order.writer_id, settlement.writerPay, transaction);
  await credit(order, 'proofreader', order.proofreader_id, settlement.proofreaderPay, transaction);
}
