import { screen, waitFor, within } from '@testing-library/react';
import type { ClientMe } from '@inkwell/contracts';
import {
  buildAuthState,
  buildClientMe,
  buildOrder,
  buildTemplate,
  errorBody,
  pageOf,
  type FakeBackend,
  type FakeRequest,
} from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import type { RootState } from '../../../app/store';
import { buildBalance, buildLinguist, buildLinguistGroup, buildProject } from '../../../testing/builders';
import { installClientBackend, lastQuery } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { initialOrderWizardState, type OrderWizardData } from '@inkwell/web-kit';

let backend: FakeBackend;

/** Every price is 10 cents gross per word: easy to check, and shows which words were asked for. */
function priceFor({ query }: FakeRequest) {
  const gross = (words: number) => ({ amountNet: words * 8, fee: 0, tax: words * 2, amountGross: words * 10, currency: 'EUR' });
  return { status: 200, body: { min: gross(Number(query.get('min'))), max: gross(Number(query.get('max'))) } };
}

const myBriefing = { ...buildTemplate({ id: 31, name: 'Shop texts', html: '<section data-section="Intro"><p>Name the shop.</p></section>' }), system: false };
const systemBriefing = {
  ...buildTemplate({ id: 2, name: 'Blog article', html: '<section data-section="Hook"><p>Open with a <strong>question</strong>.</p></section>' }),
  system: true,
};
const myLayout = buildTemplate({ id: 41, name: 'Product page', html: '<section data-section="Specs"><table><tr><th>Weight</th><td></td></tr></table></section>' });

interface TemplateLists {
  mine?: unknown[];
  system?: unknown[];
  layouts?: unknown[];
}

function answerTemplates({ mine = [], system = [], layouts = [] }: TemplateLists = {}) {
  backend.on('GET', '/api/client/briefings', () => ({ status: 200, body: pageOf(mine) }));
  backend.on('GET', '/api/client/briefings/system', () => ({ status: 200, body: pageOf(system) }));
  backend.on('GET', '/api/client/text-layouts', () => ({ status: 200, body: pageOf(layouts) }));
}

function setUp(me: ClientMe = buildClientMe({ invoicing: 'deposit' }), templates: TemplateLists = {}) {
  backend = installClientBackend(me);
  answerTemplates(templates);
  backend.on('GET', '/api/client/projects', ({ query }) => {
    const projects = [buildProject({ id: 7, name: 'Spring blog' }), buildProject({ id: 8, name: 'Shop', language: { name: 'English - United Kingdom', culture: 'en-GB' } })];
    const name = query.get('name')?.toLowerCase() ?? '';
    return { status: 200, body: pageOf(projects.filter((project) => project.name.toLowerCase().includes(name))) };
  });
  backend.on('GET', '/api/client/orders/text-price', priceFor);
  backend.on('GET', '/api/client/groups', () => ({
    status: 200,
    body: [
      buildLinguistGroup({ id: 12, name: 'Fashion writers' }),
      buildLinguistGroup({ id: 9, name: 'Checkers', type: 'proofreading' }),
    ],
  }));
  backend.on('GET', '/api/client/linguists', ({ query }) => {
    const linguists = [buildLinguist({ id: 77, nickname: 'Lina' }), buildLinguist({ id: 78, nickname: 'Linus', relation: 'BLOCKED' })];
    const search = query.get('search')?.toLowerCase() ?? '';
    return { status: 200, body: pageOf(linguists.filter((linguist) => linguist.nickname?.toLowerCase().includes(search))) };
  });
  return me;
}

function openWizard(me: ClientMe, route = '/orders/create', wizard?: Partial<RootState['orderWizard']>) {
  return renderWithProviders(<AppRoutes />, {
    route,
    preloadedState: { auth: buildAuthState(me), ...(wizard ? { orderWizard: { ...initialOrderWizardState, ...wizard } } : {}) },
  });
}

afterEach(() => backend.uninstall());

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
const step = (name: string) => within(screen.getByRole('region', { name }));

const readyData: OrderWizardData = {
  project: { projectId: 7, projectName: 'Spring blog', language: 'de-DE', service: 'copywriting' },
  linguists: {
    level: 'good',
    assignment: 'OO',
    groupId: '',
    linguistId: '',
    linguistLabel: '',
    directFallback: 'open',
    proofreading: 'open',
    proofreadingGroupId: '',
  },
  briefing: { briefingId: null },
  layout: { layoutId: null },
  definition: { processingDays: 2, orders: [{ title: 'Spring', minWords: '200', maxWords: '400', keywords: '', comment: '' }] },
};

