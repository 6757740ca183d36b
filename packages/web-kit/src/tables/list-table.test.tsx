import { screen } from '@testing-library/react';
import { FakeBackend } from '../testing/fake-backend';
import { buildClientMe } from '../testing/builders';
import { renderTestApp } from '../testing/test-app';
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
  const data = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Name ${i + 1}` }));
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
  });
});
