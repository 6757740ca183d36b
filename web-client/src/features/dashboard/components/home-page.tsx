import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router-dom';
import { Spinner, Tabs } from '@inkwell/ui-kit';
import { DashboardFrame, TabPanel, useLocalizedPath } from '@inkwell/web-kit';
import { useGetMeQuery } from '../../../api/me-api';
import { i18n } from '../../../locales/i18n';
import { registerHomeTexts } from '../locales';
import { DashboardTab } from './dashboard-tab';

// The Get started tab's quote dialogs (Formik, yup, the pickers) are a chunk of their own: the dashboard tab, where
// every visit lands, does not download them (decision 077).
const GetStartedTab = lazy(() => import('./get-started-tab').then((module) => ({ default: module.GetStartedTab })));

registerHomeTexts(i18n);

/** Spec §2: each tab of the home screen is a route of its own. */
const HOME_TABS = { dashboard: '/dashboard', getStarted: '/get_started' } as const;
type HomeTab = keyof typeof HOME_TABS;
const isHomeTab = (value: string): value is HomeTab => Object.keys(HOME_TABS).includes(value);

/**
 * Spec §2 home screen, /dashboard and /get_started: both routes render this page, so switching tabs keeps it
 * (and the focused tab) in place while the path says which tab is shown.
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const me = useGetMeQuery();
  const tab: HomeTab = useMatch(localized(HOME_TABS.getStarted)) ? 'getStarted' : 'dashboard';

  return (
    <DashboardFrame me={me}>
      {(client) => (
        <>
          <Tabs
            aria-label={t('home.tabs.label')}
            tabs={[
              { id: 'dashboard', label: t('home.tabs.dashboard') },
              { id: 'getStarted', label: t('home.tabs.getStarted') },
            ]}
            active={tab}
            onChange={(next) => {
              if (isHomeTab(next)) navigate(localized(HOME_TABS[next]));
            }}
          />
          <TabPanel aria-label={t(`home.tabs.${tab}`)}>
            {tab === 'dashboard' ? (
              <DashboardTab me={client} />
            ) : (
              <Suspense fallback={<Spinner label={t('common.loading')} />}>
                <GetStartedTab me={client} />
              </Suspense>
            )}
          </TabPanel>
        </>
      )}
    </DashboardFrame>
  );
}
