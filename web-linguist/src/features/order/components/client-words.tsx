import { useTranslation } from 'react-i18next';
import { findListedWords } from '@inkwell/contracts';
import { StyledDictionary, StyledStopwordMark, StyledStopwords } from './styled';

const CONTEXT = 24;

/** The stretch of text around a found word, cut at the CONTEXT characters either side. */
function around(text: string, start: number, length: number): { before: string; after: string } {
  const from = Math.max(0, start - CONTEXT);
  const to = Math.min(text.length, start + length + CONTEXT);
  return { before: `${from > 0 ? '…' : ''}${text.slice(from, start)}`, after: `${text.slice(start + length, to)}${to < text.length ? '…' : ''}` };
}

/**
 * Marks the client's stopwords in a text as the linguist writes (decision 046): each use with its position (as
 * core-api's submit check reports it) and the words around it. Nothing shows while the text has none.
 */
export function StopwordMarks({ text, stopwords, id }: { text: string; stopwords: readonly string[]; id?: string }) {
  const { t } = useTranslation();
  const hits = findListedWords(text, stopwords);
  if (!hits.length) return null;
  return (
    <StyledStopwords id={id} role="group" aria-label={t('order.editor.stopwords')}>
      <p>{t('order.editor.stopwordsHint', { count: hits.length })}</p>
      <ul>
        {hits.map(({ word, position }) => {
          const { before, after } = around(text, position - 1, word.length);
          return (
            <li key={position}>
              {t('order.editor.stopwordAt', { position })} {before}
              <StyledStopwordMark>{word}</StyledStopwordMark>
              {after}
            </li>
          );
        })}
      </ul>
    </StyledStopwords>
  );
}

/** The client's own special words, which the text may use (its dictionary for the order's language). */
export function DictionaryNote({ dictionary }: { dictionary: readonly string[] }) {
  const { t } = useTranslation();
  if (!dictionary.length) return null;
  return <StyledDictionary>{t('order.editor.dictionary', { words: dictionary.join(', ') })}</StyledDictionary>;
}
