import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EmptyState, formatDate, formatMoney, formatNumber, formatPricePerWord, FormField, Select, TextField, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import type { CreditNoteDraft, CreditNoteDto, CreditNoteStatus, CreditNoteType, CreditRunBody, CronErrorDto } from '@inkwell/contracts';
import { ButtonRow, ConfirmModal, DownloadErrorAlert, errorToText, ListTable, Stack, useFileDownload, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import {
  useCancelCreditNoteMutation,
  useDownloadCreditNoteMutation,
  useGetCreditDraftsQuery,
  useGetCreditNotesQuery,
  useGetCreditPositionsQuery,
  useGetCronErrorsQuery,
  useRegenerateCreditNoteMutation,
  useRegenerateCreditNotePdfMutation,
  type PositionRow,
} from '../api/credit-notes-api';
import { StyledDateFilter } from './styled';

/** Asks before a cancellation document is written: it cannot be undone. */
function CancelModal({ note, onClose }: { note: CreditNoteDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [cancel, { isLoading, error, reset }] = useCancelCreditNoteMutation();
  const number = note?.number ?? '';
  const close = () => {
    reset();
    onClose();
  };
  return (
    <ConfirmModal
      open={note !== null}
      title={t('creditNotes.cancelTitle', { number })}
      confirmLabel={t('creditNotes.cancelConfirm')}
      cancelLabel={t('creditNotes.close')}
      onConfirm={() =>
        void (async () => {
          if (!note) return;
          const result = await cancel(note.id);
          if ('data' in result && result.data) {
            toast.show(t('creditNotes.cancelled', { number }), 'success');
            close();
          }
        })()
      }
      onClose={close}
      loading={isLoading}
      danger
      error={error ? errorToText(error, t) : undefined}
    >
      <p>{t('creditNotes.cancelText', { amount: note ? formatMoney(note.amountGross, note.currency) : '' })}</p>
    </ConfirmModal>
  );
}

/** Tab "search": every note, searched and filtered, with PDF, cancel, regenerate and regenerate PDF. */
export function CreditNoteSearch() {
  const { t } = useTranslation();
  const toast = useToast();
  const localized = useLocalizedPath();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<CreditNoteType | ''>('');
  const [status, setStatus] = useState<CreditNoteStatus | ''>('');
  const [issued, setIssued] = useState({ from: '', to: '' });
  const result = useGetCreditNotesQuery({
    search,
    type: type || undefined,
    status: status || undefined,
    from: issued.from || undefined,
    to: issued.to || undefined,
    limit: paging.limit,
    offset: paging.offset,
  });
  const downloads = useFileDownload(useDownloadCreditNoteMutation());
  const [regenerate] = useRegenerateCreditNoteMutation();
  const [regeneratePdf] = useRegenerateCreditNotePdfMutation();
  const [cancelling, setCancelling] = useState<CreditNoteDto | null>(null);
  const act = async (action: Promise<{ data?: unknown; error?: unknown }>, done: string) => {
    const answer = await action;
    toast.show(answer.error ? errorToText(answer.error, t) : done, answer.error ? 'danger' : 'success');
  };
  const header = (id: string) => t(`creditNotes.columns.${id}`);
  const columns: DataTableColumn<CreditNoteDto>[] = [
    { id: 'number', header: header('number'), cell: (n) => n.number },
    { id: 'linguist', header: header('linguist'), cell: (n) => <Link to={localized(`/linguist/${n.linguistId}`)}>{n.linguistName}</Link> },
    { id: 'type', header: header('type'), cell: (n) => t(`creditNotes.types.${n.type}`) },
    { id: 'status', header: header('status'), cell: (n) => t(`creditNotes.statuses.${n.status}`) },
    { id: 'period', header: header('period'), cell: (n) => `${formatDate(n.periodFrom)} – ${formatDate(n.periodTo)}` },
    { id: 'treatment', header: header('treatment'), cell: (n) => t(`creditNotes.treatments.${n.taxTreatment}`) },
    { id: 'issuedAt', header: header('issuedAt'), cell: (n) => formatDate(n.issuedAt) },
    { id: 'net', header: header('net'), align: 'right', cell: (n) => formatMoney(n.amountNet, n.currency) },
    { id: 'tax', header: header('tax'), align: 'right', cell: (n) => formatMoney(n.tax, n.currency) },
    { id: 'gross', header: header('gross'), align: 'right', cell: (n) => formatMoney(n.amountGross, n.currency) },
    {
      id: 'actions',
      header: header('actions'),
      cell: (n) => (
        <ButtonRow>
          <Button variant="secondary" size="sm" loading={downloads.downloadingId === n.id} aria-label={t('creditNotes.downloadNamed', { number: n.number })} onClick={() => downloads.download({ id: n.id, number: n.number })}>
            {t('creditNotes.download')}
          </Button>
          <Button variant="secondary" size="sm" aria-label={t('creditNotes.regeneratePdfNamed', { number: n.number })} onClick={() => void act(regeneratePdf(n.id), t('creditNotes.pdfRegenerated', { number: n.number }))}>
            {t('creditNotes.regeneratePdf')}
          </Button>
          {n.type === 'CREDIT' && n.status === 'OPEN' && (
            <>
              <Button variant="secondary" size="sm" aria-label={t('creditNotes.regenerateNamed', { number: n.number })} onClick={() => void act(regenerate(n.id), t('creditNotes.regenerated', { number: n.number }))}>
                {t('creditNotes.regenerate')}
              </Button>
              <Button variant="secondary" size="sm" aria-label={t('creditNotes.cancelNamed', { number: n.number })} onClick={() => setCancelling(n)}>
                {t('creditNotes.cancel')}
              </Button>
            </>
          )}
        </ButtonRow>
      ),
    },
  ];
  const filters = (
    <ButtonRow>
      <Select
        aria-label={t('creditNotes.filters.type')}
        placeholder={`${t('creditNotes.filters.type')}: ${t('creditNotes.filters.any')}`}
        value={type}
        options={(['CREDIT', 'CANCEL_CREDIT'] as const).map((value) => ({ value, label: t(`creditNotes.types.${value}`) }))}
        onChange={(e) => {
          setType(e.target.value as CreditNoteType | '');
          paging.setPage(0);
        }}
      />
      <Select
        aria-label={t('creditNotes.filters.status')}
        placeholder={`${t('creditNotes.filters.status')}: ${t('creditNotes.filters.any')}`}
        value={status}
        options={(['OPEN', 'CANCELED'] as const).map((value) => ({ value, label: t(`creditNotes.statuses.${value}`) }))}
        onChange={(e) => {
          setStatus(e.target.value as CreditNoteStatus | '');
          paging.setPage(0);
        }}
      />
      <StyledDateFilter>
        <FormField label={t('creditNotes.filters.from')} htmlFor="credit-notes-issued-from">
          <TextField
            id="credit-notes-issued-from"
            type="date"
            value={issued.from}
            onChange={(e) => {
              setIssued({ ...issued, from: e.target.value });
              paging.setPage(0);
            }}
          />
        </FormField>
      </StyledDateFilter>
      <StyledDateFilter>
        <FormField label={t('creditNotes.filters.to')} htmlFor="credit-notes-issued-to">
          <TextField
            id="credit-notes-issued-to"
            type="date"
            value={issued.to}
            onChange={(e) => {
              setIssued({ ...issued, to: e.target.value });
              paging.setPage(0);
            }}
          />
        </FormField>
      </StyledDateFilter>
      {(type !== '' || status !== '' || issued.from !== '' || issued.to !== '') && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setType('');
            setStatus('');
            setIssued({ from: '', to: '' });
            paging.setPage(0);
          }}
        >
          {t('creditNotes.filters.reset')}
        </Button>
      )}
    </ButtonRow>
  );
  return (
    <Stack>
      <DownloadErrorAlert download={downloads} />
      <ListTable<CreditNoteDto>
        result={result}
        paging={paging}
        label={t('creditNotes.title')}
        columns={columns}
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          paging.setPage(0);
        }}
        searchPlaceholder={t('creditNotes.search')}
        filters={filters}
        filtersActive={type !== '' || status !== '' || issued.from !== '' || issued.to !== ''}
        emptyState={<EmptyState title={t('creditNotes.none')} hint={t('creditNotes.noneHint')} />}
      />
      <CancelModal note={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

/** Tab "positions": every linguist's accepted work, open or on a credit note. */
export function CreditPositions() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const paging = usePaging();
  const [state, setState] = useState<'open' | 'credited' | ''>('');
  const result = useGetCreditPositionsQuery({ state: state || undefined, limit: paging.limit, offset: paging.offset });
  const header = (id: string) => t(`creditNotes.columns.${id}`);
  const columns: DataTableColumn<PositionRow>[] = [
    { id: 'order', header: header('order'), cell: (p) => <Link to={localized(`/order/${p.orderId}`)}>{p.title}</Link> },
    { id: 'linguist', header: header('linguist'), cell: (p) => <Link to={localized(`/linguist/${p.linguistId}`)}>{p.linguistName}</Link> },
    { id: 'client', header: header('client'), cell: (p) => p.clientName },
    { id: 'role', header: header('role'), cell: (p) => t(`creditNotes.roles.${p.role}`) },
    { id: 'acceptedAt', header: header('acceptedAt'), cell: (p) => formatDate(p.acceptedAt) },
    { id: 'words', header: header('words'), align: 'right', cell: (p) => formatNumber(p.words, 0) },
    { id: 'rate', header: header('rate'), align: 'right', cell: (p) => t('creditNotes.perWord', { price: formatPricePerWord(p.ratePerWord), unit: t(`creditNotes.minorUnit.${p.currency}`) }) },
    { id: 'amount', header: header('amount'), align: 'right', cell: (p) => formatMoney(p.amount, p.currency) },
    { id: 'creditNote', header: header('creditNote'), cell: (p) => p.creditNoteNumber ?? t('creditNotes.notCredited') },
  ];
  return (
    <ListTable<PositionRow>
      result={result}
      paging={paging}
      label={t('creditNotes.tabs.positions')}
      columns={columns}
      filters={
        <Select
          aria-label={t('creditNotes.filters.state')}
          placeholder={`${t('creditNotes.filters.state')}: ${t('creditNotes.filters.any')}`}
          value={state}
          options={[
            { value: 'open', label: t('creditNotes.filters.open') },
            { value: 'credited', label: t('creditNotes.filters.credited') },
          ]}
          onChange={(e) => {
            setState(e.target.value as 'open' | 'credited' | '');
            paging.setPage(0);
          }}
        />
      }
      filtersActive={state !== ''}
      emptyState={<EmptyState title={t('creditNotes.noPositions')} />}
    />
  );
}

