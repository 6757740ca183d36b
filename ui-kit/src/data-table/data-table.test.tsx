import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { renderWithTheme } from '../testing/render';
import { DataTable } from './data-table';
import { sampleProjects, type SampleProject } from './sample-projects';
import { PAGE_SIZES, SEARCH_DEBOUNCE_MS, type DataTableColumn, type DataTableProps, type SortState } from './types';

const columns: DataTableColumn<SampleProject>[] = [
  { id: 'name', header: 'Project name', cell: (project) => project.name, sortable: true },
  { id: 'language', header: 'Language', cell: (project) => project.language },
];

type Props = DataTableProps<SampleProject>;

const renderTable = (overrides: Partial<Props> = {}) => {
  const props: Props = {
    columns,
    rows: sampleProjects.slice(0, 10),
    rowKey: (project) => project.id,
    total: sampleProjects.length,
    page: 0,
    pageSize: 10,
    onPageChange: jest.fn(),
    onPageSizeChange: jest.fn(),
    label: 'Projects',
    ...overrides,
  };
  const view = renderWithTheme(<DataTable {...props} />);
  return { ...view, props, rerenderTable: (next: Partial<Props>) => view.rerender(<DataTable {...props} {...next} />) };
};

/** The table's polite live region, which says a new sort or page. */
const announcement = () => {
  const region = document.querySelector('[data-table-announcement]');
  expect(region).toHaveAttribute('aria-live', 'polite');
  return region as HTMLElement;
};

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('DataTable', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('renders a header and one row per item through the column cells', () => {
    renderTable({ rows: sampleProjects.slice(0, 3) });
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Project name',
      'Language',
    ]);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      sampleProjects[0].name,
      sampleProjects[1].name,
      sampleProjects[2].name,
    ]);
  });

  describe('search', () => {
    it(`reports the search ${SEARCH_DEBOUNCE_MS} ms after the last keystroke, once`, async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onSearchChange = jest.fn();
      renderTable({ onSearchChange });

      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'blog');
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      expect(onSearchChange).not.toHaveBeenCalled();

      act(() => jest.advanceTimersByTime(1));
      expect(onSearchChange).toHaveBeenCalledTimes(1);
      expect(onSearchChange).toHaveBeenCalledWith('blog');

      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 5));
      expect(onSearchChange).toHaveBeenCalledTimes(1);
    });

    it('restarts the wait with every keystroke', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onSearchChange = jest.fn();
      renderTable({ onSearchChange });
      const box = screen.getByRole('searchbox', { name: 'Search' });

      await user.type(box, 'bl');
      act(() => jest.advanceTimersByTime(800));
      await user.type(box, 'og');
      act(() => jest.advanceTimersByTime(800));
      expect(onSearchChange).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(200));
      expect(onSearchChange).toHaveBeenCalledTimes(1);
      expect(onSearchChange).toHaveBeenCalledWith('blog');
    });

    it('reports at once on Enter', async () => {
      const onSearchChange = jest.fn();
      renderTable({ onSearchChange });
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'blog{Enter}');
      expect(onSearchChange).toHaveBeenCalledWith('blog');
    });

    it('goes back to the first page when the search changes', async () => {
      const onPageChange = jest.fn();
      const onSearchChange = jest.fn();
      renderTable({ page: 2, onPageChange, onSearchChange });
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'x{Enter}');
      expect(onPageChange).toHaveBeenCalledWith(0);
    });

    it('shows a search set by the parent, e.g. after resetting the filters', () => {
      const { rerenderTable } = renderTable({ search: 'blog', onSearchChange: jest.fn() });
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('blog');
      rerenderTable({ search: '' });
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    });

    it('keeps typing that happened while the parent was still taking over the last report', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onSearchChange = jest.fn();
      const { rerenderTable } = renderTable({ search: '', onSearchChange });
      const box = screen.getByRole('searchbox', { name: 'Search' });

      await user.type(box, 'bl');
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      await user.type(box, 'og');
      rerenderTable({ search: 'bl', onSearchChange });
      expect(box).toHaveValue('blog');

      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(onSearchChange.mock.calls).toEqual([['bl'], ['blog']]);
    });

    it('has no search box without onSearchChange', () => {
      renderTable();
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    });
  });

  describe('paging', () => {
    it('shows the range and total and moves between pages', async () => {
      const onPageChange = jest.fn();
      renderTable({ page: 1, rows: sampleProjects.slice(10, 20), onPageChange });
      expect(screen.getByText('11–20 of 23')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
      expect(onPageChange).toHaveBeenLastCalledWith(2);
      await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
      expect(onPageChange).toHaveBeenLastCalledWith(0);
    });

    it('disables previous on the first page and next on the last', () => {
      const { rerenderTable } = renderTable({ page: 0 });
      expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();

      rerenderTable({ page: 2, rows: sampleProjects.slice(20) });
      expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    });

    it('jumps to the last page and back to the first, by keyboard too', async () => {
      const onPageChange = jest.fn();
      const { rerenderTable } = renderTable({ page: 0, onPageChange });
      expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
      const last = screen.getByRole('button', { name: 'Last page' });
      last.focus();
      await userEvent.keyboard('{Enter}');
      expect(onPageChange).toHaveBeenLastCalledWith(2);

      rerenderTable({ page: 2, rows: sampleProjects.slice(20), onPageChange });
      expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
      screen.getByRole('button', { name: 'First page' }).focus();
      await userEvent.keyboard(' ');
      expect(onPageChange).toHaveBeenLastCalledWith(0);
    });

    it('offers no last page while the total is only a floor', () => {
      renderTable({ page: 0, total: 1000, totalCapped: true, firstPageLabel: 'Erste Seite', lastPageLabel: 'Letzte Seite' });
      expect(screen.getByRole('button', { name: 'Letzte Seite' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    });

    it('offers the page sizes 10, 25, 50 and 100 with 10 chosen by default', () => {
      renderTable({ pageSize: undefined });
      const select = screen.getByRole('combobox', { name: 'Rows per page' });
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(
        PAGE_SIZES.map(String),
      );
      expect(select).toHaveValue('10');
    });

    it('reports a new page size as a number and starts again at the first page', async () => {
      const onPageSizeChange = jest.fn();
      const onPageChange = jest.fn();
      renderTable({ page: 1, onPageSizeChange, onPageChange });
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
      expect(onPageSizeChange).toHaveBeenCalledWith(50);
      expect(onPageChange).toHaveBeenCalledWith(0);
    });

    it('says the new page in a polite status region, not before the user pages', async () => {
      function PagedTable() {
        const [page, setPage] = useState(0);
        return (
          <DataTable
            columns={columns}
            rows={sampleProjects.slice(page * 10, page * 10 + 10)}
            rowKey={(project) => project.id}
            total={sampleProjects.length}
            page={page}
            onPageChange={setPage}
            onPageSizeChange={() => undefined}
            pageOfLabel={(shown, count) => `Seite ${shown} von ${count}`}
          />
        );
      }
      renderWithTheme(<PagedTable />);
      const status = announcement();
      expect(status).toHaveTextContent(/^$/);

      screen.getByRole('button', { name: 'Next page' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(status).toHaveTextContent('Seite 2 von 3');
      await userEvent.keyboard(' ');
      expect(status).toHaveTextContent('Seite 3 von 3');
      expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
    });

    it('takes translated labels', () => {
      renderTable({
        rowsPerPageLabel: 'Zeilen pro Seite',
        pageLabel: (from, to, total) => `${from}–${to} von ${total}`,
        previousPageLabel: 'Zurück',
        nextPageLabel: 'Weiter',
      });
      expect(screen.getByRole('combobox', { name: 'Zeilen pro Seite' })).toBeInTheDocument();
      expect(screen.getByText('1–10 von 23')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    });
  });

  describe('sorting', () => {
    function SortableTable({ onSortChange }: { onSortChange: (sort: SortState) => void }) {
      const [sort, setSort] = useState<SortState>();
      return (
        <DataTable
          columns={columns}
          rows={sampleProjects.slice(0, 3)}
          rowKey={(project) => project.id}
          total={3}
          page={0}
          onPageChange={() => undefined}
          onPageSizeChange={() => undefined}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            onSortChange(next);
          }}
        />
      );
    }

    it('toggles a sortable column between ascending and descending and tells assistive technology', async () => {
      const onSortChange = jest.fn();
      renderWithTheme(<SortableTable onSortChange={onSortChange} />);
      const header = screen.getByRole('columnheader', { name: 'Project name' });
      expect(header).toHaveAttribute('aria-sort', 'none');

      await userEvent.click(within(header).getByRole('button'));
      expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'asc' });
      expect(header).toHaveAttribute('aria-sort', 'ascending');

      await userEvent.click(within(header).getByRole('button'));
      expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'desc' });
      expect(header).toHaveAttribute('aria-sort', 'descending');

      await userEvent.click(within(header).getByRole('button'));
      expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'asc' });
    });

    it('sorts by keyboard from the header button and says the new order in a polite status region', async () => {
      const onSortChange = jest.fn();
      renderWithTheme(<SortableTable onSortChange={onSortChange} />);
      const header = screen.getByRole('columnheader', { name: 'Project name' });
      const status = announcement();
      expect(status).toHaveTextContent(/^$/);

      await userEvent.tab(); // the scrolling frame
      await userEvent.tab();
      expect(within(header).getByRole('button')).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(header).toHaveAttribute('aria-sort', 'ascending');
      expect(status).toHaveTextContent('Sorted by Project name, ascending');

      await userEvent.keyboard(' ');
      expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'desc' });
      expect(header).toHaveAttribute('aria-sort', 'descending');
      expect(status).toHaveTextContent('Sorted by Project name, descending');
    });

    it('leaves columns that are not sortable as plain headers', () => {
      renderTable({ onSortChange: jest.fn() });
      const header = screen.getByRole('columnheader', { name: 'Language' });
      expect(header).not.toHaveAttribute('aria-sort');
      expect(within(header).queryByRole('button')).not.toBeInTheDocument();
    });

    it('starts a newly sorted column ascending', async () => {
      const onSortChange = jest.fn();
      const sortableColumns = columns.map((column) => ({ ...column, sortable: true }));
      renderTable({ columns: sortableColumns, sort: { id: 'name', direction: 'desc' }, onSortChange });
      await userEvent.click(screen.getByRole('button', { name: /Language/ }));
      expect(onSortChange).toHaveBeenCalledWith({ id: 'language', direction: 'asc' });
    });
  });

  describe('empty states', () => {
    const firstUse = (
      <EmptyState title="Let's create your first project" action={<Button>New order</Button>} />
    );

    it('shows the first-use empty state when nothing is searched or filtered', () => {
      renderTable({ rows: [], total: 0, emptyState: firstUse, onSearchChange: jest.fn() });
      expect(screen.getByText("Let's create your first project")).toBeInTheDocument();
      expect(screen.queryByText('Sorry, we couldn’t find anything')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    });

    it('shows the no-results empty state while searching', () => {
      renderTable({ rows: [], total: 0, emptyState: firstUse, search: 'zzz', onSearchChange: jest.fn() });
      expect(screen.getByText('Sorry, we couldn’t find anything')).toBeInTheDocument();
      expect(screen.getByText('Try using fewer filter criteria.')).toBeInTheDocument();
      expect(screen.queryByText("Let's create your first project")).not.toBeInTheDocument();
    });

    it('shows the no-results empty state while filtering, with translated texts', () => {
      renderTable({
        rows: [],
        total: 0,
        emptyState: firstUse,
        filtersActive: true,
        noResultsTitle: 'Leider nichts gefunden',
        noResultsHint: 'Weniger Filter verwenden.',
      });
      expect(screen.getByText('Leider nichts gefunden')).toBeInTheDocument();
      expect(screen.getByText('Weniger Filter verwenden.')).toBeInTheDocument();
    });

    it('shows no empty state while loading or after an error', () => {
      const { rerenderTable } = renderTable({ rows: [], total: 0, emptyState: firstUse, loading: true });
      expect(screen.queryByText("Let's create your first project")).not.toBeInTheDocument();
      rerenderTable({ loading: false, error: 'Something went wrong.' });
      expect(screen.queryByText("Let's create your first project")).not.toBeInTheDocument();
    });
  });

  it('covers the table with a spinner while loading and keeps the rows', () => {
    renderTable({ loading: true, loadingLabel: 'Loading projects' });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects');
    expect(bodyRows()).toHaveLength(10);
  });

  it('shows an error as a danger alert above the table', () => {
    renderTable({ error: 'Something went wrong.' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    expect(alert.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('renders the filters slot in the toolbar', () => {
    renderTable({ filters: <Button>Reset filters</Button> });
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
  });
});
