import { screen, waitFor, within } from '@testing-library/react';
import type { NotificationRecipientDto } from '@inkwell/contracts';
import {
  buildAdminClientDetail,
  buildAdminMe,
  buildAuthState,
  buildNotificationRecipient,
  errorBody,
  FakeBackend,
  fieldErrorOf,
  serveNotificationRecipients,
} from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe();
const client = buildAdminClientDetail({ id: 41, name: 'Teak & Co. KG' });
const LIST = '/api/admin/client/41/notifications-recipients';
const ONE = '/api/admin/client/41/notifications-recipient';
const mia = buildNotificationRecipient({ email: 'mia@teak.example' });
let backend: FakeBackend;
afterEach(() => backend.uninstall());

/** The client page's settings tab over a list the fake backend keeps, as core-api would. */
function open(recipients: NotificationRecipientDto[], answer: (fake: FakeBackend) => void = () => undefined) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', '/api/admin/client/41', () => ({ status: 200, body: client }));
  serveNotificationRecipients(backend, '/api/admin/client/41', recipients);
  answer(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route: '/client/41/settings', preloadedState: { auth: buildAuthState(me) } });
}

const table = async () => within(await screen.findByRole('table', { name: 'Notification recipients' }));
const dialog = async () => within(await screen.findByRole('dialog'));

describe('client settings tab', () => {
  it('lists the client’s notification recipients with the events each receives', async () => {
    open([mia]);
    const rows = await table();
    expect(await rows.findByRole('cell', { name: 'mia@teak.example' })).toBeInTheDocument();
    expect(rows.getByRole('cell', { name: 'Texts ready for review, Invoices' })).toBeInTheDocument();
    expect(screen.getByText(/these people get the client’s mails/)).toBeInTheDocument();
  });

  it('says so when the client has none, and what went wrong when the list cannot be read', async () => {
    open([]);
    expect(await screen.findByText('The client has no further notification recipients.')).toBeInTheDocument();
    backend.uninstall();
    open([], (fake) => fake.on('GET', LIST, () => ({ status: 404, body: errorBody(404, 'Client not found') })));
    expect(await screen.findByText('Client not found')).toBeInTheDocument();
  });

  it('adds a recipient for the client, checking name, e-mail and at least one event first', async () => {
    const view = open([]);
    await view.user.click(await screen.findByRole('button', { name: 'Add recipient' }));
    const form = await dialog();
    await view.user.click(form.getByRole('checkbox', { name: 'Texts ready for review' }));
    await view.user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf(form.getByRole('textbox', { name: /^Name/ }))).toBe('This field is required.'));
    expect(form.getByText('Choose at least one kind of mail.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', ONE)).toHaveLength(0);

    await view.user.type(form.getByRole('textbox', { name: /^Name/ }), ' Leo Ledger ');
    await view.user.type(form.getByRole('textbox', { name: /^E-mail/ }), 'leo@teak.example');
    await view.user.click(form.getByRole('checkbox', { name: 'Deposit invoices' }));
    await view.user.click(form.getByRole('checkbox', { name: 'Invoices' }));
    await view.user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backend.requestsTo('POST', ONE)).toHaveLength(1));
    expect(backend.requestsTo('POST', ONE)[0]?.body).toEqual({ name: 'Leo Ledger', email: 'leo@teak.example', events: ['invoices', 'deposits'] });
    expect(await (await table()).findByRole('cell', { name: 'leo@teak.example' })).toBeInTheDocument();
    expect(screen.getByText('The recipient was saved.')).toBeInTheDocument();
  });

  it('shows core-api’s refusal under the field it names', async () => {
    const view = open([mia], (fake) =>
      fake.on('POST', ONE, () => ({
        status: 409,
        body: { ...errorBody(409, 'mia@teak.example already receives the client’s notifications'), error: { email: ['already receives the client’s notifications'] } },
      })),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Add recipient' }));
    const form = await dialog();
    await view.user.type(form.getByRole('textbox', { name: /^Name/ }), 'Mia again');
    await view.user.type(form.getByRole('textbox', { name: /^E-mail/ }), 'MIA@teak.example');
    await view.user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf(form.getByRole('textbox', { name: /^E-mail/ }))).toBe('already receives the client’s notifications'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits a recipient’s events and removes it after confirming', async () => {
    const view = open([mia]);
    await view.user.click(await (await table()).findByRole('button', { name: 'Edit Mia Mail' }));
    const form = await dialog();
    expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('mia@teak.example');
    await view.user.click(form.getByRole('checkbox', { name: 'Invoices' }));
    await view.user.click(form.getByRole('checkbox', { name: 'New messages' }));
    await view.user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backend.requestsTo('PUT', `${ONE}/3`)).toHaveLength(1));
    expect(backend.requestsTo('PUT', `${ONE}/3`)[0]?.body).toEqual({ name: 'Mia Mail', email: 'mia@teak.example', events: ['orderReady', 'messages'] });
    expect(await (await table()).findByRole('cell', { name: 'Texts ready for review, New messages' })).toBeInTheDocument();

    await view.user.click((await table()).getByRole('button', { name: 'Remove Mia Mail' }));
    const confirm = await dialog();
    expect(confirm.getByText('Mia Mail (mia@teak.example) will no longer get the client’s notifications.')).toBeInTheDocument();
    await view.user.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The recipient was removed.')).toBeInTheDocument();
    expect(backend.requestsTo('DELETE', `${ONE}/3`)).toHaveLength(1);
    expect(await screen.findByText('The client has no further notification recipients.')).toBeInTheDocument();
  });
});
