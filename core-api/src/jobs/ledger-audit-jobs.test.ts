import PgBoss from 'pg-boss';
import { createLogger } from '@inkwell/service-kit';
import { startTestApi, type TestContext } from '../testing/test-runtime.js';
import { LEDGER_AUDIT_QUEUE, registerLedgerAuditJobs, reportLedgerAudit } from './ledger-audit-jobs.js';

let api: TestContext;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

describe('the nightly ledger audit job', () => {
  it('is scheduled once, at 03:30 UTC every night', async () => {
    const boss = new PgBoss({ connectionString: api.config.databaseUrl, schedule: false, supervise: false });
    await boss.start();
    try {
      await registerLedgerAuditJobs(boss, api.runtime);
      await registerLedgerAuditJobs(boss, api.runtime);
      const schedules = (await boss.getSchedules()).filter((s) => s.name === LEDGER_AUDIT_QUEUE);
      expect(schedules).toEqual([expect.objectContaining({ cron: '30 3 * * *', options: expect.objectContaining({ tz: 'UTC' }) })]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it('reports drift to staff as an error and a clean ledger as info', () => {
    const logger = createLogger('core-api', 'silent');
    const info = jest.spyOn(logger, 'info');
    const error = jest.spyOn(logger, 'error');
    reportLedgerAudit({ logger }, { checkedAt: '2026-03-01T03:30:00.000Z', accountsChecked: 12, discrepancyCount: 0, discrepancies: [] });
    expect(info).toHaveBeenCalledWith('ledger audit found no drift', { accountsChecked: 12 });
    expect(error).not.toHaveBeenCalled();

    const drift = { problem: 'balance_mismatch', account: 'client:7:available', currency: 'EUR', difference: 1 };
    reportLedgerAudit({ logger }, { checkedAt: '2026-03-02T03:30:00.000Z', accountsChecked: 12, discrepancyCount: 1, discrepancies: [drift] });
    expect(error).toHaveBeenCalledWith('ledger audit found drift', { accountsChecked: 12, discrepancyCount: 1, discrepancies: [drift] });
  });
});
