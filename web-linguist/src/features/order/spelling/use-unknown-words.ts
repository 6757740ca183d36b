import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { SpellCheckerContext, type SpellChecker } from './spell-checker';
import { spellingLanguageOf, unknownWordsOf, wordsToCheck, type SpellingLanguage, type UnknownWord } from './unknown-words';

/** The pause in typing after which the new words are judged: the text is not re-split for every key. */
export const SPELLING_DEBOUNCE_MS = 400;

export type SpellingStatus = 'unsupported' | 'loading' | 'ready' | 'failed' | 'off';

export interface Spelling {
  /** unsupported: no dictionary for the language; off: this browser runs no checker */
  status: SpellingStatus;
  language: SpellingLanguage | null;
  unknown: UnknownWord[];
}

/**
 * The words of the text the order language's dictionary does not know (the client's dictionary words count as
 * known), judged off the main thread a moment after typing stops; each distinct word is asked about once.
 */
export function useUnknownWords(text: string, culture: string | null | undefined, clientDictionary: readonly string[]): Spelling {
  // By content: a caller's fresh empty list on each render must not start the judging again.
  const dictionaryKey = clientDictionary.join('\n');
  const clientWords = useMemo(() => (dictionaryKey ? dictionaryKey.split('\n') : []), [dictionaryKey]);
  const openChecker = useContext(SpellCheckerContext);
  const language = spellingLanguageOf(culture);
  const [checker, setChecker] = useState<{ language: SpellingLanguage; checker: SpellChecker | null; failed: boolean } | null>(null);
  const judged = useRef(new Map<string, boolean>());
  const [judgedVersion, setJudgedVersion] = useState(0);
  const [settledText, setSettledText] = useState(text);

  useEffect(() => {
    if (!language) return undefined;
    let current = true;
    let opened: SpellChecker | null = null;
    judged.current = new Map();
    openChecker(language).then(
      (result) => {
        opened = result;
        if (current) setChecker({ language, checker: result, failed: false });
        else result?.close();
      },
      () => current && setChecker({ language, checker: null, failed: true }),
    );
    return () => {
      current = false;
      opened?.close();
    };
  }, [language, openChecker]);

  useEffect(() => {
    const timer = setTimeout(() => setSettledText(text), SPELLING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const active = checker && checker.language === language ? checker : null;
  useEffect(() => {
    const spell = active?.checker;
    if (!spell) return undefined;
    const pending = wordsToCheck(settledText, clientWords, judged.current);
    if (!pending.length) return undefined;
    let current = true;
    void spell.unknownOf(pending).then((unknown) => {
      if (!current) return;
      const wrong = new Set(unknown);
      for (const word of pending) judged.current.set(word, !wrong.has(word));
      setJudgedVersion((version) => version + 1);
    });
    return () => {
      current = false;
    };
  }, [active, settledText, clientWords]);

  // Positions are of the text as it is now; a word typed since the last pause counts as known until judged.
  const unknown = useMemo(
    () => (active?.checker ? unknownWordsOf(text, clientWords, judged.current) : []),
    // judgedVersion: the judgements live in a ref, this says when they grew
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [active, text, clientWords, judgedVersion],
  );
  const status: SpellingStatus = !language ? 'unsupported' : !active ? 'loading' : active.failed ? 'failed' : active.checker ? 'ready' : 'off';
  return { status, language, unknown };
}
