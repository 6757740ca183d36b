import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  Checkbox,
  EmptyState,
  formatDate,
  formatMoney,
  FormField,
  Select,
  TextField,
  useToast,
  type DataTableColumn,
} from '@inkwell/ui-kit';
import { PENDING_DEPOSIT_AGES, type AdminPayoutDto, type PayoutTab, type PendingDepositAge } from '@inkwell/contracts';
import { ButtonRow, errorToText, ListTable, useLocalizedPath, usePaging, useRelativeDate } from '@inkwell/web-kit';
import { useDownloadSepaFileMutation, useGetAdminPayoutsQuery, useSendPaypalBatchMutation } from '../api/payouts-api';
import { BatchModal, FailPayoutModal, MarkExecutedModal, MarkPaidModal, paypalOutcome } from './payout-modals';
import { isSelectable, selectionTotal } from './payout-selection';
import { StyledFilterRow, StyledHiddenLabel, StyledMuted, StyledSelectionBar } from './styled';

const LINGUIST_ID = /^[1-9]\d{0,9}$/;
const isAge = (value: string): value is PendingDepositAge => (PENDING_DEPOSIT_AGES as readonly string[]).includes(value);

/** The tabs whose rows are chosen for one SEPA file or one PayPal batch. */
const BULK_OF: Partial<Record<PayoutTab, 'sepa' | 'paypal'>> = { 'bank-bulk': 'sepa', 'paypal-bulk': 'paypal' };

interface RowActions {
  markPaid: (payout: AdminPayoutDto) => void;
  executed: (payout: AdminPayoutDto) => void;
  fail: (payout: AdminPayoutDto) => void;
  payPaypal: (payout: AdminPayoutDto) => void;
  checkPaypal: (payout: AdminPayoutDto) => void;
  download: (payout: AdminPayoutDto) => void;
  /** the batch PayPal is being asked about, so its row's button spins */
  checking: number | null;
}

/** What staff can do with a payout where it is now; the same on every tab, so no tab hides a way out. */
function PayoutRowActions({ payout, actions }: { payout: AdminPayoutDto; actions: RowActions }) {
  const { t } = useTranslation();
  const button = (label: string, named: string, onClick: () => void, loading = false) => (
    <Button key={label} variant="secondary" size="sm" aria-label={t(named, { id: payout.id })} onClick={onClick} loading={loading}>
      {t(label)}
    </Button>
  );
  const buttons =
    payout.method === 'bank'
      ? {
          requested: [
            button('payouts.actions.markPaid', 'payouts.actions.markPaidNamed', () => actions.markPaid(payout)),
            button('payouts.actions.refuse', 'payouts.actions.refuseNamed', () => actions.fail(payout)),
          ],
          downloaded: [
            button('payouts.actions.executed', 'payouts.actions.executedNamed', () => actions.executed(payout)),
            button('payouts.actions.fail', 'payouts.actions.failNamed', () => actions.fail(payout)),
            button('payouts.actions.download', 'payouts.actions.downloadNamed', () => actions.download(payout)),
          ],
        }[payout.status as 'requested' | 'downloaded']
      : {
          requested: [button('payouts.actions.payPaypal', 'payouts.actions.payPaypalNamed', () => actions.payPaypal(payout))],
          submitted: [
            button('payouts.actions.checkPaypal', 'payouts.actions.checkPaypalNamed', () => actions.checkPaypal(payout), actions.checking === payout.batchId),
          ],
        }[payout.status as 'requested' | 'submitted'];
  return buttons?.length ? <ButtonRow>{buttons}</ButtonRow> : null;
}

