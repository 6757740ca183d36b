import {
  BFF_PATHS,
  type MessageAttachment,
  type MessageDto,
  type MessageListItem,
  type MessageListQuery,
  type MessageParty,
  type MessageRecipient,
  type MessageSummary,
  type MessageThread,
  type OrderMessageBody,
  type MailboxPartyRole,
  type Page,
  type RecipientQuery,
  type Role,
} from '@inkwell/contracts';
import type { AppBaseApi } from '../auth/auth-api';

/**
 * Whose mailbox a call reads: the caller's own, or, for staff on a client's or a linguist's page, that side's
 * (decisions 032, 041: staff see it as that side does and write as support).
 */
export type MailboxOwner = { party?: { role: MailboxPartyRole; id: number } };

const api = (role: Role, rest: string) => `${BFF_PATHS.apiPrefix}/${role}${rest}`;

/** A message of the caller's own mailbox, or a path below it. */
export const messagePath = (role: Role, id: number, rest = '') => api(role, `/message/${id}${rest}`);

/** Where a file of a message downloads: a plain link, since the BFF's session cookie goes along. */
export const attachmentPath = (role: Role, messageId: number, attachmentId: number) => messagePath(role, messageId, `/attachment/${attachmentId}`);

/** The thread-wide calls staff make on a client's or linguist's page go through that side's mailbox; all others are the caller's. */
const mailboxPath = (role: Role, { party }: MailboxOwner, rest: string) =>
  role === 'admin' && party !== undefined ? api(role, `/${party.role}/${party.id}${rest}`) : api(role, rest);

export type MessageListArgs = MailboxOwner & Required<Pick<MessageListQuery, 'type' | 'limit' | 'offset'>> & { search?: string };
export type ThreadArgs = MailboxOwner & { id: number };
export type NewMessageArgs = MailboxOwner & { recipient: MessageRecipient; subject: string; body: string; orderId?: number };
export type ReplyArgs = MailboxOwner & { id: number; body: string; draft?: boolean };
/** `threadId` names the cached thread the change refreshes. */
export type MarkThreadArgs = MailboxOwner & { id: number; threadId: number; read: boolean };
export interface DraftEdit {
  id: number;
  threadId: number;
  subject?: string;
  body?: string;
}
export interface AttachmentUpload {
  messageId: number;
  threadId: number;
  file: File;
}
export interface AttachmentRemoval {
  messageId: number;
  threadId: number;
  attachmentId: number;
}
export type OrderMessageArgs = OrderMessageBody & { orderId: number };

/** A message's own thread, and every list it may move between. */
const changedThread = (threadId: number | undefined) => [
  ...(threadId === undefined ? [] : [{ type: 'Message' as const, id: threadId }]),
  'Messages' as const,
  'MessageSummary' as const,
  'OrderMessages' as const,
];

/**
 * The messages calls all three apps share (decision 032), in the role's part of core-api. The app's api needs the
 * tag types 'Messages' (every folder page), 'MessageSummary' (the badge and dashboard card), 'Message' (a thread,
 * by thread id) and 'OrderMessages' (an order's conversations, by order id): a live event invalidates them to
 * refetch what is on screen.
 */
