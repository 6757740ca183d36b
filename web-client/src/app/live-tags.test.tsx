import { act, screen, waitFor } from '@testing-library/react';
import { buildAuthState, buildClientBalance, buildClientMe, buildOrder, FakeBackend, FakeEventSource } from '@inkwell/web-kit/testing';
import { useGetBalanceQuery } from '../api/billing-api';
import { useGetOrderQuery } from '../api/orders-api';
import { renderWithProviders } from '../testing/render-with-providers';

const me = buildClientMe();

/** The balance box and an order page's order, through the app's own endpoints and tags. */
function Watched() {
  const balance = useGetBalanceQuery().data;
  const order = useGetOrderQuery(12).data;
  return (
    <p>
      {order?.status} / {balance?.availableAmount}
    </p>
  );
}

let backend: FakeBackend;
let restore: () => void;

beforeEach(() => {
  restore = FakeEventSource.install();
  backend = new FakeBackend({ role: 'client', user: me, loggedIn: true });
  backend.install();
});

afterEach(() => {
  backend.uninstall();
  restore();
});

it('refetches an order when its status changes and the balance box when the balance moves, over the live stream', async () => {
  let status = 'open';
  let available = 5_000;
  backend.on('GET', '/api/client/order/12', () => ({ status: 200, body: buildOrder({ id: 12, status: status as 'open' }) }));
  backend.on('GET', '/api/client/billing/balance', () => ({ status: 200, body: buildClientBalance({ availableAmount: available }) }));
  renderWithProviders(<Watched />, { preloadedState: { auth: buildAuthState(me) } });
  await screen.findByText('open / 5000');
  // the live stream's code arrives as its own chunk once someone is signed in (decision 059)
  await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
  const stream = FakeEventSource.latest();
  act(() => stream.open());

  status = 'processing_cw';
  act(() => stream.send({ type: 'order.status', orderId: 12, status: 'processing_cw' }));
  await screen.findByText('processing_cw / 5000');

  available = 1_200;
  act(() => stream.send({ type: 'balance.changed' }));
  await screen.findByText('processing_cw / 1200');
  expect(backend.requestsTo('GET', '/api/client/order/12')).toHaveLength(2);
});
