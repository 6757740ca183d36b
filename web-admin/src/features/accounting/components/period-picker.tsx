import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, FormField, TextField } from '@inkwell/ui-kit';
import { ButtonRow } from '@inkwell/web-kit';
import type { Period } from '../api/accounting-api';
import { StyledPeriod } from './styled';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The calendar month `offset` months from today's (0 this month, -1 the last), as whole days. */
export function monthPeriod(offset: number, today = new Date()): Period {
  const first = new Date(today.getFullYear(), today.getMonth() + offset, 1);
  const last = new Date(today.getFullYear(), today.getMonth() + offset + 1, 0);
  return { from: isoDay(first), to: isoDay(last) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface PeriodState {
  period: Period;
  /** the field to correct and why, or null when an export can be asked for */
  problem: { field: 'from' | 'to'; message: string } | null;
}

/**
 * The period of the exports, kept in the address (`?from=…&to=…`) so a bookmarked or shared link opens the same
 * export; the month before by default, which is what an accountant asks for.
 */
export function usePeriod(): PeriodState & { setPeriod: (period: Period) => void } {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const fallback = monthPeriod(-1);
  const period = { from: search.get('from') ?? fallback.from, to: search.get('to') ?? fallback.to };
  const problem = !DAY.test(period.from)
    ? { field: 'from' as const, message: t('accounting.period.required') }
    : !DAY.test(period.to)
      ? { field: 'to' as const, message: t('accounting.period.required') }
      : period.to < period.from
        ? { field: 'to' as const, message: t('accounting.period.order') }
        : null;
  const setPeriod = (next: Period) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('from', next.from);
        params.set('to', next.to);
        return params;
      },
      { replace: true },
    );
  return { period, problem, setPeriod };
}

/** Two dates and the two periods staff want most; the error names the date to correct. */
export function PeriodPicker({ state }: { state: ReturnType<typeof usePeriod> }) {
  const { t } = useTranslation();
  const id = useId();
  const { period, problem, setPeriod } = state;
  const error = (field: 'from' | 'to') => (problem?.field === field ? problem.message : undefined);
  return (
    <StyledPeriod aria-label={t('accounting.period.legend')}>
      <legend>{t('accounting.period.legend')}</legend>
      <FormField label={t('accounting.period.from')} htmlFor={`${id}-from`} error={error('from')} required>
        <TextField
          id={`${id}-from`}
          type="date"
          value={period.from}
          invalid={Boolean(error('from'))}
          onChange={(event) => setPeriod({ ...period, from: event.target.value })}
        />
      </FormField>
      <FormField label={t('accounting.period.to')} htmlFor={`${id}-to`} error={error('to')} required>
        <TextField
          id={`${id}-to`}
          type="date"
          value={period.to}
          invalid={Boolean(error('to'))}
          onChange={(event) => setPeriod({ ...period, to: event.target.value })}
        />
      </FormField>
      <ButtonRow>
        <Button variant="secondary" size="sm" onClick={() => setPeriod(monthPeriod(-1))}>
          {t('accounting.period.lastMonth')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setPeriod(monthPeriod(0))}>
          {t('accounting.period.thisMonth')}
        </Button>
      </ButtonRow>
    </StyledPeriod>
  );
}
