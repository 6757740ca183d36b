import type { MailboxPartyRole } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { ApiRouter } from '../../http/api-router.js';
import type { CoreModule } from '../module.js';
import { findClientById, findLinguistById } from '../users/index.js';
import { writerOf, type Mailbox } from './mailbox.js';
import { listMessages, threadOfMailbox } from './mailbox-queries.service.js';
import { createDraft, markPartyThread, replyForParty } from './message-writes.service.js';
import {
  messagePageSchema,
  messageSchema,
  partyIdParams,
  partyMessageBody,
  partyMessageParams,
  replyBody,
  staffViewListQuery,
  threadSchema,
} from './messages.schema.js';

const TAGS = ['Staff messages'];
const PARTY = {
  client: { noun: 'client', found: findClientById, notFound: 'Client' },
  linguist: { noun: 'linguist', found: findLinguistById, notFound: 'Linguist' },
} as const;
const CLIENT_LINGUIST = { 403: { description: 'A conversation between a client and a linguist: staff read it but do not write into it' } };

/** The side's mailbox; 404 when no such client or linguist exists. */
async function existingMailbox(role: MailboxPartyRole, id: number): Promise<Mailbox> {
  if (!(await PARTY[role].found(id))) throw AppError.notFound(PARTY[role].notFound);
  return { role, partyId: id };
}

/**
 * The messages tab of the admin client page (admin spec §7.1 "Messages per client") and of the admin linguist page
 * (decision 041): that side's mailbox as it sees it, without its drafts and without changing its state; staff write
 * as support.
 */
function registerPartyMailbox(api: ApiRouter, role: MailboxPartyRole): void {
  const { noun } = PARTY[role];
  const notFound = { 404: { description: `No such ${noun}, or no such message in the ${noun}’s mailbox` } };
  api.route({
    method: 'get',
    path: `/admin/${role}/:id/messages`,
    summary: `A folder of the ${noun}’s mailbox (inbox, sent, trash, unread; never the ${noun}’s drafts)`,
    tags: TAGS,
    access: 'admin',
    params: partyIdParams,
    query: staffViewListQuery,
    responses: { 200: { description: 'A page of threads and the total', schema: messagePageSchema }, ...notFound },
    handler: async (req) => listMessages(await existingMailbox(role, req.params.id), 'admin', req.query),
  });
  api.route({
    method: 'get',
    path: `/admin/${role}/:id/message/:messageId`,
    summary: `A thread of the ${noun} as the ${noun} sees it (never its drafts)`,
    tags: TAGS,
    access: 'admin',
    params: partyMessageParams,
    responses: { 200: { description: 'The thread', schema: threadSchema }, ...notFound },
    handler: async (req) => threadOfMailbox(await existingMailbox(role, req.params.id), 'admin', req.params.messageId),
  });
  api.route({
    method: 'post',
    path: `/admin/${role}/:id/message`,
    summary: `Start a staff draft to the ${noun} (send it with POST /admin/message/:id/send)`,
    tags: TAGS,
    access: 'admin',
    params: partyIdParams,
    body: partyMessageBody,
    status: 201,
    responses: { 201: { description: 'The draft', schema: messageSchema }, ...notFound },
    handler: async (req, _res, caller) => {
      const mailbox = await existingMailbox(role, req.params.id);
      return createDraft(writerOf(caller), { ...req.body, recipient: { role, id: mailbox.partyId as number } });
    },
  });
  api.route({
    method: 'post',
    path: `/admin/${role}/:id/message/:messageId/reply`,
    summary: `Reply as support in a thread between the ${noun} and support`,
    tags: TAGS,
    access: 'admin',
    params: partyMessageParams,
    body: replyBody,
    status: 201,
    responses: { 201: { description: 'The reply', schema: messageSchema }, ...notFound, ...CLIENT_LINGUIST },
    handler: async (req, _res, caller) => replyForParty(writerOf(caller), await existingMailbox(role, req.params.id), req.params.messageId, req.body),
  });
  for (const read of [true, false]) {
    api.route({
      method: 'put',
      path: `/admin/${role}/:id/message/:messageId/${read ? 'read' : 'unread'}`,
      summary: `Mark a thread between the ${noun} and support ${read ? 'read' : 'unread'} for staff`,
      tags: TAGS,
      access: 'admin',
      params: partyMessageParams,
      status: 204,
      responses: { 204: { description: 'Done' }, ...notFound, ...CLIENT_LINGUIST },
      handler: async (req) => markPartyThread(await existingMailbox(role, req.params.id), req.params.messageId, read),
    });
  }
}

/** Staff's view of a client's and of a linguist's mailbox (decisions 032, 041). */
export const partyMailboxModule: CoreModule = {
  name: 'party-mailbox',
  register(api) {
    for (const role of ['client', 'linguist'] as const) registerPartyMailbox(api, role);
  },
};
