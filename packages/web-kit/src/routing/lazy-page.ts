import { lazy, type ComponentType } from 'react';

/** A page's code could not be downloaded for LOAD_PATIENCE_MS: the route shows the load error (spec §9). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Spec §9: a chunk that has not loaded after 120 seconds raises a load error. */
export const LOAD_PATIENCE_MS = 120_000;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 15_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a page's code, trying again with growing pauses while the network is away (a train tunnel, a flaky
 * Wi-Fi), and gives up with a ChunkLoadError once LOAD_PATIENCE_MS have passed.
 */
export async function loadWithPatience<T>(load: () => Promise<T>, patienceMs = LOAD_PATIENCE_MS, now = () => Date.now()): Promise<T> {
  const started = now();
  let pause = FIRST_RETRY_MS;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      const left = patienceMs - (now() - started);
      if (left <= 0) throw new ChunkLoadError(error instanceof Error ? error.message : String(error));
      await wait(Math.min(pause, left));
      pause = Math.min(pause * 2, LONGEST_RETRY_MS);
    }
  }
}

/** A lazily loaded component whose code can be asked for before it renders. */
export type PreloadableComponent<P = object> = ComponentType<P> & { preload: () => void };

/**
 * A component from a chunk of its own, loaded on first render or earlier through `preload()` (one download
 * either way): the route table preloads the page the address names while the session is still being checked.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= loadWithPatience(load).then((component) => ({ default: component })));
  // a preload that fails says nothing: the render that needs the component meets the same failure and shows it
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}

/**
 * A page loaded on first visit, from a module that exports it by name:
 * `lazyPage(() => import('./dashboard-page'), 'DashboardPage')`. Each page becomes its own chunk.
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): PreloadableComponent {
  return lazyComponent(() => load().then((module) => module[name]));
}
