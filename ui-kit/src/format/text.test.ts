import { languageGroup, normalizeUrl, revisionOrdinal, truncateAtWord } from './text';

describe('truncateAtWord', () => {
  it('keeps text that fits', () => {
    expect(truncateAtWord('Short title', 20)).toBe('Short title');
    expect(truncateAtWord('Exactly ten', 11)).toBe('Exactly ten');
  });

  it('cuts at the last word boundary and adds ...', () => {
    expect(truncateAtWord('The quick brown fox jumps', 12)).toBe('The quick...');
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncateAtWord('The quick brown fox', 9)).toBe('The quick...');
  });

  it('drops punctuation left dangling before the ...', () => {
    expect(truncateAtWord('Hello, wonderful world', 10)).toBe('Hello...');
  });

  it('cuts inside a single word that is longer than the limit', () => {
    expect(truncateAtWord('Donaudampfschifffahrt', 5)).toBe('Donau...');
  });

  it('returns an empty string for no text', () => {
    expect(truncateAtWord(null, 10)).toBe('');
    expect(truncateAtWord(undefined, 10)).toBe('');
  });
});

describe('normalizeUrl', () => {
  it('prefixes http:// when the address has no scheme', () => {
    expect(normalizeUrl('example.com/blog')).toBe('http://example.com/blog');
    expect(normalizeUrl('localhost:3000')).toBe('http://localhost:3000');
    expect(normalizeUrl('//example.com')).toBe('http://example.com');
  });

  it('keeps an existing scheme', () => {
    expect(normalizeUrl('https://example.com')).toBe('https://example.com');
    expect(normalizeUrl('HTTP://example.com')).toBe('HTTP://example.com');
    expect(normalizeUrl('ftp://files.example.com')).toBe('ftp://files.example.com');
  });

  it('strips whitespace around and inside the address', () => {
    expect(normalizeUrl('  https://example.com \n')).toBe('https://example.com');
    expect(normalizeUrl(' example .com ')).toBe('http://example.com');
  });

  it('returns an empty string for no address', () => {
    expect(normalizeUrl('   ')).toBe('');
    expect(normalizeUrl(null)).toBe('');
  });
});

describe('languageGroup', () => {
  it('takes the part of the name before " - "', () => {
    expect(languageGroup('English - US')).toBe('English');
    expect(languageGroup('Chinese - Simplified - CN')).toBe('Chinese');
  });

  it('keeps a name without a region', () => {
    expect(languageGroup('German')).toBe('German');
  });

  it('splits only on the spaced dash', () => {
    expect(languageGroup('Serbo-Croatian')).toBe('Serbo-Croatian');
  });

  it('returns an empty string for no name', () => {
    expect(languageGroup(undefined)).toBe('');
  });
});

describe('revisionOrdinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
  ])('%p → %p', (n, expected) => {
    expect(revisionOrdinal(n)).toBe(expected);
  });
});
