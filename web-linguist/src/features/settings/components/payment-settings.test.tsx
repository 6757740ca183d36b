import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { LinguistPaymentSettings } from '@inkwell/contracts';
import { buildAuthState, buildLinguistMe, errorBody, FakeBackend, type FakeRequest } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SettingsPage } from './settings-page';

const API = '/api/linguist';
const NONE: LinguistPaymentSettings = { method: null, accountHolder: null, iban: null, bic: null, paypalEmail: null, updatedAt: null };
let backend: FakeBackend;
afterEach(() => backend.uninstall());

function openSettings(route: string, answer?: (fake: FakeBackend) => void) {
  const me = buildLinguistMe();
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.on('GET', `${API}/payment`, () => ({ status: 200, body: NONE }));
  backend.on('GET', `${API}/settings/invoicing`, () => ({ status: 200, body: { legalInfo: null } }));
  backend.on('GET', '/api/client/countries', () => ({
    status: 200,
    body: { data: [{ code: 'DE', name: 'Germany', eu: true }, { code: 'FR', name: 'France', eu: true }] },
  }));
  answer?.(backend);
  backend.install();
  return renderWithProviders(
    <Routes>
      <Route path="/settings/:tab?/:page?/:subpage?" element={<SettingsPage />} />
    </Routes>,
    { route, preloadedState: { auth: buildAuthState(me) } },
  );
}

describe('payment and invoicing settings', () => {
  it('saves a SEPA account and shows the IBAN checksum error core-api names under the field', async () => {
    const puts: FakeRequest[] = [];
    const view = openSettings('/settings/payment', (fake) =>
      fake.on('PUT', `${API}/payment`, (request) => {
        puts.push(request);
        return puts.length === 1
          ? { status: 400, body: errorBody(400, 'The field iban: is not a valid IBAN', { iban: ['is not a valid IBAN (check the digits and the checksum)'] }) }
          : { status: 200, body: { ...NONE, method: 'SEPA', accountHolder: 'Anna Schreiber', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' } };
      }),
    );
    await view.user.selectOptions(await screen.findByLabelText(/Payout method/), 'SEPA');
    await view.user.type(screen.getByLabelText(/Account holder/), 'Anna Schreiber');
    await view.user.type(screen.getByLabelText(/^IBAN/), 'DE89 3704 0044 0532 0130 01');
    await view.user.type(screen.getByLabelText(/^BIC/), 'cobadeffxxx');
    await view.user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText(/check the digits and the checksum/)).toBeInTheDocument();
    expect(puts[0]?.body).toEqual({ method: 'SEPA', accountHolder: 'Anna Schreiber', iban: 'DE89370400440532013001', bic: 'COBADEFFXXX' });

    await view.user.clear(screen.getByLabelText(/^IBAN/));
    await view.user.type(screen.getByLabelText(/^IBAN/), 'DE89370400440532013000');
    await view.user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText('The payment settings were saved.')).toBeInTheDocument();
  });

  it.each([
    ['typed', 'type'],
    ['pasted', 'paste'],
  ] as const)('takes an IBAN %s in groups of four as the bank prints it, and sends it without the spaces', async (_how, how) => {
    const view = openSettings('/settings/payment', (fake) =>
      fake.on('PUT', `${API}/payment`, ({ body }) => ({ status: 200, body: { ...NONE, ...(body as object), updatedAt: new Date().toISOString() } })),
    );
    await view.user.selectOptions(await screen.findByLabelText(/Payout method/), 'SEPA');
    await view.user.type(screen.getByLabelText(/Account holder/), 'Anna Schreiber');
    const iban = screen.getByLabelText(/^IBAN/);
    if (how === 'type') await view.user.type(iban, 'DE89 3704 0044 0532 0130 00');
    else {
      await view.user.click(iban);
      await view.user.paste('DE89 3704 0044 0532 0130 00');
    }
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    await view.user.type(screen.getByLabelText(/^BIC/), 'COBADEFFXXX');
    await view.user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText('The payment settings were saved.')).toBeInTheDocument();
    expect(screen.queryByText(/An IBAN starts with/)).not.toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${API}/payment`)[0]?.body).toEqual({ method: 'SEPA', accountHolder: 'Anna Schreiber', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  });

  it('asks for a PayPal address before sending anything', async () => {
    const view = openSettings('/settings/payment');
    await view.user.selectOptions(await screen.findByLabelText(/Payout method/), 'PAYPAL');
    await view.user.type(screen.getByLabelText(/PayPal e-mail/), 'not-an-address');
    await view.user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${API}/payment`)).toHaveLength(0);
  });

  it('saves her invoicing data with a tax treatment and places core-api’s 422 under the VAT number', async () => {
    const patches: FakeRequest[] = [];
    const view = openSettings('/settings/invoicing', (fake) =>
      fake.on('PATCH', `${API}/settings/invoicing`, (request) => {
        patches.push(request);
        return { status: 422, body: errorBody(422, 'Invalid legal information', { 'legalInfo.EUVATNumber': ['reverse charge in the EU needs her EU VAT number'] }) };
      }),
    );
    await view.user.selectOptions(await screen.findByLabelText(/Tax treatment/), 'REVERSE_CHARGE');
    await view.user.type(screen.getByLabelText(/Street and number/), '1 rue de Rivoli');
    await view.user.type(screen.getByLabelText(/Postcode/), '75001');
    await view.user.type(screen.getByLabelText(/^City/), 'Paris');
    await view.user.selectOptions(screen.getByLabelText(/^Country/), 'FR');
    await view.user.click(screen.getByRole('button', { name: 'Save invoicing data' }));
    expect(await screen.findByText('reverse charge in the EU needs her EU VAT number')).toBeInTheDocument();
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({
      legalInfo: { legalForm: 'PRIVATE', companyName: null, address: '1 rue de Rivoli', zipcode: '75001', city: 'Paris', country: 'FR', EUVATNumber: null, taxNumber: null, taxTreatment: 'REVERSE_CHARGE' },
    });
  });
});
