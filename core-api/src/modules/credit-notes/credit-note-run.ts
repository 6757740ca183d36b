import type { CreditNoteDto, CreditRunBody, CreditRunResult } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { findWork } from './credit-note-work.js';
import { periodBounds, writeCreditNote } from './credit-note-documents.js';
import { creditNotesDatabase, toCreditNoteDto } from './credit-notes.model.js';

/** The job name cron errors of the credit run carry. */
export const CREDIT_RUN_JOB = 'credit-notes';
/** A run covers at most about a quarter: longer periods are a typo more often than a wish. */
export const MAX_RUN_DAYS = 92;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Last week, Monday to Sunday (UTC), as seen at `now`: the weekly job's period. */
export function previousWeek(now: Date): CreditRunBody {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const monday = today - sinceMonday * DAY_MS;
  return { from: isoDate(new Date(monday - 7 * DAY_MS)), to: isoDate(new Date(monday - DAY_MS)) };
}

/** @throws AppError 400 naming `to` for a period that ends before it starts or spans more than MAX_RUN_DAYS */
export function checkPeriod(period: CreditRunBody): CreditRunBody {
  const { from, until } = periodBounds(period);
  if (until <= from) throw AppError.badRequest('The period ends before it starts', 'to');
  if (until.getTime() - from.getTime() > MAX_RUN_DAYS * DAY_MS) throw AppError.badRequest(`A run covers at most ${MAX_RUN_DAYS} days`, 'to');
  return period;
}

async function recordCronError(linguistId: number, period: CreditRunBody, error: unknown): Promise<string> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'Unknown error';
  await creditNotesDatabase().query(
    'INSERT INTO cron_errors (job, linguist_id, period_from, period_to, message) VALUES (:job, :linguistId, :from, :to, :message)',
    { replacements: { job: CREDIT_RUN_JOB, linguistId, from: period.from, to: period.to, message } },
  );
  return message;
}

/**
 * The credit run (decision 061): one CREDIT note per linguist and currency for her open work accepted in `period`,
 * each in its own transaction. A linguist who fails (no invoicing data, a ledger refusal) is recorded as a cron error
 * and the run goes on; a rerun writes only what is still open, so it never writes a second note.
 */
export async function runCreditNotes(period: CreditRunBody, issuedAt = new Date()): Promise<CreditRunResult> {
  checkPeriod(period);
  const { rows } = await findWork({ ...periodBounds(period), state: 'open' }, null);
  const due = new Map<string, { linguistId: number; currency: string }>();
  for (const row of rows) due.set(`${row.linguist_id}:${row.currency}`, { linguistId: row.linguist_id, currency: row.currency.trim() });

  const written: CreditNoteDto[] = [];
  const failed: CreditRunResult['failed'] = [];
  for (const { linguistId, currency } of [...due.values()].sort((a, b) => a.linguistId - b.linguistId)) {
    try {
      const note = await creditNotesDatabase().transaction((transaction) => writeCreditNote(linguistId, period, currency, issuedAt, transaction));
      if (note) {
        const lineCount = rows.filter((r) => r.linguist_id === linguistId && r.currency.trim() === currency).length;
        written.push(toCreditNoteDto({ ...note, line_count: lineCount }));
      }
    } catch (error) {
      failed.push({ linguistId, message: await recordCronError(linguistId, period, error) });
    }
  }
  return { written, failed };
}
