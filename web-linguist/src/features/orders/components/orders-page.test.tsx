import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { buildAuthState, buildLinguistMe, buildOrder, errorBody, FakeBackend, pageOf, type FakeRequest } from '@inkwell/web-kit/testing';
import type { OrderDto } from '@inkwell/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrdersPage } from './orders-page';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const NEW_ORDERS = '/api/linguist/orders/new';
const request = buildOrder({ id: 41, title: 'Hiking boots guide', type: 'DO' });

/** Answers the requested list from `requested()` (so a test can change it), the other lists empty. */
function openOrders(route: string, requested: () => OrderDto[] = () => [request], answer?: (fake: FakeBackend) => void) {
  const me = buildLinguistMe();
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.on('GET', NEW_ORDERS, ({ query }: FakeRequest) => {
    const rows = query.get('type') === 'requested' ? requested() : [];
    return { status: 200, body: query.get('limit') === '0' ? pageOf([], rows.length) : pageOf(rows) };
  });
  for (const list of ['ongoing', 'pending', 'completed']) backend.on('GET', `/api/linguist/orders/${list}`, () => ({ status: 200, body: pageOf([]) }));
  answer?.(backend);
  backend.install();
  return renderWithProviders(
    <Routes>
      <Route path="/orders/:tab?" element={<OrdersPage />} />
      <Route path="/order/:id" element={<h1>Order page</h1>} />
      <Route path="/404" element={<h1>Not found</h1>} />
    </Routes>,
    { route, preloadedState: { auth: buildAuthState(me) } },
  );
}

const toasts = () => screen.getByRole('region', { name: 'Notifications' });
const rowRequests = (type: string) =>
  backend.requestsTo('GET', NEW_ORDERS).filter((r) => r.query.get('type') === type && r.query.get('limit') !== '0');

describe('linguist OrdersPage', () => {
  it('opens /orders on the direct requests, each with Take and Decline named by its order', async () => {
    const view = openOrders('/orders');
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument();
    expect(view.location()).toBe('/orders/requested');
    const table = await screen.findByRole('table', { name: 'Requested' });
    const row = (await within(table).findByRole('link', { name: 'Hiking boots guide' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Take “Hiking boots guide”' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Decline “Hiking boots guide”' })).toBeInTheDocument();
  });

  it('keeps each list at its own address and offers no request actions outside the requested list', async () => {
    const view = openOrders('/orders/requested');
    await screen.findByRole('table', { name: 'Requested' });
    await view.user.click(screen.getByRole('tab', { name: /^Available/ }));
    expect(view.location()).toBe('/orders/available');
    expect(await screen.findByText('No orders are available for you right now.')).toBeInTheDocument();
    expect(rowRequests('available')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Take/ })).not.toBeInTheDocument();
  });

  it('moves between lists with the arrow keys', async () => {
    const view = openOrders('/orders/pending');
    const tab = await screen.findByRole('tab', { name: /^Pending/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    tab.focus();
    await view.user.keyboard('{ArrowRight}');
    expect(view.location()).toBe('/orders/completed');
    expect(await screen.findByText('You have no completed orders yet.')).toBeInTheDocument();
  });

  it('sends an unknown list to the 404 page', async () => {
    const view = openOrders('/orders/everything');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(view.location()).toBe('/404');
  });

  it('declines a request after confirming with a reason; a toast confirms and the list refreshes', async () => {
    let requested = [request];
    const view = openOrders('/orders/requested', () => requested, (fake) =>
      fake.on('PUT', '/api/linguist/order/41/cancel', () => {
        requested = [];
        return { status: 200, body: { id: 41, status: 'open' } };
      }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Decline “Hiking boots guide”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/linguist/order/41/cancel')).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Decline “Hiking boots guide”' }));
    const again = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await view.user.type(within(again).getByRole('textbox', { name: 'Reason (optional)' }), 'Not my field');
    await view.user.click(within(again).getByRole('button', { name: 'Decline' }));

    expect(await within(toasts()).findByText('The request has been declined.')).toBeInTheDocument();
    expect(await screen.findByText('No client has asked you directly right now.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/linguist/order/41/cancel').map((r) => r.body)).toEqual([{ reason: 'Not my field' }]);
    expect(rowRequests('requested').length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByRole('tab', { name: 'Requested 0' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason the decline failed', async () => {
    const view = openOrders('/orders/requested', undefined, (fake) =>
      fake.on('PUT', '/api/linguist/order/41/cancel', () => ({ status: 409, body: errorBody(409, 'Order 41 is processing_cw; this action needs open') })),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Decline “Hiking boots guide”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Order 41 is processing_cw; this action needs open')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/linguist/order/41/cancel')[0]?.body).toEqual({});
  });

  it('takes a request from its row and opens the order', async () => {
    const view = openOrders('/orders/requested', undefined, (fake) =>
      fake.on('PUT', '/api/linguist/order/41/take', () => ({ status: 200, body: { id: 41, status: 'processing_cw' } })),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Take “Hiking boots guide”' }));
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    expect(view.location()).toBe('/order/41');
    expect(await within(toasts()).findByText('The order is yours. You can start writing.')).toBeInTheDocument();
  });

  it('says why a list could not be loaded', async () => {
    openOrders('/orders/ongoing', undefined, (fake) =>
      fake.on('GET', '/api/linguist/orders/ongoing', () => ({ status: 500, body: errorBody(500, 'Internal error') })),
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
