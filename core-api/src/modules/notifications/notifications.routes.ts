import type { CoreModule } from '../module.js';
import { bindNotificationsRuntime } from './notifications.service.js';
import { getEmailTemplate, listEmailTemplates, previewEmailTemplate, updateEmailTemplate } from './email-templates.service.js';
import { listOutbox, retryOutboxMail } from './outbox.service.js';
import { addNotificationRecipient, listNotificationRecipients, removeNotificationRecipient, updateNotificationRecipient } from './recipients.service.js';
import {
  emailPreviewSchema,
  emailTemplateParams,
  emailTemplatePreviewBody,
  emailTemplateSchema,
  emailTemplateListSchema,
  emailTemplateUpdateBody,
  notificationRecipientBody,
  notificationRecipientPageSchema,
  notificationRecipientSchema,
  outboxIdParams,
  outboxMailSchema,
  outboxPageSchema,
  outboxQuery,
  recipientParams,
} from './notifications.schema.js';

const TAGS = ['Notifications'];
const TEMPLATE_NOT_FOUND = { 404: { description: 'No such template' } };
const RECIPIENT_NOT_FOUND = { 404: { description: 'No such recipient of this client' } };

export const notificationsModule: CoreModule = {
  name: 'notifications',
  register(api, runtime) {
    bindNotificationsRuntime(runtime);

    api.route({
      method: 'get',
      path: '/admin/outbox',
      summary: 'Mail core-api has sent or tried to send, newest first, with its delivery status (readable without SMTP)',
      tags: TAGS,
      access: 'admin',
      query: outboxQuery,
      responses: { 200: { description: 'One page', schema: outboxPageSchema } },
      handler: (req) => listOutbox(req.query),
    });
    api.route({
      method: 'post',
      path: '/admin/outbox/:id/retry',
      summary: 'Queue a failed mail for delivery again, with a fresh round of attempts',
      tags: TAGS,
      access: 'admin',
      params: outboxIdParams,
      responses: { 200: { description: 'The mail, queued', schema: outboxMailSchema }, 404: { description: 'No such mail' }, 409: { description: 'Not a failed mail, or no SMTP server configured' } },
      handler: (req) => retryOutboxMail(runtime.mailer, req.params.id),
    });

    api.route({
      method: 'get',
      path: '/admin/email-templates',
      summary: 'Every e-mail template: who receives it, its placeholders and its subject in each interface language',
      tags: TAGS,
      access: 'admin',
      responses: { 200: { description: 'The templates', schema: emailTemplateListSchema } },
      handler: () => listEmailTemplates(),
    });
    api.route({
      method: 'get',
      path: '/admin/email-template/:id',
      summary: 'One e-mail template: subject and body in every interface language, and the placeholders it may use',
      tags: TAGS,
      access: 'admin',
      params: emailTemplateParams,
      responses: { 200: { description: 'The template', schema: emailTemplateSchema }, ...TEMPLATE_NOT_FOUND },
      handler: (req) => getEmailTemplate(req.params.id),
    });
    api.route({
      method: 'put',
      path: '/admin/email-template/:id',
      summary: 'Change the subject and body of some languages; every placeholder must be one the template knows',
      tags: TAGS,
      access: 'admin',
      params: emailTemplateParams,
      body: emailTemplateUpdateBody,
      responses: {
        200: { description: 'The template as saved', schema: emailTemplateSchema },
        400: { description: 'Names `<language>.subject` or `<language>.body` and the unknown, malformed or possibly empty placeholder' },
        ...TEMPLATE_NOT_FOUND,
      },
      handler: (req, _res, caller) => updateEmailTemplate(caller.id, req.params.id, req.body),
    });
    api.route({
      method: 'post',
      path: '/admin/email-template/:id/preview',
      summary: 'The template filled with sample data: the saved text of a language, or an unsaved subject and body',
      tags: TAGS,
      access: 'admin',
      params: emailTemplateParams,
      body: emailTemplatePreviewBody,
      responses: { 200: { description: 'Subject, plain text and HTML', schema: emailPreviewSchema }, ...TEMPLATE_NOT_FOUND },
      handler: (req) => previewEmailTemplate(req.params.id, req.body),
    });

    api.route({
      method: 'get',
      path: '/client/notifications-recipients',
      summary: 'The people besides the account who get the client’s mails, with the events each receives',
      tags: TAGS,
      access: 'client',
      responses: { 200: { description: 'Oldest first', schema: notificationRecipientPageSchema } },
      handler: (_req, _res, caller) => listNotificationRecipients(caller.id),
    });
    api.route({
      method: 'post',
      path: '/client/notifications-recipient',
      summary: 'Add a notification recipient',
      tags: TAGS,
      access: 'client',
      body: notificationRecipientBody,
      status: 201,
      responses: {
        201: { description: 'The recipient', schema: notificationRecipientSchema },
        409: { description: 'The client has this address already' },
        422: { description: 'The client has the most recipients allowed' },
      },
      handler: (req, _res, caller) => addNotificationRecipient(caller.id, req.body),
    });
    api.route({
      method: 'put',
      path: '/client/notifications-recipient/:id',
      summary: 'Change a notification recipient’s address, name and events',
      tags: TAGS,
      access: 'client',
      params: recipientParams,
      body: notificationRecipientBody,
      responses: { 200: { description: 'The recipient', schema: notificationRecipientSchema }, 409: { description: 'The client has this address already' }, ...RECIPIENT_NOT_FOUND },
      handler: (req, _res, caller) => updateNotificationRecipient(caller.id, req.params.id, req.body),
    });
    api.route({
      method: 'delete',
      path: '/client/notifications-recipient/:id',
      summary: 'Remove a notification recipient',
      tags: TAGS,
      access: 'client',
      params: recipientParams,
      status: 204,
      responses: RECIPIENT_NOT_FOUND,
      handler: (req, _res, caller) => removeNotificationRecipient(caller.id, req.params.id),
    });
  },
};
