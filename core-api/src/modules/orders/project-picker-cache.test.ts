import { ProjectPickerCache } from './project-picker-cache.js';

const text = (answer: { body: Buffer } | undefined) => answer?.body.toString();

describe('ProjectPickerCache', () => {
  it('answers what it kept only at the version it was written at', () => {
    const cache = new ProjectPickerCache(100);
    cache.remember('7:99999:0', '41', '{"data":[],"total":0}');
    expect(text(cache.answerAt('7:99999:0', '41'))).toBe('{"data":[],"total":0}');
    expect(cache.answerAt('7:99999:0', '42')).toBeUndefined();
    // an answer of an older version is dropped, not kept for later
    expect(cache.has('7:99999:0')).toBe(false);
    expect(cache.answerAt('8:99999:0', '41')).toBeUndefined();
  });

  it('gives each answer the ETag Express would, once', () => {
    const cache = new ProjectPickerCache(100);
    const answer = cache.remember('7:99999:0', '41', '{"data":[],"total":0}');
    expect(answer.etag).toBe('W/"15-Ays4UPN4FNRA+wvza2gfkQyq5QY"');
    expect(cache.answerAt('7:99999:0', '41')?.etag).toBe(answer.etag);
  });

  it('lets the least recently used answers go once their bytes pass the bound, and keeps none larger than it', () => {
    const cache = new ProjectPickerCache(10);
    cache.remember('a', '1', 'aaaa');
    cache.remember('b', '1', 'bbbb');
    expect(text(cache.answerAt('a', '1'))).toBe('aaaa');
    cache.remember('c', '1', 'cccc');
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    cache.remember('a', '2', 'aaaaaaa');
    expect([cache.has('a'), cache.has('c')]).toEqual([true, false]);
    // bytes, not characters: 'ü' is two
    expect(text(cache.remember('d', '1', 'üüüüüü'))).toBe('üüüüüü');
    expect([cache.has('a'), cache.has('d')]).toEqual([true, false]);
  });
});
