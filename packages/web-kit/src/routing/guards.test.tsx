import { screen, within } from '@testing-library/react';
import { FakeBackend } from '../testing/fake-backend';
import { buildAuthState, buildClientMe } from '../testing/builders';
import { renderTestApp, TestAppRoutes } from '../testing/test-app';

const user = buildClientMe({ email: 'clara@example.com', firstName: 'Clara', lastName: 'Client' });
let backend: FakeBackend;

function openApp(route: string, { loggedIn }: { loggedIn: boolean }) {
  backend = new FakeBackend({ role: 'client', user, password: 'correct-password', loggedIn });
  backend.install();
  return renderTestApp(<TestAppRoutes />, { route });
}

afterEach(() => backend.uninstall());

describe('route guards', () => {
  it('sends a guest from /dashboard to /login with the page as back_url', async () => {
    const view = openApp('/dashboard', { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(view.location()).toBe('/login?back_url=%2Fdashboard');
  });

  it('shows a spinner, not the login page, while the session check is under way', async () => {
    const view = openApp('/dashboard', { loggedIn: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');
  });

  it('returns to back_url after logging in', async () => {
    const view = openApp('/dashboard?tab=orders', { loggedIn: false });
    await screen.findByRole('heading', { name: 'Log in' });
    expect(view.location()).toBe('/login?back_url=%2Fdashboard%3Ftab%3Dorders');

    await view.user.type(screen.getByLabelText(/E-mail/), 'clara@example.com');
    await view.user.type(screen.getByLabelText(/Password/), 'correct-password');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard?tab=orders');
    expect(view.store.getState().auth).toMatchObject({ status: 'authenticated', user: { email: 'clara@example.com' } });
  });

  it('sends an authenticated user from /login to /dashboard', async () => {
    const view = openApp('/login', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');
  });

  it('ignores a back_url that leads to another site', async () => {
    const view = openApp(`/login?back_url=${encodeURIComponent('//evil.com/steal')}`, { loggedIn: true });
    await screen.findByRole('heading', { name: 'Your dashboard' });
    expect(view.location()).toBe('/dashboard');
  });

  it('redirects / to /dashboard', async () => {
    const view = openApp('/', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Your dashboard' });
    expect(view.location()).toBe('/dashboard');
  });

  it('redirects unknown paths to /404, also for guests', async () => {
    const view = openApp('/no/such/page', { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(view.location()).toBe('/404');
  });

  it('keeps the language prefix on redirects', async () => {
    const view = openApp('/fr/no-such-page', { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(view.location()).toBe('/fr/404');
  });

  it('shows German texts under /de and sends a guest to the German login', async () => {
    const view = openApp('/de/dashboard', { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/de/password-reset/request');
    expect(view.location()).toBe('/de/login?back_url=%2Fde%2Fdashboard');
    expect(document.documentElement.lang).toBe('de');
  });

  it('logs out and returns to /login with back_url when an /api call answers 401', async () => {
    backend = new FakeBackend({ role: 'client', user, loggedIn: true });
    backend.install();
    // The BFF still believes in the session at start-up, then core-api rejects the token on the first data call.
    backend.on('GET', '/api/client/me', () => ({ status: 401, body: { status: 401, code: 'UNAUTHENTICATED', message: 'Expired' } }));
    const view = renderTestApp(<TestAppRoutes />, { route: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(view.location()).toBe('/login?back_url=%2Fdashboard');
    expect(view.store.getState().auth).toMatchObject({ status: 'unauthenticated', user: null });
  });

  it('logs out from the user menu and lands on plain /login', async () => {
    const view = openApp('/dashboard', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Your dashboard' });

    await view.user.click(screen.getByRole('button', { name: /, user menu$/ }));
    await view.user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(view.location()).toBe('/login');
    expect(backend.requestsTo('POST', '/bff/auth/logout')).toHaveLength(1);
    expect(backend.loggedIn).toBe(false);
  });

  it('skips the session check when the state says the user is known', async () => {
    backend = new FakeBackend({ role: 'client', user, loggedIn: true });
    backend.install();
    const view = renderTestApp(<TestAppRoutes />, { route: '/dashboard', preloadedState: { auth: buildAuthState(user) } });
    await screen.findByText('clara@example.com');
    expect(backend.requestsTo('GET', '/bff/auth/session')).toHaveLength(0);
    expect(view.location()).toBe('/dashboard');
  });
});

describe('app shell', () => {
  it("shows the user's display name and moves the page under another language prefix", async () => {
    const view = openApp('/dashboard', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Your dashboard' });
    expect(screen.getByRole('button', { name: /, user menu$/ })).toHaveTextContent('Clara Client');

    await view.user.click(screen.getByRole('button', { name: 'Language: EN' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Italiano' }));

    expect(await screen.findByRole('heading', { name: 'La tua dashboard' })).toBeInTheDocument();
    expect(view.location()).toBe('/it/dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/it/dashboard');
  });
});
