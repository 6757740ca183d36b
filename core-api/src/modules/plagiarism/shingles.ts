import { createHash } from 'node:crypto';

/** Words to a shingle, and the sampling modulus: a copied run of about 5 + 4·3 words carries a kept shingle. */
export const SHINGLE_WORDS = 5;
const KEEP_MASK = 3n;

/** One word of a text: lower-cased, and where it stands in the original, so a passage can be quoted as written. */
interface Word {
  word: string;
  start: number;
  end: number;
}

/** A kept shingle: its hash and the index of its first word. */
export interface Shingle {
  hash: bigint;
  first: number;
}

export interface ShingledText {
  words: Word[];
  shingles: Shingle[];
}

function wordsOf(content: string): Word[] {
  return [...content.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
}

function hashOf(shingle: string): bigint {
  return BigInt.asIntN(64, BigInt(`0x${createHash('md5').update(shingle).digest('hex').slice(0, 16)}`));
}

/**
 * The text's kept shingles (decision 047): every run of 5 words, hashed to the first 64 bits of its MD5 and kept when
 * the hash is 0 mod 4, so a text keeps about a quarter of them and a copy keeps the same quarter; a text with none
 * kept keeps its smallest. The same rule as BACKFILL_TEXT_SHINGLES in migration 0036.
 */
export function shingle(content: string): ShingledText {
  const words = wordsOf(content);
  const all: Shingle[] = [];
  for (let first = 0; first + SHINGLE_WORDS <= words.length; first++) {
    const text = words.slice(first, first + SHINGLE_WORDS).map((w) => w.word).join(' ');
    all.push({ hash: hashOf(text), first });
  }
  const kept = all.filter((s) => (s.hash & KEEP_MASK) === 0n);
  if (kept.length || !all.length) return { words, shingles: kept };
  const smallest = all.reduce((min, s) => (s.hash < min.hash ? s : min));
  return { words, shingles: [smallest] };
}

/** The distinct hashes of a text, as the index stores them. */
export function distinctHashes(text: ShingledText): bigint[] {
  return [...new Set(text.shingles.map((s) => s.hash))];
}

/**
 * The passages of the text that the matched hashes cover, as written: each matched shingle covers its 5 words, and
 * covered runs closer than a shingle's length are joined (the unkept shingles between two kept ones matched too).
 */
export function passagesOf(content: string, text: ShingledText, matched: ReadonlySet<bigint>): { text: string; words: number }[] {
  const starts = [...new Set(text.shingles.filter((s) => matched.has(s.hash)).map((s) => s.first))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const first of starts) {
    const last = first + SHINGLE_WORDS - 1;
    const open = runs.at(-1);
    if (open && first <= open[1] + SHINGLE_WORDS) open[1] = Math.max(open[1], last);
    else runs.push([first, last]);
  }
  return runs.map(([first, last]) => ({ text: content.slice(text.words[first]!.start, text.words[last]!.end), words: last - first + 1 }));
}
