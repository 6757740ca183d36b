import { lazy, Suspense } from 'react';

// The header shows the menu on every page; its code and texts are a chunk of their own, so the first download stays
// within its budget (decision 015) and the badge appears a moment after the header.
const LazyMailMenu = lazy(() => import('./components/mail-menu').then((module) => ({ default: module.LinguistMailMenu })));

export function MailMenu() {
  return (
    <Suspense fallback={null}>
      <LazyMailMenu />
    </Suspense>
  );
}
