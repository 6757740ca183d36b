import { screen } from '@testing-library/react';
import { errorBody, FakeBackend } from '../testing/fake-backend';
import { buildAdminMe, buildClientMe, buildLinguistMe } from '../testing/builders';
import { renderTestApp, TestAppRoutes } from '../testing/test-app';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

describe('RegistrationConfirmPage', () => {
  beforeEach(() => {
    backend = new FakeBackend({ role: 'client', user: buildClientMe() });
    backend.install();
  });

  it('confirms a client account as soon as the page opens', async () => {
    backend.on('POST', '/api/auth/confirm-register', () => ({ status: 200, body: { status: 'ACTIVE' } }));
    renderTestApp(<TestAppRoutes />, { route: '/registration/confirm?token=abc' });

    expect(await screen.findByText('Your account is active. You can now log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(backend.requestsTo('POST', '/api/auth/confirm-register').map((request) => request.body)).toEqual([
      { token: 'abc' },
    ]);
  });

  it('explains a used or unknown token', async () => {
    backend.on('POST', '/api/auth/confirm-register', () => ({
      status: 400,
      body: errorBody(400, 'Invalid token', { token: ['is invalid'] }),
    }));
    renderTestApp(<TestAppRoutes />, { route: '/registration/confirm?token=used' });

    expect(
      await screen.findByText('This confirmation link is invalid or has already been used.'),
    ).toBeInTheDocument();
  });

  it('asks an invited admin for a password before confirming', async () => {
    backend = new FakeBackend({ role: 'admin', user: buildAdminMe() });
    backend.install();
    backend.on('POST', '/api/admin/auth/confirm-register', () => ({ status: 200, body: { status: 'ACTIVE' } }));
    const view = renderTestApp(<TestAppRoutes />, {
      route: '/registration/confirm?token=invite',
      config: { role: 'admin', authPrefix: '/admin/auth' },
    });

    expect(await screen.findByText('Choose a password to activate your account.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/auth/confirm-register')).toHaveLength(0);

    await view.user.type(screen.getByLabelText(/^Password/), 'first-password');
    await view.user.type(screen.getByLabelText(/^Repeat password/), 'first-password');
    await view.user.click(screen.getByRole('button', { name: 'Activate account' }));

    expect(await screen.findByText('Your account is active. You can now log in.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/auth/confirm-register')[0]?.body).toEqual({
      token: 'invite',
      password: 'first-password',
    });
  });

  it('asks a linguist invited by staff for a password, and confirms a self-registered one at once', async () => {
    backend = new FakeBackend({ role: 'linguist', user: buildLinguistMe() });
    backend.install();
    backend.on('POST', '/api/linguist/auth/confirm-register', () => ({ status: 200, body: { status: 'ACTIVE' } }));
    const view = renderTestApp(<TestAppRoutes />, {
      route: '/registration/confirm?token=staff-made&invitation=1',
      config: { role: 'linguist', authPrefix: '/linguist/auth' },
    });
    expect(await screen.findByText('Choose a password to activate your account.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/linguist/auth/confirm-register')).toHaveLength(0);
    await view.user.type(screen.getByLabelText(/^Password/), 'chosen-password');
    await view.user.type(screen.getByLabelText(/^Repeat password/), 'chosen-password');
    await view.user.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(await screen.findByText('Your account is active. You can now log in.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/linguist/auth/confirm-register')[0]?.body).toEqual({ token: 'staff-made', password: 'chosen-password' });
  });
});
