import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  buildAdminMe,
  buildAuthState,
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

const VIEWS = ['open', 'processing', 'completed', 'action-required'];
const listPath = (view: string) => `/api/admin/orders/${view}`;

/** Answers a list with its rows, and a limit=0 call with only the total, as the API does. */
const answerList =
  (rows: OrderDto[], total = rows.length) =>
  ({ query }: FakeRequest) => ({ status: 200, body: query.get('limit') === '0' ? pageOf([], total) : pageOf(rows, total) });

function renderDashboard(route = '/dashboard', me = buildAdminMe(), answer?: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  for (const view of VIEWS) backend.on('GET', listPath(view), answerList([]));
  answer?.(backend);
  backend.install();
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/:tab?/:subTab?" element={<DashboardPage />} />
    </Routes>,
    { route, preloadedState: { auth: buildAuthState(me) } },
  );
}

const detail = (card: string, label: string) =>
  within(screen.getByRole('region', { name: card })).getByText(label).parentElement;

/** Requests that fetch rows, not the badge count (limit=0). */
const rowRequests = (view: string) =>
  backend.requestsTo('GET', listPath(view)).filter((request) => request.query.get('limit') !== '0');

describe('admin DashboardPage', () => {
  it('shows the profile from GET /api/admin/me with billing access', async () => {
    renderDashboard('/dashboard', buildAdminMe({ firstName: 'Ada', email: 'ada@inkwell.test', fakturaAccess: true }));

    expect(await screen.findByRole('heading', { name: 'Welcome Ada' })).toBeInTheDocument();
    expect(detail('Your profile', 'E-mail')).toHaveTextContent('ada@inkwell.test');
    expect(detail('Your profile', 'Billing access')).toHaveTextContent('yes');
    expect(backend.requestsTo('GET', '/api/admin/me')).toHaveLength(1);
  });

  it('says no for an admin without billing access', async () => {
    renderDashboard('/dashboard', buildAdminMe({ firstName: 'Ada', fakturaAccess: false }));
    await screen.findByRole('heading', { name: 'Welcome Ada' });
    expect(detail('Your profile', 'Billing access')).toHaveTextContent('no');
  });

  it('opens on the open orders of all clients with their columns', async () => {
    const order = buildOrder({
      id: 4711,
      title: 'Teak care guide',
      clientId: 23,
      clientName: 'Teak & Co. KG',
      level: 'good',
      status: 'open',
      price: { min: 11900, max: 23800, final: null, currency: 'EUR' },
      createdAt: '2025-03-04T09:07:00',
      deadlineAt: '2025-03-08T18:30:00',
    });
    renderDashboard('/dashboard', buildAdminMe(), (fake) => fake.on('GET', listPath('open'), answerList([order])));

    const table = await screen.findByRole('table', { name: 'Open' });
    const link = await within(table).findByRole('link', { name: 'Teak care guide' });
    expect(link).toHaveAttribute('href', '/order/4711');
    expect(within(table).getByRole('link', { name: 'Teak & Co. KG' })).toHaveAttribute('href', '/client/23');
    const cells = within(link.closest('tr') as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      // the box that selects the order for the copy wizard
      '',
      '4711',
      'Teak care guide',
      'Teak & Co. KG',
      // named from its culture (de-DE) in the interface language
      'German - Germany',
      'Linguist',
      'Open',
      '119,00 € – 238,00 €',
      '04.03.2025',
      '08.03.2025 18:30',
    ]);
    const [request] = rowRequests('open');
    expect([request.query.get('limit'), request.query.get('offset'), request.query.get('filter')]).toEqual(['10', '0', null]);
  });

  it.each([
    ['Processing', 'processing'],
    ['Completed', 'completed'],
  ])('the %s tab has its own address and list', async (tab, view) => {
    const page = renderDashboard('/dashboard', buildAdminMe(), (fake) =>
      fake.on('GET', listPath(view), answerList([buildOrder({ title: `${tab} order` })])),
    );
    await page.user.click(await screen.findByRole('tab', { name: tab }));
    expect(await screen.findByRole('link', { name: `${tab} order` })).toBeInTheDocument();
    expect(page.location()).toBe(`/dashboard/orders/${view}`);
  });

  it('filters the action-required list by reason with ?filter=', async () => {
    const view = renderDashboard('/dashboard/orders/action-required', buildAdminMe(), (fake) =>
      fake.on('GET', listPath('action-required'), ({ query }) => ({
        status: 200,
        body:
          query.get('limit') === '0'
            ? pageOf([], 4)
            : pageOf([buildOrder({ title: `Needs action: ${query.get('filter')}` })]),
      })),
    );
    expect(await screen.findByRole('link', { name: 'Needs action: all' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Action required 4' })).toHaveAttribute('aria-selected', 'true');

    await view.user.click(screen.getByRole('tab', { name: 'Proofreader missing' }));

    expect(await screen.findByRole('link', { name: 'Needs action: proofreader_missing' })).toBeInTheDocument();
    expect(rowRequests('action-required').at(-1)?.query.get('filter')).toBe('proofreader_missing');
    expect(view.location()).toBe('/dashboard/orders/action-required?filter=proofreader_missing');

    await view.user.click(screen.getByRole('tab', { name: 'Rejection requested' }));
    expect(await screen.findByRole('link', { name: 'Needs action: rejection_requested' })).toBeInTheDocument();
  });

  it('says in the action-required list who asked to reject an order and why (decision 048)', async () => {
    renderDashboard('/dashboard/orders/action-required?filter=rejection_requested', buildAdminMe(), (fake) =>
      fake.on(
        'GET',
        listPath('action-required'),
        answerList([
          buildOrder({ title: 'Kettle page', status: 'rejection_requested', rejection: { reason: 'About another product.', requestedBy: 'proofreader' } }),
          buildOrder({ title: 'Mixer page', status: 'rejection_requested', rejection: { reason: 'Still too short.', requestedBy: 'client' } }),
          buildOrder({ title: 'Toaster page', status: 'ready_for_pr' }),
        ]),
      ),
    );

    const table = await screen.findByRole('table', { name: 'Action required' });
    expect(within(table).getByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    await within(table).findByRole('link', { name: 'Kettle page' });
    const row = (title: string) => within(table).getByRole('link', { name: title }).closest('tr') as HTMLElement;
    expect(row('Kettle page')).toHaveTextContent('Proofreader: About another product.');
    expect(row('Mixer page')).toHaveTextContent('Client: Still too short.');
    expect(row('Toaster page')).toHaveTextContent('Proofreader missing');
  });

  it('shows no sub-filters outside the action-required list', async () => {
    renderDashboard('/dashboard/orders/open');
    await screen.findByRole('table', { name: 'Open' });
    expect(screen.queryByRole('tab', { name: 'Proofreader missing' })).not.toBeInTheDocument();
  });

  it('searches a second after typing stops and starts again on the first page', async () => {
    const view = renderDashboard('/dashboard', buildAdminMe(), (fake) =>
      fake.on('GET', listPath('open'), ({ query }) => ({
        status: 200,
        body: pageOf(query.get('search') ? [buildOrder({ title: 'Teak care guide' })] : [], 30),
      })),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(rowRequests('open').at(-1)?.query.get('offset')).toBe('10');

    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'teak');
    expect(rowRequests('open').some((request) => request.query.has('search'))).toBe(false);

    expect(await screen.findByRole('link', { name: 'Teak care guide' }, { timeout: 2000 })).toBeInTheDocument();
    const last = rowRequests('open').at(-1);
    expect([last?.query.get('search'), last?.query.get('offset')]).toEqual(['teak', '0']);
    // the address keeps the search and leaves the first page out (decision 059)
    await waitFor(() => expect(view.location()).toBe('/dashboard?search=teak'));
  });

  it('asks for three characters of a title (or an order id) before it searches', async () => {
    const view = renderDashboard('/dashboard', buildAdminMe(), (fake) =>
      fake.on('GET', listPath('open'), ({ query }) => ({
        status: 200,
        body: pageOf(query.get('search') ? [buildOrder({ title: 'Teak care guide' })] : [buildOrder({ title: 'Oak page' })]),
      })),
    );
    expect(await screen.findByRole('link', { name: 'Oak page' })).toBeInTheDocument();
    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'te');
    expect(await screen.findByText('Type at least 3 characters or an order ID.', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Oak page' })).not.toBeInTheDocument();
    expect(rowRequests('open').some((request) => request.query.has('search'))).toBe(false);

    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
    expect(await screen.findByRole('link', { name: 'Teak care guide' }, { timeout: 2000 })).toBeInTheDocument();
    expect(rowRequests('open').at(-1)?.query.get('search')).toBe('tea');
  });

  it('opens a searched list from its address, the search box showing it', async () => {
    renderDashboard('/dashboard?search=care&page=2', buildAdminMe(), (fake) =>
      fake.on('GET', listPath('open'), answerList([buildOrder({ title: 'Teak care guide' })], 30)),
    );
    expect(await screen.findByRole('link', { name: 'Teak care guide' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('care');
    const first = rowRequests('open')[0];
    expect([first?.query.get('search'), first?.query.get('offset')]).toEqual(['care', '10']);
  });

  it('selects orders across the list for the copy wizard', async () => {
    const orders = [buildOrder({ id: 11, title: 'Spring sale' }), buildOrder({ id: 12, title: 'Summer sale' }), buildOrder({ id: 13, title: 'Autumn sale' })];
    const view = renderDashboard('/dashboard', buildAdminMe(), (fake) => fake.on('GET', listPath('open'), answerList(orders)));
    const table = await screen.findByRole('table', { name: 'Open' });
    await view.user.click(await within(table).findByRole('checkbox', { name: 'Select order 13: Autumn sale' }));
    await view.user.click(within(table).getByRole('checkbox', { name: 'Select order 11: Spring sale' }));
    expect(screen.getByText('2 orders selected')).toBeInTheDocument();
    // the copy's rows follow the order of picking
    expect(screen.getByRole('link', { name: 'Copy 2 orders' })).toHaveAttribute('href', '/orders/copy?orderId=13,11');

    await view.user.click(within(table).getByRole('checkbox', { name: 'Select every order on this page' }));
    expect(screen.getByRole('link', { name: 'Copy 3 orders' })).toHaveAttribute('href', '/orders/copy?orderId=13,11,12');
    await view.user.click(within(table).getByRole('checkbox', { name: 'Select every order on this page' }));
    expect(screen.queryByRole('link', { name: /Copy/ })).not.toBeInTheDocument();

    await view.user.click(within(table).getByRole('checkbox', { name: 'Select order 12: Summer sale' }));
    await view.user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(within(table).getByRole('checkbox', { name: 'Select order 12: Summer sale' })).not.toBeChecked();
  });

  it('asks for the next page by the cursor the page before answered, and by offset without one', async () => {
    const view = renderDashboard('/dashboard/orders/completed', buildAdminMe(), (fake) =>
      fake.on('GET', listPath('completed'), ({ query }) => {
        const after = query.get('after');
        const page = after === 'cursor-2' ? 3 : after === 'cursor-1' ? 2 : 1;
        // cursors for pages of 10 only, as an older server would answer none
        const nextCursor = page < 3 && query.get('limit') === '10' ? `cursor-${page}` : null;
        return { status: 200, body: { data: [buildOrder({ title: `Completed page ${page}` })], total: 30, totalCapped: false, nextCursor } };
      }),
    );
    expect(await screen.findByRole('link', { name: 'Completed page 1' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Completed page 2' })).toBeInTheDocument();
    const last = rowRequests('completed').at(-1);
    expect([last?.query.get('after'), last?.query.has('offset'), last?.query.get('limit')]).toEqual(['cursor-1', false, '10']);
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Completed page 3' })).toBeInTheDocument();
    expect(rowRequests('completed').at(-1)?.query.get('after')).toBe('cursor-2');
    expect(screen.getByText('21–30 of 30')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'Completed page 2' })).toBeInTheDocument();
    // a new page size starts over: the cursors of pages of 10 do not say where a page of 25 starts
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Rows per page/ }), '25');
    await waitFor(() => expect(rowRequests('completed').at(-1)?.query.get('limit')).toBe('25'));
    await view.user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowRequests('completed').at(-1)?.query.get('offset')).toBe('25'));
    expect(rowRequests('completed').at(-1)?.query.has('after')).toBe(false);
  });

  it('shows a search total counted up to its cap as "1,000+", and pages on while the server has more', async () => {
    const view = renderDashboard('/dashboard/orders/completed', buildAdminMe(), (fake) =>
      fake.on('GET', listPath('completed'), ({ query }) => {
        const second = query.get('after') === 'cursor-1';
        const rows = Array.from({ length: second ? 3 : 10 }, (_, i) => buildOrder({ id: (second ? 100 : 1) + i, title: `Coffee ${second ? 100 + i : 1 + i}` }));
        return { status: 200, body: { data: rows, total: 1000, totalCapped: true, nextCursor: second ? null : 'cursor-1' } };
      }),
    );
    expect(await screen.findByText('1–10 of 1,000+')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next).toBeEnabled();
    await view.user.click(next);
    expect(await screen.findByRole('link', { name: 'Coffee 100' })).toBeInTheDocument();
    expect(screen.getByText('11–13 of 1,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // where a capped search ends is not known: no last page to jump to
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  });

  it('goes to the last page and a page back by offset, which the server reads from the list’s far end', async () => {
    const view = renderDashboard('/dashboard/orders/completed', buildAdminMe(), (fake) =>
      fake.on('GET', listPath('completed'), ({ query }) => {
        const offset = Number(query.get('offset') ?? 0);
        const page = query.get('after') === 'cursor-99' ? 100 : offset / 10 + 1;
        const nextCursor = page < 100 ? `cursor-${page}` : null;
        return { status: 200, body: { data: [buildOrder({ title: `Completed page ${page}` })], total: 995, totalCapped: false, nextCursor } };
      }),
    );
    expect(await screen.findByRole('link', { name: 'Completed page 1' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByRole('link', { name: 'Completed page 100' })).toBeInTheDocument();
    expect(screen.getByText('991–995 of 995')).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard/orders/completed?page=100');
    const last = rowRequests('completed').at(-1);
    expect([last?.query.get('offset'), last?.query.has('after')]).toEqual(['990', false]);
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();

    await view.user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'Completed page 99' })).toBeInTheDocument();
    expect(rowRequests('completed').at(-1)?.query.get('offset')).toBe('980');
    // forward again by the cursor the page before the last answered
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Completed page 100' })).toBeInTheDocument();
    expect(rowRequests('completed').at(-1)?.query.get('after')).toBe('cursor-99');

    await view.user.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByRole('link', { name: 'Completed page 1' })).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard/orders/completed');
  });

  it('says so when a list is empty', async () => {
    renderDashboard('/dashboard/orders/completed');
    expect(await screen.findByText('List is empty.')).toBeInTheDocument();
  });

  it('sends an unknown list back to the open orders', async () => {
    const view = renderDashboard('/dashboard/orders/archived');
    await screen.findByRole('table', { name: 'Open' });
    expect(view.location()).toBe('/dashboard/orders/open');
  });
});
