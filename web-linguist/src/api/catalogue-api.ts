import { injectCatalogueEndpoints } from '@inkwell/web-kit';
import { api } from './base-api';

/** web-kit's reference catalogues on the linguist app's api: what her profile and classification forms offer. */
export const catalogueApi = injectCatalogueEndpoints(api);

export const { useGetLanguagesQuery, useGetTextTopicsQuery, useGetIndustryExpertiseQuery, useGetAcademicListsQuery } = catalogueApi;
