import { useEffect, useRef } from 'react';
import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
import type { Currency } from '../format/number';
import type { StripeDepositMethod } from './types';
import { StyledProviderMessage, StyledStripeMount } from './styled';

/** Stripe's name of each method, as the Payment Element's `allowedPaymentMethodTypes` wants it. */
export const STRIPE_PAYMENT_METHOD_TYPES: Record<StripeDepositMethod, string> = {
  CARD: 'card',
  SEPA_DEBIT: 'sepa_debit',
  SOFORT: 'sofort',
  GIROPAY: 'giropay',
  IDEAL: 'ideal',
  PAYPAL: 'paypal',
};

export interface StripePaymentFieldsProps {
  stripe: Stripe;
  method: StripeDepositMethod;
  /** what the intent will charge (minor units); Stripe shows it in some methods' forms */
  amountGross: number;
  currency: Currency;
  locale?: StripeElementLocale;
  label: string;
  /** the provider's message about the fields, shown beneath them */
  providerMessage: string | null;
  onElements: (elements: StripeElements | null) => void;
  onChange: (change: { complete: boolean; message: string | null }) => void;
}

/**
 * Stripe's Payment Element for one method (card number, IBAN, bank choice, …): the fields live in Stripe's
 * frames, so card data never touches our page. Mounted only while a Stripe method is chosen.
 */
export function StripePaymentFields({
  stripe,
  method,
  amountGross,
  currency,
  locale,
  label,
  providerMessage,
  onElements,
  onChange,
}: StripePaymentFieldsProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const elementsRef = useRef<StripeElements | null>(null);
  const callbacks = useRef({ onElements, onChange });
  useEffect(() => {
    callbacks.current = { onElements, onChange };
  });
  // The first amount is read when the element is created; later changes go through `update`.
  const amountRef = useRef(amountGross);

  useEffect(() => {
    const container = mountRef.current;
    if (!container) return undefined;
    const elements = stripe.elements({
      mode: 'payment',
      amount: amountRef.current,
      currency: currency.toLowerCase(),
      allowedPaymentMethodTypes: [STRIPE_PAYMENT_METHOD_TYPES[method]],
      locale,
    });
    const element = elements.create('payment');
    element.on('change', (event) => callbacks.current.onChange({ complete: event.complete, message: null }));
    element.on('loaderror', (event) => callbacks.current.onChange({ complete: false, message: event.error.message ?? null }));
    element.mount(container);
    elementsRef.current = elements;
    callbacks.current.onElements(elements);
    callbacks.current.onChange({ complete: false, message: null });
    return () => {
      element.destroy();
      elementsRef.current = null;
      callbacks.current.onElements(null);
    };
  }, [stripe, method, currency, locale]);

  useEffect(() => {
    amountRef.current = amountGross;
    void elementsRef.current?.update({ amount: amountGross });
  }, [amountGross]);

  return (
    <div>
      <StyledStripeMount ref={mountRef} role="group" aria-label={label} />
      {providerMessage && <StyledProviderMessage role="alert">{providerMessage}</StyledProviderMessage>}
    </div>
  );
}
