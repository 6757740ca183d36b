import type { Response } from 'express';
import { MESSAGE_ATTACHMENT_CONTENT_TYPES, MESSAGE_ATTACHMENT_FIELD, MESSAGE_ATTACHMENT_MAX_BYTES, type MessageAttachmentContentType, type Role } from '@inkwell/contracts';
import type { CoreModule } from '../module.js';
import type { ApiRouter } from '../../http/api-router.js';
import { uploadOf } from '../../http/file-upload.js';
import { mailboxOf, writerOf } from './mailbox.js';
import { getThread, listMessages, messageSummary } from './mailbox-queries.service.js';
import { createDraft, deleteMessage, editDraft, markThread, replyTo, sendDraft } from './message-writes.service.js';
import { listRecipients } from './recipients.service.js';
import { addAttachment, findAttachment, removeAttachment, type AttachmentFile } from './message-attachments.service.js';
import { listOrderThreads, postOrderMessage } from './order-conversations.service.js';
import {
  attachmentParams,
  attachmentSchema,
  editDraftBody,
  messageIdParams,
  messageListQuery,
  messagePageSchema,
  messageSchema,
  newMessageBody,
  orderIdParams,
  orderMessageBody,
  orderThreadsSchema,
  recipientPageSchema,
  recipientQuery,
  replyBody,
  summarySchema,
  threadSchema,
} from './messages.schema.js';

const TAGS: Record<Role, string[]> = { client: ['Client messages'], linguist: ['Linguist messages'], admin: ['Staff messages'] };
const MAILBOX: Record<Role, string> = { client: 'the client’s', linguist: 'the linguist’s', admin: 'the staff’s shared support' };
const NOT_HERS = { 404: { description: 'No such message in the caller’s mailbox (another tenant’s message answers the same)' } };
const NOT_ALLOWED = { 403: { description: 'The recipient is outside the set the caller may write to (or blocked the linguist)' } };

/** Sends an attachment for download: never rendered by the browser, whatever it is. */
export function sendAttachment(res: Response, file: AttachmentFile): void {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  res
    .status(200)
    .set({
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Content-Length': String(file.content.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-cache',
      ETag: `"${file.sha256}"`,
    })
    .end(file.content);
}

