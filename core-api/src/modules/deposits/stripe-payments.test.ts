import { QueryTypes } from 'sequelize';
import type { DepositDto, DepositListResponse, PaymentIntentDto, PaymentMethodsResponse } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createClient, verifiedBilling } from '../../testing/factories.js';
import { signStripeEvent, startFakeStripe, type FakeStripe, type StripeEventPayload } from '../../testing/fake-stripe-server.js';
import { verifyLedger } from '../ledger/ledger.service.js';
import { PLATFORM_FEES, PLATFORM_TAX, PSP_CLEARING, clientAvailable } from '../ledger/ledger.accounts.js';
import { call, tokenFor, type Actor } from '../orders/testing/order-scenario.js';
import { availableOf, ledgerOfDeposit, payingClient } from './testing/deposit-scenario.js';
import { BILLING_INFO_NOT_VALID_MESSAGE, LEGAL_INFO_BLOCKED_MESSAGE } from '../billing/legal-status.js';

jest.setTimeout(60_000);

const WEBHOOK_SECRET = 'whsec_test_inkwell_webhook_secret';
const WEBHOOK = '/client/billing/webhook/stripe';

let api: TestContext;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  api = await startTestApi({
    STRIPE_SECRET_KEY: 'sk_test_inkwell_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_inkwell_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
});

afterAll(async () => {
  await api.close();
  await stripe.close();
});

const get = (path: string, actor: Actor) => api.request().get(path).set('Authorization', `Bearer ${actor.token}`);
const createIntent = (client: Actor, body: object) => call(api, 'post', '/client/billing/payment/intent', client.token, body);
const confirm = (client: Actor, body: object) => call(api, 'post', '/client/billing/deposit', client.token, body);

