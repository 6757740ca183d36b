import { QueryTypes, type Transaction } from 'sequelize';
import type { CurrencyIso, PayoutBatchDto, PayoutMethod } from '@inkwell/contracts';
import { describeMoney, minorUnitsToDecimal, toJsonMinorUnits } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import type { SellerConfig } from '../../config.js';
import { getBalances, linguistPayable, lockLedgerAccounts, postTransactions } from '../ledger/index.js';
import { PaypalRefusal, type PaypalGateway } from './paypal-gateway.js';
import { buildSepaCreditTransfer, isValidIban } from './sepa-file.js';
import { adminPayoutsByIds, clearingOf, failSentPayout, payoutPosting } from './staff-payouts.service.js';
import { Payout, PayoutBatch, payoutsDatabase } from './payouts.model.js';

/** PayPal's item states that end a payout without money reaching her; the money comes back (decision 062). */
const PAYPAL_FAILED = new Set(['FAILED', 'RETURNED', 'BLOCKED', 'REFUNDED', 'REVERSED', 'DENIED', 'CANCELED']);

const senderItemId = (payoutId: number) => `payout-${payoutId}`;
const idList = (payouts: readonly { id: number }[]) => payouts.map((p) => p.id).join(', ');

/**
 * Locks the chosen payouts in id order (two runs over the same payouts queue up instead of deadlocking) and
 * checks each is a request of that method; the second of two concurrent runs finds them sent and is refused whole.
 */
async function lockRequests(ids: readonly number[], method: PayoutMethod, transaction: Transaction): Promise<Payout[]> {
  const unique = [...new Set(ids)];
  const payouts = await Payout.findAll({ where: { id: unique }, order: [['id', 'ASC']], lock: transaction.LOCK.UPDATE, transaction });
  const missing = unique.filter((id) => !payouts.some((p) => p.id === id));
  if (missing.length) throw AppError.notFound(`Payout ${missing.join(', ')}`);
  const otherMethod = payouts.filter((p) => p.method !== method);
  if (otherMethod.length) throw AppError.conflict(`Payouts ${idList(otherMethod)} do not go by ${method === 'bank' ? 'bank transfer' : 'PayPal'}`);
  const notWaiting = payouts.filter((p) => p.status !== 'requested');
  if (notWaiting.length) throw AppError.conflict(`Payouts ${idList(notWaiting)} were already sent or failed: reload the list`);
  return payouts;
}

/**
 * Locks the linguists' payable accounts and the clearing account in the ledger's key order, then checks each
 * linguist's payable balance still covers what she asked for (a cancelled credit note may have taken some back).
 */
async function assertCovered(payouts: readonly Payout[], currency: string, transaction: Transaction): Promise<void> {
  const [first] = payouts;
  if (!first) return;
  const keys = payouts.map((p) => linguistPayable(p.linguistId));
  await lockLedgerAccounts([...keys, clearingOf(first)], currency, transaction);
  const balances = await getBalances(keys, currency, transaction);
  const asked = new Map<string, bigint>();
  for (const p of payouts) asked.set(linguistPayable(p.linguistId), (asked.get(linguistPayable(p.linguistId)) ?? 0n) + BigInt(p.amount));
  const short = payouts.filter((p) => (balances.get(linguistPayable(p.linguistId)) ?? 0n) < (asked.get(linguistPayable(p.linguistId)) ?? 0n));
  if (short.length) {
    const message = `Payouts ${idList(short)} are more than their linguists' payable balance now: mark them failed or ask again`;
    throw AppError.unprocessable(message, { payoutIds: [message] });
  }
}

function singleCurrency(payouts: readonly Payout[]): string {
  const currencies = [...new Set(payouts.map((p) => p.currency.trim()))];
  if (currencies.length !== 1) {
    const message = `One batch pays in one currency; these payouts are in ${currencies.join(' and ')}`;
    throw AppError.unprocessable(message, { payoutIds: [message] });
  }
  return currencies[0] as string;
}

async function nextBatchId(transaction: Transaction): Promise<number> {
  const [row] = await payoutsDatabase().query<{ id: number }>("SELECT nextval('payout_batches_id_seq')::int AS id", { type: QueryTypes.SELECT, transaction });
  return (row as { id: number }).id;
}

export async function getPayoutBatch(batchId: number): Promise<PayoutBatchDto> {
  const batch = await PayoutBatch.findByPk(batchId);
  if (!batch) throw AppError.notFound('Payout batch');
  const ids = (await Payout.findAll({ attributes: ['id'], where: { batchId }, order: [['id', 'ASC']] })).map((p) => p.id);
  return {
    id: batch.id,
    method: batch.method,
    reference: batch.reference,
    providerBatchId: batch.providerBatchId,
    providerStatus: batch.providerStatus,
    currency: batch.currency.trim() as CurrencyIso,
    total: toJsonMinorUnits(BigInt(batch.total)),
    payoutCount: batch.payoutCount,
    createdAt: batch.createdAt.toISOString(),
    payouts: await adminPayoutsByIds(ids),
  };
}

