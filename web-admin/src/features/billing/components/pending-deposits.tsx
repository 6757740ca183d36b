import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EMPTY_VALUE, EmptyState, FormField, Select, type DataTableColumn } from '@inkwell/ui-kit';
import { PENDING_DEPOSIT_AGES, type AdminDepositDto, type PendingDepositAge } from '@inkwell/contracts';
import { ButtonRow, ListTable, useAuth, useDepositColumns, useLocalizedPath, usePaging, useRelativeDate } from '@inkwell/web-kit';
import { hasFakturaAccess } from '../access';
import { useGetAdminDepositsQuery } from '../api/billing-api';
import { CancelDepositModal } from './cancel-deposit-modal';
import { ClientIdField, useClientIdFilter } from './client-id-filter';
import { SettleDepositModal } from './settle-deposit-modal';
import { StyledFilterRow, StyledMuted } from './styled';

const isAge = (value: string): value is PendingDepositAge => (PENDING_DEPOSIT_AGES as readonly string[]).includes(value);

interface DepositActions {
  onRecord: (deposit: AdminDepositDto) => void;
  /** null when the admin lacks invoice access: cancelling writes a billing document (decision 014) */
  onCancel: ((deposit: AdminDepositDto) => void) | null;
}

function usePendingDepositColumns({ onRecord, onCancel }: DepositActions): DataTableColumn<AdminDepositDto>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const relativeDate = useRelativeDate();
  const column = useDepositColumns<AdminDepositDto>();
  return useMemo(
    () => [
      { id: 'id', header: t('billing.deposits.columns.id'), cell: (deposit) => deposit.id },
      {
        id: 'client',
        header: t('billing.deposits.columns.client'),
        cell: (deposit) => <Link to={localized(`/client/${deposit.clientId}`)}>{deposit.clientName}</Link>,
      },
      column.method(t('billing.deposits.columns.method')),
      column.amount(t('billing.deposits.columns.amount')),
      column.gross(t('billing.deposits.columns.gross')),
      column.created(t('billing.deposits.columns.created')),
      { id: 'waiting', header: t('billing.deposits.columns.waiting'), cell: (deposit) => relativeDate(deposit.createdAt) },
      { id: 'note', header: t('billing.deposits.columns.note'), cell: (deposit) => deposit.note ?? EMPTY_VALUE },
      {
        id: 'actions',
        header: t('billing.deposits.columns.actions'),
        // Only a bank transfer waits for an admin; SEPA debit and SOFORT are settled by the provider's webhook.
        cell: (deposit) =>
          deposit.paymentMethod === 'BANK' ? (
            <ButtonRow>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('billing.deposits.recordNamed', { id: deposit.id })}
                onClick={() => onRecord(deposit)}
              >
                {t('billing.deposits.record')}
              </Button>
              {onCancel && (
                <Button variant="secondary" size="sm" aria-label={t('billing.deposits.cancelNamed', { id: deposit.id })} onClick={() => onCancel(deposit)}>
                  {t('billing.deposits.cancel')}
                </Button>
              )}
            </ButtonRow>
          ) : (
            <StyledMuted>{t('billing.deposits.viaProvider')}</StyledMuted>
          ),
      },
    ],
    [t, localized, relativeDate, column, onRecord, onCancel],
  );
}

/** Deposits whose money has not arrived yet, oldest problems findable by how long they have waited. */
export function PendingDeposits() {
  const { t } = useTranslation();
  const paging = usePaging();
  const [age, setAge] = useState<PendingDepositAge | ''>('');
  const clientId = useClientIdFilter();
  const { user } = useAuth();
  const [recording, setRecording] = useState<AdminDepositDto | null>(null);
  const [cancelling, setCancelling] = useState<AdminDepositDto | null>(null);
  const columns = usePendingDepositColumns({ onRecord: setRecording, onCancel: hasFakturaAccess(user) ? setCancelling : null });
  const result = useGetAdminDepositsQuery({
    status: 'PENDING',
    age: age || undefined,
    clientId: clientId.applied,
    limit: paging.limit,
    offset: paging.offset,
  });

  return (
    <>
      <ListTable<AdminDepositDto>
        result={result}
        paging={paging}
        label={t('billing.deposits.label')}
        columns={columns}
        filters={
          <StyledFilterRow>
            <FormField label={t('billing.deposits.filters.age')} htmlFor="pending-deposit-age">
              <Select
                id="pending-deposit-age"
                value={age}
                placeholder={t('billing.filters.any')}
                options={PENDING_DEPOSIT_AGES.map((value) => ({ value, label: t(`billing.deposits.ages.${value}`) }))}
                onChange={(event) => {
                  setAge(isAge(event.target.value) ? event.target.value : '');
                  paging.setPage(0);
                }}
              />
            </FormField>
            <ClientIdField
              id="pending-deposit-client"
              filter={{
                ...clientId,
                setText: (text) => {
                  clientId.setText(text);
                  paging.setPage(0);
                },
              }}
            />
          </StyledFilterRow>
        }
        filtersActive={age !== '' || clientId.applied !== undefined}
        emptyState={<EmptyState title={t('billing.deposits.empty')} hint={t('billing.deposits.emptyHint')} />}
      />
      <SettleDepositModal deposit={recording} onClose={() => setRecording(null)} />
      <CancelDepositModal deposit={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
