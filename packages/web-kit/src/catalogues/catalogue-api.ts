import { BFF_PATHS, type ClassificationRef } from '@inkwell/contracts';
import type { AppBaseApi } from '../auth/auth-api';

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

/** GET /client/countries: the EU states and the United Kingdom (spec §3); `eu` decides whether an EU-VAT number is needed. */
export interface CountryEntry {
  code: string;
  name: string;
  eu: boolean;
}

/** GET /client/academic-lists */
export interface AcademicLists {
  academicDegreeList: ClassificationRef[];
  academicFieldList: ClassificationRef[];
}

// core-api serves its catalogues to every role under /client: public reference data (decision 024).
const CATALOGUE_API = `${BFF_PATHS.apiPrefix}/client`;

// Catalogues change only with a migration (decision 005), so one load per session is enough.
const CATALOGUE_CACHE_SECONDS = 60 * 60;

/** The reference catalogues every app's forms read, once per app on its own base api. */
export function injectCatalogueEndpoints(api: AppBaseApi) {
  return api.injectEndpoints({
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
      /** what a linguist can be interested in */
      getTextTopics: build.query<ClassificationRef[], void>({
        query: () => `${CATALOGUE_API}/text-topics`,
        transformResponse: (answer: { data: ClassificationRef[] }) => answer.data,
        keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      }),
      getIndustryExpertise: build.query<ClassificationRef[], void>({
        query: () => `${CATALOGUE_API}/industry-expertise`,
        transformResponse: (answer: { data: ClassificationRef[] }) => answer.data,
        keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      }),
      getAcademicLists: build.query<AcademicLists, void>({
        query: () => `${CATALOGUE_API}/academic-lists`,
        keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      }),
    }),
  });
}
