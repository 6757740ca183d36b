import { screen, waitFor, within } from '@testing-library/react';
import type { NotificationRecipientDto } from '@inkwell/contracts';
import { buildNotificationRecipient, errorBody, fieldErrorOf, serveNotificationRecipients, type FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { installBillingBackend } from '../../../testing/billing-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const mia = buildNotificationRecipient();

function open(route: string, recipients: NotificationRecipientDto[], setUp: (fake: FakeBackend) => void = () => undefined) {
  backend = serveNotificationRecipients(installBillingBackend(), '/api/client', recipients);
  setUp(backend);
  return renderWithProviders(<AppRoutes />, { route });
}

const table = async () => within(await screen.findByRole('table', { name: 'Notification recipients' }));
const dialog = async () => within(await screen.findByRole('dialog'));

describe('settings: notifications', () => {
  it('is a settings tab listing the recipients and the mails each gets', async () => {
    const view = open('/settings/billing', [mia]);
    await view.user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    expect(view.location()).toBe('/settings/notifications');
    const rows = await table();
    expect(await rows.findByRole('cell', { name: 'mia@acme.example' })).toBeInTheDocument();
    expect(rows.getByRole('cell', { name: 'Texts ready for review, Invoices' })).toBeInTheDocument();
  });

  it('says when only the account gets notifications', async () => {
    open('/settings/notifications', []);
    expect(await screen.findByText('Only your account’s e-mail address gets notifications.')).toBeInTheDocument();
  });

  it('adds a recipient in a dialog, checking the fields before sending', async () => {
    const view = open('/settings/notifications', []);
    await view.user.click(await screen.findByRole('button', { name: 'Add recipient' }));
    const form = await dialog();
    await view.user.click(form.getByRole('checkbox', { name: 'Texts ready for review' }));
    await view.user.click(form.getByRole('button', { name: 'Save' }));
    expect(fieldErrorOf(form.getByRole('textbox', { name: /^Name/ }))).toBe('This field is required.');
    expect(fieldErrorOf(form.getByRole('textbox', { name: /^E-mail/ }))).toBe('This field is required.');
    expect(form.getByText('Choose at least one kind of mail.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/client/notifications-recipient')).toHaveLength(0);

    await view.user.type(form.getByRole('textbox', { name: /^Name/ }), 'Leo Ledger');
    await view.user.type(form.getByRole('textbox', { name: /^E-mail/ }), 'leo@acme.example');
    await view.user.click(form.getByRole('checkbox', { name: 'Deposit invoices' }));
    await view.user.click(form.getByRole('checkbox', { name: 'Invoices' }));
    await view.user.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('POST', '/api/client/notifications-recipient')[0]?.body).toEqual({
      name: 'Leo Ledger',
      email: 'leo@acme.example',
      events: ['invoices', 'deposits'],
    });
    expect(await (await table()).findByRole('cell', { name: 'leo@acme.example' })).toBeInTheDocument();
  });

  it('shows an address the client has already under the e-mail field', async () => {
    const view = open('/settings/notifications', [mia], (fake) =>
      fake.on('POST', '/api/client/notifications-recipient', () => ({
        status: 409,
        body: { ...errorBody(409, 'mia@acme.example already receives your notifications'), error: { email: ['already receives your notifications'] } },
      })),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Add recipient' }));
    const form = await dialog();
    await view.user.type(form.getByRole('textbox', { name: /^Name/ }), 'Mia again');
    await view.user.type(form.getByRole('textbox', { name: /^E-mail/ }), 'MIA@acme.example');
    await view.user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf(form.getByRole('textbox', { name: /^E-mail/ }))).toBe('already receives your notifications'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits and removes a recipient', async () => {
    const view = open('/settings/notifications', [mia]);
    await view.user.click(await (await table()).findByRole('button', { name: 'Edit Mia Mail' }));
    const form = await dialog();
    expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('mia@acme.example');
    expect(form.getByRole('checkbox', { name: 'Invoices' })).toBeChecked();
    await view.user.click(form.getByRole('checkbox', { name: 'Invoices' }));
    await view.user.click(form.getByRole('checkbox', { name: 'New messages' }));
    await view.user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backend.requestsTo('PUT', '/api/client/notifications-recipient/3')).toHaveLength(1));
    expect(backend.requestsTo('PUT', '/api/client/notifications-recipient/3')[0]?.body).toEqual({
      name: 'Mia Mail',
      email: 'mia@acme.example',
      events: ['orderReady', 'messages'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await view.user.click((await table()).getByRole('button', { name: 'Remove Mia Mail' }));
    const confirm = await dialog();
    expect(confirm.getByText('Mia Mail (mia@acme.example) will no longer get your notifications.')).toBeInTheDocument();
    await view.user.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The recipient was removed.')).toBeInTheDocument();
    expect(backend.requestsTo('DELETE', '/api/client/notifications-recipient/3')).toHaveLength(1);
  });
});
