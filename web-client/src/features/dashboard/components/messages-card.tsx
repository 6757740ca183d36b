import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@inkwell/ui-kit';
import { useLocalizedPath } from '@inkwell/web-kit';
import { useGetMessageSummaryQuery } from '../../../api/messages-api';
import { SummaryCard } from './summary-card';

/** Spec §2 Messages card: how many conversations wait unread, and when the client last sent a message. */
export function MessagesCard() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { data: summary, error, isLoading } = useGetMessageSummaryQuery();
  return (
    <SummaryCard
      title={t('dashboard.messages.title')}
      rows={2}
      loading={isLoading}
      error={error}
      items={
        summary
          ? [
              {
                id: 'unread',
                label: <Link to={localized('/messages/unread')}>{t('dashboard.messages.unread')}</Link>,
                value: summary.unread,
              },
              {
                id: 'last-sent',
                label: t('dashboard.messages.lastSent'),
                value: summary.lastSentAt ? formatDate(summary.lastSentAt, true) : t('dashboard.messages.never'),
              },
            ]
          : null
      }
    />
  );
}
