import { screen, within } from '@testing-library/react';
import { buildAdminClientDetail, buildAdminMe, buildAuthState, errorBody, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe();
const client = buildAdminClientDetail({ id: 41, name: 'Teak & Co. KG' });
let backend: FakeBackend;
afterEach(() => backend.uninstall());

function open(answer: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', '/api/admin/client/41', () => ({ status: 200, body: client }));
  answer(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route: '/client/41/layouts', preloadedState: { auth: buildAuthState(me) } });
}

describe('client settings tab', () => {
  it('lists the client’s notification recipients with the events each receives', async () => {
    const view = open((fake) =>
      fake.on('GET', '/api/admin/client/41/notifications-recipients', () => ({
        status: 200,
        body: pageOf([{ id: 3, email: 'mia@teak.example', name: 'Mia Mail', events: ['orderReady', 'invoices'], createdAt: '2026-01-05T10:00:00.000Z', updatedAt: '2026-01-05T10:00:00.000Z' }]),
      })),
    );
    await view.user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(view.location()).toBe('/client/41/settings');
    const table = await screen.findByRole('table', { name: 'Notification recipients' });
    expect(await within(table).findByRole('cell', { name: 'mia@teak.example' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Text ready, Invoices' })).toBeInTheDocument();
  });

  it('says so when the client has none', async () => {
    const view = open((fake) => fake.on('GET', '/api/admin/client/41/notifications-recipients', () => ({ status: 200, body: pageOf([]) })));
    await view.user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(await screen.findByText('The client has no further notification recipients.')).toBeInTheDocument();
  });

  it('says what went wrong when the list cannot be read', async () => {
    const view = open((fake) => fake.on('GET', '/api/admin/client/41/notifications-recipients', () => ({ status: 404, body: errorBody(404, 'Client not found') })));
    await view.user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(await screen.findByText('Client not found')).toBeInTheDocument();
  });
});
