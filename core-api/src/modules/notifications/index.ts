// The notifications module's face: mail from templates, through SMTP or the outbox staff can read.
export { notificationsModule } from './notifications.routes.js';
export { initOutboxModel } from './outbox.model.js';
export { createMailer, type Mailer, type OutgoingMail } from './mailer.js';
export { sendTemplateMail, type AccountMail } from './notifications.service.js';
