import { wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('marks the words a revision removed and added, keeping the rest as it was', () => {
    const diff = wordDiff('The quick brown fox jumps.', 'The quick red fox jumps high.');
    expect(diff?.parts).toEqual([
      { kind: 'same', text: 'The quick ' },
      { kind: 'deleted', text: 'brown' },
      { kind: 'inserted', text: 'red' },
      { kind: 'same', text: ' fox jumps' },
      { kind: 'inserted', text: ' high' },
      { kind: 'same', text: '.' },
    ]);
    expect(diff).toMatchObject({ inserted: 2, deleted: 1 });
  });

  it('finds nothing to mark in equal texts', () => {
    expect(wordDiff('Same text.', 'Same text.')).toEqual({ parts: [{ kind: 'same', text: 'Same text.' }], inserted: 0, deleted: 0 });
  });

  it('reads a text written from nothing as all inserted', () => {
    expect(wordDiff('', 'New words here')).toEqual({ parts: [{ kind: 'inserted', text: 'New words here' }], inserted: 3, deleted: 0 });
  });

  it('compares a 20,000-word text revised in a few places', () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `word${i % 997}`);
    const revised = [...words];
    for (const at of [10, 5_000, 12_345, 19_999]) revised[at] = 'changed';
    const diff = wordDiff(words.join(' '), revised.join(' '));
    expect(diff).toMatchObject({ inserted: 4, deleted: 4 });
    expect(diff?.parts.filter((part) => part.kind === 'inserted').map((part) => part.text)).toEqual(['changed', 'changed', 'changed', 'changed']);
  });
});
