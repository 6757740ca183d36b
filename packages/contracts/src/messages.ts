/**
 * Messages between clients, linguists and staff (client-portal spec §2 and §7 Messages; admin-and-linguist spec §7.1
 * "Messages per client" and §7.2 Messages; issue 12; decision 032).
 *
 * A thread has two sides: a client and a linguist, a client and support, or a linguist and support. Every staff
 * member speaks for the one shared support side, so the staff mailbox, its read state and its drafts are shared.
 * Each side keeps its own state of a thread: unread, in the trash, deleted for good (it then sees only messages
 * sent afterwards). `:id` in these paths is a message id; the thread-wide actions (read, unread, reply, delete)
 * act on that message's thread. A thread or message the caller is not part of answers 404.
 *
 * `{role}` is `client`, `linguist` or `admin` (the staff mailbox):
 *
 *   GET    /{role}/messages                          MessageListQuery → Page<MessageListItem>
 *   GET    /{role}/messages/summary                  → MessageSummary   (the header badge and the dashboard card)
 *   GET    /{role}/messages/recipients               RecipientQuery → Page<MessageParty>   (who the caller may write to)
 *   POST   /{role}/message                           NewMessageBody → MessageDto (201, a draft; 403 recipient not allowed)
 *   GET    /{role}/message/:id                       → MessageThread   (its messages oldest first)
 *   PUT    /{role}/message/:id                       EditDraftBody → MessageDto   (her own draft; 409 once sent)
 *   DELETE /{role}/message/:id                       → 204   (a draft is discarded; a thread goes to the trash, and
 *                                                            from the trash it is deleted for good)
 *   POST   /{role}/message/:id/send                  → MessageDto   (the draft, sent; 403 when she may no longer write)
 *   POST   /{role}/message/:id/reply                 ReplyBody → MessageDto (201; sent unless `draft: true`)
 *   PUT    /{role}/message/:id/read                  → 204
 *   PUT    /{role}/message/:id/unread                → 204
 *   POST   /{role}/message/:id/attachment            multipart, one file in field `file` → MessageAttachment (201)
 *                                                     (her own draft; PDF, DOCX, XLSX, PNG, JPEG by content,
 *                                                     ≤ MESSAGE_ATTACHMENT_MAX_BYTES; 400 lying or unknown file, 413 too big)
 *   DELETE /{role}/message/:id/attachment/:attachmentId  → 204   (her own draft)
 *   GET    /{role}/message/:id/attachment/:attachmentId  → the file (404 to anyone who cannot read the message)
 *   GET    /{role}/order/:id/messages                → { data: MessageThread[] }   (the conversations about the order)
 *   POST   /{role}/order/:id/messages                OrderMessageBody → MessageDto (201, sent)
 *
 * Staff on a client's or a linguist's page (`{party}` is `client` or `linguist`) see that side's mailbox as it sees it,
 * without its drafts (`type=new` is a 400 naming `type`) and without changing its state (decisions 032, 041):
 *
 *   GET    /admin/{party}/:id/messages               StaffMessageListQuery → Page<MessageListItem>
 *   GET    /admin/{party}/:id/message/:messageId     → MessageThread
 *   POST   /admin/{party}/:id/message                PartyMessageBody → MessageDto (201, a staff draft to that side)
 *   POST   /admin/{party}/:id/message/:messageId/reply   ReplyBody → MessageDto (201; support's threads only, else 403)
 *   PUT    /admin/{party}/:id/message/:messageId/read    → 204   (support's read state; 403 on a client–linguist thread)
 *   PUT    /admin/{party}/:id/message/:messageId/unread  → 204
 *
 * Every send and every change of a side's unread count is published on PostgreSQL channel `USER_EVENTS_CHANNEL`
 * as a `UserEventEnvelope` when its transaction commits (see events.ts).
 */
/** Who writes: a client, a linguist, or the staff's shared support side. */
export const MESSAGE_PARTY_ROLES = ['client', 'linguist', 'support'] as const;
export type MessagePartyRole = (typeof MESSAGE_PARTY_ROLES)[number];

/** `new` holds the caller's drafts (the spec's name for the folder). */
export const MESSAGE_FOLDERS = ['inbox', 'sent', 'trash', 'unread', 'new'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];
/** The folders staff see of a client's or a linguist's mailbox: never that side's drafts. */
export const STAFF_VIEW_MESSAGE_FOLDERS = ['inbox', 'unread', 'sent', 'trash'] as const satisfies readonly MessageFolder[];
export type StaffViewMessageFolder = (typeof STAFF_VIEW_MESSAGE_FOLDERS)[number];
/** The sides whose mailbox staff open on their page. */
export type MailboxPartyRole = Exclude<MessagePartyRole, 'support'>;

/** Bodies are plain text with line breaks, stored as sent and shown escaped; never HTML. */
export const MESSAGE_BODY_MAX_LENGTH = 10_000;
export const MESSAGE_SUBJECT_MAX_LENGTH = 200;
/** the list's `preview`: the start of the body, at most this many characters */
export const MESSAGE_PREVIEW_LENGTH = 200;