describe('OrderWizardPage', () => {
  // Six lazily loaded steps in jsdom take 10 s alone; two test workers on two busy cores take three times that.
  it('walks through the six steps and posts exactly the CreateOrdersRequest', async () => {
    const me = setUp(undefined, { mine: [myBriefing], system: [systemBriefing], layouts: [myLayout] });
    backend.on('POST', '/api/client/project/7/orders', () => ({ status: 201, body: { ids: [301, 302] } }));
    const view = openWizard(me);
    const { user } = view;

    expect(await screen.findByRole('heading', { name: 'New order' })).toBeInTheDocument();
    let current = step('Project');
    await waitFor(() => expect(current.getByRole('option', { name: 'Spring blog (German - Germany)' })).toBeInTheDocument());
    await user.selectOptions(current.getByLabelText(label('Project')), 'Spring blog (German - Germany)');
    expect(current.getByLabelText(label('Language'))).toHaveValue('de-DE');
    // the picker asks only for what it shows
    expect(lastQuery(backend, '/api/client/projects')).toEqual({ fields: 'picker', limit: '99999', offset: '0' });
    await user.selectOptions(current.getByLabelText(label('Service')), 'Copywriting with proofreading');
    await user.click(current.getByRole('button', { name: 'Next' }));

    current = step('Linguists');
    await waitFor(() => expect(current.getByRole('option', { name: 'Linguist' })).toBeInTheDocument());
    await user.selectOptions(current.getByLabelText(label('Quality Level')), 'Linguist');
    await user.selectOptions(current.getByLabelText(label('Copywriting')), 'One linguist (direct order)');
    await user.click(current.getByRole('button', { name: 'Next' }));
    expect(await current.findByText('This field is required.')).toBeInTheDocument();
    await user.type(current.getByRole('combobox', { name: 'Linguist' }), 'lin');
    await waitFor(() => expect(lastQuery(backend, '/api/client/linguists')?.search).toBe('lin'));
    // Linus is blocked: she may not be asked.
    expect(await current.findByRole('option', { name: /Lina/ })).toBeInTheDocument();
    expect(current.queryByRole('option', { name: /Linus/ })).not.toBeInTheDocument();
    await user.click(current.getByRole('option', { name: /Lina/ }));
    await user.selectOptions(current.getByLabelText(label('If the linguist declines or does not take the orders in time')), 'Cancel them');
    await user.selectOptions(current.getByLabelText(label('Proofreading')), 'A group of proofreaders');
    await user.selectOptions(current.getByLabelText(label('Proofreading group')), 'Checkers');
    await user.click(current.getByRole('button', { name: 'Next' }));

    current = step('Briefing');
    await waitFor(() => expect(current.getByRole('option', { name: 'Blog article (system briefing)' })).toBeInTheDocument());
    expect(current.getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'Shop texts', 'Blog article (system briefing)']);
    expect(current.getByLabelText('Briefing')).toHaveValue('none');
    expect(current.queryByText('You have no briefings yet')).not.toBeInTheDocument();
    await user.selectOptions(current.getByLabelText('Briefing'), 'Blog article (system briefing)');
    const briefingPreview = within(current.getByRole('region', { name: 'Blog article' }));
    expect(briefingPreview.getByText('question').tagName).toBe('STRONG');
    await user.click(current.getByRole('button', { name: 'Next' }));

    current = step('Layout');
    await waitFor(() => expect(current.getByRole('option', { name: 'Product page' })).toBeInTheDocument());
    expect(current.getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'Product page']);
    await user.selectOptions(current.getByLabelText('Layout'), 'Product page');
    expect(within(current.getByRole('region', { name: 'Product page' })).getByRole('columnheader', { name: 'Weight' })).toBeInTheDocument();
    await user.click(current.getByRole('button', { name: 'Next' }));
    for (const path of ['/api/client/briefings', '/api/client/briefings/system', '/api/client/text-layouts']) {
      expect(lastQuery(backend, path)).toEqual({ limit: '99999' });
    }

    current = step('Order definition');
    await user.selectOptions(current.getByLabelText(label('Processing time')), '3 days');
    await user.type(current.getByLabelText(label('Title')), 'Spring garden');
    await user.type(current.getByLabelText(label('Min words')), '200');
    await user.type(current.getByLabelText(label('Max words')), '400');
    await user.type(current.getByLabelText('Keywords'), 'garden, spring');
    await user.click(current.getByRole('button', { name: 'Add another order' }));
    const second = within(current.getByRole('group', { name: 'Order 2' }));
    await user.type(second.getByLabelText(label('Title')), 'Summer');
    await user.type(second.getByLabelText(label('Min words')), '300');
    await user.type(second.getByLabelText(label('Max words')), '300');
    await user.click(current.getByRole('button', { name: 'Next' }));

    current = step('Order review');
    const table = within(current.getByRole('table', { name: 'Orders' }));
    expect(await table.findByText('20,00 € – 40,00 €')).toBeInTheDocument();
    expect(table.getByText('30,00 € – 30,00 €')).toBeInTheDocument();
    expect(table.getByText('50,00 € – 70,00 €')).toBeInTheDocument();
    expect(current.getByText('Available balance').nextElementSibling).toHaveTextContent('500,00 €');
    const summary = within(current.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Briefing').nextElementSibling).toHaveTextContent('Blog article (system briefing)');
    expect(summary.getByText('Layout').nextElementSibling).toHaveTextContent('Product page');
    expect(lastQuery(backend, '/api/client/orders/text-price', (query) => query.get('max') === '400')).toEqual({ min: '200', max: '400', language: 'de-DE', level: 'good', services: ['copywriting', 'proofreading'], type: 'DO', linguistId: '77', textsAmount: '1' });

    await user.click(current.getByRole('button', { name: 'Place 2 orders' }));
    expect(await screen.findByText('Your 2 orders were placed.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/client/project/7/orders')[0]?.body).toEqual({
      language: 'de-DE',
      level: 'good',
      type: 'DO',
      linguistId: 77,
      directFallback: 'cancel',
      proofreading: { assignment: 'group', groupId: 9 },
      briefingId: 2,
      layoutId: 41,
      processingDays: 3,
      orders: [
        { title: 'Spring garden', minWords: 200, maxWords: 400, keywords: ['garden', 'spring'] },
        { title: 'Summer', minWords: 300, maxWords: 300 },
      ],
    });
    await waitFor(() => expect(view.location()).toBe('/content/orders/open'));
    expect(view.store.getState().orderWizard).toEqual(initialOrderWizardState);
  }, 60_000);

  it('offers only "None" with the empty texts when the client has no briefings or layouts, and posts no ids', async () => {
    const me = setUp();
    backend.on('POST', '/api/client/project/7/orders', () => ({ status: 201, body: { ids: [310] } }));
    const { user } = openWizard(me, '/orders/create', { step: 3, data: readyData });

    let current = step('Briefing');
    expect(await current.findByText('You have no briefings yet')).toBeInTheDocument();
    expect(current.getAllByRole('option').map((option) => option.textContent)).toEqual(['None']);
    expect(current.queryByRole('region')).not.toBeInTheDocument();
    await user.click(current.getByRole('button', { name: 'Next' }));

    current = step('Layout');
    expect(await current.findByText('You have no layouts yet')).toBeInTheDocument();
    expect(current.getByLabelText('Layout')).toHaveValue('none');
    await user.click(current.getByRole('button', { name: 'Next' }));
    await user.click(step('Order definition').getByRole('button', { name: 'Next' }));

    current = step('Order review');
    const summary = within(current.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Briefing').nextElementSibling).toHaveTextContent('None');
    expect(summary.getByText('Layout').nextElementSibling).toHaveTextContent('None');
    await user.click(await current.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(backend.requestsTo('POST', '/api/client/project/7/orders')).toHaveLength(1));
    const body = backend.requestsTo('POST', '/api/client/project/7/orders')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('briefingId');
    expect(body).not.toHaveProperty('layoutId');
  });

  it('goes back to "None" after choosing a briefing, and the preview goes with it', async () => {
    const me = setUp(undefined, { mine: [myBriefing] });
    const view = openWizard(me, '/orders/create', { step: 3, data: readyData });
    const current = step('Briefing');
    await waitFor(() => expect(current.getByRole('option', { name: 'Shop texts' })).toBeInTheDocument());
    await view.user.selectOptions(current.getByLabelText('Briefing'), 'Shop texts');
    expect(current.getByRole('region', { name: 'Shop texts' })).toHaveTextContent('Name the shop.');
    expect(view.store.getState().orderWizard.data.briefing).toEqual({ briefingId: 31 });
    await view.user.selectOptions(current.getByLabelText('Briefing'), 'None');
    expect(current.queryByRole('region', { name: 'Shop texts' })).not.toBeInTheDocument();
    expect(view.store.getState().orderWizard.data.briefing).toEqual({ briefingId: null });
  });

  it('checks the order definition before the review', async () => {
    const me = setUp();
    const view = openWizard(me, '/orders/create', { step: 5, data: { ...readyData, definition: { processingDays: 2, orders: [{ title: '', minWords: '', maxWords: '', keywords: '', comment: '' }] } } });
    const current = step('Order definition');
    await view.user.type(current.getByLabelText(label('Min words')), '500');
    await view.user.type(current.getByLabelText(label('Max words')), '300');
    await view.user.click(current.getByRole('button', { name: 'Next' }));

    expect(await current.findByText('Max words must not be less than min words.')).toBeInTheDocument();
    expect(current.getByLabelText(label('Title'))).toHaveAccessibleDescription('This field is required.');
    expect(screen.queryByRole('region', { name: 'Order review' })).not.toBeInTheDocument();

    await view.user.type(current.getByLabelText(label('Min words')), 'x');
    await view.user.click(current.getByRole('button', { name: 'Next' }));
    expect(await current.findByText('Please enter a whole number of words above 0.')).toBeInTheDocument();
  });

  it.each([
    [404, 'Linguist does not exist'],
    [422, 'Linguist has no languages'],
  ])('asks the price of a direct order with the linguist and shows the server’s %s answer “%s”', async (status, message) => {
    const me = setUp();
    backend.on('GET', '/api/client/orders/text-price', () => ({ status, body: errorBody(status, message) }));
    openWizard(me, '/orders/create', {
      step: 6,
      data: { ...readyData, linguists: { ...readyData.linguists, assignment: 'DO', linguistId: '77', linguistLabel: 'Lina' } },
    });
    const current = step('Order review');
    expect(await current.findByText(message, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(lastQuery(backend, '/api/client/orders/text-price')).toMatchObject({ type: 'DO', linguistId: '77', min: '200', max: '400' });
    expect(within(current.getByRole('region', { name: 'Summary' })).getByText(/Lina/)).toBeInTheDocument();
  });

  it('starts a direct order’s fallback from the client’s settings for the linguist picked', async () => {
    const me = setUp();
    backend.on('GET', '/api/client/linguist/77/settings', () => ({ status: 200, body: { directFallback: 'cancel', directTakeHours: 12 } }));
    const view = openWizard(me, '/orders/create', { step: 2, data: { ...readyData, linguists: { ...readyData.linguists, assignment: 'DO' } } });
    // the page loads lazily: wait for the step and for its fallback field before reading them
    const current = within(await screen.findByRole('region', { name: 'Linguists' }));
    const fallback = await current.findByLabelText(label('If the linguist declines or does not take the orders in time'));
    expect(fallback).toHaveValue('open');
    await view.user.type(current.getByRole('combobox', { name: 'Linguist' }), 'lin');
    await view.user.click(await current.findByRole('option', { name: /Lina/ }));
    await waitFor(() => expect(fallback).toHaveValue('cancel'));
    // The client may still choose otherwise for this order.
    await view.user.selectOptions(fallback, 'open');
    expect(fallback).toHaveValue('open');
  });

  it('keeps what was typed when going back a step and forward again', async () => {
    const me = setUp();
    const view = openWizard(me, '/orders/create', { step: 2, data: readyData });
    await view.user.selectOptions(step('Linguists').getByLabelText(label('Copywriting')), 'A group of linguists');
    await view.user.selectOptions(step('Linguists').getByLabelText(label('Group')), 'Fashion writers');
    await view.user.click(step('Linguists').getByRole('button', { name: 'Back' }));
    await view.user.click(await step('Project').findByRole('button', { name: 'Next' }));

    expect(step('Linguists').getByLabelText(label('Group'))).toHaveValue('12');
    expect(view.store.getState().orderWizard.data.linguists).toMatchObject({ assignment: 'GO', groupId: '12' });

    await view.user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('region', { name: 'Project' })).toBeInTheDocument();
    expect(view.store.getState().orderWizard).toEqual(initialOrderWizardState);
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
  });

  it('"Start over" empties every step, the chosen project and language too (issue 15)', async () => {
    const me = setUp();
    const { user } = openWizard(me);
    expect(await screen.findByRole('heading', { name: 'New order' })).toBeInTheDocument();
    const current = step('Project');
    await waitFor(() => expect(current.getByRole('option', { name: 'Spring blog (German - Germany)' })).toBeInTheDocument());
    await user.selectOptions(current.getByLabelText(label('Project')), 'Spring blog (German - Germany)');
    await user.click(current.getByRole('button', { name: 'Next' }));
    await screen.findByRole('region', { name: 'Linguists' });

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    const fresh = step('Project');
    expect(fresh.getByLabelText(label('Project'))).toHaveValue('');
    expect(fresh.getByLabelText(label('Language'))).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
  });

  it('creates a project inline and chooses it', async () => {
    const me = setUp();
    backend.on('POST', '/api/client/project', () => ({ status: 201, body: { id: 88 } }));
    const view = openWizard(me);
    const current = step('Project');
    await view.user.click(await current.findByRole('button', { name: 'Create a new project' }));
    const form = within(current.getByRole('form', { name: 'New project' }));
    await view.user.click(form.getByRole('button', { name: 'Create project' }));
    expect(await form.findAllByText('This field is required.')).toHaveLength(2);

    await view.user.type(form.getByLabelText(label('Name of the new project')), 'Autumn');
    await view.user.selectOptions(form.getByLabelText(label('Language of the new project')), 'English - United Kingdom');
    await view.user.click(form.getByRole('button', { name: 'Create project' }));

    expect(await current.findByText('The project “Autumn” was created and chosen.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/client/project')[0]?.body).toEqual({ name: 'Autumn', language: 'en-GB' });
    expect(current.getByLabelText(label('Project'))).toHaveValue('88');
    expect(current.getByLabelText(label('Language'))).toHaveValue('en-GB');
  });

  it('warns a prepaid client whose balance is too low and shows the 422 of the create call', async () => {
    const me = setUp();
    backend.on('GET', '/api/client/billing/balance', () => ({ status: 200, body: buildBalance({ availableAmount: 1000 }) }));
    backend.on('POST', '/api/client/project/7/orders', () => ({
      status: 422,
      body: errorBody(422, 'The available balance of 10,00 € is too low for 40,00 €'),
    }));
    const view = openWizard(me, '/orders/create', { step: 6, data: readyData });
    const current = step('Order review');

    expect(await current.findByText(/does not cover the maximum price of 40,00 €/)).toBeInTheDocument();
    await view.user.click(current.getByRole('button', { name: 'Place order' }));

    const alert = await current.findByRole('alert');
    expect(alert).toHaveTextContent('The orders were not created.');
    expect(alert).toHaveTextContent('The available balance of 10,00 € is too low for 40,00 €');
    expect(view.location()).toBe('/orders/create');
  });

  it('shows no balance to an invoice client', async () => {
    const me = setUp(buildClientMe({ invoicing: 'invoice' }));
    openWizard(me, '/orders/create', { step: 6, data: readyData });
    // The order's price and the total are the same for a single order.
    expect(await step('Order review').findAllByText('20,00 € – 40,00 €')).toHaveLength(2);
    expect(screen.queryByText('Available balance')).not.toBeInTheDocument();
    expect(backend.requestsTo('GET', '/api/client/billing/balance')).toHaveLength(0);
  });
});

describe('CopyOrderPage', () => {
  it('opens the review of a copy and orders it again', async () => {
    const me = setUp();
    backend.on('GET', '/api/client/order/51', () => ({
      status: 200,
      body: buildOrder({
        id: 51,
        title: 'Garden tips',
        projectId: 7,
        projectName: 'Spring blog',
        level: 'good',
        keywords: ['roses'],
        words: { min: 100, max: 200, final: 150 },
      }),
    }));
    backend.on('POST', '/api/client/project/7/orders', () => ({ status: 201, body: { ids: [400] } }));
    const view = openWizard(me, '/orders/copy?orderId=51');

    expect(await screen.findByRole('heading', { name: 'Copy order' })).toBeInTheDocument();
    const current = step('Order review');
    expect(current.getByText('Copy of Garden tips')).toBeInTheDocument();
    expect(await current.findAllByText('10,00 € – 20,00 €')).toHaveLength(2);

    await view.user.click(current.getByRole('button', { name: 'Edit order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit order' }));
    await view.user.clear(dialog.getByLabelText(label('Max words')));
    await view.user.type(dialog.getByLabelText(label('Max words')), '250');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    // The price follows the change once the debounce has passed.
    expect(await current.findAllByText('10,00 € – 25,00 €', undefined, { timeout: 3000 })).toHaveLength(2);

    await view.user.click(current.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(view.location()).toBe('/content/orders/open'));
    expect(backend.requestsTo('POST', '/api/client/project/7/orders')[0]?.body).toEqual({
      language: 'de-DE',
      level: 'good',
      type: 'OO',
      processingDays: 2,
      orders: [{ title: 'Copy of Garden tips', minWords: 100, maxWords: 250, keywords: ['roses'] }],
    });
  });
});