function usePayoutColumns(tab: PayoutTab, actions: RowActions, selection: Selection | null): DataTableColumn<AdminPayoutDto>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const relativeDate = useRelativeDate();
  return useMemo(() => {
    const columns: DataTableColumn<AdminPayoutDto>[] = [
      { id: 'id', header: t('payouts.columns.id'), cell: (payout) => payout.id },
      {
        id: 'linguist',
        header: t('payouts.columns.linguist'),
        cell: (payout) => <Link to={localized(`/linguist/${payout.linguistId}`)}>{payout.linguistName}</Link>,
      },
      { id: 'amount', header: t('payouts.columns.amount'), align: 'right', cell: (payout) => formatMoney(payout.amount, payout.currency) },
      {
        id: 'destination',
        header: t('payouts.columns.destination'),
        cell: (payout) => (
          <>
            {payout.holder && <div>{payout.holder}</div>}
            <StyledMuted>{payout.destination}</StyledMuted>
          </>
        ),
      },
      {
        id: 'requested',
        header: t('payouts.columns.requested'),
        cell: (payout) => <span title={formatDate(payout.requestedAt)}>{relativeDate(payout.requestedAt)}</span>,
      },
      { id: 'status', header: t('payouts.columns.status'), cell: (payout) => t(`payouts.status.${payout.status}`) },
      ...(tab.endsWith('-error') ? [{ id: 'reason', header: t('payouts.columns.reason'), cell: (payout: AdminPayoutDto) => payout.failureReason }] : []),
      { id: 'actions', header: t('payouts.columns.actions'), cell: (payout) => <PayoutRowActions payout={payout} actions={actions} /> },
    ];
    if (!selection) return columns;
    return [
      {
        id: 'select',
        header: (
          <Checkbox
            label={<StyledHiddenLabel>{t('payouts.selectAll')}</StyledHiddenLabel>}
            checked={selection.allChecked}
            disabled={selection.selectable.length === 0}
            onChange={(event) => selection.setAll(event.target.checked)}
          />
        ),
        cell: (payout) =>
          selection.canSelect(payout) ? (
            <Checkbox
              label={<StyledHiddenLabel>{t('payouts.selectNamed', { id: payout.id })}</StyledHiddenLabel>}
              checked={selection.isSelected(payout)}
              onChange={(event) => selection.toggle(payout, event.target.checked)}
            />
          ) : (
            payout.status === 'requested' && <StyledMuted>{t('payouts.notEuro')}</StyledMuted>
          ),
      },
      ...columns,
    ];
  }, [t, localized, relativeDate, tab, actions, selection]);
}

interface Selection {
  selectable: AdminPayoutDto[];
  allChecked: boolean;
  canSelect: (payout: AdminPayoutDto) => boolean;
  isSelected: (payout: AdminPayoutDto) => boolean;
  toggle: (payout: AdminPayoutDto, on: boolean) => void;
  setAll: (on: boolean) => void;
}

/** The chosen payouts of a bulk tab, kept across pages until they are sent. */
function useSelection(bulk: 'sepa' | 'paypal' | undefined, rows: AdminPayoutDto[]) {
  const [selected, setSelected] = useState<Map<number, AdminPayoutDto>>(new Map());
  const selection = useMemo<Selection | null>(() => {
    if (!bulk) return null;
    const canSelect = (payout: AdminPayoutDto) => isSelectable(payout, bulk);
    const selectable = rows.filter(canSelect);
    const change = (payouts: AdminPayoutDto[], on: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const payout of payouts) {
          if (on) next.set(payout.id, payout);
          else next.delete(payout.id);
        }
        return next;
      });
    return {
      selectable,
      allChecked: selectable.length > 0 && selectable.every((payout) => selected.has(payout.id)),
      canSelect,
      isSelected: (payout) => selected.has(payout.id),
      toggle: (payout, on) => change([payout], on),
      setAll: (on) => change(selectable, on),
    };
  }, [bulk, rows, selected]);
  return { selection, chosen: [...selected.values()], clear: () => setSelected(new Map()) };
}

