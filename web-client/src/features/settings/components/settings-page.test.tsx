import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { BillingSettings, ClientMe } from '@inkwell/contracts';
import { buildClientMe, errorBody, type FakeBackend, fieldErrorOf } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { buildBillingSettings } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BILLING, installBillingBackend } from '../../../testing/billing-backend';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const empty = buildBillingSettings({
  companyName: null,
  firstName: null,
  lastName: null,
  address: null,
  zipcode: null,
  city: null,
  country: null,
  EUVATNumber: null,
  email: null,
  lastVatNumberValidationAt: null,
  legalInfoLastCheckedAt: null,
  status: 'NEEDS_VALIDATION',
});

function openSettings(settings: BillingSettings = buildBillingSettings(), setUp: (fake: FakeBackend) => void = () => undefined, me: ClientMe = buildClientMe()) {
  backend = installBillingBackend(me, settings);
  setUp(backend);
  return renderWithProviders(<AppRoutes />, { route: '/settings' });
}

const form = async () => within(await screen.findByRole('form', { name: 'Billing information' }));
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
/** The error FormField ties to the control through aria-describedby. */

async function fillRequired(view: ReturnType<typeof openSettings>, values: Partial<Record<string, string>> = {}) {
  const text = { 'Company name': 'Acme GmbH', 'First name': 'Clara', 'Last name': 'Client', Address: 'Hauptstraße 1', 'ZIP code': '10115', City: 'Berlin', 'Billing e-mail': 'billing@acme.example', ...values };
  for (const [name, value] of Object.entries(text)) {
    if (value === undefined) continue;
    await view.user.clear(field(name));
    if (value) await view.user.type(field(name), value);
  }
}

