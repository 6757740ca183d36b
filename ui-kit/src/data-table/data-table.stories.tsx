import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { formatDate, formatMoney, languageGroup } from '../format';
import { Select } from '../select/select';
import { DataTable } from './data-table';
import { sampleProjects, type SampleProject } from './sample-projects';
import { DEFAULT_PAGE_SIZE, type DataTableColumn, type PageSize, type SortState } from './types';

const columns: DataTableColumn<SampleProject>[] = [
  { id: 'name', header: 'Project name', cell: (project) => project.name, sortable: true },
  { id: 'language', header: 'Language', cell: (project) => project.language, sortable: true },
  { id: 'deadline', header: 'Deadline', cell: (project) => formatDate(project.deadline), sortable: true },
  {
    id: 'amountNet',
    header: 'Amount net',
    cell: (project) => formatMoney(project.amountNet, 'EUR'),
    sortable: true,
    align: 'right',
  },
  { id: 'status', header: 'Status', cell: (project) => project.status, width: '120px' },
];

const languageGroups = [...new Set(sampleProjects.map((project) => languageGroup(project.language)))];

const compareBy = (id: string) => (a: SampleProject, b: SampleProject) => {
  const left = a[id as keyof SampleProject];
  const right = b[id as keyof SampleProject];
  return left < right ? -1 : left > right ? 1 : 0;
};

interface ProjectsTableProps {
  /** What the server holds; the story pages, sorts and searches it like a backend would. */
  projects: SampleProject[];
  loading?: boolean;
  error?: string;
  initialSearch?: string;
  label?: string;
  searchPlaceholder?: string;
  rowsPerPageLabel?: string;
  noResultsTitle?: string;
  noResultsHint?: string;
  /** The backend stopped counting: the total shown is a floor and the pager offers no last page. */
  totalCapped?: boolean;
}

function ProjectsTable({ projects, initialSearch = '', ...args }: ProjectsTableProps) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortState>();
  const [search, setSearch] = useState(initialSearch);
  const [group, setGroup] = useState('');

  const needle = search.trim().toLowerCase();
  const matching = projects
    .filter((project) => project.name.toLowerCase().includes(needle))
    .filter((project) => group === '' || languageGroup(project.language) === group);
  if (sort) {
    matching.sort(compareBy(sort.id));
    if (sort.direction === 'desc') matching.reverse();
  }

  return (
    <DataTable
      {...args}
      columns={columns}
      rows={matching.slice(page * pageSize, (page + 1) * pageSize)}
      rowKey={(project) => project.id}
      total={matching.length}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={setPageSize}
      sort={sort}
      onSortChange={setSort}
      search={search}
      onSearchChange={setSearch}
      filtersActive={group !== ''}
      filters={
        <Select
          aria-label="Language"
          placeholder="All languages"
          options={languageGroups.map((name) => ({ value: name, label: name }))}
          value={group}
          onChange={(event) => {
            setGroup(event.target.value);
            setPage(0);
          }}
        />
      }
      emptyState={
        <EmptyState
          title="Let's create your first project"
          hint="Projects group the orders you place with our linguists."
          action={<Button>New order</Button>}
        />
      }
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: ProjectsTable,
  args: {
    projects: sampleProjects,
    loading: false,
    label: 'Projects',
    searchPlaceholder: 'Search projects',
    rowsPerPageLabel: 'Rows per page',
    noResultsTitle: 'Sorry, we couldn’t find anything',
    noResultsHint: 'Try using fewer filter criteria.',
  },
} satisfies Meta<typeof ProjectsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithRows: Story = { args: { projects: sampleProjects.slice(0, 8) } };

export const Loading: Story = { args: { loading: true } };

export const FailedToLoad: Story = { args: { projects: [], error: 'Something went wrong.' } };

/** No rows and no search or filter: the "first use" empty state from the page. */
export const FirstUseEmpty: Story = { args: { projects: [] } };

/** Enough rows for many pages: « and » jump to the first and the last page, ‹ and › move by one. */
export const ManyPages: Story = {
  args: {
    projects: Array.from({ length: 10 }, (_, round) =>
      sampleProjects.map((project) => ({ ...project, id: project.id + round * 1000, name: `${project.name} ${round + 1}` })),
    ).flat(),
  },
};

/** A total the backend capped ("1,000+" on the order lists): the last page is not known, so » is disabled. */
export const CappedTotal: Story = { args: { totalCapped: true } };

/** No rows while searching: the shared "nothing found" empty state. */
export const NoResultsEmpty: Story = { args: { initialSearch: 'Whitepaper' } };
