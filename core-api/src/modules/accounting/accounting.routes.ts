import type { Response } from 'express';
import * as XLSX from 'xlsx';
import type { AccountingSettingsDto, LedgerAuditResponse, TrialBalanceResponse } from '@inkwell/contracts';
import { toJsonMinorUnits } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import type { CoreModule } from '../module.js';
import { requireFakturaAccess } from '../users/index.js';
import { ledgerPeriodTotals, ledgerTrialBalanceAfter, ledgerTrialBalancePage, type LedgerPeriod } from '../ledger/index.js';
import { getAccountingSettings, updateAccountingSettings } from './accounting-settings.js';
import { BALANCE_COLUMNS, EXPORT_BATCH, decimal, writeBalanceCsv, writeCreditors, writeDatevBookings, writeDebtors } from './accounting-exports.js';
import {
  accountingSettingsSchema,
  balanceExportQuery,
  balancePageQuery,
  ledgerAuditSchema,
  periodProblem,
  periodQuery,
  trialBalanceSchema,
  type PeriodQuery,
} from './accounting.schema.js';
import { ExportSink } from './export-sink.js';
import { auditLedger, latestLedgerAudit } from './ledger-audit.js';

const TAGS = ['Accounting'];
const NO_FAKTURA = { 403: { description: 'The admin lacks invoice access (fakturaAccess)' } };
const CSV = 'text/csv';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** @throws AppError 400 naming `to` when the period ends before it starts or is longer than a year */
function periodOf(query: PeriodQuery): LedgerPeriod {
  const problem = periodProblem(query);
  if (problem) throw AppError.validation(problem);
  return { from: query.from.start, to: query.to.end };
}

