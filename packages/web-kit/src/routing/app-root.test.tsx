import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, type RouteObject } from 'react-router-dom';
import { buildClientMe } from '../testing/builders';
import { FakeBackend } from '../testing/fake-backend';
import { createTestStore, testConfig, testI18n } from '../testing/test-app';
import { AppRoot, blockableRouter, browserRouter, type AppRouter } from './app-root';
import { useNavigationBlocker } from './navigation-blocker';

let backend: FakeBackend;
beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: true });
  backend.install();
  window.history.replaceState(null, '', '/');
});
afterEach(() => backend.uninstall());

/** A page that holds every navigation back, as the linguist editor does while its text is unsaved. */
function Holding() {
  const blocker = useNavigationBlocker(true);
  return (
    <>
      <h1>Start</h1>
      <Link to="/next">Next</Link>
      {blocker.blocked && (
        <>
          <p>Held back</p>
          <button type="button" onClick={blocker.proceed}>
            Go anyway
          </button>
        </>
      )}
    </>
  );
}

const routes: RouteObject[] = [
  { path: '/', element: <Holding /> },
  { path: '/next', element: <h1>Next page</h1> },
];

const renderApp = (router: AppRouter) =>
  render(<AppRoot store={createTestStore()} i18n={testI18n} config={testConfig} routes={routes} router={router} />);

describe('AppRoot', () => {
  it('runs the routes at the browser address under a router where pages can hold navigation', async () => {
    const user = userEvent.setup();
    renderApp(blockableRouter);
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Held back')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Go anyway' }));
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/next');
  });

  it('runs the same routes under a plain browser router', async () => {
    window.history.replaceState(null, '', '/next');
    renderApp(browserRouter);
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  });
});
