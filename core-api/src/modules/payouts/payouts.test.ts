import type { AdminPayoutListResponse, LinguistBalance, PayoutBatchDto, PayoutDto, PayoutListResponse } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createClient } from '../../testing/factories.js';
import { BANK_CLEARING, PAYPAL_CLEARING, linguistPayable } from '../ledger/ledger.accounts.js';
import { getBalances, verifyLedger } from '../ledger/ledger.service.js';
import { call, newAdmin, newLinguist, tokenFor, type Actor } from '../orders/testing/order-scenario.js';
import { startFakePaypalServer, type FakePaypalServer } from './testing/fake-paypal-server.js';
import { readPain001 } from './testing/pain001.js';
import { createPaypalBatch } from './payout-batches.service.js';
import { IBANS, creditPayable, payableOf, payoutLinguist } from './testing/payout-scenario.js';

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
  // Every scenario leaves the books balanced: no posting without its counterpart, no cached balance astray.
  expect(await verifyLedger()).toEqual([]);
});

const get = (path: string, actor: Actor) => api.request().get(path).set('Authorization', `Bearer ${actor.token}`);
const balanceOf = async (linguist: Actor) => (await get('/linguist/billing/balance', linguist)).body as LinguistBalance;
const requestPayout = (linguist: Actor, body: object = {}) => call(api, 'post', '/linguist/payment/request/pending', linguist.token, body);

