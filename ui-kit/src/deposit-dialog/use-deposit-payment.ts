import { useCallback, useEffect, useRef, useState } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import type { DepositDialogLabels } from './labels';
import type {
  BankDepositInput,
  ConfirmDepositInput,
  DepositIntent,
  DepositIntentInput,
  DepositMethod,
  DepositMethodOption,
  DepositReceipt,
  ReturnedPayment,
  StripeDepositMethod,
} from './types';
import { isStripeMethod } from './types';

/** Spec §4/§9: a payment still processing on a method that is not pending is asked about again after 1 s. */
export const PAYMENT_RECHECK_MS = 1000;
/** After this many re-checks the dialog stops waiting and says the balance follows when the money does. */
export const PAYMENT_RECHECK_LIMIT = 30;

/** Settled later by their nature; used when the method list does not say (e.g. a return before it loaded). */
const PENDING_BY_NATURE: readonly DepositMethod[] = ['SEPA_DEBIT', 'SOFORT', 'BANK'];

export interface DepositPaymentCallbacks {
  onCreateBankDeposit: (input: BankDepositInput) => Promise<DepositReceipt>;
  onCreateIntent: (input: DepositIntentInput) => Promise<DepositIntent>;
  onRetrieveIntent: (intentId: string) => Promise<DepositIntent>;
  onConfirmIntent: (input: ConfirmDepositInput) => Promise<DepositReceipt>;
}

interface Options extends DepositPaymentCallbacks {
  methods: readonly DepositMethodOption[];
  labels: DepositDialogLabels;
  describeError: (error: unknown) => string | null;
  returnUrl: string;
}

/** form: filling in; paying/checking: waiting for the server or Stripe; done: receipt; unsettled: still processing. */
export type PaymentPhase = 'form' | 'paying' | 'checking' | 'done' | 'unsettled';

interface IntentState {
  status: string;
  lastError: string | null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The payment flows of the dialog: bank transfer, Stripe with re-checks, and a return from a bank's page. */
export function useDepositPayment(options: Options) {
  const [phase, setPhase] = useState<PaymentPhase>('form');
  const [receipt, setReceipt] = useState<DepositReceipt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [providerMessage, setProviderMessage] = useState<string | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const fail = useCallback((message: string | null) => {
    if (!alive.current) return;
    setError(message ?? latest.current.labels.somethingWentWrong);
    setPhase('form');
  }, []);

  const failWith = useCallback((caught: unknown) => fail(latest.current.describeError(caught)), [fail]);

  const finish = useCallback((created: DepositReceipt) => {
    if (!alive.current) return;
    setReceipt(created);
    setPhase('done');
  }, []);

  /** Waits out `processing` on methods that settle at once, then creates (or finds) the deposit of the intent. */
  const settle = useCallback(
    async (intentId: string, method: StripeDepositMethod, first: IntentState, email?: string) => {
      const pending =
        latest.current.methods.find((option) => option.method === method)?.pending ?? PENDING_BY_NATURE.includes(method);
      let current = first;
      for (let check = 0; ; check += 1) {
        const settled = current.status === 'succeeded' || (current.status === 'processing' && pending);
        if (settled) {
          finish(await latest.current.onConfirmIntent({ method, paymentIntent: intentId, ...(email ? { email } : {}) }));
          return;
        }
        if (current.status !== 'processing') {
          fail(current.lastError ?? latest.current.labels.paymentNotCompleted);
          return;
        }
        if (check >= PAYMENT_RECHECK_LIMIT) {
          if (alive.current) setPhase('unsettled');
          return;
        }
        await wait(PAYMENT_RECHECK_MS);
        if (!alive.current) return;
        current = await latest.current.onRetrieveIntent(intentId);
      }
    },
    [fail, finish],
  );

  const payByBank = useCallback(
    async (input: BankDepositInput) => {
      setError(null);
      setPhase('paying');
      try {
        finish(await latest.current.onCreateBankDeposit(input));
      } catch (caught) {
        failWith(caught);
      }
    },
    [failWith, finish],
  );

  const payByStripe = useCallback(
    async (stripe: Stripe, elements: StripeElements, input: DepositIntentInput) => {
      setError(null);
      setProviderMessage(null);
      setPhase('paying');
      try {
        // Stripe checks its own fields first, so an incomplete IBAN never creates an intent.
        const submitted = await elements.submit();
        if (submitted.error) {
          setProviderMessage(submitted.error.message ?? latest.current.labels.paymentDetailsIncomplete);
          setPhase('form');
          return;
        }
        const intent = await latest.current.onCreateIntent(input);
        const result = await stripe.confirmPayment({
          elements,
          clientSecret: intent.clientSecret,
          confirmParams: { return_url: latest.current.returnUrl },
          redirect: 'if_required',
        });
        if (result.error) {
          if (result.error.type === 'validation_error') {
            setProviderMessage(result.error.message ?? latest.current.labels.paymentDetailsIncomplete);
            setPhase('form');
          } else {
            fail(result.error.message ?? null);
          }
          return;
        }
        const { paymentIntent } = result;
        await settle(paymentIntent.id, input.method, { status: paymentIntent.status, lastError: paymentIntent.last_payment_error?.message ?? null }, input.email);
      } catch (caught) {
        failWith(caught);
      }
    },
    [fail, failWith, settle],
  );

  /** The provider sent the client back to us: ask the server how the intent ended and create the deposit. */
  const resume = useCallback(
    async (returned: ReturnedPayment) => {
      setError(null);
      setPhase('checking');
      try {
        const intent = await latest.current.onRetrieveIntent(returned.intentId);
        if (!isStripeMethod(intent.paymentMethod)) {
          fail(null);
          return;
        }
        await settle(intent.id, intent.paymentMethod, intent);
      } catch (caught) {
        failWith(caught);
      }
    },
    [fail, failWith, settle],
  );

  return {
    phase,
    receipt,
    error,
    dismissError: () => setError(null),
    providerMessage,
    setProviderMessage,
    payByBank,
    payByStripe,
    resume,
  };
}
