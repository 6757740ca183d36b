import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, amountProblem, Button, Checkbox, formatMoney, formatRate, FormField, minorUnitsToDecimal, Select, Spinner, TextField } from '@inkwell/ui-kit';
import { INVOICE_LINE_MAX_MINOR_UNITS, type FreeInvoiceLineInput, type InvoiceDraftDto, type OpenPositionDto } from '@inkwell/contracts';
import { ButtonRow, ConfirmModal, errorToText, fieldErrorsOf, Section, Stack, useLocalizedPath } from '@inkwell/web-kit';
import { useDeleteBillingPositionMutation, useGetOpenPositionsQuery, type DraftContent } from '../api/invoice-drafts-api';
import { StyledDraftLine } from './styled';

/** The German rates a line is invoiced at, and none (reverse charge, outside the EU). */
const VAT_RATES = ['0.19', '0.07', '0'] as const;

interface LineState {
  key: number;
  description: string;
  quantity: string;
  amountNet: string;
  vatRate: string;
}

type LineErrors = Partial<Record<'description' | 'quantity' | 'amountNet' | 'vatRate', string>>;

/** The free lines of a saved draft, as the editor holds them. */
export function freeLinesOf(draft: InvoiceDraftDto): LineState[] {
  return draft.lines
    .filter((line) => line.billingPositionId === null)
    .map((line, index) => ({
      key: index,
      description: line.description,
      quantity: line.quantity === null ? '' : String(line.quantity),
      amountNet: minorUnitsToDecimal(line.amountNet),
      vatRate: line.vatRate,
    }));
}

function toInput(line: LineState): FreeInvoiceLineInput {
  return {
    description: line.description.trim(),
    quantity: line.quantity.trim() === '' ? null : Number(line.quantity),
    amountNet: line.amountNet.trim(),
    vatRate: line.vatRate,
  };
}

export interface InvoiceDraftEditorProps {
  clientId: number;
  /** the draft being edited; null for a new one */
  draftId: number | null;
  initialPositionIds: number[] | null;
  initialLines: LineState[];
  submitLabel: string;
  onSubmit: (content: DraftContent) => Promise<unknown>;
  /** more buttons beside the submit one (delete, issue) */
  actions?: ReactNode;
}

/**
 * A draft's content: which of the client's open positions it invoices and which free lines it adds. Field errors
 * from core-api (`lines.0.amountNet`, `positionIds`) land next to the field they name.
 */