export function injectMessageEndpoints(base: AppBaseApi, role: Role) {
  return base.injectEndpoints({
    endpoints: (build) => ({
      getMessages: build.query<Page<MessageListItem>, MessageListArgs>({
        query: ({ party, ...params }) => ({ url: mailboxPath(role, { party }, '/messages'), params }),
        providesTags: ['Messages'],
      }),
      getMessageSummary: build.query<MessageSummary, void>({
        query: () => api(role, '/messages/summary'),
        providesTags: ['MessageSummary'],
      }),
      getMessageRecipients: build.query<Page<MessageParty>, Required<Pick<RecipientQuery, 'limit' | 'offset'>> & RecipientQuery>({
        query: (params) => ({ url: api(role, '/messages/recipients'), params }),
      }),
      /** Never marks the thread read (decision 032): the thread view calls markThread when it opens. */
      getMessageThread: build.query<MessageThread, ThreadArgs>({
        query: ({ party, id }) => mailboxPath(role, { party }, `/message/${id}`),
        providesTags: (thread) => (thread ? [{ type: 'Message', id: thread.id }] : []),
      }),
      createMessage: build.mutation<MessageDto, NewMessageArgs>({
        query: ({ party, ...body }) => ({
          url: mailboxPath(role, { party }, '/message'),
          method: 'POST',
          // Staff on a client's or linguist's page write to that side: the path names the recipient.
          body: party === undefined ? body : { subject: body.subject, body: body.body, orderId: body.orderId },
        }),
        invalidatesTags: (message) => changedThread(message?.threadId),
      }),
      editDraft: build.mutation<MessageDto, DraftEdit>({
        query: ({ id, subject, body }) => ({ url: messagePath(role, id), method: 'PUT', body: { subject, body } }),
        invalidatesTags: (_message, _error, { threadId }) => [{ type: 'Message', id: threadId }, 'Messages'],
      }),
      sendDraft: build.mutation<MessageDto, { id: number; threadId: number }>({
        query: ({ id }) => ({ url: messagePath(role, id, '/send'), method: 'POST' }),
        invalidatesTags: (_message, _error, { threadId }) => changedThread(threadId),
      }),
      replyToMessage: build.mutation<MessageDto, ReplyArgs>({
        query: ({ party, id, body, draft }) => ({ url: mailboxPath(role, { party }, `/message/${id}/reply`), method: 'POST', body: { body, draft } }),
        invalidatesTags: (message) => changedThread(message?.threadId),
      }),
      markThread: build.mutation<void, MarkThreadArgs>({
        query: ({ party, id, read }) => ({ url: mailboxPath(role, { party }, `/message/${id}/${read ? 'read' : 'unread'}`), method: 'PUT' }),
        invalidatesTags: (_result, _error, { threadId }) => changedThread(threadId),
      }),
      /** A draft is discarded; a thread goes to the trash, and from the trash it is deleted for good. */
      deleteMessage: build.mutation<void, { id: number; threadId: number }>({
        query: ({ id }) => ({ url: messagePath(role, id), method: 'DELETE' }),
        invalidatesTags: (_result, _error, { threadId }) => changedThread(threadId),
      }),
      addAttachment: build.mutation<MessageAttachment, AttachmentUpload>({
        query: ({ messageId, file }) => {
          const body = new FormData();
          body.append('file', file);
          return { url: messagePath(role, messageId, '/attachment'), method: 'POST', body };
        },
        invalidatesTags: (_attachment, _error, { threadId }) => [{ type: 'Message', id: threadId }, 'Messages'],
      }),
      removeAttachment: build.mutation<void, AttachmentRemoval>({
        query: ({ messageId, attachmentId }) => ({ url: messagePath(role, messageId, `/attachment/${attachmentId}`), method: 'DELETE' }),
        invalidatesTags: (_result, _error, { threadId }) => [{ type: 'Message', id: threadId }, 'Messages'],
      }),
      getOrderMessages: build.query<MessageThread[], number>({
        query: (orderId) => api(role, `/order/${orderId}/messages`),
        transformResponse: (answer: { data: MessageThread[] }) => answer.data,
        providesTags: (threads, _error, orderId) => [{ type: 'OrderMessages', id: orderId }, ...(threads ?? []).map((thread) => ({ type: 'Message' as const, id: thread.id }))],
      }),
      postOrderMessage: build.mutation<MessageDto, OrderMessageArgs>({
        query: ({ orderId, ...body }) => ({ url: api(role, `/order/${orderId}/messages`), method: 'POST', body }),
        invalidatesTags: (message, _error, { orderId }) => [{ type: 'OrderMessages', id: orderId }, ...changedThread(message?.threadId)],
      }),
    }),
  });
}

export type MessagesApi = ReturnType<typeof injectMessageEndpoints>;
