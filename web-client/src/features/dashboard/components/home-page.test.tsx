import { screen, within } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router-dom';
import type { ClientMe } from '@inkwell/contracts';
import {
  buildAuthState,
  buildClientMe,
  buildOrder,
  errorBody,
  pageOf,
  type FakeBackend,
} from '@inkwell/web-kit/testing';
import { buildBalance, buildLinguist } from '../../../testing/builders';
import { installClientBackend } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { HomePage } from './home-page';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function renderHome(route: string, me: ClientMe, setUp: (backend: FakeBackend) => void) {
  backend = installClientBackend(me);
  setUp(backend);
  return renderWithProviders(<HomePage />, { route, preloadedState: { auth: buildAuthState(me) } });
}

function renderDashboard(me: ClientMe = buildClientMe(), setUp: (backend: FakeBackend) => void = () => undefined) {
  return renderHome('/dashboard', me, setUp);
}

const card = (name: string) => within(screen.getByRole('region', { name }));
const findCard = async (name: string) => within(await screen.findByRole('region', { name }));
const detail = (label: string) => card('Your account').getByText(label).parentElement;

describe('HomePage, Dashboard tab', () => {
  it("greets the client and shows the account from GET /api/client/me", async () => {
    renderDashboard(
      buildClientMe({
        firstName: 'Clara',
        email: 'clara@acme.io',
        invoicing: 'deposit',
        currency: 'GBP',
        createdAt: '2024-03-15T09:30:00.000Z',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Welcome Clara' })).toBeInTheDocument();
    expect(detail('E-mail')).toHaveTextContent('clara@acme.io');
    expect(detail('Account type')).toHaveTextContent('Deposit');
    expect(detail('Currency')).toHaveTextContent('GBP');
    expect(detail('Member since')).toHaveTextContent('15.03.2024');
    expect(backend.requestsTo('GET', '/api/client/me')).toHaveLength(1);
  });

  it('shows invoice clients as Invoice and copes with missing name and currency', async () => {
    renderDashboard(buildClientMe({ firstName: null, invoicing: 'invoice', currency: null }));

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(detail('Account type')).toHaveTextContent('Invoice');
    expect(detail('Currency')).toHaveTextContent('-');
  });

  it('explains a failed load', async () => {
    renderDashboard(buildClientMe(), (fake) =>
      fake.on('GET', '/api/client/me', () => ({ status: 404, body: errorBody(404, 'Client not found') })),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Client not found');
  });

  it('shows a deposit client what is available, reserved and reserved by the next invoice', async () => {
    renderDashboard(buildClientMe({ invoicing: 'deposit' }), (fake) =>
      fake.on('GET', '/api/client/billing/balance', () => ({
        status: 200,
        body: buildBalance({ availableAmount: 123450, orderReservedAmount: 4760, nextInvoiceReservedAmount: 999 }),
      })),
    );

    const money = await findCard('Money');
    expect(await money.findByText('1.234,50 €')).toBeInTheDocument();
    expect(money.getByText('Available').nextElementSibling).toHaveTextContent('1.234,50 €');
    expect(money.getByText('Reserved').nextElementSibling).toHaveTextContent('47,60 €');
    expect(money.getByText('Reserved by next invoice').nextElementSibling).toHaveTextContent('9,99 €');
    expect(money.queryByText('Next invoice')).not.toBeInTheDocument();
  });

  it("shows an invoice client the open positions of the next invoice", async () => {
    renderDashboard(buildClientMe({ invoicing: 'invoice' }), (fake) =>
      fake.on('GET', '/api/client/billing/balance', () => ({
        status: 200,
        body: buildBalance({ availableAmount: 0, nextInvoiceReservedAmount: 8900, overdueInvoicesAmount: 0, currency: 'USD' }),
      })),
    );

    const money = await findCard('Money');
    expect(await money.findByText('Next invoice')).toBeInTheDocument();
    expect(money.getByText('Next invoice').nextElementSibling).toHaveTextContent('89,00 $');
    expect(money.getByText('Overdue invoices').nextElementSibling).toHaveTextContent('0,00 $');
    expect(money.queryByText('Available')).not.toBeInTheDocument();
  });

  it('explains a balance that could not be loaded inside its card', async () => {
    renderDashboard(buildClientMe(), (fake) =>
      fake.on('GET', '/api/client/billing/balance', () => ({ status: 403, body: errorBody(403, 'No balance for you') })),
    );
    expect(await (await findCard('Money')).findByRole('alert')).toHaveTextContent('No balance for you');
  });

  it('counts the orders and lists the ready ones', async () => {
    renderDashboard(buildClientMe(), (fake) =>
      fake.on('GET', '/api/client/orders', ({ query }) => {
        const totals: Record<string, number> = { ready: 2, open: 5, processing: 3 };
        const status = query.get('status') ?? '';
        if (query.get('limit') === '0') return { status: 200, body: pageOf([], totals[status]) };
        return {
          status: 200,
          body: pageOf([buildOrder({ title: 'Ready text', status: 'ready_for_client', words: { min: 100, max: 200, final: null } })], 2),
        };
      }),
    );

    const orders = await findCard('Orders');
    expect(await orders.findByText('5 / 3')).toBeInTheDocument();
    expect(orders.getByRole('link', { name: 'Ready' }).closest('div')).toHaveTextContent('2');
    const ready = within(screen.getByRole('table', { name: 'Orders ready' }));
    expect(await ready.findByRole('link', { name: 'Ready text' })).toBeInTheDocument();
    expect(ready.getByText('100 – 200')).toBeInTheDocument();
    const listCall = backend.requestsTo('GET', '/api/client/orders').find((call) => call.query.get('limit') === '10');
    expect(listCall?.query.get('status')).toBe('ready');
  });

  it('says when no order is ready', async () => {
    renderDashboard();
    expect(
      await screen.findByText(
        'Looks like currently there are no orders ready. As soon as you have one ready order it will show up here.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the linguist counts and leaves the talent community to the Get started tab', async () => {
    renderDashboard(buildClientMe(), (fake) =>
      fake.on('GET', '/api/client/linguists/stats', () => ({
        status: 200,
        body: { bookmarked: 3, blocked: 1, groups: 2, workedWithLifetime: 9, workedWithLastMonth: 4 },
      })),
    );
    const counts = await findCard('Linguists');
    expect(await counts.findByText('9')).toBeInTheDocument();
    expect(counts.getByText('Bookmarked').nextElementSibling).toHaveTextContent('3');
    expect(counts.getByText('Worked with (last month)').nextElementSibling).toHaveTextContent('4');
    expect(screen.queryByRole('region', { name: 'Browse our talent community' })).not.toBeInTheDocument();
    expect(backend.requestsTo('GET', '/api/client/linguists/top')).toHaveLength(0);
  });

  it('shows the sidebar order figures adding up to the total, the shares as percentages and the projects card', async () => {
    renderDashboard(buildClientMe(), (fake) =>
      fake.on('GET', '/api/client/orders/stats', () => ({
        status: 200,
        body: {
          open: 1, processing: 2, ready: 1, accepted: 4, canceled: 1, rejected: 1, total: 10,
          cancellations: 0.1, revisions: 0.25, rejections: 0.1, projects: { active: 3, total: 5 },
        },
      })),
    );
    const sidebar = within(await screen.findByRole('complementary', { name: 'My figures' }));
    const figures = within(sidebar.getByRole('region', { name: 'My orders' }));
    expect((await figures.findByText('Total')).closest('dt')?.nextElementSibling).toHaveTextContent('10');
    expect(figures.getByText('Processing').nextElementSibling).toHaveTextContent('2');
    expect(figures.getByText('Revisions').nextElementSibling).toHaveTextContent('25,00 %');
    const projects = await findCard('Projects');
    expect(await projects.findByText('5')).toBeInTheDocument();
    expect(projects.getByRole('link', { name: 'Active' }).closest('div')).toHaveTextContent('3');
  });

  it('says when the order figures cannot be read', async () => {
    renderDashboard(buildClientMe(), (fake) => fake.on('GET', '/api/client/orders/stats', () => ({ status: 500, body: { message: 'boom' } })));
    const figures = await findCard('My orders');
    expect(await figures.findByRole('alert')).toBeInTheDocument();
  });
});

describe('HomePage tabs', () => {
  const tab = (name: string) => screen.getByRole('tab', { name });

  it.each([
    ['/dashboard', 'Dashboard', 'Linguists'],
    ['/get_started', 'Get started', 'Tools'],
  ])('opens %s on its tab', async (route, tabName, cardName) => {
    renderHome(route, buildClientMe(), () => undefined);
    expect(await findCard(cardName)).toBeTruthy();
    expect(tab(tabName)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { selected: false })).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: tabName })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Home' })).toBeInTheDocument();
  });

  it('changes the path when a tab is clicked', async () => {
    const view = renderHome('/dashboard', buildClientMe(), () => undefined);
    await view.user.click(await screen.findByRole('tab', { name: 'Get started' }));
    expect(view.location()).toBe('/get_started');
    expect(tab('Get started')).toHaveAttribute('aria-selected', 'true');
    expect(await findCard('Copywriting')).toBeTruthy();

    await view.user.click(tab('Dashboard'));
    expect(view.location()).toBe('/dashboard');
    expect(await findCard('Orders')).toBeTruthy();
  });

  it('moves between the tabs with the arrow, Home and End keys, focus and path following', async () => {
    const view = renderHome('/dashboard', buildClientMe(), () => undefined);
    await screen.findByRole('tab', { name: 'Dashboard' });
    await view.user.tab();
    expect(tab('Dashboard')).toHaveFocus();
    expect(tab('Get started')).toHaveAttribute('tabindex', '-1');

    await view.user.keyboard('{ArrowRight}');
    expect(view.location()).toBe('/get_started');
    expect(tab('Get started')).toHaveFocus();
    expect(tab('Get started')).toHaveAttribute('aria-selected', 'true');

    await view.user.keyboard('{Home}');
    expect(view.location()).toBe('/dashboard');
    expect(tab('Dashboard')).toHaveFocus();

    await view.user.keyboard('{End}');
    expect(view.location()).toBe('/get_started');
    await view.user.keyboard('{ArrowRight}');
    expect(view.location()).toBe('/dashboard');
  });
});

describe('HomePage, Get started tab', () => {
  function renderGetStarted(me: ClientMe = buildClientMe(), setUp: (backend: FakeBackend) => void = () => undefined) {
    return renderHome('/get_started', me, setUp);
  }

  it("opens the order wizard from the Copywriting card's New order and offers no quote yet", async () => {
    const view = renderGetStarted();
    const copywriting = await findCard('Copywriting');
    await view.user.click(copywriting.getByRole('button', { name: 'New order' }));
    expect(view.location()).toBe('/orders/create');
    // Quotes are issue 14: no 'Get a Quote' button and no Translation card until they exist.
    expect(screen.queryByRole('button', { name: 'Get a Quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Translation' })).not.toBeInTheDocument();
  });

  it('links the briefing templates, and not the title generator while it has no page', async () => {
    renderGetStarted(buildClientMe({ servicesAvailable: ['copywriting', 'gpt3_topics_titles'] }));
    const tools = await findCard('Tools');
    expect(tools.getByRole('link', { name: 'Briefing templates' })).toHaveAttribute('href', '/briefings');
    expect(tools.getAllByRole('link')).toHaveLength(1);
    expect(tools.queryByText('Title and outline generator')).not.toBeInTheDocument();
  });

  describe('once the title generator has a route', () => {
    function renderWithGeneratorRoute(me: ClientMe, usage: { status: number; body: unknown } = { status: 200, body: { model: 'gpt-4o-mini', perMinute: 5, perMonth: 300, usedThisMonth: 0 } }) {
      backend = installClientBackend(me);
      backend.on('GET', '/api/client/generator/usage', () => usage);
      return renderWithProviders(
        <Routes>
          <Route path="/" element={<Outlet />}>
            <Route path="get_started" element={<HomePage />} />
            <Route path="title_and_outline_generator/:tab?" element={<p>Generator</p>} />
            <Route path="*" element={<p>Not found</p>} />
          </Route>
        </Routes>,
        { route: '/get_started', preloadedState: { auth: buildAuthState(me) } },
      );
    }

    it('offers it, marked Beta, to a client whose services include it', async () => {
      const view = renderWithGeneratorRoute(buildClientMe({ servicesAvailable: ['copywriting', 'gpt3_topics_titles'] }));
      const tools = await findCard('Tools');
      const generator = tools.getByRole('link', { name: 'Title and outline generator' });
      expect(generator).toHaveAttribute('href', '/title_and_outline_generator');
      expect(generator.closest('li')).toHaveTextContent('Beta');
      await view.user.click(generator);
      expect(await screen.findByText('Generator')).toBeInTheDocument();
    });

    it('says it is not configured, without a link, while core-api has no AI provider (503)', async () => {
      renderWithGeneratorRoute(buildClientMe({ servicesAvailable: ['copywriting', 'gpt3_topics_titles'] }), {
        status: 503,
        body: { status: 503, code: 'NOT_CONFIGURED', message: 'The AI title and outline generator (OPENAI_API_KEY) is not configured' },
      });
      const tools = await findCard('Tools');
      expect(await tools.findByText('Not configured on this installation yet: no AI provider is set up.')).toBeInTheDocument();
      expect(tools.getByText('Title and outline generator').closest('li')).toHaveTextContent('Beta');
      expect(tools.queryByRole('link', { name: 'Title and outline generator' })).not.toBeInTheDocument();
    });

    it('leaves it out for a client without the service', async () => {
      renderWithGeneratorRoute(buildClientMe({ servicesAvailable: ['copywriting', 'proofreading'] }));
      const tools = await findCard('Tools');
      expect(tools.queryByRole('link', { name: 'Title and outline generator' })).not.toBeInTheDocument();
      expect(tools.getByRole('link', { name: 'Briefing templates' })).toBeInTheDocument();
      expect(backend.requestsTo('GET', '/api/client/generator/usage')).toHaveLength(0);
    });
  });

  it('shows the top 5 linguists, each linking to their page, and how many more there are', async () => {
    const top = [1, 2, 3, 4, 5].map((id) => buildLinguist({ id, nickname: `Writer ${id}` }));
    top[0] = buildLinguist({ id: 1, nickname: 'Anna', pricePerWord: '0.015' });
    renderGetStarted(buildClientMe(), (fake) =>
      fake
        .on('GET', '/api/client/linguists/top', ({ query }) => ({ status: 200, body: top.slice(0, Number(query.get('limit'))) }))
        .on('GET', '/api/client/linguists', () => ({ status: 200, body: pageOf([], 42) })),
    );

    const talent = await findCard('Browse our talent community');
    const table = within(await talent.findByRole('table', { name: 'Browse our talent community' }));
    expect(await table.findByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/linguist/1');
    expect(table.getAllByRole('row')).toHaveLength(1 + 5);
    expect(table.getByRole('link', { name: 'Writer 5' })).toHaveAttribute('href', '/linguist/5');
    expect(talent.getByText('1,50 ct/word')).toBeInTheDocument();
    expect(talent.queryByText('Rows per page')).not.toBeInTheDocument();
    expect(await talent.findByRole('link', { name: 'Browser for more linguists (42)' })).toHaveAttribute(
      'href',
      '/linguists/search',
    );
    expect(backend.requestsTo('GET', '/api/client/linguists/top')[0]?.query.get('limit')).toBe('5');
    expect(backend.requestsTo('GET', '/api/client/linguists')[0]?.query.get('limit')).toBe('0');
  });

  it('says when there are no linguists yet', async () => {
    renderGetStarted();
    const talent = await findCard('Browse our talent community');
    expect(await talent.findByText('No linguists to show yet.')).toBeInTheDocument();
    expect(await talent.findByRole('link', { name: 'Browser for more linguists (0)' })).toBeInTheDocument();
  });

  it('explains failed linguist loads and still links to the search', async () => {
    renderGetStarted(buildClientMe(), (fake) =>
      fake
        .on('GET', '/api/client/linguists/top', () => ({ status: 403, body: errorBody(403, 'Top linguists are not for you') }))
        .on('GET', '/api/client/linguists', () => ({ status: 403, body: errorBody(403, 'No count for you') })),
    );
    const talent = await findCard('Browse our talent community');
    expect(await talent.findByRole('alert')).toHaveTextContent('Top linguists are not for you');
    expect(talent.getByRole('link', { name: 'Browser for more linguists' })).toHaveAttribute('href', '/linguists/search');
  });
});
