import { screen } from '@testing-library/react';
import { errorBody, FakeBackend } from '../testing/fake-backend';
import { buildClientMe } from '../testing/builders';
import { renderTestApp, TestAppRoutes } from '../testing/test-app';

let backend: FakeBackend;

beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user: buildClientMe() });
  backend.install();
});
afterEach(() => backend.uninstall());

describe('PasswordResetRequestPage', () => {
  const successText =
    'If an account exists for this e-mail address, we have sent it a link to reset the password. Please check your inbox.';

  it.each(['known@example.com', 'unknown@example.com'])('shows the same success text for %s', async (email) => {
    backend.on('POST', '/api/auth/send-reset-password-link', () => ({ status: 204 }));
    const view = renderTestApp(<TestAppRoutes />, { route: '/password-reset/request' });
    await view.user.type(await screen.findByLabelText(/E-mail/), email);
    await view.user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByText(successText)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send link' })).not.toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/auth/send-reset-password-link')[0]?.body).toEqual({ email });
  });

  it('validates the e-mail before sending', async () => {
    const view = renderTestApp(<TestAppRoutes />, { route: '/password-reset/request' });
    await view.user.click(await screen.findByRole('button', { name: 'Send link' }));

    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/auth/send-reset-password-link')).toHaveLength(0);
  });

  it('shows a server field error under the e-mail field', async () => {
    backend.on('POST', '/api/auth/send-reset-password-link', () => ({
      status: 400,
      body: errorBody(400, 'Invalid', { email: ['must be a valid email'] }),
    }));
    const view = renderTestApp(<TestAppRoutes />, { route: '/password-reset/request' });
    await view.user.type(await screen.findByLabelText(/E-mail/), 'a@b.co');
    await view.user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByText('must be a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('PasswordResetUpdatePage', () => {
  async function fillPasswords(view: ReturnType<typeof renderTestApp>, password: string, repeat: string) {
    await view.user.type(await screen.findByLabelText(/^New password/), password);
    await view.user.type(screen.getByLabelText(/^Repeat password/), repeat);
    await view.user.click(screen.getByRole('button', { name: 'Save password' }));
  }

  it('requires a long enough password typed twice the same', async () => {
    const view = renderTestApp(<TestAppRoutes />, { route: '/password-reset/update?token=t0k3n' });
    await fillPasswords(view, 'short', 'different');

    expect(await screen.findByText('The password needs between 8 and 128 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it('sends the token with the new password and then links to the login', async () => {
    backend.on('POST', '/api/auth/reset-password', () => ({ status: 204 }));
    const view = renderTestApp(<TestAppRoutes />, { route: '/password-reset/update?token=t0k3n' });
    await fillPasswords(view, 'a-new-password', 'a-new-password');

    expect(
      await screen.findByText('Your password has been changed. You can now log in with the new password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(backend.requestsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      token: 't0k3n',
      password: 'a-new-password',
    });
  });

  it('explains an invalid token and offers a new link', async () => {
    backend.on('POST', '/api/auth/reset-password', () => ({
      status: 400,
      body: errorBody(400, 'Invalid token', { token: ['is invalid or expired'] }),
    }));
    const view = renderTestApp(<TestAppRoutes />, { route: '/password-reset/update?token=used' });
    await fillPasswords(view, 'a-new-password', 'a-new-password');

    expect(await screen.findByText('This link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/password-reset/request');
  });

  it('treats a link without token as invalid', async () => {
    renderTestApp(<TestAppRoutes />, { route: '/password-reset/update' });
    expect(await screen.findByText('This link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save password' })).not.toBeInTheDocument();
  });
});
