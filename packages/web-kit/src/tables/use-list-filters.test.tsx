import { act, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { FakeBackend } from '../testing/fake-backend';
import { buildClientMe } from '../testing/builders';
import { renderTestApp } from '../testing/test-app';
import { useListFilters } from './use-list-filters';
import { useListSort } from './use-list-sort';
import { usePaging } from './use-paging';

let backend: FakeBackend;
beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: true });
  backend.install();
});
afterEach(() => backend.uninstall());

const NO_FILTERS = { search: '', status: '' };
let controls: { filters: ReturnType<typeof useListFilters<typeof NO_FILTERS>>; paging: ReturnType<typeof usePaging>; sort: ReturnType<typeof useListSort>; back: () => void };

/** A list's state as a list call would read it, with its controls reachable from the test. */
function List() {
  const filters = useListFilters(NO_FILTERS);
  const paging = usePaging();
  const sort = useListSort(['name', 'created'], { id: 'created', direction: 'desc' });
  const navigate = useNavigate();
  controls = { filters, paging, sort, back: () => void navigate(-1) };
  return <output>{`search=${filters.applied.search} status=${filters.applied.status} page=${paging.page} sort=${sort.param}`}</output>;
}

describe('a list’s search, filters and sort in the address (decision 059)', () => {
  it('reads them from the address, a column the list cannot sort by as its own order', async () => {
    renderTestApp(<List />, { route: '/list?search=acme&status=open&page=3&sort=secret' });
    expect(await screen.findByText('search=acme status=open page=2 sort=-created')).toBeInTheDocument();
  });

  it('writes a search together with the first page, and a new order leaves the address the list’s own when it is', async () => {
    const view = renderTestApp(<List />, { route: '/list?page=3' });
    await screen.findByText(/page=2/);
    act(() => {
      controls.filters.setValue('search', 'teak');
      controls.paging.setPage(0);
    });
    await waitFor(() => expect(view.location()).toBe('/list?search=teak'));
    expect(screen.getByText('search=teak status= page=0 sort=-created')).toBeInTheDocument();

    act(() => controls.sort.setSort({ id: 'name', direction: 'asc' }));
    await waitFor(() => expect(view.location()).toBe('/list?search=teak&sort=name'));
    act(() => controls.sort.setSort({ id: 'created', direction: 'desc' }));
    await waitFor(() => expect(view.location()).toBe('/list?search=teak'));
  });

  it('follows Back to the filters before', async () => {
    const view = renderTestApp(<List />, { route: '/list?status=open' });
    await screen.findByText(/status=open/);
    // a page is a history entry of its own; Back returns to the first page with the same filter
    act(() => controls.paging.setPage(1));
    await waitFor(() => expect(view.location()).toBe('/list?status=open&page=2'));
    act(() => controls.filters.setValue('status', 'ready'));
    await waitFor(() => expect(view.location()).toBe('/list?status=ready'));
    act(() => controls.back());
    expect(await screen.findByText('search= status=open page=0 sort=-created')).toBeInTheDocument();
  });
});
