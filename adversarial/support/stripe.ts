// core-api with card payments switched on, against core-api's own Stripe stand-in (the real SDK, a local
// server, signatures checked for real): payment intent routes then hold tenant data, and the webhook checks
// signatures instead of answering 503.
import { startFakeStripe } from '@inkwell/core-api/dist/testing/fake-stripe-server.js';

export interface StripeStandIn {
  /** the core-api configuration that points it at the stand-in */
  env: NodeJS.ProcessEnv;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const stripe = await startFakeStripe();
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_adversarial',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_adversarial',
      STRIPE_WEBHOOK_SECRET: 'whsec_adversarial_0000000000',
      STRIPE_API_URL: stripe.url,
    },
    close: () => stripe.close(),
  };
}
