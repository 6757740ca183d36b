import type { Stripe } from '@stripe/stripe-js';

/**
 * The `loadStripe` apps pass to the dialog: @stripe/stripe-js (and through it Stripe's script) is fetched the
 * first time a client chooses a Stripe method, in a chunk of its own, never with the app's first download.
 */
export async function loadStripeOnDemand(publishableKey: string): Promise<Stripe | null> {
  const { loadStripe } = await import('@stripe/stripe-js');
  return loadStripe(publishableKey);
}