/** One tab of the payments-outgoing page: its payouts, filters, selection and actions. */
export function PayoutList({ tab }: { tab: PayoutTab }) {
  const { t } = useTranslation();
  const toast = useToast();
  const paging = usePaging();
  const [searchParams] = useSearchParams();
  const [age, setAge] = useState<PendingDepositAge | ''>('');
  const [linguistText, setLinguistText] = useState(() => {
    const linked = searchParams.get('linguistId') ?? '';
    return LINGUIST_ID.test(linked) ? linked : '';
  });
  const linguistId = LINGUIST_ID.test(linguistText) ? Number(linguistText) : undefined;
  const result = useGetAdminPayoutsQuery({ tab, age: age || undefined, linguistId, limit: paging.limit, offset: paging.offset });
  const bulk = BULK_OF[tab];
  const { selection, chosen, clear } = useSelection(bulk, result.data?.data ?? []);

  const [paying, setPaying] = useState<AdminPayoutDto | null>(null);
  const [executing, setExecuting] = useState<AdminPayoutDto | null>(null);
  const [failing, setFailing] = useState<AdminPayoutDto | null>(null);
  const [batch, setBatch] = useState<{ kind: 'sepa' | 'paypal'; payouts: AdminPayoutDto[] } | null>(null);
  const [download] = useDownloadSepaFileMutation();
  const [sendPaypal, { originalArgs: checkingBatch, isLoading: checking }] = useSendPaypalBatchMutation();

  const actions = useMemo<RowActions>(
    () => ({
      markPaid: setPaying,
      executed: setExecuting,
      fail: setFailing,
      payPaypal: (payout) => setBatch({ kind: 'paypal', payouts: [payout] }),
      download: (payout) => {
        if (payout.batchId !== null) void download({ batchId: payout.batchId, reference: `payouts-${payout.batchId}` });
      },
      checkPaypal: async (payout) => {
        if (payout.batchId === null) return;
        const answer = await sendPaypal(payout.batchId);
        if ('data' in answer && answer.data) toast.show(t('payouts.paypal.checked', paypalOutcome(answer.data)), 'success');
        else if ('error' in answer) toast.show(errorToText(answer.error, t), 'danger');
      },
      checking: checking ? (checkingBatch ?? null) : null,
    }),
    [download, sendPaypal, toast, t, checking, checkingBatch],
  );
  const columns = usePayoutColumns(tab, actions, selection);
  const linguistInvalid = linguistText !== '' && linguistId === undefined;

  return (
    <>
      <p>{t(`payouts.hints.${tab}`)}</p>
      {bulk && (
        <StyledSelectionBar role="group" aria-label={t(bulk === 'sepa' ? 'payouts.actions.sepa' : 'payouts.actions.paypalBulk')}>
          <span aria-live="polite">
            {chosen.length ? t('payouts.selected', { count: chosen.length, total: selectionTotal(chosen) }) : t('payouts.selectedNone')}
          </span>
          <Button disabled={chosen.length === 0} onClick={() => setBatch({ kind: bulk, payouts: chosen })}>
            {t(bulk === 'sepa' ? 'payouts.actions.sepa' : 'payouts.actions.paypalBulk')}
          </Button>
        </StyledSelectionBar>
      )}
      <ListTable<AdminPayoutDto>
        result={result}
        paging={paging}
        label={t('payouts.label', { tab: t(`payouts.tabs.${tab}`) })}
        columns={columns}
        filters={
          <StyledFilterRow>
            <FormField label={t('payouts.filters.age')} htmlFor="payout-age">
              <Select
                id="payout-age"
                value={age}
                placeholder={t('payouts.filters.any')}
                options={PENDING_DEPOSIT_AGES.map((value) => ({ value, label: t(`payouts.ages.${value}`) }))}
                onChange={(event) => {
                  setAge(isAge(event.target.value) ? event.target.value : '');
                  paging.setPage(0);
                }}
              />
            </FormField>
            <FormField label={t('payouts.filters.linguist')} htmlFor="payout-linguist" error={linguistInvalid ? t('payouts.filters.linguistInvalid') : undefined}>
              <TextField
                id="payout-linguist"
                inputMode="numeric"
                value={linguistText}
                onChange={(event) => {
                  setLinguistText(event.target.value.trim());
                  paging.setPage(0);
                }}
              />
            </FormField>
          </StyledFilterRow>
        }
        filtersActive={age !== '' || linguistId !== undefined}
        emptyState={<EmptyState title={t('payouts.empty')} hint={t('payouts.emptyHint')} />}
      />
      <MarkPaidModal payout={paying} onClose={() => setPaying(null)} />
      <MarkExecutedModal payout={executing} onClose={() => setExecuting(null)} />
      <FailPayoutModal payout={failing} onClose={() => setFailing(null)} />
      <BatchModal kind={batch?.kind ?? null} payouts={batch?.payouts ?? []} onClose={() => setBatch(null)} onDone={clear} />
    </>
  );
}
