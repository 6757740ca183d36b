import { screen, waitFor, within } from '@testing-library/react';
import type { ClientMe, PaymentIntentDto } from '@inkwell/contracts';
import type { LoadStripe } from '@inkwell/ui-kit';
import { buildAuthState, buildClientMe, errorBody, type FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { buildBillingSettings } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BILLING, installBillingBackend } from '../../../testing/billing-backend';
import { DepositDialogHost } from './deposit-dialog-host';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const depositClient = (overrides: Partial<ClientMe> = {}) =>
  buildClientMe({ invoicing: 'deposit', currency: 'EUR', currencyId: 1, vat: '0.19', hasValidLegalInfo: true, ...overrides });

function paymentIntent(overrides: Partial<PaymentIntentDto> = {}): PaymentIntentDto {
  return {
    id: 'pi_back',
    clientSecret: 'pi_back_secret_x',
    amount: 10_167,
    amountNet: 10_000,
    fee: 140,
    tax: 27,
    currency: 'EUR',
    paymentMethod: 'CARD',
    status: 'succeeded',
    lastError: null,
    ...overrides,
  };
}

function openApp(route: string, me: ClientMe = depositClient(), setUp: (fake: FakeBackend) => void = () => undefined) {
  backend = installBillingBackend(me);
  setUp(backend);
  return renderWithProviders(<AppRoutes />, { route });
}

const depositDialog = () => within(screen.getByRole('dialog', { name: 'Create deposit' }));
const figure = (label: string) => depositDialog().getByText(label).nextElementSibling;

