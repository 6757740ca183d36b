import { BFF_PATHS, type WordList, type WordListPage } from '@inkwell/contracts';
import type { AppBaseApi } from '../auth/auth-api';

/** Which of a client's two lists: words a text must not use, or special words it may use (decision 046). */
export type WordListKind = 'stopwords' | 'dictionary';

/** Whose lists a call reads: the client's own, or, for staff, the client on whose page they are. */
export interface WordListOwner {
  list: WordListKind;
  clientId?: number;
}

export interface WordsChange extends WordListOwner {
  language: string;
  words: string[];
}

/** The spec's paths: /client/settings/{list} for the client, /admin/client/{id}/{list} for staff. */
const listPath = ({ list, clientId }: WordListOwner) =>
  `${BFF_PATHS.apiPrefix}${clientId === undefined ? `/client/settings/${list}` : `/admin/client/${clientId}/${list}`}`;

/** The body names the words after the list: stopwords for one, words for the other. */
const body = ({ list, language, words }: Pick<WordsChange, 'list' | 'language'> & { words: string[] | undefined }) =>
  list === 'stopwords' ? { language, stopwords: words } : { language, words };

const tagOf = ({ list, clientId }: WordListOwner) => ({ type: 'WordLists' as const, id: `${list}:${clientId ?? 'OWN'}` });

/** A client's stopwords and dictionary per language, read and changed by the client or by staff. */
export function injectWordListEndpoints(base: AppBaseApi) {
  return base.enhanceEndpoints({ addTagTypes: ['WordLists'] }).injectEndpoints({
    endpoints: (build) => ({
      getWordLists: build.query<WordListPage, WordListOwner>({
        query: (owner) => listPath(owner),
        providesTags: (_result, _error, owner) => [tagOf(owner)],
      }),
      addWords: build.mutation<WordList, WordsChange>({
        query: (change) => ({ url: listPath(change), method: 'POST', body: body(change) }),
        invalidatesTags: (result, _error, change) => (result ? [tagOf(change)] : []),
      }),
      replaceWords: build.mutation<WordList, WordsChange>({
        query: (change) => ({ url: listPath(change), method: 'PUT', body: body(change) }),
        invalidatesTags: (result, _error, change) => (result ? [tagOf(change)] : []),
      }),
      removeWords: build.mutation<void, WordsChange>({
        query: (change) => ({ url: listPath(change), method: 'DELETE', body: body(change) }),
        invalidatesTags: (_result, error, change) => (error ? [] : [tagOf(change)]),
      }),
    }),
  });
}

export type WordListsApi = ReturnType<typeof injectWordListEndpoints>;
