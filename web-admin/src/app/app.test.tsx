import { screen } from '@testing-library/react';
import { buildAdminMe, buildOrder, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../testing/render-with-providers';
import { AppRoutes } from './router';

const me = buildAdminMe({ email: 'ada@inkwell.test', firstName: 'Ada' });
let backend: FakeBackend;

function openApp(route: string, loggedIn: boolean, answer?: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, password: 'correct-password', loggedIn });
  answer?.(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route });
}

afterEach(() => backend.uninstall());

describe('admin app routes', () => {
  it('logs an admin in through the BFF and returns to back_url', async () => {
    const view = openApp('/dashboard', false);
    await screen.findByRole('heading', { name: 'Log in' });
    expect(view.location()).toBe('/login?back_url=%2Fdashboard');
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();

    await view.user.type(screen.getByLabelText(/E-mail/), 'ada@inkwell.test');
    await view.user.type(screen.getByLabelText(/Password/), 'correct-password');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome Ada' })).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');
    expect(screen.getByText('Inkwell Back Office')).toBeInTheDocument();
  });

  it('has no registration page', async () => {
    const view = openApp('/registration', false);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(view.location()).toBe('/404');
  });

  it('has an access-denied page', async () => {
    openApp('/it/access-denied', true);
    expect(await screen.findByRole('heading', { name: 'Accesso negato' })).toBeInTheDocument();
  });

  it('asks an invited admin for a password on the confirmation page', async () => {
    openApp('/registration/confirm?token=invite', false);
    expect(await screen.findByText('Choose a password to activate your account.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/auth/confirm-register')).toHaveLength(0);
  });

  it('leads from the dashboard order list to the order page', async () => {
    const order = buildOrder({ id: 12, title: 'Teak care guide', status: 'processing_cw' });
    const view = openApp('/dashboard/orders/processing', true, (fake) => {
      fake.on('GET', '/api/admin/orders/processing', () => ({ status: 200, body: pageOf([order]) }));
      fake.on('GET', '/api/admin/orders/action-required', () => ({ status: 200, body: pageOf([], 0) }));
      fake.on('GET', '/api/admin/order/12', () => ({ status: 200, body: order }));
    });

    await view.user.click(await screen.findByRole('link', { name: 'Teak care guide' }));

    expect(await screen.findByRole('heading', { name: /Teak care guide/ })).toHaveTextContent('Processing CW');
    expect(view.location()).toBe('/order/12');
  });
});
