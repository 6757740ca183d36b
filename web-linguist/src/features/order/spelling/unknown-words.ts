import { wordKey, type WordHit } from '@inkwell/contracts';

/** The interface languages' dictionaries the editor checks spelling with (decision 055). */
export const SPELLING_LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
export type SpellingLanguage = (typeof SPELLING_LANGUAGES)[number];

/** The dictionary for an order's culture ('de-DE' → 'de'); null where the editor has none. */
export function spellingLanguageOf(culture: string | null | undefined): SpellingLanguage | null {
  const language = culture?.split(/[-_]/)[0]?.toLowerCase();
  return SPELLING_LANGUAGES.find((known) => known === language) ?? null;
}

// The words of a text as countWords and the stopword marks split it, so a position means the same everywhere.
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The form a dictionary is asked about: Hunspell's dictionaries write the apostrophe straight. */
export const spellingForm = (word: string): string => word.replace(/’/g, "'");

/** Words with a digit (B2B, 4K, 2024) are names or figures, not spelling. */
const checkable = (word: string): boolean => !/\p{N}/u.test(word);

/**
 * The words of the text a dictionary still has to judge: each distinct spelling once, leaving out the client's
 * own dictionary words (which count as known) and those already judged.
 */
export function wordsToCheck(text: string, clientWords: readonly string[], judged: ReadonlyMap<string, boolean>): string[] {
  const known = new Set(clientWords.map(wordKey));
  const pending = new Set<string>();
  for (const [word] of text.matchAll(WORD)) {
    const form = spellingForm(word);
    if (checkable(word) && !known.has(wordKey(word)) && !judged.has(form)) pending.add(form);
  }
  return [...pending];
}

/** A word the dictionary does not know, with the 1-based position of each use. */
export interface UnknownWord {
  word: string;
  positions: number[];
}

/** Every word of the text judged unknown, in the order of its first use; words not yet judged count as known. */
export function unknownWordsOf(text: string, clientWords: readonly string[], judged: ReadonlyMap<string, boolean>): UnknownWord[] {
  const known = new Set(clientWords.map(wordKey));
  const found = new Map<string, UnknownWord>();
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (!checkable(word) || known.has(wordKey(word)) || judged.get(spellingForm(word)) !== false) continue;
    const hit: WordHit = { word, position: match.index + 1 };
    const entry = found.get(word) ?? { word, positions: [] };
    entry.positions.push(hit.position);
    found.set(word, entry);
  }
  return [...found.values()];
}
