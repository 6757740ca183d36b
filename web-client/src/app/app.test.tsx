import { screen } from '@testing-library/react';
import { buildClientMe, FakeBackend } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../testing/render-with-providers';
import { AppRoutes } from './router';

const me = buildClientMe({ email: 'clara@example.com', firstName: 'Clara', invoicing: 'invoice' });
let backend: FakeBackend;

function openApp(route: string, loggedIn: boolean) {
  backend = new FakeBackend({ role: 'client', user: me, password: 'correct-password', loggedIn });
  backend.install();
  return renderWithProviders(<AppRoutes />, { route });
}

afterEach(() => backend.uninstall());

describe('client app routes', () => {
  it('sends a guest from the dashboard to the login and back after logging in', async () => {
    const view = openApp('/dashboard', false);
    await screen.findByRole('heading', { name: 'Log in' });
    expect(view.location()).toBe('/login?back_url=%2Fdashboard');

    await view.user.type(screen.getByLabelText(/E-mail/), 'clara@example.com');
    await view.user.type(screen.getByLabelText(/Password/), 'correct-password');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome Clara' })).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');
  });

  it('links the header to existing pages only', async () => {
    openApp('/dashboard', true);
    await screen.findByRole('heading', { name: 'Welcome Clara' });
    const navigation = screen.getByRole('navigation');
    expect(Array.from(navigation.querySelectorAll('a')).map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/content',
      '/linguists',
      '/briefings',
      '/layouts',
      '/billing',
    ]);
  });

  it('opens the order wizard from the Create New menu', async () => {
    const view = openApp('/de/dashboard', true);
    await screen.findByRole('heading', { name: 'Willkommen Clara' });
    await view.user.click(screen.getByRole('button', { name: 'Neu erstellen' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Projekt', 'Layout', 'Briefing']);
    await view.user.click(screen.getByRole('menuitem', { name: 'Projekt' }));

    expect(await screen.findByRole('heading', { name: 'Neuer Auftrag' })).toBeInTheDocument();
    expect(view.location()).toBe('/de/orders/create');
  });

  it('offers registration from the login page', async () => {
    const view = openApp('/login', false);
    await view.user.click(await screen.findByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(view.location()).toBe('/registration');
  });

  it('keeps an authenticated client away from the registration page', async () => {
    const view = openApp('/registration', true);
    await screen.findByRole('heading', { name: 'Welcome Clara' });
    expect(view.location()).toBe('/dashboard');
  });

  it('serves the pages in German under /de', async () => {
    const view = openApp('/de/registration', false);
    expect(await screen.findByRole('heading', { name: 'Konto erstellen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/login');
    expect(view.location()).toBe('/de/registration');
  });

  it('sends unknown paths to /404', async () => {
    const view = openApp('/orders/unknown/thing', true);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(view.location()).toBe('/404');
  });
});