async function requested(linguist: Actor, body: object = {}): Promise<PayoutDto> {
  const res = await requestPayout(linguist, body);
  if (res.status !== 201) throw new Error(`payout request answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as PayoutDto;
}

async function tab(name: string, query = ''): Promise<AdminPayoutListResponse> {
  const res = await get(`/admin/billing/payouts?tab=${name}&limit=100${query}`, admin);
  expect(res.status).toBe(200);
  return res.body as AdminPayoutListResponse;
}

const clearing = async (account: string, currency = 'EUR') => (await getBalances([account], currency)).get(account) ?? 0n;

describe('GET /linguist/billing/balance', () => {
  it('answers where everything she earned is, with the minimum payout and how she is paid', async () => {
    const linguist = await payoutLinguist(api, { payable: 12_050n, earned: 3_333n });
    expect(await balanceOf(linguist)).toEqual<LinguistBalance>({
      earnedAmount: 3_333,
      payableAmount: 12_050,
      pendingPayoutAmount: 0,
      paidOutAmount: 0,
      minimumPayoutAmount: 5_000,
      payoutMethod: 'bank',
      hasOpenRequest: false,
      currency: 'EUR',
    });
  });

  it('answers in her own currency and says when her payment settings are missing', async () => {
    const linguist = await newLinguist(api, { currency: 'USD' });
    await creditPayable(api, linguist.id, 700n, 1_300n, 'USD');
    await creditPayable(api, linguist.id, 9_999n, 0n, 'EUR');
    expect(await balanceOf(linguist)).toMatchObject({ earnedAmount: 1_300, payableAmount: 700, payoutMethod: null, currency: 'USD' });
  });

  it('is for linguists only', async () => {
    const { client } = await createClient();
    expect((await get('/linguist/billing/balance', { id: client.id, token: tokenFor(api, 'client', client.id) })).status).toBe(403);
    expect((await api.request().get('/linguist/billing/balance')).status).toBe(401);
  });
});

describe('GET /admin/linguist/:id/balance', () => {
  it('shows staff the figures she sees, which add up to everything she earned as payouts move', async () => {
    const linguist = await payoutLinguist(api, { payable: 12_050n, earned: 3_333n });
    const staffView = async () => {
      const res = await get(`/admin/linguist/${linguist.id}/balance`, admin);
      expect(res.status).toBe(200);
      const balance = res.body as LinguistBalance;
      expect(balance).toEqual(await balanceOf(linguist));
      expect(balance.earnedAmount + balance.payableAmount + balance.pendingPayoutAmount + balance.paidOutAmount).toBe(15_383);
      return balance;
    };
    expect(await staffView()).toMatchObject({ earnedAmount: 3_333, payableAmount: 12_050, pendingPayoutAmount: 0, paidOutAmount: 0 });

    const payout = await requested(linguist, { amount: '60' });
    expect(await staffView()).toMatchObject({ payableAmount: 6_050, pendingPayoutAmount: 6_000, hasOpenRequest: true });

    expect((await call(api, 'put', `/admin/billing/payout/${payout.id}/paid`, admin.token, { reference: 'TRX-1' })).status).toBe(200);
    expect(await staffView()).toMatchObject({ payableAmount: 6_050, pendingPayoutAmount: 0, paidOutAmount: 6_000, hasOpenRequest: false });
  });

  it('answers 404 for a linguist nobody has and is for staff only', async () => {
    expect((await get('/admin/linguist/999999999/balance', admin)).status).toBe(404);
    const linguist = await payoutLinguist(api);
    expect((await get(`/admin/linguist/${linguist.id}/balance`, linguist)).status).toBe(403);
  });
});

describe('POST /linguist/payment/request/pending', () => {
  it('asks for everything payable: pending, no longer payable, nothing moved in the ledger yet', async () => {
    const linguist = await payoutLinguist(api, { payable: 12_050n });
    const payout = await requested(linguist);
    expect(payout).toEqual<PayoutDto>({
      id: expect.any(Number),
      amount: 12_050,
      currency: 'EUR',
      method: 'bank',
      status: 'requested',
      type: null,
      destination: 'DE89 3704 0044 0532 0130 00',
      requestedAt: expect.any(String),
      paidAt: null,
      failedAt: null,
      failureReason: null,
    });
    expect(await balanceOf(linguist)).toMatchObject({ payableAmount: 0, pendingPayoutAmount: 12_050, hasOpenRequest: true });
    expect(await payableOf(linguist.id)).toBe(12_050n);
    const pending = (await get('/linguist/billing/pending', linguist)).body as PayoutListResponse;
    expect(pending).toEqual({ total: 1, data: [payout] });
  });

  it('takes a typed amount, a comma read as the point, and leaves the rest payable', async () => {
    const linguist = await payoutLinguist(api, { payable: 12_050n });
    expect((await requested(linguist, { amount: '60,25' })).amount).toBe(6_025);
    expect(await balanceOf(linguist)).toMatchObject({ payableAmount: 6_025, pendingPayoutAmount: 6_025 });
  });

  it('refuses an amount below the minimum, above payable, or a balance below the minimum, naming the amount', async () => {
    const linguist = await payoutLinguist(api, { payable: 7_000n });
    const below = await requestPayout(linguist, { amount: '49.99' });
    expect(below.status).toBe(422);
    expect(below.body.error.amount[0]).toMatch(/minimum payout is 50\.00 EUR/);
    const above = await requestPayout(linguist, { amount: '70.01' });
    expect(above.status).toBe(422);
    expect(above.body.error.amount[0]).toMatch(/at most 70\.00 EUR/);
    const poor = await payoutLinguist(api, { payable: 4_999n });
    const all = await requestPayout(poor);
    expect(all.status).toBe(422);
    expect(all.body.error.amount[0]).toMatch(/49\.99 EUR is below the minimum payout of 50\.00 EUR/);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const linguist = await payoutLinguist(api);
    for (const amount of ['abc', '-5', '12.345', 0]) {
      const res = await requestPayout(linguist, { amount });
      expect(res.status).toBe(400);
      expect(res.body.error).toHaveProperty('amount');
    }
  });

  it('asks her to complete her payment settings first (422 naming method)', async () => {
    const linguist = await newLinguist(api);
    await creditPayable(api, linguist.id, 10_000n);
    const res = await requestPayout(linguist);
    expect(res.status).toBe(422);
    expect(res.body.error).toHaveProperty('method');
  });

  it('keeps one open request at a time: of 20 at once exactly one is written, the others answer 409', async () => {
    const linguist = await payoutLinguist(api, { payable: 100_000n });
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestPayout(linguist, { amount: '60' })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await balanceOf(linguist)).toMatchObject({ payableAmount: 94_000, pendingPayoutAmount: 6_000 });
  });

  it('shows her only her own payouts', async () => {
    const linguist = await payoutLinguist(api);
    const other = await payoutLinguist(api);
    await requested(other);
    expect(((await get('/linguist/billing/pending', linguist)).body as PayoutListResponse).total).toBe(0);
  });
});

describe('bank single payouts', () => {
  it('marks a transfer paid: one posting from payable to bank clearing, paid out in her balance, never twice', async () => {
    const linguist = await payoutLinguist(api, { payable: 12_050n });
    const payout = await requested(linguist);
    expect((await tab('bank-single')).data.map((p) => p.id)).toContain(payout.id);
    const bankBefore = await clearing(BANK_CLEARING);

    const res = await call(api, 'put', `/admin/billing/payout/${payout.id}/paid`, admin.token, { reference: 'TRX-77' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: payout.id, status: 'paid', type: 'bank-single', reference: 'TRX-77', linguistId: linguist.id, linguistName: expect.any(String) });
    expect(await payableOf(linguist.id)).toBe(0n);
    expect((await clearing(BANK_CLEARING)) - bankBefore).toBe(12_050n);
    expect(await balanceOf(linguist)).toMatchObject({ payableAmount: 0, pendingPayoutAmount: 0, paidOutAmount: 12_050, hasOpenRequest: false });

    expect((await call(api, 'put', `/admin/billing/payout/${payout.id}/paid`, admin.token, {})).status).toBe(409);
    expect((await clearing(BANK_CLEARING)) - bankBefore).toBe(12_050n);
    expect((await tab('bank-single')).data.map((p) => p.id)).not.toContain(payout.id);
  });

  it('answers 404 for an unknown payout and refuses linguists', async () => {
    expect((await call(api, 'put', '/admin/billing/payout/2147483000/paid', admin.token, {})).status).toBe(404);
    const linguist = await payoutLinguist(api);
    const payout = await requested(linguist);
    expect((await call(api, 'put', `/admin/billing/payout/${payout.id}/paid`, linguist.token, {})).status).toBe(403);
  });

  it('lets staff refuse a request with a reason: bank-error, nothing had moved, she may ask again', async () => {
    const linguist = await payoutLinguist(api, { payable: 8_000n });
    const payout = await requested(linguist);
    const missing = await call(api, 'put', `/admin/billing/payout/${payout.id}/failed`, admin.token, { reason: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toHaveProperty('reason');
    const res = await call(api, 'put', `/admin/billing/payout/${payout.id}/failed`, admin.token, { reason: 'Account closed' });
    expect(res.body).toMatchObject({ status: 'failed', type: 'bank-error', failureReason: 'Account closed' });
    expect(await payableOf(linguist.id)).toBe(8_000n);
    expect((await tab('bank-error')).data.find((p) => p.id === payout.id)?.failureReason).toBe('Account closed');
    expect((await requestPayout(linguist)).status).toBe(201);
  });
});

describe('bank bulk payouts: SEPA files', () => {
  async function sepa(ids: number[]) {
    return call(api, 'post', '/admin/billing/payouts/sepa', admin.token, { payoutIds: ids });
  }

  it('writes one valid pain.001 file for the selected payouts, sends them and keeps them downloaded until executed', async () => {
    const first = await payoutLinguist(api, { payable: 12_050n });
    const second = await payoutLinguist(api, { payable: 9_999n, iban: IBANS.fr });
    const payouts = [await requested(first), await requested(second)];
    const bankBefore = await clearing(BANK_CLEARING);

    const res = await sepa(payouts.map((p) => p.id));
    expect(res.status).toBe(201);
    const batch = res.body as PayoutBatchDto;
    expect(batch).toMatchObject({ method: 'bank', currency: 'EUR', total: 22_049, payoutCount: 2, reference: expect.stringMatching(/^PAYOUTS-\d{8}$/) });
    expect(batch.payouts.map((p) => [p.id, p.status, p.type])).toEqual(payouts.map((p) => [p.id, 'downloaded', 'bank-bulk-downloaded']));
    expect(await payableOf(first.id)).toBe(0n);
    expect((await clearing(BANK_CLEARING)) - bankBefore).toBe(22_049n);
    expect(await balanceOf(second)).toMatchObject({ payableAmount: 0, pendingPayoutAmount: 9_999, paidOutAmount: 0 });

    const file = await get(`/admin/billing/payout-batch/${batch.id}/sepa`, admin).buffer(true).parse((response, done) => {
      let xml = '';
      response.on('data', (chunk: Buffer) => (xml += chunk.toString('utf8')));
      response.on('end', () => done(null, xml));
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/xml/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${batch.reference}.xml"`);
    const read = readPain001(file.body as string);
    expect(read.messageId).toBe(batch.reference);
    expect(read.controlSum).toBe('220.49');
    expect(read.debtorIban).toBe(api.config.seller.bank.iban.replace(/\s/g, ''));
    expect(read.transfers).toEqual([
      expect.objectContaining({ endToEndId: `PAYOUT-${payouts[0]!.id}`, amount: '120.50', iban: IBANS.de, holder: `Lena Linguist ${first.id}` }),
      expect.objectContaining({ endToEndId: `PAYOUT-${payouts[1]!.id}`, amount: '99.99', iban: IBANS.fr }),
    ]);
    expect((await tab('bank-bulk-downloaded')).data.map((p) => p.id)).toEqual(expect.arrayContaining(payouts.map((p) => p.id)));

    // The same payouts in a second file would pay them twice: refused whole.
    expect((await sepa(payouts.map((p) => p.id))).status).toBe(409);

    const executed = await call(api, 'put', `/admin/billing/payout/${payouts[0]!.id}/executed`, admin.token);
    expect(executed.body).toMatchObject({ status: 'paid', type: 'bank-bulk' });
    expect(await balanceOf(first)).toMatchObject({ pendingPayoutAmount: 0, paidOutAmount: 12_050 });
    expect((await clearing(BANK_CLEARING)) - bankBefore).toBe(22_049n);

    const failed = await call(api, 'put', `/admin/billing/payout/${payouts[1]!.id}/failed`, admin.token, { reason: 'IBAN unknown at the receiving bank' });
    expect(failed.body).toMatchObject({ status: 'failed', type: 'bank-error', failureReason: 'IBAN unknown at the receiving bank' });
    expect(await payableOf(second.id)).toBe(9_999n);
    expect((await clearing(BANK_CLEARING)) - bankBefore).toBe(12_050n);
    expect(await balanceOf(second)).toMatchObject({ payableAmount: 9_999, pendingPayoutAmount: 0, paidOutAmount: 0 });
    expect((await call(api, 'put', `/admin/billing/payout/${payouts[1]!.id}/failed`, admin.token, { reason: 'again' })).status).toBe(409);
  });

  it('refuses payouts in another currency than euros, PayPal payouts and unknown ids', async () => {
    const dollars = await payoutLinguist(api, { currency: 'USD', payable: 10_000n });
    const viaPaypal = await payoutLinguist(api, { method: 'PAYPAL' });
    const usd = await requested(dollars);
    const pp = await requested(viaPaypal);
    const foreign = await sepa([usd.id]);
    // SEPA is euro by definition: a clear field error staff read in the bank-bulk tab, nothing sent, no 500
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ error: { payoutIds: [`SEPA transfers are in euros: pay payouts ${usd.id} one by one`] } });
    expect(await payableOf(dollars.id, 'USD')).toBe(10_000n);
    expect((await sepa([pp.id])).status).toBe(409);
    expect((await sepa([2147483000])).status).toBe(404);
    expect((await sepa([])).status).toBe(400);
  });

  it('names the payout whose BIC is not of its IBAN’s country, and makes no file', async () => {
    const linguist = await payoutLinguist(api, { payable: 6_000n });
    await call(api, 'put', '/linguist/payment', linguist.token, { method: 'SEPA', accountHolder: 'Lena', iban: IBANS.fr, bic: 'COBADEFFXXX' });
    const payout = await requested(linguist);
    const res = await sepa([payout.id]);
    expect(res.status).toBe(422);
    expect(res.body.error.payoutIds[0]).toMatch(new RegExp(`payout ${payout.id}: the BIC COBADEFFXXX is not of the IBAN's country \\(FR\\)`));
    expect(await payableOf(linguist.id)).toBe(6_000n);
    expect((await tab('bank-bulk')).data.find((p) => p.id === payout.id)?.status).toBe('requested');
  });

  it('pays nothing twice when two staff make files of the same payouts at once', async () => {
    const linguists = await Promise.all(Array.from({ length: 5 }, () => payoutLinguist(api, { payable: 5_000n })));
    const ids = await Promise.all(linguists.map(async (l) => (await requested(l)).id));
    const bankBefore = await clearing(BANK_CLEARING);
    const runs = await Promise.all(Array.from({ length: 6 }, (_, i) => sepa(i % 2 ? [...ids].reverse() : ids)));
    expect(runs.filter((r) => r.status === 201)).toHaveLength(1);
    expect(runs.filter((r) => r.status === 409)).toHaveLength(5);
    expect((await clearing(BANK_CLEARING)) - bankBefore).toBe(25_000n);
    for (const linguist of linguists) expect(await payableOf(linguist.id)).toBe(0n);
  });
});