async function intentFor(client: Actor, amount = '100', method = 'CARD', extra: object = {}): Promise<PaymentIntentDto> {
  const res = await createIntent(client, { method, amount, currency: 'EUR', ...extra });
  if (res.status !== 201) throw new Error(`creating the intent answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as PaymentIntentDto;
}

/** What Stripe would deliver for the intent as the fake holds it now. */
function eventFor(intentId: string, type: string, eventId?: string): StripeEventPayload {
  return signStripeEvent(WEBHOOK_SECRET, type, { ...stripe.intents.get(intentId) }, eventId);
}

function deliver(event: Pick<StripeEventPayload, 'payload' | 'signature'>) {
  return api.request().post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload);
}

async function depositOfIntent(intentId: string): Promise<{ id: number; status: string; failure_message: string | null }> {
  const [row] = await api.runtime.sequelize.query<{ id: number; status: string; failure_message: string | null }>(
    'SELECT id, status, failure_message FROM deposits WHERE transaction_id = :intentId',
    { type: QueryTypes.SELECT, replacements: { intentId } },
  );
  if (!row) throw new Error(`no deposit for ${intentId}`);
  return row;
}

/** 100.00 EUR by card at 19 % VAT: fee max(0.25, 1.40 %) = 1.40, VAT on it 0.266 → 0.27. */
const CARD_100 = { amountNet: 10_000, fee: 140, tax: 27, amount: 10_167 };

describe('GET /client/billing/payment/methods with Stripe', () => {
  it('offers every method in euro with its fee rule and the publishable key', async () => {
    const res = await get('/client/billing/payment/methods', await payingClient(api));
    expect(res.status).toBe(200);
    const body = res.body as PaymentMethodsResponse;
    expect(body.publishableKey).toBe('pk_test_inkwell_fake');
    expect(body.data).toEqual([
      { method: 'CARD', pending: false, fee: { kind: 'percentage', percentage: '0.014', minimum: 25 } },
      { method: 'SEPA_DEBIT', pending: true, fee: { kind: 'fixed', amount: 35 } },
      { method: 'SOFORT', pending: true, fee: { kind: 'percentage', percentage: '0.014', minimum: 25 } },
      { method: 'GIROPAY', pending: false, fee: { kind: 'percentage', percentage: '0.014', minimum: 25 } },
      { method: 'IDEAL', pending: false, fee: { kind: 'fixed', amount: 45 } },
      { method: 'PAYPAL', pending: false, fee: { kind: 'percentage', percentage: '0.014', minimum: 25 } },
      { method: 'BANK', pending: true, fee: { kind: 'fixed', amount: 0 } },
    ]);
  });

  it('leaves out the euro-only bank methods for a client kept in pounds', async () => {
    const client = await payingClient(api, { currency: 'GBP' });
    const body = (await get('/client/billing/payment/methods', client)).body as PaymentMethodsResponse;
    expect(body.data.map((m) => m.method)).toEqual(['CARD', 'PAYPAL', 'BANK']);
    const refused = await createIntent(client, { method: 'IDEAL', amount: '10' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error)).toEqual(['method']);
  });
});

describe('POST /client/billing/payment/intent and GET …/{id}, through the real SDK', () => {
  it('creates an intent for net + fee + VAT on the fee, carrying the deposit in its metadata', async () => {
    const client = await payingClient(api);
    const intent = await intentFor(client, '100', 'CARD', { depositNote: 'March' });
    expect(intent).toEqual<PaymentIntentDto>({
      id: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(/_secret_/),
      ...CARD_100,
      currency: 'EUR',
      paymentMethod: 'CARD',
      status: 'requires_payment_method',
      lastError: null,
    });
    expect(stripe.intents.get(intent.id)).toMatchObject({
      amount: 10_167,
      currency: 'eur',
      allowed_payment_method_types: ['card'],
      metadata: { clientId: String(client.id), amountNet: '10000', fee: '140', tax: '27', note: 'March' },
    });
    expect(await depositOfIntent(intent.id)).toMatchObject({ status: 'PROCESSING' });
    // nothing was paid yet: not a deposit the client's list shows
    expect(((await get('/client/billing/deposits', client)).body as DepositListResponse).total).toBe(0);
  });

  it('creates one intent for a retried request with the same Idempotency-Key, as the deposit dialog sends it', async () => {
    const client = await payingClient(api);
    const send = () =>
      api.request().post('/client/billing/payment/intent').set('Authorization', `Bearer ${client.token}`).set('Idempotency-Key', 'deposit-attempt-1').send({ method: 'CARD', amount: '120.50', currency: 'EUR' });
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('answers the intent as Stripe holds it now, and 404 for another client’s or an unknown intent', async () => {
    const client = await payingClient(api);
    const intent = await intentFor(client, '10', 'IDEAL');
    await stripe.process(intent.id);
    const res = await get(`/client/billing/payment/intent/${intent.id}`, client);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: intent.id, clientSecret: intent.clientSecret, amount: 1_000 + 45 + 9, paymentMethod: 'IDEAL', status: 'processing' });

    const other = await payingClient(api);
    expect((await get(`/client/billing/payment/intent/${intent.id}`, other)).status).toBe(404);
    expect((await get('/client/billing/payment/intent/pi_unknown123', client)).status).toBe(404);
    expect((await get('/client/billing/payment/intent/not-an-intent', client)).status).toBe(400);
    expect((await confirm(other, { method: 'IDEAL', paymentIntent: intent.id })).status).toBe(404);
  });

  it('validates like the bank deposit, and PayPal needs the payer’s e-mail', async () => {
    const client = await payingClient(api);
    expect((await createIntent(client, { method: 'CARD', amount: '1,2,3' })).body.error).toEqual({ amount: ['Amount net must be a number'] });
    expect((await createIntent(client, { method: 'BANK', amount: '10' })).status).toBe(400);
    expect((await createIntent(client, { method: 'CARD', amount: '10', currency: 'GBP' })).status).toBe(422);
    expect((await createIntent(client, { method: 'PAYPAL', amount: '10' })).body.error).toEqual({ email: ['Invalid email'] });
    expect((await createIntent(client, { method: 'PAYPAL', amount: '10', email: 'payer@example.test' })).status).toBe(201);
  });

  it('keeps the legal check: blocked 403, a prepaid client not verified yet 422', async () => {
    const { client: invalid } = await createClient({ billing: verifiedBilling({ legalCheckStatus: 'INVALID' }) });
    const blocked = await createIntent({ id: invalid.id, token: tokenFor(api, 'client', invalid.id) }, { method: 'CARD', amount: '10' });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(LEGAL_INFO_BLOCKED_MESSAGE);
    const { client: unverified } = await createClient({ billing: verifiedBilling({ legalCheckStatus: 'NEEDS_VALIDATION' }) });
    const refused = await createIntent({ id: unverified.id, token: tokenFor(api, 'client', unverified.id) }, { method: 'CARD', amount: '10' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(BILLING_INFO_NOT_VALID_MESSAGE);
    const askedFor = [...stripe.intents.values()].filter((i) => [String(invalid.id), String(unverified.id)].includes(i.metadata.clientId ?? ''));
    expect(askedFor).toEqual([]);
  });

  it('answers 503, never a 500, while Stripe is out of reach', async () => {
    const client = await payingClient(api);
    stripe.outage = true;
    try {
      const res = await createIntent(client, { method: 'CARD', amount: '10' });
      expect(res.status).toBe(503);
    } finally {
      stripe.outage = false;
    }
  });
});

describe('POST /client/billing/webhook/stripe', () => {
  it('credits a succeeded intent once, however often the event is delivered', async () => {
    const client = await payingClient(api);
    const intent = await intentFor(client);
    await stripe.succeed(intent.id);
    const event = eventFor(intent.id, 'payment_intent.succeeded');

    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
    // Stripe may also send the same news as a new event
    expect((await deliver(eventFor(intent.id, 'payment_intent.succeeded'))).body).toEqual({ received: true });

    const deposit = await depositOfIntent(intent.id);
    expect(deposit.status).toBe('PAID');
    expect(await ledgerOfDeposit(api, deposit.id)).toEqual([
      { kind: 'deposit', account: PSP_CLEARING, amount: '-10167' },
      { kind: 'deposit', account: clientAvailable(client.id), amount: '10000' },
      { kind: 'deposit', account: PLATFORM_FEES, amount: '140' },
      { kind: 'deposit', account: PLATFORM_TAX, amount: '27' },
    ]);
    expect(await availableOf(client.id)).toBe(10_000n);

    // the browser's confirmation after the webhook finds the deposit paid and credits nothing
    const confirmed = await confirm(client, { method: 'CARD', paymentIntent: intent.id });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject<Partial<DepositDto>>({ id: deposit.id, status: 'PAID', transactionId: intent.id, amountGross: 10_167, amount: 10_000 });
    const [linked] = await api.runtime.sequelize.query<{ invoice_id: number | null }>('SELECT invoice_id FROM deposits WHERE id = :id', {
      type: QueryTypes.SELECT,
      replacements: { id: deposit.id },
    });
    expect((confirmed.body as DepositDto).invoiceId).toBe(linked?.invoice_id ?? null);
    expect(await availableOf(client.id)).toBe(10_000n);
    expect(await verifyLedger()).toEqual([]);
  });

  it('credits once when the same event arrives ten times at once', async () => {
    const client = await payingClient(api);
    const intent = await intentFor(client, '50');
    await stripe.succeed(intent.id);
    const event = eventFor(intent.id, 'payment_intent.succeeded');
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => !r.body.duplicate)).toHaveLength(1);
    const other = eventFor(intent.id, 'payment_intent.succeeded');
    const racing = await Promise.all([...Array.from({ length: 5 }, () => deliver(other)), confirm(client, { method: 'CARD', paymentIntent: intent.id })]);
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await availableOf(client.id)).toBe(5_000n);
    expect(await ledgerOfDeposit(api, (await depositOfIntent(intent.id)).id)).toHaveLength(4);
    expect(await verifyLedger()).toEqual([]);
  });

  it('refuses a bad signature with 400 and applies nothing', async () => {
    const client = await payingClient(api);
    const intent = await intentFor(client);
    await stripe.succeed(intent.id);
    const event = eventFor(intent.id, 'payment_intent.succeeded');

    const forged = signStripeEvent('whsec_someone_else_entirely', 'payment_intent.succeeded', { ...stripe.intents.get(intent.id) }, event.id);
    expect((await deliver(forged)).status).toBe(400);
    const altered = await deliver({ signature: event.signature, payload: event.payload.replace('"amount":10167', '"amount":99999') });
    expect(altered.status).toBe(400);
    const unsigned = await api.request().post(WEBHOOK).set('Content-Type', 'application/json').send(event.payload);
    expect(unsigned.status).toBe(400);
    expect((await deliver({ signature: event.signature, payload: '' })).status).toBe(400);

    expect((await depositOfIntent(intent.id)).status).toBe('PROCESSING');
    expect(await availableOf(client.id)).toBe(0n);
    // the forged attempts did not use up the event id: the real delivery still credits
    expect((await deliver(event)).body).toEqual({ received: true });
    expect(await availableOf(client.id)).toBe(10_000n);
  });

  it('answers 200 to an event for an unknown intent, crediting nothing, and ignores other event types', async () => {
    const stranger = signStripeEvent(WEBHOOK_SECRET, 'payment_intent.succeeded', {
      id: 'pi_not_ours_123',
      object: 'payment_intent',
      amount: 5_000,
      currency: 'eur',
      status: 'succeeded',
      metadata: {},
      last_payment_error: null,
      client_secret: null,
    });
    const res = await deliver(stranger);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, ignored: 'unknown payment intent' });
    const [recorded] = await api.runtime.sequelize.query('SELECT id FROM stripe_webhook_events WHERE id = :id', { replacements: { id: stranger.id } });
    expect(recorded).toHaveLength(0);

    const other = signStripeEvent(WEBHOOK_SECRET, 'customer.created', { id: 'cus_1', object: 'customer' });
    expect((await deliver(other)).body).toEqual({ received: true, ignored: 'event type customer.created' });
    expect(await verifyLedger()).toEqual([]);
  });

  it('marks a failed payment FAILED with the provider’s message, which the client reads', async () => {
    const client = await payingClient(api);
    const intent = await intentFor(client);
    await stripe.fail(intent.id, 'Your card has insufficient funds.');

    const current = await get(`/client/billing/payment/intent/${intent.id}`, client);
    expect(current.body).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card has insufficient funds.' });

    expect((await deliver(eventFor(intent.id, 'payment_intent.payment_failed'))).status).toBe(200);
    expect(await depositOfIntent(intent.id)).toMatchObject({ status: 'FAILED', failure_message: 'Your card has insufficient funds.' });
    const listed = (await get('/client/billing/deposits', client)).body as DepositListResponse;
    expect(listed.data.map((d) => d.status)).toEqual(['FAILED']);

    const confirmed = await confirm(client, { method: 'CARD', paymentIntent: intent.id });
    expect(confirmed.status).toBe(422);
    expect(confirmed.body.message).toBe('Your card has insufficient funds.');

    // a second attempt on the same intent succeeds
    await stripe.succeed(intent.id);
    expect((await confirm(client, { method: 'CARD', paymentIntent: intent.id })).body).toMatchObject({ status: 'PAID' });
    expect(await availableOf(client.id)).toBe(10_000n);
  });

  it('makes a SEPA debit PENDING while it is processing and credits it when it succeeds', async () => {
    const client = await payingClient(api);
    const intent = await intentFor(client, '200', 'SEPA_DEBIT');
    expect(intent).toMatchObject({ amountNet: 20_000, fee: 35, tax: 7, amount: 20_042 });
    await stripe.process(intent.id);
    const pending = await confirm(client, { method: 'SEPA_DEBIT', paymentIntent: intent.id });
    expect(pending.status).toBe(201);
    expect(pending.body).toMatchObject({ status: 'PENDING', paidAt: null });
    expect((await deliver(eventFor(intent.id, 'payment_intent.processing'))).status).toBe(200);
    expect(await availableOf(client.id)).toBe(0n);

    await stripe.succeed(intent.id);
    await deliver(eventFor(intent.id, 'payment_intent.succeeded'));
    // a late processing event does not undo the payment
    await deliver(signStripeEvent(WEBHOOK_SECRET, 'payment_intent.processing', { ...stripe.intents.get(intent.id), status: 'processing' }));
    expect(await depositOfIntent(intent.id)).toMatchObject({ status: 'PAID' });
    expect(await availableOf(client.id)).toBe(20_000n);
  });

  it('keeps a card payment that is processing PROCESSING and a canceled one CANCELED', async () => {
    const client = await payingClient(api);
    const card = await intentFor(client);
    await stripe.process(card.id);
    expect((await confirm(client, { method: 'CARD', paymentIntent: card.id })).body).toMatchObject({ status: 'PROCESSING' });

    const dropped = await intentFor(client);
    await stripe.cancel(dropped.id);
    await deliver(eventFor(dropped.id, 'payment_intent.canceled'));
    expect(await depositOfIntent(dropped.id)).toMatchObject({ status: 'CANCELED' });
    await stripe.succeed(dropped.id);
    await deliver(eventFor(dropped.id, 'payment_intent.succeeded'));
    expect(await availableOf(client.id)).toBe(0n);
  });

  it('refuses to confirm with another method than the intent’s, or an intent not paid yet', async () => {
    const client = await payingClient(api);
    const intent = await intentFor(client);
    const wrong = await confirm(client, { method: 'IDEAL', paymentIntent: intent.id });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error)).toEqual(['method']);
    const early = await confirm(client, { method: 'CARD', paymentIntent: intent.id });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('The payment has not been made yet');
  });
});
