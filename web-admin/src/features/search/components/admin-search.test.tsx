import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminSearchResult } from '@inkwell/contracts';
import { buildAdminMe, buildAuthState, errorBody, FakeBackend, type FakeRequest } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AdminSearch } from './admin-search';

const me = buildAdminMe();
const teak: AdminSearchResult = {
  groups: [
    { kind: 'client', hits: [{ id: 23, label: 'Teak & Co. KG', detail: 'office@teak.example', clientId: 23 }] },
    { kind: 'linguist', hits: [] },
    { kind: 'project', hits: [{ id: 31, label: 'Teak care blog', detail: 'Teak & Co. KG', clientId: 23 }] },
    {
      kind: 'order',
      hits: [
        { id: 501, label: 'Teak care guide', detail: 'Teak & Co. KG', clientId: 23 },
        { id: 502, label: 'Teak oil', detail: 'Teak & Co. KG', clientId: 23 },
      ],
    },
    { kind: 'invoice', hits: [{ id: 9, label: '2026-000123', detail: 'Teak & Co. KG', clientId: 23 }] },
  ],
};
const nothing: AdminSearchResult = { groups: teak.groups.map((group) => ({ ...group, hits: [] })) };

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function open(answer: (request: FakeRequest) => { status: number; body: unknown } = () => ({ status: 200, body: teak })) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', '/api/admin/search', answer);
  backend.install();
  return renderWithProviders(<AdminSearch />, { route: '/dashboard', preloadedState: { auth: buildAuthState(me) } });
}

const box = () => screen.getByRole('combobox', { name: 'Search' });
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('AdminSearch', () => {
  it('lists the hits grouped by kind as the server found them', async () => {
    const view = open();
    await view.user.type(box(), 'teak');

    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getAllByRole('group').map((group) => group.getAttribute('aria-labelledby') && within(group).getAllByRole('option').length)).toEqual([1, 1, 2, 1]);
    expect(within(listbox).getByRole('group', { name: 'Orders' })).toHaveTextContent('Teak care guide');
    expect(within(listbox).queryByRole('group', { name: 'Linguists' })).not.toBeInTheDocument();
    expect(options()).toEqual(['Teak & Co. KGoffice@teak.example', 'Teak care blogTeak & Co. KG', 'Teak care guideTeak & Co. KG', 'Teak oilTeak & Co. KG', '2026-000123Teak & Co. KG']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('5 results');
    expect(backend.requestsTo('GET', '/api/admin/search').at(-1)?.query.get('q')).toBe('teak');
  });

  it('moves through every hit across the groups with the arrow keys and opens the active one with Enter', async () => {
    const view = open();
    await view.user.type(box(), 'teak');
    await screen.findByRole('listbox');

    await view.user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: /Teak care guide/ });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', active.id);
    expect(box()).toHaveFocus();

    // Up from the first wraps to the last, down from the last to the first.
    await view.user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /2026-000123/ })).toHaveAttribute('aria-selected', 'true');
    await view.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Teak & Co. KG office/ })).toHaveAttribute('aria-selected', 'true');

    await view.user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(view.location()).toBe('/order/501');
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens an invoice as its client’s invoice list, and a hit by click', async () => {
    const view = open();
    await view.user.type(box(), 'teak');
    await view.user.click(await screen.findByRole('option', { name: /2026-000123/ }));
    expect(view.location()).toBe('/billing/invoices?clientId=23');

    await view.user.type(box(), 'teak');
    await view.user.click(await screen.findByRole('option', { name: /Teak care blog/ }));
    expect(view.location()).toBe('/project/31');
  });

  it('closes the list with Escape and empties the box with a second Escape', async () => {
    const view = open();
    await view.user.type(box(), 'teak');
    await screen.findByRole('listbox');
    await view.user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('teak');

    await view.user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    await view.user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks for three characters before searching, but searches an id of any length', async () => {
    const view = open();
    await view.user.type(box(), 'te');
    expect(await screen.findByText('Type at least 3 characters or an id.')).toBeInTheDocument();
    // Longer than the debounce: no request follows.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(backend.requestsTo('GET', '/api/admin/search')).toHaveLength(0);

    await view.user.clear(box());
    await view.user.type(box(), '12');
    await waitFor(() => expect(backend.requestsTo('GET', '/api/admin/search').at(-1)?.query.get('q')).toBe('12'));
  });

  it('says when nothing was found and when the search failed', async () => {
    const view = open(({ query }) =>
      query.get('q') === 'nothing' ? { status: 200, body: nothing } : { status: 500, body: errorBody(500, 'Database unavailable') },
    );
    await view.user.type(box(), 'nothing');
    expect(await screen.findByText('Sorry, we couldn’t find anything.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 results');

    await view.user.clear(box());
    await view.user.type(box(), 'broken');
    // A server fault is not explained to the reader beyond that it happened.
    expect(await screen.findByText(/The search failed/)).toHaveTextContent('The search failed: Something went wrong.');
  });
});
