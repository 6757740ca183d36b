import { screen, waitFor, within } from '@testing-library/react';
import {
  buildAdminClient,
  buildAdminClientDetail,
  buildAdminInvoice,
  buildAdminMe,
  buildAuthState,
  errorBody,
  FakeBackend,
  pageOf,
  type FakeRequest,
} from '@inkwell/web-kit/testing';
import { AppRoutes } from '../app/router';
import { renderWithProviders } from '../testing/render-with-providers';

// The picker is tried where staff use it: the invoice search of the billing pages.
const CLIENTS = '/api/admin/users/client';
const INVOICES = '/api/admin/billing/invoices';
const SEARCH_WAIT = { timeout: 2000 };
const me = buildAdminMe({ fakturaAccess: true });

const teak = buildAdminClient({ id: 23, name: 'Teak & Co. KG', email: 'office@teak.example' });
const oak = buildAdminClient({ id: 24, name: null, email: 'anna@oak.example' });

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function openInvoices(route = '/billing/invoices', answer?: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', INVOICES, ({ query }: FakeRequest) => ({
    status: 200,
    body: pageOf([buildAdminInvoice({ number: query.has('clientId') ? `invoice-of-${query.get('clientId')}` : 'any-invoice' })]),
  })).on('GET', CLIENTS, ({ query }: FakeRequest) => {
    const search = query.get('search') ?? '';
    return { status: 200, body: pageOf([teak, oak].filter((client) => `${client.name} ${client.email}`.toLowerCase().includes(search))) };
  });
  answer?.(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

const clientQueries = () => backend.requestsTo('GET', CLIENTS).map((request) => Object.fromEntries(request.query.entries()));
/** The picker's options; the page's selects have options too. */
const clientOptions = async () => within(await screen.findByRole('listbox', { name: 'Client' }, SEARCH_WAIT)).getAllByRole('option');

const lastInvoiceQuery = () => Object.fromEntries(backend.requestsTo('GET', INVOICES).at(-1)?.query.entries() ?? []);

describe('ClientPicker', () => {
  it('searches once typing paused for 300 ms, showing that it searches, then offers the matches', async () => {
    const view = openInvoices();
    const input = await screen.findByRole('combobox', { name: 'Client' });
    expect(input).toHaveAttribute('placeholder', 'Name, company or e-mail');
    await view.user.type(input, 'oak');
    // Typing is faster than the debounce: nothing asked yet, one search for the whole word after it.
    expect(clientQueries()).toEqual([]);
    expect(screen.getByText('Searching…')).toHaveAttribute('role', 'status');
    expect((await clientOptions()).map((option) => option.textContent)).toEqual(['Client no. 24 anna@oak.example']);
    expect(clientQueries()).toEqual([{ search: 'oak', limit: '10', offset: '0' }]);
  });

  it('says when no client matches, and when the search failed', async () => {
    const view = openInvoices();
    const input = await screen.findByRole('combobox', { name: 'Client' });
    await view.user.type(input, 'nobody');
    await waitFor(() => expect(screen.getByText('No elements found.')).toHaveAttribute('role', 'status'), SEARCH_WAIT);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    backend.on('GET', CLIENTS, () => ({ status: 500, body: errorBody(500, 'Down') }));
    await view.user.type(input, 'x');
    await waitFor(() => expect(screen.getByText('Clients could not be searched. Try again.')).toHaveAttribute('role', 'status'), SEARCH_WAIT);
  });

  it('narrows the invoices to the picked client and widens them again when cleared', async () => {
    const view = openInvoices();
    const input = await screen.findByRole('combobox', { name: 'Client' });
    expect(await screen.findByText('any-invoice')).toBeInTheDocument();
    await view.user.type(input, 'teak');
    const [option] = await clientOptions();
    await view.user.click(option);
    expect(input).toHaveValue('Teak & Co. KG');
    expect(await screen.findByText('invoice-of-23')).toBeInTheDocument();
    expect(lastInvoiceQuery()).toEqual({ clientId: '23', limit: '10', offset: '0' });

    await view.user.click(screen.getByRole('button', { name: 'Clear client' }));
    expect(input).toHaveValue('');
    // Every client's list again (RTK Query answers it from its cache, so no new request is needed).
    expect(await screen.findByText('any-invoice')).toBeInTheDocument();
    expect(screen.queryByText('invoice-of-23')).not.toBeInTheDocument();
  });

  it('is picked from the keyboard', async () => {
    const view = openInvoices();
    const input = await screen.findByRole('combobox', { name: 'Client' });
    await view.user.type(input, 'example');
    expect(await clientOptions()).toHaveLength(2);
    await view.user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('Client no. 24');
    expect(await screen.findByText('invoice-of-24')).toBeInTheDocument();
  });

  it('names the client of a link that opens the page on one client, and lists only theirs', async () => {
    openInvoices('/billing/invoices?clientId=41', (fake) =>
      fake.on('GET', '/api/admin/client/41', () => ({ status: 200, body: buildAdminClientDetail({ id: 41, name: 'Birch GmbH' }) })),
    );
    const input = await screen.findByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(input).toHaveValue('Birch GmbH'));
    expect(await screen.findByText('invoice-of-41')).toBeInTheDocument();
    expect(backend.requestsTo('GET', INVOICES).map((request) => request.query.get('clientId'))).toEqual(['41']);
    expect(clientQueries()).toEqual([]);
  });
});
