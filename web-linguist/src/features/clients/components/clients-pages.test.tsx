import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { buildAuthState, buildLinguistMe, errorBody, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import {
  buildActivity,
  buildOrderStats,
  buildPricesPerWord,
  buildSelfClient,
  buildSelfClientOrder,
  buildSelfProfile,
} from '../../../testing/profile-builders';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ClientPage } from './client-page';
import { ClientsPage } from './clients-page';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const API = '/api/linguist';
const client = buildSelfClient();

function openClients(route: string, answer?: (fake: FakeBackend) => void) {
  const me = buildLinguistMe();
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.on('GET', `${API}/clients`, () => ({ status: 200, body: [client, buildSelfClient({ id: 6, name: 'Bergsport AG', earnings: '80.00', rating: null })] }));
  backend.on('GET', `${API}/client/5`, () => ({ status: 200, body: client }));
  backend.on('GET', `${API}/client/5/orders`, ({ query }) => ({
    status: 200,
    body: pageOf(
      Array.from({ length: Number(query.get('limit')) }, (_, index) =>
        buildSelfClientOrder({ id: 100 + Number(query.get('offset')) + index, title: `Garden text ${Number(query.get('offset')) + index + 1}` }),
      ),
      23,
    ),
  }));
  answer?.(backend);
  backend.install();
  return renderWithProviders(
    <Routes>
      <Route path="/clients" element={<ClientsPage />} />
      <Route path="/client/:id/:tab?" element={<ClientPage />} />
      <Route path="/order/:id" element={<h1>Order page</h1>} />
    </Routes>,
    { route, preloadedState: { auth: buildAuthState(me) } },
  );
}

