import { BFF_PATHS, type SelfEmailBody, type SelfEmailConfirmBody, type SelfEmailSettings, type SelfPasswordBody } from '@inkwell/contracts';
import type { AppBaseApi } from '../auth/auth-api';

/** Whose settings: the client's or the linguist's; staff change neither here. */
export type AccountRole = 'client' | 'linguist';

/** What shows the sign-in address beside `getMe`: the client's account settings, the linguist's profile. */
const SHOWS_EMAIL = { client: 'AccountSettings', linguist: 'Profile' } as const;

/**
 * GET and PUT <role>/settings/email (the change counts once the link mailed to the new address is opened,
 * decision 040), POST …/email/confirm for that link, and PUT <role>/settings/password.
 */
export function injectAccountEndpoints(base: AppBaseApi, role: AccountRole) {
  const path = (rest: string) => `${BFF_PATHS.apiPrefix}/${role}/settings${rest}`;
  return base.enhanceEndpoints({ addTagTypes: ['EmailSettings', SHOWS_EMAIL[role], 'Me'] }).injectEndpoints({
    endpoints: (build) => ({
      getEmailSettings: build.query<SelfEmailSettings, void>({
        query: () => path('/email'),
        providesTags: ['EmailSettings'],
      }),
      // Nothing changes until the link is opened; only the address waiting for it does.
      changeEmail: build.mutation<SelfEmailSettings, SelfEmailBody>({
        query: (body) => ({ url: path('/email'), method: 'PUT', body }),
        invalidatesTags: (result) => (result ? ['EmailSettings'] : []),
      }),
      confirmEmail: build.mutation<SelfEmailSettings, SelfEmailConfirmBody>({
        query: (body) => ({ url: path('/email/confirm'), method: 'POST', body }),
        invalidatesTags: (result) => (result ? ['EmailSettings', SHOWS_EMAIL[role], 'Me'] : []),
      }),
      changePassword: build.mutation<void, SelfPasswordBody>({
        query: (body) => ({ url: path('/password'), method: 'PUT', body }),
      }),
    }),
  });
}

export type AccountApi = ReturnType<typeof injectAccountEndpoints>;
