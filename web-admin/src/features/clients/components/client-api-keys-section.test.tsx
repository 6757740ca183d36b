import { screen, waitFor, within } from '@testing-library/react';
import type { ApiKey } from '@inkwell/contracts';
import { buildAdminMe, buildAuthState, FakeBackend } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ClientApiKeysSection } from './client-api-keys-section';

const me = buildAdminMe();
const BASE = '/api/admin/client/41/api-keys';
let backend: FakeBackend;
afterEach(() => backend.uninstall());

const erpKey: ApiKey = {
  id: 5,
  name: 'ERP',
  scopes: ['read', 'billing:read'],
  prefix: 'ink_live_Zq0P',
  createdAt: '2026-11-02T08:00:00.000Z',
  lastUsedAt: null,
  lastUsedIp: null,
  revokedAt: null,
};

function open(keys: ApiKey[]) {
  let list = keys;
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', BASE, () => ({ status: 200, body: { data: list, total: list.length } }));
  backend.on('DELETE', `${BASE}/5`, () => {
    list = list.map((key) => ({ ...key, revokedAt: '2026-11-27T12:00:00.000Z' }));
    return { status: 204 };
  });
  backend.install();
  return renderWithProviders(<ClientApiKeysSection clientId={41} />, { preloadedState: { auth: buildAuthState(me) } });
}

describe('a client’s API keys on its settings tab', () => {
  it('lists the keys, never used ones said so, and lets staff revoke one but not create one', async () => {
    const view = open([erpKey]);
    const table = within(await screen.findByRole('table', { name: 'API keys' }));
    expect(await table.findByRole('cell', { name: 'ERP' })).toBeInTheDocument();
    expect(table.getByRole('cell', { name: 'Never' })).toBeInTheDocument();
    expect(table.getByRole('cell', { name: 'Read, Read billing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create API key' })).not.toBeInTheDocument();

    await view.user.click(table.getByRole('button', { name: 'Revoke ERP' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText(/the client’s key “ERP”/)).toBeInTheDocument();
    await view.user.click(confirm.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(backend.requestsTo('DELETE', `${BASE}/5`)).toHaveLength(1));
    expect(await screen.findByRole('cell', { name: /^Revoked/ })).toBeInTheDocument();
  });

  it('says when the client has no key', async () => {
    open([]);
    expect(await screen.findByText('The client has no API keys.')).toBeInTheDocument();
  });
});
