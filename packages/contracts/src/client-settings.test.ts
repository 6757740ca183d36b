import { findListedWords, LIST_WORD_PATTERN } from './client-settings.js';

describe('findListedWords', () => {
  it('finds whole words in any case, with their 1-based character position, in text order', () => {
    expect(findListedWords('Billig? Nein: billiger, aber BILLIG.', ['billig'])).toEqual([
      { word: 'Billig', position: 1 },
      { word: 'BILLIG', position: 30 },
    ]);
  });

  it('treats apostrophes and hyphens inside a word as part of it, as countWords does', () => {
    expect(findListedWords('An e-bike, not an e bike; don’t.', ['e-bike', 'don’t', 'bike'])).toEqual([
      { word: 'e-bike', position: 4 },
      { word: 'bike', position: 21 },
      { word: 'don’t', position: 27 },
    ]);
  });

  it('finds nothing without listed words', () => {
    expect(findListedWords('anything', [])).toEqual([]);
  });

  it('accepts one word only as a list word', () => {
    expect(['Inkwell', 'e-commerce', "l'été", 'B2B'].every((word) => LIST_WORD_PATTERN.test(word))).toBe(true);
    expect(['two words', 'wrong!', '-dash', ''].some((word) => LIST_WORD_PATTERN.test(word))).toBe(false);
  });
});
