import { BFF_PATHS } from '@inkwell/web-kit';
import { api } from './base-api';

// core-api serves its catalogues to every role under /client (public reference data).
const CATALOGUE_API = `${BFF_PATHS.apiPrefix}/client`;

/** GET /client/languages: "Group - Variant" names, e.g. German - Austria (de-AT). */
export interface LanguageEntry {
  id: number;
  name: string;
  culture: string;
  code: string;
}

/** GET /client/levels, lowest rank first. */
export interface LevelEntry {
  code: string;
  name: string;
  rank: number;
}

/** GET /client/countries */
export interface CountryEntry {
  code: string;
  name: string;
  eu: boolean;
}

/** GET /client/text-topics and /client/industry-expertise: a linguist's interests and industry expertise. */
export interface NamedEntry {
  id: number;
  name: string;
}

/** GET /client/academic-lists */
export interface AcademicLists {
  academicDegreeList: NamedEntry[];
  academicFieldList: NamedEntry[];
}

// Catalogues change only with a migration (decision 005), so one load per session is enough.
const CATALOGUE_CACHE_SECONDS = 60 * 60;

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLanguages: build.query<LanguageEntry[], void>({
      query: () => `${CATALOGUE_API}/languages`,
      transformResponse: (answer: { data: LanguageEntry[] }) => answer.data,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
    getLevels: build.query<LevelEntry[], void>({
      query: () => `${CATALOGUE_API}/levels`,
      transformResponse: (answer: { data: LevelEntry[] }) => answer.data,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
    getCountries: build.query<CountryEntry[], void>({
      query: () => `${CATALOGUE_API}/countries`,
      transformResponse: (answer: { data: CountryEntry[] }) => answer.data,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
    getTextTopics: build.query<NamedEntry[], void>({
      query: () => `${CATALOGUE_API}/text-topics`,
      transformResponse: (answer: { data: NamedEntry[] }) => answer.data,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
    getIndustryExpertises: build.query<NamedEntry[], void>({
      query: () => `${CATALOGUE_API}/industry-expertise`,
      transformResponse: (answer: { data: NamedEntry[] }) => answer.data,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
    getAcademicLists: build.query<AcademicLists, void>({
      query: () => `${CATALOGUE_API}/academic-lists`,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
  }),
});

export const {
  useGetLanguagesQuery,
  useGetLevelsQuery,
  useGetCountriesQuery,
  useGetTextTopicsQuery,
  useGetIndustryExpertisesQuery,
  useGetAcademicListsQuery,
} = catalogueApi;
