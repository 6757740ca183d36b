import { diffWordsWithSpace } from 'diff';

export type DiffKind = 'same' | 'inserted' | 'deleted';

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

export interface WordDiff {
  parts: DiffPart[];
  /** words that the later version adds and removes */
  inserted: number;
  deleted: number;
}

/**
 * Beyond this the texts are too far apart for a word-by-word reading to help, and the diff's cost grows with
 * the number of edits: a 20,000-word text revised in places compares in a few milliseconds, two unrelated ones
 * would keep the page busy for seconds.
 */
const DIFF_TIMEOUT_MS = 500;

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** What changed from `before` to `after`, word by word (whitespace kept), or null when they are too far apart. */
export function wordDiff(before: string, after: string): WordDiff | null {
  const changes = diffWordsWithSpace(before, after, { timeout: DIFF_TIMEOUT_MS });
  if (!changes) return null;
  const result: WordDiff = { parts: [], inserted: 0, deleted: 0 };
  for (const change of changes) {
    const kind: DiffKind = change.added ? 'inserted' : change.removed ? 'deleted' : 'same';
    if (kind === 'inserted') result.inserted += countWords(change.value);
    if (kind === 'deleted') result.deleted += countWords(change.value);
    const last = result.parts[result.parts.length - 1];
    if (last?.kind === kind) last.text += change.value;
    else result.parts.push({ kind, text: change.value });
  }
  return result;
}
