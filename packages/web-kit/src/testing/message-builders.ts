import type { MessageDto, MessageListItem, MessageParty, MessageSummary, MessageThread } from '@inkwell/contracts';

export const SUPPORT_PARTY: MessageParty = { role: 'support', id: null, name: 'Support' };

export function buildMessage(overrides: Partial<MessageDto> = {}): MessageDto {
  return {
    id: 101,
    threadId: 11,
    sender: { role: 'linguist', id: 7, name: 'wiebke_writes' },
    staffName: null,
    body: 'Hello',
    createdAt: '2025-03-01T09:00:00.000Z',
    sentAt: '2025-03-01T09:00:00.000Z',
    draft: false,
    mine: false,
    attachments: [],
    ...overrides,
  };
}

export function buildThread(overrides: Partial<MessageThread> = {}): MessageThread {
  return {
    id: 11,
    subject: 'Order 51: Garden tips',
    orderId: null,
    participants: [
      { role: 'client', id: 3, name: 'Carla' },
      { role: 'linguist', id: 7, name: 'wiebke_writes' },
    ],
    unread: false,
    trashed: false,
    canReply: true,
    messages: [buildMessage()],
    ...overrides,
  };
}

export function buildMessageListItem(overrides: Partial<MessageListItem> = {}): MessageListItem {
  return {
    id: 101,
    threadId: 11,
    subject: 'Order 51: Garden tips',
    orderId: null,
    counterpart: { role: 'linguist', id: 7, name: 'wiebke_writes' },
    sender: { role: 'linguist', id: 7, name: 'wiebke_writes' },
    preview: 'Hello',
    at: '2025-03-01T09:00:00.000Z',
    draft: false,
    unread: false,
    messages: 1,
    attachments: 0,
    ...overrides,
  };
}

export const buildMessageSummary = (overrides: Partial<MessageSummary> = {}): MessageSummary => ({ unread: 0, lastSentAt: null, ...overrides });
