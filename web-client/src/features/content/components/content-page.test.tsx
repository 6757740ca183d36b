import { screen, waitFor, within } from '@testing-library/react';
import { buildAuthState, buildClientMe, buildOrder, pageOf, type FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { buildProject } from '../../../testing/builders';
import { installClientBackend, lastQuery } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildClientMe();
let backend: FakeBackend;

beforeEach(() => {
  backend = installClientBackend(me);
});
afterEach(() => backend.uninstall());

function openContent(route = '/content') {
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

const FILTER_WAIT = { timeout: 3000 };

/** Two languages of the German group and one of the English one. */
function answerGroupedLanguages() {
  backend.on('GET', '/api/client/languages', () => ({
    status: 200,
    body: {
      data: [
        { id: 1, name: 'English - United Kingdom', culture: 'en-GB', code: 'en' },
        { id: 2, name: 'German - Germany', culture: 'de-DE', code: 'de' },
        { id: 3, name: 'German - Austria', culture: 'de-AT', code: 'de' },
      ],
    },
  }));
}

describe('ContentPage', () => {
  it('shows the projects tab first, with its columns from GET /api/client/projects', async () => {
    backend.on('GET', '/api/client/projects', () => ({
      status: 200,
      body: pageOf([
        buildProject({
          id: 31,
          name: 'Spring blog',
          purchaseOrder: 'PO-7',
          quoteId: 'Q-2',
          deadlineAt: '2025-04-30T12:00:00.000Z',
          prices: [{ amount: 123450, currency: 'EUR' }],
          status: 'processing',
        }),
      ]),
    }));
    openContent();

    expect(await screen.findByRole('heading', { name: 'Content' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Bulk uploads' })).toHaveAttribute('aria-selected', 'false');
    const row = (await screen.findByRole('link', { name: 'Spring blog' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/project/31');
    expect(row).toHaveTextContent('Q-2 / PO-7');
    expect(row).toHaveTextContent('1.234,50 €');
    expect(row).toHaveTextContent('30.04.2025');
    expect(row).toHaveTextContent('Processing');
    expect(lastQuery(backend, '/api/client/projects')).toEqual({ limit: '10', offset: '0' });
  });

  it('invites a new client to the first project and starts the wizard from there', async () => {
    const view = openContent();
    expect(await screen.findByText('Let’s create your first project')).toBeInTheDocument();
    const emptyState = screen.getByText('Let’s create your first project').parentElement as HTMLElement;
    await view.user.click(within(emptyState).getByRole('button', { name: 'New order' }));
    expect(await screen.findByRole('heading', { name: 'New order' })).toBeInTheDocument();
    expect(view.location()).toBe('/orders/create');
  });

  it('sends the filters after the debounce, dates as DD.MM.YYYY, and says when nothing matches', async () => {
    answerGroupedLanguages();
    const view = openContent();
    await screen.findByText('Let’s create your first project');

    await view.user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = within(screen.getByRole('group', { name: 'Filters' }));
    // named by its label and what it shows
    const languageFilter = panel.getByRole('button', { name: 'Language Any' });
    await view.user.click(languageFilter);
    const languages = within(screen.getByRole('dialog', { name: 'Language' }));
    await view.user.click(await languages.findByRole('checkbox', { name: 'German - Germany' }));
    await view.user.click(languages.getByRole('checkbox', { name: 'German - Austria' }));
    // Both of its languages picked, the German heading reads as picked too.
    expect(languages.getByRole('checkbox', { name: 'German' })).toBeChecked();
    await view.user.keyboard('{Escape}');
    expect(languageFilter).toHaveFocus();
    expect(languageFilter).toHaveAccessibleName('Language 2 selected');
    await view.user.type(panel.getByLabelText('Created from'), '2025-03-01');
    await view.user.type(panel.getByLabelText('Accepted until'), '2025-03-31');
    await view.user.type(panel.getByLabelText('Project ID'), '12');
    await view.user.type(panel.getByLabelText('Linguist Group'), ' Fashion writers ');

    await waitFor(
      () =>
        expect(lastQuery(backend, '/api/client/projects')).toEqual({
          culture: ['de-DE', 'de-AT'],
          createdFrom: '01.03.2025',
          acceptedTo: '31.03.2025',
          id: '12',
          groupName: 'Fashion writers',
          limit: '10',
          offset: '0',
        }),
      FILTER_WAIT,
    );
    expect(await screen.findByText('Sorry, we couldn’t find anything')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (5)' })).toHaveAttribute('aria-expanded', 'true');
    // The debounce spares the API every keystroke: 39 keystrokes in four fields. Typically two calls (the first load
    // and one once typing stopped); on a loaded machine a pause between two fields may outlast the debounce and add
    // a call per field, never one per keystroke.
    const calls = backend.requestsTo('GET', '/api/client/projects').length;
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(calls).toBeLessThanOrEqual(5);

    await view.user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(languageFilter).toHaveAccessibleName('Language Any');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(panel.getByLabelText('Created from')).toHaveValue('');
    expect(panel.getByLabelText('Linguist Group')).toHaveValue('');
    // Unfiltered again, the list is the first one (answered from the cache) with its first-use state.
    expect(await screen.findByText('Let’s create your first project', undefined, FILTER_WAIT)).toBeInTheDocument();

    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('opens a shared address with its filters and page applied, and writes a new filter there, back on the first page', async () => {
    const view = openContent('/content?groupName=Fashion%20writers&page=2');

    await waitFor(() => expect(lastQuery(backend, '/api/client/projects')).toEqual({ groupName: 'Fashion writers', limit: '10', offset: '10' }));
    await view.user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const panel = within(screen.getByRole('group', { name: 'Filters' }));
    expect(panel.getByLabelText('Linguist Group')).toHaveValue('Fashion writers');

    await view.user.type(panel.getByLabelText('Project ID'), '12');

    await waitFor(() => expect(view.location()).toBe('/content?groupName=Fashion+writers&id=12'), FILTER_WAIT);
    await waitFor(() => expect(lastQuery(backend, '/api/client/projects')).toEqual({ groupName: 'Fashion writers', id: '12', limit: '10', offset: '0' }));
  });

  it('switches to the orders tab and its sub-tabs through the address', async () => {
    backend.on('GET', '/api/client/orders', ({ query }) => {
      if (query.get('limit') === '0') return { status: 200, body: pageOf([], query.get('status') === 'ready' ? 4 : 0) };
      const status = query.get('status') ?? '';
      return { status: 200, body: pageOf([buildOrder({ title: `An order in ${status}` })]) };
    });
    const view = openContent();
    await screen.findByRole('heading', { name: 'Content' });

    await view.user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(view.location()).toBe('/content/orders/open');
    expect(await screen.findByRole('link', { name: 'An order in open' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');

    const readyTab = screen.getByRole('tab', { name: /^Ready/ });
    await waitFor(() => expect(readyTab).toHaveTextContent('Ready4'));
    await view.user.click(readyTab);
    expect(view.location()).toBe('/content/orders/ready');
    expect(await screen.findByRole('link', { name: 'An order in ready' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/order\/\d+\?backRoute=%2Fcontent%2Forders%2Fready$/),
    );
    expect(backend.requestsTo('GET', '/api/client/orders').some((call) => call.query.get('status') === 'ready' && call.query.get('limit') === '0')).toBe(true);
  });

  it('shows the order columns of the spec', async () => {
    backend.on('GET', '/api/client/orders', ({ query }) => ({
      status: 200,
      body:
        query.get('limit') === '0'
          ? pageOf([], 0)
          : pageOf([
              buildOrder({
                title: 'Garden tips',
                level: 'professional',
                language: { name: 'German - Germany', culture: 'de-DE' },
                services: [
                  { name: 'copywriting', assignment: 'OO', linguist: null, groupId: null },
                  { name: 'proofreading', assignment: 'open', linguist: null, groupId: null },
                ],
                words: { min: 1000, max: 1500, final: null },
                price: { min: 4000, max: 6000, final: null, currency: 'GBP' },
                status: 'processing_cw',
                deadlineAt: new Date(Date.now() + 5 * 3600 * 1000 + 60_000).toISOString(),
              }),
            ]),
    }));
    openContent('/content/orders/processing');

    const row = (await screen.findByRole('link', { name: 'Garden tips' })).closest('tr') as HTMLElement;
    expect(Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual([
      'Garden tips',
      'Senior',
      'German - Germany',
      'Copywriting with proofreading',
      '1.000 – 1.500',
      '40,00 £ – 60,00 £',
      'in 5 hours',
      'Being written',
    ]);
    // The badge names the sub-tab the detailed status belongs to.
    expect(within(row).getByText('Being written')).toHaveAttribute('title', 'Processing');
  });

  it('asks for three characters of a title (or an order id) before it searches the orders', async () => {
    backend.on('GET', '/api/client/orders', ({ query }) => {
      if (query.get('limit') === '0') return { status: 200, body: pageOf([], 0) };
      const title = query.get('search') ? 'Teak care guide' : 'Oak page';
      return { status: 200, body: pageOf([buildOrder({ title })]) };
    });
    const view = openContent('/content/orders/open');
    expect(await screen.findByRole('link', { name: 'Oak page' })).toBeInTheDocument();
    const searched = () => backend.requestsTo('GET', '/api/client/orders').filter((call) => call.query.has('search'));

    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'te');
    expect(await screen.findByText('Type at least 3 characters or an order ID.', {}, FILTER_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Oak page' })).not.toBeInTheDocument();
    expect(searched()).toEqual([]);

    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
    expect(await screen.findByRole('link', { name: 'Teak care guide' }, FILTER_WAIT)).toBeInTheDocument();
    expect(searched().map((call) => call.query.get('search'))).toEqual(['tea']);
    expect(screen.queryByText('Type at least 3 characters or an order ID.')).not.toBeInTheDocument();
  });

  it('turns the remaining-time filter into remainingTo for the current sub-tab', async () => {
    const view = openContent('/content/orders/processing');
    await screen.findByRole('tab', { name: 'Processing' });

    await view.user.click(screen.getByRole('button', { name: 'Filters' }));
    await view.user.selectOptions(screen.getByLabelText('Remaining time'), 'Under 8 hours');
    await view.user.selectOptions(screen.getByLabelText('Processing status'), 'In revision');

    await waitFor(() => {
      const lists = backend.requestsTo('GET', '/api/client/orders').filter((call) => call.query.get('limit') !== '0');
      const query = lists.at(-1)?.query;
      expect(query?.get('remainingTo')).toBe('8');
      expect(query?.get('processingStatus')).toBe('in_revision');
      expect(query?.get('status')).toBe('processing');
    }, FILTER_WAIT);
  });

  it('picks a whole language group for the orders with repeated languages keys, and reset clears it', async () => {
    answerGroupedLanguages();
    backend.on('GET', '/api/client/orders', ({ query }) => {
      if (query.get('limit') === '0') return { status: 200, body: pageOf([], 0) };
      const languages = query.getAll('languages');
      return { status: 200, body: pageOf([buildOrder({ title: languages.length > 0 ? `Orders in ${languages.join(' ')}` : 'Every order' })]) };
    });
    const view = openContent('/content/orders/open');
    await screen.findByRole('tab', { name: 'Open' });

    await view.user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = within(screen.getByRole('group', { name: 'Filters' }));
    await view.user.click(panel.getByRole('button', { name: 'Language Any' }));
    const languages = within(screen.getByRole('dialog', { name: 'Language' }));
    await view.user.click(await languages.findByRole('checkbox', { name: 'German' }));
    expect(languages.getByRole('checkbox', { name: 'German - Germany' })).toBeChecked();
    expect(languages.getByRole('checkbox', { name: 'German - Austria' })).toBeChecked();
    expect(languages.getByRole('checkbox', { name: 'English - United Kingdom' })).not.toBeChecked();

    // The group's languages in the interface language's alphabetical order: Austria before Germany.
    expect(await screen.findByRole('link', { name: 'Orders in de-AT de-DE' }, FILTER_WAIT)).toBeInTheDocument();

    await view.user.click(languages.getByRole('checkbox', { name: 'German - Austria' }));
    expect(languages.getByRole('checkbox', { name: 'German' })).toBePartiallyChecked();
    expect(await screen.findByRole('link', { name: 'Orders in de-DE' }, FILTER_WAIT)).toBeInTheDocument();

    await view.user.keyboard('{Escape}');
    await view.user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(panel.getByRole('button', { name: 'Language Any' })).toBeInTheDocument();
    // Unfiltered again, the list is the first one, answered from the cache.
    expect(await screen.findByRole('link', { name: 'Every order' }, FILTER_WAIT)).toBeInTheDocument();
  });

  it('offers the client’s projects in the orders’ project filter from the light picker list', async () => {
    backend.on('GET', '/api/client/projects', ({ query }) => ({
      status: 200,
      body: pageOf(query.get('fields') === 'picker' ? [{ id: 7, name: 'Spring blog', language: { name: 'German - Germany', culture: 'de-DE' } }] : []),
    }));
    const view = openContent('/content/orders/open');
    await screen.findByRole('tab', { name: 'Open' });

    await view.user.click(screen.getByRole('button', { name: 'Filters' }));
    const project = screen.getByLabelText('Project');
    expect(await within(project).findByRole('option', { name: 'Spring blog' })).toBeInTheDocument();
    expect(lastQuery(backend, '/api/client/projects')).toEqual({ fields: 'picker', limit: '99999', offset: '0' });

    await view.user.selectOptions(project, 'Spring blog');
    await waitFor(() => expect(lastQuery(backend, '/api/client/orders', (query) => query.get('limit') !== '0')?.projectIds).toBe('7'), FILTER_WAIT);
  });

  it('lists the bulk uploads with their counts, net amount and status, and uploads a file for a chosen project', async () => {
    backend.on('GET', '/api/client/imports', () => ({
      status: 200,
      body: pageOf([
        {
          id: 12,
          name: 'spring.xlsx',
          createdAt: '2025-04-01T09:00:00.000Z',
          clientId: me.id,
          project: { id: 31, name: 'Spring blog' },
          currency: 'EUR',
          language: { name: 'German - Germany', culture: 'de-DE' },
          services: [{ name: 'copywriting', type: 'open', linguistId: null, groupId: null }],
          rowStats: { total: 25, created: 22, failed: 3 },
          price: { min: 10000, max: 20000, currency: 'EUR' },
          status: 'FINISHED',
          fileAvailable: true,
        },
      ]),
    }));
    backend.on('GET', '/api/client/projects', () => ({ status: 200, body: pageOf([{ id: 31, name: 'Spring blog', language: { name: 'German - Germany', culture: 'de-DE' } }]) }));
    backend.on('POST', '/api/client/import', () => ({ status: 400, body: { message: "The file spring.csv cannot be read: it has no data rows" } }));
    const view = openContent('/content/uploads');
    const row = (await screen.findByRole('link', { name: 'spring.xlsx' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/projects/upload/12');
    expect(row).toHaveTextContent('25 total, 22 created, 3 failed');
    expect(row).toHaveTextContent('German - Germany');
    expect(row).toHaveTextContent('Copywriting');
    expect(row).toHaveTextContent('Finished');
    expect(within(row).getByRole('button', { name: 'Download spring.xlsx' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Upload' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Upload a spreadsheet of orders' }));
    await view.user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await dialog.findByText('Choose a project.')).toBeInTheDocument();
    expect(dialog.getByText('Choose a file.')).toBeInTheDocument();

    await view.user.selectOptions(await dialog.findByRole('combobox', { name: /Project/ }), 'Spring blog');
    await view.user.upload(dialog.getByLabelText(/File/), new File(['Title\n'], 'spring.csv', { type: 'text/csv' }));
    await view.user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await dialog.findByText(/has no data rows/)).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/client/import').at(-1)?.query.get('projectId')).toBe('31');
  });

  it('sends unknown tabs back to the projects', async () => {
    const view = openContent('/content/nonsense');
    await screen.findByRole('tab', { name: 'Projects' });
    expect(view.location()).toBe('/content');
  });
});
