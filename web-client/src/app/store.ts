import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { useDispatch, useSelector } from 'react-redux';
import { authReducer, createBaseQuery, injectAuthEndpoints } from '@inkwell/web-kit';
import { orderWizardReducer } from '../features/order-wizard/order-wizard-slice';
import { i18n } from './i18n';

/** The app's one RTK Query api; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({ getLanguage: () => i18n.language }),
  // Order actions change lists, project stats and the balance at once; each tag names what a call can change.
  tagTypes: ['Me', 'Project', 'ProjectStats', 'Order', 'OrderText', 'OrderRevisions', 'OrderHistory', 'Balance'],
  endpoints: () => ({}),
});

/** The api with web-kit's session, login, logout and public auth calls. */
export const authApi = injectAuthEndpoints(api);

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  orderWizard: orderWizardReducer,
});
export type RootState = ReturnType<typeof rootReducer>;

export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    preloadedState,
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
