import { screen, within } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import type { AppConfig } from '../config/app-config';
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

/** A header widget the way an app writes one: it reads the address and shows what it answers to. */
function PanelWidget() {
  const [search] = useSearchParams();
  return search.get('panel') === 'open' ? <p>Panel open</p> : <button type="button">Panel</button>;
}

function openWithExtensions(config: Partial<AppConfig>, me = user) {
  backend = new FakeBackend({ role: 'client', user: me, loggedIn: true });
  backend.install();
  return renderTestApp(<TestAppRoutes />, { route: '/dashboard?tab=1', config });
}

describe('AppShell extension points', () => {
  it('shows menu entries only to the users they are meant for, and hides an emptied menu', async () => {
    const view = openWithExtensions(
      {
        navigation: [
          { to: '/dashboard', labelKey: 'common.dashboard' },
          { to: '/404', labelKey: 'pages.notFound.title', visible: (me) => me.email === 'nobody@example.com' },
          {
            labelKey: 'test.createNew',
            items: [
              { to: '/404', labelKey: 'pages.notFound.title', visible: () => false },
              { to: '/access-denied', labelKey: 'pages.accessDenied.title' },
            ],
          },
          { labelKey: 'common.language', items: [{ to: '/404', labelKey: 'pages.notFound.title', visible: () => false }] },
        ],
      },
      buildClientMe({ email: 'clara@example.com' }),
    );
    await screen.findByRole('heading', { name: 'Your dashboard' });
    const navigation = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(navigation.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/dashboard']);
    expect(navigation.queryByRole('button', { name: /^Language/ })).not.toBeInTheDocument();

    await view.user.click(navigation.getByRole('button', { name: 'Create New' }));
    expect(navigation.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Access denied']);
  });

  it('adds an entry’s search parameters to the current address instead of leaving the page', async () => {
    const view = openWithExtensions({
      navigation: [{ labelKey: 'test.createNew', items: [{ search: { panel: 'open' }, labelKey: 'common.notifications' }] }],
      headerWidgets: [PanelWidget],
    });
    await screen.findByRole('heading', { name: 'Your dashboard' });
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('button', { name: 'Panel' })).toBeInTheDocument();

    await view.user.click(banner.getByRole('button', { name: 'Create New' }));
    await view.user.click(banner.getByRole('menuitem', { name: 'Notifications' }));

    expect(view.location()).toBe('/dashboard?tab=1&panel=open');
    expect(banner.getByText('Panel open')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
  });

  it('puts the app’s user menu entries above Logout', async () => {
    const view = openWithExtensions({ userMenu: [{ to: '/access-denied', labelKey: 'pages.accessDenied.title' }] });
    await screen.findByRole('heading', { name: 'Your dashboard' });

    await view.user.click(screen.getByRole('button', { name: /, user menu$/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Access denied', 'Log out']);
    await view.user.click(screen.getByRole('menuitem', { name: 'Access denied' }));

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(view.location()).toBe('/access-denied');
  });
});

describe('AppShell footer and small-screen menu', () => {
  it.each([
    ['client', ['Terms for clients', 'Data protection', 'API docs']],
    ['linguist', ['Terms for linguists', 'Data protection', 'API docs']],
    ['admin', ['Terms for clients', 'Terms for linguists', 'Data protection', 'API docs']],
  ] as const)('links the %s app to its terms, data protection and the API docs', async (role, links) => {
    openWithExtensions({ role });
    await screen.findByRole('heading', { name: 'Your dashboard' });
    const footer = within(screen.getByRole('navigation', { name: 'Legal and documentation' }));

    expect(footer.getAllByRole('link').map((link) => link.textContent)).toEqual(links);
    expect(footer.getByRole('link', { name: 'API docs' })).toHaveAttribute('href', '/docs/');
    expect(footer.getByRole('link', { name: 'Data protection' })).toHaveAttribute('href', '/legal/data-protection');
  });

  // jsdom has no viewport, so the narrow-screen rule that shows the button never applies and it has no
  // accessible name while hidden: it is found by its text.
  const menuButton = () => within(screen.getByRole('banner')).getByText('Menu').closest('button')!;

  it('opens the navigation from the menu button and closes it on Escape, giving the focus back', async () => {
    const view = openDashboard('/dashboard');
    await screen.findByRole('heading', { name: 'Your dashboard' });
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Main navigation' }).id);

    await view.user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await view.user.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the opened navigation when a link in it is chosen', async () => {
    const view = openDashboard('/dashboard');
    await screen.findByRole('heading', { name: 'Your dashboard' });
    await view.user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

    await view.user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Dashboard' }));

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
