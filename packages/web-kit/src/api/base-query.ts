import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { BFF_PATHS } from '@inkwell/contracts';
import { sessionExpired } from '../auth/auth-slice';

export type WebBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

export interface BaseQueryOptions {
  /** The active interface language; read on every call so a language switch applies at once. */
  getLanguage: () => string;
}

function requestUrl(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

/**
 * The one base query of every app: same-origin calls to the BFF ('/bff/…') and its core-api proxy ('/api/…').
 * A 401 means the BFF session is gone, except on the login call where it means wrong credentials.
 */
export function createBaseQuery({ getLanguage }: BaseQueryOptions): WebBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: '',
    credentials: 'same-origin',
    prepareHeaders: (headers) => {
      headers.set('Accept', 'application/json');
      headers.set('Accept-Language', getLanguage());
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status === 401 && requestUrl(args) !== BFF_PATHS.login) {
      api.dispatch(sessionExpired());
    }
    return result;
  };
}
