import { screen } from '@testing-library/react';
import { errorBody, FakeBackend } from '../testing/fake-backend';
import { buildClientMe } from '../testing/builders';
import { renderTestApp, TestAppRoutes } from '../testing/test-app';

const user = buildClientMe({ email: 'clara@example.com' });
let backend: FakeBackend;

beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user, password: 'correct-password' });
  backend.install();
});
afterEach(() => backend.uninstall());

async function openLogin(route = '/login') {
  const view = renderTestApp(<TestAppRoutes />, { route });
  await screen.findByRole('heading', { name: /log in|anmelden/i });
  return view;
}

describe('LoginPage', () => {
  it('asks for both fields before calling the BFF', async () => {
    const view = await openLogin();
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(backend.requestsTo('POST', '/bff/auth/login')).toHaveLength(0);
  });

  it('rejects an e-mail address that is not one', async () => {
    const view = await openLogin();
    await view.user.type(screen.getByLabelText(/E-mail/), 'clara-at-example');
    await view.user.type(screen.getByLabelText(/Password/), 'whatever');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/bff/auth/login')).toHaveLength(0);
  });

  it('shows the generic credentials message in an alert when the BFF answers 401', async () => {
    const view = await openLogin();
    await view.user.type(screen.getByLabelText(/E-mail/), 'clara@example.com');
    await view.user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or the password is not correct.');
    expect(backend.requestsTo('POST', '/bff/auth/login')[0]?.body).toEqual({
      username: 'clara@example.com',
      password: 'wrong-password',
    });
    expect(view.location()).toBe('/login');
  });

  it('tells the user to wait when the BFF answers 429', async () => {
    backend.on('POST', '/bff/auth/login', () => ({ status: 429, body: errorBody(429, 'Too many requests') }));
    const view = await openLogin('/de/login');
    await view.user.type(screen.getByLabelText(/E-Mail/), 'clara@example.com');
    await view.user.type(screen.getByLabelText(/Passwort/), 'correct-password');
    await view.user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    );
  });

  it('reports a server failure with the default message', async () => {
    backend.on('POST', '/bff/auth/login', () => ({ status: 502, body: errorBody(502, 'upstream exploded') }));
    const view = await openLogin();
    await view.user.type(screen.getByLabelText(/E-mail/), 'clara@example.com');
    await view.user.type(screen.getByLabelText(/Password/), 'correct-password');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('links to sign-up only in apps that have a registration page', async () => {
    const view = await openLogin();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/registration');
    view.unmount();

    renderTestApp(<TestAppRoutes />, { route: '/login', config: { registrationPath: undefined } });
    await screen.findByRole('heading', { name: 'Log in' });
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
