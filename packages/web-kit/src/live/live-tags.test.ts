import { staleTagsOf, type LiveTags } from './live-tags';

const tags: LiveTags = { order: (id) => [{ type: 'Order', id }], balance: ['Balance'], imported: ['OrderList'] };
const progress = (created: number) => ({ type: 'import.progress' as const, importId: 7, status: 'PUBLISHING' as const, total: 25, created, failed: 0 });

describe('import.progress', () => {
  it('makes the import’s page and the lists stale, and the order lists once orders exist', () => {
    expect(staleTagsOf(progress(0), tags)).toEqual([{ type: 'Import', id: 7 }, 'Imports']);
    expect(staleTagsOf(progress(3), tags)).toEqual([{ type: 'Import', id: 7 }, 'Imports', 'OrderList']);
  });

  it('is refreshed by a resync', () => {
    expect(staleTagsOf({ type: 'resync' }, tags)).toEqual(expect.arrayContaining(['Import', 'Imports']));
  });
});
