import { NotificationRecipientsPanel } from '@inkwell/web-kit';
import { notificationRecipientsApi } from '../api/notification-recipients-api';

/** Spec settings tab notifications: the client's notification recipients, added, changed and removed in dialogs. */
export function NotificationRecipientsTab() {
  return <NotificationRecipientsPanel api={notificationRecipientsApi} />;
}
