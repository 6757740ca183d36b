import type { SpellingLanguage } from './unknown-words';

/** What the editor asks the spelling worker: first the dictionary's two files, then lists of words. */
export type SpellingRequest = { type: 'open'; language: SpellingLanguage; aff: string; dic: string } | { type: 'check'; id: number; words: string[] };

/** What the worker answers: the dictionary is ready or failed; for each check, which of its words are unknown. */
export type SpellingAnswer = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'checked'; id: number; unknown: string[] };
