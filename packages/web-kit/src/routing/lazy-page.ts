import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on first visit, from a module that exports it by name:
 * `lazyPage(() => import('./dashboard-page'), 'DashboardPage')`. Each page becomes its own chunk.
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
