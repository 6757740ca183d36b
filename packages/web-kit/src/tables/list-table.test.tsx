import { screen } from '@testing-library/react';
import { useState } from 'react';
import type { SortState } from '@inkwell/ui-kit';
import { FakeBackend } from '../testing/fake-backend';
import { buildClientMe } from '../testing/builders';
import { renderTestApp, testI18n } from '../testing/test-app';
import { ListTable } from './list-table';
import { usePaging } from './use-paging';

let backend: FakeBackend;
beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: true });
  backend.install();
});
afterEach(() => backend.uninstall());

interface Row {
  id: number;
  name: string;
}

function Names({ total, totalCapped }: { total: number; totalCapped?: boolean }) {
  const paging = usePaging();
  const data = Array.from({ length: Math.min(paging.limit, total - paging.offset) }, (_, i) => ({ id: paging.offset + i + 1, name: `Name ${paging.offset + i + 1}` }));
  return (
    <ListTable<Row>
      result={{ data: { data, total, totalCapped }, isFetching: false }}
      paging={paging}
      label="Names"
      columns={[{ id: 'name', header: 'Name', cell: (row) => row.name }]}
      emptyState={<p>No names</p>}
    />
  );
}

describe('the list table’s pager', () => {
  it('shows an exact total as it is', async () => {
    renderTestApp(<Names total={1000} />);
    expect(await screen.findByText('1–10 of 1000')).toBeInTheDocument();
  });

  it('shows a total the server stopped counting at as that many and more', async () => {
    renderTestApp(<Names total={1000} totalCapped />);
    expect(await screen.findByText('1–10 of 1,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  });

  it('jumps to the last page and back to the first, the page in the address', async () => {
    const view = renderTestApp(<Names total={295} />, { route: '/list' });
    await screen.findByText('1–10 of 295');

    await view.user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('291–295 of 295')).toBeInTheDocument();
    expect(view.location()).toBe('/list?page=30');

    await view.user.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByText('1–10 of 295')).toBeInTheDocument();
    expect(view.location()).toBe('/list');
  });
});

describe('the page in the address', () => {
  it('opens the page and size the address names, so a shared link shows the same rows', async () => {
    renderTestApp(<Names total={300} />, { route: '/list?page=3&size=50' });

    expect(await screen.findByText('101–150 of 300')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Name 101' })).toBeInTheDocument();
  });

  it('writes the page into the address, counted from 1, and leaves the first page and default size out', async () => {
    const view = renderTestApp(<Names total={300} />, { route: '/list?status=open' });
    await screen.findByText('1–10 of 300');

    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11–20 of 300')).toBeInTheDocument();
    expect(view.location()).toBe('/list?status=open&page=2');

    await view.user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('1–10 of 300')).toBeInTheDocument();
    expect(view.location()).toBe('/list?status=open');
  });

  it('reads a page or size that makes no sense as the first page and the default size', async () => {
    renderTestApp(<Names total={300} />, { route: '/list?page=-2&size=7' });

    expect(await screen.findByText('1–10 of 300')).toBeInTheDocument();
  });
});

describe('what the list table says to a screen reader', () => {
  function SortedNames() {
    const paging = usePaging();
    const [sort, setSort] = useState<SortState>();
    const data = [{ id: 1, name: 'Name 1' }];
    return (
      <ListTable<Row>
        result={{ data: { data, total: 50 }, isFetching: false }}
        paging={paging}
        label="Names"
        columns={[{ id: 'name', header: 'Name', cell: (row) => row.name, sortable: true }]}
        emptyState={<p>No names</p>}
        sort={sort}
        onSortChange={setSort}
      />
    );
  }

  afterEach(() => testI18n.changeLanguage('en'));

  it('says a new sort and a new page in the interface language', async () => {
    await testI18n.changeLanguage('de');
    const view = renderTestApp(<SortedNames />);
    const header = await screen.findByRole('button', { name: /^Name/ });
    const region = document.querySelector('[data-table-announcement]');

    await view.user.click(header);
    await view.user.click(header);
    expect(region).toHaveTextContent('Sortiert nach Name, absteigend');

    await view.user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(region).toHaveTextContent('Seite 2 von 5');

    await view.user.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    expect(region).toHaveTextContent('Seite 5 von 5');
    expect(screen.getByRole('button', { name: 'Erste Seite' })).toBeEnabled();
  });
});