/** Writes the batch row and sends every payout of it: one ledger posting each, all in the caller's transaction. */
async function recordBatch(
  payouts: Payout[],
  batch: { id: number; method: PayoutMethod; reference: string; currency: string; sepaXml: string | null; createdBy: number },
  sent: Pick<Payout, 'status' | 'type'>,
  transaction: Transaction,
): Promise<void> {
  const total = payouts.reduce((sum, p) => sum + BigInt(p.amount), 0n);
  await PayoutBatch.create(
    { ...batch, providerBatchId: null, providerStatus: null, total: total.toString(), payoutCount: payouts.length },
    { transaction },
  );
  await Payout.update({ ...sent, batchId: batch.id }, { where: { id: payouts.map((p) => p.id) }, transaction });
  await postTransactions(payouts.map(payoutPosting), transaction);
}

/** The bank rejects a whole file for one bad account, so each is checked first and named. */
function assertSepaAccounts(payouts: readonly Payout[]): void {
  const problems = payouts.flatMap((p) => {
    const iban = (p.iban ?? '').replace(/\s+/g, '').toUpperCase();
    const bic = (p.bic ?? '').trim().toUpperCase();
    if (!isValidIban(iban)) return [`payout ${p.id}: the IBAN ${iban} is not valid`];
    if (bic && bic.slice(4, 6) !== iban.slice(0, 2)) return [`payout ${p.id}: the BIC ${bic} is not of the IBAN's country (${iban.slice(0, 2)})`];
    return [];
  });
  if (problems.length) {
    const message = `Correct the linguist's payment settings or mark the payout failed: ${problems.join('; ')}`;
    throw AppError.unprocessable(message, { payoutIds: [message] });
  }
}

/**
 * POST /admin/billing/payouts/sepa: one pain.001 file for the chosen bank payouts. Making it is sending them: each
 * payout's money leaves her payable account for bank clearing now, and the payouts are bank-bulk-downloaded until
 * staff mark each executed or failed. The file is kept, so it can be downloaded again; it never pays anything twice
 * because the payouts in it can be in no other file.
 *
 * @throws AppError 404 unknown payouts; 409 not waiting bank requests; 422 not in euros, not covered, an IBAN the
 * SEPA rules refuse
 */
export async function createSepaBatch(adminId: number, payoutIds: readonly number[], seller: SellerConfig): Promise<PayoutBatchDto> {
  const batchId = await payoutsDatabase().transaction(async (transaction) => {
    const payouts = await lockRequests(payoutIds, 'bank', transaction);
    const foreign = payouts.filter((p) => p.currency.trim() !== 'EUR');
    if (foreign.length) {
      const message = `SEPA transfers are in euros: pay payouts ${idList(foreign)} one by one`;
      throw AppError.unprocessable(message, { payoutIds: [message] });
    }
    await assertCovered(payouts, 'EUR', transaction);
    assertSepaAccounts(payouts);
    const id = await nextBatchId(transaction);
    const reference = `PAYOUTS-${String(id).padStart(8, '0')}`;
    const now = new Date();
    let xml: string;
    try {
      xml = buildSepaCreditTransfer({
        messageId: reference,
        createdAt: now,
        executionDate: now,
        debtor: { name: seller.name, iban: seller.bank.iban, bic: seller.bank.bic },
        transfers: payouts.map((p) => ({
          endToEndId: `PAYOUT-${p.id}`,
          holder: p.holder ?? '',
          iban: p.iban ?? '',
          bic: p.bic ?? '',
          amount: BigInt(p.amount),
          remittance: `${seller.name} payout ${p.id}`,
        })),
      });
    } catch (err) {
      const message = `The SEPA file cannot be written: ${(err as Error).message}`;
      throw AppError.unprocessable(message, { payoutIds: [message] });
    }
    await recordBatch(payouts, { id, method: 'bank', reference, currency: 'EUR', sepaXml: xml, createdBy: adminId }, { status: 'downloaded', type: 'bank-bulk-downloaded' }, transaction);
    return id;
  });
  return getPayoutBatch(batchId);
}

/** GET /admin/billing/payout-batch/:id/sepa: the file as it was made. */
export async function sepaFileOf(batchId: number): Promise<{ fileName: string; xml: string }> {
  const batch = await PayoutBatch.findByPk(batchId);
  if (!batch?.sepaXml) throw AppError.notFound('SEPA file');
  return { fileName: `${batch.reference}.xml`, xml: batch.sepaXml };
}

function requireGateway(gateway: PaypalGateway | null): PaypalGateway {
  if (!gateway) throw AppError.notConfigured('PayPal payouts (PAYPAL_CLIENT_ID and PAYPAL_SECRET)');
  return gateway;
}

