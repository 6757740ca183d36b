import Joi from 'joi';
import {
  MESSAGE_ATTACHMENT_CONTENT_TYPES,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_FOLDERS,
  MESSAGE_PARTY_ROLES,
  MESSAGE_SUBJECT_MAX_LENGTH,
  STAFF_VIEW_MESSAGE_FOLDERS,
  type EditDraftBody,
  type MessageRecipient,
  type NewMessageBody,
  type OrderMessageBody,
  type PartyMessageBody,
  type RecipientQuery,
  type ReplyBody,
} from '@inkwell/contracts';
import { MAX_INT4, pageKeys, pageSchema } from '../../shared/query-schemas.js';
import type { MessageListParams } from './mailbox-queries.service.js';

const id = Joi.number().integer().min(1).max(MAX_INT4);

/** Plain text kept exactly as sent (no trimming): line breaks and spacing are the writer's. */
const messageBody = Joi.string()
  .max(MESSAGE_BODY_MAX_LENGTH)
  .pattern(/\S/, 'text')
  .messages({ 'string.pattern.name': '{{#label}} must contain some text' })
  .description(`plain text with line breaks, 1 to ${MESSAGE_BODY_MAX_LENGTH} characters; shown escaped, never as HTML`);
const subject = Joi.string().trim().min(1).max(MESSAGE_SUBJECT_MAX_LENGTH);

export const messageIdParams = Joi.object<{ id: number }>({ id: id.required() });
export const attachmentParams = Joi.object<{ id: number; attachmentId: number }>({ id: id.required(), attachmentId: id.required() });
export const partyIdParams = Joi.object<{ id: number }>({ id: id.required() });
export const partyMessageParams = Joi.object<{ id: number; messageId: number }>({ id: id.required(), messageId: id.required() });
export const orderIdParams = Joi.object<{ id: number }>({ id: id.required() });

const listKeys = { search: Joi.string().trim().max(100).allow(''), ...pageKeys };

export const messageListQuery = Joi.object<MessageListParams>({
  type: Joi.string()
    .valid(...MESSAGE_FOLDERS)
    .default('inbox'),
  ...listKeys,
});

/** Staff looking at a client's or linguist's mailbox: its folders without its drafts (decision 032). */
export const staffViewListQuery = Joi.object<MessageListParams>({
  type: Joi.string()
    .valid(...STAFF_VIEW_MESSAGE_FOLDERS)
    .default('inbox')
    .description('the side’s drafts (`new`) are its own: staff never list them'),
  ...listKeys,
});

export const recipientQuery = Joi.object<Required<Pick<RecipientQuery, 'limit' | 'offset'>> & RecipientQuery>({
  search: Joi.string().trim().max(100).allow(''),
  role: Joi.string().valid('client', 'linguist'),
  ...pageKeys,
});

const recipient = Joi.object<MessageRecipient>({
  role: Joi.string()
    .valid(...MESSAGE_PARTY_ROLES)
    .required(),
  id: id.when('role', { is: 'support', then: Joi.forbidden(), otherwise: Joi.required() }),
}).description('a client or linguist by id, or support (no id)');

export const newMessageBody = Joi.object<NewMessageBody>({
  recipient: recipient.required(),
  subject: subject.required(),
  body: messageBody.required(),
  orderId: id.description('put the draft into this order’s conversation with the recipient'),
});

export const editDraftBody = Joi.object<EditDraftBody>({ subject, body: messageBody }).or('subject', 'body');

export const replyBody = Joi.object<ReplyBody>({
  body: messageBody.required(),
  draft: Joi.boolean().default(false).description('keep the reply as a draft, to attach files before sending it'),
});

export const orderMessageBody = Joi.object<OrderMessageBody>({
  body: messageBody.required(),
  recipient: recipient.description('by default a client writes to the order’s linguist, everyone else to its client'),
});

export const partyMessageBody = Joi.object<PartyMessageBody>({ subject: subject.required(), body: messageBody.required(), orderId: id });

// Answers, for the OpenAPI document.
const party = Joi.object({
  role: Joi.string()
    .valid(...MESSAGE_PARTY_ROLES)
    .required(),
  id: Joi.number().integer().allow(null).required(),
  name: Joi.string().required(),
});

const attachment = Joi.object({
  id: Joi.number().integer().required(),
  fileName: Joi.string().required(),
  contentType: Joi.string()
    .valid(...MESSAGE_ATTACHMENT_CONTENT_TYPES)
    .required(),
  bytes: Joi.number().integer().required(),
  sha256: Joi.string().hex().length(64).required(),
});
export const attachmentSchema = attachment;

export const messageSchema = Joi.object({
  id: Joi.number().integer().required(),
  threadId: Joi.number().integer().required(),
  sender: party.required(),
  staffName: Joi.string().allow(null).required(),
  body: Joi.string().required(),
  createdAt: Joi.string().isoDate().required(),
  sentAt: Joi.string().isoDate().allow(null).required(),
  draft: Joi.boolean().required(),
  mine: Joi.boolean().required(),
  attachments: Joi.array().items(attachment).required(),
});

export const threadSchema = Joi.object({
  id: Joi.number().integer().required(),
  subject: Joi.string().required(),
  orderId: Joi.number().integer().allow(null).required(),
  participants: Joi.array().items(party).required(),
  unread: Joi.boolean().required(),
  trashed: Joi.boolean().required(),
  canReply: Joi.boolean().required(),
  messages: Joi.array().items(messageSchema).required(),
});

export const messagePageSchema = pageSchema(
  Joi.object({
    id: Joi.number().integer().required(),
    threadId: Joi.number().integer().required(),
    subject: Joi.string().required(),
    orderId: Joi.number().integer().allow(null).required(),
    counterpart: party.required(),
    sender: party.required(),
    preview: Joi.string().allow('').required(),
    at: Joi.string().isoDate().required(),
    draft: Joi.boolean().required(),
    unread: Joi.boolean().required(),
    messages: Joi.number().integer().required(),
    attachments: Joi.number().integer().required(),
  }),
);

export const recipientPageSchema = pageSchema(party);

export const summarySchema = Joi.object({ unread: Joi.number().integer().required(), lastSentAt: Joi.string().isoDate().allow(null).required() });

export const orderThreadsSchema = Joi.object({ data: Joi.array().items(threadSchema).required() });