/** The multipart field an attachment travels in. */
export const MESSAGE_ATTACHMENT_FIELD = 'file';
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_ATTACHMENTS_PER_MESSAGE = 5;
export const MESSAGE_ATTACHMENT_CONTENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/png',
  'image/jpeg',
] as const;
export type MessageAttachmentContentType = (typeof MESSAGE_ATTACHMENT_CONTENT_TYPES)[number];

/** One side of a thread, named as the caller's role sees it (clients see linguists' nicknames). */
export interface MessageParty {
  role: MessagePartyRole;
  /** the client's or linguist's id; null for support */
  id: number | null;
  name: string;
}

/** Whom a new message goes to; `id` is required for a client or linguist and absent for support. */
export interface MessageRecipient {
  role: MessagePartyRole;
  id?: number;
}

export interface MessageAttachment {
  id: number;
  /** the uploaded name, cleaned, ending in the extension of the type its content has */
  fileName: string;
  contentType: MessageAttachmentContentType;
  bytes: number;
  /** hex SHA-256 of the content */
  sha256: string;
}

export interface MessageDto {
  id: number;
  threadId: number;
  sender: MessageParty;
  /** the staff member who wrote a support message: full name for staff, first name for others; else null */
  staffName: string | null;
  /** exactly as written: plain text, line breaks as \n or \r\n */
  body: string;
  createdAt: string;
  /** null while it is a draft */
  sentAt: string | null;
  draft: boolean;
  /** written by the caller's side */
  mine: boolean;
  attachments: MessageAttachment[];
}

export interface MessageThread {
  id: number;
  subject: string;
  orderId: number | null;
  participants: MessageParty[];
  /** the caller's side has messages it has not read */
  unread: boolean;
  /** in the caller's trash */
  trashed: boolean;
  /** the caller may reply here (false for staff watching a client–linguist thread, or a linguist the client blocked) */
  canReply: boolean;
  /** what the caller may see, oldest first: the sent messages (since a deletion for good) and her side's drafts */
  messages: MessageDto[];
}

/** One row of a folder: a thread, shown by its newest message in that folder (a draft in `new`). */
export interface MessageListItem {
  /** the message to open with GET /{role}/message/:id */
  id: number;
  threadId: number;
  subject: string;
  orderId: number | null;
  /** the other side */
  counterpart: MessageParty;
  sender: MessageParty;
  /** the start of the body, plain text */
  preview: string;
  /** when the message was sent, or a draft last saved */
  at: string;
  draft: boolean;
  unread: boolean;
  /** messages of the thread the caller may see */
  messages: number;
  attachments: number;
}

/** GET /{role}/messages */
export interface MessageListQuery {
  /** default inbox */
  type?: MessageFolder;
  /** words of the subject, a body or the other side's name */
  search?: string;
  limit?: number;
  offset?: number;
}

/** GET /admin/{party}/:id/messages: a side's folder as staff see it */
export interface StaffMessageListQuery extends MessageListQuery {
  type?: StaffViewMessageFolder;
}

/** GET /{role}/messages/recipients; `role` narrows staff's list to clients or linguists */
export interface RecipientQuery {
  search?: string;
  role?: 'client' | 'linguist';
  limit?: number;
  offset?: number;
}

/** GET /{role}/messages/summary */
export interface MessageSummary {
  /** threads with unread messages, outside the trash */
  unread: number;
  /** when the caller's side last sent a message; null if never */
  lastSentAt: string | null;
}

/** POST /{role}/message: a draft opening a thread, or, with `orderId`, a draft in that order's conversation with the recipient. */
export interface NewMessageBody {
  recipient: MessageRecipient;
  subject: string;
  body: string;
  orderId?: number;
}

/** PUT /{role}/message/:id; `subject` only on a draft that opens its thread */
export interface EditDraftBody {
  subject?: string;
  body?: string;
}

export interface ReplyBody {
  body: string;
  /** keep the reply as a draft (to attach files before sending) */
  draft?: boolean;
}

/** POST /{role}/order/:id/messages; without `recipient`: a client writes to the order's linguist, others to the client */
export interface OrderMessageBody {
  body: string;
  recipient?: MessageRecipient;
}

/** POST /admin/client/:id/message and /admin/linguist/:id/message: the path names the recipient */
export interface PartyMessageBody {
  subject: string;
  body: string;
  orderId?: number;
}

/** A message reached the audience's side: their unread count is now `unread`. */
export interface MessageNewEvent {
  type: 'message.new';
  threadId: number;
  messageId: number;
  orderId: number | null;
  unread: number;
}

/** The audience's unread count changed (read, unread, trashed, deleted), possibly in another tab or by another staff member. */
export interface MessageUnreadEvent {
  type: 'message.unread';
  unread: number;
}

export type MessageEvent = MessageNewEvent | MessageUnreadEvent;
