import { screen, within } from '@testing-library/react';
import { buildAuthState, buildClientMe, errorBody, FakeBackend } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DashboardPage } from './dashboard-page';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function renderDashboard(me = buildClientMe()) {
  backend = new FakeBackend({ role: 'client', user: me, loggedIn: true });
  backend.install();
  return renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { auth: buildAuthState(me) } });
}

const detail = (label: string) => within(screen.getByRole('region', { name: 'Your account' })).getByText(label).parentElement;

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
    backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: true });
    backend.install();
    backend.on('GET', '/api/client/me', () => ({ status: 404, body: errorBody(404, 'Client not found') }));
    renderWithProviders(<DashboardPage />, { preloadedState: { auth: buildAuthState(buildClientMe()) } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Client not found');
  });
});
