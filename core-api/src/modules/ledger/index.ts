// The ledger module's face: double-entry postings, the account names money moves between, and balances.
export { initLedgerModels } from './ledger.model.js';
export {
  BANK_CLEARING,
  PAYPAL_CLEARING,
  PLATFORM_FEES,
  PLATFORM_REVENUE,
  PLATFORM_TAX,
  PSP_CLEARING,
  clientAvailable,
  clientReserved,
  linguistEarned,
  linguistPayable,
} from './ledger.accounts.js';
export {
  clientBalance,
  getAccountBalance,
  getBalances,
  lockLedgerAccounts,
  postTransaction,
  postTransactions,
  verifyLedger,
  type ClientBalance,
  type LedgerDiscrepancy,
  type LedgerEntryInput,
  type LedgerPosting,
  type PostedTransaction,
} from './ledger.service.js';
export { DEMO_DEPOSIT_CENTS, seedDemoLedger } from './demo-ledger.js';
export {
  countLedgerAccounts,
  ledgerMovementsBetween,
  ledgerPeriodTotals,
  ledgerTrialBalanceAfter,
  ledgerTrialBalancePage,
  type LedgerMovement,
  type LedgerPeriod,
  type PeriodTotals,
  type TrialBalanceRow,
} from './ledger-reads.js';
