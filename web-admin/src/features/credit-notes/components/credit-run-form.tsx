import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FormField, TextField } from '@inkwell/ui-kit';
import type { CreditRunBody, CreditRunResult } from '@inkwell/contracts';
import { ButtonRow, errorToText, Section } from '@inkwell/web-kit';
import { useRunCreditNotesMutation } from '../api/credit-notes-api';

/** Last week, Monday to Sunday (UTC): what the weekly job would run, and the form's first suggestion. */
export function lastWeek(now = new Date()): CreditRunBody {
  const day = 24 * 60 * 60 * 1000;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * day;
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: iso(monday - 7 * day), to: iso(monday - day) };
}

/** Staff run the credit notes of a period now, as the weekly job does; a rerun writes nothing twice. */
export function CreditRunForm({ period, onPeriodChange }: { period: CreditRunBody; onPeriodChange: (period: CreditRunBody) => void }) {
  const { t } = useTranslation();
  const [run, { isLoading, error }] = useRunCreditNotesMutation();
  const [result, setResult] = useState<CreditRunResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!period.from || !period.to) return setProblem(t('creditNotes.run.required'));
    if (period.to < period.from) return setProblem(t('creditNotes.run.order'));
    setProblem(null);
    const answer = await run(period);
    if ('data' in answer && answer.data) setResult(answer.data);
  };

  return (
    <Section title={t('creditNotes.run.title')}>
      <form noValidate aria-label={t('creditNotes.run.title')} onSubmit={(event) => void submit(event)}>
        <ButtonRow>
          <FormField label={t('creditNotes.run.from')} htmlFor="credit-run-from" required error={problem ?? undefined}>
            <TextField id="credit-run-from" type="date" value={period.from} onChange={(e) => onPeriodChange({ ...period, from: e.target.value })} />
          </FormField>
          <FormField label={t('creditNotes.run.to')} htmlFor="credit-run-to" required>
            <TextField id="credit-run-to" type="date" value={period.to} onChange={(e) => onPeriodChange({ ...period, to: e.target.value })} />
          </FormField>
          <Button type="submit" loading={isLoading}>
            {t('creditNotes.run.submit')}
          </Button>
        </ButtonRow>
      </form>
      {error ? <Alert variant="danger">{errorToText(error, t)}</Alert> : null}
      {result && (
        <Alert variant={result.failed.length ? 'warning' : 'success'}>
          {t('creditNotes.run.done', { count: result.written.length })}
          {result.failed.length ? ` ${t('creditNotes.run.failed', { count: result.failed.length })}` : ''}
        </Alert>
      )}
    </Section>
  );
}
