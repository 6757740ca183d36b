import type { AdminLanguageBody, AdminLanguageDto } from '@inkwell/contracts';
import { BFF_PATHS } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { catalogueApi } from '../../../api/catalogue-api';
import { i18n } from '../../../locales/i18n';
import { registerSettingsTexts } from '../locales';

registerSettingsTexts(i18n);

const LANGUAGES = `${BFF_PATHS.apiPrefix}/admin/pricing/languages`;
const LIST = { type: 'AdminLanguage' as const, id: 'LIST' };

type Dispatch = (action: unknown) => unknown;

/**
 * After a change the app's language pickers show it at once: their cached catalogue is edited in place rather than
 * read again, since the browser may answer /client/languages from its five-minute cache (decision 052).
 */
async function updatePickers(dispatch: Dispatch, queryFulfilled: Promise<{ data: AdminLanguageDto }>): Promise<void> {
  let saved: AdminLanguageDto;
  try {
    ({ data: saved } = await queryFulfilled);
  } catch {
    return;
  }
  dispatch(
    catalogueApi.util.updateQueryData('getLanguages', undefined, (offered) => {
      const others = offered.filter((language) => language.id !== saved.id);
      const { id, name, culture, code } = saved;
      const next = saved.active ? [...others, { id, name, culture, code }].sort((a, b) => a.name.localeCompare(b.name)) : others;
      offered.splice(0, offered.length, ...next);
    }),
  );
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
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => updatePickers(dispatch, queryFulfilled),
    }),
    updateLanguage: build.mutation<AdminLanguageDto, { id: number; body: AdminLanguageBody }>({
      query: ({ id, body }) => ({ url: `${LANGUAGES}/${id}`, method: 'PUT', body }),
      invalidatesTags: [LIST],
      onQueryStarted: (_change, { dispatch, queryFulfilled }) => updatePickers(dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetAdminLanguagesQuery, useAddLanguageMutation, useUpdateLanguageMutation } = languagesApi;
