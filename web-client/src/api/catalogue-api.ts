import { injectCatalogueEndpoints } from '@inkwell/web-kit';
import { api } from './base-api';

/** web-kit's reference catalogues (languages, levels, countries, text topics) on the client portal's api. */
export const catalogueApi = injectCatalogueEndpoints(api);

export const { useGetLanguagesQuery, useGetLevelsQuery, useGetCountriesQuery, useGetTextTopicsQuery } = catalogueApi;
