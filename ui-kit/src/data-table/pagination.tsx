import { Button } from '../button/button';
import { Select } from '../select/select';
import { StyledPageButtons, StyledPageSize, StyledPagination } from './styled';
import { PAGE_SIZES, type PageSize } from './types';

interface PaginationProps {
  page: number;
  pageSize: PageSize;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  rowsPerPageLabel: string;
  pageLabel: (from: number, to: number, total: number) => string;
  previousPageLabel: string;
  nextPageLabel: string;
  firstPageLabel: string;
  lastPageLabel: string;
  /** The total is a floor (the server stopped counting): there is no known last page to jump to. */
  totalCapped: boolean;
}

const pageSizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value);

export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  rowsPerPageLabel,
  pageLabel,
  previousPageLabel,
  nextPageLabel,
  firstPageLabel,
  lastPageLabel,
  totalCapped,
}: PaginationProps) {
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min((page + 1) * pageSize, total);
  const lastPage = Math.max(Math.ceil(total / pageSize) - 1, 0);

  return (
    <StyledPagination>
      <StyledPageSize>
        {rowsPerPageLabel}
        <Select
          options={pageSizeOptions}
          value={String(pageSize)}
          onChange={(event) => {
            const size = Number(event.target.value);
            if (isPageSize(size)) onPageSizeChange(size);
          }}
        />
      </StyledPageSize>
      {/* Not live: the table's status region says the new page, once. */}
      <span>{pageLabel(from, to, total)}</span>
      <StyledPageButtons>
        <Button variant="secondary" size="sm" aria-label={firstPageLabel} disabled={page <= 0} onClick={() => onPageChange(0)}>
          <span aria-hidden="true">«</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={previousPageLabel}
          disabled={page <= 0}
          onClick={() => onPageChange(page - 1)}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={nextPageLabel}
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        >
          <span aria-hidden="true">›</span>
        </Button>
        {/* A list paged by offset answers its last pages from its far end (decision 019), as cheap as the first. */}
        <Button
          variant="secondary"
          size="sm"
          aria-label={lastPageLabel}
          disabled={totalCapped || page >= lastPage}
          onClick={() => onPageChange(lastPage)}
        >
          <span aria-hidden="true">»</span>
        </Button>
      </StyledPageButtons>
    </StyledPagination>
  );
}
