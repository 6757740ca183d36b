import { screen, waitFor, within } from '@testing-library/react';
import {
  buildAdminClient,
  buildAdminClientDetail,
  buildAdminMe,
  buildAuthState,
  buildClientBalance,
  FakeBackend,
  pageOf,
  type FakeRequest,
} from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe();
const teak = buildAdminClient({ id: 23, name: 'Teak & Co. KG', email: 'office@teak.example', invoicing: 'deposit' });
const beta = buildAdminClient({ id: 24, name: 'Beta GmbH', email: 'office@beta.example', invoicing: 'invoice' });
const SEARCH_WAIT = { timeout: 2000 };
const languages = [
  { id: 1, name: 'English - United Kingdom', culture: 'en-GB', code: 'en' },
  { id: 2, name: 'German - Germany', culture: 'de-DE', code: 'de' },
];
const levels = [
  { code: 'simple', name: 'Junior', rank: 1 },
  { code: 'good', name: 'Linguist', rank: 2 },
];
const pickerItem = (id: number, name: string) => ({ id, name, language: { name: 'German - Germany', culture: 'de-DE' } });
const projectsOf: Record<string, ReturnType<typeof pickerItem>[]> = {
  '23': [pickerItem(31, 'Spring blog'), pickerItem(32, 'Autumn blog')],
  '24': [pickerItem(41, 'Beta news')],
};

/** Every price is 10 cents gross per word. */
function priceFor({ query }: FakeRequest) {
  const gross = (words: number) => ({ amountNet: words * 8, fee: 0, tax: words * 2, amountGross: words * 10, currency: 'EUR' });
  return { status: 200, body: { min: gross(Number(query.get('min'))), max: gross(Number(query.get('max'))) } };
}

let backend: FakeBackend;

afterEach(() => backend.uninstall());

