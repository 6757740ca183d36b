import { screen, within } from '@testing-library/react';
import { buildAuthState, buildLinguistMe, FakeBackend } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DashboardPage } from './dashboard-page';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function renderDashboard(me = buildLinguistMe()) {
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.install();
  return renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { auth: buildAuthState(me) } });
}

const detail = (label: string) => within(screen.getByRole('region', { name: 'Your profile' })).getByText(label).parentElement;

describe('linguist DashboardPage', () => {
  it('shows level, roles and languages from GET /api/linguist/me', async () => {
    renderDashboard(
      buildLinguistMe({
        firstName: 'Lina',
        level: 'premium',
        roles: ['copywriter', 'proofreader'],
        languages: [
          { name: 'German', culture: 'de-DE' },
          { name: 'French', culture: 'fr-FR' },
        ],
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Welcome Lina' })).toBeInTheDocument();
    expect(detail('Level')).toHaveTextContent('Expert');
    expect(detail('Roles')).toHaveTextContent('Copywriter, Proofreader');
    expect(detail('Languages')).toHaveTextContent('German, French');
    expect(backend.requestsTo('GET', '/api/linguist/me')).toHaveLength(1);
  });

  it('shows dashes for a new linguist without level, roles or languages', async () => {
    renderDashboard(buildLinguistMe({ firstName: 'Lina', level: null, roles: [], languages: [] }));
    await screen.findByRole('heading', { name: 'Welcome Lina' });
    expect(detail('Level')).toHaveTextContent('-');
    expect(detail('Roles')).toHaveTextContent('-');
    expect(detail('Languages')).toHaveTextContent('-');
  });
});
