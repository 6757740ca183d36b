import type { Stripe } from '@stripe/stripe-js';

/** What Stripe's confirmPayment answers in a story or test. */
export type FakeConfirmResult =
  | { paymentIntent: { id: string; status: string; last_payment_error?: { message: string } | null } }
  | { error: { type: string; message: string } };

export interface FakeStripeScript {
  confirm?: (clientSecret: string) => FakeConfirmResult;
  /** elements.submit() finds the fields wrong with this provider message */
  submitError?: string;
}

type Handler = (event: { complete: boolean; error?: { message: string } }) => void;

/** The label of the stand-in field the fake mounts where Stripe's frame would be. */
export const FAKE_PAYMENT_FIELD_LABEL = 'Test payment details';

/**
 * A stand-in for Stripe.js: Elements mount one plain input (complete once 4 characters are typed) and
 * confirmPayment answers as scripted. Records the calls so tests can check what Stripe was asked.
 */
export function createFakeStripe(script: FakeStripeScript = {}) {
  const calls = {
    elements: [] as Record<string, unknown>[],
    updates: [] as Record<string, unknown>[],
    confirmPayment: [] as { clientSecret: string; confirmParams?: { return_url?: string }; redirect?: string }[],
    submits: 0,
  };

  const createElement = () => {
    const handlers = new Map<string, Handler>();
    let input: HTMLInputElement | null = null;
    return {
      on(event: string, handler: Handler) {
        handlers.set(event, handler);
      },
      mount(container: HTMLElement) {
        input = document.createElement('input');
        input.setAttribute('aria-label', FAKE_PAYMENT_FIELD_LABEL);
        input.addEventListener('input', () => handlers.get('change')?.({ complete: (input?.value.trim().length ?? 0) >= 4 }));
        container.appendChild(input);
      },
      destroy() {
        input?.remove();
        input = null;
      },
    };
  };

  const elements = {
    create: () => createElement(),
    update(options: Record<string, unknown>) {
      calls.updates.push(options);
      return Promise.resolve();
    },
    submit() {
      calls.submits += 1;
      return Promise.resolve(script.submitError ? { error: { type: 'validation_error', message: script.submitError } } : {});
    },
  };

  const stripe = {
    elements(options: Record<string, unknown>) {
      calls.elements.push(options);
      return elements;
    },
    confirmPayment(options: { clientSecret: string; confirmParams?: { return_url?: string }; redirect?: string }) {
      calls.confirmPayment.push(options);
      const id = options.clientSecret.split('_secret')[0];
      return Promise.resolve(script.confirm?.(options.clientSecret) ?? { paymentIntent: { id, status: 'succeeded' } });
    },
  };

  // Only the calls the dialog makes exist; the cast stops at this test double.
  return { stripe: stripe as unknown as Stripe, calls };
}
