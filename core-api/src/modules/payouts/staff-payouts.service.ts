import { QueryTypes, type InferAttributes, type Transaction } from 'sequelize';
import type { AdminPayoutDto, AdminPayoutListResponse, PayoutTab } from '@inkwell/contracts';
import { PENDING_DEPOSIT_AGE_DAYS } from '@inkwell/contracts';
import { toJsonMinorUnits } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import { BANK_CLEARING, PAYPAL_CLEARING, linguistPayable, postTransaction } from '../ledger/index.js';
import { fullNameSql } from '../users/index.js';
import { payoutPostingKey, payoutReturnKey, toAdminPayoutDto } from './payout-rules.js';
import { Payout, payoutsDatabase } from './payouts.model.js';
import type { AdminPayoutListQuery } from './payouts.schema.js';

const DAY_MS = 86_400_000;

/** How staff see a linguist named, over `linguists` (alias l): full name, else nickname, else her e-mail. */
const LINGUIST_NAME = `coalesce(${fullNameSql('l')}, nullif(trim(l.nickname), ''), l.email)`;

/**
 * Each tab of /billing/payments-outgoing as a filter (decision 062): the bank and PayPal tabs list the requests
 * staff can send that way, the PayPal ones also those PayPal has not decided yet; the error tabs what failed.
 */
const TAB_FILTER: Record<PayoutTab, string> = {
  pending: `p.status = 'requested'`,
  'bank-single': `p.status = 'requested' AND p.method = 'bank'`,
  'bank-bulk': `p.status = 'requested' AND p.method = 'bank'`,
  'bank-bulk-downloaded': `p.status = 'downloaded'`,
  'bank-error': `p.status = 'failed' AND p.method = 'bank'`,
  'paypal-single': `p.method = 'paypal' AND (p.status = 'requested' OR (p.status = 'submitted' AND p.type = 'paypal-single'))`,
  'paypal-bulk': `p.method = 'paypal' AND (p.status = 'requested' OR (p.status = 'submitted' AND p.type = 'paypal-bulk'))`,
  'paypal-error': `p.status = 'failed' AND p.method = 'paypal'`,
};

/** Work lists show the longest waiting first; error lists the newest failure first. */
const TAB_ORDER = (tab: PayoutTab) => (tab.endsWith('-error') ? 'p.failed_at DESC, p.id DESC' : 'p.created_at ASC, p.id ASC');

/** The payout's columns under its model's attribute names, so a raw row builds a `Payout`. */
const PAYOUT_COLUMNS = `p.id, p.linguist_id AS "linguistId", p.currency, p.amount::text AS amount, p.method, p.status, p.type, p.holder, p.iban,
  p.bic, p.paypal_email AS "paypalEmail", p.batch_id AS "batchId", p.provider_item_id AS "providerItemId", p.reference,
  p.failure_reason AS "failureReason", p.created_at AS "createdAt", p.updated_at AS "updatedAt", p.paid_at AS "paidAt",
  p.failed_at AS "failedAt"`;

type PayoutRow = InferAttributes<Payout> & { linguist_name: string };

/** Rows of a raw `SELECT p.*, … AS linguist_name` as payout models, so one DTO rule serves every answer. */
function payoutsOf(rows: PayoutRow[]): { payout: Payout; name: string }[] {
  return rows.map(({ linguist_name: name, ...row }) => ({ payout: Payout.build(row, { raw: true, isNewRecord: false }), name }));
}

/** GET /admin/billing/payouts: one tab of the payments-outgoing page, with the matching total. */
export async function listAdminPayouts(query: AdminPayoutListQuery): Promise<AdminPayoutListResponse> {
  const conditions = [TAB_FILTER[query.tab]];
  const replacements: Record<string, unknown> = { limit: query.limit, offset: query.offset };
  if (query.age) {
    conditions.push('p.created_at < :before');
    replacements.before = new Date(Date.now() - PENDING_DEPOSIT_AGE_DAYS[query.age] * DAY_MS);
  }
  if (query.linguistId !== undefined) {
    conditions.push('p.linguist_id = :linguistId');
    replacements.linguistId = query.linguistId;
  }
  const where = conditions.join(' AND ');
  const sequelize = payoutsDatabase();
  const [totals] = await sequelize.query<{ total: number; amount: string }>(
    `SELECT count(*)::int AS total, COALESCE(sum(p.amount), 0)::text AS amount FROM payouts p WHERE ${where}`,
    { type: QueryTypes.SELECT, replacements },
  );
  const total = totals?.total ?? 0;
  const totalAmount = toJsonMinorUnits(BigInt(totals?.amount ?? '0'));
  if (query.limit === 0 || total === 0) return { data: [], total, totalAmount };
  const rows = await sequelize.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS}, ${LINGUIST_NAME} AS linguist_name
       FROM payouts p JOIN linguists l ON l.id = p.linguist_id
      WHERE ${where}
      ORDER BY ${TAB_ORDER(query.tab)}
      LIMIT :limit OFFSET :offset`,
    { type: QueryTypes.SELECT, replacements },
  );
  return { data: payoutsOf(rows).map(({ payout, name }) => toAdminPayoutDto(payout, name)), total, totalAmount };
}

/** Payouts with their linguists' names, in the order of `ids`. */
export async function adminPayoutsByIds(ids: readonly number[], transaction?: Transaction): Promise<AdminPayoutDto[]> {
  if (!ids.length) return [];
  const rows = await payoutsDatabase().query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS}, ${LINGUIST_NAME} AS linguist_name
       FROM payouts p JOIN linguists l ON l.id = p.linguist_id
      WHERE p.id IN (:ids)`,
    { type: QueryTypes.SELECT, replacements: { ids: [...ids] }, transaction },
  );
  const byId = new Map(payoutsOf(rows).map(({ payout, name }) => [payout.id, toAdminPayoutDto(payout, name)]));
  return ids.map((id) => byId.get(id)).filter((dto): dto is AdminPayoutDto => dto !== undefined);
}

