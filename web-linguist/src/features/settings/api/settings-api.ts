import type {
  LinguistAvailability,
  SelfClassification,
  SelfClassificationBody,
  SelfLanguage,
  SelfLanguagesBody,
  SelfNotificationSettings,
  SelfPrice,
  SelfPriceBody,
  SelfProfile,
} from '@inkwell/contracts';
import { injectAccountEndpoints, registerAccountTexts } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { LINGUIST_API } from '../../../api/linguist-paths';
import { i18n } from '../../../locales/i18n';

registerAccountTexts(i18n);

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateAvailability: build.mutation<SelfProfile, LinguistAvailability>({
      query: (availability) => ({ url: `${LINGUIST_API}/settings/profile`, method: 'PATCH', body: { availability } }),
      invalidatesTags: ['Profile'],
    }),
    updateClassification: build.mutation<SelfClassification, SelfClassificationBody>({
      query: (body) => ({ url: `${LINGUIST_API}/profile/classification`, method: 'PUT', body }),
      invalidatesTags: ['Classification'],
    }),
    updateLanguages: build.mutation<SelfLanguage[], SelfLanguagesBody>({
      query: (body) => ({ url: `${LINGUIST_API}/profile/languages`, method: 'PUT', body }),
      // Her prices are per language, so the prices tab reads them again too.
      invalidatesTags: ['Profile', 'PricesPerWord'],
    }),
    savePricePerWord: build.mutation<SelfPrice, SelfPriceBody>({
      query: (body) => ({ url: `${LINGUIST_API}/prices-per-word`, method: 'POST', body }),
      invalidatesTags: ['PricesPerWord'],
    }),
    getNotificationSettings: build.query<SelfNotificationSettings, void>({
      query: () => `${LINGUIST_API}/settings/notification`,
      providesTags: ['NotificationSettings'],
    }),
    updateNotificationSettings: build.mutation<SelfNotificationSettings, SelfNotificationSettings>({
      query: (body) => ({ url: `${LINGUIST_API}/settings/notification`, method: 'PUT', body }),
      invalidatesTags: ['NotificationSettings'],
    }),
  }),
});

export const {
  useUpdateAvailabilityMutation,
  useUpdateClassificationMutation,
  useUpdateLanguagesMutation,
  useSavePricePerWordMutation,
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
} = settingsApi;

/** Her e-mail change (confirmed by a mailed link) and password change, under /linguist/settings. */
export const accountApi = injectAccountEndpoints(api, 'linguist');
