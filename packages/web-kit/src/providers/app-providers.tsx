import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { ThemeProvider, ToastProvider } from '@inkwell/ui-kit';
import { useAuthDispatch, useAuthSelector } from '../auth/use-auth';
import { AppConfigProvider, useAppConfig, type AppConfig } from '../config/app-config';

// The live stream is for signed-in users: its code is a chunk of its own, fetched once someone is signed in, so the
// login page's first download stays within its budget (decision 059).
const LiveUpdates = lazy(() => import('../live/live-updates').then((module) => ({ default: module.LiveUpdates })));

/** Asks the BFF once whether a session exists; the guards wait for the answer. */
function SessionCheck() {
  const dispatch = useAuthDispatch();
  const { authApi } = useAppConfig();
  const sessionChecked = useAuthSelector((state) => state.auth.sessionChecked);
  const started = useRef(false);

  useEffect(() => {
    if (sessionChecked || started.current) return;
    started.current = true;
    // Not a subscription: the auth slice keeps the answer, and a cache reset on login must not ask again.
    void dispatch(authApi.endpoints.session.initiate(undefined, { subscribe: false, forceRefetch: true }));
  }, [dispatch, authApi, sessionChecked]);

  return null;
}

/** Live updates while someone is signed in (decision 035); nothing, and no download, for a visitor. */
function SignedInLiveUpdates() {
  const signedIn = useAuthSelector((state) => state.auth.status === 'authenticated');
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  );
}

function TranslatedToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ToastProvider closeLabel={t('common.close')} regionLabel={t('common.notifications')}>
      {children}
    </ToastProvider>
  );
}

export interface AppProvidersProps {
  store: Store;
  i18n: I18n;
  config: AppConfig;
  children: ReactNode;
}

/** Everything an app's pages expect above them except the router (browser in the app, memory in tests). */
export function AppProviders({ store, i18n, config, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppConfigProvider config={config}>
          <ThemeProvider>
            <TranslatedToastProvider>
              <SessionCheck />
              <SignedInLiveUpdates />
              {children}
            </TranslatedToastProvider>
          </ThemeProvider>
        </AppConfigProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