describe('SettingsPage billing tab', () => {
  it('is reached from the user menu and opens the billing tab by default', async () => {
    backend = installBillingBackend();
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Welcome Clara' });
    await view.user.click(screen.getByRole('button', { name: /, user menu$/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Settings', 'Log out']);
    await view.user.click(screen.getByRole('menuitem', { name: 'Settings' }));

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(view.location()).toBe('/settings/billing');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Account', 'Billing', 'Notifications', 'Stopwords', 'Dictionary', 'Integrations', 'API']);
    expect(await form()).toBeTruthy();
    expect(field('Company name')).toHaveValue('Acme GmbH');
    expect(select('Country')).toHaveValue('DE');
  });

  it('sends /settings and unknown tabs to the billing tab', async () => {
    const view = openSettings();
    await form();
    expect(view.location()).toBe('/settings/billing');
  });

  it('requires every mandatory field with the spec’s message', async () => {
    const view = openSettings(empty);
    const billing = await form();
    await view.user.click(billing.getByRole('button', { name: 'Save' }));

    for (const name of ['Company name', 'First name', 'Last name', 'Address', 'ZIP code', 'City', 'Billing e-mail']) {
      expect(fieldErrorOf(field(name))).toBe('Field is required');
    }
    expect(fieldErrorOf(select('Country'))).toBe('Field is required');
    // Without a country nothing says the company is in the EU: the optional fields stay quiet.
    expect(fieldErrorOf(field('EU-VAT number'))).toBeUndefined();
    expect(fieldErrorOf(field('Tax number'))).toBeUndefined();
    expect(backend.requestsTo('PUT', BILLING)).toHaveLength(0);
  });

  it('refuses an invalid billing e-mail', async () => {
    const view = openSettings();
    const billing = await form();
    await view.user.clear(field('Billing e-mail'));
    await view.user.type(field('Billing e-mail'), 'billing@');
    await view.user.click(billing.getByRole('button', { name: 'Save' }));
    expect(fieldErrorOf(field('Billing e-mail'))).toBe('Email address is not valid');
    expect(backend.requestsTo('PUT', BILLING)).toHaveLength(0);
  });

  it('needs the EU-VAT number only from a company in an EU country', async () => {
    const view = openSettings(empty);
    const billing = await form();
    await fillRequired(view);
    await view.user.selectOptions(select('Legal form'), 'COMPANY');
    await view.user.selectOptions(select('Country'), 'FR');
    await view.user.click(billing.getByRole('button', { name: 'Save' }));
    expect(fieldErrorOf(field('EU-VAT number'))).toBe('Field is required');

    await view.user.selectOptions(select('Country'), 'GB');
    await view.user.click(billing.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backend.requestsTo('PUT', BILLING)).toHaveLength(1));

    await view.user.selectOptions(select('Country'), 'DE');
    await view.user.selectOptions(select('Legal form'), 'PRIVATE');
    await view.user.click(billing.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backend.requestsTo('PUT', BILLING)).toHaveLength(2));
  });

  it('sends the optional fields only when they are filled', async () => {
    const view = openSettings(empty);
    const billing = await form();
    await fillRequired(view, { 'Company name': '  Acme GmbH  ' });
    await view.user.selectOptions(select('Legal form'), 'PRIVATE');
    await view.user.selectOptions(select('Country'), 'DE');
    await view.user.type(field('Tax number'), '12/345/67890');
    await view.user.click(billing.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(backend.requestsTo('PUT', BILLING)).toHaveLength(1));
    expect(backend.requestsTo('PUT', BILLING)[0].body).toEqual({
      companyName: 'Acme GmbH',
      legalForm: 'PRIVATE',
      firstName: 'Clara',
      lastName: 'Client',
      address: 'Hauptstraße 1',
      zipcode: '10115',
      city: 'Berlin',
      country: 'DE',
      email: 'billing@acme.example',
      taxNumber: '12/345/67890',
    });
  });

  it('saves, says so, and reloads the billing data and the user shown in the header', async () => {
    let me = buildClientMe({ billing: { companyName: 'Acme GmbH', firstName: 'Clara', lastName: 'Client', email: null } });
    const view = openSettings(buildBillingSettings(), (fake) => fake.on('GET', '/api/client/me', () => ({ status: 200, body: me })), me);
    const billing = await form();
    expect(screen.getByRole('button', { name: /, user menu$/ })).toHaveTextContent('Acme GmbH');
    const billingLoads = backend.requestsTo('GET', BILLING).length;
    me = { ...me, billing: { companyName: 'Acme Europe GmbH', firstName: 'Clara', lastName: 'Client', email: null } };

    await view.user.clear(field('Company name'));
    await view.user.type(field('Company name'), 'Acme Europe GmbH');
    await view.user.click(billing.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You have successfully updated the billing information.')).toBeInTheDocument();
    await waitFor(() => expect(backend.requestsTo('GET', BILLING).length).toBeGreaterThan(billingLoads));
    await waitFor(() => expect(screen.getByRole('button', { name: /, user menu$/ })).toHaveTextContent('Acme Europe GmbH'));
    expect(field('Company name')).toHaveValue('Acme Europe GmbH');
  });

  it('puts the server’s field errors under their fields', async () => {
    const view = openSettings(buildBillingSettings(), (fake) =>
      fake.on('PUT', BILLING, () => ({
        status: 400,
        body: errorBody(400, 'Validation failed', { EUVATNumber: ['EUVATNumber is not a valid VAT number for DE'] }),
      })),
    );
    const billing = await form();
    await view.user.click(billing.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf(field('EU-VAT number'))).toBe('EUVATNumber is not a valid VAT number for DE'));
    expect(screen.queryByText('You have successfully updated the billing information.')).not.toBeInTheDocument();
  });

  it('shows a failed save in a danger alert that goes away after 3 s', async () => {
    const view = openSettings(buildBillingSettings(), (fake) =>
      fake.on('PUT', BILLING, () => ({ status: 503, body: errorBody(503, 'Service unavailable') })),
    );
    const billing = await form();
    await view.user.click(billing.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('Something went wrong.');
    const shownAt = Date.now();
    await waitForElementToBeRemoved(alert, { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
  });

  it('shows a failed load in a danger alert and offers to try again', async () => {
    let fail = true;
    const view = openSettings(buildBillingSettings(), (fake) => {
      const settings = buildBillingSettings();
      fake.on('GET', BILLING, () => (fail ? { status: 500, body: errorBody(500, 'boom') } : { status: 200, body: settings }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByText('The billing information could not be loaded.')).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await form()).toBeTruthy();
    expect(field('Company name')).toHaveValue('Acme GmbH');
  });

  it.each([
    ['INVALID', 'Your account is blocked due to invalid legal information. Please check your billing information and EU-VAT.'],
    ['VALID', 'Your account is verified with valid legal information. Last check on 01.02.2025.'],
    ['NEEDS_VALIDATION', 'Your billing information has not been checked yet. It is checked each time you save it.'],
  ] as const)('shows the legal check status %s', async (status, message) => {
    openSettings(buildBillingSettings({ status }));
    await form();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
