import { lazy, Suspense } from 'react';

// The header's search box is its own chunk: the first download (and the login page, which has no header) stays
// within its budget, and the box appears a moment after the shell (decision 059).
const LazyAdminSearch = lazy(() => import('./components/admin-search').then((module) => ({ default: module.AdminSearch })));

export function AdminSearch() {
  return (
    <Suspense fallback={null}>
      <LazyAdminSearch />
    </Suspense>
  );
}
