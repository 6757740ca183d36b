import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLayoutEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Store } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import type { AppConfig } from '../config/app-config';
import type { AppTexts, Locales } from '../i18n/create-i18n';
import { AppProviders } from '../providers/app-providers';
import { bundleAllLanguages } from './bundle-all-languages';

export interface AppTestSetup<TStore extends Store, TState> {
  createStore: (preloadedState?: Partial<TState>) => TStore;
  i18n: I18n;
  /** every language of the app, bundled into `i18n` so tests switch languages synchronously */
  locales?: Locales<AppTexts>;
  config: AppConfig;
}

export interface RenderWithProvidersOptions<TStore extends Store, TState> {
  /** The initial address, e.g. '/de/login?back_url=%2Fdashboard'. */
  route?: string;
  preloadedState?: Partial<TState>;
  store?: TStore;
  /** Replaces parts of the app config, e.g. another role for a shared page. */
  config?: Partial<AppConfig>;
}

export interface RenderWithProvidersResult<TStore extends Store> extends RenderResult {
  store: TStore;
  user: UserEvent;
  /** Path and query of the memory router right now. */
  location: () => string;
}

/**
 * Builds an app's `renderWithProviders(ui, { route, preloadedState, store })`: the app's store, a memory
 * router at `route`, theme, i18n, toasts and the app config, exactly as the app puts them together.
 */
export function createRenderWithProviders<TStore extends Store, TState>(setup: AppTestSetup<TStore, TState>) {
  if (setup.locales) bundleAllLanguages(setup.i18n, setup.locales);
  return function renderWithProviders(
    ui: ReactElement,
    { route = '/', preloadedState, store, config }: RenderWithProvidersOptions<TStore, TState> = {},
  ): RenderWithProvidersResult<TStore> {
    const testStore = store ?? setup.createStore(preloadedState);
    const current = { location: route };

    function LocationProbe() {
      const location = useLocation();
      useLayoutEffect(() => {
        current.location = `${location.pathname}${location.search}`;
      }, [location]);
      return null;
    }

    const result = render(
      <AppProviders store={testStore} i18n={setup.i18n} config={{ ...setup.config, ...config }}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>,
    );
    return { ...result, store: testStore, user: userEvent.setup(), location: () => current.location };
  };
}
