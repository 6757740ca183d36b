import type { AdminLanguageBody, AdminLanguageDto } from '@inkwell/contracts';
import { BFF_PATHS } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { catalogueApi } from '../../../api/catalogue-api';
import { i18n } from '../../../locales/i18n';
import { registerSettingsTexts } from '../locales';

registerSettingsTexts(i18n);

const LANGUAGES = `${BFF_PATHS.apiPrefix}/admin/pricing/languages`;
const LIST = { type: 'AdminLanguage' as const, id: 'LIST' };

/** After a change the app's language pickers read the catalogue again instead of keeping it for the session. */
async function refreshPickers(dispatch: (action: unknown) => unknown, queryFulfilled: Promise<unknown>): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  dispatch(catalogueApi.endpoints.getLanguages.initiate(undefined, { forceRefetch: true, subscribe: false }));
}

/** Decision 052: the language catalogue staff keep on the settings' languages tab. */
export const languagesApi = api.enhanceEndpoints({ addTagTypes: ['AdminLanguage'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminLanguages: build.query<AdminLanguageDto[], void>({
      query: () => `${LANGUAGES}/all`,
      transformResponse: (answer: { data: AdminLanguageDto[] }) => answer.data,
      providesTags: [LIST],
    }),
    addLanguage: build.mutation<AdminLanguageDto, AdminLanguageBody>({
      query: (body) => ({ url: LANGUAGES, method: 'POST', body }),
      invalidatesTags: [LIST],
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => refreshPickers(dispatch, queryFulfilled),
    }),
    updateLanguage: build.mutation<AdminLanguageDto, { id: number; body: AdminLanguageBody }>({
      query: ({ id, body }) => ({ url: `${LANGUAGES}/${id}`, method: 'PUT', body }),
      invalidatesTags: [LIST],
      onQueryStarted: (_change, { dispatch, queryFulfilled }) => refreshPickers(dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetAdminLanguagesQuery, useAddLanguageMutation, useUpdateLanguageMutation } = languagesApi;
