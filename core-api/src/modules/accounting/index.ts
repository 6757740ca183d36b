// The accounting module's face (decision 064): DATEV bookings, debtors and creditors, the trial balance and its
// exports for staff with fakturaAccess, and the ledger audit the nightly job runs. It reads the ledger and the
// documents through their faces and keeps only its settings and the audits' results.
export { accountingModule } from './accounting.routes.js';
export { auditLedger, latestLedgerAudit } from './ledger-audit.js';
