import { createRoot } from 'react-dom/client';
import { AppRoot, blockableRouter, listenForUncaughtErrors } from '@inkwell/web-kit';
import { appConfig } from './app/config';
import { i18n } from './locales/i18n';
import { routes } from './app/router';
import { createStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs an element with id "root"');

listenForUncaughtErrors();
// A data router, because the text editor blocks in-app navigation while it holds unsaved text.
createRoot(container).render(
  <AppRoot store={createStore()} i18n={i18n} config={appConfig} routes={routes} router={blockableRouter} />,
);
