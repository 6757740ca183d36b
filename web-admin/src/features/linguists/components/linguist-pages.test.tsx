import { screen, waitFor, within } from '@testing-library/react';
import { buildAdminMe, buildAuthState, errorBody, FakeBackend, pageOf, type FakeRequest } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';
import {
  buildAdminLinguist,
  buildAdminLinguistGroup,
  buildAdminLinguistNote,
  buildAdminLinguistOrder,
  buildAdminLinguistProfile,
} from '../../../testing/linguist-builders';

const SEARCH_WAIT = { timeout: 3000 };
const me = buildAdminMe();
const LINGUISTS = '/api/admin/linguists';

const levels = [
  { code: 'simple', name: 'Junior', rank: 1 },
  { code: 'good', name: 'Linguist', rank: 2 },
  { code: 'professional', name: 'Senior', rank: 3 },
  { code: 'premium', name: 'Expert', rank: 4 },
];
const languages = [
  { id: 1, name: 'German - Germany', culture: 'de-DE', code: 'de' },
  { id: 2, name: 'English - US', culture: 'en-US', code: 'en' },
];
const countries = [{ code: 'DE', name: 'Germany', eu: true }];

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function open(route: string, answer?: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend
    .on('GET', '/api/client/levels', () => ({ status: 200, body: { data: levels } }))
    .on('GET', '/api/client/languages', () => ({ status: 200, body: { data: languages } }))
    .on('GET', '/api/client/countries', () => ({ status: 200, body: { data: countries } }));
  answer?.(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

const lastSearch = () => Object.fromEntries(backend.requestsTo('GET', LINGUISTS).at(-1)?.query.entries() ?? []);

/** Ticks an option of a multi-select; the header's language menu is a button named Language too. */
async function pick(view: ReturnType<typeof open>, label: string, option: string) {
  const trigger = screen.getAllByRole('button', { name: label }).find((button) => button.getAttribute('aria-haspopup') === 'dialog');
  await view.user.click(trigger!);
  await view.user.click(await within(screen.getByRole('dialog', { name: label })).findByRole('checkbox', { name: option }));
  await view.user.keyboard('{Escape}');
}

describe('linguist search', () => {
  it('is in the navigation, links each linguist, and sends search and filters to the server', async () => {
    const view = open('/clients/search', (fake) => {
      fake.on('GET', '/api/admin/users/client', () => ({ status: 200, body: pageOf([]) }));
      fake.on('GET', LINGUISTS, ({ query }) => ({
        status: 200,
        body: pageOf(query.get('search') === 'nobody' ? [] : [buildAdminLinguist(), buildAdminLinguist({ id: 8, nickname: null, firstName: null, lastName: null })]),
      }));
    });
    await view.user.click(await screen.findByRole('link', { name: 'Linguists' }));

    expect(await screen.findByRole('link', { name: 'wordsmith' })).toHaveAttribute('href', '/linguist/7');
    expect(screen.getByRole('link', { name: 'Linguist no. 8' })).toHaveAttribute('href', '/linguist/8');
    expect(view.location()).toBe('/linguists/search');
    expect(lastSearch()).toEqual({ limit: '10', offset: '0' });

    await pick(view, 'Status', 'Closed by GC');
    await pick(view, 'Status', 'Active');
    await pick(view, 'Role', 'Proofreader');
    await pick(view, 'Level', 'Expert');
    await pick(view, 'Language', 'German - Germany (de-DE)');
    await waitFor(() => expect(lastSearch()).toEqual({ status: 'ACTIVE,CLOSED_BY_GC', role: 'proofreader', level: 'premium', language: 'de-DE', limit: '10', offset: '0' }));

    await view.user.type(screen.getByRole('searchbox'), 'nobody');
    await waitFor(() => expect(lastSearch().search).toBe('nobody'), SEARCH_WAIT);
    expect(await screen.findByText(/couldn’t find anything/)).toBeInTheDocument();
  });

  it('says what went wrong when the list cannot be read', async () => {
    open('/linguists/search', (fake) => {
      fake.on('GET', LINGUISTS, () => ({ status: 403, body: errorBody(403, 'Staff only.') }));
    });
    expect(await screen.findByText('Staff only.')).toBeInTheDocument();
  });
});

describe('creating a linguist', () => {
  async function fillIn(view: ReturnType<typeof open>) {
    await view.user.click(await screen.findByRole('button', { name: 'Create linguist' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create a linguist' }));
    await view.user.type(dialog.getByLabelText(/^E-mail/), 'nora@linguists.example');
    await view.user.type(dialog.getByLabelText(/^First name/), 'Nora');
    await view.user.type(dialog.getByLabelText(/^Last name/), 'Quill');
    await dialog.findByRole('option', { name: 'Senior' });
    await view.user.selectOptions(dialog.getByLabelText(/^Level/), 'Senior');
    await view.user.click(dialog.getByRole('checkbox', { name: 'Copywriter' }));
    await pick(view, 'Languages', 'German - Germany (de-DE)');
    await dialog.findByRole('option', { name: 'Germany' });
    await view.user.selectOptions(dialog.getByLabelText(/^Country/), 'Germany');
    return dialog;
  }

  it('checks the form first, then shows core-api’s field errors and a taken e-mail on their fields', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: errorBody(400, 'Validation failed', { nickname: ['The nickname is taken.'], level: ['Unknown level.'] }),
    };
    const view = open('/linguists/search', (fake) => {
      fake.on('GET', LINGUISTS, () => ({ status: 200, body: pageOf([]) }));
      fake.on('POST', '/api/admin/linguist', () => answer);
    });
    await view.user.click(await screen.findByRole('button', { name: 'Create linguist' }));
    const empty = within(await screen.findByRole('dialog', { name: 'Create a linguist' }));
    await view.user.click(empty.getByRole('button', { name: 'Create linguist' }));
    expect(await empty.findAllByText('This field is required.')).toHaveLength(5);
    expect(empty.getAllByText('Choose at least one.')).toHaveLength(2);
    expect(backend.requestsTo('POST', '/api/admin/linguist')).toHaveLength(0);
    await view.user.click(empty.getByRole('button', { name: 'Back' }));

    const dialog = await fillIn(view);
    await view.user.type(dialog.getByLabelText(/^Nickname/), 'quill');
    await view.user.click(dialog.getByRole('button', { name: 'Create linguist' }));
    expect(await dialog.findByText('The nickname is taken.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Nickname/)).toHaveAccessibleDescription('The nickname is taken.');
    expect(dialog.getByLabelText(/^Level/)).toHaveAccessibleDescription('Unknown level.');
    expect(backend.requestsTo('POST', '/api/admin/linguist')[0]?.body).toEqual({
      email: 'nora@linguists.example',
      firstName: 'Nora',
      lastName: 'Quill',
      nickname: 'quill',
      level: 'professional',
      roles: ['copywriter'],
      languages: ['de-DE'],
      country: 'DE',
      currency: 'EUR',
      language: 'en',
    });

    answer = { status: 409, body: errorBody(409, 'E-mail taken') };
    await view.user.click(dialog.getByRole('button', { name: 'Create linguist' }));
    expect(await dialog.findByText('A user with this e-mail address exists already.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('A user with this e-mail address exists already.');
  });

  it('opens the new linguist’s page once she is created', async () => {
    const view = open('/linguists/search', (fake) => {
      fake.on('GET', LINGUISTS, () => ({ status: 200, body: pageOf([]) }));
      fake.on('POST', '/api/admin/linguist', () => ({ status: 201, body: { id: 77 } }));
      fake.on('GET', '/api/admin/linguist/77', () => ({ status: 200, body: buildAdminLinguistProfile({ id: 77, nickname: 'quill', status: 'PENDING_ACTIVATION' }) }));
      fake.on('GET', '/api/admin/linguist/77/status-history', () => ({ status: 200, body: [] }));
    });
    const dialog = await fillIn(view);
    await view.user.click(dialog.getByRole('button', { name: 'Create linguist' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'quill' })).toBeInTheDocument();
    expect(view.location()).toBe('/linguist/77');
  });
});

describe('linguist page', () => {
  const PROFILE = '/api/admin/linguist/7';

  function openLinguist(tab = '', answer?: (fake: FakeBackend) => void) {
    let profile = buildAdminLinguistProfile();
    return open(`/linguist/7${tab}`, (fake) => {
      fake.on('GET', PROFILE, () => ({ status: 200, body: profile }));
      fake.on('PATCH', PROFILE, ({ body }) => {
        profile = { ...profile, ...(body as object) };
        return { status: 200, body: profile };
      });
      fake.on('GET', `${PROFILE}/status-history`, () => ({
        status: 200,
        body: [{ id: 1, from: null, to: 'PENDING_ACTIVATION', reason: 'Created by staff', admin: { id: 1, name: 'Ada Admin' }, at: '2025-01-01T10:00:00.000Z' }],
      }));
      answer?.(fake);
    });
  }

  it('shows her profile and statistics, and sends only the changed level', async () => {
    const view = openLinguist();
    expect(await screen.findByRole('heading', { level: 1, name: 'wordsmith' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Settings' })).not.toBeInTheDocument();
    const profile = within(screen.getByRole('region', { name: 'Profile' }));
    expect(profile.getByText('Level').nextElementSibling).toHaveTextContent('Senior');
    const stats = within(screen.getByRole('region', { name: 'Statistics' }));
    expect(stats.getByText('Acceptance rate').nextElementSibling).toHaveTextContent('80 %');
    expect(stats.getByText('Orders by status').nextElementSibling).toHaveTextContent('Accepted: 12');

    await view.user.click(screen.getByRole('button', { name: 'Edit profile' }));
    // the levels are a catalogue read once; the select offers them when it has arrived
    await screen.findByRole('option', { name: 'Expert' });
    await view.user.selectOptions(screen.getByLabelText(/^Level/), 'Expert');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(backend.requestsTo('PATCH', PROFILE)).toHaveLength(1));
    expect(backend.requestsTo('PATCH', PROFILE)[0]?.body).toEqual({ level: 'premium' });
    expect(await screen.findByText('The profile was saved.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('Level').nextElementSibling).toHaveTextContent('Expert');
  });

  it('changes her status only with a reason and lists the change in the history', async () => {
    let history: object[] = [];
    const view = openLinguist('', (fake) => {
      fake.on('PUT', `${PROFILE}/status`, ({ body }) => {
        const { status, reason } = body as { status: string; reason: string };
        history = [{ id: 2, from: 'ACTIVE', to: status, reason, admin: { id: 1, name: 'Ada Admin' }, at: '2025-04-01T10:00:00.000Z' }];
        return { status: 200, body: buildAdminLinguistProfile({ status: 'CLOSED_BY_GC' }) };
      });
      fake.on('GET', `${PROFILE}/status-history`, () => ({ status: 200, body: history }));
    });
    expect(await screen.findByText('The status has not changed yet.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the account status' }));
    expect(dialog.getByText('Now: Active')).toBeInTheDocument();
    await view.user.selectOptions(dialog.getByLabelText(/^New status/), 'Closed by GC');
    await view.user.click(dialog.getByRole('button', { name: 'Change status' }));
    expect(await dialog.findByText('This field is required.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${PROFILE}/status`)).toHaveLength(0);

    await view.user.type(dialog.getByLabelText(/^Reason/), 'Copied texts twice');
    await view.user.click(dialog.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('PUT', `${PROFILE}/status`)[0]?.body).toEqual({ status: 'CLOSED_BY_GC', reason: 'Copied texts twice' });
    const changes = within(await screen.findByRole('list', { name: 'Status history' }));
    expect(changes.getByText('Active → Closed by GC')).toBeInTheDocument();
    expect(changes.getByText('Copied texts twice')).toBeInTheDocument();
  });

  it('adds, edits and deletes staff notes, counting the characters', async () => {
    let notes = [buildAdminLinguistNote()];
    const view = openLinguist('/notes', (fake) => {
      fake.on('GET', `${PROFILE}/notes`, () => ({ status: 200, body: notes }));
      fake.on('POST', `${PROFILE}/notes`, ({ body }) => {
        const note = buildAdminLinguistNote({ id: 2, text: (body as { text: string }).text });
        notes = [note, ...notes];
        return { status: 201, body: note };
      });
      fake.on('PUT', `${PROFILE}/note/1`, ({ body }) => {
        notes = notes.map((note) => (note.id === 1 ? { ...note, text: (body as { text: string }).text, updatedAt: '2025-05-01T10:00:00.000Z' } : note));
        return { status: 200, body: notes.find((note) => note.id === 1) };
      });
      fake.on('DELETE', `${PROFILE}/note/2`, () => {
        notes = notes.filter((note) => note.id !== 2);
        return { status: 204 };
      });
    });
    const list = () => within(screen.getByRole('list', { name: 'Staff notes' }));
    expect(await screen.findByText('Fast and careful.')).toBeInTheDocument();

    const field = screen.getByLabelText('New note');
    await view.user.type(field, 'Prefers travel topics');
    expect(screen.getByText('21 of 2000 characters')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await list().findByText('Prefers travel topics')).toBeInTheDocument();
    expect(field).toHaveValue('');

    const first = list().getByText('Fast and careful.').closest('li')!;
    await view.user.click(within(first).getByRole('button', { name: /^Edit the note of / }));
    const edit = screen.getByLabelText('Edit note');
    await view.user.clear(edit);
    await view.user.type(edit, 'Fast, careful, on time.');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await list().findByText('Fast, careful, on time.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${PROFILE}/note/1`)[0]?.body).toEqual({ text: 'Fast, careful, on time.' });

    const added = list().getByText('Prefers travel topics').closest('li')!;
    await view.user.click(within(added).getByRole('button', { name: /^Delete the note of / }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Delete this note?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Prefers travel topics')).not.toBeInTheDocument());
    expect(backend.requestsTo('DELETE', `${PROFILE}/note/2`)).toHaveLength(1);
  });

  it('refuses a note over 2,000 characters before sending it', async () => {
    const view = openLinguist('/notes', (fake) => {
      fake.on('GET', `${PROFILE}/notes`, () => ({ status: 200, body: [] }));
    });
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    const field = screen.getByLabelText('New note');
    field.focus();
    await view.user.paste('x'.repeat(2001));
    expect(screen.getByText('A note has at most 2000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
  });

  it('lists her groups and orders with links, and her balance', async () => {
    const view = openLinguist('/groups', (fake) => {
      fake.on('GET', `${PROFILE}/groups`, () => ({ status: 200, body: [buildAdminLinguistGroup()] }));
      fake.on('GET', `${PROFILE}/orders`, () => ({ status: 200, body: pageOf([buildAdminLinguistOrder()]) }));
    });
    expect(await screen.findByRole('link', { name: 'Blog writers' })).toHaveAttribute('href', '/group/5');
    expect(screen.getByRole('link', { name: 'Teak & Co. KG' })).toHaveAttribute('href', '/client/41');

    await view.user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByRole('link', { name: 'Teak care guide' })).toHaveAttribute('href', '/order/301');
    expect((backend.requestsTo('GET', `${PROFILE}/orders`)[0] as FakeRequest).query.get('limit')).toBe('10');

    await view.user.click(screen.getByRole('tab', { name: 'Balance' }));
    const balance = within(await screen.findByRole('region', { name: 'Balance' }));
    expect(balance.getByText('Earned, not yet paid out').nextElementSibling).toHaveTextContent('123,45 €');
    expect(balance.getByText('Pending payout').nextElementSibling).toHaveTextContent('0,00 €');
  });

  it('says so when she does not exist, with a way back', async () => {
    open('/linguist/999', (fake) => {
      fake.on('GET', '/api/admin/linguist/999', () => ({ status: 404, body: errorBody(404, 'Linguist not found') }));
    });
    expect(await screen.findByText('This linguist does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the linguists' })).toHaveAttribute('href', '/linguists/search');
  });
});
