import { StrictMode, useEffect, useState, type ReactElement } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { createBrowserHistory } from 'history';
import type { Store } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import type { AppConfig } from '../config/app-config';
import { AppProviders } from '../providers/app-providers';
import { preloadRoute } from './build-app-routes';
import { BlockableHistoryRouter } from './navigation-blocker';

/** How an app puts its route table under a router in the browser. */
export type AppRouter = (routes: RouteObject[]) => ReactElement;

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function BlockableRouter({ routes }: { routes: RouteObject[] }) {
  const [history] = useState(() => createBrowserHistory());
  return (
    <BlockableHistoryRouter history={history}>
      <RouteTable routes={routes} />
    </BlockableHistoryRouter>
  );
}

/** A plain browser router: the lighter choice for apps whose pages never hold navigation back. */
export const browserRouter: AppRouter = (routes) => (
  <BrowserRouter>
    <RouteTable routes={routes} />
  </BrowserRouter>
);

/**
 * A browser router whose pages can hold navigation back (`useNavigationBlocker`, e.g. over unsaved text),
 * for about 2 kB gzip more than the plain one; react-router's data router would add 18 kB.
 */
export const blockableRouter: AppRouter = (routes) => <BlockableRouter routes={routes} />;

export interface AppRootProps {
  store: Store;
  i18n: I18n;
  config: AppConfig;
  /** The app's route table, from `buildAppRoutes`. */
  routes: RouteObject[];
  router: AppRouter;
}

/** The running app, as each app's main.tsx mounts it: web-kit's providers around the app's routes. */
export function AppRoot({ store, i18n, config, routes, router }: AppRootProps) {
  // The page's code downloads while the session is checked rather than after it. A task later than the session
  // check's effect (a child's, so it ran first), whose request is then sent and leads the browser's six connections
  // to the BFF, ahead of the page's few dozen chunks (decision 077).
  useEffect(() => {
    const preload = setTimeout(() => preloadRoute(routes, window.location.pathname), 0);
    return () => clearTimeout(preload);
  }, [routes]);
  return (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} config={config}>
        {router(routes)}
      </AppProviders>
    </StrictMode>
  );
}
