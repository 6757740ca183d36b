import { QueryTypes, type Transaction } from 'sequelize';
import type { OrderRating } from '@inkwell/contracts';
import { ordersDatabase } from './orders.model.js';
import { requireTransition, type OrderTransition } from './order-lifecycle.js';
import type { OrderActor, OrderChanges, OrderRecord } from './order-records.js';
import { moveLockedOrder, transitionContext } from './order-action-steps.js';
import { releaseReservation, settleAcceptedOrder, settlementOf } from './order-money.js';
import { refreshLinguistStats } from '../linguists/index.js';

/**
 * The two ways an order ends with money: accepted and settled, or ended without a charge and its reservation
 * released. Clients, staff, linguists and the sweeps all end orders, so these live apart from each actor.
 */

/**
 * The talent search sorts by each linguist's cached statistics (decision 027); an ending is the only event
 * that changes them, so the linguists who held the order are re-counted in the ending's own transaction.
 */
async function recountHolders(order: OrderRecord, transaction: Transaction): Promise<void> {
  const holders = [order.writer_id, order.proofreader_id].filter((id): id is number => id !== null);
  if (holders.length) await refreshLinguistStats(holders, transaction);
}

/** Ends an order without charging it: canceled or rejected, and whatever it holds goes back to the client. */
export async function finishWithRelease(
  order: OrderRecord,
  transition: OrderTransition,
  actor: OrderActor,
  note: string | null,
  transaction: Transaction,
  extra: OrderChanges = {},
): Promise<OrderRecord> {
  const moved = await moveLockedOrder(
    {
      order,
      transition,
      actor,
      note,
      changes: {
        set: ['reserved_amount = 0', 'completed_at = now()', 'reserved_by = NULL', 'reserved_until = NULL', ...(extra.set ?? [])],
        replacements: extra.replacements,
      },
    },
    transaction,
  );
  await releaseReservation(order, transaction);
  await recountHolders(order, transaction);
  return moved;
}

async function acceptedTextWords(orderId: number, transaction: Transaction): Promise<number> {
  const [text] = await ordersDatabase().query<{ words: number }>(
    'SELECT words FROM order_texts WHERE order_id = :orderId AND version > 0 ORDER BY version DESC LIMIT 1',
    { type: QueryTypes.SELECT, replacements: { orderId }, transaction },
  );
  if (!text) throw new Error(`Order ${orderId} is ready for the client without a submitted text`);
  return text.words;
}

/** Accepts a locked order: final words and price written, the client charged, the linguists credited. */
export async function acceptLockedOrder(order: OrderRecord, actor: OrderActor, rating: OrderRating | null, note: string | null, transaction: Transaction): Promise<OrderRecord> {
  const transition = requireTransition(transitionContext(order), 'accept', actor.role);
  const settlement = settlementOf(order, await acceptedTextWords(order.id, transaction));
  const moved = await moveLockedOrder(
    {
      order,
      transition,
      actor,
      note,
      changes: {
        set: [
          'final_words = :finalWords',
          'price_final = :priceFinal',
          'reserved_amount = 0',
          'accepted_at = now()',
          'completed_at = now()',
          'rating_content = :content',
          'rating_form = :form',
          'rating_readability = :readability',
          'rating_communication = :communication',
        ],
        replacements: {
          finalWords: settlement.finalWords,
          priceFinal: settlement.gross.toString(),
          content: rating?.content ?? null,
          form: rating?.form ?? null,
          readability: rating?.readability ?? null,
          communication: rating?.communication ?? null,
        },
      },
    },
    transaction,
  );
  await settleAcceptedOrder(order, settlement, transaction);
  await recountHolders(order, transaction);
  return moved;
}