/**
 * POST /admin/billing/payouts/paypal: one PayPal batch for the chosen PayPal payouts, single (one payout) or bulk.
 * The payouts are sent and their money leaves payable for PayPal clearing in one transaction, before PayPal is
 * called; then the batch goes to PayPal under its sender_batch_id and PayPal's answer is applied. Should PayPal not
 * answer, the batch stays submitted and is sent again with the same id (PayPal takes an id once).
 */
export async function createPaypalBatch(
  adminId: number,
  payoutIds: readonly number[],
  gateway: PaypalGateway | null,
): Promise<PayoutBatchDto> {
  const paypal = requireGateway(gateway);
  const type = new Set(payoutIds).size === 1 ? 'paypal-single' : 'paypal-bulk';
  const batchId = await payoutsDatabase().transaction(async (transaction) => {
    const payouts = await lockRequests(payoutIds, 'paypal', transaction);
    const currency = singleCurrency(payouts);
    await assertCovered(payouts, currency, transaction);
    const id = await nextBatchId(transaction);
    const reference = `inkwell-payouts-${id}`;
    await recordBatch(payouts, { id, method: 'paypal', reference, currency, sepaXml: null, createdBy: adminId }, { status: 'submitted', type }, transaction);
    return id;
  });
  return sendPaypalBatch(batchId, paypal);
}

/**
 * PUT /admin/billing/payout-batch/:id/paypal: sends a batch PayPal has not taken yet (same sender_batch_id), then
 * reads PayPal's state of every item: SUCCESS pays the payout, a failure returns its money to payable with
 * PayPal's reason (paypal-error), anything else leaves it submitted.
 */
export async function sendPaypalBatch(batchId: number, gateway: PaypalGateway | null): Promise<PayoutBatchDto> {
  const paypal = requireGateway(gateway);
  const batch = await PayoutBatch.findByPk(batchId);
  if (!batch || batch.method !== 'paypal') throw AppError.notFound('PayPal batch');
  if (!batch.providerBatchId) {
    const payouts = await Payout.findAll({ where: { batchId, status: 'submitted' }, order: [['id', 'ASC']] });
    if (!payouts.length) return getPayoutBatch(batchId);
    try {
      const taken = await paypal.createBatch({
        senderBatchId: batch.reference,
        emailSubject: 'You have a payout',
        items: payouts.map((p) => ({
          senderItemId: senderItemId(p.id),
          receiver: p.paypalEmail ?? '',
          value: minorUnitsToDecimal(BigInt(p.amount)),
          currency: p.currency.trim(),
          note: `Payout ${p.id}: ${describeMoney(BigInt(p.amount), p.currency.trim())}`,
        })),
      });
      await batch.update({ providerBatchId: taken.payoutBatchId, providerStatus: taken.batchStatus });
    } catch (err) {
      if (!(err instanceof PaypalRefusal)) throw err;
      await failBatch(batchId, `PayPal refused the batch: ${err.message}`);
      return getPayoutBatch(batchId);
    }
  }
  await applyPaypalState(batch, paypal);
  return getPayoutBatch(batchId);
}

/** PayPal refused the whole batch: nothing was paid, so every payout of it fails and its money comes back. */
async function failBatch(batchId: number, reason: string): Promise<void> {
  await payoutsDatabase().transaction(async (transaction) => {
    const payouts = await Payout.findAll({ where: { batchId, status: 'submitted' }, order: [['id', 'ASC']], lock: transaction.LOCK.UPDATE, transaction });
    for (const payout of payouts) await failSentPayout(payout, reason, 'paypal-error', transaction);
    await PayoutBatch.update({ providerStatus: 'DENIED' }, { where: { id: batchId }, transaction });
  });
}

async function applyPaypalState(batch: PayoutBatch, paypal: PaypalGateway): Promise<void> {
  const state = await paypal.getBatch(batch.providerBatchId as string);
  const items = new Map(state.items.map((item) => [item.senderItemId, item]));
  await payoutsDatabase().transaction(async (transaction) => {
    const payouts = await Payout.findAll({ where: { batchId: batch.id, status: 'submitted' }, order: [['id', 'ASC']], lock: transaction.LOCK.UPDATE, transaction });
    for (const payout of payouts) {
      const item = items.get(senderItemId(payout.id));
      if (!item) continue;
      if (item.transactionStatus === 'SUCCESS') {
        await payout.update({ status: 'paid', providerItemId: item.payoutItemId, paidAt: new Date() }, { transaction });
      } else if (PAYPAL_FAILED.has(item.transactionStatus)) {
        await payout.update({ providerItemId: item.payoutItemId }, { transaction });
        await failSentPayout(payout, `PayPal: ${item.error ?? item.transactionStatus}`, 'paypal-error', transaction);
      }
    }
    await PayoutBatch.update({ providerStatus: state.batchStatus }, { where: { id: batch.id }, transaction });
  });
}
