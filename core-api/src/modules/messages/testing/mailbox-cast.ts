import type { MessageDto, MessageListItem, MessageSummary, MessageThread, Page, Role } from '@inkwell/contracts';
import type { TestContext } from '../../../testing/test-runtime.js';
import { expectStatus, newAdmin, newClient, newLinguist, type Actor } from '../../orders/testing/order-scenario.js';
import { insertOrder, insertProject } from '../../orders/order-queries.fixtures.js';

/** A caller of the mailbox routes: the role names the path prefix (/client, /linguist, /admin). */
export interface Member extends Actor {
  role: Role;
}

type Method = 'get' | 'post' | 'put' | 'delete';

export function caller(api: TestContext, member: Member) {
  const call = (method: Method, path: string, body?: object) => {
    const request = api.request()[method](`/${member.role}${path}`).set('Authorization', `Bearer ${member.token}`);
    return body === undefined ? request : request.send(body);
  };
  const expectBody = async <T>(pending: ReturnType<typeof call>, status = 200) => (await expectStatus(pending, status)).body as T;
  return {
    call,
    folder: (type: string, extra = '') => expectBody<Page<MessageListItem>>(call('get', `/messages?type=${type}${extra}`)),
    summary: () => expectBody<MessageSummary>(call('get', '/messages/summary')),
    thread: (messageId: number) => expectBody<MessageThread>(call('get', `/message/${messageId}`)),
    draft: (recipient: object, subject: string, body: string) => expectBody<MessageDto>(call('post', '/message', { recipient, subject, body }), 201),
    send: (messageId: number) => expectBody<MessageDto>(call('post', `/message/${messageId}/send`)),
    write: async (recipient: object, subject: string, body: string) => {
      const draft = await expectBody<MessageDto>(call('post', '/message', { recipient, subject, body }), 201);
      return expectBody<MessageDto>(call('post', `/message/${draft.id}/send`));
    },
    reply: (messageId: number, body: string) => expectBody<MessageDto>(call('post', `/message/${messageId}/reply`, { body }), 201),
  };
}

export interface MailboxCast {
  client: Member;
  otherClient: Member;
  /** wrote an order of `client` */
  writer: Member;
  /** proofread an order of `client` */
  proofreader: Member;
  /** never worked for `client` */
  stranger: Member;
  admin: Member;
  /** `client`'s order written by `writer`, in processing */
  orderId: number;
  /** `otherClient`'s order */
  otherOrderId: number;
}

/** Two clients, three linguists (one who worked for the first client, one who proofread, one who never did) and staff. */
export async function mailboxCast(api: TestContext): Promise<MailboxCast> {
  const db = api.runtime.sequelize;
  const client = { role: 'client' as const, ...(await newClient(api, { nickname: 'Acme Roasters' })) };
  const otherClient = { role: 'client' as const, ...(await newClient(api, { nickname: 'Other Tenant' })) };
  const writer = { role: 'linguist' as const, ...(await newLinguist(api, { nickname: 'wanda_writes' })) };
  const proofreader = { role: 'linguist' as const, ...(await newLinguist(api, { nickname: 'pia_proofs', roles: ['proofreader'] })) };
  const stranger = { role: 'linguist' as const, ...(await newLinguist(api, { nickname: 'sam_stranger', languages: ['fr-FR'] })) };
  const admin = { role: 'admin' as const, ...(await newAdmin(api)) };
  const projectId = await insertProject(db, { clientId: client.id });
  const orderId = await insertOrder(db, { clientId: client.id, projectId, status: 'processing_cw', writerId: writer.id, title: 'Espresso guide' });
  await insertOrder(db, { clientId: client.id, projectId, status: 'accepted', writerId: writer.id, proofreaderId: proofreader.id, finalWords: 300, acceptedAt: new Date() });
  const otherProject = await insertProject(db, { clientId: otherClient.id });
  const otherOrderId = await insertOrder(db, { clientId: otherClient.id, projectId: otherProject, status: 'processing_cw', writerId: stranger.id, culture: 'fr-FR' });
  return { client, otherClient, writer, proofreader, stranger, admin, orderId, otherOrderId };
}