describe('PayPal payouts', () => {
  const pay = (ids: number[]) => call(api, 'post', '/admin/billing/payouts/paypal', admin.token, { payoutIds: ids });

  it('pays a single payout through the Payouts API: paypal-single, paid, one posting to PayPal clearing', async () => {
    const linguist = await payoutLinguist(api, { method: 'PAYPAL', payable: 7_500n });
    const payout = await requested(linguist);
    expect((await tab('paypal-single')).data.map((p) => p.id)).toContain(payout.id);
    const before = await clearing(PAYPAL_CLEARING);

    const res = await pay([payout.id]);
    expect(res.status).toBe(201);
    const batch = res.body as PayoutBatchDto;
    expect(batch.payouts[0]).toMatchObject({ status: 'paid', type: 'paypal-single', paypalEmail: linguist.email });
    expect(batch.providerBatchId).toEqual(expect.any(String));
    const sent = paypal.batches.get(batch.providerBatchId as string);
    expect(sent).toMatchObject({ senderBatchId: batch.reference, items: [expect.objectContaining({ receiver: linguist.email, value: '75.00', currency: 'EUR' })] });
    expect((await clearing(PAYPAL_CLEARING)) - before).toBe(7_500n);
    expect(await balanceOf(linguist)).toMatchObject({ payableAmount: 0, pendingPayoutAmount: 0, paidOutAmount: 7_500 });
  });

  it('sends several as one bulk batch; an item PayPal fails is paypal-error with PayPal’s reason and its money returns', async () => {
    const good = await payoutLinguist(api, { method: 'PAYPAL', payable: 6_000n });
    const bad = await payoutLinguist(api, { method: 'PAYPAL', payable: 8_000n });
    paypal.failingReceivers.set(bad.email as string, 'Receiver is unconfirmed');
    const ids = [(await requested(good)).id, (await requested(bad)).id];
    const before = await clearing(PAYPAL_CLEARING);

    const batch = (await pay(ids)).body as PayoutBatchDto;
    expect(batch.payouts.map((p) => [p.status, p.type])).toEqual([
      ['paid', 'paypal-bulk'],
      ['failed', 'paypal-error'],
    ]);
    expect(batch.payouts[1]?.failureReason).toBe('PayPal: Receiver is unconfirmed');
    expect(await payableOf(bad.id)).toBe(8_000n);
    expect((await clearing(PAYPAL_CLEARING)) - before).toBe(6_000n);
    expect((await tab('paypal-error')).data.map((p) => p.id)).toContain(ids[1]);
  });

  it('keeps a batch PayPal did not answer and sends it again under the same sender_batch_id: paid once', async () => {
    const linguist = await payoutLinguist(api, { method: 'PAYPAL', payable: 5_500n });
    const payout = await requested(linguist);
    paypal.payoutsAnswer = 503;
    const failed = await pay([payout.id]);
    paypal.payoutsAnswer = null;
    expect(failed.status).toBe(502);
    const [waiting] = (await tab('paypal-single')).data.filter((p) => p.id === payout.id);
    expect(waiting).toMatchObject({ status: 'submitted', batchId: expect.any(Number) });
    expect(await balanceOf(linguist)).toMatchObject({ pendingPayoutAmount: 5_500 });

    const retried = await call(api, 'put', `/admin/billing/payout-batch/${waiting!.batchId}/paypal`, admin.token);
    expect(retried.status).toBe(200);
    expect((retried.body as PayoutBatchDto).payouts[0]).toMatchObject({ status: 'paid' });
    const again = await call(api, 'put', `/admin/billing/payout-batch/${waiting!.batchId}/paypal`, admin.token);
    expect(again.status).toBe(200);
    const reference = (retried.body as PayoutBatchDto).reference;
    expect([...paypal.batches.values()].filter((b) => b.senderBatchId === reference)).toHaveLength(1);
    expect(await balanceOf(linguist)).toMatchObject({ pendingPayoutAmount: 0, paidOutAmount: 5_500 });
  });

  it('finds the batch PayPal took when only its answer was lost (PayPal refuses the sender_batch_id twice)', async () => {
    const linguist = await payoutLinguist(api, { method: 'PAYPAL', payable: 5_100n });
    const payout = await requested(linguist);
    paypal.payoutsAnswer = 502;
    const failed = await pay([payout.id]);
    paypal.payoutsAnswer = null;
    expect(failed.status).toBe(502);
    const [waiting] = (await tab('paypal-single')).data.filter((p) => p.id === payout.id);
    const batchId = waiting!.batchId as number;
    const reference = ((await get(`/admin/billing/payout-batch/${batchId}`, admin)).body as PayoutBatchDto).reference;
    // PayPal had taken it after all: its own call with the same sender_batch_id.
    const token = await fetch(`${paypal.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${paypal.clientId}:${paypal.secret}`).toString('base64')}` },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    await fetch(`${paypal.url}/v1/payments/payouts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        sender_batch_header: { sender_batch_id: reference },
        items: [{ receiver: linguist.email, amount: { value: '51.00', currency: 'EUR' }, sender_item_id: `payout-${payout.id}` }],
      }),
    });

    const retried = await call(api, 'put', `/admin/billing/payout-batch/${batchId}/paypal`, admin.token);
    expect((retried.body as PayoutBatchDto).payouts[0]).toMatchObject({ status: 'paid' });
    expect([...paypal.batches.values()].filter((b) => b.senderBatchId === reference)).toHaveLength(1);
  });

  it('leaves payouts PayPal has not decided submitted until staff ask again', async () => {
    const linguist = await payoutLinguist(api, { method: 'PAYPAL', payable: 5_000n });
    const payout = await requested(linguist);
    paypal.holdItems = true;
    const batch = (await pay([payout.id])).body as PayoutBatchDto;
    paypal.holdItems = false;
    expect(batch.payouts[0]).toMatchObject({ status: 'submitted' });
    paypal.settle(batch.providerBatchId as string);
    const checked = await call(api, 'put', `/admin/billing/payout-batch/${batch.id}/paypal`, admin.token);
    expect((checked.body as PayoutBatchDto).payouts[0]).toMatchObject({ status: 'paid' });
  });

  it('answers 503 when PayPal is not configured, moving nothing', async () => {
    const linguist = await payoutLinguist(api, { method: 'PAYPAL' });
    const payout = await requested(linguist);
    await expect(createPaypalBatch(admin.id, [payout.id], null)).rejects.toMatchObject({ httpStatus: 503 });
    expect(await payableOf(linguist.id)).toBe(12_050n);
    expect((await tab('paypal-single')).data.find((p) => p.id === payout.id)?.status).toBe('requested');
  });
});

