import { screen, waitFor, within } from '@testing-library/react';
import type { AdminClientDetailDto, AdminClientOrderSettings, AdminClientPartnershipPrice, BillingSettings, Service, WordList } from '@inkwell/contracts';
import {
  buildAdminClientDetail,
  buildAdminMe,
  buildAuthState,
  buildBillingSettings,
  errorBody,
  FakeBackend,
  fieldErrorOf,
  pageOf,
} from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe();
const BASE = '/api/admin/client/41';
const LEVELS = [
  { code: 'good', name: 'Linguist', rank: 2 },
  { code: 'premium', name: 'Expert', rank: 4 },
];
const COUNTRIES = [
  { code: 'DE', name: 'Germany', eu: true },
  { code: 'GB', name: 'United Kingdom', eu: false },
];
let backend: FakeBackend;
afterEach(() => backend.uninstall());

interface Stored {
  client: AdminClientDetailDto;
  services: Service[];
  order: AdminClientOrderSettings;
  stopwords: WordList[];
  billing: BillingSettings;
  partnership: AdminClientPartnershipPrice[];
}

/** The client page's settings tab over settings the fake backend keeps, as core-api would. */
function open(overrides: Partial<AdminClientDetailDto> = {}, answer: (fake: FakeBackend, stored: Stored) => void = () => undefined) {
  const stored: Stored = {
    client: buildAdminClientDetail({ id: 41, name: 'Teak & Co. KG', email: 'office@teak.example', invoicing: 'deposit', status: 'ACTIVE', ...overrides }),
    services: ['copywriting', 'proofreading'],
    order: { defaultLevel: null, autoAcceptDays: 3, proofreadingDefault: false },
    stopwords: [{ language: 'de-DE', words: ['billig'] }],
    billing: buildBillingSettings({ companyName: 'Teak & Co. KG', status: 'NEEDS_VALIDATION' }),
    partnership: [
      {
        linguist: { id: 8, nickname: 'bert_proofs' },
        language: { culture: 'de-DE', name: 'German - Germany' },
        service: 'proofreading',
        pricePerWord: '0.03',
        currency: 'EUR',
        updatedAt: '2025-03-01T10:00:00.000Z',
      },
    ],
  };
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', BASE, () => ({ status: 200, body: stored.client }));
  backend.on('GET', `${BASE}/notifications-recipients`, () => ({ status: 200, body: pageOf([]) }));
  backend.on('GET', `${BASE}/payment`, () => ({ status: 200, body: { invoicing: stored.client.invoicing } }));
  backend.on('PATCH', `${BASE}/payment`, ({ body }) => {
    stored.client = { ...stored.client, invoicing: (body as { invoicing: 'deposit' | 'invoice' }).invoicing };
    return { status: 200, body };
  });
  backend.on('GET', `${BASE}/features`, () => ({ status: 200, body: { servicesAvailable: stored.services } }));
  backend.on('PATCH', `${BASE}/features`, ({ body }) => {
    stored.services = (body as { servicesAvailable: Service[] }).servicesAvailable;
    return { status: 200, body };
  });
  backend.on('GET', `${BASE}/order`, () => ({ status: 200, body: stored.order }));
  backend.on('PATCH', `${BASE}/order`, ({ body }) => {
    stored.order = body as AdminClientOrderSettings;
    return { status: 200, body };
  });
  backend.on('PATCH', `${BASE}/account`, ({ body }) => {
    stored.client = { ...stored.client, status: (body as { status: 'ACTIVE' | 'CLOSED_BY_GC' }).status };
    return { status: 200, body };
  });
  backend.on('POST', `${BASE}/password`, () => ({ status: 204 }));
  backend.on('GET', '/api/client/levels', () => ({ status: 200, body: { data: LEVELS } }));
  backend.on('GET', '/api/client/languages', () => ({ status: 200, body: { data: [{ culture: 'de-DE', name: 'German - Germany' }, { culture: 'en-GB', name: 'English - UK' }] } }));
  backend.on('GET', `${BASE}/stopwords`, () => ({ status: 200, body: { data: stored.stopwords, total: stored.stopwords.length } }));
  backend.on('POST', `${BASE}/stopwords`, ({ body }) => {
    const { language, stopwords } = body as { language: string; stopwords: string[] };
    const known = stored.stopwords.find((list) => list.language === language)?.words ?? [];
    const list = { language, words: [...known, ...stopwords].sort() };
    stored.stopwords = [...stored.stopwords.filter((each) => each.language !== language), list];
    return { status: 200, body: list };
  });
  backend.on('GET', `${BASE}/billing`, () => ({ status: 200, body: stored.billing }));
  backend.on('GET', `${BASE}/partnership-prices`, () => ({ status: 200, body: stored.partnership }));
  backend.on('GET', '/api/client/countries', () => ({ status: 200, body: { data: COUNTRIES } }));
  backend.on('GET', `${BASE}/dictionary`, () => ({ status: 200, body: { data: [], total: 0 } }));
  answer(backend, stored);
  backend.install();
  const view = renderWithProviders(<AppRoutes />, { route: '/client/41/settings', preloadedState: { auth: buildAuthState(me) } });
  return { view, stored: () => stored };
}

