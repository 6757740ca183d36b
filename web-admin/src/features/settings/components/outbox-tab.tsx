import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, EMPTY_VALUE, formatDate, FormField, Select, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import { MAIL_STATUSES, type MailStatus, type OutboxMailDto } from '@inkwell/contracts';
import { errorToText, ListTable, usePaging } from '@inkwell/web-kit';
import { useGetOutboxQuery, useRetryOutboxMailMutation } from '../api/email-templates-api';
import { StyledError, StyledIntro, StyledMuted } from './styled';

const isMailStatus = (value: string): value is MailStatus => (MAIL_STATUSES as readonly string[]).includes(value);

function RetryButton({ mail }: { mail: OutboxMailDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [retry, { isLoading }] = useRetryOutboxMailMutation();
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={isLoading}
      aria-label={t('settings.outbox.retryFor', { recipient: mail.recipient })}
      onClick={() =>
        void retry(mail.id)
          .unwrap()
          .then(
            () => toast.show(t('settings.outbox.retried'), 'success'),
            (error: unknown) => toast.show(errorToText(error, t), 'danger'),
          )
      }
    >
      {t('settings.outbox.retry')}
    </Button>
  );
}

/** The settings tab "Sent mail": what the platform wrote, whether SMTP took it, and a retry for a failed one. */
export function OutboxTab() {
  const { t } = useTranslation();
  const paging = usePaging();
  const [status, setStatus] = useState<MailStatus | ''>('');
  const result = useGetOutboxQuery({ limit: paging.limit, offset: paging.offset, status: status || undefined });
  const columns: DataTableColumn<OutboxMailDto>[] = [
    { id: 'created', header: t('settings.outbox.columns.created'), cell: (mail) => formatDate(mail.createdAt, true) },
    { id: 'recipient', header: t('settings.outbox.columns.recipient'), cell: (mail) => mail.recipient },
    {
      id: 'subject',
      header: t('settings.outbox.columns.subject'),
      cell: (mail) => (
        <>
          {mail.subject || EMPTY_VALUE}
          <StyledMuted>{t(`settings.emailTemplates.names.${mail.template}`, { defaultValue: mail.template })}</StyledMuted>
        </>
      ),
    },
    {
      id: 'status',
      header: t('settings.outbox.columns.status'),
      cell: (mail) => (
        <>
          {t(`settings.outbox.statuses.${mail.status}`)}
          {mail.error && <StyledError>{t('settings.outbox.lastError', { error: mail.error })}</StyledError>}
        </>
      ),
    },
    { id: 'attempts', header: t('settings.outbox.columns.attempts'), align: 'right', cell: (mail) => mail.attempts },
    { id: 'actions', header: t('settings.outbox.columns.actions'), cell: (mail) => (mail.status === 'failed' ? <RetryButton mail={mail} /> : null) },
  ];
  return (
    <>
      <StyledIntro>{t('settings.outbox.intro')}</StyledIntro>
      <ListTable<OutboxMailDto>
        result={result}
        paging={paging}
        label={t('settings.outbox.list')}
        columns={columns}
        filters={
          <FormField label={t('settings.outbox.status')} htmlFor="outbox-status">
            <Select
              id="outbox-status"
              value={status}
              placeholder={t('settings.outbox.anyStatus')}
              options={MAIL_STATUSES.map((value) => ({ value, label: t(`settings.outbox.statuses.${value}`) }))}
              onChange={(event) => {
                setStatus(isMailStatus(event.target.value) ? event.target.value : '');
                paging.setPage(0);
              }}
            />
          </FormField>
        }
        filtersActive={status !== ''}
        emptyState={<EmptyState title={t('settings.outbox.empty')} />}
      />
    </>
  );
}
