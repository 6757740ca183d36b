import { distinctHashes, passagesOf, shingle, SHINGLE_WORDS } from './shingles.js';

const words = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`).join(' ');

describe('shingles', () => {
  it('keeps about a quarter of the 5-word shingles, the same ones in any copy whatever the case and punctuation', () => {
    const text = words('alpha', 400);
    const kept = shingle(text).shingles;
    expect(kept.length).toBeGreaterThan(60);
    expect(kept.length).toBeLessThan(140);
    const copy = shingle(`Intro! ${text.toUpperCase().replace(/ /g, ', ')} outro.`);
    expect(distinctHashes(copy)).toEqual(expect.arrayContaining(distinctHashes(shingle(text))));
  });

  it('keeps one shingle of a short text and none of a text under five words', () => {
    expect(shingle('one two three four five six').shingles).toHaveLength(1);
    expect(shingle('one two three four').shingles).toEqual([]);
  });

  it('quotes the passages the matched hashes cover, as written, joining runs closer than a shingle', () => {
    const content = `Mine here. ${words('copied', 40)}. Mine again.`;
    const text = shingle(content);
    const copied = new Set(distinctHashes(shingle(words('copied', 40))));
    const passages = passagesOf(content, text, copied);
    expect(passages.length).toBeGreaterThan(0);
    for (const passage of passages) {
      expect(words('copied', 40)).toContain(passage.text);
      expect(passage.words).toBeGreaterThanOrEqual(SHINGLE_WORDS);
    }
    expect(passagesOf(content, text, new Set())).toEqual([]);
  });
});
