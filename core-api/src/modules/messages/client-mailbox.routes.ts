import type { CoreModule } from '../module.js';
import { AppError } from '@inkwell/service-kit';
import { findClientById } from '../users/index.js';
import { writerOf } from './mailbox.js';
import { listMessages, threadOfMailbox } from './mailbox-queries.service.js';
import { createDraft, markClientThread, replyForClient } from './message-writes.service.js';
import {
  clientIdParams,
  clientMessageBody,
  clientMessageParams,
  messageListQuery,
  messagePageSchema,
  messageSchema,
  replyBody,
  threadSchema,
} from './messages.schema.js';

const TAGS = ['Staff messages'];
const NO_CLIENT = { 404: { description: 'No such client, or no such message in the client’s mailbox' } };
const CLIENT_LINGUIST = { 403: { description: 'A conversation between the client and a linguist: staff read it but do not write into it' } };

async function existingClient(clientId: number): Promise<{ role: 'client'; partyId: number }> {
  if (!(await findClientById(clientId))) throw AppError.notFound('Client');
  return { role: 'client', partyId: clientId };
}

/**
 * The admin client page's messages tab (admin spec §7.1 "Messages per client"): the client's mailbox as the client
 * sees it, without changing its state; staff write as support.
 */
export const clientMailboxModule: CoreModule = {
  name: 'client-mailbox',
  register(api) {
    api.route({
      method: 'get',
      path: '/admin/client/:id/messages',
      summary: 'A folder of the client’s mailbox (inbox, sent, trash, unread, new = the client’s drafts)',
      tags: TAGS,
      access: 'admin',
      params: clientIdParams,
      query: messageListQuery,
      responses: { 200: { description: 'A page of threads and the total', schema: messagePageSchema }, ...NO_CLIENT },
      handler: async (req) => listMessages(await existingClient(req.params.id), 'admin', req.query),
    });
    api.route({
      method: 'get',
      path: '/admin/client/:id/message/:messageId',
      summary: 'A thread of the client as the client sees it (never its drafts)',
      tags: TAGS,
      access: 'admin',
      params: clientMessageParams,
      responses: { 200: { description: 'The thread', schema: threadSchema }, ...NO_CLIENT },
      handler: async (req) => threadOfMailbox(await existingClient(req.params.id), 'admin', req.params.messageId),
    });
    api.route({
      method: 'post',
      path: '/admin/client/:id/message',
      summary: 'Start a staff draft to the client (send it with POST /admin/message/:id/send)',
      tags: TAGS,
      access: 'admin',
      params: clientIdParams,
      body: clientMessageBody,
      status: 201,
      responses: { 201: { description: 'The draft', schema: messageSchema }, ...NO_CLIENT },
      handler: async (req, _res, caller) => {
        const client = await existingClient(req.params.id);
        return createDraft(writerOf(caller), { ...req.body, recipient: { role: 'client', id: client.partyId } });
      },
    });
    api.route({
      method: 'post',
      path: '/admin/client/:id/message/:messageId/reply',
      summary: 'Reply as support in a thread between the client and support',
      tags: TAGS,
      access: 'admin',
      params: clientMessageParams,
      body: replyBody,
      status: 201,
      responses: { 201: { description: 'The reply', schema: messageSchema }, ...NO_CLIENT, ...CLIENT_LINGUIST },
      handler: async (req, _res, caller) => replyForClient(writerOf(caller), (await existingClient(req.params.id)).partyId, req.params.messageId, req.body),
    });
    for (const read of [true, false]) {
      api.route({
        method: 'put',
        path: `/admin/client/:id/message/:messageId/${read ? 'read' : 'unread'}`,
        summary: `Mark a thread between the client and support ${read ? 'read' : 'unread'} for staff`,
        tags: TAGS,
        access: 'admin',
        params: clientMessageParams,
        status: 204,
        responses: { 204: { description: 'Done' }, ...NO_CLIENT, ...CLIENT_LINGUIST },
        handler: async (req) => markClientThread((await existingClient(req.params.id)).partyId, req.params.messageId, read),
      });
    }
  },
};
