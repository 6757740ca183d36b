import { countWords, keywordCounts } from './text.js';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['one', 1],
    ['Hello, world!', 2],
    ["it's a well-known fact", 4],
    ['Größe über Maß – 3 Äpfel', 5],
    ['line one\nline two\n\nline three', 6],
    ['10.000 Wörter', 3],
    ['— ... !!!', 0],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('keywordCounts', () => {
  it('counts whole-word, case-insensitive occurrences', () => {
    expect(keywordCounts('Coffee and coffee beans; coffeemaker. COFFEE!', ['coffee', 'beans', 'tea', ' '])).toEqual([
      { keyword: 'coffee', count: 3 },
      { keyword: 'beans', count: 1 },
      { keyword: 'tea', count: 0 },
      { keyword: ' ', count: 0 },
    ]);
  });

  it('treats regular-expression characters in keywords literally', () => {
    expect(keywordCounts('C++ and C# and C', ['C++', 'C#'])).toEqual([
      { keyword: 'C++', count: 1 },
      { keyword: 'C#', count: 1 },
    ]);
  });
});
