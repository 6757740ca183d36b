import { screen, within } from '@testing-library/react';
import { FakeBackend } from '../testing/fake-backend';
import { buildClientMe } from '../testing/builders';
import { renderTestApp, TestAppRoutes } from '../testing/test-app';

const user = buildClientMe({ firstName: 'Clara', lastName: 'Client' });
let backend: FakeBackend;

afterEach(() => backend.uninstall());

/** The test app with a plain link and, as the client app has, a menu of links in its header. */
function openDashboard(route: string) {
  backend = new FakeBackend({ role: 'client', user, loggedIn: true });
  backend.install();
  return renderTestApp(<TestAppRoutes />, {
    route,
    config: {
      navigation: [
        { to: '/dashboard', labelKey: 'common.dashboard' },
        {
          labelKey: 'test.createNew',
          items: [
            { to: '/404', labelKey: 'pages.notFound.title' },
            { to: '/access-denied', labelKey: 'pages.accessDenied.title' },
          ],
        },
      ],
    },
  });
}

describe('AppShell navigation', () => {
  it('shows links as links and a menu entry as a button that opens its items', async () => {
    const view = openDashboard('/dashboard');
    await screen.findByRole('heading', { name: 'Your dashboard' });
    const navigation = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(navigation.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/dashboard']);

    await view.user.click(navigation.getByRole('button', { name: 'Create New' }));
    expect(navigation.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Page not found', 'Access denied']);
  });

  it('is used with the keyboard and keeps the language prefix when an item is chosen', async () => {
    const view = openDashboard('/de/dashboard');
    await screen.findByRole('heading', { name: 'Ihr Dashboard' });
    const trigger = screen.getByRole('button', { name: 'Neu erstellen' });

    trigger.focus();
    await view.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Seite nicht gefunden' })).toHaveFocus();
    await view.user.keyboard('{ArrowDown}{Enter}');

    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
    expect(view.location()).toBe('/de/access-denied');
  });
});
