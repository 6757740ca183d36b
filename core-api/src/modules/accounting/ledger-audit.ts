import { QueryTypes } from 'sequelize';
import type { LedgerAuditDto } from '@inkwell/contracts';
import { toJsonMinorUnits } from '@inkwell/money';
import { countLedgerAccounts, verifyLedger, type LedgerDiscrepancy } from '../ledger/index.js';
import { accountingDatabase } from './accounting-settings.js';

/** Findings kept with an audit for staff to read; the count says how many there were. */
const KEPT_FINDINGS = 50;

function finding(d: LedgerDiscrepancy): LedgerAuditDto['discrepancies'][number] {
  if (d.problem === 'balance_mismatch') {
    return { problem: d.problem, account: d.account, currency: d.currency, difference: toJsonMinorUnits(d.cachedBalance - d.entriesTotal) };
  }
  if (d.problem === 'unbalanced_transaction') {
    return { problem: d.problem, transactionId: d.transactionId, currency: d.currency, difference: toJsonMinorUnits(d.total) };
  }
  return { problem: d.problem, transactionId: d.transactionId };
}

interface AuditRow {
  checked_at: Date;
  accounts_checked: number;
  discrepancy_count: number;
  discrepancies: LedgerAuditDto['discrepancies'];
}

const toDto = (row: AuditRow): LedgerAuditDto => ({
  checkedAt: row.checked_at.toISOString(),
  accountsChecked: row.accounts_checked,
  discrepancyCount: row.discrepancy_count,
  discrepancies: row.discrepancies,
});

/**
 * The nightly audit: every cached balance recomputed from its entries and compared, every transaction checked to
 * sum to zero. The result is recorded, so staff read it on the accounting page, whatever it found.
 */
export async function auditLedger(): Promise<LedgerAuditDto> {
  const [accounts, discrepancies] = await Promise.all([countLedgerAccounts(), verifyLedger()]);
  const [row] = await accountingDatabase().query<AuditRow>(
    `INSERT INTO ledger_audits (accounts_checked, discrepancy_count, discrepancies)
     VALUES (:accounts, :count, CAST(:findings AS jsonb))
     RETURNING checked_at, accounts_checked, discrepancy_count, discrepancies`,
    {
      type: QueryTypes.SELECT,
      replacements: { accounts, count: discrepancies.length, findings: JSON.stringify(discrepancies.slice(0, KEPT_FINDINGS).map(finding)) },
    },
  );
  if (!row) throw new Error('The ledger audit insert returned no row');
  return toDto(row);
}

export async function latestLedgerAudit(): Promise<LedgerAuditDto | null> {
  const [row] = await accountingDatabase().query<AuditRow>(
    'SELECT checked_at, accounts_checked, discrepancy_count, discrepancies FROM ledger_audits ORDER BY checked_at DESC, id DESC LIMIT 1',
    { type: QueryTypes.SELECT },
  );
  return row ? toDto(row) : null;
}
