import { BFF_PATHS, ME_PATH, type AdminMe, type ClientMe, type LinguistMe, type Role } from '@inkwell/contracts';
import type { AppBaseApi } from './auth-api';

/** What GET <role>/me answers: the signed-in user as core-api knows them now. */
export interface MeOfRole {
  client: ClientMe;
  admin: AdminMe;
  linguist: LinguistMe;
}

/** Adds `getMe` for the app's role. The app's api needs the tag type 'Me'; what changes the user invalidates it. */
export function injectMeEndpoint<R extends Role>(api: AppBaseApi, role: R) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getMe: build.query<MeOfRole[R], void>({
        query: () => `${BFF_PATHS.apiPrefix}${ME_PATH[role]}`,
        providesTags: ['Me'],
      }),
    }),
  });
}
