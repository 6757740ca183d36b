import { screen, waitFor } from '@testing-library/react';
import { buildAdminClientDetail, buildAdminMe, buildAuthState, errorBody, FakeBackend, fieldErrorOf, pageOf } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe();
let backend: FakeBackend;
afterEach(() => backend.uninstall());

function open(route: string) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', '/api/admin/users/client', () => ({ status: 200, body: pageOf([]) }));
  backend.on('POST', '/api/admin/users/client', ({ body }) =>
    (body as { email: string }).email === 'taken@example.test'
      ? { status: 409, body: errorBody(409, 'Another client uses this e-mail address') }
      : { status: 201, body: { id: 77 } },
  );
  backend.on('POST', '/api/admin/pricing/client', () => ({ status: 201, body: { id: 5, clientId: 77 } }));
  backend.on('GET', '/api/admin/client/77', () => ({ status: 200, body: buildAdminClientDetail({ id: 77, name: 'Oak AG', status: 'PENDING_ACTIVATION' }) }));
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

describe('new client', () => {
  it('opens from the client search and checks the fields before sending', async () => {
    const view = open('/clients/search');
    await view.user.click(await screen.findByRole('link', { name: 'New client' }));
    await waitFor(() => expect(view.location()).toBe('/client'));
    await view.user.click(await screen.findByRole('button', { name: 'Create client and send invitation' }));
    await waitFor(() => expect(fieldErrorOf(screen.getByRole('textbox', { name: /^E-mail/ }))).toBeTruthy());
    expect(fieldErrorOf(screen.getByRole('combobox', { name: /Invoicing type/ }))).toBe('This field is required.');
    expect(backend.requestsTo('POST', '/api/admin/users/client')).toHaveLength(0);
    expect(backend.requestsTo('POST', '/api/admin/pricing/client')).toHaveLength(0);
  });

  it('names a taken e-mail under its field, then creates the client and opens its settings', async () => {
    const view = open('/client');
    const email = await screen.findByRole('textbox', { name: /^E-mail/ });
    await view.user.type(email, 'taken@example.test');
    await view.user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Olga');
    await view.user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Oak');
    await view.user.type(screen.getByRole('textbox', { name: /^Company/ }), 'Oak AG');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Invoicing type/ }), 'By invoice');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Currency/ }), 'GBP');
    await view.user.click(screen.getByRole('button', { name: 'Create client and send invitation' }));
    await waitFor(() => expect(fieldErrorOf(email)).toBe('A client with this e-mail address exists already.'));

    await view.user.clear(email);
    await view.user.type(email, 'olga@oak.example');
    await view.user.click(screen.getByRole('checkbox', { name: /own price list/ }));
    await view.user.click(screen.getByRole('button', { name: 'Create client and send invitation' }));
    await waitFor(() => expect(view.location()).toBe('/client/77/settings'));
    expect(backend.requestsTo('POST', '/api/admin/users/client').at(-1)?.body).toEqual({
      email: 'olga@oak.example',
      firstName: 'Olga',
      lastName: 'Oak',
      companyName: 'Oak AG',
      invoicing: 'invoice',
      currency: 'GBP',
      language: 'en',
    });
    expect(await screen.findByText('The client has been created and the invitation sent.')).toBeInTheDocument();
    expect(await screen.findByText('The client’s price list has been created.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/pricing/client')[0]?.body).toEqual({ clientId: 77 });
  });

  it('says so when the client’s price list cannot be made, and still opens the new client', async () => {
    const view = open('/client');
    backend.on('POST', '/api/admin/pricing/client', () => ({ status: 409, body: errorBody(409, 'This client has a price list already') }));
    await view.user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'pia@pine.example');
    await view.user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Pia');
    await view.user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Pine');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Invoicing type/ }), 'Prepaid (deposit)');
    await view.user.click(screen.getByRole('checkbox', { name: /own price list/ }));
    await view.user.click(screen.getByRole('button', { name: 'Create client and send invitation' }));
    expect(await screen.findByText('The client was created, but its price list was not: This client has a price list already')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/client/77/settings'));
  });
});
