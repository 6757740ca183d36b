import { injectCatalogueEndpoints } from '@inkwell/web-kit';
import { api } from './base-api';

/** web-kit's reference catalogues on the back office's api: the linguist editor's languages, levels and classification. */
export const catalogueApi = injectCatalogueEndpoints(api);

export const {
  useGetLanguagesQuery,
  useGetLevelsQuery,
  useGetCountriesQuery,
  useGetTextTopicsQuery,
  useGetIndustryExpertiseQuery,
  useGetAcademicListsQuery,
} = catalogueApi;
