import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { NotificationRecipientDto } from '@inkwell/contracts';
import { Section, WholeListTable } from '@inkwell/web-kit';
import { useGetClientNotificationRecipientsQuery } from '../api/clients-api';

/** Spec client tab settings, its notification list: who besides the account gets the client's mails, by event. */
export function ClientNotificationsTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const { data, error, isFetching } = useGetClientNotificationRecipientsQuery(clientId);
  const columns = useMemo<DataTableColumn<NotificationRecipientDto>[]>(() => {
    const header = (id: string) => t(`clients.notifications.columns.${id}`);
    return [
      { id: 'name', header: header('name'), cell: (recipient) => recipient.name },
      { id: 'email', header: header('email'), cell: (recipient) => recipient.email },
      { id: 'events', header: header('events'), cell: (recipient) => recipient.events.map((event) => t(`clients.notifications.events.${event}`)).join(', ') },
      { id: 'added', header: header('added'), cell: (recipient) => formatDate(recipient.createdAt) },
    ];
  }, [t]);
  return (
    <Section title={t('clients.notifications.title')}>
      <p>{t('clients.notifications.intro')}</p>
      <WholeListTable<NotificationRecipientDto>
        result={{ data: data?.data, isFetching, error }}
        label={t('clients.notifications.title')}
        columns={columns}
        emptyState={<EmptyState title={t('clients.notifications.empty')} />}
      />
    </Section>
  );
}
