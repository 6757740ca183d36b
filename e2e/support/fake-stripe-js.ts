// A stand-in for Stripe.js (https://js.stripe.com/…/stripe.js), served to the page through request
// interception so the browser never reaches the internet. It implements exactly what the deposit dialog
// uses — Stripe(key), elements(options), create('payment') with mount/on/unmount/destroy, elements.update
// and submit, confirmPayment — and confirms against the fake Stripe server as Stripe.js confirms against
// api.stripe.com: with the intent's client secret and the card typed into its fields.
import type { HTTPRequest, Page } from 'puppeteer-core';

export interface FakeStripeJsConfig {
  /** the fake Stripe server's base URL, where confirmPayment sends the card */
  apiUrl: string;
}

/** What the page asked of Stripe.js, kept on `window.__fakeStripe` for the story to check. */
export interface FakeStripeJsRecord {
  publishableKeys: string[];
  /** the Elements options as they stand when each confirmation starts (creation plus later updates) */
  confirmations: { clientSecret: string; elements: Record<string, unknown>; returnUrl: string | null; redirect: string | null }[];
}

/** The labels of the card fields the fake Payment Element mounts. */
export const CARD_FIELDS = { number: 'Card number', expiry: 'Expiration date', cvc: 'Security code' } as const;

/**
 * Runs inside the page (serialised with toString): it must not use anything from this module's scope.
 * Messages are Stripe's own wording for the same situations.
 */