/** Starts a file download; the name is ASCII digits, letters and dashes, so it needs no encoding. */
function startDownload(res: Response, contentType: string, filename: string): ExportSink {
  res.status(200).set({ 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' });
  return new ExportSink(res);
}

/**
 * A streamed export: once the first bytes are out a failure can no longer become an error answer, so the connection
 * is cut instead, and the browser reports a failed download rather than saving half a file.
 */
async function stream(res: Response, work: () => Promise<void>): Promise<void> {
  try {
    await work();
    res.end();
  } catch (error) {
    if (!res.headersSent) throw error;
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

const fileName = (kind: string, period: LedgerPeriod) => `${kind}-${isoDay(period.from)}-${isoDay(new Date(period.to.getTime() - 1))}`;

/** The trial balance of every account as one worksheet: rows are accounts, not entries, so it fits in memory. */
async function balanceWorkbook(period: LedgerPeriod): Promise<Buffer> {
  const rows: (string | number)[][] = [[...BALANCE_COLUMNS]];
  let after = '0';
  for (;;) {
    const batch = await ledgerTrialBalanceAfter(period, after, EXPORT_BATCH);
    if (!batch.length) break;
    for (const r of batch) rows.push([r.account, r.currency, ...[r.opening, r.increases, r.decreases, r.closing].map((v) => Number(decimal(v)))]);
    after = batch[batch.length - 1]!.id;
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Trial balance');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Staff's accounting exports (admin spec §2.1 /billing/accounting/:tab?): every route needs fakturaAccess. */
export const accountingModule: CoreModule = {
  name: 'accounting',
  register(api) {
    api.route({
      method: 'get',
      path: '/admin/billing/accounting/settings',
      summary: 'The frame of every DATEV file: consultant and client number, chart of accounts, fiscal year, account length',
      tags: TAGS,
      access: 'admin',
      responses: { 200: { description: 'The settings', schema: accountingSettingsSchema }, ...NO_FAKTURA },
      handler: async (_req, _res, caller): Promise<AccountingSettingsDto> => {
        await requireFakturaAccess(caller.id);
        return getAccountingSettings();
      },
    });

    api.route({
      method: 'put',
      path: '/admin/billing/accounting/settings',
      summary: 'Changes the DATEV frame (SKR03 or SKR04, numbers the accountant gave)',
      tags: TAGS,
      access: 'admin',
      body: accountingSettingsSchema,
      responses: { 200: { description: 'The settings as stored', schema: accountingSettingsSchema }, ...NO_FAKTURA },
      handler: async (req, _res, caller): Promise<AccountingSettingsDto> => {
        await requireFakturaAccess(caller.id);
        return updateAccountingSettings(req.body);
      },
    });

    api.route({
      method: 'get',
      path: '/admin/billing/accounting/datev',
      summary: 'DATEV EXTF Buchungsstapel of a period: every invoice, cancellation, deposit, credit note and payout, Windows-1252',
      tags: TAGS,
      access: 'admin',
      query: periodQuery,
      responses: { 200: { description: 'EXTF_Buchungsstapel-<from>-<to>.csv, streamed', contentType: CSV }, ...NO_FAKTURA },
      handler: async (req, res, caller) => {
        await requireFakturaAccess(caller.id);
        const settings = await getAccountingSettings();
        const period = periodOf(req.query);
        const sink = startDownload(res, `${CSV}; charset=windows-1252`, `EXTF_${fileName('Buchungsstapel', period)}.csv`);
        await stream(res, () => writeDatevBookings(sink, settings, period));
      },
    });

    api.route({
      method: 'get',
      path: '/admin/billing/accounting/debtors',
      summary: 'DATEV EXTF master data of every client as a debtor (Debitoren), Windows-1252',
      tags: TAGS,
      access: 'admin',
      responses: { 200: { description: 'EXTF_Debitoren.csv, streamed', contentType: CSV }, ...NO_FAKTURA },
      handler: async (_req, res, caller) => {
        await requireFakturaAccess(caller.id);
        const settings = await getAccountingSettings();
        const sink = startDownload(res, `${CSV}; charset=windows-1252`, 'EXTF_Debitoren.csv');
        await stream(res, () => writeDebtors(sink, settings));
      },
    });

    api.route({
      method: 'get',
      path: '/admin/billing/accounting/creditors',
      summary: 'DATEV EXTF master data of every linguist as a creditor (Kreditoren), Windows-1252',
      tags: TAGS,
      access: 'admin',
      responses: { 200: { description: 'EXTF_Kreditoren.csv, streamed', contentType: CSV }, ...NO_FAKTURA },
      handler: async (_req, res, caller) => {
        await requireFakturaAccess(caller.id);
        const settings = await getAccountingSettings();
        const sink = startDownload(res, `${CSV}; charset=windows-1252`, 'EXTF_Kreditoren.csv');
        await stream(res, () => writeCreditors(sink, settings));
      },
    });

    api.route({
      method: 'get',
      path: '/admin/billing/accounting/balance',
      summary: 'Trial balance of a period: each ledger account’s opening balance, increases, decreases and closing balance',
      tags: TAGS,
      access: 'admin',
      query: balancePageQuery,
      responses: { 200: { description: 'Minor units; a page of accounts and the totals per currency', schema: trialBalanceSchema }, ...NO_FAKTURA },
      handler: async (req, _res, caller): Promise<TrialBalanceResponse> => {
        await requireFakturaAccess(caller.id);
        const period = periodOf(req.query);
        const [page, totals] = await Promise.all([ledgerTrialBalancePage(period, req.query), ledgerPeriodTotals(period)]);
        const json = (v: bigint) => toJsonMinorUnits(v);
        return {
          from: isoDay(period.from),
          to: isoDay(new Date(period.to.getTime() - 1)),
          data: page.rows.map((r) => ({ account: r.account, currency: r.currency, opening: json(r.opening), increases: json(r.increases), decreases: json(r.decreases), closing: json(r.closing) })),
          total: page.total,
          totals: totals.map((t) => ({ currency: t.currency, opening: json(t.opening), increases: json(t.increases), decreases: json(t.decreases), closing: json(t.closing) })),
        };
      },
    });

    api.route({
      method: 'get',
      path: '/admin/billing/accounting/balance/export',
      summary: 'The trial balance of a period as CSV (streamed) or XLSX',
      tags: TAGS,
      access: 'admin',
      query: balanceExportQuery,
      responses: {
        200: { description: 'trial-balance-<from>-<to>.csv or .xlsx; amounts in currency units with a decimal point', contentType: `${CSV}, ${XLSX_TYPE}` },
        ...NO_FAKTURA,
      },
      handler: async (req, res, caller) => {
        await requireFakturaAccess(caller.id);
        const period = periodOf(req.query);
        if (req.query.format === 'xlsx') {
          const workbook = await balanceWorkbook(period);
          startDownload(res, XLSX_TYPE, `${fileName('trial-balance', period)}.xlsx`);
          res.send(workbook);
          return;
        }
        const sink = startDownload(res, `${CSV}; charset=utf-8`, `${fileName('trial-balance', period)}.csv`);
        await stream(res, () => writeBalanceCsv(sink, period));
      },
    });

    api.route({
      method: 'get',
      path: '/admin/billing/accounting/ledger-audit',
      summary: 'The last audit of the ledger: every cached balance recomputed from its entries (the nightly job writes it)',
      tags: TAGS,
      access: 'admin',
      responses: { 200: { description: 'null before the first audit', schema: ledgerAuditSchema }, ...NO_FAKTURA },
      handler: async (_req, _res, caller): Promise<LedgerAuditResponse> => {
        await requireFakturaAccess(caller.id);
        return { audit: await latestLedgerAudit() };
      },
    });

    api.route({
      method: 'post',
      path: '/admin/billing/accounting/ledger-audit',
      summary: 'Audits the ledger now, as the nightly job does, and records the result',
      tags: TAGS,
      access: 'admin',
      status: 201,
      responses: { 201: { description: 'The audit just made', schema: ledgerAuditSchema }, ...NO_FAKTURA },
      handler: async (_req, _res, caller): Promise<LedgerAuditResponse> => {
        await requireFakturaAccess(caller.id);
        return { audit: await auditLedger() };
      },
    });
  },
};
