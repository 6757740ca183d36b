import type PgBoss from 'pg-boss';
import type { LedgerAuditDto } from '@inkwell/contracts';
import type { Runtime } from '../runtime.js';
import { auditLedger } from '../modules/accounting/index.js';

export const LEDGER_AUDIT_QUEUE = 'ledger-audit';

/** 03:30 UTC every night: after the monthly invoice run's hour, before staff start the day. */
export const LEDGER_AUDIT_CRON = '30 3 * * *';

/**
 * Any drift is an error staff must hear of: it is logged as one (alerting reads the log) and the accounting page
 * shows the recorded audit's findings in red; a clean audit is logged as info.
 */
export function reportLedgerAudit(runtime: Pick<Runtime, 'logger'>, audit: LedgerAuditDto): void {
  if (audit.discrepancyCount === 0) {
    runtime.logger.info('ledger audit found no drift', { accountsChecked: audit.accountsChecked });
    return;
  }
  runtime.logger.error('ledger audit found drift', { accountsChecked: audit.accountsChecked, discrepancyCount: audit.discrepancyCount, discrepancies: audit.discrepancies.slice(0, 10) });
}

/** The nightly ledger audit (decision 064): one run per night across replicas, never two at once. */
export async function registerLedgerAuditJobs(boss: PgBoss, runtime: Runtime): Promise<void> {
  await boss.createQueue(LEDGER_AUDIT_QUEUE, { name: LEDGER_AUDIT_QUEUE, policy: 'stately' });
  await boss.schedule(LEDGER_AUDIT_QUEUE, LEDGER_AUDIT_CRON, undefined, { tz: 'UTC' });
  await boss.work(LEDGER_AUDIT_QUEUE, async () => {
    reportLedgerAudit(runtime, await auditLedger());
  });
}
