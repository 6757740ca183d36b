import PgBoss from 'pg-boss';
import type { InvoiceDto } from '@inkwell/contracts';
import { createLogger } from '@inkwell/service-kit';
import { startTestApi, type TestContext } from '../testing/test-runtime.js';
import { INVOICE_RUN_CRON, INVOICE_RUN_QUEUE, registerInvoiceJobs, reportInvoiceRun } from './invoice-jobs.js';

let api: TestContext;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

describe('the monthly invoice run job', () => {
  it('is scheduled once, at 02:00 UTC on the 1st of every month', async () => {
    const boss = new PgBoss({ connectionString: api.config.databaseUrl, schedule: false, supervise: false });
    await boss.start();
    try {
      await registerInvoiceJobs(boss, api.runtime);
      await registerInvoiceJobs(boss, api.runtime);
      const schedules = (await boss.getSchedules()).filter((s) => s.name === INVOICE_RUN_QUEUE);
      expect(schedules).toEqual([expect.objectContaining({ cron: '0 2 1 * *', options: expect.objectContaining({ tz: 'UTC' }) })]);
      expect(INVOICE_RUN_CRON).toBe('0 2 1 * *');
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it('logs each failed client with its error and each invoiced client with its numbers', () => {
    const invoice = (id: number, number: string): InvoiceDto => ({
      id,
      number,
      type: 'INVOICE',
      status: 'OPEN',
      amountNet: 100,
      tax: 19,
      amountGross: 119,
      currency: 'EUR',
      issuedAt: '2026-03-01T02:00:00.000Z',
      dueAt: '2026-03-15T02:00:00.000Z',
      paidAt: null,
      cancelsInvoiceId: null,
    });
    const logger = createLogger('core-api', 'silent');
    const info = jest.spyOn(logger, 'info');
    const error = jest.spyOn(logger, 'error');
    reportInvoiceRun(
      { logger },
      {
        invoiced: [{ clientId: 1, invoices: [invoice(1, '2026-000001'), invoice(2, '2026-000002')] }],
        failed: [{ clientId: 2, error: new Error('deadlock detected') }],
      },
    );
    expect(info).toHaveBeenCalledWith('invoice run wrote invoices', { clientId: 1, invoices: ['2026-000001', '2026-000002'] });
    expect(error).toHaveBeenCalledWith('invoice run failed for a client', { clientId: 2, error: expect.stringContaining('deadlock detected') });
  });
});
