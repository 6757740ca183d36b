import { screen } from '@testing-library/react';
import { buildAuthState, buildClientMe, buildOrder, errorBody, type FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { installClientBackend } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function openReadyOrder(autoAcceptDays: number) {
  const me = buildClientMe({ autoAcceptDays });
  backend = installClientBackend(me);
  const order = buildOrder({ id: 51, title: 'Garden tips', status: 'ready_for_client' });
  backend.on('GET', '/api/client/order/51', () => ({ status: 200, body: order }));
  backend.on('GET', '/api/client/order/51/text', () => ({ status: 404, body: errorBody(404, 'No text yet') }));
  renderWithProviders(<AppRoutes />, { route: '/order/51', preloadedState: { auth: buildAuthState(me) } });
}

describe('the ready order’s auto-accept note', () => {
  it('counts the working days staff set for the client (decision 056)', async () => {
    openReadyOrder(7);
    expect(await screen.findByText(/accepted automatically after 7 working days/)).toBeInTheDocument();
  });

  it('counts the platform’s three when the client has the default', async () => {
    openReadyOrder(3);
    expect(await screen.findByText(/accepted automatically after 3 working days/)).toBeInTheDocument();
  });
});
