import { screen, waitFor, within } from '@testing-library/react';
import type { AdminClientLinguistItem } from '@inkwell/contracts';
import { buildAdminClientDetail, buildAdminMe, buildAuthState, errorBody, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { buildAdminLinguist, buildClientLinguist } from '../../../testing/linguist-builders';

const me = buildAdminMe();
const teak = buildAdminClientDetail({ id: 41, name: 'Teak & Co. KG' });
const LINGUISTS = '/api/admin/client/41/linguists';
const action = (linguistId: number, name: string) => `/api/admin/client/41/linguist/${linguistId}/${name}`;

let backend: FakeBackend;
afterEach(() => backend.uninstall());

/** A client whose relations change as core-api would change them. */
function openClient(tab: string, answer?: (fake: FakeBackend) => void) {
  const linguists: AdminClientLinguistItem[] = [
    buildClientLinguist({ id: 7, nickname: 'wordsmith', relation: 'BOOKMARKED' }),
    buildClientLinguist({ id: 8, nickname: 'penwright', relation: null, ordersWithClient: 2 }),
  ];
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', '/api/admin/client/41', () => ({ status: 200, body: teak }));
  backend.on('GET', LINGUISTS, ({ query }) => {
    const relation = query.get('relation');
    const rows = relation === 'blocked' ? linguists.filter((linguist) => linguist.relation === 'BLOCKED') : linguists;
    return { status: 200, body: pageOf(rows) };
  });
  for (const [name, relation] of [['bookmark', 'BOOKMARKED'], ['unbookmark', null], ['block', 'BLOCKED'], ['unblock', null]] as const) {
    for (const id of [7, 8, 9]) {
      backend.on('PUT', action(id, name), () => {
        const known = linguists.find((linguist) => linguist.id === id);
        if (known) known.relation = relation;
        else linguists.push(buildClientLinguist({ id, nickname: 'inkling', relation }));
        return { status: 200, body: { relation } };
      });
    }
  }
  answer?.(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route: `/client/41/${tab}`, preloadedState: { auth: buildAuthState(me) } });
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('client linguists tab', () => {
  it('lists the client’s linguists and bookmarks, unbookmarks, blocks (confirmed) and unblocks on the client’s behalf', async () => {
    const view = openClient('linguists');
    expect(await screen.findByRole('tab', { name: 'Linguists', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'wordsmith' })).toHaveAttribute('href', '/linguist/7');
    expect(within(rowOf('penwright')).getByText('2')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Remove the bookmark of wordsmith' }));
    await waitFor(() => expect(backend.requestsTo('PUT', action(7, 'unbookmark'))).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Bookmark wordsmith' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Bookmark penwright' }));
    await waitFor(() => expect(within(rowOf('penwright')).getByText('Bookmarked')).toBeInTheDocument());

    await view.user.click(screen.getByRole('button', { name: 'Block penwright' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block penwright?' }));
    expect(dialog.getByText(/no longer sees or takes the orders of Teak & Co\. KG/)).toBeInTheDocument();
    expect(backend.requestsTo('PUT', action(8, 'block'))).toHaveLength(0);
    await view.user.click(dialog.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('PUT', action(8, 'block'))).toHaveLength(1);
    await waitFor(() => expect(within(rowOf('penwright')).getByText('Blocked')).toBeInTheDocument());
    // a blocked linguist cannot be bookmarked, so only unblocking is offered
    expect(screen.queryByRole('button', { name: 'Bookmark penwright' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Unblock penwright' }));
    await waitFor(() => expect(backend.requestsTo('PUT', action(8, 'unblock'))).toHaveLength(1));
  });

  it('filters by relation on the server and shows a refused action', async () => {
    const view = openClient('linguists', (fake) => {
      fake.on('PUT', action(7, 'unbookmark'), () => ({ status: 409, body: errorBody(409, 'The relation changed meanwhile.') }));
    });
    await screen.findByRole('link', { name: 'wordsmith' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Relation' }), 'Blocked');
    await waitFor(() => expect(backend.requestsTo('GET', LINGUISTS).at(-1)?.query.get('relation')).toBe('blocked'));
    expect(await screen.findByText(/couldn’t find anything/)).toBeInTheDocument();

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Relation' }), 'All');
    await view.user.click(await screen.findByRole('button', { name: 'Remove the bookmark of wordsmith' }));
    expect(await screen.findByText('The relation changed meanwhile.')).toBeInTheDocument();
  });

  it('bookmarks a linguist the client has no relation with yet, found through the picker', async () => {
    const view = openClient('linguists', (fake) => {
      fake.on('GET', '/api/admin/linguists', () => ({ status: 200, body: pageOf([buildAdminLinguist({ id: 9, nickname: 'inkling' })]) }));
    });
    await screen.findByRole('link', { name: 'wordsmith' });
    await view.user.type(screen.getByRole('combobox', { name: 'Linguist' }), 'ink');
    await view.user.click(await screen.findByRole('option', { name: /inkling/ }, { timeout: 2000 }));
    await view.user.click(screen.getByRole('button', { name: 'Bookmark inkling' }));
    expect(await screen.findByRole('link', { name: 'inkling' })).toHaveAttribute('href', '/linguist/9');
    expect(backend.requestsTo('PUT', action(9, 'bookmark'))).toHaveLength(1);
  });
});

describe('client groups tab', () => {
  it('lists the client’s groups, each opening its page', async () => {
    openClient('groups', (fake) => {
      fake.on('GET', '/api/admin/client/41/groups', () => ({
        status: 200,
        body: [{ id: 5, name: 'Blog writers', type: 'copywriting', membersCount: 3, createdAt: '2025-01-01T00:00:00.000Z' }],
      }));
    });
    expect(await screen.findByRole('link', { name: 'Blog writers' })).toHaveAttribute('href', '/group/5');
    expect(within(rowOf('Blog writers')).getByText('Copywriting')).toBeInTheDocument();
  });

  it('says when the client has none', async () => {
    openClient('groups', (fake) => {
      fake.on('GET', '/api/admin/client/41/groups', () => ({ status: 200, body: [] }));
    });
    expect(await screen.findByText('The client has no linguist groups yet.')).toBeInTheDocument();
  });
});
