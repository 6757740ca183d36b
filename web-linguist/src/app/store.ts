import { createAppApi, createAppStore, injectAuthEndpoints } from '@inkwell/web-kit';
import { i18n } from './i18n';

/** The app's one RTK Query api; features add their endpoints with `api.injectEndpoints`. */
export const api = createAppApi({
  i18n,
  tagTypes: ['Me', 'Balance', 'OrderList', 'Order', 'OrderText', 'OrderHistory'],
});

/** The api with web-kit's session, login, logout and public auth calls. */
export const authApi = injectAuthEndpoints(api);

export const { createStore } = createAppStore({ api });

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
