import { api } from './base-api';
import { CLIENT_API } from './client-paths';

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

/** GET /client/text-topics: what a linguist can be interested in. */
export interface TextTopicEntry {
  id: number;
  name: string;
}

// Catalogues change only with a migration (decision 005), so one load per session is enough.
const CATALOGUE_CACHE_SECONDS = 60 * 60;

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLanguages: build.query<LanguageEntry[], void>({
      query: () => `${CLIENT_API}/languages`,
      transformResponse: (answer: { data: LanguageEntry[] }) => answer.data,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
    getLevels: build.query<LevelEntry[], void>({
      query: () => `${CLIENT_API}/levels`,
      transformResponse: (answer: { data: LevelEntry[] }) => answer.data,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
    getCountries: build.query<CountryEntry[], void>({
      query: () => `${CLIENT_API}/countries`,
      transformResponse: (answer: { data: CountryEntry[] }) => answer.data,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
    getTextTopics: build.query<TextTopicEntry[], void>({
      query: () => `${CLIENT_API}/text-topics`,
      transformResponse: (answer: { data: TextTopicEntry[] }) => answer.data,
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
    }),
  }),
});

export const { useGetLanguagesQuery, useGetLevelsQuery, useGetCountriesQuery, useGetTextTopicsQuery } = catalogueApi;
