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
const NO_CLASSIFICATION = { interests: [], industryExpertises: [], academicDegree: null, academicField: null };

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

/** Ticks an option of a multi-select (named by its label and what it shows); the header's language menu is a button too. */
async function pick(view: ReturnType<typeof open>, label: string, option: string) {
  const trigger = screen.getAllByRole('button', { name: (name) => name.startsWith(`${label} `) }).find((button) => button.getAttribute('aria-haspopup') === 'dialog');
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

  it('keeps its filters and order in the address and sorts on the server', async () => {
    const view = open('/linguists/search?role=proofreader,copywriter&sort=-email', (fake) => {
      fake.on('GET', LINGUISTS, () => ({ status: 200, body: pageOf([]) }));
    });
    await waitFor(() => expect(backend.requestsTo('GET', LINGUISTS).length).toBeGreaterThan(0));
    const [first] = backend.requestsTo('GET', LINGUISTS);
    expect([first?.query.get('role'), first?.query.get('sort')]).toEqual(['copywriter,proofreader', '-email']);
    await view.user.click(await screen.findByRole('button', { name: /Registered/ }));
    await waitFor(() => expect(backend.requestsTo('GET', LINGUISTS).at(-1)?.query.get('sort')).toBe('created'));
    await waitFor(() => expect(view.location()).toBe('/linguists/search?role=proofreader%2Ccopywriter&sort=created'));
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
    const form = within(await screen.findByRole('form', { name: 'Create a linguist' }));
    await view.user.type(form.getByLabelText(/^E-mail/), 'nora@linguists.example');
    await view.user.type(form.getByLabelText(/^First name/), 'Nora');
    await view.user.type(form.getByLabelText(/^Last name/), 'Quill');
    await form.findByRole('option', { name: 'Senior' });
    await view.user.selectOptions(form.getByLabelText(/^Level/), 'Senior');
    await view.user.click(form.getByRole('checkbox', { name: 'Copywriter' }));
    await pick(view, 'Languages', 'German - Germany (de-DE)');
    await form.findAllByRole('option', { name: 'Germany' });
    await view.user.selectOptions(form.getByLabelText(/^Country/), 'Germany');
    return form;
  }

  it('is reached from the search at /linguist, checks the form first, then shows core-api’s field errors and a taken e-mail', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: errorBody(400, 'Validation failed', { nickname: ['The nickname is taken.'], level: ['Unknown level.'] }),
    };
    const view = open('/linguists/search', (fake) => {
      fake.on('GET', LINGUISTS, () => ({ status: 200, body: pageOf([]) }));
      fake.on('POST', '/api/admin/linguist', () => answer);
    });
    // The search loads lazily and re-renders the shell around it; click once it has settled.
    await screen.findByText('List is empty.');
    await view.user.click(screen.getByRole('link', { name: 'Create linguist' }));
    await waitFor(() => expect(view.location()).toBe('/linguist'));
    const empty = within(await screen.findByRole('form', { name: 'Create a linguist' }));
    await view.user.click(empty.getByRole('button', { name: 'Create linguist' }));
    expect(await empty.findAllByText('This field is required.')).toHaveLength(5);
    expect(empty.getAllByText('Choose at least one.')).toHaveLength(2);
    expect(backend.requestsTo('POST', '/api/admin/linguist')).toHaveLength(0);

    const form = await fillIn(view);
    await view.user.type(form.getByLabelText(/^Nickname/), 'quill');
    await view.user.click(form.getByRole('button', { name: 'Create linguist' }));
    expect(await form.findByText('The nickname is taken.')).toBeInTheDocument();
    expect(form.getByLabelText(/^Nickname/)).toHaveAccessibleDescription('The nickname is taken.');
    expect(form.getByLabelText(/^Level/)).toHaveAccessibleDescription('Unknown level.');
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
      legalInfo: null,
    });

    answer = { status: 409, body: errorBody(409, 'E-mail taken') };
    await view.user.click(form.getByRole('button', { name: 'Create linguist' }));
    expect(await form.findByText('A user with this e-mail address exists already.')).toBeInTheDocument();
    expect(form.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('A user with this e-mail address exists already.');
  });

  it('sends her invoicing data and puts core-api’s invalid-legal-info error under the field it names', async () => {
    const view = open('/linguist', (fake) =>
      fake.on('POST', '/api/admin/linguist', () => ({
        status: 422,
        body: {
          ...errorBody(422, 'Invalid legal information: a company in Germany needs its EU VAT number'),
          code: 'UNPROCESSABLE',
          error: { 'legalInfo.EUVATNumber': ['a company in Germany needs its EU VAT number'] },
        },
      })),
    );
    const form = await fillIn(view);
    await view.user.click(form.getByRole('checkbox', { name: 'Enter her invoicing data now' }));
    await view.user.selectOptions(form.getByLabelText(/^Legal form/), 'Company');
    await view.user.click(form.getByRole('button', { name: 'Create linguist' }));
    expect(await form.findAllByText('This field is required.')).toHaveLength(5);
    expect(backend.requestsTo('POST', '/api/admin/linguist')).toHaveLength(0);

    await view.user.type(form.getByLabelText(/^Company name/), 'Quill Texte GmbH');
    await view.user.type(form.getByLabelText(/^Street and number/), 'Hauptstraße 1');
    await view.user.type(form.getByLabelText(/^Postcode/), '10115');
    await view.user.type(form.getByLabelText(/^City/), 'Berlin');
    const legalCountry = form.getAllByLabelText(/^Country/)[1] as HTMLElement;
    await view.user.selectOptions(legalCountry, 'Germany');
    await view.user.click(form.getByRole('button', { name: 'Create linguist' }));

    expect(await form.findByText('a company in Germany needs its EU VAT number')).toBeInTheDocument();
    expect(form.getByLabelText(/^EU VAT number/)).toHaveAccessibleDescription(/a company in Germany needs its EU VAT number/);
    expect(backend.requestsTo('POST', '/api/admin/linguist')[0]?.body).toMatchObject({
      legalInfo: { legalForm: 'COMPANY', companyName: 'Quill Texte GmbH', address: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin', country: 'DE', EUVATNumber: null, taxNumber: null },
    });
  });

  it('opens the new linguist’s page once she is created', async () => {
    const view = open('/linguist', (fake) => {
      fake.on('POST', '/api/admin/linguist', () => ({ status: 201, body: { id: 77 } }));
      fake.on('GET', '/api/admin/linguist/77', () => ({ status: 200, body: buildAdminLinguistProfile({ id: 77, nickname: 'quill', status: 'PENDING_ACTIVATION' }) }));
      fake.on('GET', '/api/admin/linguist/77/status-history', () => ({ status: 200, body: [] }));
      fake.on('GET', '/api/admin/linguist/77/classification', () => ({ status: 200, body: NO_CLASSIFICATION }));
    });
    const form = await fillIn(view);
    await view.user.click(form.getByRole('button', { name: 'Create linguist' }));
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
      fake.on('GET', `${PROFILE}/classification`, () => ({ status: 200, body: NO_CLASSIFICATION }));
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
    expect(screen.getByRole('tab', { name: 'Settings' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('Availability').nextElementSibling).toHaveTextContent('Available');
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
      fake.on('GET', `${PROFILE}/balance`, () => ({
        status: 200,
        body: {
          earnedAmount: 12_345,
          payableAmount: 6_050,
          pendingPayoutAmount: 6_000,
          paidOutAmount: 20_000,
          minimumPayoutAmount: 5_000,
          payoutMethod: 'bank',
          hasOpenRequest: true,
          currency: 'EUR',
        },
      }));
    });
    expect(await screen.findByRole('link', { name: 'Blog writers' })).toHaveAttribute('href', '/group/5');
    expect(screen.getByRole('link', { name: 'Teak & Co. KG' })).toHaveAttribute('href', '/client/41');

    await view.user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByRole('link', { name: 'Teak care guide' })).toHaveAttribute('href', '/order/301');
    expect((backend.requestsTo('GET', `${PROFILE}/orders`)[0] as FakeRequest).query.get('limit')).toBe('10');

    await view.user.click(screen.getByRole('tab', { name: 'Balance' }));
    const balance = within(await screen.findByRole('region', { name: 'Balance' }));
    const figure = (label: string) => balance.getByText(label).nextElementSibling;
    expect(figure('Earned, not yet on a credit note')).toHaveTextContent('123,45 €');
    expect(figure('Payable')).toHaveTextContent('60,50 €');
    expect(figure('Pending payout')).toHaveTextContent('60,00 €');
    expect(figure('Paid out')).toHaveTextContent('200,00 €');
    expect(figure('Everything she earned')).toHaveTextContent('443,95 €');
    expect(backend.requestsTo('GET', `${PROFILE}/balance`)).toHaveLength(1);
  });

  it('says so when she does not exist, with a way back', async () => {
    open('/linguist/999', (fake) => {
      fake.on('GET', '/api/admin/linguist/999', () => ({ status: 404, body: errorBody(404, 'Linguist not found') }));
    });
    expect(await screen.findByText('This linguist does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the linguists' })).toHaveAttribute('href', '/linguists/search');
  });

  it('sets her away until a return day and her price per word within her level’s range, on the settings tab', async () => {
    const prices = {
      currency: 'EUR',
      level: 'professional',
      ranges: [{ service: 'copywriting', min: '0.03', max: '0.09' }],
      prices: [{ language: { name: 'German - Germany', culture: 'de-DE' }, service: 'copywriting', pricePerWord: '0.05', currency: 'EUR' }],
    };
    let priceAnswer: { status: number; body: unknown } = {
      status: 422,
      body: { ...errorBody(422, 'Out of range'), code: 'UNPROCESSABLE', error: { pricePerWord: ['Between 0.03 and 0.09 EUR per word for your level'] } },
    };
    const view = openLinguist('/settings', (fake) => {
      fake.on('GET', `${PROFILE}/prices`, () => ({ status: 200, body: prices }));
      fake.on('POST', `${PROFILE}/prices`, () => priceAnswer);
      fake.on('PUT', `${PROFILE}/availability`, ({ body }) => ({ status: 200, body: buildAdminLinguistProfile({ availability: body as never }) }));
    });
    const availability = within(await screen.findByRole('form', { name: 'Availability' }));
    await view.user.selectOptions(availability.getByLabelText('Availability'), 'unavailable');
    const until = availability.getByLabelText('Back on');
    await view.user.type(until, '2001-01-01');
    await view.user.click(availability.getByRole('button', { name: 'Save availability' }));
    expect(await availability.findByText('Choose a day after today.')).toBeInTheDocument();
    await view.user.clear(until);
    await view.user.type(until, '2099-06-30');
    await view.user.click(availability.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Her availability was saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${PROFILE}/availability`)[0]?.body).toEqual({ status: 'unavailable', until: '2099-06-30' });

    const price = await screen.findByLabelText(/^Copywriting, German - Germany \(ct\/word\)/);
    expect(price).toHaveValue('5');
    expect(price).toHaveAccessibleDescription(/Allowed 3,00 to 9,00 ct/);
    await view.user.clear(price);
    await view.user.type(price, '12');
    await view.user.click(screen.getByRole('button', { name: /^Save price: Copywriting, German - Germany/ }));
    expect(await screen.findByText('Between 3,00 and 9,00 ct.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', `${PROFILE}/prices`)).toHaveLength(0);

    // core-api has the last word on the range (her level may have changed meanwhile).
    await view.user.clear(price);
    await view.user.type(price, '8,5');
    await view.user.click(screen.getByRole('button', { name: /^Save price: Copywriting, German - Germany/ }));
    expect(await screen.findByText('Between 0.03 and 0.09 EUR per word for your level')).toBeInTheDocument();
    expect(backend.requestsTo('POST', `${PROFILE}/prices`)[0]?.body).toEqual({ language: 'de-DE', service: 'copywriting', pricePerWord: '0.085' });

    priceAnswer = { status: 200, body: { ...prices.prices[0], pricePerWord: '0.085' } };
    await view.user.click(screen.getByRole('button', { name: /^Save price: Copywriting, German - Germany/ }));
    expect(await screen.findByText('The price was saved.')).toBeInTheDocument();
  });

  it('edits her classification from the catalogues on the profile tab', async () => {
    let classification: unknown = { interests: [{ id: 3, name: 'Travel' }], industryExpertises: [], academicDegree: null, academicField: null };
    const view = openLinguist('', (fake) => {
      fake.on('GET', `${PROFILE}/classification`, () => ({ status: 200, body: classification }));
      fake.on('PUT', `${PROFILE}/classification`, ({ body }) => {
        classification = { interests: [{ id: 3, name: 'Travel' }], industryExpertises: [{ id: 9, name: 'Tourism' }], academicDegree: { id: 1, name: 'Master' }, academicField: null };
        return { status: 200, body: { ...(classification as object), sent: body } };
      });
      fake.on('GET', '/api/client/text-topics', () => ({ status: 200, body: { data: [{ id: 3, name: 'Travel' }, { id: 4, name: 'Gardening' }] } }));
      fake.on('GET', '/api/client/industry-expertise', () => ({ status: 200, body: { data: [{ id: 9, name: 'Tourism' }] } }));
      fake.on('GET', '/api/client/academic-lists', () => ({ status: 200, body: { academicDegreeList: [{ id: 1, name: 'Master' }], academicFieldList: [] } }));
    });
    const card = within(await screen.findByRole('region', { name: 'Classification' }));
    expect(card.getByText('Interests').nextElementSibling).toHaveTextContent('Travel');
    await view.user.click(screen.getByRole('button', { name: 'Edit classification' }));
    const form = within(await screen.findByRole('form', { name: 'Edit classification' }));
    await pick(view, 'Industry expertise', 'Tourism');
    await form.findByRole('option', { name: 'Master' });
    await view.user.selectOptions(form.getByLabelText('Academic degree'), 'Master');
    await view.user.click(form.getByRole('button', { name: 'Save classification' }));
    expect(await screen.findByText('The classification was saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${PROFILE}/classification`)[0]?.body).toEqual({ interests: [3], industryExpertises: [9], academicDegreeId: 1, academicFieldId: null });
    expect(within(await screen.findByRole('region', { name: 'Classification' })).getByText('Industry expertise').nextElementSibling).toHaveTextContent('Tourism');
  });

  it('shows the invoicing data staff gave and its legal check', async () => {
    openLinguist('', (fake) =>
      fake.on('GET', PROFILE, () => ({
        status: 200,
        body: buildAdminLinguistProfile({
          legalInfo: { legalForm: 'COMPANY', companyName: 'Smith Texts Ltd', address: 'Main St 1', zipcode: '10115', city: 'Berlin', country: 'DE', EUVATNumber: 'DE123456789', taxNumber: null, taxTreatment: 'VAT_LIABLE', status: 'NEEDS_VALIDATION', legalInfoLastCheckedAt: '2025-01-01T10:00:00.000Z' },
        }),
      })),
    );
    const legal = within(await screen.findByRole('region', { name: 'Invoicing data' }));
    expect(legal.getByText('EU VAT number').nextElementSibling).toHaveTextContent('DE123456789');
    expect(legal.getByText('Legal check').nextElementSibling).toHaveTextContent('Not checked yet');
    expect(screen.getByRole('button', { name: 'Edit invoicing data' })).toBeInTheDocument();
  });

  it('adds her invoicing data with the keyboard, with core-api’s invalid-legal-info error under its field', async () => {
    const INVOICING = `${PROFILE}/invoicing-settings`;
    let stored: unknown = null;
    const view = openLinguist('', (fake) =>
      fake.on('GET', PROFILE, () => ({ status: 200, body: buildAdminLinguistProfile({ legalInfo: stored as never }) })).on('PATCH', INVOICING, ({ body }) => {
        const legalInfo = (body as { legalInfo: Record<string, unknown> }).legalInfo;
        if (legalInfo.EUVATNumber === null) {
          return {
            status: 422,
            body: {
              ...errorBody(422, 'Invalid legal information: a company in Germany needs its EU VAT number'),
              code: 'UNPROCESSABLE',
              error: { 'legalInfo.EUVATNumber': ['a company in Germany needs its EU VAT number'] },
            },
          };
        }
        stored = { ...legalInfo, status: 'VALID', legalInfoLastCheckedAt: '2025-02-01T10:00:00.000Z' };
        return { status: 200, body: { legalInfo: stored } };
      }),
    );
    expect(within(await screen.findByRole('region', { name: 'Invoicing data' })).getByText('No invoicing data yet.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add invoicing data' });
    add.focus();
    await view.user.keyboard('{Enter}');

    const form = within(await screen.findByRole('form', { name: 'Edit invoicing data' }));
    expect(form.getByLabelText(/^Legal form/)).toHaveFocus();
    await view.user.click(form.getByRole('button', { name: 'Save invoicing data' }));
    expect(await form.findAllByText('This field is required.')).toHaveLength(4);
    expect(backend.requestsTo('PATCH', INVOICING)).toHaveLength(0);

    await view.user.selectOptions(form.getByLabelText(/^Legal form/), 'Company');
    await view.user.type(form.getByLabelText(/^Company name/), 'Smith Texts GmbH');
    await view.user.type(form.getByLabelText(/^Street and number/), 'Hauptstraße 1');
    await view.user.type(form.getByLabelText(/^Postcode/), '10115');
    await view.user.type(form.getByLabelText(/^City/), 'Berlin');
    await form.findByRole('option', { name: 'Germany' });
    await view.user.selectOptions(form.getByLabelText(/^Country/), 'Germany');
    await view.user.click(form.getByRole('button', { name: 'Save invoicing data' }));
    expect(await form.findByText('a company in Germany needs its EU VAT number')).toBeInTheDocument();
    expect(form.getByLabelText(/^EU VAT number/)).toHaveAccessibleDescription(/a company in Germany needs its EU VAT number/);

    await view.user.type(form.getByLabelText(/^EU VAT number/), 'DE123456789');
    await view.user.click(form.getByRole('button', { name: 'Save invoicing data' }));
    expect(await screen.findByText('The invoicing data were saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', INVOICING).at(-1)?.body).toEqual({
      legalInfo: { legalForm: 'COMPANY', companyName: 'Smith Texts GmbH', address: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin', country: 'DE', EUVATNumber: 'DE123456789', taxNumber: null },
    });
    // the answer reaches the page's profile a moment after the form closes
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Invoicing data' })).getByText('EU VAT number').nextElementSibling).toHaveTextContent('DE123456789'));
    expect(within(screen.getByRole('region', { name: 'Invoicing data' })).getByText('Legal check').nextElementSibling).toHaveTextContent('Valid');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit invoicing data' })).toHaveFocus());
  });

  it('closes the invoicing form on cancel without sending anything, focus back on its button', async () => {
    const view = openLinguist();
    await view.user.click(await screen.findByRole('button', { name: 'Add invoicing data' }));
    const form = within(await screen.findByRole('form', { name: 'Edit invoicing data' }));
    await view.user.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add invoicing data' })).toHaveFocus());
    expect(backend.requestsTo('PATCH', `${PROFILE}/invoicing-settings`)).toHaveLength(0);
  });
});
