import { screen, within } from '@testing-library/react';
import { buildLinguistMe, buildOrder, FakeBackend } from '@inkwell/web-kit/testing';
import { buildClassification, buildSelfProfile } from '../testing/profile-builders';
import { renderWithProviders } from '../testing/render-with-providers';
import { AppRoutes } from './router';

const me = buildLinguistMe({ email: 'lina@inkwell.test', firstName: 'Lina' });
let backend: FakeBackend;

function openApp(route: string, loggedIn: boolean, answer?: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'linguist', user: me, password: 'correct-password', loggedIn });
  answer?.(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route });
}

afterEach(() => backend.uninstall());

describe('linguist app routes', () => {
  it('logs a linguist in and opens the dashboard', async () => {
    const view = openApp('/login', false);
    await view.user.type(await screen.findByLabelText(/E-mail/), 'lina@inkwell.test');
    await view.user.type(screen.getByLabelText(/Password/), 'correct-password');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome Lina' })).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');
  });

  it('confirms a linguist registration without asking for a password', async () => {
    openApp('/registration/confirm?token=abc', false, (fake) =>
      fake.on('POST', '/api/linguist/auth/confirm-register', () => ({ status: 200, body: { status: 'ACTIVE' } })),
    );
    expect(await screen.findByText('Your account is active. You can now log in.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/linguist/auth/confirm-register')[0]?.body).toEqual({ token: 'abc' });
  });

  it('has no registration page and keeps /de on the 404 redirect', async () => {
    const view = openApp('/de/registration', false);
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(view.location()).toBe('/de/404');
  });

  it('sends the reset link request to the linguist auth path', async () => {
    const view = openApp('/password-reset/request', false, (fake) =>
      fake.on('POST', '/api/linguist/auth/send-reset-password-link', () => ({ status: 204 })),
    );
    await view.user.type(await screen.findByLabelText(/E-mail/), 'lina@inkwell.test');
    await view.user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByText(/we have sent it a link to reset the password/)).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/linguist/auth/send-reset-password-link')).toHaveLength(1);
  });

  it('opens an order page by its address, in the language of the prefix', async () => {
    const order = buildOrder({ id: 12, title: 'Gartenmöbel pflegen' });
    openApp('/de/order/12/history', true, (fake) => {
      fake.on('GET', '/api/linguist/order/12', () => ({ status: 200, body: order }));
      fake.on('GET', '/api/linguist/order/12/history', () => ({ status: 200, body: { data: [] } }));
    });
    expect(await screen.findByRole('heading', { name: /Gartenmöbel pflegen/ })).toHaveTextContent('Offen');
    expect(screen.getByRole('tab', { name: 'Verlauf' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reaches the order lists from the main navigation, at /orders/requested', async () => {
    const view = openApp('/dashboard', true, (fake) => {
      fake.on('GET', '/api/linguist/billing/balance', () => ({ status: 200, body: { earnedAmount: 0, currency: 'EUR' } }));
      for (const list of ['new', 'ongoing', 'pending', 'completed']) {
        fake.on('GET', `/api/linguist/orders/${list}`, () => ({ status: 200, body: { data: [], total: 0 } }));
      }
    });
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    await view.user.click(within(navigation).getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument();
    expect(view.location()).toBe('/orders/requested');
  });

  it('reaches her clients from the main navigation and her profile and settings from the user menu', async () => {
    const view = openApp('/dashboard', true, (fake) => {
      fake.on('GET', '/api/linguist/billing/balance', () => ({ status: 200, body: { earnedAmount: 0, currency: 'EUR' } }));
      for (const list of ['new', 'ongoing', 'pending', 'completed']) {
        fake.on('GET', `/api/linguist/orders/${list}`, () => ({ status: 200, body: { data: [], total: 0 } }));
      }
      fake.on('GET', '/api/linguist/clients', () => ({ status: 200, body: [] }));
      fake.on('GET', '/api/linguist/profile', () => ({ status: 200, body: buildSelfProfile() }));
      fake.on('GET', '/api/linguist/profile/classification', () => ({ status: 200, body: buildClassification() }));
    });
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    await view.user.click(within(navigation).getByRole('link', { name: 'Clients' }));
    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 })).toBeInTheDocument();
    expect(view.location()).toBe('/clients');

    await view.user.click(screen.getByRole('button', { name: /, user menu$/ }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Your profile', level: 1 })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: /, user menu$/ }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(view.location()).toBe('/settings/profile');
  });

  it('shows the settings in the language of the prefix', async () => {
    openApp('/fr/settings/password', true);
    expect(await screen.findByRole('heading', { name: 'Paramètres', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mot de passe' })).toHaveAttribute('aria-selected', 'true');
  });
});
