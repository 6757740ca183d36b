import { QueryTypes, UniqueConstraintError, type Transaction } from 'sequelize';
import type { CurrencyIso, LinguistBalance, PayoutDto, PayoutListResponse } from '@inkwell/contracts';
import { describeMoney, toJsonMinorUnits } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import { getBalances, linguistEarned, linguistPayable, lockLedgerAccounts } from '../ledger/index.js';
import { findLinguistById } from '../users/index.js';
import { accountCurrency } from '../reference/index.js';
import { payoutDestinationOf } from './payout-destination.js';
import { MINIMUM_PAYOUT_MINOR_UNITS, toPayoutDto } from './payout-rules.js';
import { Payout, payoutsDatabase } from './payouts.model.js';

/** The linguist and the currency her ledger accounts and payouts are kept in. */
async function linguistCurrency(linguistId: number, transaction?: Transaction): Promise<CurrencyIso> {
  const linguist = await findLinguistById(linguistId, transaction);
  if (!linguist) throw AppError.notFound('Linguist');
  return (await accountCurrency(linguist.currencyId, transaction)).iso4217;
}

interface PayoutSums {
  /** asked for and not yet sent: still in her payable account */
  requested: bigint;
  /** sent to the bank or PayPal, not yet confirmed */
  inTransit: bigint;
  paid: bigint;
}

async function payoutSums(linguistId: number, currency: string, transaction?: Transaction): Promise<PayoutSums> {
  const [row] = await payoutsDatabase().query<{ requested: string; inTransit: string; paid: string }>(
    `SELECT COALESCE(sum(amount) FILTER (WHERE status = 'requested'), 0)::text AS requested,
            COALESCE(sum(amount) FILTER (WHERE status IN ('downloaded', 'submitted')), 0)::text AS "inTransit",
            COALESCE(sum(amount) FILTER (WHERE status = 'paid'), 0)::text AS paid
       FROM payouts WHERE linguist_id = :linguistId AND currency = :currency`,
    { type: QueryTypes.SELECT, replacements: { linguistId, currency }, transaction },
  );
  return { requested: BigInt(row?.requested ?? '0'), inTransit: BigInt(row?.inTransit ?? '0'), paid: BigInt(row?.paid ?? '0') };
}

/**
 * GET /linguist/billing/balance: where everything she earned is now, in her currency. A requested payout still
 * sits in her payable account (money moves when staff send it), so it is counted as pending, not as payable.
 */
export async function linguistBalance(linguistId: number): Promise<LinguistBalance> {
  const currency = await linguistCurrency(linguistId);
  const earnedKey = linguistEarned(linguistId);
  const payableKey = linguistPayable(linguistId);
  const [balances, sums, destination] = await Promise.all([
    getBalances([earnedKey, payableKey], currency),
    payoutSums(linguistId, currency),
    payoutDestinationOf(linguistId),
  ]);
  const payable = (balances.get(payableKey) ?? 0n) - sums.requested;
  return {
    earnedAmount: toJsonMinorUnits(balances.get(earnedKey) ?? 0n),
    // below zero only when a credit note was cancelled after she asked: nothing is payable then
    payableAmount: toJsonMinorUnits(payable > 0n ? payable : 0n),
    pendingPayoutAmount: toJsonMinorUnits(sums.requested + sums.inTransit),
    paidOutAmount: toJsonMinorUnits(sums.paid),
    minimumPayoutAmount: toJsonMinorUnits(MINIMUM_PAYOUT_MINOR_UNITS),
    payoutMethod: destination?.method ?? null,
    hasOpenRequest: sums.requested > 0n,
    currency,
  };
}

const refuseAmount = (message: string): never => {
  throw AppError.unprocessable(message, { amount: [message] });
};

/**
 * POST /linguist/payment/request/pending: she asks for her payable money, all of it unless she names an amount.
 * Her payable account is locked first, so of concurrent requests one is written and the others see it (409);
 * the partial unique index on open requests holds the same rule should anything else write one.
 *
 * @throws AppError 422 naming `method` while her payment settings are incomplete, `amount` below the minimum or
 * above what is payable; 409 while an earlier request is open
 */
export async function requestPayout(linguistId: number, amount: bigint | undefined): Promise<PayoutDto> {
  const currency = await linguistCurrency(linguistId);
  const destination = await payoutDestinationOf(linguistId);
  if (!destination) {
    const message = 'Complete your payment settings (bank account or PayPal) before you request a payout';
    throw AppError.unprocessable(message, { method: [message] });
  }
  const payableKey = linguistPayable(linguistId);
  try {
    const payout = await payoutsDatabase().transaction(async (transaction) => {
      await lockLedgerAccounts([payableKey], currency, transaction);
      const open = await Payout.findOne({ where: { linguistId, status: 'requested' }, transaction });
      if (open) throw AppError.conflict('You already asked for a payout; staff send it before you can ask again');
      const payable = (await getBalances([payableKey], currency, transaction)).get(payableKey) ?? 0n;
      const asked = amount ?? payable;
      if (asked < MINIMUM_PAYOUT_MINOR_UNITS) {
        refuseAmount(
          amount === undefined
            ? `Your payable balance of ${describeMoney(payable, currency)} is below the minimum payout of ${describeMoney(MINIMUM_PAYOUT_MINOR_UNITS, currency)}`
            : `The minimum payout is ${describeMoney(MINIMUM_PAYOUT_MINOR_UNITS, currency)}`,
        );
      }
      if (asked > payable) refuseAmount(`You can request at most ${describeMoney(payable, currency)}, your payable balance`);
      return Payout.create(
        {
          linguistId,
          currency,
          amount: asked.toString(),
          method: destination.method,
          status: 'requested',
          type: null,
          holder: destination.holder,
          iban: destination.iban,
          bic: destination.bic,
          paypalEmail: destination.paypalEmail,
          batchId: null,
          providerItemId: null,
          reference: null,
          failureReason: null,
          paidAt: null,
          failedAt: null,
        },
        { transaction },
      );
    });
    return toPayoutDto(payout);
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw AppError.conflict('You already asked for a payout; staff send it before you can ask again');
    throw err;
  }
}

/** GET /linguist/billing/pending: her payouts not yet paid or failed, oldest first. */
export async function listOwnPendingPayouts(linguistId: number, query: { limit: number; offset: number }): Promise<PayoutListResponse> {
  const where = { linguistId, status: ['requested', 'downloaded', 'submitted'] };
  const total = await Payout.count({ where });
  if (query.limit === 0 || total === 0) return { data: [], total };
  const rows = await Payout.findAll({
    where,
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: query.limit,
    offset: query.offset,
  });
  return { data: rows.map(toPayoutDto), total };
}
