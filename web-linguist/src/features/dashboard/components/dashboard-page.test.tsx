import { screen, within } from '@testing-library/react';
import {
  buildAuthState,
  buildLinguistMe,
  buildOrder,
  FakeBackend,
  pageOf,
  type FakeRequest,
} from '@inkwell/web-kit/testing';
import type { OrderDto } from '@inkwell/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DashboardPage } from './dashboard-page';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const LIST_PATHS = {
  new: '/api/linguist/orders/new',
  ongoing: '/api/linguist/orders/ongoing',
  pending: '/api/linguist/orders/pending',
  completed: '/api/linguist/orders/completed',
};

/** Answers each list with its rows, and a limit=0 call with only the total, as the API does. */
function answerList(rows: OrderDto[], total = rows.length) {
  return ({ query }: FakeRequest) => ({
    status: 200,
    body: query.get('limit') === '0' ? pageOf([], total) : pageOf(rows, total),
  });
}

function renderDashboard(me = buildLinguistMe(), answer?: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.on('GET', '/api/linguist/billing/balance', () => ({ status: 200, body: { earnedAmount: 123450, currency: 'EUR' } }));
  for (const path of Object.values(LIST_PATHS)) backend.on('GET', path, answerList([]));
  answer?.(backend);
  backend.install();
  return renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { auth: buildAuthState(me) } });
}

const detail = (card: string, label: string) =>
  within(screen.getByRole('region', { name: card })).getByText(label).parentElement;

/** The list requests that fetch rows (not the tab counts with limit=0). */
const rowRequests = (path: string) => backend.requestsTo('GET', path).filter((request) => request.query.get('limit') !== '0');

describe('linguist DashboardPage', () => {
  it('shows level, roles and languages from GET /api/linguist/me', async () => {
    renderDashboard(
      buildLinguistMe({
        firstName: 'Lina',
        level: 'premium',
        roles: ['copywriter', 'proofreader'],
        languages: [
          { name: 'German - Germany', culture: 'de-DE' },
          { name: 'French - France', culture: 'fr-FR' },
        ],
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Welcome Lina' })).toBeInTheDocument();
    expect(detail('Your profile', 'Level')).toHaveTextContent('Expert');
    expect(detail('Your profile', 'Roles')).toHaveTextContent('Copywriter, Proofreader');
    expect(detail('Your profile', 'Languages')).toHaveTextContent('German - Germany, French - France');
    expect(backend.requestsTo('GET', '/api/linguist/me')).toHaveLength(1);
  });

  it('shows dashes for a new linguist without level, roles or languages', async () => {
    renderDashboard(buildLinguistMe({ firstName: 'Lina', level: null, roles: [], languages: [] }));
    await screen.findByRole('heading', { name: 'Welcome Lina' });
    expect(detail('Your profile', 'Level')).toHaveTextContent('-');
    expect(detail('Your profile', 'Roles')).toHaveTextContent('-');
    expect(detail('Your profile', 'Languages')).toHaveTextContent('-');
  });

  it('shows the earned balance from GET /api/linguist/billing/balance', async () => {
    renderDashboard();
    await screen.findByRole('region', { name: 'Your balance' });
    expect(await screen.findByText('1.234,50 €')).toBeInTheDocument();
    expect(detail('Your balance', 'Earned')).toHaveTextContent('1.234,50 €');
  });

  it('opens on the direct requests with words, pay, deadline and a link to each order', async () => {
    const request = buildOrder({
      id: 41,
      title: 'Hiking boots guide',
      type: 'DO',
      level: 'premium',
      words: { min: 800, max: 1200, final: null },
      pay: { min: 4000, max: 6000, final: null, currency: 'EUR' },
      processingDays: 3,
    });
    renderDashboard(buildLinguistMe(), (fake) => fake.on('GET', LIST_PATHS.new, answerList([request])));

    const table = await screen.findByRole('table', { name: 'Requested' });
    const row = (await within(table).findByRole('link', { name: 'Hiking boots guide' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Hiking boots guide' })).toHaveAttribute('href', '/order/41');
    expect(row).toHaveTextContent('German');
    expect(row).toHaveTextContent('Expert');
    expect(row).toHaveTextContent('800 – 1.200');
    expect(row).toHaveTextContent('40,00 € – 60,00 €');
    expect(row).toHaveTextContent('3 days after taking');
    expect(row).toHaveTextContent('Open');

    const [rows] = rowRequests(LIST_PATHS.new);
    expect(rows.query.get('type')).toBe('requested');
    expect(rows.query.get('limit')).toBe('10');
    expect(rows.query.get('offset')).toBe('0');
  });

  it.each([
    ['Available', LIST_PATHS.new, 'available'],
    ['Ongoing', LIST_PATHS.ongoing, null],
    ['Pending', LIST_PATHS.pending, null],
    ['Completed', LIST_PATHS.completed, null],
  ])('the %s tab loads its list from %s', async (tab, path, type) => {
    const order = buildOrder({ title: `${tab} order`, status: 'processing_cw', deadlineAt: null });
    const view = renderDashboard(buildLinguistMe(), (fake) => fake.on('GET', path, answerList([order])));

    await view.user.click(await screen.findByRole('tab', { name: new RegExp(`^${tab}`) }));

    expect(await screen.findByRole('link', { name: `${tab} order` })).toBeInTheDocument();
    expect(view.location()).toBe(`/dashboard?list=${tab.toLowerCase()}`);
    const requests = rowRequests(path);
    expect(requests.at(-1)?.query.get('type')).toBe(type);
    expect(requests.at(-1)?.query.get('limit')).toBe('10');
  });

  it('counts each list on its tab with limit=0', async () => {
    renderDashboard(buildLinguistMe(), (fake) => {
      fake.on('GET', LIST_PATHS.new, ({ query }) => ({
        status: 200,
        body: pageOf([], query.get('type') === 'requested' ? 2 : 17),
      }));
      fake.on('GET', LIST_PATHS.ongoing, answerList([], 1));
    });

    expect(await screen.findByRole('tab', { name: 'Requested 2' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Available 17' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Ongoing 1' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Completed 0' })).toBeInTheDocument();
    const counts = backend.requestsTo('GET', LIST_PATHS.new).filter((request) => request.query.get('limit') === '0');
    expect(counts.map((request) => request.query.get('type')).sort()).toEqual(['available', 'requested']);
  });

  it('says so when a list is empty', async () => {
    const view = renderDashboard();
    expect(await screen.findByText('No client has asked you directly right now.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('tab', { name: /^Ongoing/ }));
    expect(await screen.findByText('You are not working on any order.')).toBeInTheDocument();
  });

  it('pages through a list with the chosen page size', async () => {
    const orders = Array.from({ length: 10 }, (_, index) => buildOrder({ title: `Order no. ${index + 1}` }));
    const view = renderDashboard(buildLinguistMe(), (fake) =>
      fake.on('GET', LIST_PATHS.new, ({ query }) => ({
        status: 200,
        body: query.get('limit') === '0' ? pageOf([], 60) : pageOf(orders.slice(0, Number(query.get('limit'))), 60),
      })),
    );
    await screen.findByRole('link', { name: 'Order no. 1' });

    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11–20 of 60')).toBeInTheDocument();
    expect(rowRequests(LIST_PATHS.new).at(-1)?.query.get('offset')).toBe('10');

    await view.user.selectOptions(screen.getByRole('combobox'), '25');
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
    const last = rowRequests(LIST_PATHS.new).at(-1);
    expect([last?.query.get('limit'), last?.query.get('offset')]).toEqual(['25', '0']);
  });
});
