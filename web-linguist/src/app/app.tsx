import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@inkwell/web-kit';
import { appConfig } from './config';
import { i18n } from './i18n';
import { routes } from './router';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  // A data router, because the text editor blocks in-app navigation while it holds unsaved text.
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders store={store} i18n={i18n} config={appConfig}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
