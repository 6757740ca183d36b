import Joi from 'joi';
import {
  CLIENT_NOTIFICATION_EVENTS,
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_TEMPLATE_IDS,
  INTERFACE_LANGUAGES,
  MAIL_STATUSES,
  NOTIFICATION_RECIPIENT_NAME_MAX_LENGTH,
  ROLES,
  type EmailTemplateId,
  type EmailTemplatePreviewRequest,
  type EmailTemplateUpdate,
  type NotificationRecipientBody,
} from '@inkwell/contracts';
import type { OutboxQuery } from './outbox.service.js';

export const outboxQuery = Joi.object<OutboxQuery>({
  limit: Joi.number().integer().min(1).max(100).default(25),
  offset: Joi.number().integer().min(0).default(0),
  recipient: Joi.string().trim().max(254),
  status: Joi.string().valid(...MAIL_STATUSES),
});

const id = Joi.number().integer().min(1).max(2_147_483_647);

export const outboxIdParams = Joi.object<{ id: number }>({ id: id.required() });

export const emailTemplateParams = Joi.object<{ id: EmailTemplateId }>({ id: Joi.string().valid(...EMAIL_TEMPLATE_IDS).required() });

const subject = Joi.string()
  .trim()
  .min(1)
  .max(EMAIL_SUBJECT_MAX_LENGTH)
  .pattern(/^[^\r\n]*$/, 'one line');
const body = Joi.string().min(1).max(EMAIL_BODY_MAX_LENGTH);

export const emailTemplateUpdateBody = Joi.object<EmailTemplateUpdate>(
  Object.fromEntries(INTERFACE_LANGUAGES.map((language) => [language, Joi.object({ subject: subject.required(), body: body.required() })])),
)
  .min(1)
  .description('the languages to change, each with subject and body');

export const emailTemplatePreviewBody = Joi.object<EmailTemplatePreviewRequest>({
  language: Joi.string().valid(...INTERFACE_LANGUAGES).required(),
  subject,
  body,
});

export const notificationRecipientBody = Joi.object<NotificationRecipientBody>({
  email: Joi.string().trim().email({ tlds: false }).max(254).required(),
  name: Joi.string().trim().min(1).max(NOTIFICATION_RECIPIENT_NAME_MAX_LENGTH).required(),
  events: Joi.array()
    .items(Joi.string().valid(...CLIENT_NOTIFICATION_EVENTS))
    .unique()
    .min(1)
    .required(),
});

export const recipientParams = Joi.object<{ id: number }>({ id: id.required() });

const date = Joi.string().isoDate();
const placeholderSchema = Joi.object({ name: Joi.string(), sample: Joi.string(), optional: Joi.boolean() });
const audience = Joi.array().items(Joi.string().valid(...ROLES));

const emailTemplateSummarySchema = Joi.object({
  id: Joi.string().valid(...EMAIL_TEMPLATE_IDS),
  audience,
  placeholders: Joi.array().items(Joi.string()),
  subject: Joi.string(),
  subjects: Joi.object(Object.fromEntries(INTERFACE_LANGUAGES.map((language) => [language, Joi.string()]))),
  updatedAt: date,
});

export const emailTemplateListSchema = Joi.array().items(emailTemplateSummarySchema);

export const emailTemplateSchema = Joi.object({
  id: Joi.string().valid(...EMAIL_TEMPLATE_IDS),
  audience,
  placeholders: Joi.array().items(placeholderSchema),
  translations: Joi.array().items(
    Joi.object({ language: Joi.string().valid(...INTERFACE_LANGUAGES), subject: Joi.string(), body: Joi.string(), updatedAt: date }),
  ),
});

export const emailPreviewSchema = Joi.object({ subject: Joi.string(), text: Joi.string(), html: Joi.string() });

export const outboxMailSchema = Joi.object({
  id: Joi.number().integer(),
  recipient: Joi.string(),
  subject: Joi.string().allow(''),
  textBody: Joi.string().allow(''),
  htmlBody: Joi.string().allow(null),
  template: Joi.string(),
  language: Joi.string().valid(...INTERFACE_LANGUAGES).allow(null),
  status: Joi.string().valid(...MAIL_STATUSES),
  attempts: Joi.number().integer(),
  createdAt: date,
  lastAttemptAt: date.allow(null),
  sentAt: date.allow(null),
  error: Joi.string().allow(null),
  attachments: Joi.array().items(Joi.object({ filename: Joi.string(), contentType: Joi.string(), size: Joi.number().integer() })),
});

export const outboxPageSchema = Joi.object({ data: Joi.array().items(outboxMailSchema), total: Joi.number().integer() });

export const notificationRecipientSchema = Joi.object({
  id: Joi.number().integer(),
  email: Joi.string(),
  name: Joi.string(),
  events: Joi.array().items(Joi.string().valid(...CLIENT_NOTIFICATION_EVENTS)),
  createdAt: date,
  updatedAt: date,
});

export const notificationRecipientPageSchema = Joi.object({ data: Joi.array().items(notificationRecipientSchema), total: Joi.number().integer() });