/** The same mailbox routes for each role, under the spec's paths (/linguist/messages, /linguist/message/{id}/send …). */
function registerMailbox(api: ApiRouter, role: Role): void {
  const tags = TAGS[role];
  const mailbox = MAILBOX[role];
  api.route({
    method: 'get',
    path: `/${role}/messages`,
    summary: `A folder of ${mailbox} mailbox (inbox, sent, trash, unread, new = drafts), newest first`,
    tags,
    access: role,
    query: messageListQuery,
    responses: { 200: { description: 'A page of threads and the total', schema: messagePageSchema } },
    handler: (req, _res, caller) => listMessages(mailboxOf(caller), caller.role, req.query),
  });
  api.route({
    method: 'get',
    path: `/${role}/messages/summary`,
    summary: 'Unread threads and when the caller last sent a message (header badge, dashboard card)',
    tags,
    access: role,
    responses: { 200: { description: 'The summary', schema: summarySchema } },
    handler: (_req, _res, caller) => messageSummary(mailboxOf(caller)),
  });
  api.route({
    method: 'get',
    path: `/${role}/messages/recipients`,
    summary:
      role === 'admin'
        ? 'Every client and linguist, by name, to write to'
        : role === 'client'
          ? 'Support and the linguists who wrote or proofread the client’s orders'
          : 'Support and the clients she worked for (not those who blocked her)',
    tags,
    access: role,
    query: recipientQuery,
    responses: { 200: { description: 'A page of recipients', schema: recipientPageSchema } },
    handler: (req, _res, caller) => listRecipients(mailboxOf(caller), caller.role, req.query),
  });
  api.route({
    method: 'post',
    path: `/${role}/message`,
    summary: 'Start a draft to a recipient (send it with /send)',
    tags,
    access: role,
    body: newMessageBody,
    status: 201,
    responses: { 201: { description: 'The draft', schema: messageSchema }, ...NOT_ALLOWED, 404: { description: 'An order the caller cannot see' } },
    handler: (req, _res, caller) => createDraft(writerOf(caller), req.body),
  });
  api.route({
    method: 'get',
    path: `/${role}/message/:id`,
    summary: 'The thread of a message with every message the caller may see, oldest first',
    tags,
    access: role,
    params: messageIdParams,
    responses: { 200: { description: 'The thread', schema: threadSchema }, ...NOT_HERS },
    handler: (req, _res, caller) => getThread(writerOf(caller), req.params.id),
  });
  api.route({
    method: 'put',
    path: `/${role}/message/:id`,
    summary: 'Change a draft of the caller’s side (the subject only while it opens its thread)',
    tags,
    access: role,
    params: messageIdParams,
    body: editDraftBody,
    responses: { 200: { description: 'The draft', schema: messageSchema }, ...NOT_HERS, 409: { description: 'Already sent, or the other side’s' } },
    handler: (req, _res, caller) => editDraft(writerOf(caller), req.params.id, req.body),
  });
  api.route({
    method: 'delete',
    path: `/${role}/message/:id`,
    summary: 'Discard a draft; move the thread to the trash; from the trash, delete it for good',
    tags,
    access: role,
    params: messageIdParams,
    status: 204,
    responses: { 204: { description: 'Done' }, ...NOT_HERS },
    handler: (req, _res, caller) => deleteMessage(mailboxOf(caller), req.params.id),
  });
  api.route({
    method: 'post',
    path: `/${role}/message/:id/send`,
    summary: 'Send a draft',
    tags,
    access: role,
    params: messageIdParams,
    responses: { 200: { description: 'The sent message', schema: messageSchema }, ...NOT_HERS, ...NOT_ALLOWED, 409: { description: 'Already sent' } },
    handler: (req, _res, caller) => sendDraft(writerOf(caller), req.params.id),
  });
  api.route({
    method: 'post',
    path: `/${role}/message/:id/reply`,
    summary: 'Reply in the message’s thread (at once, or as a draft)',
    tags,
    access: role,
    params: messageIdParams,
    body: replyBody,
    status: 201,
    responses: { 201: { description: 'The reply', schema: messageSchema }, ...NOT_HERS, ...NOT_ALLOWED },
    handler: (req, _res, caller) => replyTo(writerOf(caller), req.params.id, req.body),
  });
  for (const read of [true, false]) {
    api.route({
      method: 'put',
      path: `/${role}/message/:id/${read ? 'read' : 'unread'}`,
      summary: read ? 'Mark the message’s thread read' : 'Mark the message’s thread unread',
      tags,
      access: role,
      params: messageIdParams,
      status: 204,
      responses: { 204: { description: 'Done' }, ...NOT_HERS },
      handler: (req, _res, caller) => markThread(mailboxOf(caller), req.params.id, read),
    });
  }
  api.route({
    method: 'post',
    path: `/${role}/message/:id/attachment`,
    summary: 'Attach a file to a draft (PDF, Word, Excel, PNG or JPEG, recognised by content)',
    tags,
    access: role,
    params: messageIdParams,
    upload: { field: MESSAGE_ATTACHMENT_FIELD, maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES, types: MESSAGE_ATTACHMENT_CONTENT_TYPES, description: 'the file' },
    status: 201,
    responses: {
      201: { description: 'The attachment', schema: attachmentSchema },
      ...NOT_HERS,
      409: { description: 'The message is sent' },
      422: { description: 'The message has as many files as it may carry' },
    },
    handler: (req, _res, caller) => addAttachment(writerOf(caller), req.params.id, uploadOf<MessageAttachmentContentType>(req)),
  });
  api.route({
    method: 'delete',
    path: `/${role}/message/:id/attachment/:attachmentId`,
    summary: 'Remove a file from a draft',
    tags,
    access: role,
    params: attachmentParams,
    status: 204,
    responses: { 204: { description: 'Removed' }, ...NOT_HERS, 409: { description: 'The message is sent' } },
    handler: (req, _res, caller) => removeAttachment(writerOf(caller), req.params.id, req.params.attachmentId),
  });
  api.route({
    method: 'get',
    path: `/${role}/message/:id/attachment/:attachmentId`,
    summary: role === 'admin' ? 'Download a file of any sent message (staff read every conversation)' : 'Download a file of a message the caller may read',
    tags,
    access: role,
    params: attachmentParams,
    responses: { 200: { description: 'The file, as an attachment', contentType: 'application/octet-stream' }, ...NOT_HERS },
    handler: async (req, res, caller) => sendAttachment(res, await findAttachment(role === 'admin' ? null : mailboxOf(caller), req.params.id, req.params.attachmentId)),
  });

  api.route({
    method: 'get',
    path: `/${role}/order/:id/messages`,
    summary: role === 'admin' ? 'Every conversation about the order' : 'The caller’s conversations about an order it may see',
    tags,
    access: role,
    params: orderIdParams,
    responses: { 200: { description: 'Threads with their messages', schema: orderThreadsSchema }, 404: { description: 'An order the caller cannot see' } },
    handler: (req, _res, caller) => listOrderThreads(writerOf(caller), req.params.id),
  });
  api.route({
    method: 'post',
    path: `/${role}/order/:id/messages`,
    summary:
      role === 'client'
        ? 'Write about the order, to its linguist by default'
        : role === 'linguist'
          ? 'Write to the order’s client (once she works on it) or to support'
          : 'Write to the order’s client (by default) or one of its linguists',
    tags,
    access: role,
    params: orderIdParams,
    body: orderMessageBody,
    status: 201,
    responses: {
      201: { description: 'The message, sent', schema: messageSchema },
      ...NOT_ALLOWED,
      404: { description: 'An order the caller cannot see' },
      422: { description: 'No recipient named and nobody works on the order yet' },
    },
    handler: (req, _res, caller) => postOrderMessage(writerOf(caller), req.params.id, req.body),
  });
}

/** Messages of the three apps (decision 032). */
export const messagesModule: CoreModule = {
  name: 'messages',
  register(api) {
    for (const role of ['client', 'linguist', 'admin'] as const) registerMailbox(api, role);
  },
};
