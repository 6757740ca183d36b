import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { ExpertiseStats, LanguageStats, OrderStats, OrderStatsFigures } from '@inkwell/contracts';
import { buildAdminMe, buildAuthState, FakeBackend, pageOf, type FakeHandler } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { DashboardPage } from '../dashboard-page';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const STATS = '/api/admin/stats';
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const expertise: ExpertiseStats = {
  from: '2026-01-01',
  to: '2026-01-31',
  currency: 'EUR',
  rows: [
    { expertiseId: 4, name: 'Tourism', accepted: 1204, words: 480_300, revenueNet: '13448.40' },
    { expertiseId: null, name: null, accepted: 3, words: 900, revenueNet: '25.20' },
  ],
};

const languages: LanguageStats = {
  from: '2026-01-01',
  to: '2026-01-31',
  currency: 'EUR',
  rows: [{ languageId: 1, culture: 'de-DE', name: 'German - Germany', created: 57, accepted: 41, words: 16_400, revenueNet: '459.20' }],
};

const figures = (overrides: Partial<OrderStatsFigures> = {}): OrderStatsFigures => ({
  created: 0,
  accepted: 0,
  canceled: 0,
  rejected: 0,
  words: 0,
  revenueNet: '0.00',
  linguistCost: '0.00',
  margin: '0.00',
  ...overrides,
});

const orders: OrderStats = {
  from: '2026-03-02',
  to: '2026-03-15',
  granularity: 'week',
  currency: 'GBP',
  totals: figures({ created: 12, accepted: 7, canceled: 2, rejected: 1, words: 2100, revenueNet: '58.80', linguistCost: '39.27', margin: '19.53' }),
  periods: [
    { period: '2026-03-02', ...figures({ created: 12, accepted: 7, canceled: 2, rejected: 1, words: 2100, revenueNet: '58.80', linguistCost: '39.27', margin: '19.53' }) },
    { period: '2026-03-09', ...figures() },
  ],
};

const ok = (body: unknown): FakeHandler => () => ({ status: 200, body });

