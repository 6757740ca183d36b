import { screen, waitFor, within } from '@testing-library/react';
import { buildAuthState, buildClientMe, errorBody, pageOf, type FakeBackend } from '@inkwell/web-kit/testing';
import type { ClientLinguistSettings, LinguistActivity, LinguistNote, LinguistOrderStats, LinguistProfileWithAvailability } from '@inkwell/contracts';
import { AppRoutes } from '../../../app/router';
import { buildLinguist, buildLinguistGroup, buildLinguistProfile, testTextTopics } from '../../../testing/builders';
import { installClientBackend, lastQuery } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildClientMe();
let backend: FakeBackend;
const FILTER_WAIT = { timeout: 3000 };

beforeEach(() => {
  backend = installClientBackend(me);
  backend
    .on('GET', '/api/client/text-topics', () => ({ status: 200, body: { data: testTextTopics } }))
    .on('GET', '/api/client/linguists', () => ({ status: 200, body: pageOf([]) }))
    .on('GET', '/api/client/groups', () => ({ status: 200, body: [] }));
});
afterEach(() => backend.uninstall());

function open(route: string) {
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

const NO_STATS: LinguistOrderStats = {
  ordersByStatus: {},
  totalOrders: 0,
  acceptanceRate: null,
  rejectionRate: null,
  rating: null,
  ratings: { content: null, form: null, readability: null, communication: null },
  ratedOrders: 0,
};

/** A profile whose relation follows the PUTs, as core-api keeps it, with empty tabs until a test answers them. */
function answerProfile(profile: LinguistProfileWithAvailability) {
  let current = profile;
  const path = `/api/client/linguist/${profile.id}`;
  backend.on('GET', path, () => ({ status: 200, body: current }));
  backend.on('GET', `${path}/orders`, () => ({ status: 200, body: pageOf([]) }));
  backend.on('GET', `${path}/topics`, () => ({ status: 200, body: { interests: [], industryExpertises: [], academicDegree: null, academicField: null } }));
  backend.on('GET', `${path}/stats`, () => ({ status: 200, body: NO_STATS }));
  backend.on('GET', `${path}/activities`, () => ({ status: 200, body: pageOf([]) }));
  backend.on('GET', `${path}/settings`, () => ({ status: 200, body: { directFallback: 'open', directTakeHours: 48 } }));
  const relationAfter = { bookmark: 'BOOKMARKED', unbookmark: null, block: 'BLOCKED', unblock: null } as const;
  for (const [action, relation] of Object.entries(relationAfter)) {
    backend.on('PUT', `/api/client/linguist/${profile.id}/${action}`, () => {
      current = { ...current, relation };
      return { status: 200, body: { relation } };
    });
  }
}

describe('linguist search', () => {
  it('lists linguists with the price per word ×100 in cents, linked to their page, reachable from the header', async () => {
    backend.on('GET', '/api/client/linguists', () => ({
      status: 200,
      body: pageOf([buildLinguist({ id: 5, nickname: 'Anna', relation: 'BOOKMARKED', pricePerWord: '0.012', successRate: 0.935 })]),
    }));
    const view = open('/dashboard');
    // The home page loads lazily and re-renders the shell around it; click the header once it has settled.
    await screen.findByRole('heading', { name: /Welcome/ });
    await view.user.click(screen.getByRole('link', { name: 'Linguists' }));
    await waitFor(() => expect(view.location()).toBe('/linguists'));

    const row = (await screen.findByRole('link', { name: 'Anna' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/linguist/5');
    expect(row).toHaveTextContent('1,20 ct/word');
    expect(row).toHaveTextContent('93,50 %');
    expect(row).toHaveTextContent('4,50');
    expect(row).toHaveTextContent('Senior');
    expect(row).toHaveTextContent('Bookmarked');
    expect(lastQuery(backend, '/api/client/linguists')).toEqual({ sort: 'rating', direction: 'desc', limit: '10', offset: '0' });

    await view.user.click(screen.getByRole('button', { name: /Price per word/ }));
    await waitFor(() => expect(lastQuery(backend, '/api/client/linguists')).toMatchObject({ sort: 'price', direction: 'asc' }));
  });

  it('sends the language, level, service, interest, relation and worked-with-me filters', async () => {
    const view = open('/linguists/search');
    expect(await screen.findByText('There are no linguists yet.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = within(screen.getByRole('group', { name: 'Filters' }));
    await view.user.click(panel.getByRole('button', { name: 'Language Any' }));
    await view.user.click(await within(screen.getByRole('dialog', { name: 'Language' })).findByRole('checkbox', { name: 'German - Germany' }));
    await view.user.keyboard('{Escape}');
    await view.user.click(panel.getByRole('button', { name: 'Interests Any' }));
    await view.user.click(await within(screen.getByRole('dialog', { name: 'Interests' })).findByRole('checkbox', { name: 'Finance' }));
    await view.user.keyboard('{Escape}');
    await view.user.selectOptions(panel.getByLabelText('Service'), 'proofreading');
    await view.user.selectOptions(panel.getByLabelText('Relation'), 'bookmarked');
    await view.user.click(panel.getByRole('checkbox', { name: 'Worked with me' }));

    await waitFor(
      () =>
        expect(lastQuery(backend, '/api/client/linguists')).toEqual({
          languages: 'de-DE',
          interests: '2',
          service: 'proofreading',
          relation: 'bookmarked',
          workedWithMe: 'true',
          sort: 'rating',
          direction: 'desc',
          limit: '10',
          offset: '0',
        }),
      FILTER_WAIT,
    );
    expect(await screen.findByText('Sorry, we couldn’t find anything')).toBeInTheDocument();
  });
});

describe('linguist profile', () => {
  it('shows her facts and bookmarks, unbookmarks and blocks her after confirming, refetching the profile', async () => {
    answerProfile(buildLinguistProfile({ id: 5, nickname: 'Anna', ordersWithMe: { lifetime: 7, lastMonth: 2 } }));
    const view = open('/linguist/5');
    expect(await screen.findByRole('heading', { name: /Anna/ })).toBeInTheDocument();
    expect(screen.getByText('Orders with me (lifetime)').nextElementSibling).toHaveTextContent('7');
    expect(screen.getByText('Price per word').nextElementSibling).toHaveTextContent('1,20 ct/word');
    expect(await screen.findByText('Nothing has happened between you and her yet.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(await screen.findByRole('button', { name: 'Remove bookmark' })).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/client/linguist/5/bookmark')).toHaveLength(1);
    expect(backend.requestsTo('GET', '/api/client/linguist/5')).toHaveLength(2);

    await view.user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Block Anna?' }));
    expect(dialog.getByText(/removed from all your groups/)).toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove bookmark' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/client/linguist/5/block')).toHaveLength(1);
  });

  it('opens on the profile tab with her classification, the figures of my orders with her and what happened, newest first', async () => {
    answerProfile(buildLinguistProfile({ id: 5, nickname: 'Anna', interests: [{ id: 1, name: 'Travel' }], successRate: 0.9 }));
    const stats: LinguistOrderStats = {
      ordersByStatus: { accepted: 3, rejected: 1 },
      totalOrders: 3,
      acceptanceRate: 0.75,
      rejectionRate: 0.25,
      rating: 4.25,
      ratings: { content: 5, form: 4, readability: 4, communication: 4 },
      ratedOrders: 3,
    };
    const activities: LinguistActivity[] = [
      { id: 'note-3', kind: 'note_added', at: '2025-03-05T10:00:00Z', order: null, note: { id: 3, text: 'Loves travel topics' }, client: null },
      { id: 'order-9', kind: 'order_delivered', at: '2025-03-04T10:00:00Z', order: { id: 44, title: 'Spring sale' }, note: null, client: null },
    ];
    backend
      .on('GET', '/api/client/linguist/5/topics', () => ({
        status: 200,
        body: { interests: [{ id: 1, name: 'Travel' }], industryExpertises: [{ id: 4, name: 'Tourism' }], academicDegree: { id: 2, name: 'Master' }, academicField: { id: 6, name: 'Linguistics' } },
      }))
      .on('GET', '/api/client/linguist/5/stats', () => ({ status: 200, body: stats }))
      .on('GET', '/api/client/linguist/5/activities', () => ({ status: 200, body: { total: 2, data: activities } }));
    open('/linguist/5/profile');

    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Tourism')).toBeInTheDocument();
    expect(screen.getByText('Academic degree and field').nextElementSibling).toHaveTextContent('Master, Linguistics');
    expect(screen.getByText('Availability').nextElementSibling).toHaveTextContent('Available');
    expect(screen.getByText('Success rate').nextElementSibling).toHaveTextContent('90,00 %');
    expect(await screen.findByText('Acceptance rate')).toBeInTheDocument();
    expect(screen.getByText('Acceptance rate').nextElementSibling).toHaveTextContent('75,00 %');
    expect(screen.getByText('Your rating of her').nextElementSibling).toHaveTextContent('4,25');
    expect(screen.getByText('Orders by status').nextElementSibling).toHaveTextContent(/Accepted: 3.*Rejected: 1/);

    const table = within(await screen.findByRole('table', { name: 'What happened between you and her' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('You wrote a note');
    expect(rows[0]).toHaveTextContent('Loves travel topics');
    expect(within(rows[1]).getByRole('link', { name: 'Spring sale' })).toHaveAttribute('href', '/order/44');
    expect(rows[1]).toHaveTextContent('She delivered the text');
  });

  it('says when she is away and back', async () => {
    answerProfile(buildLinguistProfile({ id: 5, nickname: 'Anna', availability: { status: 'unavailable', until: '2099-05-12' } }));
    open('/linguist/5');
    expect(await screen.findByText('She is away and back on 12.05.2099; until then she cannot be asked for a direct order.')).toBeInTheDocument();
    expect(screen.getByText('Availability').nextElementSibling).toHaveTextContent('Away until 12.05.2099');
  });

  it('saves my settings for direct orders to her, checking the hours first and showing core-api’s field errors', async () => {
    answerProfile(buildLinguistProfile({ id: 5, nickname: 'Anna' }));
    let settings: ClientLinguistSettings = { directFallback: 'open', directTakeHours: 48 };
    let refuse = true;
    backend
      .on('GET', '/api/client/linguist/5/settings', () => ({ status: 200, body: settings }))
      .on('PATCH', '/api/client/linguist/5/settings', ({ body }) => {
        if (refuse) {
          refuse = false;
          return { status: 400, body: errorBody(400, 'The field directTakeHours: must be less than or equal to 168', { directTakeHours: ['must be less than or equal to 168'] }) };
        }
        settings = { ...settings, ...(body as Partial<ClientLinguistSettings>) };
        return { status: 200, body: settings };
      });
    const view = open('/linguist/5');
    const form = within(await screen.findByRole('form', { name: 'Your direct orders to her' }));
    const hours = form.getByRole('spinbutton', { name: /Hours she has to take it/ });
    await view.user.clear(hours);
    await view.user.type(hours, '0');
    await view.user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('Enter whole hours from 1 to 168.')).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', '/api/client/linguist/5/settings')).toHaveLength(0);

    await view.user.clear(hours);
    await view.user.type(hours, '12');
    await view.user.selectOptions(form.getByLabelText(/If she declines it/), 'cancel');
    await view.user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('must be less than or equal to 168')).toBeInTheDocument();

    await view.user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your settings for her are saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', '/api/client/linguist/5/settings').at(-1)?.body).toEqual({ directFallback: 'cancel', directTakeHours: 12 });
  });

  it('lists her orders with me, linked to the order', async () => {
    answerProfile(buildLinguistProfile({ id: 5, nickname: 'Anna' }));
    backend.on('GET', '/api/client/linguist/5/orders', () => ({
      status: 200,
      body: pageOf([
        {
          id: 44,
          title: 'Spring sale',
          projectId: 1,
          type: 'OO',
          level: 'good',
          language: { name: 'German - Germany', culture: 'de-DE' },
          role: 'writer',
          status: 'accepted',
          words: { min: 300, max: 400, final: 350 },
          price: { min: 1000, max: 2000, final: 1500, currency: 'EUR' },
          createdAt: '2025-03-01T10:00:00Z',
          acceptedAt: '2025-03-04T10:00:00Z',
        },
      ]),
    }));
    open('/linguist/5/orders');
    expect(await screen.findByRole('link', { name: 'Spring sale' })).toHaveAttribute('href', '/order/44');
    expect(screen.getByRole('link', { name: 'Spring sale' }).closest('tr')).toHaveTextContent('15,00 €');
    expect(lastQuery(backend, '/api/client/linguist/5/orders')).toEqual({ limit: '10', offset: '0' });
  });
});

describe('linguist notes', () => {
  it('adds, edits and deletes notes as plain text, holding back one over 2,000 characters', async () => {
    answerProfile(buildLinguistProfile({ id: 5, nickname: 'Anna' }));
    let notes: LinguistNote[] = [];
    let nextNoteId = 1;
    backend
      .on('GET', '/api/client/linguist/5/notes', () => ({ status: 200, body: notes }))
      .on('POST', '/api/client/linguist/5/notes', ({ body }) => {
        const note = { id: nextNoteId++, linguistId: 5, text: (body as { text: string }).text, createdAt: '2025-03-01T10:00:00Z', updatedAt: '2025-03-01T10:00:00Z' };
        notes = [note, ...notes];
        return { status: 201, body: note };
      })
      .on('PUT', '/api/client/linguist/5/note/1', ({ body }) => {
        notes = notes.map((note) => (note.id === 1 ? { ...note, text: (body as { text: string }).text, updatedAt: '2025-03-02T10:00:00Z' } : note));
        return { status: 200, body: notes[0] };
      })
      .on('DELETE', '/api/client/linguist/5/note/1', () => {
        notes = [];
        return { status: 204 };
      });
    const view = open('/linguist/5/notes');
    expect(await screen.findByText('No notes yet. Notes are only visible to you.')).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: 'New note' });
    await view.user.click(field);
    await view.user.paste('x'.repeat(2001));
    expect(screen.getByText('2001 of 2000 characters')).toBeInTheDocument();
    expect(screen.getByText('A note has at most 2000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();

    await view.user.clear(field);
    await view.user.type(field, '<b>Fast</b> & reliable');
    await view.user.click(screen.getByRole('button', { name: 'Add note' }));
    const list = within(await screen.findByRole('list', { name: 'Notes' }));
    // Rendered as text: the markup shows as typed and makes no bold element.
    expect(list.getByText('<b>Fast</b> & reliable')).toBeInTheDocument();
    expect(document.querySelector('li b')).toBeNull();
    expect(backend.requestsTo('POST', '/api/client/linguist/5/notes')[0]?.body).toEqual({ text: '<b>Fast</b> & reliable' });
    expect(field).toHaveValue('');

    await view.user.click(list.getByRole('button', { name: /^Edit the note of / }));
    const editField = screen.getByRole('textbox', { name: 'Edit note' });
    await view.user.clear(editField);
    await view.user.type(editField, 'Very reliable');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Very reliable')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/client/linguist/5/note/1')[0]?.body).toEqual({ text: 'Very reliable' });

    await view.user.click(screen.getByRole('button', { name: /^Delete the note of / }));
    await view.user.click(within(screen.getByRole('dialog', { name: 'Delete this note?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No notes yet. Notes are only visible to you.')).toBeInTheDocument();
    expect(backend.requestsTo('DELETE', '/api/client/linguist/5/note/1')).toHaveLength(1);
  });
});

describe('linguist groups', () => {
  it('creates, renames and deletes groups, showing why a group with an order cannot go', async () => {
    let groups = [buildLinguistGroup({ id: 7, name: 'Fashion writers', membersCount: 2 })];
    backend
      .on('GET', '/api/client/groups', () => ({ status: 200, body: groups }))
      .on('POST', '/api/client/group', ({ body }) => {
        const group = buildLinguistGroup({ id: 8, ...(body as object) });
        groups = [...groups, group];
        return { status: 201, body: group };
      })
      .on('PATCH', '/api/client/group/7', ({ body }) => {
        groups = groups.map((group) => (group.id === 7 ? { ...group, ...(body as object) } : group));
        return { status: 200, body: groups[0] };
      })
      .on('DELETE', '/api/client/group/7', () => ({ status: 409, body: errorBody(409, 'An order was given to this group; it cannot be deleted.') }));
    const view = open('/linguists');
    await view.user.click(await screen.findByRole('tab', { name: 'Groups' }));
    expect(view.location()).toBe('/linguists/groups');
    expect(await screen.findByRole('link', { name: 'Fashion writers' })).toHaveAttribute('href', '/linguists/groups/7');

    await view.user.click(screen.getByRole('button', { name: 'New group' }));
    const create = within(screen.getByRole('dialog', { name: 'New group' }));
    await view.user.click(create.getByRole('button', { name: 'Save' }));
    expect(create.getByText('Please name the group.')).toBeInTheDocument();
    await view.user.type(create.getByRole('textbox', { name: /Name/ }), 'Proofreaders');
    await view.user.selectOptions(create.getByRole('combobox', { name: /Type/ }), 'proofreading');
    await view.user.click(create.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Proofreaders' })).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/client/group')[0]?.body).toEqual({ name: 'Proofreaders', type: 'proofreading' });

    await view.user.click(screen.getByRole('button', { name: 'Rename Fashion writers' }));
    const rename = within(screen.getByRole('dialog', { name: 'Rename group' }));
    await view.user.clear(rename.getByRole('textbox', { name: /Name/ }));
    await view.user.type(rename.getByRole('textbox', { name: /Name/ }), 'Travel writers');
    await view.user.click(rename.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Travel writers' })).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', '/api/client/group/7')[0]?.body).toEqual({ name: 'Travel writers' });

    await view.user.click(screen.getByRole('button', { name: 'Delete Travel writers' }));
    const remove = within(screen.getByRole('dialog', { name: 'Delete Travel writers?' }));
    await view.user.click(remove.getByRole('button', { name: 'Delete' }));
    expect(await remove.findByText('An order was given to this group; it cannot be deleted.')).toBeInTheDocument();
  });

  it('adds her to and removes her from my groups of her type with { groupsId } bodies', async () => {
    answerProfile(buildLinguistProfile({ id: 5, nickname: 'Anna', roles: ['copywriter'] }));
    const copywriting = buildLinguistGroup({ id: 7, name: 'Fashion writers' });
    const proofreading = buildLinguistGroup({ id: 9, name: 'Checkers', type: 'proofreading' });
    let memberOf = [copywriting];
    backend
      .on('GET', '/api/client/groups', () => ({ status: 200, body: [copywriting, proofreading, buildLinguistGroup({ id: 10, name: 'Blog writers' })] }))
      .on('GET', '/api/client/linguist/5/groups', () => ({ status: 200, body: memberOf }))
      .on('PUT', '/api/client/linguist/5/groups', () => {
        memberOf = [...memberOf, buildLinguistGroup({ id: 10, name: 'Blog writers' })];
        return { status: 200, body: memberOf };
      })
      .on('DELETE', '/api/client/linguist/5/groups', () => {
        memberOf = memberOf.filter((group) => group.id !== 7);
        return { status: 200, body: memberOf };
      });
    const view = open('/linguist/5/groups');
    const member = await screen.findByRole('checkbox', { name: 'Fashion writers' });
    expect(member).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Checkers' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('checkbox', { name: 'Blog writers' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Blog writers' })).toBeChecked());
    expect(backend.requestsTo('PUT', '/api/client/linguist/5/groups')[0]?.body).toEqual({ groupsId: [10] });

    await view.user.click(screen.getByRole('checkbox', { name: 'Fashion writers' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Fashion writers' })).not.toBeChecked());
    expect(backend.requestsTo('DELETE', '/api/client/linguist/5/groups')[0]?.body).toEqual({ groupsId: [7] });
  });

  it('disables the groups of a blocked linguist and says why', async () => {
    answerProfile(buildLinguistProfile({ id: 5, nickname: 'Anna', relation: 'BLOCKED' }));
    backend
      .on('GET', '/api/client/groups', () => ({ status: 200, body: [buildLinguistGroup({ id: 7, name: 'Fashion writers' })] }))
      .on('GET', '/api/client/linguist/5/groups', () => ({ status: 200, body: [] }));
    open('/linguist/5/groups');
    expect(await screen.findByRole('checkbox', { name: 'Fashion writers' })).toBeDisabled();
    expect(screen.getByText('You blocked her, so she cannot join your groups. Unblock her first.')).toBeInTheDocument();
  });

  it('shows a group with its members, removes one and renames the group', async () => {
    let members = [buildLinguist({ id: 5, nickname: 'Anna' }), buildLinguist({ id: 6, nickname: 'Bea' })];
    let name = 'Fashion writers';
    backend
      .on('GET', '/api/client/group/7', () => ({ status: 200, body: { ...buildLinguistGroup({ id: 7, name }), membersCount: members.length, members } }))
      .on('DELETE', '/api/client/linguist/5/groups', () => {
        members = members.filter((linguist) => linguist.id !== 5);
        return { status: 200, body: [] };
      })
      .on('PATCH', '/api/client/group/7', ({ body }) => {
        name = (body as { name: string }).name;
        return { status: 200, body: buildLinguistGroup({ id: 7, name }) };
      });
    const view = open('/linguists/groups/7');
    expect(await screen.findByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/linguist/5');

    await view.user.click(screen.getByRole('button', { name: 'Remove Anna from the group' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Anna' })).not.toBeInTheDocument());
    expect(backend.requestsTo('DELETE', '/api/client/linguist/5/groups')[0]?.body).toEqual({ groupsId: [7] });

    await view.user.click(screen.getByRole('button', { name: 'Rename' }));
    const rename = within(screen.getByRole('dialog', { name: 'Rename group' }));
    await view.user.clear(rename.getByRole('textbox', { name: /Name/ }));
    await view.user.type(rename.getByRole('textbox', { name: /Name/ }), 'Travel writers');
    await view.user.click(rename.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: /Travel writers/ })).toBeInTheDocument();
  });
});
