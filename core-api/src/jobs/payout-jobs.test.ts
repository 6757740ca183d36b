import PgBoss from 'pg-boss';
import { QueryTypes } from 'sequelize';
import type { AdminPayoutDto, PayoutBatchDto, PayoutDto } from '@inkwell/contracts';
import { createLogger } from '@inkwell/service-kit';
import { startTestApi, type TestContext } from '../testing/test-runtime.js';
import { verifyLedger } from '../modules/ledger/ledger.service.js';
import { call, newAdmin, type Actor } from '../modules/orders/testing/order-scenario.js';
import { startFakePaypalServer, type FakePaypalServer } from '../modules/payouts/testing/fake-paypal-server.js';
import { payableOf, payoutLinguist, type PayoutLinguist } from '../modules/payouts/testing/payout-scenario.js';
import { checkPendingPaypalBatches } from '../modules/payouts/index.js';
import { PAYPAL_CHECK_QUEUE, registerPayoutJobs, reportPaypalCheck } from './payout-jobs.js';

let api: TestContext;
let paypal: FakePaypalServer;
let admin: Actor;

beforeAll(async () => {
  paypal = await startFakePaypalServer();
  api = await startTestApi({ PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_SECRET: paypal.secret, PAYPAL_API_URL: paypal.url });
  admin = await newAdmin(api);
});

afterAll(async () => {
  await api.close();
  await paypal.close();
});

afterEach(async () => {
  paypal.holdItems = false;
  paypal.payoutsAnswer = null;
  expect(await verifyLedger()).toEqual([]);
});

const get = (path: string) => api.request().get(path).set('Authorization', `Bearer ${admin.token}`);
const check = () => checkPendingPaypalBatches(api.config.paypal!, new Date());

/** A PayPal payout sent in its own batch; PayPal holds its item PENDING until `settle`. */
async function heldPayout(linguist: PayoutLinguist): Promise<{ payout: PayoutDto; batch: PayoutBatchDto }> {
  const payout = (await call(api, 'post', '/linguist/payment/request/pending', linguist.token, {})).body as PayoutDto;
  paypal.holdItems = true;
  const res = await call(api, 'post', '/admin/billing/payouts/paypal', admin.token, { payoutIds: [payout.id] });
  paypal.holdItems = false;
  expect(res.status).toBe(201);
  const batch = res.body as PayoutBatchDto;
  expect(batch.payouts[0]).toMatchObject({ status: 'submitted' });
  return { payout, batch };
}

/** A payout as staff see it in its batch. */
async function statusOf(payoutId: number): Promise<AdminPayoutDto | undefined> {
  const [row] = await api.runtime.sequelize.query<{ batchId: number }>('SELECT batch_id AS "batchId" FROM payouts WHERE id = :payoutId', {
    type: QueryTypes.SELECT,
    replacements: { payoutId },
  });
  const batch = (await get(`/admin/billing/payout-batch/${row?.batchId}`)).body as PayoutBatchDto;
  return batch.payouts.find((p) => p.id === payoutId);
}

