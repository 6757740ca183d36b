import { screen, waitFor, within } from '@testing-library/react';
import type { PriceListPositionsDto, PricePositionDto } from '@inkwell/contracts';
import { buildAdminClient, buildAdminMe, buildAuthState, errorBody, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe();
const TODAY = '2026-11-27';
let backend: FakeBackend;
afterEach(() => backend.uninstall());

const levels = [
  { code: 'simple', name: 'Junior', rank: 1 },
  { code: 'premium', name: 'Expert', rank: 4 },
];
const systemLists = [
  { currency: 'EUR', current: 15, scheduled: 1, nextChange: '2026-12-01' },
  { currency: 'USD', current: 15, scheduled: 0, nextChange: null },
  { currency: 'GBP', current: 15, scheduled: 0, nextChange: null },
];

const position = (overrides: Partial<PricePositionDto>): PricePositionDto => ({
  id: 1,
  languageGroup: null,
  level: 'premium',
  clientPricePerWord: '0.075',
  linguistPayPerWord: '0.05',
  effectiveFrom: '1970-01-01',
  state: 'current',
  ...overrides,
});

const positionsOf = (positions: PricePositionDto[], overrides: Partial<PriceListPositionsDto> = {}): PriceListPositionsDto => ({
  currency: 'EUR',
  service: 'copywriting',
  today: TODAY,
  positions,
  ...overrides,
});

function open(route: string, answer: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend
    .on('GET', '/api/client/levels', () => ({ status: 200, body: { data: levels } }))
    .on('GET', '/api/admin/pricing/system', () => ({ status: 200, body: systemLists }))
    .on('GET', '/api/admin/pricing/languages', () => ({
      status: 200,
      body: [
        { name: 'French', languages: [{ culture: 'fr-FR', name: 'French - France', active: true }] },
        { name: 'German', languages: [{ culture: 'de-DE', name: 'German - Germany', active: true }] },
      ],
    }));
  answer(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

describe('settings: system price list', () => {
  it('lists each currency’s system list and opens one on its copywriting tab', async () => {
    const view = open('/settings/system-pricelist', (fake) => {
      fake.on('GET', '/api/admin/pricing/system/positions', ({ query }) => ({
        status: 200,
        body: positionsOf([position({})], { currency: query.get('currency') as 'USD', service: query.get('service') as 'copywriting' }),
      }));
    });
    const table = await screen.findByRole('table', { name: 'System price list' });
    expect(await within(table).findByRole('row', { name: /System price list EUR 15 1 01\.12\.2026/ })).toBeInTheDocument();
    await view.user.click(within(table).getByRole('link', { name: 'System price list USD' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'System price list (USD)' })).toBeInTheDocument();
    expect(view.location()).toBe('/settings/pricelist/system/copywriting?currency=USD');
    expect(screen.getByRole('tab', { name: 'Copywriting', selected: true })).toBeInTheDocument();
    const prices = await screen.findByRole('table', { name: 'Copywriting prices per word' });
    expect(await within(prices).findByRole('columnheader', { name: 'Client price (¢/word)' })).toBeInTheDocument();
    expect(await within(prices).findByRole('row', { name: /All language groups Expert 7,50 5,00 In force from the start/ })).toBeInTheDocument();
    expect(backend.requestsTo('GET', '/api/admin/pricing/system/positions').at(-1)?.query.toString()).toBe('currency=USD&service=copywriting');

    await view.user.click(screen.getByRole('tab', { name: 'Proofreading' }));
    await waitFor(() => expect(view.location()).toBe('/settings/pricelist/system/proofreading?currency=USD'));
    await waitFor(() => expect(backend.requestsTo('GET', '/api/admin/pricing/system/positions').at(-1)?.query.get('service')).toBe('proofreading'));
  });

  it('schedules a German premium price from a day in cents, sent as decimal text, and shows it scheduled', async () => {
    let positions = [position({})];
    const view = open('/settings/pricelist/system/copywriting?currency=EUR', (fake) => {
      fake.on('GET', '/api/admin/pricing/system/positions', () => ({ status: 200, body: positionsOf(positions) }));
      fake.on('PUT', '/api/admin/pricing/system/positions', ({ body }) => {
        positions = [...positions, position({ id: 2, languageGroup: 'German', clientPricePerWord: '0.09', linguistPayPerWord: '0.06', effectiveFrom: '2026-12-01', state: 'scheduled' })];
        return { status: 200, body: positionsOf(positions, body as object) };
      });
    });
    const form = await screen.findByRole('form', { name: 'Schedule a price change' });
    expect(within(form).getByRole('option', { name: 'German' })).toBeInTheDocument();
    await view.user.selectOptions(within(form).getByLabelText('Language group'), 'German');
    await view.user.selectOptions(within(form).getByLabelText(/^Level/), 'premium');
    await view.user.type(within(form).getByLabelText(/^Client price/), '9');
    await view.user.type(within(form).getByLabelText(/^Linguist pay/), '6');
    const from = within(form).getByLabelText(/^Effective from/);
    expect(from).toHaveValue(TODAY);
    await view.user.clear(from);
    await view.user.type(from, '2026-12-01');
    await view.user.click(within(form).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(backend.requestsTo('PUT', '/api/admin/pricing/system/positions')).toHaveLength(1));
    expect(backend.requestsTo('PUT', '/api/admin/pricing/system/positions')[0]?.body).toEqual({
      currency: 'EUR',
      service: 'copywriting',
      languageGroup: 'German',
      level: 'premium',
      clientPricePerWord: '0.09',
      linguistPayPerWord: '0.06',
      effectiveFrom: '2026-12-01',
    });
    expect(await screen.findByText('The price was scheduled.')).toBeInTheDocument();
    const prices = screen.getByRole('table', { name: 'Copywriting prices per word' });
    expect(await within(prices).findByRole('row', { name: /German Expert 9,00 6,00 Scheduled 01\.12\.2026/ })).toBeInTheDocument();
    expect(within(prices).getByRole('button', { name: 'Cancel the change of German, Expert from 01.12.2026' })).toBeInTheDocument();
  });

  it('names the language groups in the interface language while scheduling by the stored group name', async () => {
    open('/de/settings/pricelist/system/copywriting?currency=EUR', (fake) => {
      fake.on('GET', '/api/admin/pricing/system/positions', () => ({ status: 200, body: positionsOf([position({ languageGroup: 'German' })]) }));
    });
    expect(await screen.findByRole('row', { name: /^Deutsch Experte 7,50/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveValue('German');
    expect(screen.getByRole('option', { name: 'Französisch' })).toHaveValue('French');
  });

  it('checks the pay against the price before sending, and puts core-api’s 400 on the field it names', async () => {
    const view = open('/settings/pricelist/system/copywriting', (fake) => {
      fake.on('GET', '/api/admin/pricing/system/positions', () => ({ status: 200, body: positionsOf([]) }));
      fake.on('PUT', '/api/admin/pricing/system/positions', () => ({
        status: 400,
        body: errorBody(400, 'Invalid', { effectiveFrom: ['effectiveFrom must be today (2026-11-28) or later'] }),
      }));
    });
    expect(await screen.findByText('This list has no prices for this service yet: the system list applies.')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Schedule a price change' });
    await view.user.selectOptions(within(form).getByLabelText(/^Level/), 'simple');
    await view.user.type(within(form).getByLabelText(/^Client price/), '1,8');
    await view.user.type(within(form).getByLabelText(/^Linguist pay/), '2');
    await view.user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await within(form).findByText('The linguist pay cannot be more than the client price.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/pricing/system/positions')).toHaveLength(0);

    await view.user.clear(within(form).getByLabelText(/^Linguist pay/));
    await view.user.type(within(form).getByLabelText(/^Linguist pay/), '1,2');
    await view.user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await within(form).findByText('effectiveFrom must be today (2026-11-28) or later')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/pricing/system/positions')[0]?.body).toMatchObject({ clientPricePerWord: '0.018', linguistPayPerWord: '0.012', languageGroup: null });
  });

  it('says so when the prices cannot be read', async () => {
    open('/settings/pricelist/system/translating', (fake) => {
      fake.on('GET', '/api/admin/pricing/system/positions', () => ({ status: 500, body: errorBody(500, 'Boom') }));
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Translation', selected: true })).toBeInTheDocument();
  });
});

describe('settings: client price lists', () => {
  const list = { id: 7, clientId: 23, clientName: 'Acme GmbH', currency: 'EUR', current: 0, scheduled: 0, nextChange: null, createdAt: '2026-11-27T09:00:00.000Z' };

  it('creates a list for a picked client and opens it, without a linguist pay column', async () => {
    const view = open('/settings/client-pricelists', (fake) => {
      fake.on('GET', '/api/admin/pricing/clients', () => ({ status: 200, body: pageOf([]) }));
      fake.on('GET', '/api/admin/users/client', () => ({ status: 200, body: pageOf([buildAdminClient({ id: 23, name: 'Acme GmbH' })]) }));
      fake.on('POST', '/api/admin/pricing/client', () => ({ status: 201, body: list }));
      fake.on('GET', '/api/admin/pricing/client/7', () => ({ status: 200, body: list }));
      fake.on('GET', '/api/admin/pricing/client/7/positions', () => ({ status: 200, body: positionsOf([]) }));
    });
    expect(await screen.findByText('There are no client price lists yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New client price list' });
    await view.user.click(within(form).getByRole('button', { name: 'Create price list' }));
    expect(await within(form).findByText('Pick a client first.')).toBeInTheDocument();

    await view.user.type(within(form).getByRole('combobox', { name: 'Client' }), 'Acme');
    await view.user.click(await screen.findByRole('option', { name: /Acme GmbH/ }));
    await view.user.click(within(form).getByRole('button', { name: 'Create price list' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Price list of Acme GmbH' })).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/pricing/client')[0]?.body).toEqual({ clientId: 23 });
    expect(view.location()).toBe('/settings/pricelist/7/copywriting');
    const prices = await screen.findByRole('table', { name: 'Copywriting prices per word' });
    expect(within(prices).queryByRole('columnheader', { name: /Linguist pay/ })).not.toBeInTheDocument();
    const scheduleForm = await screen.findByRole('form', { name: 'Schedule a price change' });
    expect(within(scheduleForm).getByLabelText(/^Client price \(ct per word\)/)).toBeInTheDocument();
    expect(within(scheduleForm).queryByLabelText(/^Linguist pay/)).not.toBeInTheDocument();
  });

  it('lists the lists with links and finds one by the client’s name', async () => {
    const view = open('/settings/client-pricelists', (fake) => {
      fake.on('GET', '/api/admin/pricing/clients', ({ query }) => ({ status: 200, body: pageOf(query.get('search') === 'Acme' ? [list] : [list, { ...list, id: 8, clientName: 'Beta' }]) }));
    });
    const table = await screen.findByRole('table', { name: 'Client price lists' });
    expect(await within(table).findByRole('link', { name: 'Beta' })).toHaveAttribute('href', '/settings/pricelist/8/copywriting');
    await view.user.type(screen.getByRole('searchbox'), 'Acme{Enter}');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Beta' })).not.toBeInTheDocument());
    expect(backend.requestsTo('GET', '/api/admin/pricing/clients').at(-1)?.query.get('search')).toBe('Acme');
    expect(within(table).getByRole('link', { name: 'Acme GmbH' })).toHaveAttribute('href', '/settings/pricelist/7/copywriting');
  });

  it('shows that an unknown list does not exist', async () => {
    open('/settings/pricelist/99/copywriting', (fake) => {
      fake.on('GET', '/api/admin/pricing/client/99', () => ({ status: 404, body: errorBody(404, 'Price list not found') }));
    });
    expect(await screen.findByText(/Price list not found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the price lists' })).toHaveAttribute('href', '/settings/client-pricelists');
  });
});
