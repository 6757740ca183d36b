import { screen, waitFor, within } from '@testing-library/react';
import type { ApiKey } from '@inkwell/contracts';
import type { FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../app/router';
import { installBillingBackend } from '../../testing/billing-backend';
import { renderWithProviders } from '../../testing/render-with-providers';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const shopKey: ApiKey = {
  id: 3,
  name: 'Shop integration',
  scopes: ['read', 'orders:write'],
  prefix: 'ink_live_3fKq',
  createdAt: '2026-11-20T09:30:00.000Z',
  lastUsedAt: '2026-11-27T10:02:11.000Z',
  lastUsedIp: '203.0.113.7',
  revokedAt: null,
};
const SECRET = 'ink_live_3fKqM0sYwXo2d9Qv7h1LZcA8bN4eR6tUjPgVyKiWmHs';

function open(keys: ApiKey[]) {
  let list = keys;
  backend = installBillingBackend()
    .on('GET', '/api/client/api-keys', () => ({ status: 200, body: { data: list, total: list.length } }))
    .on('POST', '/api/client/api-keys', ({ body }) => {
      const created = { ...shopKey, id: 9, prefix: SECRET.slice(0, 13), lastUsedAt: null, lastUsedIp: null, ...(body as object) };
      list = [created, ...list];
      return { status: 201, body: { ...created, secret: SECRET } };
    })
    .on('DELETE', '/api/client/api-keys/3', () => {
      list = list.map((key) => (key.id === 3 ? { ...key, revokedAt: '2026-11-27T11:00:00.000Z' } : key));
      return { status: 204 };
    });
  return renderWithProviders(<AppRoutes />, { route: '/settings/api' });
}

const table = async () => within(await screen.findByRole('table', { name: 'API keys' }));
const dialog = async () => within(await screen.findByRole('dialog'));

describe('settings: API', () => {
  it('is a settings tab listing the keys with their scopes and last use, and links the documentation', async () => {
    const view = open([shopKey]);
    expect(await screen.findByRole('tab', { name: 'API', selected: true })).toBeInTheDocument();
    const rows = await table();
    expect(await rows.findByRole('cell', { name: 'Shop integration' })).toBeInTheDocument();
    expect(rows.getByRole('cell', { name: 'Read, Create and change orders' })).toBeInTheDocument();
    expect(rows.getByRole('cell', { name: /from 203\.0\.113\.7/ })).toBeInTheDocument();
    expect(rows.getByRole('cell', { name: 'ink_live_3fKq…' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/docs/');
    expect(view.location()).toBe('/settings/api');
  });

  it('says when there is no key yet', async () => {
    open([]);
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
  });

  it('creates a key in a dialog, checking the fields, and shows its secret once with a copy button', async () => {
    const view = open([]);
    await view.user.click(await screen.findByRole('button', { name: 'Create API key' }));
    let form = await dialog();
    await view.user.click(form.getByRole('checkbox', { name: 'Read' }));
    await view.user.click(form.getByRole('button', { name: 'Create key' }));
    expect(await form.findByText('Choose at least one scope.')).toBeInTheDocument();
    expect(form.getByText('This field is required.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/client/api-keys')).toHaveLength(0);

    await view.user.type(form.getByRole('textbox', { name: /^Name/ }), ' ERP ');
    await view.user.click(form.getByRole('checkbox', { name: 'Read billing' }));
    await view.user.click(form.getByRole('checkbox', { name: 'Create and change orders' }));
    await view.user.click(form.getByRole('button', { name: 'Create key' }));

    form = within(await screen.findByRole('dialog', { name: 'Your new API key' }));
    expect(form.getByTestId('api-key-secret')).toHaveTextContent(SECRET);
    expect(form.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/client/api-keys')[0]?.body).toEqual({ name: 'ERP', scopes: ['orders:write', 'billing:read'] });

    await view.user.click(form.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await (await table()).findByRole('cell', { name: 'ERP' })).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('revokes a key after confirmation', async () => {
    const view = open([shopKey]);
    await view.user.click(await (await table()).findByRole('button', { name: 'Revoke Shop integration' }));
    const confirm = await dialog();
    expect(confirm.getByText(/Calls with “Shop integration” \(ink_live_3fKq…\) will be refused/)).toBeInTheDocument();
    await view.user.click(confirm.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(backend.requestsTo('DELETE', '/api/client/api-keys/3')).toHaveLength(1));
    expect(await (await table()).findByRole('cell', { name: /^Revoked/ })).toBeInTheDocument();
  });
});