const form = async (name: string) => within(await screen.findByRole('form', { name }));

describe('client settings sections', () => {
  it('saves the invoicing type on its own and the header follows', async () => {
    const { view, stored } = open();
    const payment = await form('Payment');
    await view.user.selectOptions(await payment.findByRole('combobox', { name: /Invoicing type/ }), 'By invoice');
    await view.user.click(payment.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The invoicing type has been saved.')).toBeInTheDocument();
    expect(stored().client.invoicing).toBe('invoice');
    expect(backend.requestsTo('PATCH', `${BASE}/features`)).toHaveLength(0);
    // the client's details card reads the client again
    await waitFor(() => expect(backend.requestsTo('GET', BASE).length).toBeGreaterThan(1));
  });

  it('changes the sign-in e-mail, checking it first and naming a taken one under the field', async () => {
    const { view } = open({}, (fake) => {
      fake.on('PUT', `${BASE}/email`, ({ body }) =>
        (body as { email: string }).email === 'taken@example.test'
          ? { status: 409, body: errorBody(409, 'Another account uses this e-mail address') }
          : { status: 200, body },
      );
    });
    const email = await form('E-mail');
    const field = email.getByRole('textbox', { name: /Sign-in e-mail/ });
    await view.user.clear(field);
    await view.user.type(field, 'not-an-address');
    await view.user.click(email.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf(field)).toBeTruthy());
    expect(backend.requestsTo('PUT', `${BASE}/email`)).toHaveLength(0);

    await view.user.clear(field);
    await view.user.type(field, 'taken@example.test');
    await view.user.click(email.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf(field)).toBe('Another client already uses this e-mail address.'));

    await view.user.clear(field);
    await view.user.type(field, 'new@teak.example');
    await view.user.click(email.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The e-mail address has been changed.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${BASE}/email`).at(-1)?.body).toEqual({ email: 'new@teak.example' });
  });

  it('sends the password reset mail', async () => {
    const { view } = open();
    await view.user.click(await screen.findByRole('button', { name: 'Send reset mail' }));
    expect(await screen.findByText('A password reset link has been sent to office@teak.example.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', `${BASE}/password`)).toHaveLength(1);
  });

  it('sends a pending client its invitation again and offers no blocking', async () => {
    const pending = open({ status: 'PENDING_ACTIVATION' });
    await pending.view.user.click(await screen.findByRole('button', { name: 'Send invitation again' }));
    expect(await screen.findByText('The invitation has been sent to office@teak.example again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block account' })).not.toBeInTheDocument();
  });

  it('blocks the account after a confirmation, and says what went wrong in the dialog', async () => {
    const { view, stored } = open({}, (fake) => {
      let first = true;
      fake.on('PATCH', `${BASE}/account`, ({ body }) => {
        if (first) {
          first = false;
          return { status: 409, body: errorBody(409, 'The account is CLOSED_BY_GC already') };
        }
        stored().client = { ...stored().client, status: 'CLOSED_BY_GC' };
        return { status: 200, body };
      });
    });
    await view.user.click(await screen.findByRole('button', { name: 'Block account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block this account?' }));
    await view.user.click(dialog.getByRole('button', { name: 'Block account' }));
    expect(await dialog.findByText('The account is CLOSED_BY_GC already')).toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Block account' }));
    expect(await screen.findByText('The account has been blocked.')).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', `${BASE}/account`).at(-1)?.body).toEqual({ status: 'CLOSED_BY_GC' });
    expect(await screen.findByRole('button', { name: 'Open account' })).toBeInTheDocument();
  });

  it('saves the services the client may use', async () => {
    const { view, stored } = open();
    const features = await form('Features');
    await view.user.click(await features.findByRole('checkbox', { name: 'Proofreading' }));
    await view.user.click(features.getByRole('checkbox', { name: 'Title and outline generator' }));
    await view.user.click(features.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The features have been saved.')).toBeInTheDocument();
    expect(stored().services).toEqual(['copywriting', 'gpt3_topics_titles']);
  });

  it('checks the auto-accept days and saves the order settings with a default level', async () => {
    const { view, stored } = open();
    const order = await form('Order settings');
    const days = await order.findByRole('spinbutton', { name: /Auto-accept after/ });
    await view.user.clear(days);
    await view.user.type(days, '45');
    await view.user.click(order.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf(days)).toBe('Enter a whole number from 1 to 30.'));
    expect(backend.requestsTo('PATCH', `${BASE}/order`)).toHaveLength(0);

    await view.user.clear(days);
    await view.user.type(days, '7');
    await view.user.selectOptions(order.getByRole('combobox', { name: 'Default level' }), 'Expert');
    await view.user.click(order.getByRole('checkbox', { name: 'Proofreading chosen by default' }));
    await view.user.click(order.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The order settings have been saved.')).toBeInTheDocument();
    expect(stored().order).toEqual({ defaultLevel: 'premium', autoAcceptDays: 7, proofreadingDefault: true });
  });

  it('keeps the client’s stopwords per language through the staff routes, and shows its empty dictionary', async () => {
    const { view, stored } = open();
    const list = within(await screen.findByRole('list', { name: 'Stopwords for German - Germany' }));
    expect(list.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['billig']);
    expect(screen.getByText(/must not use in this client’s texts/)).toBeInTheDocument();
    await view.user.type(screen.getByRole('textbox', { name: 'Add stopwords' }), 'Rabatt, gratis');
    await view.user.click(within(screen.getByRole('form', { name: 'Add stopwords' })).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('2 words added.')).toBeInTheDocument();
    expect(stored().stopwords).toEqual([{ language: 'de-DE', words: ['Rabatt', 'billig', 'gratis'] }]);
    expect(await screen.findByText('No dictionary words for German - Germany yet.')).toBeInTheDocument();
  });

  it('keeps the client’s billing information in the client’s own form, its legal check said about the client', async () => {
    const { view } = open({}, (fake, stored) =>
      fake.on('PUT', `${BASE}/billing`, ({ body }) => {
        const settings = body as Partial<BillingSettings>;
        if (settings.zipcode === '00000') return { status: 400, body: errorBody(400, 'Validation failed', { zipcode: ['ZIP code is not valid'] }) };
        stored.billing = { ...stored.billing, ...settings, status: 'VALID', legalInfoLastCheckedAt: '2025-03-04T09:00:00.000Z' };
        return { status: 204 };
      }),
    );
    expect(await screen.findByText('The client’s billing information has not been checked yet. It is checked each time it is saved.')).toBeInTheDocument();
    const billing = await form('Billing information');
    const country = billing.getByRole('combobox', { name: /Country/ });
    await view.user.selectOptions(country, 'United Kingdom');
    const vat = billing.getByRole('textbox', { name: /EU-VAT number/ });
    await view.user.clear(vat);
    const zipcode = billing.getByRole('textbox', { name: /ZIP code/ });
    await view.user.clear(zipcode);
    await view.user.type(zipcode, '00000');
    await view.user.click(billing.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf(zipcode)).toBe('ZIP code is not valid'));

    await view.user.clear(zipcode);
    await view.user.type(zipcode, 'EC1A 1BB');
    await view.user.click(billing.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The client’s billing information was saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${BASE}/billing`).at(-1)?.body).toEqual({
      companyName: 'Teak & Co. KG',
      legalForm: 'COMPANY',
      firstName: 'Clara',
      lastName: 'Client',
      address: 'Hauptstraße 1',
      zipcode: 'EC1A 1BB',
      city: 'Berlin',
      country: 'GB',
      email: 'billing@acme.example',
    });
    expect(await screen.findByText(/The client’s account is verified with valid legal information/)).toBeInTheDocument();
    // the client's header shows the billing name and the check's verdict: it is read again
    await waitFor(() => expect(backend.requestsTo('GET', BASE).length).toBeGreaterThan(1));
  });

  it('sets a linguist’s partnership price on her behalf, shows her range refusal under the price, and removes one', async () => {
    const { view } = open({}, (fake, stored) => {
      fake.on('GET', `${BASE}/linguists`, ({ query }) => {
        expect(query.get('relation')).toBe('workedWith');
        return { status: 200, body: pageOf([{ id: 7, nickname: 'anna_writes' }]) };
      });
      fake.on('PUT', `${BASE}/linguist/7/partnership-price`, ({ body }) => {
        const price = body as { language: string; service: 'copywriting'; pricePerWord: string };
        if (price.pricePerWord === '0.9') return { status: 422, body: errorBody(422, 'Out of range', { pricePerWord: ['At most 0.1 per word for her level'] }) };
        const saved = { language: { culture: price.language, name: 'German - Germany' }, service: price.service, pricePerWord: price.pricePerWord, currency: 'EUR' as const };
        stored.partnership = [...stored.partnership, { ...saved, linguist: { id: 7, nickname: 'anna_writes' }, updatedAt: '2025-03-04T09:00:00.000Z' }];
        return { status: 200, body: { ...saved, clientId: 41 } };
      });
      fake.on('DELETE', `${BASE}/linguist/8/partnership-price`, ({ query }) => {
        stored.partnership = stored.partnership.filter((price) => !(price.linguist.id === 8 && price.language.culture === query.get('language')));
        return { status: 204 };
      });
    });
    const table = await screen.findByRole('table', { name: 'Partnership prices per word' });
    expect(await within(table).findByText('0.03 EUR')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Set a price' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set a partnership price' }));
    await view.user.selectOptions(await dialog.findByRole('combobox', { name: /Linguist/ }), 'anna_writes');
    await view.user.selectOptions(dialog.getByRole('combobox', { name: /Language/ }), 'German - Germany');
    const price = dialog.getByRole('textbox', { name: /Price per word/ });
    await view.user.type(price, '0,07');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf(price)).toBe('Enter a price such as 0.065 (at most six decimals).'));
    expect(backend.requestsTo('PUT', `${BASE}/linguist/7/partnership-price`)).toHaveLength(0);

    await view.user.clear(price);
    await view.user.type(price, '0.9');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf(price)).toBe('At most 0.1 per word for her level'));

    await view.user.clear(price);
    await view.user.type(price, '0.07');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The partnership price was saved: 0.07 EUR per word.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${BASE}/linguist/7/partnership-price`).at(-1)?.body).toEqual({ language: 'de-DE', service: 'copywriting', pricePerWord: '0.07' });
    expect(await within(table).findByText('0.07 EUR')).toBeInTheDocument();

    await view.user.click(within(table).getByRole('button', { name: 'Remove the price of bert_proofs for German - Germany' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Remove this partnership price?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The partnership price was removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('0.03 EUR')).not.toBeInTheDocument());
  });

  it('says what went wrong when a section cannot be read', async () => {
    open({}, (fake) => fake.on('GET', `${BASE}/features`, () => ({ status: 404, body: errorBody(404, 'The features are out of reach') })));
    expect(await screen.findByText(/The features are out of reach/)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Payment' })).toBeInTheDocument();
  });
});
