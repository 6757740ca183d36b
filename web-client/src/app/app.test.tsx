import { screen, within } from '@testing-library/react';
import { buildClientMe, FakeBackend } from '@inkwell/web-kit/testing';
import { installClientBackend } from '../testing/client-backend';
import { renderWithProviders } from '../testing/render-with-providers';
import { AppRoutes } from './router';

const me = buildClientMe({ email: 'clara@example.com', firstName: 'Clara', invoicing: 'invoice' });
let backend: FakeBackend;

function openApp(route: string, loggedIn: boolean) {
  backend = new FakeBackend({ role: 'client', user: me, password: 'correct-password', loggedIn });
  backend.install();
  return renderWithProviders(<AppRoutes />, { route });
}

afterEach(() => backend.uninstall());

describe('client app routes', () => {
  it('sends a guest from the dashboard to the login and back after logging in', async () => {
    const view = openApp('/dashboard', false);
    await screen.findByRole('heading', { name: 'Log in' });
    expect(view.location()).toBe('/login?back_url=%2Fdashboard');

    await view.user.type(screen.getByLabelText(/E-mail/), 'clara@example.com');
    await view.user.type(screen.getByLabelText(/Password/), 'correct-password');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome Clara' })).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');
  });

  it('links the header to existing pages only', async () => {
    openApp('/dashboard', true);
    await screen.findByRole('heading', { name: 'Welcome Clara' });
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(Array.from(navigation.querySelectorAll('a')).map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/content',
      '/linguists',
      '/briefings',
      '/layouts',
      '/billing',
    ]);
  });

  it('marks Dashboard as the current page on both tabs of the home screen', async () => {
    openApp('/get_started', true);
    await screen.findByRole('heading', { name: 'Welcome Clara' });
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Content' })).not.toHaveAttribute('aria-current');
  });

  it('marks Linguists as the current page on a linguist’s page, under a language prefix too', async () => {
    openApp('/de/linguist/7/orders', true);
    const navigation = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(navigation).getByRole('link', { name: 'Linguisten' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('opens the order wizard from the Create New menu', async () => {
    const view = openApp('/de/dashboard', true);
    await screen.findByRole('heading', { name: 'Willkommen Clara' });
    await view.user.click(screen.getByRole('button', { name: 'Neu erstellen' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Projekt', 'Layout', 'Briefing']);
    await view.user.click(screen.getByRole('menuitem', { name: 'Projekt' }));

    expect(await screen.findByRole('heading', { name: 'Neuer Auftrag' })).toBeInTheDocument();
    expect(view.location()).toBe('/de/orders/create');
  });

  it('offers registration from the login page', async () => {
    const view = openApp('/login', false);
    await view.user.click(await screen.findByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(view.location()).toBe('/registration');
  });

  it('keeps an authenticated client away from the registration page', async () => {
    const view = openApp('/registration', true);
    await screen.findByRole('heading', { name: 'Welcome Clara' });
    expect(view.location()).toBe('/dashboard');
  });

  it('serves the pages in German under /de', async () => {
    const view = openApp('/de/registration', false);
    expect(await screen.findByRole('heading', { name: 'Konto erstellen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/login');
    expect(view.location()).toBe('/de/registration');
  });

  it('sends unknown paths to /404', async () => {
    const view = openApp('/orders/unknown/thing', true);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(view.location()).toBe('/404');
  });
});

describe('the home screen routes', () => {
  function openHome(route: string, client = me) {
    backend = installClientBackend(client);
    return renderWithProviders(<AppRoutes />, { route });
  }

  it('opens /get_started as itself, on the Get started tab of the home screen', async () => {
    const view = openHome('/get_started');
    expect(await screen.findByRole('tab', { name: 'Get started' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Welcome Clara' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Get started' })).toBeInTheDocument();
    expect(view.location()).toBe('/get_started');
  });

  it('switches tabs by keyboard across the two routes without losing focus, and the logo leads home', async () => {
    const view = openHome('/dashboard');
    (await screen.findByRole('tab', { name: 'Dashboard' })).focus();
    await view.user.keyboard('{ArrowRight}');
    expect(view.location()).toBe('/get_started');
    expect(await screen.findByRole('region', { name: 'Copywriting' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Get started' })).toHaveFocus();

    await view.user.click(screen.getByRole('link', { name: 'Inkwell' }));
    expect(view.location()).toBe('/dashboard');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the language prefix on both tabs', async () => {
    const view = openHome('/de/get_started');
    expect(await screen.findByRole('tab', { name: 'Erste Schritte' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Briefing-Vorlagen' })).toHaveAttribute('href', '/de/briefings');
    await view.user.click(screen.getByRole('tab', { name: 'Dashboard' }));
    expect(view.location()).toBe('/de/dashboard');
    expect(await screen.findByRole('heading', { name: 'Fertige Aufträge' })).toBeInTheDocument();
  });

  it('leads a client with the service from the Tools card and the navigation to the title generator (issue 14)', async () => {
    const view = openHome('/get_started', buildClientMe({ firstName: 'Clara', servicesAvailable: ['copywriting', 'gpt3_topics_titles'] }));
    backend.on('GET', '/api/client/generator/usage', () => ({ status: 200, body: { model: 'm', perMinute: 5, perMonth: 300, usedThisMonth: 0 } }));
    expect(await screen.findByRole('link', { name: 'AI titles' })).toHaveAttribute('href', '/title_and_outline_generator');
    const tools = within(await screen.findByRole('region', { name: 'Tools' }));
    await view.user.click(tools.getByRole('link', { name: 'Title and outline generator' }));
    expect(await screen.findByRole('heading', { name: 'Title and outline generator (Beta)' })).toBeInTheDocument();
    expect(view.location()).toBe('/title_and_outline_generator');
  });

  it('shows a client without the service neither the generator card nor its navigation entry', async () => {
    openHome('/get_started', buildClientMe({ firstName: 'Clara', servicesAvailable: ['copywriting'] }));
    const tools = within(await screen.findByRole('region', { name: 'Tools' }));
    expect(tools.getByRole('link', { name: 'Briefing templates' })).toHaveAttribute('href', '/briefings');
    expect(tools.queryByText('Title and outline generator')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'AI titles' })).not.toBeInTheDocument();
  });
});
