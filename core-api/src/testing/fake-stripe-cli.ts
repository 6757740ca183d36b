import { startFakeStripe } from './fake-stripe-server.js';

/**
 * The fake Stripe as its own process, for the e2e suite:
 *   FAKE_STRIPE_PORT=12111 STRIPE_WEBHOOK_URL=http://127.0.0.1:4000/client/billing/webhook/stripe \
 *   STRIPE_WEBHOOK_SECRET=whsec_… node core-api/dist/testing/fake-stripe-cli.js
 * core-api then runs with STRIPE_API_URL=http://127.0.0.1:12111. Payments are decided through
 * POST /__fake/payment_intents/:id/{succeed,fail,process,cancel} (fail takes {"message": "…"}), or by a
 * browser's (fake) Stripe.js confirming with a card: Stripe's declining test cards fail, others succeed.
 */
async function main(): Promise<void> {
  const fake = await startFakeStripe({
    port: Number(process.env.FAKE_STRIPE_PORT ?? 12111),
    host: process.env.FAKE_STRIPE_HOST ?? '127.0.0.1',
    webhookUrl: process.env.STRIPE_WEBHOOK_URL,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  });
  console.log(JSON.stringify({ fakeStripe: fake.url }));
  const stop = () => void fake.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
