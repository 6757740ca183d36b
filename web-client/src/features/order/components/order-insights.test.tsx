import { screen, waitFor, within } from '@testing-library/react';
import type { DeadlineExtensionQuote, OrderDto, OrderStatistics } from '@inkwell/contracts';
import { formatDate } from '@inkwell/ui-kit';
import { buildAuthState, buildClientMe, buildOrder, errorBody, type FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { installClientBackend } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildClientMe();
const DEADLINE = '2026-12-01T10:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
// The calculator answers after its debounce (1000 ms), so its figures take longer than findBy's default wait.
const QUOTE_WAIT = { timeout: 3000 };
let backend: FakeBackend;
let order: OrderDto;

beforeEach(() => {
  backend = installClientBackend(me);
});
afterEach(() => backend.uninstall());

function serveOrder(overrides: Partial<OrderDto>) {
  order = buildOrder({ id: 61, title: 'Bike routes', deadlineAt: DEADLINE, clientStatus: 'processing', ...overrides });
  backend.on('GET', '/api/client/order/61', () => ({ status: 200, body: order }));
}

function serveCalculator() {
  backend.on('GET', '/api/client/order/61/deadline-extension', ({ query }) => {
    const days = Number(query.get('days'));
    const quote: DeadlineExtensionQuote = {
      days,
      deadlineAt: DEADLINE,
      newDeadlineAt: new Date(Date.parse(DEADLINE) + days * DAY_MS).toISOString(),
      additionalAmount: 0,
      currency: 'EUR',
    };
    return { status: 200, body: quote };
  });
}

const openOrder = () => renderWithProviders(<AppRoutes />, { route: '/order/61', preloadedState: { auth: buildAuthState(me) } });

describe('order statistics, deadline extension and reassigning', () => {
  it('shows the statistics in the order’s summary, durations in words', async () => {
    serveOrder({ status: 'ready_for_client', clientStatus: 'ready' });
    const statistics: OrderStatistics = { words: 1250, timeToTakeSeconds: 2 * 3600 + 30 * 60, timeToDeliverSeconds: 2 * 86400 + 3 * 3600 + 59, revisions: 1 };
    backend.on('GET', '/api/client/order/61/statistics', () => ({ status: 200, body: statistics }));
    openOrder();

    const card = within(await screen.findByRole('region', { name: 'Statistics' }));
    expect((await card.findByText('Words')).nextElementSibling).toHaveTextContent('1.250');
    expect(card.getByText('Time to take').nextElementSibling).toHaveTextContent('2 hours 30 minutes');
    expect(card.getByText('Time to deliver').nextElementSibling).toHaveTextContent('2 days 3 hours');
    expect(card.getByText('Revisions').nextElementSibling).toHaveTextContent('1');
    // A ready order can neither be extended nor taken back from its linguist.
    expect(screen.queryByRole('button', { name: 'Extend deadline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reassign' })).not.toBeInTheDocument();
  });

  it('says when an order has no statistics yet, and when they cannot be read', async () => {
    serveOrder({ status: 'open', clientStatus: 'open' });
    backend.on('GET', '/api/client/order/61/statistics', () => ({
      status: 200,
      body: { words: null, timeToTakeSeconds: null, timeToDeliverSeconds: null, revisions: 0 },
    }));
    const view = openOrder();
    expect(await screen.findByText('No statistics yet: they start once a linguist takes the order.')).toBeInTheDocument();
    view.unmount();

    backend.on('GET', '/api/client/order/61/statistics', () => ({ status: 403, body: errorBody(403, 'Not your order') }));
    openOrder();
    const card = within(await screen.findByRole('region', { name: 'Statistics' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Not your order');
  });

  it('extends the deadline by the days chosen after showing the calculator’s new deadline and price', async () => {
    serveOrder({ status: 'processing_cw' });
    serveCalculator();
    backend.on('PUT', '/api/client/order/61/deadline-extension', ({ body }) => {
      const { days } = body as { days: number };
      order = { ...order, deadlineAt: new Date(Date.parse(DEADLINE) + days * DAY_MS).toISOString() };
      return { status: 200, body: { id: 61, status: 'processing_cw' } };
    });
    const view = openOrder();
    const extend = await screen.findByRole('button', { name: 'Extend deadline' });
    await view.user.click(extend);

    const dialog = within(await screen.findByRole('dialog', { name: 'Extend the deadline' }));
    const days = dialog.getByLabelText('Additional days');
    expect(days).toHaveFocus();
    expect((await dialog.findByText('New deadline')).nextElementSibling).toHaveTextContent(formatDate('2026-12-02T10:00:00.000Z', true));
    expect(dialog.getByText('Current deadline').nextElementSibling).toHaveTextContent(formatDate(DEADLINE, true));
    expect(dialog.getByText('Price').nextElementSibling).toHaveTextContent('No extra cost (0,00 €)');

    await view.user.selectOptions(days, '3 days');
    const newDeadline = formatDate('2026-12-04T10:00:00.000Z', true);
    await waitFor(() => expect(dialog.getByText('New deadline').nextElementSibling).toHaveTextContent(newDeadline), QUOTE_WAIT);
    expect(backend.requestsTo('GET', '/api/client/order/61/deadline-extension').map(({ query }) => query.get('days'))).toEqual(['1', '3']);

    await view.user.click(dialog.getByRole('button', { name: 'Extend deadline' }));
    expect(await screen.findByText('The deadline was extended.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/client/order/61/deadline-extension')[0]?.body).toEqual({ days: 3 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The order is asked again and shows its new deadline; focus is back on the button that opened the dialog.
    const details = within(screen.getByRole('region', { name: 'Order details' }));
    await waitFor(() => expect(details.getByText('Deadline').nextElementSibling).toHaveTextContent(newDeadline));
    expect(screen.getByRole('button', { name: 'Extend deadline' })).toHaveFocus();
  });

  it('shows core-api’s refusal of an extension in the dialog', async () => {
    serveOrder({ status: 'in_revision' });
    serveCalculator();
    backend.on('PUT', '/api/client/order/61/deadline-extension', () => ({
      status: 409,
      body: errorBody(409, 'Order 61 is ready_for_client; this action needs processing_cw, in_revision or processing_pr'),
    }));
    const view = openOrder();
    await view.user.click(await screen.findByRole('button', { name: 'Extend deadline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Extend the deadline' }));
    await dialog.findByText('New deadline');
    await view.user.click(dialog.getByRole('button', { name: 'Extend deadline' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Order 61 is ready_for_client; this action needs processing_cw');
    expect(backend.requestsTo('PUT', '/api/client/order/61/deadline-extension')[0]?.body).toEqual({ days: 1 });
  });

  it('shows the calculator’s refusal in the dialog', async () => {
    serveOrder({ status: 'processing_cw' });
    backend.on('GET', '/api/client/order/61/deadline-extension', () => ({
      status: 400,
      body: errorBody(400, 'Validation failed', { days: ['must be less than or equal to 14'] }),
    }));
    const view = openOrder();
    await view.user.click(await screen.findByRole('button', { name: 'Extend deadline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Extend the deadline' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('must be less than or equal to 14');
    expect(dialog.queryByText('New deadline')).not.toBeInTheDocument();
  });

  it('hands the order back to the pool once the client confirms what the linguist loses', async () => {
    serveOrder({ status: 'processing_pr' });
    backend.on('PUT', '/api/client/order/61/reassign', () => {
      order = { ...order, status: 'ready_for_pr' };
      return { status: 200, body: { id: 61, status: 'ready_for_pr' } };
    });
    const view = openOrder();
    await view.user.click(await screen.findByRole('button', { name: 'Reassign' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Reassign the order' }));
    expect(dialog.getByText(/^The proofreader loses this order/)).toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Reassign order' }));

    expect(await screen.findByText('The order went back to the pool.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/client/order/61/reassign')).toHaveLength(1);
    // The refetched order waits for a proofreader: nobody to take it back from, nobody to give time to.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reassign' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Extend deadline' })).not.toBeInTheDocument();
  });
});
