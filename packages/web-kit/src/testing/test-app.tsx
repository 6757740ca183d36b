import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useRoutes } from 'react-router-dom';
import type { ClientMe } from '@inkwell/contracts';
import { createBaseQuery } from '../api/base-query';
import { injectAuthEndpoints } from '../auth/auth-api';
import { authReducer } from '../auth/auth-slice';
import { defineAppConfig } from '../config/app-config';
import { createI18n, type AppTexts, type Locales } from '../i18n/create-i18n';
import { sharedRoutes } from '../pages/shared-routes';
import { buildAppRoutes } from '../routing/build-app-routes';
import { AppShell } from '../shell/app-shell';
import { createRenderWithProviders } from './render-with-providers';

// A minimal app wired exactly like the real ones, so web-kit's own tests exercise the shared pieces together.
const testTexts = (brand: string, dashboard: string): AppTexts => ({ app: { brand }, test: { dashboard } });
const testLocales: Locales<AppTexts> = {
  en: testTexts('Test app', 'Your dashboard'),
  de: testTexts('Test-App', 'Ihr Dashboard'),
  fr: testTexts('App de test', 'Votre tableau de bord'),
  it: testTexts('App di prova', 'La tua dashboard'),
};

export const testI18n = createI18n(testLocales);

const testApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({ getLanguage: () => testI18n.language }),
  tagTypes: ['Me'],
  endpoints: () => ({}),
});
export const testAuthApi = injectAuthEndpoints(testApi);

const testMeApi = testApi.injectEndpoints({
  endpoints: (build) => ({
    testMe: build.query<ClientMe, void>({ query: () => '/api/client/me', providesTags: ['Me'] }),
  }),
});

function TestDashboard() {
  const { t } = useTranslation();
  const { data } = testMeApi.useTestMeQuery();
  return (
    <>
      <h1>{t('test.dashboard')}</h1>
      {data && <p>{data.email}</p>}
    </>
  );
}

const testReducer = combineReducers({ [testApi.reducerPath]: testApi.reducer, auth: authReducer });
export type TestRootState = ReturnType<typeof testReducer>;

export function createTestStore(preloadedState?: Partial<TestRootState>) {
  return configureStore({
    reducer: testReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(testApi.middleware),
    preloadedState,
  });
}
type TestStore = ReturnType<typeof createTestStore>;

const testRoutes = buildAppRoutes({
  guest: [
    sharedRoutes.login,
    sharedRoutes.passwordResetRequest,
    sharedRoutes.passwordResetUpdate,
    sharedRoutes.registrationConfirm,
  ],
  authenticated: [{ path: 'dashboard', Component: TestDashboard }],
  open: [sharedRoutes.notFound, sharedRoutes.accessDenied],
  Shell: AppShell,
});

export function TestAppRoutes() {
  return useRoutes(testRoutes);
}

export const testConfig = defineAppConfig({
  role: 'client',
  authApi: testAuthApi,
  navigation: [{ to: '/dashboard', labelKey: 'common.dashboard' }],
  registrationPath: '/registration',
});

export const renderTestApp = createRenderWithProviders<TestStore, TestRootState>({
  createStore: createTestStore,
  i18n: testI18n,
  config: testConfig,
});
