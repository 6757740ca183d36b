import { screen, within } from '@testing-library/react';
import { buildAdminMe, buildAuthState, FakeBackend } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DashboardPage } from './dashboard-page';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function renderDashboard(me = buildAdminMe()) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.install();
  return renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { auth: buildAuthState(me) } });
}

const detail = (card: string, label: string) =>
  within(screen.getByRole('region', { name: card })).getByText(label).parentElement;

describe('admin DashboardPage', () => {
  it('shows the profile from GET /api/admin/me with billing access', async () => {
    renderDashboard(buildAdminMe({ firstName: 'Ada', email: 'ada@inkwell.test', fakturaAccess: true }));

    expect(await screen.findByRole('heading', { name: 'Welcome Ada' })).toBeInTheDocument();
    expect(detail('Your profile', 'E-mail')).toHaveTextContent('ada@inkwell.test');
    expect(detail('Your profile', 'Billing access')).toHaveTextContent('yes');
    expect(backend.requestsTo('GET', '/api/admin/me')).toHaveLength(1);
  });

  it('says no for an admin without billing access', async () => {
    renderDashboard(buildAdminMe({ firstName: 'Ada', fakturaAccess: false }));
    await screen.findByRole('heading', { name: 'Welcome Ada' });
    expect(detail('Your profile', 'Billing access')).toHaveTextContent('no');
  });
});
