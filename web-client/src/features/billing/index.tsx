import { lazy, Suspense } from 'react';

// What the header needs on every page. The balance's panel and the deposit dialog are chunks of their own:
// the first download stays within its budget (decision 015), and the header fills in a moment later.
const LazyBalanceDropdown = lazy(() => import('./components/balance-dropdown').then((module) => ({ default: module.BalanceDropdown })));

export function BalanceDropdown() {
  return (
    <Suspense fallback={null}>
      <LazyBalanceDropdown />
    </Suspense>
  );
}

export { DepositDialogHost } from './components/deposit-dialog-host';
export { isDepositClient } from './client-kind';
