import { ProjectPickerCache } from './project-picker-cache.js';

describe('ProjectPickerCache', () => {
  it('answers what it kept only at the version it was written at', () => {
    const cache = new ProjectPickerCache(100);
    cache.remember('7:99999:0', '41', '{"data":[],"total":0}');
    expect(cache.answerAt('7:99999:0', '41')).toBe('{"data":[],"total":0}');
    expect(cache.answerAt('7:99999:0', '42')).toBeUndefined();
    // an answer of an older version is dropped, not kept for later
    expect(cache.has('7:99999:0')).toBe(false);
    expect(cache.answerAt('8:99999:0', '41')).toBeUndefined();
  });

  it('lets the least recently used answers go once their text passes the bound, and keeps none larger than it', () => {
    const cache = new ProjectPickerCache(10);
    cache.remember('a', '1', 'aaaa');
    cache.remember('b', '1', 'bbbb');
    expect(cache.answerAt('a', '1')).toBe('aaaa');
    cache.remember('c', '1', 'cccc');
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    cache.remember('a', '2', 'aaaaaaa');
    expect([cache.has('a'), cache.has('c')]).toEqual([true, false]);
    cache.remember('d', '1', 'd'.repeat(11));
    expect([cache.has('a'), cache.has('d')]).toEqual([true, false]);
  });
});