/** Tab "cron-errors": what runs could not do and why. */
export function CronErrors() {
  const { t } = useTranslation();
  const paging = usePaging();
  const result = useGetCronErrorsQuery({ limit: paging.limit, offset: paging.offset });
  const header = (id: string) => t(`creditNotes.columns.${id}`);
  const columns: DataTableColumn<CronErrorDto>[] = [
    { id: 'when', header: header('when'), cell: (e) => formatDate(e.createdAt, true) },
    { id: 'job', header: header('job'), cell: (e) => e.job },
    { id: 'linguist', header: header('linguist'), cell: (e) => e.linguistName ?? '—' },
    { id: 'period', header: header('period'), cell: (e) => (e.periodFrom && e.periodTo ? `${formatDate(e.periodFrom)} – ${formatDate(e.periodTo)}` : '—') },
    { id: 'message', header: header('message'), cell: (e) => e.message },
  ];
  return (
    <ListTable<CronErrorDto>
      result={result}
      paging={paging}
      label={t('creditNotes.tabs.cron-errors')}
      columns={columns}
      emptyState={<EmptyState title={t('creditNotes.noErrors')} />}
    />
  );
}

/** Tab "drafts": the notes a run of the chosen period would write now. */
export function CreditDrafts({ period }: { period: CreditRunBody }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const result = useGetCreditDraftsQuery({ ...period, limit: paging.limit, offset: paging.offset }, { skip: !period.from || !period.to || period.to < period.from });
  const header = (id: string) => t(`creditNotes.columns.${id}`);
  const columns: DataTableColumn<CreditNoteDraft & { id: number }>[] = [
    { id: 'linguist', header: header('linguist'), cell: (d) => d.linguistName },
    { id: 'treatment', header: header('treatment'), cell: (d) => (d.taxTreatment ? t(`creditNotes.treatments.${d.taxTreatment}`) : '—') },
    { id: 'lines', header: header('lines'), align: 'right', cell: (d) => d.lineCount },
    { id: 'net', header: header('net'), align: 'right', cell: (d) => formatMoney(d.amountNet, d.currency) },
  ];
  const rows = result.data ? { ...result.data, data: result.data.data.map((d) => ({ ...d, id: d.linguistId })) } : undefined;
  return (
    <ListTable<CreditNoteDraft & { id: number }>
      result={{ ...result, data: rows }}
      paging={paging}
      label={t('creditNotes.tabs.drafts')}
      columns={columns}
      emptyState={<EmptyState title={t('creditNotes.noDrafts')} />}
    />
  );
}