describe('linguist clients pages', () => {
  it('lists her clients with orders, earnings and rating, and opens a client with the orders they share', async () => {
    const view = openClients('/clients');
    const table = await screen.findByRole('table', { name: 'Clients' });
    const row = (await within(table).findByRole('link', { name: 'Gartenwelt GmbH' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('1.234,50 €');
    expect(row).toHaveTextContent('4,25');
    expect(within(table).getByRole('link', { name: 'Bergsport AG' }).closest('tr')).toHaveTextContent('80,00 €');

    await view.user.click(within(row).getByRole('link', { name: 'Gartenwelt GmbH' }));
    expect(view.location()).toBe('/client/5');
    expect(await screen.findByRole('heading', { name: 'Gartenwelt GmbH', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('Earnings').parentElement).toHaveTextContent('1.234,50 €');

    const orders = await screen.findByRole('table', { name: 'Orders with this client' });
    const order = (await within(orders).findByRole('link', { name: 'Garden text 1' })).closest('tr') as HTMLElement;
    expect(order).toHaveTextContent('Writer');
    expect(order).toHaveTextContent('5,00 ct/word');
    expect(order).toHaveTextContent('30,60 €');
    expect(order).toHaveTextContent('Accepted');

    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11–20 of 23')).toBeInTheDocument();
    expect(backend.requestsTo('GET', `${API}/client/5/orders`).at(-1)?.query.get('offset')).toBe('10');

    await view.user.click(await screen.findByRole('link', { name: 'Garden text 11' }));
    expect(view.location()).toBe('/order/110');
  });

  it('says so when she has no clients yet', async () => {
    openClients('/clients', (fake) => fake.on('GET', `${API}/clients`, () => ({ status: 200, body: [] })));
    expect(await screen.findByText('You have not worked for any client yet.')).toBeInTheDocument();
  });

  it('answers a client she never worked for with a message and a way back', async () => {
    openClients('/client/9', (fake) => fake.on('GET', `${API}/client/9`, () => ({ status: 404, body: errorBody(404, 'Not found') })));
    expect(await screen.findByText('You have not worked for this client.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your clients' })).toHaveAttribute('href', '/clients');
  });

  it('sets a partnership price for the client on its own tab', async () => {
    const view = openClients('/client/5/prices', (fake) => {
      fake.on('GET', `${API}/profile`, () => ({ status: 200, body: buildSelfProfile({ roles: ['copywriter'] }) }));
      fake.on('GET', `${API}/prices-per-word`, () => ({ status: 200, body: buildPricesPerWord() }));
      fake.on('GET', `${API}/partnership/5/price`, () => ({ status: 200, body: [] }));
      fake.on('POST', `${API}/partnership/5/price`, ({ body }) => ({
        status: 201,
        body: { ...(body as object), clientId: 5, currency: 'EUR', language: { name: 'German - Germany', culture: 'de-DE' } },
      }));
    });
    expect(await screen.findByRole('tab', { name: 'Partnership prices' })).toHaveAttribute('aria-selected', 'true');
    const field = await screen.findByLabelText('Copywriting, German - Germany (ct/word)');
    expect(field).toHaveValue('');
    await view.user.type(field, '5,5');
    await view.user.click(screen.getByRole('button', { name: 'Save price for Copywriting, German - Germany' }));
    expect(await screen.findByText('Your price has been saved.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', `${API}/partnership/5/price`)[0]?.body).toEqual({
      language: 'de-DE',
      service: 'copywriting',
      pricePerWord: '0.055',
    });
  });

  it('shows what her orders for the client say, its ratings, her earnings by month and the activities, each on its tab', async () => {
    const view = openClients('/client/5/stats', (fake) => {
      fake.on('GET', `${API}/client/5/stats`, () => ({ status: 200, body: buildOrderStats({ ordersByStatus: { accepted: 2, rejected: 1 } }) }));
      fake.on('GET', `${API}/client/5/rating`, () => ({
        status: 200,
        body: {
          rating: 4.25,
          ratings: { content: 5, form: 4, readability: 4, communication: 4 },
          ratedOrders: 1,
          recent: [{ orderId: 44, title: 'Garden text 1', acceptedAt: '2025-03-04T10:00:00.000Z', rating: { content: 5, form: 4, readability: 4, communication: 4 } }],
        },
      }));
      fake.on('GET', `${API}/client/5/earnings`, () => ({
        status: 200,
        body: { currency: 'EUR', total: 164900, lastMonth: 1049, byMonth: [{ month: '2025-03', orders: 2, amount: 1649 }] },
      }));
      fake.on('GET', `${API}/client/5/activities`, () => ({ status: 200, body: { total: 1, data: [buildActivity({ kind: 'order_accepted' })] } }));
    });
    const stats = await screen.findByRole('region', { name: 'Your orders for this client' });
    expect(within(stats).getByText('Orders by status').parentElement).toHaveTextContent(/Accepted: 2.*Rejected: 1/);

    await view.user.click(screen.getByRole('tab', { name: 'Rating' }));
    expect(view.location()).toBe('/client/5/rating');
    const rated = await screen.findByRole('table', { name: 'Latest rated orders' });
    expect(within(rated).getAllByRole('row')[1]).toHaveTextContent(/Garden text 1.*04\.03\.2025.*5.*4.*4.*4/);
    expect(within(screen.getByRole('region', { name: 'How this client rates you' })).getByText('Readability').parentElement).toHaveTextContent('4,00');

    await view.user.click(screen.getByRole('tab', { name: 'Earnings' }));
    const earned = await screen.findByRole('region', { name: 'What you earned from this client' });
    expect(within(earned).getByText('In total').parentElement).toHaveTextContent('1.649,00 €');
    expect(within(earned).getByText('In the last 30 days').parentElement).toHaveTextContent('10,49 €');
    expect(within(screen.getByRole('table', { name: 'By month' })).getAllByRole('row')[1]).toHaveTextContent(/03\.2025.*2.*16,49 €/);

    await view.user.click(screen.getByRole('tab', { name: 'Activities' }));
    const activities = await screen.findByRole('table', { name: 'Your recent activities' });
    expect(within(activities).getAllByRole('row')[1]).toHaveTextContent('The client accepted the text');
    expect(within(activities).queryByRole('columnheader', { name: 'Client' })).not.toBeInTheDocument();
  });
});
