import { Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@inkwell/contracts';
import { sharedGuestRoutes, sharedOpenRoutes } from '../pages/shared-routes';
import type { AppRoute } from './app-route';
import { GuestOnly, RequireAuth } from './guards';
import { LanguagePrefixScope, useLocalizedPath } from './language-prefix';
import { lazyComponent, type PreloadableComponent } from './lazy-page';
import { PageSpinner } from './page-spinner';
import { RouteBoundary } from './route-error';

export interface AppRouteTable {
  /** Public pages an authenticated user is sent away from (login, registration, password reset). */
  guest?: AppRoute[];
  /** Pages that need a session; they render inside `Shell`. */
  authenticated: AppRoute[];
  /** Pages without any guard (404, access denied). */
  open?: AppRoute[];
  /** Layout route around the authenticated pages; renders an `<Outlet />`. */
  Shell?: ComponentType;
}

// The shell (header, navigation, menus, footer, live updates) frames signed-in pages only: its own chunk keeps it out
// of the login page's first download (decision 059). LanguageRoot's Suspense shows the spinner while it arrives.
const AppShell = lazyComponent(() => import('../shell/app-shell').then((module) => module.AppShell));

/** What a route keeps in its `handle`: how to fetch its component's chunk ahead of rendering it. */
interface PreloadHandle {
  preload: () => void;
}

const preloadHandle = (Component: ComponentType): { handle?: PreloadHandle } =>
  'preload' in Component && typeof Component.preload === 'function'
    ? { handle: { preload: (Component as PreloadableComponent).preload } }
    : {};

function LocalizedRedirect({ to }: { to: string }) {
  const localized = useLocalizedPath();
  return <Navigate to={localized(to)} replace />;
}

function LanguageRoot({ language }: { language: InterfaceLanguage | null }) {
  return (
    <LanguagePrefixScope language={language}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </LanguagePrefixScope>
  );
}

// Each page has its own boundary: a page that fails shows the error inside the shell, whose navigation still works.
const toRouteObject = ({ path, Component }: AppRoute): RouteObject => ({
  path,
  ...preloadHandle(Component),
  element: (
    <RouteBoundary>
      <Component />
    </RouteBoundary>
  ),
});

/**
 * The route table of an app: every route exists both bare and under each language prefix (/de/…), '/' leads
 * to the dashboard and unknown paths to /404, both keeping the prefix. An app passes its own pages; the shared
 * auth and status pages and web-kit's shell are there unless it passes others.
 */
export function buildAppRoutes({
  guest = sharedGuestRoutes,
  authenticated,
  open = sharedOpenRoutes,
  Shell = AppShell,
}: AppRouteTable): RouteObject[] {
  const children: RouteObject[] = [
    { index: true, element: <LocalizedRedirect to="/dashboard" /> },
    { element: <GuestOnly />, children: guest.map(toRouteObject) },
    { element: <RequireAuth />, children: [{ Component: Shell, ...preloadHandle(Shell), children: authenticated.map(toRouteObject) }] },
    ...open.map(toRouteObject),
    { path: '*', element: <LocalizedRedirect to="/404" /> },
  ];
  return [
    { path: '/', element: <LanguageRoot language={null} />, children },
    ...INTERFACE_LANGUAGES.map(
      (language): RouteObject => ({ path: `/${language}`, element: <LanguageRoot language={language} />, children }),
    ),
  ];
}

/**
 * Starts downloading the chunks of the page at `pathname` (and of the shell framing it) at once, alongside the
 * session check that would otherwise come first: the page's code and its own imports arrive in one round instead
 * of after the check (decision 077). AppRoot calls it once it has mounted.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) (match.route.handle as PreloadHandle | undefined)?.preload();
}
