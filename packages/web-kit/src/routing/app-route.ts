import type { ComponentType } from 'react';

// Its own module: the shared pages' routes and `buildAppRoutes`, which lists them, both name it.
export interface AppRoute {
  /** Path relative to the language prefix, without a leading slash: 'dashboard', 'password-reset/request'. */
  path: string;
  /** Usually a `React.lazy` page so each route loads its own chunk. */
  Component: ComponentType;
}
