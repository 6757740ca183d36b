import { safeBackUrl } from './safe-back-url';

describe('safeBackUrl', () => {
  it('keeps local paths with their query and hash', () => {
    expect(safeBackUrl('/dashboard')).toBe('/dashboard');
    expect(safeBackUrl('/de/content/orders?page=2#top')).toBe('/de/content/orders?page=2#top');
  });

  it.each([
    ['//evil.com', 'protocol-relative URL'],
    ['/\\evil.com', 'backslash that browsers read as a slash'],
    ['https://evil.com/dashboard', 'absolute URL'],
    ['javascript:alert(1)', 'script URL'],
    ['dashboard', 'relative path'],
    ['/\t/evil.com', 'tab that URL parsing drops'],
    ['', 'empty value'],
    [null, 'missing value'],
  ])('rejects %p (%s)', (value, _reason) => {
    expect(safeBackUrl(value)).toBeNull();
  });
});
