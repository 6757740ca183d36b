import type {
  LinguistAvailability,
  SelfClassification,
  SelfClassificationBody,
  SelfEmailBody,
  SelfEmailConfirmBody,
  SelfEmailSettings,
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

export const settingsApi = api.enhanceEndpoints({ addTagTypes: ['EmailSettings'] }).injectEndpoints({
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
    getEmailSettings: build.query<SelfEmailSettings, void>({
      query: () => `${LINGUIST_API}/settings/email`,
      providesTags: ['EmailSettings'],
    }),
    // Nothing changes until she opens the link mailed to the new address; only the address waiting for it does.
    changeEmail: build.mutation<SelfEmailSettings, SelfEmailBody>({
      query: (body) => ({ url: `${LINGUIST_API}/settings/email`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['EmailSettings'] : []),
    }),
    confirmEmail: build.mutation<SelfEmailSettings, SelfEmailConfirmBody>({
      query: (body) => ({ url: `${LINGUIST_API}/settings/email/confirm`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['EmailSettings', 'Profile', 'Me'] : []),
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
  useGetEmailSettingsQuery,
  useChangeEmailMutation,
  useConfirmEmailMutation,
  useChangePasswordMutation,
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
} = settingsApi;
