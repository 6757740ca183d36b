import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useBlocker, type RouteObject } from 'react-router-dom';
import { buildClientMe } from '../testing/builders';
import { FakeBackend } from '../testing/fake-backend';
import { createTestStore, testConfig, testI18n } from '../testing/test-app';
import { AppRoot, browserRouter, dataRouter, type AppRouter } from './app-root';

let backend: FakeBackend;
beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: true });
  backend.install();
  window.history.replaceState(null, '', '/');
});
afterEach(() => backend.uninstall());

/** A page that holds every navigation back, as the linguist editor does while its text is unsaved. */
function Holding() {
  const blocker = useBlocker(true);
  return (
    <>
      <h1>Start</h1>
      <Link to="/next">Next</Link>
      {blocker.state === 'blocked' && <p>Held back</p>}
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
  it('runs the routes at the browser address under a data router, where pages can hold navigation', async () => {
    renderApp(dataRouter);
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Held back')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('runs the same routes under a plain browser router', async () => {
    window.history.replaceState(null, '', '/next');
    renderApp(browserRouter);
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  });
});
