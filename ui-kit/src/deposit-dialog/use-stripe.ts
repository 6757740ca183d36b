import { useEffect, useRef, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';

export type LoadStripe = (publishableKey: string) => Promise<Stripe | null>;

export type StripeState = { status: 'idle' | 'loading' | 'failed'; stripe: null } | { status: 'ready'; stripe: Stripe };

/**
 * Loads Stripe the first time a Stripe method is chosen, once per dialog: the app passes a loader that
 * imports @stripe/stripe-js on demand, so clients paying by bank transfer never download it.
 */
export function useStripe(publishableKey: string | null, loadStripe: LoadStripe, needed: boolean): StripeState {
  const [state, setState] = useState<StripeState>({ status: 'idle', stripe: null });
  const loading = useRef<Promise<Stripe | null> | null>(null);

  useEffect(() => {
    if (!needed) return undefined;
    if (!publishableKey) {
      setState({ status: 'failed', stripe: null });
      return undefined;
    }
    let current = true;
    if (!loading.current) {
      loading.current = loadStripe(publishableKey);
      setState({ status: 'loading', stripe: null });
    }
    loading.current.then(
      (stripe) => {
        if (current) setState(stripe ? { status: 'ready', stripe } : { status: 'failed', stripe: null });
      },
      () => {
        if (current) setState({ status: 'failed', stripe: null });
      },
    );
    return () => {
      current = false;
    };
  }, [needed, publishableKey, loadStripe]);

  return state;
}