function defineFakeStripe(config: FakeStripeJsConfig, labels: typeof CARD_FIELDS): void {
  type Handler = (event: unknown) => void;
  type ElementsOptions = Record<string, unknown> & { clientSecret?: string; mode?: string; allowedPaymentMethodTypes?: string[] };
  interface StripeError {
    type: string;
    code?: string;
    message: string;
  }
  interface FakePaymentElement {
    readonly fields: Record<'number' | 'expiry' | 'cvc', HTMLInputElement> | null;
    problem(): StripeError | null;
  }

  const record: FakeStripeJsRecord = { publishableKeys: [], confirmations: [] };
  const integrationError = (message: string) => new Error(`IntegrationError: ${message}`);

  const digits = (text: string) => text.replace(/\D/g, '');
  function luhnValid(number: string): boolean {
    let sum = 0;
    for (let i = 0; i < number.length; i += 1) {
      let digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return number.length >= 13 && sum % 10 === 0;
  }
  /** MM / YY (or MM/YY) of a month not yet past: [month, four-digit year] or null. */
  function expiryOf(text: string): [number, number] | null {
    const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(text);
    if (!match) return null;
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    const now = new Date();
    if (month < 1 || month > 12 || year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) return null;
    return [month, year];
  }

  function createPaymentElement(options: ElementsOptions): FakePaymentElement & Record<string, unknown> {
    const handlers = new Map<string, Set<Handler>>();
    const types = options.allowedPaymentMethodTypes ?? ['card'];
    let container: HTMLElement | null = null;
    let destroyed = false;
    let fields: Record<'number' | 'expiry' | 'cvc', HTMLInputElement> | null = null;
    const emit = (event: string, payload: unknown) => handlers.get(event)?.forEach((handler) => handler(payload));

    const problem = (): StripeError | null => {
      if (!fields) return { type: 'validation_error', code: 'incomplete', message: 'Your payment details are incomplete.' };
      const number = digits(fields.number.value);
      if (number.length < 13) return { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' };
      if (!luhnValid(number)) return { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' };
      if (!expiryOf(fields.expiry.value)) return { type: 'validation_error', code: 'incomplete_expiry', message: 'Your card’s expiration date is incomplete.' };
      if (!/^\d{3,4}$/.test(fields.cvc.value.trim())) return { type: 'validation_error', code: 'incomplete_cvc', message: 'Your card’s security code is incomplete.' };
      return null;
    };
    const changed = () => {
      const empty = !fields || Object.values(fields).every((input) => input.value === '');
      emit('change', { elementType: 'payment', complete: problem() === null, empty, collapsed: false, value: { type: 'card' } });
    };

    const element = {
      get fields() {
        return fields;
      },
      problem,
      on(event: string, handler: Handler) {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event)?.add(handler);
        return element;
      },
      off(event: string, handler?: Handler) {
        if (handler) handlers.get(event)?.delete(handler);
        else handlers.delete(event);
        return element;
      },
      mount(target: string | HTMLElement) {
        if (destroyed) throw integrationError('This Element has already been destroyed. Please create a new one.');
        const found = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
        if (!found) throw integrationError(`The selector you specified (${String(target)}) applies to no DOM elements.`);
        if (container) throw integrationError('This Element is already mounted.');
        container = found;
        if (!types.includes('card')) {
          // Only card fields exist here; other methods report what a real load failure would.
          setTimeout(() => emit('loaderror', { elementType: 'payment', error: { type: 'invalid_request_error', message: `The fake Stripe.js renders no ${types.join(', ')} fields.` } }), 0);
          return;
        }
        const wrapper = document.createElement('div');
        wrapper.setAttribute('data-fake-stripe', 'payment-element');
        const make = (key: 'number' | 'expiry' | 'cvc', autocomplete: string) => {
          const input = document.createElement('input');
          input.setAttribute('aria-label', labels[key]);
          input.setAttribute('autocomplete', autocomplete);
          input.inputMode = 'numeric';
          input.addEventListener('input', changed);
          wrapper.appendChild(input);
          return input;
        };
        fields = { number: make('number', 'cc-number'), expiry: make('expiry', 'cc-exp'), cvc: make('cvc', 'cc-csc') };
        found.appendChild(wrapper);
        setTimeout(() => emit('ready', { elementType: 'payment' }), 0);
      },
      unmount() {
        container?.querySelector('[data-fake-stripe="payment-element"]')?.remove();
        container = null;
        fields = null;
      },
      destroy() {
        element.unmount();
        destroyed = true;
        handlers.clear();
      },
      update() {
        return undefined;
      },
      focus() {
        fields?.number.focus();
      },
      blur() {
        fields?.number.blur();
      },
      clear() {
        if (fields) for (const input of Object.values(fields)) input.value = '';
        changed();
      },
    };
    return element;
  }

  interface FakeElements {
    options: ElementsOptions;
    payment: FakePaymentElement | null;
    submitted: boolean;
  }
  const elementsState = new WeakMap<object, FakeElements>();

  function createElements(initial: ElementsOptions) {
    if (!initial.clientSecret && initial.mode !== 'payment' && initial.mode !== 'setup' && initial.mode !== 'subscription') {
      throw integrationError('In order to create a payment element, you must pass a clientSecret or mode when creating the Elements group.');
    }
    const state: FakeElements = { options: { ...initial }, payment: null, submitted: false };
    const elements = {
      create(type: string) {
        if (type !== 'payment') throw integrationError(`The fake Stripe.js has no ${type} Element.`);
        if (state.payment) throw integrationError('Can only create one Element of type payment.');
        const payment = createPaymentElement(state.options);
        state.payment = payment;
        return payment;
      },
      getElement(type: string) {
        return type === 'payment' ? state.payment : null;
      },
      update(options: ElementsOptions) {
        state.options = { ...state.options, ...options };
      },
      submit() {
        const problem = state.payment ? state.payment.problem() : { type: 'validation_error', message: 'Your payment details are incomplete.' };
        state.submitted = problem === null;
        return Promise.resolve(problem ? { error: problem } : {});
      },
      fetchUpdates() {
        return Promise.resolve({});
      },
    };
    elementsState.set(elements, state);
    return elements;
  }

  interface ConfirmOptions {
    elements?: object;
    clientSecret?: string;
    confirmParams?: { return_url?: string };
    redirect?: string;
  }

  async function confirmPayment(publishableKey: string, options: ConfirmOptions): Promise<unknown> {
    const state = options.elements ? elementsState.get(options.elements) : undefined;
    if (!state) throw integrationError('Invalid value for confirmPayment: elements should be an Elements group created by this Stripe instance.');
    const clientSecret = options.clientSecret ?? state.options.clientSecret;
    const intentId = /^(pi_[^_]+)_secret_/.exec(clientSecret ?? '')?.[1];
    if (!clientSecret || !intentId) throw integrationError('Invalid value for confirmPayment: clientSecret should be a client secret of the form ${id}_secret_${secret}.');
    if (!state.options.clientSecret && !state.submitted) {
      throw integrationError('elements.submit() must be called before stripe.confirmPayment(). Call elements.submit() as soon as your customer presses pay.');
    }
    const returnUrl = options.confirmParams?.return_url ?? null;
    if (options.redirect !== 'if_required' && !returnUrl) throw integrationError('stripe.confirmPayment(): the `confirmParams.return_url` argument is required unless passing `redirect: \'if_required\'`.');
    record.confirmations.push({ clientSecret, elements: { ...state.options }, returnUrl, redirect: options.redirect ?? null });

    const fields = state.payment?.fields;
    if (!fields) return { error: { type: 'validation_error', message: 'Your payment details are incomplete.' } };
    const expiry = expiryOf(fields.expiry.value) ?? [0, 0];
    const body = new URLSearchParams({
      key: publishableKey,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': digits(fields.number.value),
      'payment_method_data[card][exp_month]': String(expiry[0]),
      'payment_method_data[card][exp_year]': String(expiry[1]),
      'payment_method_data[card][cvc]': fields.cvc.value.trim(),
      ...(returnUrl ? { return_url: returnUrl } : {}),
    });
    let answer: Response;
    try {
      answer = await fetch(`${config.apiUrl}/v1/payment_intents/${intentId}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    } catch {
      return { error: { type: 'api_connection_error', message: 'We could not connect to Stripe. Please check your connection and try again.' } };
    }
    const json = (await answer.json()) as { error?: StripeError } & Record<string, unknown>;
    if (!answer.ok) return { error: json.error ?? { type: 'api_error', message: 'An unexpected error occurred.' } };
    if (options.redirect !== 'if_required' && returnUrl) {
      // Stripe.js leaves for the return address whenever it may; the page then reads these parameters.
      const back = new URL(returnUrl);
      back.searchParams.set('payment_intent', intentId);
      back.searchParams.set('payment_intent_client_secret', clientSecret);
      back.searchParams.set('redirect_status', json.status === 'succeeded' ? 'succeeded' : 'failed');
      window.location.assign(back.toString());
      return new Promise(() => undefined);
    }
    return { paymentIntent: json };
  }

  function Stripe(publishableKey: unknown) {
    if (typeof publishableKey !== 'string' || !/^pk_(test|live)_\w+$/.test(publishableKey)) {
      throw integrationError(`Invalid API Key provided: ${String(publishableKey)}`);
    }
    record.publishableKeys.push(publishableKey);
    return {
      elements: (options: ElementsOptions = {}) => createElements(options),
      confirmPayment: (options: ConfirmOptions) => confirmPayment(publishableKey, options),
      // @stripe/stripe-js registers itself on every instance it creates.
      _registerWrapper: () => undefined,
    };
  }
  // The release train @stripe/stripe-js 10 asks for; another one only makes it warn in the console.
  Stripe.version = 'endive';

  const page = window as unknown as { Stripe: typeof Stripe; __fakeStripe: FakeStripeJsRecord };
  page.Stripe = Stripe;
  page.__fakeStripe = record;
}

const STRIPE_JS = /^https:\/\/js\.stripe\.com\/(v3\/?|[a-z]+\/stripe\.js)(\?.*)?$/;

/** Addresses a closed e2e network may load: the apps on *.localhost and the fake services on 127.0.0.1. */
function isLocal(url: URL): boolean {
  return url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
}

export interface ClosedNetwork {
  /** every request for Stripe.js the page made (served the fake) */
  stripeJsLoads: string[];
  /** requests that would have left the machine; refused */
  refused: string[];
}

/**
 * Serves the fake Stripe.js to `page` for https://js.stripe.com and refuses every other request that would
 * leave the machine, remembering it, so a story can prove it never reached the internet.
 */
export async function serveFakeStripeJs(page: Page, config: FakeStripeJsConfig): Promise<ClosedNetwork> {
  const network: ClosedNetwork = { stripeJsLoads: [], refused: [] };
  const script = `(${defineFakeStripe.toString()})(${JSON.stringify(config)}, ${JSON.stringify(CARD_FIELDS)});`;
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = new URL(request.url());
    if (STRIPE_JS.test(request.url())) {
      network.stripeJsLoads.push(request.url());
      void request.respond({ status: 200, contentType: 'application/javascript; charset=utf-8', body: script });
    } else if (isLocal(url)) {
      void request.continue();
    } else {
      network.refused.push(request.url());
      void request.abort('blockedbyclient');
    }
  });
  return network;
}

/** What the page's Stripe.js was asked so far. */
export async function fakeStripeRecord(page: Page): Promise<FakeStripeJsRecord> {
  return page.evaluate(() => (window as unknown as { __fakeStripe?: FakeStripeJsRecord }).__fakeStripe ?? { publishableKeys: [], confirmations: [] });
}