describe('the background PayPal check', () => {
  it('applies what PayPal decided, as the button does: paid, or failed with the money back; a month-old batch is left', async () => {
    const good = await payoutLinguist(api, { method: 'PAYPAL', payable: 6_000n });
    const bad = await payoutLinguist(api, { method: 'PAYPAL', payable: 7_000n });
    const old = await payoutLinguist(api, { method: 'PAYPAL', payable: 8_000n });
    paypal.failingReceivers.set(bad.email as string, 'Receiver is unconfirmed');
    const paid = await heldPayout(good);
    const failed = await heldPayout(bad);
    const stale = await heldPayout(old);
    await api.runtime.sequelize.query("UPDATE payout_batches SET created_at = now() - interval '31 days' WHERE id = :id", { replacements: { id: stale.batch.id } });

    // Nothing decided yet: the check asks and leaves them submitted.
    const undecided = await check();
    expect(undecided.batchIds).toEqual(expect.arrayContaining([paid.batch.id, failed.batch.id]));
    expect(undecided.batchIds).not.toContain(stale.batch.id);
    expect((await statusOf(paid.payout.id))?.status).toBe('submitted');

    for (const { batch } of [paid, failed, stale]) paypal.settle(batch.providerBatchId as string);
    const outcome = await check();
    expect(outcome).toMatchObject({ paid: 1, failed: 1, errors: [] });
    expect(await statusOf(paid.payout.id)).toMatchObject({ status: 'paid' });
    expect(await statusOf(failed.payout.id)).toMatchObject({ status: 'failed', type: 'paypal-error', failureReason: 'PayPal: Receiver is unconfirmed' });
    expect(await payableOf(bad.id)).toBe(7_000n);
    expect(await payableOf(good.id)).toBe(0n);
    expect(await statusOf(stale.payout.id)).toMatchObject({ status: 'submitted' });

    // A second run finds nothing open and moves nothing again.
    const again = await check();
    expect(again.batchIds).not.toEqual(expect.arrayContaining([paid.batch.id]));
    expect(again).toMatchObject({ paid: 0, failed: 0 });
    expect(await payableOf(bad.id)).toBe(7_000n);
  });

  it('sends a batch PayPal never took under its own sender_batch_id, once', async () => {
    const linguist = await payoutLinguist(api, { method: 'PAYPAL', payable: 5_500n });
    const payout = (await call(api, 'post', '/linguist/payment/request/pending', linguist.token, {})).body as PayoutDto;
    paypal.payoutsAnswer = 503;
    expect((await call(api, 'post', '/admin/billing/payouts/paypal', admin.token, { payoutIds: [payout.id] })).status).toBe(502);
    const down = await check();
    expect(down.errors.length).toBeGreaterThan(0);
    expect((await statusOf(payout.id))?.status).toBe('submitted');

    paypal.payoutsAnswer = null;
    expect(await check()).toMatchObject({ paid: 1, errors: [] });
    expect(await statusOf(payout.id)).toMatchObject({ status: 'paid' });
    const batchId = (await statusOf(payout.id))?.batchId as number;
    const reference = ((await get(`/admin/billing/payout-batch/${batchId}`)).body as PayoutBatchDto).reference;
    await check();
    expect([...paypal.batches.values()].filter((b) => b.senderBatchId === reference)).toHaveLength(1);
  });

  it('is scheduled once every ten minutes, and not at all without PayPal credentials', async () => {
    const boss = new PgBoss({ connectionString: api.config.databaseUrl, schedule: false, supervise: false });
    await boss.start();
    try {
      await registerPayoutJobs(boss, { logger: api.runtime.logger, config: { ...api.runtime.config, paypal: undefined } });
      expect((await boss.getSchedules()).filter((s) => s.name === PAYPAL_CHECK_QUEUE)).toEqual([]);
      await registerPayoutJobs(boss, api.runtime);
      await registerPayoutJobs(boss, api.runtime);
      expect((await boss.getSchedules()).filter((s) => s.name === PAYPAL_CHECK_QUEUE)).toEqual([
        expect.objectContaining({ cron: '*/10 * * * *', options: expect.objectContaining({ tz: 'UTC' }) }),
      ]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it('logs what it applied and warns of a batch PayPal did not answer for', () => {
    const logger = createLogger('core-api', 'silent');
    const info = jest.spyOn(logger, 'info');
    const warn = jest.spyOn(logger, 'warn');
    reportPaypalCheck({ logger }, { batchIds: [3], paid: 0, failed: 0, errors: [] });
    expect(info).not.toHaveBeenCalled();
    reportPaypalCheck({ logger }, { batchIds: [3, 4], paid: 2, failed: 1, errors: [{ batchId: 4, message: 'PayPal did not answer' }] });
    expect(info).toHaveBeenCalledWith('PayPal check applied outcomes', { batches: [3, 4], paid: 2, failed: 1 });
    expect(warn).toHaveBeenCalledWith('PayPal check could not read a batch', { batchId: 4, error: 'PayPal did not answer' });
  });
});
