import {
  combineReducers,
  configureStore,
  type Middleware,
  type Reducer,
  type ReducersMapObject,
  type StateFromReducersMapObject,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { i18n as I18n } from 'i18next';
import { createBaseQuery } from '../api/base-query';
import { authReducer } from '../auth/auth-slice';

export interface AppApiOptions<TagType extends string> {
  /** Read on every call, so the Accept-Language header follows a language switch at once. */
  i18n: Pick<I18n, 'language'>;
  /** What the app's endpoints provide and invalidate. */
  tagTypes: readonly TagType[];
}

/** The app's one RTK Query api on web-kit's base query; features add their endpoints with `api.injectEndpoints`. */
export function createAppApi<TagType extends string>({ i18n, tagTypes }: AppApiOptions<TagType>) {
  return createApi({
    reducerPath: 'api',
    baseQuery: createBaseQuery({ getLanguage: () => i18n.language }),
    tagTypes,
    endpoints: () => ({}),
  });
}

interface StoreApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
}

export interface AppStoreOptions<TApi extends StoreApi, TReducers extends ReducersMapObject> {
  api: TApi;
  /** The app's own slices, next to the api cache and web-kit's auth slice. */
  reducers?: TReducers;
}

/** The app's store factory: one store per page load, a fresh one per test. */
export function createAppStore<TApi extends StoreApi, TReducers extends ReducersMapObject = Record<never, never>>({
  api,
  reducers,
}: AppStoreOptions<TApi, TReducers>) {
  type RootState = StateFromReducersMapObject<TReducers & { api: TApi['reducer']; auth: typeof authReducer }>;
  // combineReducers cannot follow a map spread from a type parameter; the state type above says what it builds.
  const rootReducer = combineReducers({ ...reducers, api: api.reducer, auth: authReducer }) as unknown as Reducer<
    RootState,
    UnknownAction,
    Partial<RootState>
  >;

  function createStore(preloadedState?: Partial<RootState>) {
    return configureStore({
      reducer: rootReducer,
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
      preloadedState,
    });
  }

  return { createStore };
}
