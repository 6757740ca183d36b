import { useTranslation } from 'react-i18next';
import { NotificationRecipientsPanel, Section } from '@inkwell/web-kit';
import { notificationRecipientsApi } from '../api/notification-recipients-api';

/** Spec client tab settings, its notification list: who besides the account gets the client's mails, by event. */
export function ClientNotificationsTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  return (
    <Section title={t('clients.notifications.title')}>
      <NotificationRecipientsPanel api={notificationRecipientsApi} clientId={clientId} />
    </Section>
  );
}
