import { LIST_WORD_PATTERN, WORD_MAX_LENGTH, wordKey } from '@inkwell/contracts';

/** Words as typed: separated by spaces, commas, semicolons or new lines; each kept once, case-insensitively. */
export function splitWords(input: string): string[] {
  const seen = new Set<string>();
  return input
    .split(/[\s,;]+/u)
    .filter((word) => word !== '')
    .filter((word) => !seen.has(wordKey(word)) && Boolean(seen.add(wordKey(word))));
}

/** The first word core-api would refuse (not one word, or too long), so the form says which before sending. */
export function firstInvalidWord(words: readonly string[]): string | null {
  return words.find((word) => word.length > WORD_MAX_LENGTH || !LIST_WORD_PATTERN.test(word)) ?? null;
}
