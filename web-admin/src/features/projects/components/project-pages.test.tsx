import { screen, waitFor, within } from '@testing-library/react';
import type { ProjectLinguistStats, ProjectOrderStats, ProjectRevisionStats, StaffProjectDto } from '@inkwell/contracts';
import { buildAdminClientDetail, buildAdminMe, buildAuthState, buildOrder, errorBody, FakeBackend, pageOf, type FakeRequest } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe();
const SEARCH_WAIT = { timeout: 3000 };

const project = (overrides: Partial<StaffProjectDto> = {}): StaffProjectDto => ({
  id: 31,
  name: 'Spring blog',
  language: { name: 'German - Germany', culture: 'de-DE' },
  purchaseOrder: 'PO-4711',
  quoteId: null,
  externalId: null,
  deadlineAt: null,
  status: 'processing',
  prices: [{ amount: 23800, currency: 'EUR' }],
  ordersCount: 3,
  createdAt: '2025-04-01T09:00:00.000Z',
  clientId: 23,
  clientName: 'Teak & Co. KG',
  ...overrides,
});
const orderStats: ProjectOrderStats = { open: 1, processing: 1, ready: 0, accepted: 1, canceled: 0, rejected: 0, total: 3 };
const linguistStats: ProjectLinguistStats = { accepted: { total: 2, lastMonth: 1 } };
const revisionStats: ProjectRevisionStats = { orders: 3, revisedOrders: 1, rounds: { total: 2, client: 1, admin: 0, proofreader: 1 }, revisedShare: 0.3333 };
const languages = [
  { id: 1, name: 'German - Germany', culture: 'de-DE', code: 'de' },
  { id: 2, name: 'French - France', culture: 'fr-FR', code: 'fr' },
];

let backend: FakeBackend;
let saved: string[];

beforeEach(() => {
  saved = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:orders' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  backend.uninstall();
  jest.restoreAllMocks();
});

