import { createContext } from 'react';
import type { SpellingLanguage } from './unknown-words';

/** Judges words against one language's dictionary. */
export interface SpellChecker {
  /** the words (of those given) the dictionary does not know */
  unknownOf(words: readonly string[]): Promise<string[]>;
  close(): void;
}

/** Opens a checker for a language; null where this browser cannot run one (no Web Workers). */
export type OpenSpellChecker = (language: SpellingLanguage) => Promise<SpellChecker | null>;

/** The open worker of each language, shared by every field that checks it (a layout's sections are several). */
const openWorkers = new Map<SpellingLanguage, { checker: Promise<SpellChecker>; users: number }>();

/**
 * The browser's: Hunspell in a worker, its code and the language's dictionary loaded only when an editor asks;
 * one worker per language, ended when its last field closes.
 */
export const openBrowserSpellChecker: OpenSpellChecker = async (language) => {
  if (typeof Worker === 'undefined') return null;
  let shared = openWorkers.get(language);
  if (!shared) {
    const checker = import('./worker-spell-checker').then(({ openWorkerSpellChecker }) => openWorkerSpellChecker(language));
    const entry = { checker, users: 0 };
    checker.catch(() => openWorkers.get(language) === entry && openWorkers.delete(language));
    openWorkers.set(language, entry);
    shared = entry;
  }
  const entry = shared;
  entry.users += 1;
  const worker = await entry.checker;
  let closed = false;
  return {
    unknownOf: (words) => worker.unknownOf(words),
    close: () => {
      if (closed) return;
      closed = true;
      entry.users -= 1;
      if (entry.users > 0) return;
      if (openWorkers.get(language) === entry) openWorkers.delete(language);
      worker.close();
    },
  };
};

/** Which checker the editor opens; tests give one of their own. */
export const SpellCheckerContext = createContext<OpenSpellChecker>(openBrowserSpellChecker);