async function lockedPayout(payoutId: number, transaction: Transaction): Promise<Payout> {
  const payout = await Payout.findByPk(payoutId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!payout) throw AppError.notFound('Payout');
  return payout;
}

export const clearingOf = (payout: Pick<Payout, 'method'>) => (payout.method === 'bank' ? BANK_CLEARING : PAYPAL_CLEARING);

/** The one ledger posting that sends a payout: her payable account to the bank's or PayPal's clearing. */
export function payoutPosting(payout: Payout) {
  const amount = BigInt(payout.amount);
  return {
    kind: 'payout' as const,
    reference: `payout:${payout.id}`,
    idempotencyKey: payoutPostingKey(payout.id),
    memo: `Payout ${payout.id} to linguist ${payout.linguistId} by ${payout.method}`,
    currency: payout.currency.trim(),
    entries: [
      { account: linguistPayable(payout.linguistId), amount: -amount },
      { account: clearingOf(payout), amount },
    ],
  };
}

/** Its reversal, when the bank or PayPal sent the money back: payable again, once. */
async function returnPayout(payout: Payout, transaction: Transaction): Promise<void> {
  const amount = BigInt(payout.amount);
  await postTransaction(
    {
      kind: 'payout_return',
      reference: `payout:${payout.id}`,
      idempotencyKey: payoutReturnKey(payout.id),
      memo: `Payout ${payout.id} failed: ${payout.failureReason ?? ''}`.slice(0, 500),
      currency: payout.currency.trim(),
      entries: [
        { account: clearingOf(payout), amount: -amount },
        { account: linguistPayable(payout.linguistId), amount },
      ],
    },
    transaction,
  );
}

async function answer(payoutId: number): Promise<AdminPayoutDto> {
  const [dto] = await adminPayoutsByIds([payoutId]);
  if (!dto) throw AppError.notFound('Payout');
  return dto;
}

/**
 * PUT /admin/billing/payout/:id/paid: staff made a single bank transfer by hand. The payout is paid and its money
 * leaves her payable account for bank clearing, in one transaction; a second call finds it paid (409).
 *
 * @throws AppError 404; 409 when it is not a requested bank payout; 422 when her payable balance no longer covers it
 */
export async function markBankPayoutPaid(payoutId: number, reference: string | undefined): Promise<AdminPayoutDto> {
  await payoutsDatabase().transaction(async (transaction) => {
    const payout = await lockedPayout(payoutId, transaction);
    if (payout.method !== 'bank') throw AppError.conflict('This payout goes by PayPal: send it from the PayPal tabs');
    if (payout.status !== 'requested') throw AppError.conflict(`This payout is ${payout.status}, not waiting to be sent`);
    await postTransaction(payoutPosting(payout), transaction);
    await payout.update({ status: 'paid', type: 'bank-single', reference: reference ?? null, paidAt: new Date() }, { transaction });
  });
  return answer(payoutId);
}

/**
 * PUT /admin/billing/payout/:id/executed: the bank executed a transfer of a downloaded SEPA file. Its money left
 * payable when the file was made, so nothing moves now.
 */
export async function markPayoutExecuted(payoutId: number): Promise<AdminPayoutDto> {
  await payoutsDatabase().transaction(async (transaction) => {
    const payout = await lockedPayout(payoutId, transaction);
    if (payout.status !== 'downloaded') throw AppError.conflict(`Only a payout of a downloaded SEPA file can be marked executed; this one is ${payout.status}`);
    await payout.update({ status: 'paid', type: 'bank-bulk', paidAt: new Date() }, { transaction });
  });
  return answer(payoutId);
}

/**
 * PUT /admin/billing/payout/:id/failed: the bank refused or returned a transfer (or staff refuse a request, e.g. a
 * closed account). Money that had left her payable account comes back with one reversing posting; a request that
 * never left it simply fails. She can then ask again.
 */
export async function markBankPayoutFailed(payoutId: number, reason: string): Promise<AdminPayoutDto> {
  await payoutsDatabase().transaction(async (transaction) => {
    const payout = await lockedPayout(payoutId, transaction);
    if (payout.method !== 'bank') throw AppError.conflict('PayPal decides its own payouts: they fail from PayPal’s answer');
    if (payout.status === 'failed') throw AppError.conflict('This payout has already failed');
    const sent = payout.status !== 'requested';
    await payout.update({ status: 'failed', type: 'bank-error', failureReason: reason, failedAt: new Date(), paidAt: null }, { transaction });
    if (sent) await returnPayout(payout, transaction);
  });
  return answer(payoutId);
}

/** A PayPal item that failed for good: the payout fails with PayPal's words and its money returns to payable. */
export async function failSentPayout(payout: Payout, reason: string, type: 'bank-error' | 'paypal-error', transaction: Transaction): Promise<void> {
  await payout.update({ status: 'failed', type, failureReason: reason.slice(0, 500) || 'No reason given', failedAt: new Date() }, { transaction });
  await returnPayout(payout, transaction);
}
