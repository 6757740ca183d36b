import { screen, waitFor, within } from '@testing-library/react';
import type { ClientAccountSettings } from '@inkwell/contracts';
import { errorBody, type FakeBackend, fieldErrorOf } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { installBillingBackend } from '../../../testing/billing-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const ACCOUNT = '/api/client/settings/account';

const clara: ClientAccountSettings = {
  email: 'clara@acme.example',
  firstName: 'Clara',
  lastName: 'Client',
  nickname: null,
  language: 'en',
  currency: 'EUR',
  currencyLocked: false,
};

function open(route: string, account: ClientAccountSettings, setUp: (fake: FakeBackend) => void = () => undefined) {
  backend = installBillingBackend();
  let stored = account;
  backend
    .on('GET', ACCOUNT, () => ({ status: 200, body: stored }))
    .on('PATCH', ACCOUNT, ({ body }) => {
      stored = { ...stored, ...(body as Partial<ClientAccountSettings>) };
      return { status: 200, body: stored };
    })
    .on('GET', '/api/client/settings/email', () => ({ status: 200, body: { email: stored.email, pendingEmail: null } }));
  setUp(backend);
  return renderWithProviders(<AppRoutes />, { route });
}

const profile = async () => within(await screen.findByRole('form', { name: 'Your profile' }));

describe('settings: account', () => {
  it('saves names, nickname, language and currency, and the portal follows the new language', async () => {
    const view = open('/settings/account', clara);
    const form = await profile();
    expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Clara');
    await view.user.type(form.getByRole('textbox', { name: 'Nickname' }), 'Acme');
    await view.user.selectOptions(form.getByRole('combobox', { name: /^Currency/ }), 'GBP');
    await view.user.selectOptions(form.getByRole('combobox', { name: /^Language/ }), 'de');
    await view.user.click(form.getByRole('button', { name: 'Save profile' }));

    await waitFor(() =>
      expect(backend.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
        firstName: 'Clara',
        lastName: 'Client',
        nickname: 'Acme',
        language: 'de',
        currency: 'GBP',
      }),
    );
    await waitFor(() => expect(view.location()).toBe('/de/settings/account'));
    expect(await screen.findByRole('form', { name: 'Ihr Profil' })).toBeInTheDocument();
  });

  it('shows a fixed currency as such and does not send it', async () => {
    const view = open('/settings/account', { ...clara, currencyLocked: true });
    const form = await profile();
    expect(form.getByRole('combobox', { name: /^Currency/ })).toBeDisabled();
    expect(form.getByText('Your currency is fixed once you have placed an order or started a deposit.')).toBeInTheDocument();
    await view.user.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(backend.requests.some((request) => request.method === 'PATCH')).toBe(true));
    expect(backend.requests.find((request) => request.method === 'PATCH')?.body).not.toHaveProperty('currency');
  });

  it('puts core-api’s 409 about the currency under the currency', async () => {
    const locked = 'Your currency is fixed once you have placed an order or started a deposit';
    const view = open('/settings/account', clara, (fake) =>
      fake.on('PATCH', ACCOUNT, () => ({ status: 409, body: errorBody(409, locked, { currency: [locked] }) })),
    );
    const form = await profile();
    await view.user.selectOptions(form.getByRole('combobox', { name: /^Currency/ }), 'USD');
    await view.user.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(fieldErrorOf(form.getByRole('combobox', { name: /^Currency/ }))).toBe(locked));
  });

  it('says when the profile cannot be loaded', async () => {
    open('/settings/account', clara, (fake) => fake.on('GET', ACCOUNT, () => ({ status: 500, body: errorBody(500, 'boom') })));
    expect(await screen.findByText(/Your profile could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks for a new e-mail address with the current password and names a wrong password', async () => {
    const view = open('/settings/account', clara, (fake) =>
      fake.on('PUT', '/api/client/settings/email', ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'right-password'
          ? { status: 200, body: { email: clara.email, pendingEmail: (body as { email: string }).email } }
          : { status: 400, body: errorBody(400, 'The current password is not right', { currentPassword: ['The current password is not right'] }) },
      ),
    );
    const form = within(await screen.findByRole('form', { name: 'Change your e-mail address' }));
    await view.user.type(form.getByRole('textbox', { name: /^New e-mail address/ }), 'new@acme.example');
    const password = form.getByLabelText(/^Current password/);
    await view.user.type(password, 'wrong-password');
    await view.user.click(form.getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(fieldErrorOf(password)).toBe('The current password is not right'));

    await view.user.clear(password);
    await view.user.type(password, 'right-password');
    await view.user.click(form.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('We sent a confirmation link to new@acme.example. Open it to use this address.')).toBeInTheDocument();
  });

  it('confirms the new address from the mailed link once, and says when the link is spent', async () => {
    open('/settings/email/confirm?token=abc', clara, (fake) =>
      fake.on('POST', '/api/client/settings/email/confirm', () => ({ status: 200, body: { email: 'new@acme.example', pendingEmail: null } })),
    );
    expect(await screen.findByText('Your e-mail address is now new@acme.example.')).toBeInTheDocument();
    expect(backend.requests.filter((request) => request.path === '/api/client/settings/email/confirm')).toHaveLength(1);
    backend.uninstall();

    open('/settings/email/confirm?token=used', clara, (fake) =>
      fake.on('POST', '/api/client/settings/email/confirm', () => ({ status: 400, body: errorBody(400, 'invalid', { token: ['invalid'] }) })),
    );
    expect(await screen.findByText(/This link has expired, was already used/)).toBeInTheDocument();
  });
});
