import { screen } from '@testing-library/react';
import { useState } from 'react';
import { FakeBackend } from '../testing/fake-backend';
import { buildClientMe } from '../testing/builders';
import { renderTestApp } from '../testing/test-app';
import { WholeListTable } from './whole-list-table';

let backend: FakeBackend;
beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: true });
  backend.install();
});
afterEach(() => backend.uninstall());

const namesUpTo = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Member ${i + 1}` }));

/** A whole list of 130 members, and a button that leaves only 90 of them, as removing members does. */
function Members() {
  const [rows, setRows] = useState(namesUpTo(130));
  return (
    <>
      <button type="button" onClick={() => setRows(namesUpTo(90))}>
        Remove forty
      </button>
      <WholeListTable
        result={{ data: rows, isFetching: false }}
        label="Members"
        columns={[{ id: 'name', header: 'Name', cell: (row) => row.name }]}
        emptyState={<p>No members</p>}
      />
    </>
  );
}

describe('a whole list longer than a page', () => {
  it('pages through the rows it holds, and shows the last page left when rows go away', async () => {
    const view = renderTestApp(<Members />);
    expect(await screen.findByText('1–100 of 130')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Member 100' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Member 101' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('101–130 of 130')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Member 130' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Remove forty' }));
    expect(await screen.findByText('1–90 of 90')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Member 90' })).toBeInTheDocument();
  });
});