describe('GET /admin/billing/payouts', () => {
  it('lists requested payouts oldest first, filtered by age and linguist, with the total amount', async () => {
    const old = await payoutLinguist(api, { payable: 6_000n });
    const fresh = await payoutLinguist(api, { payable: 7_000n });
    const oldPayout = await requested(old);
    await requested(fresh);
    await api.runtime.sequelize.query("UPDATE payouts SET created_at = now() - interval '8 days' WHERE id = :id", { replacements: { id: oldPayout.id } });

    const week = await tab('pending', '&age=MORE7DAYS');
    expect(week.data.map((p) => p.id)).toContain(oldPayout.id);
    expect(week.data.every((p) => Date.parse(p.requestedAt) < Date.now() - 7 * 86_400_000)).toBe(true);
    expect((await tab('pending', '&age=MORE14DAYS')).data.map((p) => p.id)).not.toContain(oldPayout.id);
    const mine = await tab('pending', `&linguistId=${fresh.id}`);
    expect(mine).toMatchObject({ total: 1, totalAmount: 7_000 });
    const all = await tab('pending');
    expect(all.data[0]!.requestedAt <= all.data[all.data.length - 1]!.requestedAt).toBe(true);
  });

  it('refuses an unknown tab or age with 400 naming it', async () => {
    const res = await get('/admin/billing/payouts?tab=cash&age=MORE2DAYS', admin);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error)).toEqual(expect.arrayContaining(['tab', 'age']));
  });

  it('is staff-only', async () => {
    const linguist = await newLinguist(api);
    expect((await get('/admin/billing/payouts', linguist)).status).toBe(403);
  });
});

describe('payable never goes below zero', () => {
  it('refuses to send a payout her payable balance no longer covers (422), leaving it requested', async () => {
    const linguist = await payoutLinguist(api, { payable: 6_000n });
    const payout = await requested(linguist);
    // A credit note cancelled after she asked takes the money back to earned.
    await api.runtime.sequelize.transaction(async (transaction) => {
      const { postTransaction } = await import('../ledger/ledger.service.js');
      const { linguistEarned } = await import('../ledger/ledger.accounts.js');
      await postTransaction({ kind: 'credit_note_cancel', currency: 'EUR', entries: [{ account: linguistPayable(linguist.id), amount: -6_000n }, { account: linguistEarned(linguist.id), amount: 6_000n }] }, transaction);
    });
    expect((await call(api, 'put', `/admin/billing/payout/${payout.id}/paid`, admin.token, {})).status).toBe(422);
    expect((await call(api, 'post', '/admin/billing/payouts/sepa', admin.token, { payoutIds: [payout.id] })).status).toBe(422);
    expect((await tab('pending')).data.find((p) => p.id === payout.id)?.status).toBe('requested');
  });
});