function open(route: string, answer: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend
    .on('GET', '/api/admin/orders/action-required', () => ({ status: 200, body: { ...pageOf([], 0), totalCapped: false, nextCursor: null } }))
    .on('GET', '/api/client/languages', () => ({ status: 200, body: { data: languages } }));
  answer(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

/** A statistics card once its figures arrived: the loading card is replaced by the figures' own. */
async function statsCard(name: string) {
  await waitFor(() => expect(within(screen.getByRole('region', { name })).queryByRole('status')).not.toBeInTheDocument());
  return within(screen.getByRole('region', { name }));
}

function serveProject(fake: FakeBackend, item = project()) {
  fake
    .on('GET', `/api/admin/project/${item.id}`, () => ({ status: 200, body: item }))
    .on('GET', `/api/admin/project/${item.id}/orders-stats`, () => ({ status: 200, body: orderStats }))
    .on('GET', `/api/admin/project/${item.id}/linguist-stats`, () => ({ status: 200, body: linguistStats }))
    .on('GET', `/api/admin/project/${item.id}/revisions`, () => ({ status: 200, body: revisionStats }))
    .on('GET', `/api/admin/project/${item.id}/orders`, ({ query }: FakeRequest) => ({
      status: 200,
      body: pageOf(query.get('search') === 'nothing' ? [] : [buildOrder({ id: 501, title: 'Ten trails in spring', projectId: item.id })]),
    }));
}

describe('projects search', () => {
  it('is in the navigation and lists every client’s projects, linking each project and its client', async () => {
    const view = open('/dashboard', (fake) => {
      fake.on('GET', '/api/admin/orders/open', () => ({ status: 200, body: { ...pageOf([]), totalCapped: false, nextCursor: null } }));
      fake.on('GET', '/api/admin/projects', () => ({ status: 200, body: pageOf([project(), project({ id: 32, name: 'Winter shop', clientId: 24, clientName: null, status: 'open' })]) }));
    });
    await view.user.click(await screen.findByRole('link', { name: 'Projects' }));

    expect(await screen.findByRole('link', { name: 'Spring blog' })).toHaveAttribute('href', '/project/31');
    expect(view.location()).toBe('/projects/search');
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    const row = screen.getByRole('link', { name: 'Winter shop' }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Client no. 24' })).toHaveAttribute('href', '/client/24');
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teak & Co. KG' })).toHaveAttribute('href', '/client/23');
    expect(backend.requestsTo('GET', '/api/admin/projects')[0]?.query.get('clientId')).toBeNull();
  });

  it('searches by name and filters by client and status on the server, and says when nothing matches', async () => {
    const view = open('/projects', (fake) => {
      fake.on('GET', '/api/admin/projects', ({ query }: FakeRequest) => ({ status: 200, body: pageOf(query.get('name') === 'oak' ? [] : [project()]) }));
      fake.on('GET', '/api/admin/users/client', () => ({ status: 200, body: pageOf([buildAdminClientDetail({ id: 23, name: 'Teak & Co. KG' })]) }));
    });
    expect(await screen.findByRole('link', { name: 'Spring blog' })).toBeInTheDocument();
    await view.user.type(screen.getByRole('combobox', { name: 'Client' }), 'teak');
    await view.user.click(await screen.findByRole('option', { name: /Teak & Co\. KG/ }, SEARCH_WAIT));
    await waitFor(() => expect(backend.requestsTo('GET', '/api/admin/projects').at(-1)?.query.get('clientId')).toBe('23'));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Project status' }), 'Done');
    await waitFor(() => expect(backend.requestsTo('GET', '/api/admin/projects').at(-1)?.query.get('projectStatus')).toBe('done'));
    expect(backend.requestsTo('GET', '/api/admin/projects').at(-1)?.query.get('clientId')).toBe('23');
    await view.user.type(screen.getByRole('searchbox'), 'oak');
    await waitFor(() => expect(backend.requestsTo('GET', '/api/admin/projects').at(-1)?.query.get('name')).toBe('oak'), SEARCH_WAIT);
    expect(await screen.findByText(/couldn’t find anything/)).toBeInTheDocument();
  });

  it('shows the empty list and the error of a failed search', async () => {
    open('/projects/search', (fake) => fake.on('GET', '/api/admin/projects', () => ({ status: 200, body: pageOf([]) })));
    expect(await screen.findByText('List is empty.')).toBeInTheDocument();
    backend.uninstall();
    open('/projects/search', (fake) => fake.on('GET', '/api/admin/projects', () => ({ status: 500, body: errorBody(500, 'Database down') })));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('creates a project for a picked client and opens it, keeping a field core-api refused under that field', async () => {
    let attempts = 0;
    const view = open('/projects/search', (fake) => {
      fake.on('GET', '/api/admin/projects', () => ({ status: 200, body: pageOf([]) }));
      fake.on('GET', '/api/admin/users/client', () => ({ status: 200, body: pageOf([{ ...buildAdminClientDetail({ id: 23, name: 'Teak & Co. KG' }) }]) }));
      fake.on('GET', '/api/admin/client/23', () => ({ status: 200, body: buildAdminClientDetail({ id: 23, name: 'Teak & Co. KG' }) }));
      fake.on('POST', '/api/admin/project', () => {
        attempts += 1;
        return attempts === 1 ? { status: 400, body: errorBody(400, 'Validation failed', { name: ['"name" is taken'] }) } : { status: 201, body: { id: 31 } };
      });
      serveProject(fake);
    });
    await view.user.click(await screen.findByRole('button', { name: 'New project' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New project for a client' }));
    await view.user.click(dialog.getByRole('button', { name: 'Create project' }));
    expect(await dialog.findAllByText('This field is required.')).toHaveLength(3);
    expect(backend.requestsTo('POST', '/api/admin/project')).toHaveLength(0);

    await view.user.type(dialog.getByRole('combobox', { name: 'Client' }), 'teak');
    await view.user.click(await dialog.findByRole('option', { name: /Teak & Co\. KG/ }, SEARCH_WAIT));
    await view.user.type(dialog.getByLabelText(/^Project name/), 'Spring blog');
    await view.user.selectOptions(dialog.getByRole('combobox', { name: /^Language/ }), 'German - Germany');
    await view.user.type(dialog.getByLabelText('Purchase order (PO)'), 'PO-4711');
    await view.user.click(dialog.getByRole('button', { name: 'Create project' }));
    expect(await dialog.findByText('"name" is taken')).toBeInTheDocument();

    await view.user.click(dialog.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(view.location()).toBe('/project/31'));
    expect(backend.requestsTo('POST', '/api/admin/project').at(-1)?.body).toEqual({
      clientId: 23,
      name: 'Spring blog',
      language: 'de-DE',
      purchaseOrder: 'PO-4711',
      quoteId: null,
      externalId: null,
      deadlineAt: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring blog' })).toBeInTheDocument();
  });
});

describe('orders of every project', () => {
  it('opens the open orders by default and switches lists by address', async () => {
    const view = open('/projects/orders', (fake) => {
      fake.on('GET', '/api/admin/orders/open', () => ({ status: 200, body: { ...pageOf([buildOrder({ id: 601, title: 'Open text' })]), totalCapped: false, nextCursor: null } }));
      fake.on('GET', '/api/admin/orders/completed', () => ({ status: 200, body: { ...pageOf([]), totalCapped: false, nextCursor: null } }));
    });
    expect(await screen.findByRole('link', { name: 'Open text' })).toHaveAttribute('href', '/order/601');
    expect(screen.getByRole('tab', { name: 'Open', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');

    await view.user.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(view.location()).toBe('/projects/orders/completed'));
    expect(await screen.findByText('List is empty.')).toBeInTheDocument();
  });

  it('says why a list could not be read, and sends an unknown list to the open one', async () => {
    const view = open('/projects/orders/archived', (fake) => {
      fake.on('GET', '/api/admin/orders/open', () => ({ status: 503, body: errorBody(503, 'Try again later') }));
    });
    await waitFor(() => expect(view.location()).toBe('/projects/orders/open'));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });
});

describe('project page', () => {
  it('shows the project, its client, its three statistics and its orders', async () => {
    open('/project/31', (fake) => serveProject(fake));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring blog' })).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Project' }));
    expect(details.getByRole('link', { name: 'Teak & Co. KG' })).toHaveAttribute('href', '/client/23');
    expect(details.getByText('Purchase order (PO)').nextElementSibling).toHaveTextContent('PO-4711');
    expect(details.getByText('Status').nextElementSibling).toHaveTextContent('Processing');

    // The status bar reads out each status's share of the three orders.
    expect(await screen.findByRole('img', { name: 'Open 33,33 %, Processing 33,33 %, Accepted 33,33 %' })).toBeInTheDocument();
    const byStatus = await statsCard('Orders by status');
    expect(byStatus.getByText('Total').nextElementSibling).toHaveTextContent('3');
    expect(byStatus.getByText('Accepted').nextElementSibling).toHaveTextContent('1');
    const linguists = await statsCard('Linguists');
    expect(linguists.getByText('Of them in the last month').nextElementSibling).toHaveTextContent('1');
    const revisions = await statsCard('Revisions');
    expect(revisions.getByText('Share of orders sent back').nextElementSibling).toHaveTextContent('33,33 %');
    expect(revisions.getByText('Asked by the proofreader').nextElementSibling).toHaveTextContent('1');

    expect(await screen.findByRole('link', { name: 'Ten trails in spring' })).toHaveAttribute('href', '/order/501');
    expect(screen.getByRole('tab', { name: 'Orders', selected: true })).toBeInTheDocument();
    // The navigation's New order opens an empty wizard; the header's picks this project's language, client and project.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/orders/create/de-DE/23/31');
  });

  it('asks for three characters of a title (or an order id) before it searches the project’s orders', async () => {
    const view = open('/project/31', (fake) => serveProject(fake));
    expect(await screen.findByRole('link', { name: 'Ten trails in spring' })).toBeInTheDocument();
    const searched = () => backend.requestsTo('GET', '/api/admin/project/31/orders').filter((call) => call.query.has('search'));

    await view.user.type(screen.getByRole('searchbox'), 'no');
    expect(await screen.findByText('Type at least 3 characters or an order ID.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ten trails in spring' })).not.toBeInTheDocument();
    expect(searched()).toEqual([]);

    await view.user.type(screen.getByRole('searchbox'), 'thing');
    expect(await screen.findByText('Sorry, we couldn’t find anything', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(searched().at(-1)?.query.get('search')).toBe('nothing');
  });

  it('shows a spinner while the project loads, and an empty orders list', async () => {
    let release: () => void = () => undefined;
    open('/project/31', (fake) => {
      serveProject(fake);
      fake.on('GET', '/api/admin/project/31', () => new Promise((resolve) => (release = () => resolve({ status: 200, body: project() }))));
      fake.on('GET', '/api/admin/project/31/orders', () => ({ status: 200, body: pageOf([]) }));
    });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('This project has no orders yet.')).toBeInTheDocument();
  });

  it('answers an unknown project with core-api’s error and a way back, and a failed statistic in its card', async () => {
    open('/project/999', (fake) => fake.on('GET', '/api/admin/project/999', () => ({ status: 404, body: errorBody(404, 'Project not found') })));
    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/projects/search');
    backend.uninstall();

    open('/project/31', (fake) => {
      serveProject(fake);
      fake.on('GET', '/api/admin/project/31/revisions', () => ({ status: 403, body: errorBody(403, 'Staff only.') }));
    });
    expect((await statsCard('Revisions')).getByText('Staff only.')).toBeInTheDocument();
  });

  it('edits the project: only the changed fields go to core-api, and a refused field is named under it', async () => {
    let attempts = 0;
    const view = open('/project/31', (fake) => {
      serveProject(fake);
      fake.on('PATCH', '/api/admin/project/31', ({ body }: FakeRequest) => {
        attempts += 1;
        return attempts === 1
          ? { status: 400, body: errorBody(400, 'Validation failed', { quoteId: ['"quoteId" length must be less than or equal to 100 characters long'] }) }
          : { status: 200, body: project(body as Partial<StaffProjectDto>) };
      });
    });
    await view.user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit project' }));
    await view.user.clear(dialog.getByLabelText(/^Project name/));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This field is required.')).toBeInTheDocument();

    await view.user.type(dialog.getByLabelText(/^Project name/), 'Spring blog 2025');
    await view.user.type(dialog.getByLabelText('Quote'), 'Q-12');
    await view.user.clear(dialog.getByLabelText('Purchase order (PO)'));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(/"quoteId" length must be/)).toBeInTheDocument();

    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('PATCH', '/api/admin/project/31').at(-1)?.body).toEqual({ name: 'Spring blog 2025', purchaseOrder: null, quoteId: 'Q-12' });
    expect(await screen.findByText('The project was saved.')).toBeInTheDocument();
  });

  it('downloads the orders sheet and opens the export dialog for the project', async () => {
    const view = open('/project/31', (fake) => {
      serveProject(fake);
      fake.on('POST', '/api/admin/project/31/orders/export', () => ({
        status: 200,
        file: { content: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'project-31-orders.xlsx' },
      }));
      fake.on('POST', '/api/admin/project/31/wordpress/categories', () => ({ status: 200, body: { data: [{ id: 3, name: 'Travel' }] } }));
    });
    await view.user.click(await screen.findByRole('button', { name: 'Download orders (.xlsx)' }));
    await waitFor(() => expect(saved).toEqual(['project-31-orders.xlsx']));
    await view.user.click(screen.getByRole('button', { name: 'Export texts' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export texts' }));
    // Staff read no client settings: the dialog asks the client's saved site for its categories straight away.
    await view.user.selectOptions(dialog.getByRole('combobox', { name: /Export type/ }), 'WordPress');
    await waitFor(() => expect(within(dialog.getByRole('combobox', { name: /Category/ })).getAllByRole('option').map((o) => o.textContent)).toContain('Travel'));
  });
});

describe('a client’s projects', () => {
  it('are the client page’s default tab, and a new project is the client’s without picking it', async () => {
    const view = open('/client/23', (fake) => {
      fake.on('GET', '/api/admin/client/23', () => ({ status: 200, body: buildAdminClientDetail({ id: 23, name: 'Teak & Co. KG' }) }));
      fake.on('GET', '/api/admin/projects', () => ({ status: 200, body: pageOf([project()]) }));
      fake.on('POST', '/api/admin/project', () => ({ status: 201, body: { id: 31 } }));
      serveProject(fake);
    });
    expect(await screen.findByRole('tab', { name: 'Projects', selected: true })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Projects' }));
    expect(await table.findByRole('link', { name: 'Spring blog' })).toHaveAttribute('href', '/project/31');
    expect(table.queryByRole('columnheader', { name: 'Client' })).not.toBeInTheDocument();
    expect(backend.requestsTo('GET', '/api/admin/projects')[0]?.query.get('clientId')).toBe('23');

    await view.user.click(screen.getByRole('button', { name: 'New project' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New project for a client' }));
    expect(dialog.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    await view.user.type(dialog.getByLabelText(/^Project name/), 'Autumn blog');
    await view.user.selectOptions(dialog.getByRole('combobox', { name: /^Language/ }), 'French - France');
    await view.user.click(dialog.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(view.location()).toBe('/project/31'));
    expect(backend.requestsTo('POST', '/api/admin/project')[0]?.body).toMatchObject({ clientId: 23, name: 'Autumn blog', language: 'fr-FR' });
  });
});
