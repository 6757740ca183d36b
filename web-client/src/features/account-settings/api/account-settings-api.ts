import type { ClientAccountPatch, ClientAccountSettings, SelfEmailBody, SelfEmailConfirmBody, SelfEmailSettings, SelfPasswordBody } from '@inkwell/contracts';
import { api } from '../../../api/base-api';
import { CLIENT_API } from '../../../api/client-paths';
import { i18n } from '../../../locales/i18n';
import { registerAccountSettingsTexts } from '../locales';

// Every screen of the feature imports this module, so its texts arrive with its code.
registerAccountSettingsTexts(i18n);

/** client-portal §7 Settings: the account (profile updates), PUT email (confirmed by a mailed link) and PUT password. */
export const accountSettingsApi = api.enhanceEndpoints({ addTagTypes: ['AccountSettings', 'EmailSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getAccountSettings: build.query<ClientAccountSettings, void>({
      query: () => `${CLIENT_API}/settings/account`,
      providesTags: ['AccountSettings'],
    }),
    updateAccountSettings: build.mutation<ClientAccountSettings, ClientAccountPatch>({
      query: (body) => ({ url: `${CLIENT_API}/settings/account`, method: 'PATCH', body }),
      // The header shows the names, and the app reads the currency from /client/me.
      invalidatesTags: (result) => (result ? ['AccountSettings', 'Me'] : []),
    }),
    getEmailSettings: build.query<SelfEmailSettings, void>({
      query: () => `${CLIENT_API}/settings/email`,
      providesTags: ['EmailSettings'],
    }),
    changeEmail: build.mutation<SelfEmailSettings, SelfEmailBody>({
      query: (body) => ({ url: `${CLIENT_API}/settings/email`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['EmailSettings'] : []),
    }),
    confirmEmail: build.mutation<SelfEmailSettings, SelfEmailConfirmBody>({
      query: (body) => ({ url: `${CLIENT_API}/settings/email/confirm`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['EmailSettings', 'AccountSettings', 'Me'] : []),
    }),
    changePassword: build.mutation<void, SelfPasswordBody>({
      query: (body) => ({ url: `${CLIENT_API}/settings/password`, method: 'PUT', body }),
    }),
  }),
});

export const {
  useGetAccountSettingsQuery,
  useUpdateAccountSettingsMutation,
  useGetEmailSettingsQuery,
  useChangeEmailMutation,
  useConfirmEmailMutation,
  useChangePasswordMutation,
} = accountSettingsApi;