describe('deposit dialog in the client app', () => {
  it('opens from Create New → Deposit, pays by bank transfer and refreshes the balance and the client', async () => {
    const view = openApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome Clara' });
    await view.user.click(screen.getByRole('button', { name: 'Create New' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Deposit', 'Project', 'Layout', 'Briefing']);
    await view.user.click(screen.getByRole('menuitem', { name: 'Deposit' }));

    expect(view.location()).toBe('/dashboard?deposit=1');
    await screen.findByRole('dialog', { name: 'Create deposit' });
    const amount = await depositDialog().findByRole('textbox', { name: /Amount net/ });
    expect(depositDialog().getByRole('combobox', { name: /Currency/ })).toBeDisabled();
    await view.user.type(amount, '150,50');
    await view.user.click(depositDialog().getByRole('button', { name: 'Next' }));
    await view.user.click(depositDialog().getByRole('radio', { name: /Bank transfer/ }));
    const balanceCalls = backend.requestsTo('GET', '/api/client/billing/balance').length;
    const meCalls = backend.requestsTo('GET', '/api/client/me').length;
    await view.user.click(depositDialog().getByRole('button', { name: 'Pay' }));

    expect(await depositDialog().findByText('Thank you for your deposit')).toBeInTheDocument();
    expect(backend.requestsTo('POST', `${BILLING}/deposit`).map((request) => request.body)).toEqual([
      { method: 'BANK', amount: '150.50', currency: 'EUR' },
    ]);
    expect(figure('Status')).toHaveTextContent('Pending');
    await waitFor(() => expect(backend.requestsTo('GET', '/api/client/billing/balance').length).toBeGreaterThan(balanceCalls));
    await waitFor(() => expect(backend.requestsTo('GET', '/api/client/me').length).toBeGreaterThan(meCalls));

    await view.user.click(depositDialog().getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');
  });

  it('offers no deposit to an invoice client', async () => {
    const view = openApp('/dashboard', buildClientMe({ invoicing: 'invoice' }));
    await screen.findByRole('heading', { name: 'Welcome Clara' });
    await view.user.click(screen.getByRole('button', { name: 'Create New' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Project', 'Layout', 'Briefing']);
  });

  it('opens no dialog for an invoice client who follows a deposit link', async () => {
    openApp('/dashboard?deposit=1', buildClientMe({ invoicing: 'invoice' }));
    await screen.findByRole('heading', { name: 'Welcome Clara' });
    // The dialog loads lazily: give it the time it would take before saying it never came.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.requestsTo('POST', `${BILLING}/deposit`)).toHaveLength(0);
  });

  it('opens from the balance’s Create Deposit and leads to a new project from the receipt', async () => {
    const view = openApp('/de/content');
    await view.user.click(await screen.findByRole('button', { name: 'Guthaben' }));
    await view.user.click(screen.getByRole('button', { name: 'Guthaben aufladen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Guthaben aufladen' }));
    await view.user.type(await dialog.findByRole('textbox', { name: /Nettobetrag/ }), '80');
    await view.user.click(dialog.getByRole('button', { name: 'Weiter' }));
    await view.user.click(dialog.getByRole('radio', { name: /Banküberweisung/ }));
    expect(dialog.getByText(/2-3 Werktage/)).toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Bezahlen' }));
    await view.user.click(await dialog.findByRole('button', { name: 'Neues Projekt' }));

    expect(await screen.findByRole('heading', { name: 'Neuer Auftrag' })).toBeInTheDocument();
    expect(view.location()).toBe('/de/orders/create');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finishes a payment on the return from the bank’s page and clears the address', async () => {
    const view = openApp('/dashboard?payment_intent=pi_back&payment_intent_client_secret=pi_back_secret_x&redirect_status=succeeded', depositClient(), (fake) =>
      fake.on('GET', `${BILLING}/payment/intent/pi_back`, () => ({ status: 200, body: paymentIntent({ paymentMethod: 'IDEAL' }) })),
    );

    expect(await screen.findByText('Thank you for your deposit')).toBeInTheDocument();
    expect(backend.requestsTo('POST', `${BILLING}/deposit`).map((request) => request.body)).toEqual([
      { method: 'IDEAL', paymentIntent: 'pi_back' },
    ]);
    expect(figure('Status')).toHaveTextContent('Paid');
    await waitFor(() => expect(view.location()).toBe('/dashboard'));

    await view.user.click(depositDialog().getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.requestsTo('POST', `${BILLING}/deposit`)).toHaveLength(1);
  });

  it('asks again after a second about a returned card payment still processing', async () => {
    const asked: number[] = [];
    openApp('/dashboard?payment_intent=pi_back&payment_intent_client_secret=pi_back_secret_x', depositClient(), (fake) =>
      fake.on('GET', `${BILLING}/payment/intent/pi_back`, () => {
        asked.push(Date.now());
        return { status: 200, body: paymentIntent({ status: asked.length === 1 ? 'processing' : 'succeeded' }) };
      }),
    );

    expect(await screen.findByText('Thank you for your deposit', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toHaveLength(2);
    expect(asked[1] - asked[0]).toBeGreaterThanOrEqual(990);
    expect(backend.requestsTo('POST', `${BILLING}/deposit`).map((request) => request.body)).toEqual([
      { method: 'CARD', paymentIntent: 'pi_back' },
    ]);
  });

  it('shows the provider’s message when the returned payment failed', async () => {
    openApp('/dashboard?payment_intent=pi_back&payment_intent_client_secret=pi_back_secret_x', depositClient(), (fake) =>
      fake.on('GET', `${BILLING}/payment/intent/pi_back`, () => ({
        status: 200,
        body: paymentIntent({ paymentMethod: 'SOFORT', status: 'requires_payment_method', lastError: 'The bank refused the payment.' }),
      })),
    );
    await screen.findByRole('dialog', { name: 'Create deposit' });
    expect(await depositDialog().findByRole('alert')).toHaveTextContent('The bank refused the payment.');
    expect(backend.requestsTo('POST', `${BILLING}/deposit`)).toHaveLength(0);
  });

  it('shows the alert when the client cannot be loaded on opening', async () => {
    openApp('/content?deposit=1', depositClient(), (fake) =>
      fake.on('GET', '/api/client/me', () => ({ status: 404, body: errorBody(404, 'Client not found') })),
    );
    await screen.findByRole('dialog', { name: 'Create deposit' });
    expect(await depositDialog().findByRole('alert')).toHaveTextContent('Client not found');
    expect(depositDialog().getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('edits the billing information in a modal and continues with the amount once it is valid', async () => {
    let me = depositClient({ hasValidLegalInfo: false });
    const view = openApp('/content?deposit=1', me, (fake) => {
      fake.on('GET', BILLING, () => ({ status: 200, body: buildBillingSettings({ EUVATNumber: null, status: 'NEEDS_VALIDATION' }) }));
      fake.on('GET', '/api/client/me', () => ({ status: 200, body: me }));
      fake.on('PUT', BILLING, () => {
        me = { ...me, hasValidLegalInfo: true };
        fake.on('GET', BILLING, () => ({ status: 200, body: buildBillingSettings() }));
        return { status: 204 };
      });
    });

    const billing = within(await screen.findByRole('region', { name: /Billing information/ }));
    expect(await billing.findByText('Your billing information is not valid')).toBeInTheDocument();
    expect(billing.getByText('Acme GmbH')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Deposit amount/ })).toBeDisabled();

    await view.user.click(billing.getByRole('button', { name: 'Edit billing information' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Billing information' }));
    expect(screen.queryByRole('dialog', { name: 'Create deposit' })).not.toBeInTheDocument();
    await view.user.click(modal.getByRole('button', { name: 'Save' }));
    expect(await modal.findByText('Field is required')).toBeInTheDocument();
    await view.user.type(modal.getByRole('textbox', { name: 'EU-VAT number' }), 'DE123456789');
    await view.user.click(modal.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You have successfully updated the billing information.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', BILLING).map((request) => request.body)).toEqual([
      expect.objectContaining({ companyName: 'Acme GmbH', country: 'DE', EUVATNumber: 'DE123456789' }),
    ]);
    expect(await screen.findByRole('dialog', { name: 'Create deposit' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Deposit amount/ })).toBeEnabled());
  });
});

/** The part of Stripe.js the dialog uses: one input standing in for the Payment Element. */
function fakeStripe(confirmed: { id: string; status: string }) {
  const confirmations: { clientSecret: string; confirmParams: { return_url: string } }[] = [];
  const stripe = {
    elements: () => ({
      create: () => {
        let onChange: (event: { complete: boolean }) => void = () => undefined;
        let input: HTMLInputElement | null = null;
        return {
          on: (event: string, handler: (event: { complete: boolean }) => void) => {
            if (event === 'change') onChange = handler;
          },
          mount: (container: HTMLElement) => {
            input = document.createElement('input');
            input.setAttribute('aria-label', 'Card');
            input.addEventListener('input', () => onChange({ complete: (input?.value.length ?? 0) >= 4 }));
            container.appendChild(input);
          },
          destroy: () => input?.remove(),
        };
      },
      update: () => Promise.resolve(),
      submit: () => Promise.resolve({}),
    }),
    confirmPayment: (options: { clientSecret: string; confirmParams: { return_url: string } }) => {
      confirmations.push(options);
      return Promise.resolve({ paymentIntent: confirmed });
    },
  };
  // Only the calls the dialog makes exist; the cast stops at this test double.
  const loadStripe = jest.fn<ReturnType<LoadStripe>, Parameters<LoadStripe>>(() => Promise.resolve(stripe as unknown as Awaited<ReturnType<LoadStripe>>));
  return { loadStripe, confirmations };
}

describe('DepositDialogHost with Stripe', () => {
  it('loads Stripe with the publishable key, creates the intent and confirms the deposit by its id', async () => {
    const me = depositClient();
    backend = installBillingBackend(me);
    backend.on('POST', `${BILLING}/payment/intent`, () => ({ status: 201, body: paymentIntent({ id: 'pi_card', clientSecret: 'pi_card_secret_y', status: 'requires_payment_method' }) }));
    const stripe = fakeStripe({ id: 'pi_card', status: 'succeeded' });
    const view = renderWithProviders(<DepositDialogHost loadStripe={stripe.loadStripe} />, {
      route: '/content?deposit=1',
      preloadedState: { auth: buildAuthState(me) },
    });

    await view.user.type(await screen.findByRole('textbox', { name: /Amount net/ }), '100');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await view.user.click(screen.getByRole('radio', { name: /Credit card/ }));
    await view.user.type(await screen.findByRole('textbox', { name: 'Card' }), '4242');
    await view.user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Thank you for your deposit')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_inkwell');
    expect(backend.requestsTo('POST', `${BILLING}/payment/intent`).map((request) => request.body)).toEqual([
      { method: 'CARD', amount: '100.00', currency: 'EUR' },
    ]);
    expect(stripe.confirmations[0]).toMatchObject({
      clientSecret: 'pi_card_secret_y',
      confirmParams: { return_url: `${window.location.origin}/dashboard` },
    });
    expect(backend.requestsTo('POST', `${BILLING}/deposit`).map((request) => request.body)).toEqual([
      { method: 'CARD', paymentIntent: 'pi_card' },
    ]);
  });
});
