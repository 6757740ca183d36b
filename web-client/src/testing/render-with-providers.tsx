import { createRenderWithProviders } from '@inkwell/web-kit/testing';
import { appConfig } from '../app/config';
import { i18n } from '../locales/i18n';
import { appLocales } from '../locales';
import { createStore, type AppStore, type RootState } from '../app/store';

/** Renders inside the client app's store, providers and a memory router at `route`. */
export const renderWithProviders = createRenderWithProviders<AppStore, RootState>({
  createStore,
  i18n,
  locales: appLocales,
  config: appConfig,
});
