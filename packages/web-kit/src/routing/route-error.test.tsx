import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { buildClientMe } from '../testing/builders';
import { FakeBackend } from '../testing/fake-backend';
import { createTestStore, testConfig, testI18n } from '../testing/test-app';
import { AppRoot, browserRouter } from './app-root';
import { buildAppRoutes } from './build-app-routes';
import { ChunkLoadError, loadWithPatience } from './lazy-page';

let backend: FakeBackend;
beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: true });
  backend.install();
});
afterEach(() => backend.uninstall());

function Broken(): never {
  throw new Error('a page bug');
}

function Fine() {
  return (
    <>
      <h1>Fine page</h1>
      <Link to="/broken">Broken page</Link>
    </>
  );
}

describe('a page that fails', () => {
  it('shows the error and a retry inside the shell, and the next page renders again', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports: unknown[] = [];
    backend.on('POST', '/bff/client-errors', (request) => {
      reports.push(request.body);
      return { status: 204, body: null };
    });
    window.history.replaceState(null, '', '/broken');
    const routes = buildAppRoutes({ authenticated: [{ path: 'broken', Component: Broken }, { path: 'dashboard', Component: Fine }] });
    render(<AppRoot store={createTestStore()} i18n={testI18n} config={testConfig} routes={routes} router={browserRouter} />);
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // the team hears of it through the BFF (StrictMode renders twice in development, hence at least once)
    await waitFor(() => expect(reports[0]).toMatchObject({ kind: 'render', message: 'a page bug', path: '/broken' }));
    // the shell is still there: its navigation leads on
    await userEvent.setup().click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('loading a page’s code', () => {
  it('tries again while the network is away and succeeds once it is back', async () => {
    let calls = 0;
    const load = jest.fn(async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch dynamically imported module');
      return 'module';
    });
    await expect(loadWithPatience(load, 10_000)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with a load error once its patience has run out', async () => {
    let clock = 0;
    const load = jest.fn(async () => {
      clock += 60_000;
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await expect(loadWithPatience(load, 120_000, () => clock)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