export function InvoiceDraftEditor({ clientId, draftId, initialPositionIds, initialLines, submitLabel, onSubmit, actions }: InvoiceDraftEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const localized = useLocalizedPath();
  const { data: open, error: openError, isLoading } = useGetOpenPositionsQuery(clientId);
  const [chosen, setChosen] = useState<Set<number> | null>(initialPositionIds ? new Set(initialPositionIds) : null);
  const [lines, setLines] = useState<LineState[]>(initialLines);
  const [nextKey, setNextKey] = useState(initialLines.length);
  const [errors, setErrors] = useState<Record<number, LineErrors>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<OpenPositionDto | null>(null);
  const [deletePosition, deleting] = useDeleteBillingPositionMutation();

  const free = (position: OpenPositionDto) => position.draftId === null || position.draftId === draftId;
  // A new draft starts with every position no other draft holds, as core-api would take them.
  const selected = chosen ?? new Set((open?.data ?? []).filter(free).map((p) => p.id));
  const toggle = (positionId: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(positionId);
    else next.delete(positionId);
    setChosen(next);
  };
  const change = (key: number, field: keyof Omit<LineState, 'key'>, value: string) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, [field]: value } : line)));

  const validate = (): boolean => {
    const found: Record<number, LineErrors> = {};
    lines.forEach((line, index) => {
      const lineErrors: LineErrors = {};
      if (!line.description.trim()) lineErrors.description = t('billing.drafts.required');
      if (amountProblem(line.amountNet, { max: BigInt(INVOICE_LINE_MAX_MINOR_UNITS) })) lineErrors.amountNet = t('billing.drafts.amountInvalid');
      if (line.quantity.trim() !== '' && !/^[1-9]\d*$/.test(line.quantity.trim())) lineErrors.quantity = t('billing.drafts.quantityInvalid');
      if (Object.keys(lineErrors).length) found[index] = lineErrors;
    });
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = async () => {
    setFailure(null);
    if (!validate()) return;
    if (selected.size === 0 && lines.length === 0) {
      setFailure(t('billing.drafts.nothingChosen'));
      return;
    }
    setSaving(true);
    try {
      await onSubmit({ positionIds: [...selected], lines: lines.map(toInput) });
    } catch (error) {
      const named = fieldErrorsOf(error);
      const placed: Record<number, LineErrors> = {};
      if (named && !Array.isArray(named)) {
        for (const [path, messages] of Object.entries(named)) {
          const match = /^lines\.(\d+)\.(description|quantity|amountNet|vatRate)$/.exec(path);
          if (match && Array.isArray(messages)) placed[Number(match[1])] = { ...placed[Number(match[1])], [match[2] as keyof LineErrors]: String(messages[0]) };
        }
      }
      setErrors(placed);
      if (!Object.keys(placed).length) setFailure(errorToText(error, t));
    } finally {
      setSaving(false);
    }
  };

  const removePosition = async () => {
    if (!removing) return;
    const result = await deletePosition({ id: removing.id, clientId });
    if ('data' in result) setRemoving(null);
  };

  return (
    <Stack>
      <Section title={t('billing.drafts.positions')}>
        <p>{t('billing.drafts.positionsHint')}</p>
        {isLoading && <Spinner label={t('common.loading')} />}
        {openError && <Alert variant="danger">{errorToText(openError, t)}</Alert>}
        {open && open.data.length === 0 && <p>{t('billing.drafts.noPositions')}</p>}
        {open?.data.map((position) => (
          <ButtonRow key={position.id}>
            <Checkbox
              label={t('billing.drafts.positionLabel', {
                title: position.orderTitle,
                project: position.projectName,
                words: position.finalWords ?? '–',
                gross: formatMoney(position.amountGross, position.currency),
              })}
              checked={selected.has(position.id)}
              disabled={!free(position)}
              onChange={(event) => toggle(position.id, event.target.checked)}
            />
            {!free(position) && position.draftId !== null && (
              <Link to={localized(`/billing/invoice/draft/${position.draftId}`)}>{t('billing.drafts.onDraft', { id: position.draftId })}</Link>
            )}
            {position.draftId === null && (
              <Button variant="secondary" size="sm" aria-label={t('billing.drafts.deletePositionNamed', { title: position.orderTitle })} onClick={() => setRemoving(position)}>
                {t('billing.drafts.deletePosition')}
              </Button>
            )}
          </ButtonRow>
        ))}
      </Section>
      <Section title={t('billing.drafts.lines')}>
        <p>{t('billing.drafts.linesHint')}</p>
        {lines.map((line, index) => {
          const fieldId = (name: string) => `${id}-${line.key}-${name}`;
          const lineErrors = errors[index] ?? {};
          return (
            <StyledDraftLine key={line.key} role="group" aria-label={t('billing.drafts.lineLabel', { number: index + 1 })}>
              <FormField label={t('billing.drafts.description')} htmlFor={fieldId('description')} error={lineErrors.description} required>
                <TextField
                  id={fieldId('description')}
                  value={line.description}
                  maxLength={1000}
                  invalid={Boolean(lineErrors.description)}
                  onChange={(event) => change(line.key, 'description', event.target.value)}
                />
              </FormField>
              <FormField label={t('billing.drafts.quantity')} htmlFor={fieldId('quantity')} error={lineErrors.quantity}>
                <TextField
                  id={fieldId('quantity')}
                  inputMode="numeric"
                  value={line.quantity}
                  invalid={Boolean(lineErrors.quantity)}
                  onChange={(event) => change(line.key, 'quantity', event.target.value)}
                />
              </FormField>
              <FormField label={t('billing.drafts.amountNet')} htmlFor={fieldId('amount')} error={lineErrors.amountNet} required>
                <TextField
                  id={fieldId('amount')}
                  inputMode="decimal"
                  value={line.amountNet}
                  invalid={Boolean(lineErrors.amountNet)}
                  onChange={(event) => change(line.key, 'amountNet', event.target.value)}
                />
              </FormField>
              <FormField label={t('billing.drafts.vatRate')} htmlFor={fieldId('vat')} error={lineErrors.vatRate} required>
                <Select
                  id={fieldId('vat')}
                  value={line.vatRate}
                  options={VAT_RATES.map((rate) => ({ value: rate, label: formatRate(rate) }))}
                  onChange={(event) => change(line.key, 'vatRate', event.target.value)}
                />
              </FormField>
              <div>
                <Button variant="secondary" size="sm" onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}>
                  {t('billing.drafts.removeLine', { number: index + 1 })}
                </Button>
              </div>
            </StyledDraftLine>
          );
        })}
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setLines((current) => [...current, { key: nextKey, description: '', quantity: '', amountNet: '', vatRate: '0.19' }]);
              setNextKey(nextKey + 1);
            }}
          >
            {t('billing.drafts.addLine')}
          </Button>
        </div>
      </Section>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <ButtonRow>
        <Button onClick={() => void submit()} loading={saving}>
          {submitLabel}
        </Button>
        {actions}
      </ButtonRow>
      <ConfirmModal
        open={removing !== null}
        title={t('billing.drafts.deletePositionTitle')}
        confirmLabel={t('billing.drafts.deletePosition')}
        loading={deleting.isLoading}
        error={deleting.error ? errorToText(deleting.error, t) : undefined}
        onConfirm={() => void removePosition()}
        onClose={() => {
          deleting.reset();
          setRemoving(null);
        }}
      >
        {t('billing.drafts.deletePositionText', { title: removing?.orderTitle ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
