import { useTranslation } from 'react-i18next';
import { useRoutes } from 'react-router-dom';
import type { ClientMe } from '@inkwell/contracts';
import { injectAuthEndpoints } from '../auth/auth-api';
import { defineAppConfig } from '../config/app-config';
import { createI18n, type AppTexts, type Locales } from '../i18n/create-i18n';
import { buildAppRoutes } from '../routing/build-app-routes';
import { createAppApi, createAppStore } from '../store/create-app-store';
import { bundleAllLanguages } from './bundle-all-languages';
import { createRenderWithProviders } from './render-with-providers';

// A minimal app wired exactly like the real ones, so web-kit's own tests exercise the shared pieces together.
const testTexts = (brand: string, dashboard: string, createNew: string): AppTexts => ({
  app: { brand },
  test: { dashboard, createNew },
});
const testLocales: Locales<AppTexts> = {
  en: testTexts('Test app', 'Your dashboard', 'Create New'),
  de: testTexts('Test-App', 'Ihr Dashboard', 'Neu erstellen'),
  fr: testTexts('App de test', 'Votre tableau de bord', 'Créer'),
  it: testTexts('App di prova', 'La tua dashboard', 'Crea'),
};

export const testI18n = createI18n(testLocales);
bundleAllLanguages(testI18n, testLocales);

const testApi = createAppApi({ i18n: testI18n, tagTypes: ['Me'] });
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

export const { createStore: createTestStore } = createAppStore({ api: testApi });
type TestStore = ReturnType<typeof createTestStore>;
export type TestRootState = ReturnType<TestStore['getState']>;

const testRoutes = buildAppRoutes({ authenticated: [{ path: 'dashboard', Component: TestDashboard }] });

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
