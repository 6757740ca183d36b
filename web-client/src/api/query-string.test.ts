import { withQuery } from './query-string';

describe('withQuery', () => {
  it('leaves out empty values so the API applies its defaults', () => {
    expect(withQuery('/api/client/orders', { status: 'open', search: '  ', projectIds: [], createdDateTo: undefined, id: null })).toBe(
      '/api/client/orders?status=open',
    );
  });

  it('repeats the key for every item of a list and keeps zero', () => {
    expect(withQuery('/p', { languages: ['de-DE', 'en-GB'], limit: 0 })).toBe('/p?languages=de-DE&languages=en-GB&limit=0');
  });

  it('encodes what it sends and keeps the path alone without parameters', () => {
    expect(withQuery('/p', { name: 'Blog & news' })).toBe('/p?name=Blog+%26+news');
    expect(withQuery('/p', {})).toBe('/p');
  });
});
