import type { Api, coreModuleName, reactHooksModuleName } from '@reduxjs/toolkit/query/react';
import { BFF_PATHS, type AnyMe, type SessionResponse, type SessionState } from '@inkwell/contracts';
import type { WebBaseQuery } from '../api/base-query';
import { loggedIn, loggedOut, loginFailed, loginStarted, sessionMissing, sessionRestored } from './auth-slice';

export interface LoginRequest {
  username: string;
  password: string;
}

interface AuthPrefixed {
  /** The role's AUTH_PREFIX; the pages read it from the app config so one page serves all three apps. */
  authPrefix: string;
}

export interface PasswordResetLinkRequest extends AuthPrefixed {
  email: string;
}

export interface PasswordResetRequest extends AuthPrefixed {
  token: string;
  password: string;
}

export interface RegistrationConfirmRequest extends AuthPrefixed {
  token: string;
  /** Required for admin invitations, which set the first password on confirmation. */
  password?: string;
}

export interface RegistrationConfirmResponse {
  status: string;
}

/**
 * The app's single api as created by `createApi` with web-kit's base query, before anything is injected.
 * Tag types stay open (`any`) because each app declares its own; web-kit's endpoints use none.
 */
export type AppBaseApi = Api<
  WebBaseQuery,
  Record<never, never>,
  'api',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  any,
  typeof coreModuleName | typeof reactHooksModuleName
>;

const apiPath = (authPrefix: string, call: string) => `${BFF_PATHS.apiPrefix}${authPrefix}/${call}`;

/** Adds the session, login and logout calls that drive the auth slice, and the public auth calls of core-api. */
export function injectAuthEndpoints(api: AppBaseApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      session: build.query<SessionState<AnyMe>, void>({
        query: () => BFF_PATHS.session,
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(data.user ? sessionRestored(data.user) : sessionMissing());
          } catch {
            dispatch(sessionMissing());
          }
        },
      }),
      login: build.mutation<SessionResponse<AnyMe>, LoginRequest>({
        query: (body) => ({ url: BFF_PATHS.login, method: 'POST', body }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          dispatch(loginStarted());
          try {
            const { data } = await queryFulfilled;
            // Cached answers may belong to the previous user of this browser.
            dispatch(api.util.resetApiState());
            dispatch(loggedIn(data.user));
          } catch {
            dispatch(loginFailed());
            dispatch(loggedOut());
          }
        },
      }),
      logout: build.mutation<void, void>({
        query: () => ({ url: BFF_PATHS.logout, method: 'POST' }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled;
          } catch {
            // The local session ends even when the BFF cannot be reached; its cookie expires on its own.
          }
          dispatch(loggedOut());
          dispatch(api.util.resetApiState());
        },
      }),
      requestPasswordResetLink: build.mutation<void, PasswordResetLinkRequest>({
        query: ({ authPrefix, email }) => ({
          url: apiPath(authPrefix, 'send-reset-password-link'),
          method: 'POST',
          body: { email },
        }),
      }),
      resetPassword: build.mutation<void, PasswordResetRequest>({
        query: ({ authPrefix, token, password }) => ({
          url: apiPath(authPrefix, 'reset-password'),
          method: 'POST',
          body: { token, password },
        }),
      }),
      confirmRegistration: build.mutation<RegistrationConfirmResponse, RegistrationConfirmRequest>({
        query: ({ authPrefix, token, password }) => ({
          url: apiPath(authPrefix, 'confirm-register'),
          method: 'POST',
          body: password === undefined ? { token } : { token, password },
        }),
      }),
    }),
  });
}

export type AuthApi = ReturnType<typeof injectAuthEndpoints>;