function open(route = '/orders/create') {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend
    .on('GET', '/api/client/languages', () => ({ status: 200, body: { data: languages } }))
    .on('GET', '/api/client/levels', () => ({ status: 200, body: { data: levels } }))
    .on('GET', '/api/admin/users/client', ({ query }: FakeRequest) => ({
      status: 200,
      body: pageOf([teak, beta].filter((client) => client.name?.toLowerCase().startsWith(query.get('search') ?? '-'))),
    }))
    .on('GET', '/api/admin/client/23', () => ({ status: 200, body: buildAdminClientDetail(teak) }))
    .on('GET', '/api/admin/client/24', () => ({ status: 200, body: buildAdminClientDetail(beta) }))
    .on('GET', '/api/admin/client/23/order', () => ({ status: 200, body: { defaultLevel: null, autoAcceptDays: 3, proofreadingDefault: false } }))
    .on('GET', '/api/admin/client/24/order', () => ({ status: 200, body: { defaultLevel: 'good', autoAcceptDays: 5, proofreadingDefault: true } }))
    .on('GET', '/api/admin/projects', ({ query }: FakeRequest) => ({ status: 200, body: pageOf(projectsOf[query.get('clientId') ?? ''] ?? []) }))
    .on('GET', '/api/admin/client/23/groups', () => ({ status: 200, body: [] }))
    .on('GET', '/api/admin/client/24/groups', () => ({ status: 200, body: [] }))
    .on('GET', '/api/admin/client/23/briefings', () => ({ status: 200, body: pageOf([]) }))
    .on('GET', '/api/admin/briefings', () => ({ status: 200, body: pageOf([]) }))
    .on('GET', '/api/admin/client/23/layouts', () => ({ status: 200, body: pageOf([]) }))
    .on('GET', '/api/admin/client/23/balance', () => ({ status: 200, body: buildClientBalance({ availableAmount: 38000 }) }))
    .on('GET', '/api/admin/client/23/order-price-calculator', priceFor)
    .on('POST', '/api/admin/client/23/project/31/orders', () => ({ status: 201, body: { ids: [301] } }))
    .on('GET', '/api/admin/order/301', () => ({ status: 404, body: { message: 'not in this test' } }));
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
const step = (name: string) => within(screen.getByRole('region', { name }));

async function pickClient(user: ReturnType<typeof open>['user'], search: string, name: RegExp) {
  const picker = screen.getByRole('combobox', { name: /Client/ });
  await user.clear(picker);
  await user.type(screen.getByRole('combobox', { name: /Client/ }), search);
  await user.click(await screen.findByRole('option', { name }, SEARCH_WAIT));
}

describe('the back office’s order wizard', () => {
  it('orders in a client’s name: client, project, the six steps, the client’s prices, and the staff route', async () => {
    const { user, location } = open();
    expect(await screen.findByRole('heading', { name: 'New order' })).toBeInTheDocument();
    expect(step('Project').getByText('Please choose a client first.')).toBeInTheDocument();
    // staff pick a client's existing project; creating one is the client's
    expect(screen.queryByRole('button', { name: 'Create a new project' })).not.toBeInTheDocument();

    await pickClient(user, 'teak', /Teak & Co. KG/);
    const project = step('Project').getByLabelText(label('Project'));
    await waitFor(() => expect(within(project).getByRole('option', { name: 'Spring blog (German - Germany)' })).toBeInTheDocument());
    expect(backend.requestsTo('GET', '/api/admin/projects').at(-1)?.query.get('clientId')).toBe('23');
    await user.selectOptions(step('Project').getByLabelText(label('Project')), 'Spring blog (German - Germany)');
    expect(step('Project').getByLabelText(label('Language'))).toHaveValue('de-DE');
    await user.click(step('Project').getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(step('Linguists').getByRole('option', { name: 'Linguist' })).toBeInTheDocument());
    await user.selectOptions(step('Linguists').getByLabelText(label('Quality Level')), 'Linguist');
    await user.click(step('Linguists').getByRole('button', { name: 'Next' }));
    await user.click(step('Briefing').getByRole('button', { name: 'Next' }));
    await user.click(step('Layout').getByRole('button', { name: 'Next' }));

    const definition = step('Order definition');
    await user.type(definition.getByLabelText(label('Title')), 'Spring sale');
    await user.type(definition.getByLabelText(label('Min words')), '200');
    await user.type(definition.getByLabelText(label('Max words')), '400');
    await user.click(definition.getByRole('button', { name: 'Next' }));

    const review = step('Order review');
    expect(review.getByText('Teak & Co. KG')).toBeInTheDocument();
    await waitFor(() => expect(review.getAllByText('20,00 € – 40,00 €').length).toBeGreaterThan(0), { timeout: 3000 });
    expect(backend.requestsTo('GET', '/api/admin/client/23/order-price-calculator').at(-1)?.query.get('level')).toBe('good');
    await user.click(review.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(location()).toBe('/order/301'));
    expect(backend.requestsTo('POST', '/api/admin/client/23/project/31/orders').at(-1)?.body).toEqual({
      language: 'de-DE',
      level: 'good',
      type: 'OO',
      processingDays: 2,
      orders: [{ title: 'Spring sale', minWords: 200, maxWords: 400 }],
    });
  });

  it('starts again for another client but keeps the language and service', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'New order' });
    await pickClient(user, 'teak', /Teak & Co. KG/);
    await waitFor(() =>
      expect(within(step('Project').getByLabelText(label('Project'))).getByRole('option', { name: 'Spring blog (German - Germany)' })).toBeInTheDocument(),
    );
    await user.selectOptions(step('Project').getByLabelText(label('Project')), 'Spring blog (German - Germany)');
    await user.selectOptions(step('Project').getByLabelText(label('Language')), 'English - United Kingdom');
    await user.selectOptions(step('Project').getByLabelText(label('Service')), 'Copywriting with proofreading');
    await user.click(step('Project').getByRole('button', { name: 'Next' }));
    await user.click(await step('Linguists').findByRole('button', { name: 'Back' }));

    await pickClient(user, 'beta', /Beta GmbH/);
    await waitFor(() => expect(within(step('Project').getByLabelText(label('Project'))).getByRole('option', { name: 'Beta news (German - Germany)' })).toBeInTheDocument());
    expect(step('Project').getByLabelText(label('Project'))).toHaveValue('');
    expect(step('Project').getByLabelText(label('Language'))).toHaveValue('en-GB');
    expect(step('Project').getByLabelText(label('Service'))).toHaveValue('copywriting_proofreading');

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('combobox', { name: /Client/ })).toHaveValue('');
    expect(step('Project').getByLabelText(label('Language'))).toHaveValue('');
  });

  it('keeps the language and service chosen on screen, before Next, for another client', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'New order' });
    await pickClient(user, 'teak', /Teak & Co. KG/);
    await waitFor(() =>
      expect(within(step('Project').getByLabelText(label('Project'))).getByRole('option', { name: 'Spring blog (German - Germany)' })).toBeInTheDocument(),
    );
    await user.selectOptions(step('Project').getByLabelText(label('Project')), 'Spring blog (German - Germany)');
    await user.selectOptions(step('Project').getByLabelText(label('Service')), 'Copywriting with proofreading');

    await pickClient(user, 'beta', /Beta GmbH/);
    await waitFor(() => expect(within(step('Project').getByLabelText(label('Project'))).getByRole('option', { name: 'Beta news (German - Germany)' })).toBeInTheDocument());
    expect(step('Project').getByLabelText(label('Project'))).toHaveValue('');
    expect(step('Project').getByLabelText(label('Language'))).toHaveValue('de-DE');
    expect(step('Project').getByLabelText(label('Service'))).toHaveValue('copywriting_proofreading');
  });

  it('starts from the client’s default level and proofreading, and leaves a level already chosen', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'New order' });
    await pickClient(user, 'beta', /Beta GmbH/);
    await waitFor(() => expect(step('Project').getByLabelText(label('Service'))).toHaveValue('copywriting_proofreading'));
    await waitFor(() => expect(within(step('Project').getByLabelText(label('Project'))).getByRole('option', { name: 'Beta news (German - Germany)' })).toBeInTheDocument());
    await user.selectOptions(step('Project').getByLabelText(label('Project')), 'Beta news (German - Germany)');
    await user.click(step('Project').getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(step('Linguists').getByLabelText(label('Quality Level'))).toHaveValue('good'));

    // the client's settings apply once: a level staff change stays when they come back
    await user.selectOptions(step('Linguists').getByLabelText(label('Quality Level')), 'Junior');
    await user.click(step('Linguists').getByRole('button', { name: 'Back' }));
    await user.click(step('Project').getByRole('button', { name: 'Next' }));
    expect(step('Linguists').getByLabelText(label('Quality Level'))).toHaveValue('simple');

    // a client without settings of its own starts where the wizard does
    await user.click(step('Linguists').getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await pickClient(user, 'teak', /Teak & Co. KG/);
    await waitFor(() => expect(backend.requestsTo('GET', '/api/admin/client/23/order').length).toBeGreaterThan(0));
    expect(step('Project').getByLabelText(label('Service'))).toHaveValue('copywriting');
  });

  it('opens with the client, language and project of its address', async () => {
    open('/orders/create/en-GB/23/32');
    await screen.findByRole('heading', { name: 'New order' });
    await waitFor(() => expect(step('Project').getByLabelText(label('Project'))).toHaveValue('32'));
    expect(step('Project').getByLabelText(label('Language'))).toHaveValue('en-GB');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Client/ })).toHaveValue('Teak & Co. KG'));
  });
});
