// The notifications module's face: mail rendered from the templates staff edit, written to the outbox and handed to
// SMTP by a pg-boss job; a client's notification recipients; `notify` for the modules where things happen.
export { notificationsModule } from './notifications.routes.js';
export { initNotificationModels } from './notifications.model.js';
export { createMailer, type Mailer, type OutgoingMail } from './mailer.js';
export { createMailDelivery } from './mail-delivery.js';
export {
  notify,
  sendTemplateMail,
  type AccountMail,
  type Addressee,
  type LinguistMailChoices,
  type Notification,
  type NotificationEvent,
} from './notifications.service.js';
export {
  addNotificationRecipient,
  listNotificationRecipients,
  removeNotificationRecipient,
  updateNotificationRecipient,
} from './recipients.service.js';
export { notificationRecipientBody, notificationRecipientPageSchema, notificationRecipientSchema } from './notifications.schema.js';
