import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@inkwell/web-kit';
import { appConfig } from './config';
import { i18n } from './i18n';
import { AppRoutes } from './router';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store} i18n={i18n} config={appConfig}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
