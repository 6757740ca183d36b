import { WordListsPanel } from '@inkwell/web-kit';
import { useGetLanguagesQuery } from '../../../api/catalogue-api';
import { wordListsApi } from '../api/word-lists-api';

/** Spec settings tab stopwords: the client's own list per language (web-kit's panel, which staff use too). */
export function StopwordsTab() {
  const languages = useGetLanguagesQuery();
  return <WordListsPanel api={wordListsApi} list="stopwords" languages={languages} />;
}

/** Spec settings tab dictionary: the special words the client's texts may use, per language. */
export function DictionaryTab() {
  const languages = useGetLanguagesQuery();
  return <WordListsPanel api={wordListsApi} list="dictionary" languages={languages} />;
}
