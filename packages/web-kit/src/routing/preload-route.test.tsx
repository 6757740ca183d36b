import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { buildAppRoutes, preloadRoute } from './build-app-routes';
import { lazyComponent, lazyPage } from './lazy-page';

/** A page module whose download the test sees and finishes by hand. */
function fakeChunk(name: string) {
  const calls: string[] = [];
  let finish: (module: Record<string, ComponentType>) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<Record<string, ComponentType>>((resolve) => {
        calls.push(name);
        finish = resolve;
      }),
  );
  return { load, calls, finish: (Page: ComponentType) => finish({ [name]: Page }) };
}

describe('preloading the page the address names', () => {
  it('downloads a lazy component once, whether preloaded, rendered, or both', async () => {
    const chunk = fakeChunk('OrdersPage');
    const OrdersPage = lazyPage(chunk.load as () => Promise<Record<'OrdersPage', ComponentType>>, 'OrdersPage');

    OrdersPage.preload();
    OrdersPage.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <OrdersPage />
      </Suspense>,
    );
    await act(async () => chunk.finish(() => <h1>Orders</h1>));

    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('starts the matched page and the shell framing it, under a language prefix too, and nothing else', () => {
    const dashboard = fakeChunk('DashboardPage');
    const orders = fakeChunk('OrdersPage');
    const login = fakeChunk('LoginPage');
    const shell = jest.fn(() => new Promise<ComponentType>(() => undefined));
    const routes = buildAppRoutes({
      authenticated: [
        { path: 'dashboard', Component: lazyPage(dashboard.load as () => Promise<Record<'DashboardPage', ComponentType>>, 'DashboardPage') },
        { path: 'orders', Component: lazyPage(orders.load as () => Promise<Record<'OrdersPage', ComponentType>>, 'OrdersPage') },
      ],
      guest: [{ path: 'login', Component: lazyPage(login.load as () => Promise<Record<'LoginPage', ComponentType>>, 'LoginPage') }],
      Shell: lazyComponent(shell),
    });

    preloadRoute(routes, '/de/dashboard');

    expect(dashboard.load).toHaveBeenCalledTimes(1);
    expect(shell).toHaveBeenCalledTimes(1);
    expect(orders.load).not.toHaveBeenCalled();
    expect(login.load).not.toHaveBeenCalled();
  });

  it('starts a guest page without the shell, and nothing for a page with no chunk of its own', () => {
    const login = fakeChunk('LoginPage');
    const shell = jest.fn(() => new Promise<ComponentType>(() => undefined));
    const routes = buildAppRoutes({
      authenticated: [{ path: 'plain', Component: () => <h1>Plain</h1> }],
      guest: [{ path: 'login', Component: lazyPage(login.load as () => Promise<Record<'LoginPage', ComponentType>>, 'LoginPage') }],
      Shell: lazyComponent(shell),
    });

    preloadRoute(routes, '/login');
    expect(login.load).toHaveBeenCalledTimes(1);
    expect(shell).not.toHaveBeenCalled();

    expect(() => preloadRoute(routes, '/plain')).not.toThrow();
  });
});
