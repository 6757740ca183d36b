import { screen, waitFor, within } from '@testing-library/react';
import type { AdminLinguistGroupDetail } from '@inkwell/contracts';
import { buildAdminMe, buildAuthState, errorBody, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { buildAdminGroupDetail, buildAdminLinguist, buildAdminLinguistGroup, buildLinguistListItem } from '../../../testing/linguist-builders';

const me = buildAdminMe();
const GROUP = '/api/admin/group/5';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function openGroup(answer?: (fake: FakeBackend) => void) {
  let group: AdminLinguistGroupDetail = buildAdminGroupDetail({ members: [buildLinguistListItem({ id: 7, nickname: 'wordsmith' })] });
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', GROUP, () => ({ status: 200, body: group }));
  backend.on('PATCH', GROUP, ({ body }) => {
    group = { ...group, name: (body as { name: string }).name };
    return { status: 200, body: group };
  });
  backend.on('POST', `${GROUP}/linguists`, ({ body }) => {
    const ids = (body as { linguistIds: number[] }).linguistIds;
    group = { ...group, members: [...group.members, ...ids.map((id) => buildLinguistListItem({ id, nickname: 'inkling' }))] };
    return { status: 200, body: group };
  });
  backend.on('DELETE', `${GROUP}/linguist/7`, () => {
    group = { ...group, members: group.members.filter((member) => member.id !== 7) };
    return { status: 204 };
  });
  backend.on('GET', '/api/admin/linguists', () => ({
    status: 200,
    body: pageOf([buildAdminLinguist({ id: 7, nickname: 'wordsmith' }), buildAdminLinguist({ id: 9, nickname: 'inkling' })]),
  }));
  answer?.(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route: '/group/5', preloadedState: { auth: buildAuthState(me) } });
}

const members = () => within(screen.getByRole('table', { name: 'Members' }));

describe('group page', () => {
  it('shows the group with its client and members, and adds a member found through the picker', async () => {
    const view = openGroup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog writers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the groups of Teak & Co. KG' })).toHaveAttribute('href', '/client/41/groups');
    expect(members().getByRole('link', { name: 'wordsmith' })).toHaveAttribute('href', '/linguist/7');

    await view.user.type(screen.getByRole('combobox', { name: 'Linguist' }), 'in');
    // members are not offered again
    const listbox = within(await screen.findByRole('listbox', { name: 'Linguist' }, { timeout: 2000 }));
    const inkling = await listbox.findByRole('option', { name: /inkling/ }, { timeout: 2000 });
    expect(listbox.getAllByRole('option')).toEqual([inkling]);
    await view.user.click(inkling);
    await view.user.click(screen.getByRole('button', { name: 'Add to the group' }));

    await waitFor(() => expect(members().getByRole('link', { name: 'inkling' })).toHaveAttribute('href', '/linguist/9'));
    expect(backend.requestsTo('POST', `${GROUP}/linguists`)[0]?.body).toEqual({ linguistIds: [9] });
    expect(screen.getByText('inkling was added to the group.')).toBeInTheDocument();
  });

  it('shows why core-api refused a member', async () => {
    const view = openGroup((fake) => {
      fake.on('POST', `${GROUP}/linguists`, () => ({ status: 409, body: errorBody(409, 'The client blocked this linguist.') }));
    });
    await screen.findByRole('heading', { level: 1, name: 'Blog writers' });
    await view.user.type(screen.getByRole('combobox', { name: 'Linguist' }), 'in');
    await view.user.click(await screen.findByRole('option', { name: /inkling/ }, { timeout: 2000 }));
    await view.user.click(screen.getByRole('button', { name: 'Add to the group' }));
    expect(await screen.findByText('The client blocked this linguist.')).toBeInTheDocument();
  });

  it('removes a member and renames the group', async () => {
    const view = openGroup();
    await view.user.click(await screen.findByRole('button', { name: 'Remove wordsmith from the group' }));
    expect(await screen.findByText('The group has no members yet.')).toBeInTheDocument();
    expect(backend.requestsTo('DELETE', `${GROUP}/linguist/7`)).toHaveLength(1);

    await view.user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename the group' }));
    const name = dialog.getByLabelText(/^Name/);
    await view.user.clear(name);
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This field is required.')).toBeInTheDocument();
    await view.user.type(name, 'Travel writers');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel writers' })).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', GROUP)[0]?.body).toEqual({ name: 'Travel writers' });
  });

  it('says so when the group does not exist', async () => {
    openGroup((fake) => {
      fake.on('GET', GROUP, () => ({ status: 404, body: errorBody(404, 'Group not found') }));
    });
    expect(await screen.findByText('This group does not exist.')).toBeInTheDocument();
  });
});

describe('groups list', () => {
  it('is in the navigation at /group and finds every client’s groups by name and type, linking group and client', async () => {
    backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
    backend.on('GET', '/api/admin/users/client', () => ({ status: 200, body: pageOf([]) }));
    backend.on('GET', '/api/admin/groups', ({ query }) => ({
      status: 200,
      body: pageOf(query.get('search') === 'nothing' ? [] : [buildAdminLinguistGroup({ id: 5, name: 'Blog writers', membersCount: 3 })]),
    }));
    backend.install();
    const view = renderWithProviders(<AppRoutes />, { route: '/clients/search', preloadedState: { auth: buildAuthState(me) } });
    await view.user.click(await screen.findByRole('link', { name: 'Groups' }));
    await waitFor(() => expect(view.location()).toBe('/group'));
    expect(screen.getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');

    const table = within(await screen.findByRole('table', { name: 'Linguist groups' }));
    expect(await table.findByRole('link', { name: 'Blog writers' })).toHaveAttribute('href', '/group/5');
    expect(table.getByRole('link', { name: 'Teak & Co. KG' })).toHaveAttribute('href', '/client/41');
    expect(table.getByRole('link', { name: 'Blog writers' }).closest('tr')).toHaveTextContent(/Copywriting.*3/);

    await view.user.selectOptions(screen.getByLabelText('Type'), 'proofreading');
    await view.user.type(screen.getByRole('searchbox'), 'nothing');
    await waitFor(() => {
      const query = backend.requestsTo('GET', '/api/admin/groups').at(-1)?.query;
      expect(Object.fromEntries(query?.entries() ?? [])).toEqual({ search: 'nothing', type: 'proofreading', limit: '10', offset: '0' });
    }, { timeout: 3000 });
    expect(await screen.findByText(/couldn’t find anything/)).toBeInTheDocument();
  });
});