function renderDashboard(route: string, answer: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: buildAdminMe(), loggedIn: true });
  for (const view of ['open', 'processing', 'completed', 'action-required']) backend.on('GET', `/api/admin/orders/${view}`, ok(pageOf([], 0)));
  answer(backend);
  backend.install();
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/:tab?/:subTab?" element={<DashboardPage />} />
    </Routes>,
    { route, preloadedState: { auth: buildAuthState(buildAdminMe()) } },
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('the dashboard statistics', () => {
  it('opens on expertise for the last 30 days in euros, with the figures in a table and the order lists below', async () => {
    renderDashboard('/dashboard', (fake) => fake.on('GET', `${STATS}/expertise`, ok(expertise)));

    const table = await screen.findByRole('table', { name: 'Accepted orders by industry expertise' });
    expect(rowsOf(table)).toEqual([
      ['Industry expertise', 'Accepted', 'Words', 'Revenue (net)'],
      ['Tourism', '1.204', '480.300', '13.448,40 €'],
      ['No expertise stated', '3', '900', '25,20 €'],
    ]);
    expect(screen.getByRole('tab', { name: 'By expertise' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('img', { name: 'Chart of accepted orders by industry expertise' })).toBeInTheDocument();
    const [request] = backend.requestsTo('GET', `${STATS}/expertise`);
    const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    expect(Object.fromEntries(request!.query)).toEqual({ from: isoDay(today - 29 * DAY_MS), to: isoDay(today), currency: 'EUR' });
    expect(await screen.findByRole('table', { name: 'Open' })).toBeInTheDocument();
  });

  it('draws the chart once its room has a width, a bar per expertise and the series named beside it', async () => {
    // jsdom lays nothing out: the room reports the width a browser's ResizeObserver would
    const observed: Element[] = [];
    class RoomObserver {
      constructor(private readonly report: (entries: { contentRect: { width: number } }[]) => void) {}
      observe(element: Element) {
        observed.push(element);
        setTimeout(() => this.report([{ contentRect: { width: 800 } }]), 0);
      }
      disconnect() {}
    }
    const original = window.ResizeObserver;
    window.ResizeObserver = RoomObserver as unknown as typeof ResizeObserver;
    try {
      renderDashboard('/dashboard/orders/expertise', (fake) => fake.on('GET', `${STATS}/expertise`, ok(expertise)));
      const chart = await screen.findByRole('img', { name: 'Chart of accepted orders by industry expertise' });
      await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());
      expect(observed).toContain(chart);
      expect(chart.querySelector('svg.recharts-surface')).toHaveAttribute('width', '800');
      await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2));
      expect(Array.from(chart.querySelectorAll('.recharts-cartesian-axis-tick-value'), (tick) => tick.textContent)).toEqual(
        expect.arrayContaining(['Tourism', 'No expertise stated']),
      );
      expect(within(chart).getByRole('listitem')).toHaveTextContent('Accepted');
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('shows a spinner while the figures load', async () => {
    let answer: (response: { status: number; body: unknown }) => void = () => undefined;
    renderDashboard('/dashboard/orders/expertise', (fake) => fake.on('GET', `${STATS}/expertise`, () => new Promise((resolve) => (answer = resolve))));
    expect(await screen.findByText('Loading statistics')).toBeInTheDocument();
    answer({ status: 200, body: expertise });
    expect(await screen.findByRole('table', { name: 'Accepted orders by industry expertise' })).toBeInTheDocument();
  });

  it('says when the range has no orders', async () => {
    renderDashboard('/dashboard/orders/language', (fake) => fake.on('GET', `${STATS}/languages`, ok({ ...languages, rows: [] })));
    expect(await screen.findByText('No orders in this range.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Orders by language' })).not.toBeInTheDocument();
  });

  it('shows core-api’s refusal instead of figures', async () => {
    renderDashboard('/dashboard/orders/expertise', (fake) =>
      fake.on('GET', `${STATS}/expertise`, () => ({ status: 400, body: { statusCode: 400, message: 'Invalid request', error: { to: ['to must not be before from'] } } })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('to must not be before from');
    expect(screen.queryByRole('table', { name: 'Accepted orders by industry expertise' })).not.toBeInTheDocument();
  });

  it('lists the orders per week with their money and a totals row, and asks again per month when the bucket changes', async () => {
    const view = renderDashboard('/dashboard/orders/orders?from=2026-03-04&to=2026-03-15&granularity=week&currency=GBP', (fake) =>
      fake.on('GET', `${STATS}/orders`, ok(orders)),
    );

    const table = await screen.findByRole('table', { name: 'Orders and revenue per period' });
    expect(rowsOf(table)).toEqual([
      ['Period', 'Created', 'Accepted', 'Canceled', 'Rejected', 'Words', 'Revenue (net)', 'Linguist cost', 'Margin'],
      ['Week of 02.03.2026', '12', '7', '2', '1', '2.100', '58,80 £', '39,27 £', '19,53 £'],
      ['Week of 09.03.2026', '0', '0', '0', '0', '0', '0,00 £', '0,00 £', '0,00 £'],
      ['Total', '12', '7', '2', '1', '2.100', '58,80 £', '39,27 £', '19,53 £'],
    ]);
    expect(await screen.findByRole('img', { name: 'Chart of net revenue, linguist cost and margin per period' })).toBeInTheDocument();
    expect(Object.fromEntries(backend.requestsTo('GET', `${STATS}/orders`)[0]!.query)).toEqual({
      from: '2026-03-04',
      to: '2026-03-15',
      granularity: 'week',
      currency: 'GBP',
    });

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Per' }), 'month');
    await waitFor(() => expect(backend.requestsTo('GET', `${STATS}/orders`).at(-1)?.query.get('granularity')).toBe('month'));
    expect(view.location()).toBe('/dashboard/orders/orders?from=2026-03-04&to=2026-03-15&granularity=month&currency=GBP');
  });

  it('moves between the statistics by tab, keeping the range, and keeps the list shown below', async () => {
    const view = renderDashboard('/dashboard/orders/processing?from=2026-01-01&to=2026-01-31', (fake) => {
      fake.on('GET', `${STATS}/expertise`, ok(expertise));
      fake.on('GET', `${STATS}/languages`, ok(languages));
    });
    expect(await screen.findByRole('table', { name: 'Processing' })).toBeInTheDocument();

    await view.user.click(await screen.findByRole('tab', { name: 'By language' }));

    const table = await screen.findByRole('table', { name: 'Orders by language' });
    expect(rowsOf(table)[1]).toEqual(['German - Germany', '57', '41', '16.400', '459,20 €']);
    expect(view.location()).toBe('/dashboard/orders/language?from=2026-01-01&to=2026-01-31');
    expect(backend.requestsTo('GET', `${STATS}/languages`)[0]!.query.get('from')).toBe('2026-01-01');
    expect(screen.getByRole('table', { name: 'Processing' })).toBeInTheDocument();
  });

  it('names a range that ends before it starts at the end date and asks for nothing', async () => {
    renderDashboard('/dashboard/orders/expertise?from=2026-02-01&to=2026-01-01', (fake) => fake.on('GET', `${STATS}/expertise`, ok(expertise)));
    const to = await screen.findByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The end date must not be before the start date.')).toBeInTheDocument();
    expect(backend.requestsTo('GET', `${STATS}/expertise`)).toHaveLength(0);
  });
});
