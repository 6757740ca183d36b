import type { ClassificationRef } from '@inkwell/contracts';
import { api } from './base-api';
import { CLIENT_API_PUBLIC } from './linguist-paths';

/** GET /client/languages: "Group - Variant" names, e.g. German - Austria (de-AT). */
export interface LanguageEntry {
  id: number;
  name: string;
  culture: string;
  code: string;
}

export interface AcademicLists {
  academicDegreeList: ClassificationRef[];
  academicFieldList: ClassificationRef[];
}

// Catalogues change only with a migration (decision 005), so one load per session is enough.
const CATALOGUE_CACHE_SECONDS = 60 * 60;

/** The reference catalogues are public routes under /client, read by every app's forms (decision 024). */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLanguages: build.query<LanguageEntry[], void>({
      query: () => `${CLIENT_API_PUBLIC}/languages`,
      transformResponse: (answer: { data: LanguageEntry[] }) => answer.data,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
    getTextTopics: build.query<ClassificationRef[], void>({
      query: () => `${CLIENT_API_PUBLIC}/text-topics`,
      transformResponse: (answer: { data: ClassificationRef[] }) => answer.data,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
    getIndustryExpertise: build.query<ClassificationRef[], void>({
      query: () => `${CLIENT_API_PUBLIC}/industry-expertise`,
      transformResponse: (answer: { data: ClassificationRef[] }) => answer.data,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
    getAcademicLists: build.query<AcademicLists, void>({
      query: () => `${CLIENT_API_PUBLIC}/academic-lists`,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
  }),
});

export const { useGetLanguagesQuery, useGetTextTopicsQuery, useGetIndustryExpertiseQuery, useGetAcademicListsQuery } = catalogueApi;
