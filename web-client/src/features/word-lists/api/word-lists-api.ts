import type { WordList, WordListPage } from '@inkwell/contracts';
import { api } from '../../../api/base-api';
import { CLIENT_API } from '../../../api/client-paths';
import { i18n } from '../../../locales/i18n';
import { registerWordListsTexts } from '../locales';

// The tabs import this module, so their texts arrive with their code.
registerWordListsTexts(i18n);

/** Which of the client's two lists: words a text must not use, or special words it may use (spec §7 Settings). */
export type WordListKind = 'stopwords' | 'dictionary';

/** The body names the words after the list: stopwords for one, words for the other. */
const body = (list: WordListKind, language: string, words: string[] | undefined) =>
  list === 'stopwords' ? { language, stopwords: words } : { language, words };

interface WordsChange {
  list: WordListKind;
  language: string;
  words: string[];
}

export const wordListsApi = api.enhanceEndpoints({ addTagTypes: ['WordLists'] }).injectEndpoints({
  endpoints: (build) => ({
    getWordLists: build.query<WordListPage, WordListKind>({
      query: (list) => `${CLIENT_API}/settings/${list}`,
      providesTags: (_result, _error, list) => [{ type: 'WordLists', id: list }],
    }),
    addWords: build.mutation<WordList, WordsChange>({
      query: ({ list, language, words }) => ({ url: `${CLIENT_API}/settings/${list}`, method: 'POST', body: body(list, language, words) }),
      invalidatesTags: (result, _error, { list }) => (result ? [{ type: 'WordLists', id: list }] : []),
    }),
    replaceWords: build.mutation<WordList, WordsChange>({
      query: ({ list, language, words }) => ({ url: `${CLIENT_API}/settings/${list}`, method: 'PUT', body: body(list, language, words) }),
      invalidatesTags: (result, _error, { list }) => (result ? [{ type: 'WordLists', id: list }] : []),
    }),
    removeWords: build.mutation<void, WordsChange>({
      query: ({ list, language, words }) => ({ url: `${CLIENT_API}/settings/${list}`, method: 'DELETE', body: body(list, language, words) }),
      invalidatesTags: (_result, error, { list }) => (error ? [] : [{ type: 'WordLists', id: list }]),
    }),
  }),
});

export const { useGetWordListsQuery, useAddWordsMutation, useReplaceWordsMutation, useRemoveWordsMutation } = wordListsApi;
