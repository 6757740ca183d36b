import { StrictMode, useState, type ReactElement } from 'react';
import { BrowserRouter, createBrowserRouter, RouterProvider, useRoutes, type RouteObject } from 'react-router-dom';
import type { Store } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import type { AppConfig } from '../config/app-config';
import { AppProviders } from '../providers/app-providers';

/** How an app puts its route table under a router in the browser. */
export type AppRouter = (routes: RouteObject[]) => ReactElement;

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function DataRouter({ routes }: { routes: RouteObject[] }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}

/** A plain browser router: the lighter choice for apps whose pages never hold navigation back. */
export const browserRouter: AppRouter = (routes) => (
  <BrowserRouter>
    <RouteTable routes={routes} />
  </BrowserRouter>
);

/**
 * A data router, for apps whose pages block in-app navigation (`useBlocker`, e.g. over unsaved text). Its
 * navigation state machine adds about 18 kB gzip to the first load, so apps choose it when they need it.
 */
export const dataRouter: AppRouter = (routes) => <DataRouter routes={routes} />;

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
  return (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} config={config}>
        {router(routes)}
      </AppProviders>
    </StrictMode>
  );
}
