import type { ClientAccountPatch, ClientAccountSettings } from '@inkwell/contracts';
import { injectAccountEndpoints, registerAccountTexts } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { CLIENT_API } from '../../../api/client-paths';
import { i18n } from '../../../locales/i18n';
import { registerAccountSettingsTexts } from '../locales';

// Every screen of the feature imports this module, so its texts arrive with its code.
registerAccountSettingsTexts(i18n);
registerAccountTexts(i18n);

/** client-portal §7 Settings: the account (profile updates); the e-mail and password calls are web-kit's. */
export const accountSettingsApi = api.enhanceEndpoints({ addTagTypes: ['AccountSettings'] }).injectEndpoints({
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
  }),
});

export const {
  useGetAccountSettingsQuery,
  useUpdateAccountSettingsMutation,
} = accountSettingsApi;

/** PUT email (confirmed by a mailed link), its confirmation and PUT password, under /client/settings. */
export const accountApi = injectAccountEndpoints(api, 'client');
