import { screen, within } from '@testing-library/react';
import type { ClientMe } from '@inkwell/contracts';
import {
  buildAuthState,
  buildClientMe,
  buildOrder,
  errorBody,
  pageOf,
  type FakeBackend,
} from '@inkwell/web-kit/testing';
import { buildBalance, buildLinguist } from '../../../testing/builders';
import { installClientBackend } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DashboardPage } from './dashboard-page';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function renderDashboard(me: ClientMe = buildClientMe(), setUp: (backend: FakeBackend) => void = () => undefined) {
  backend = installClientBackend(me);
  setUp(backend);
  return renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { auth: buildAuthState(me) } });
}

const card = (name: string) => within(screen.getByRole('region', { name }));
const findCard = async (name: string) => within(await screen.findByRole('region', { name }));
const detail = (label: string) => card('Your account').getByText(label).parentElement;

describe('DashboardPage', () => {
  it("greets the client and shows the account from GET /api/client/me", async () => {
    renderDashboard(
      buildClientMe({
        firstName: 'Clara',
        email: 'clara@acme.io',
        invoicing: 'deposit',
        currency: 'GBP',
        createdAt: '2024-03-15T09:30:00.000Z',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Welcome Clara' })).toBeInTheDocument();
    expect(detail('E-mail')).toHaveTextContent('clara@acme.io');
    expect(detail('Account type')).toHaveTextContent('Deposit');
    expect(detail('Currency')).toHaveTextContent('GBP');
    expect(detail('Member since')).toHaveTextContent('15.03.2024');
    expect(backend.requestsTo('GET', '/api/client/me')).toHaveLength(1);
  });

  it('shows invoice clients as Invoice and copes with missing name and currency', async () => {
    renderDashboard(buildClientMe({ firstName: null, invoicing: 'invoice', currency: null }));

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(detail('Account type')).toHaveTextContent('Invoice');
    expect(detail('Currency')).toHaveTextContent('-');
  });

  it('explains a failed load', async () => {
    renderDashboard(buildClientMe(), (fake) =>
      fake.on('GET', '/api/client/me', () => ({ status: 404, body: errorBody(404, 'Client not found') })),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Client not found');
  });

  it('shows a deposit client what is available and reserved', async () => {
    renderDashboard(buildClientMe({ invoicing: 'deposit' }), (fake) =>
      fake.on('GET', '/api/client/billing/balance', () => ({
        status: 200,
        body: buildBalance({ availableAmount: 123450, orderReservedAmount: 4760, nextInvoiceReservedAmount: 999 }),
      })),
    );

    const money = await findCard('Money');
    expect(await money.findByText('1.234,50 €')).toBeInTheDocument();
    expect(money.getByText('Available').nextElementSibling).toHaveTextContent('1.234,50 €');
    expect(money.getByText('Reserved').nextElementSibling).toHaveTextContent('47,60 €');
    expect(money.queryByText('Next invoice')).not.toBeInTheDocument();
  });

  it("shows an invoice client the open positions of the next invoice", async () => {
    renderDashboard(buildClientMe({ invoicing: 'invoice' }), (fake) =>
      fake.on('GET', '/api/client/billing/balance', () => ({
        status: 200,
        body: buildBalance({ availableAmount: 0, nextInvoiceReservedAmount: 8900, overdueInvoicesAmount: 0, currency: 'USD' }),
      })),
    );

    const money = await findCard('Money');
    expect(await money.findByText('Next invoice')).toBeInTheDocument();
    expect(money.getByText('Next invoice').nextElementSibling).toHaveTextContent('89,00 $');
    expect(money.getByText('Overdue invoices').nextElementSibling).toHaveTextContent('0,00 $');
    expect(money.queryByText('Available')).not.toBeInTheDocument();
  });

  it('explains a balance that could not be loaded inside its card', async () => {
    renderDashboard(buildClientMe(), (fake) =>
      fake.on('GET', '/api/client/billing/balance', () => ({ status: 403, body: errorBody(403, 'No balance for you') })),
    );
    expect(await (await findCard('Money')).findByRole('alert')).toHaveTextContent('No balance for you');
  });

  it('counts the orders and lists the ready ones', async () => {
    renderDashboard(buildClientMe(), (fake) =>
      fake.on('GET', '/api/client/orders', ({ query }) => {
        const totals: Record<string, number> = { ready: 2, open: 5, processing: 3 };
        const status = query.get('status') ?? '';
        if (query.get('limit') === '0') return { status: 200, body: pageOf([], totals[status]) };
        return {
          status: 200,
          body: pageOf([buildOrder({ title: 'Ready text', status: 'ready_for_client', words: { min: 100, max: 200, final: null } })], 2),
        };
      }),
    );

    const orders = await findCard('Orders');
    expect(await orders.findByText('5 / 3')).toBeInTheDocument();
    expect(orders.getByRole('link', { name: 'Ready' }).closest('div')).toHaveTextContent('2');
    const ready = within(screen.getByRole('table', { name: 'Orders ready' }));
    expect(await ready.findByRole('link', { name: 'Ready text' })).toBeInTheDocument();
    expect(ready.getByText('100 – 200')).toBeInTheDocument();
    const listCall = backend.requestsTo('GET', '/api/client/orders').find((call) => call.query.get('limit') === '10');
    expect(listCall?.query.get('status')).toBe('ready');
  });

  it('says when no order is ready', async () => {
    renderDashboard();
    expect(
      await screen.findByText(
        'Looks like currently there are no orders ready. As soon as you have one ready order it will show up here.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the linguist counts and the top linguists with a link to all of them', async () => {
    renderDashboard(buildClientMe(), (fake) =>
      fake
        .on('GET', '/api/client/linguists/stats', () => ({
          status: 200,
          body: { bookmarked: 3, blocked: 1, groups: 2, workedWithLifetime: 9, workedWithLastMonth: 4 },
        }))
        .on('GET', '/api/client/linguists/top', () => ({ status: 200, body: [buildLinguist({ id: 5, nickname: 'Anna', pricePerWord: '0.015' })] }))
        .on('GET', '/api/client/linguists', () => ({ status: 200, body: { data: [], total: 42 } })),
    );
    const counts = await findCard('Linguists');
    expect(await counts.findByText('9')).toBeInTheDocument();
    expect(counts.getByText('Bookmarked').nextElementSibling).toHaveTextContent('3');
    expect(counts.getByText('Worked with (last month)').nextElementSibling).toHaveTextContent('4');

    const talent = await findCard('Browse our talent community');
    expect(await talent.findByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/linguist/5');
    expect(talent.getByText('1,50 ct/word')).toBeInTheDocument();
    expect(await talent.findByRole('link', { name: 'Browser for more linguists (42)' })).toHaveAttribute('href', '/linguists/search');
    expect(backend.requestsTo('GET', '/api/client/linguists/top')[0]?.query.get('limit')).toBe('5');
    expect(backend.requestsTo('GET', '/api/client/linguists')[0]?.query.get('limit')).toBe('0');
  });
});
