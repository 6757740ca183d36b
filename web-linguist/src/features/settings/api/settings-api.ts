import type {
  LinguistAvailability,
  SelfClassification,
  SelfClassificationBody,
  SelfEmailBody,
  SelfLanguage,
  SelfLanguagesBody,
  SelfNotificationSettings,
  SelfPasswordBody,
  SelfPrice,
  SelfPriceBody,
  SelfProfile,
} from '@inkwell/contracts';
import { api } from '../../../api/base-api';
import { LINGUIST_API } from '../../../api/linguist-paths';

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
    changeEmail: build.mutation<{ email: string }, SelfEmailBody>({
      query: (body) => ({ url: `${LINGUIST_API}/settings/email`, method: 'PUT', body }),
      invalidatesTags: ['Profile', 'Me'],
    }),
    changePassword: build.mutation<void, SelfPasswordBody>({
      query: (body) => ({ url: `${LINGUIST_API}/settings/password`, method: 'PUT', body }),
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
  useChangeEmailMutation,
  useChangePasswordMutation,
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
} = settingsApi;
