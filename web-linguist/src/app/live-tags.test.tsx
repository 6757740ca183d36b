import { act, screen, waitFor } from '@testing-library/react';
import { buildAuthState, buildLinguistMe, buildOrder, FakeBackend, FakeEventSource, pageOf } from '@inkwell/web-kit/testing';
import { useGetOrderListQuery } from '../api/order-lists-api';
import { useGetBalanceQuery } from '../features/dashboard/api/balance-api';
import { renderWithProviders } from '../testing/render-with-providers';

const me = buildLinguistMe();

/** Her ongoing orders and her earnings, through the app's own endpoints and tags. */
function Watched() {
  const ongoing = useGetOrderListQuery({ list: 'ongoing', limit: 10, offset: 0 }).data;
  const balance = useGetBalanceQuery().data;
  return (
    <p>
      {ongoing?.total} ongoing / {balance?.earnedAmount}
    </p>
  );
}

let backend: FakeBackend;
let restore: () => void;

beforeEach(() => {
  restore = FakeEventSource.install();
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.install();
});

afterEach(() => {
  backend.uninstall();
  restore();
});

it('refetches her order lists when an order she holds moves and her earnings when she is credited, over the live stream', async () => {
  let ongoing = [buildOrder({ id: 3, status: 'processing_cw' })];
  let earned = 0;
  backend.on('GET', '/api/linguist/orders/ongoing', () => ({ status: 200, body: pageOf(ongoing) }));
  backend.on('GET', '/api/linguist/billing/balance', () => ({ status: 200, body: { earnedAmount: earned, currency: 'EUR' } }));
  renderWithProviders(<Watched />, { preloadedState: { auth: buildAuthState(me) } });
  await screen.findByText('1 ongoing / 0');
  // the live stream's code arrives as its own chunk once someone is signed in (decision 059)
  await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
  const stream = FakeEventSource.latest();
  act(() => stream.open());

  ongoing = [];
  act(() => stream.send({ type: 'order.status', orderId: 3, status: 'accepted' }));
  await screen.findByText('0 ongoing / 0');

  earned = 2_400;
  act(() => stream.send({ type: 'balance.changed' }));
  await screen.findByText('0 ongoing / 2400');
});
