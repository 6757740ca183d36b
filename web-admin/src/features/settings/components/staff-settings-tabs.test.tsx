import { screen, waitFor, within } from '@testing-library/react';
import type { AdminLanguageDto, InternalUserDto } from '@inkwell/contracts';
import { buildAdminMe, buildAuthState, errorBody, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import { catalogueApi } from '../../../api/catalogue-api';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe({ fakturaAccess: true, firstName: 'Ada', lastName: 'Admin' });
let backend: FakeBackend;
afterEach(() => backend.uninstall());

function open(route: string, answer: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  answer(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

function staff(overrides: Partial<InternalUserDto>): InternalUserDto {
  return { id: 90, email: 'bo@example.com', firstName: 'Bo', lastName: 'Berg', language: 'de', fakturaAccess: false, status: 'ACTIVE', createdAt: '2026-01-05T09:00:00.000Z', ...overrides };
}

const self = staff({ id: me.id, email: me.email, firstName: 'Ada', lastName: 'Admin', language: 'en', fakturaAccess: true });
const bo = staff({});
const gone = staff({ id: 91, email: 'cy@example.com', firstName: 'Cy', lastName: 'Closed', status: 'CLOSED_BY_GC' });

const languages: AdminLanguageDto[] = [
  { id: 1, name: 'German - Austria', culture: 'de-AT', code: 'de', active: true },
  { id: 2, name: 'German - Germany', culture: 'de-DE', code: 'de', active: true },
  { id: 3, name: 'English - New Zealand', culture: 'en-NZ', code: 'en', active: false },
];

describe('settings tabs', () => {
  it('lists the tabs in the spec’s order and opens the system overview by default, with figures from core-api', async () => {
    const view = open('/dashboard', (fake) => {
      fake.on('GET', '/api/admin/orders/open', () => ({ status: 200, body: pageOf([]) }));
      fake.on('GET', '/api/admin/orders/action-required', () => ({ status: 200, body: pageOf([], 0) }));
      fake.on('GET', '/api/admin/users/internal', () => ({ status: 200, body: pageOf([self, bo]) }));
      fake.on('GET', '/api/admin/pricing/languages/all', () => ({ status: 200, body: { data: languages } }));
      fake.on('GET', '/api/admin/email-templates', () => ({ status: 200, body: [] }));
      fake.on('GET', '/api/admin/pricing/system', () => ({
        status: 200,
        body: [
          { currency: 'EUR', current: 60, scheduled: 2, nextChange: '2026-12-01' },
          { currency: 'GBP', current: 60, scheduled: 1, nextChange: '2026-11-30' },
        ],
      }));
    });
    await view.user.click(await screen.findByRole('link', { name: 'Settings' }));

    const tabs = within(await screen.findByRole('tablist', { name: 'Settings sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Users', 'System', 'System price list', 'Client price lists', 'Languages', 'Email templates', 'Briefing templates', 'Sent mail']);
    expect(screen.getByRole('tab', { name: 'System', selected: true })).toBeInTheDocument();
    expect(view.location()).toBe('/settings');

    const staffCard = within(await screen.findByRole('region', { name: 'Staff' }));
    expect(await staffCard.findByText('2')).toBeInTheDocument();
    expect(staffCard.getByText('1')).toBeInTheDocument();
    const languageCard = within(screen.getByRole('region', { name: 'Languages' }));
    await waitFor(() => expect(languageCard.getAllByText('2')).toHaveLength(2)); // offered, groups
    expect(languageCard.getByRole('link', { name: 'Languages' })).toHaveAttribute('href', '/settings/languages');
    expect(backend.requestsTo('GET', '/api/admin/users/internal')[0]?.query.get('status')).toBe('ACTIVE');
    const priceCard = within(screen.getByRole('region', { name: 'System price lists' }));
    expect(await priceCard.findByText('EUR, GBP')).toBeInTheDocument();
    expect(priceCard.getByText('3')).toBeInTheDocument();
    expect(priceCard.getByText('30.11.2026')).toBeInTheDocument();
    expect(priceCard.getByRole('link', { name: 'System price list' })).toHaveAttribute('href', '/settings/system-pricelist');
  });

  it('opens /settings/users and /settings/languages as themselves and sends an unknown tab to the default', async () => {
    const view = open('/settings/nothing-here', (fake) => {
      fake.on('GET', '/api/admin/users/internal', () => ({ status: 200, body: pageOf([]) }));
      fake.on('GET', '/api/admin/pricing/languages/all', () => ({ status: 200, body: { data: [] } }));
      fake.on('GET', '/api/admin/email-templates', () => ({ status: 200, body: [] }));
      fake.on('GET', '/api/admin/pricing/system', () => ({ status: 200, body: [] }));
    });
    await waitFor(() => expect(view.location()).toBe('/settings'));
    await view.user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(view.location()).toBe('/settings/users');
    expect(await screen.findByText('There are no colleagues yet.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('tab', { name: 'Languages' }));
    expect(view.location()).toBe('/settings/languages');
    expect(await screen.findByText('There are no languages yet.')).toBeInTheDocument();
  });
});

describe('settings: users', () => {
  it('lists every colleague with a picker’s limit, filters by status, and offers no deactivation of oneself', async () => {
    const view = open('/settings/users', (fake) => {
      fake.on('GET', '/api/admin/users/internal', ({ query }) => {
        const status = query.get('status');
        return { status: 200, body: pageOf([self, bo, gone].filter((user) => !status || user.status === status)) };
      });
    });
    const table = within(await screen.findByRole('table', { name: 'Colleagues' }));
    expect(await table.findByText('Bo Berg')).toBeInTheDocument();
    expect(table.getByText('You')).toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'Deactivate Ada Admin' })).not.toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Deactivate Bo Berg' })).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Reactivate Cy Closed' })).toBeInTheDocument();
    expect(backend.requestsTo('GET', '/api/admin/users/internal')[0]?.query.get('limit')).toBe('99999');

    await view.user.selectOptions(screen.getByLabelText('Status'), 'CLOSED_BY_GC');
    await waitFor(() => expect(table.queryByText('Bo Berg')).not.toBeInTheDocument());
    expect(table.getByText('Cy Closed')).toBeInTheDocument();
  });

  it('invites a colleague without invoice access, and shows a taken address under its field', async () => {
    let attempts = 0;
    const view = open('/settings/users', (fake) => {
      fake.on('GET', '/api/admin/users/internal', () => ({ status: 200, body: pageOf([self]) }));
      fake.on('POST', '/api/admin/users/internal', ({ body }) => {
        attempts += 1;
        if (attempts === 1) return { status: 409, body: errorBody(409, 'A staff member with this e-mail address exists', { email: ['A staff member with this e-mail address exists'] }) };
        return { status: 201, body: staff({ id: 95, ...(body as object), status: 'PENDING_ACTIVATION' }) };
      });
    });
    await view.user.click(await screen.findByRole('button', { name: 'Add colleague' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a colleague' }));
    await view.user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(backend.requestsTo('POST', '/api/admin/users/internal')).toHaveLength(0);

    await view.user.type(dialog.getByLabelText(/^First name/), 'Dana');
    await view.user.type(dialog.getByLabelText(/^Last name/), 'Doe');
    await view.user.type(dialog.getByLabelText(/^E-mail address/), 'dana@example.com');
    await view.user.selectOptions(dialog.getByLabelText(/^Language/), 'de');
    await view.user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('A staff member with this e-mail address exists')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^E-mail address/)).toHaveAttribute('aria-invalid', 'true');

    await view.user.clear(dialog.getByLabelText(/^E-mail address/));
    await view.user.type(dialog.getByLabelText(/^E-mail address/), 'dana.doe@example.com');
    await view.user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to dana.doe@example.com.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/users/internal')[1]?.body).toEqual({
      email: 'dana.doe@example.com',
      firstName: 'Dana',
      lastName: 'Doe',
      language: 'de',
      fakturaAccess: false,
    });
  });

  it('shows core-api’s refusal to take one’s own invoice access under the checkbox', async () => {
    const view = open('/settings/users', (fake) => {
      fake.on('GET', '/api/admin/users/internal', () => ({ status: 200, body: pageOf([self]) }));
      fake.on('PATCH', `/api/admin/users/internal/${me.id}`, () => ({
        status: 422,
        body: errorBody(422, 'You cannot remove your own invoice access; ask another administrator', { fakturaAccess: ['You cannot remove your own invoice access'] }),
      }));
    });
    await view.user.click(await screen.findByRole('button', { name: 'Change Ada Admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change colleague' }));
    expect(dialog.getByText('You cannot remove your own invoice access; ask another administrator.')).toBeInTheDocument();
    await view.user.click(dialog.getByLabelText(/^Invoice access/));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('You cannot remove your own invoice access')).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', `/api/admin/users/internal/${me.id}`)[0]?.body).toMatchObject({ fakturaAccess: false });
  });

  it('deactivates a colleague after asking, keeps core-api’s last-admin refusal in the dialog, and reactivates', async () => {
    let refuse = true;
    const view = open('/settings/users', (fake) => {
      fake.on('GET', '/api/admin/users/internal', () => ({ status: 200, body: pageOf([self, bo, gone]) }));
      fake.on('PATCH', '/api/admin/users/internal/90', ({ body }) => {
        if (refuse) {
          refuse = false;
          const message = 'This is the last active administrator with invoice access: give another administrator invoice access first';
          return { status: 422, body: errorBody(422, message, { active: [message] }) };
        }
        return { status: 200, body: { ...bo, status: (body as { active: boolean }).active ? 'ACTIVE' : 'CLOSED_BY_GC' } };
      });
      fake.on('PATCH', '/api/admin/users/internal/91', () => ({ status: 200, body: { ...gone, status: 'ACTIVE' } }));
    });
    await view.user.click(await screen.findByRole('button', { name: 'Deactivate Bo Berg' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate colleague' }));
    expect(dialog.getByText(/Bo Berg can no longer sign in/)).toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await dialog.findByText('This is the last active administrator with invoice access: give another administrator invoice access first')).toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Bo Berg is deactivated.')).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', '/api/admin/users/internal/90').map((request) => request.body)).toEqual([{ active: false }, { active: false }]);

    await view.user.click(screen.getByRole('button', { name: 'Reactivate Cy Closed' }));
    expect(await screen.findByText('Cy Closed can sign in again.')).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', '/api/admin/users/internal/91')[0]?.body).toEqual({ active: true });
  });

  it('says when the list cannot be read', async () => {
    open('/settings/users', (fake) => {
      fake.on('GET', '/api/admin/users/internal', () => ({ status: 500, body: errorBody(500, 'Something went wrong') }));
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('settings: languages', () => {
  it('lists the languages by group with whether they are offered, and filters by group and state', async () => {
    const view = open('/settings/languages', (fake) => {
      fake.on('GET', '/api/admin/pricing/languages/all', () => ({ status: 200, body: { data: languages } }));
    });
    const table = within(await screen.findByRole('table', { name: 'Languages' }));
    const rows = (await table.findAllByRole('row')).slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['English', 'English - New Zealand', 'en-NZ', 'Withdrawn'],
      ['German', 'German - Austria', 'de-AT', 'Offered'],
      ['German', 'German - Germany', 'de-DE', 'Offered'],
    ]);
    await view.user.selectOptions(screen.getByLabelText('Language group'), 'German');
    await waitFor(() => expect(table.queryByText('English - New Zealand')).not.toBeInTheDocument());
    await view.user.selectOptions(screen.getByLabelText('Offered'), 'inactive');
    expect(await screen.findByText('No language matches these filters.')).toBeInTheDocument();
  });

  it('adds a language, checking the name’s group and the culture before asking, and shows a taken culture under its field', async () => {
    let attempts = 0;
    const view = open('/settings/languages', (fake) => {
      fake.on('GET', '/api/admin/pricing/languages/all', () => ({ status: 200, body: { data: languages } }));
      fake.on('GET', '/api/client/languages', () => ({ status: 200, body: { data: [{ id: 1, name: 'German - Austria', culture: 'de-AT', code: 'de' }] } }));
      fake.on('POST', '/api/admin/pricing/languages', ({ body }) => {
        attempts += 1;
        if (attempts === 1) return { status: 409, body: errorBody(409, 'The culture de-AT belongs to German - Austria', { culture: ['The culture de-AT belongs to German - Austria'] }) };
        return { status: 201, body: { id: 4, code: 'de', ...(body as object) } };
      });
    });
    // a picker has read the catalogue before
    await view.store.dispatch(catalogueApi.endpoints.getLanguages.initiate());
    await view.user.click(await screen.findByRole('button', { name: 'Add language' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a language' }));
    await view.user.type(dialog.getByLabelText(/^Name/), 'Swiss German');
    await view.user.type(dialog.getByLabelText(/^Culture/), 'german');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Write the name as “Language - Variant”, e.g. German - Austria.')).toBeInTheDocument();
    expect(dialog.getByText('Write the culture as language-REGION, e.g. de-AT.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/pricing/languages')).toHaveLength(0);

    await view.user.clear(dialog.getByLabelText(/^Name/));
    await view.user.type(dialog.getByLabelText(/^Name/), 'German - Liechtenstein');
    await view.user.clear(dialog.getByLabelText(/^Culture/));
    await view.user.type(dialog.getByLabelText(/^Culture/), 'de-AT');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The culture de-AT belongs to German - Austria')).toBeInTheDocument();

    await view.user.clear(dialog.getByLabelText(/^Culture/));
    await view.user.type(dialog.getByLabelText(/^Culture/), 'de-LI');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('German - Liechtenstein is saved.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/pricing/languages')[1]?.body).toEqual({ name: 'German - Liechtenstein', culture: 'de-LI', active: true });
    // the app's pickers offer it without reading the catalogue again
    const offered = catalogueApi.endpoints.getLanguages.select()(view.store.getState()).data;
    expect(offered?.map((language) => language.culture)).toEqual(['de-AT', 'de-LI']);
    expect(backend.requestsTo('GET', '/api/client/languages')).toHaveLength(1);
  });

  it('withdraws an offered language and offers a withdrawn one with one click each', async () => {
    const view = open('/settings/languages', (fake) => {
      fake.on('GET', '/api/admin/pricing/languages/all', () => ({ status: 200, body: { data: languages } }));
      fake.on('GET', '/api/client/languages', () => ({ status: 200, body: { data: [{ id: 1, name: 'German - Austria', culture: 'de-AT', code: 'de' }] } }));
      fake.on('PUT', '/api/admin/pricing/languages/1', ({ body }) => ({ status: 200, body: { ...languages[0], ...(body as object) } }));
      fake.on('PUT', '/api/admin/pricing/languages/3', ({ body }) => ({ status: 200, body: { ...languages[2], ...(body as object) } }));
    });
    await view.store.dispatch(catalogueApi.endpoints.getLanguages.initiate());
    await view.user.click(await screen.findByRole('button', { name: 'Withdraw German - Austria from new orders' }));
    expect(await screen.findByText('German - Austria is no longer offered for new orders.')).toBeInTheDocument();
    expect(catalogueApi.endpoints.getLanguages.select()(view.store.getState()).data).toEqual([]);
    expect(backend.requestsTo('PUT', '/api/admin/pricing/languages/1')[0]?.body).toEqual({ name: 'German - Austria', culture: 'de-AT', active: false });

    await view.user.click(screen.getByRole('button', { name: 'Offer English - New Zealand for new orders' }));
    expect(await screen.findByText('English - New Zealand is offered for new orders.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/pricing/languages/3')[0]?.body).toEqual({ name: 'English - New Zealand', culture: 'en-NZ', active: true });
    expect(catalogueApi.endpoints.getLanguages.select()(view.store.getState()).data?.map((language) => language.culture)).toEqual(['en-NZ']);
  });
});
