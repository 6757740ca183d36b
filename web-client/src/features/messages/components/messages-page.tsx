import { MessagesPage } from '@inkwell/web-kit';
import { messagesApi } from '../../../api/messages-api';

const orderMessagesPath = (orderId: number) => `/order/${orderId}/messages`;

/** Spec §2 /messages/:tab?/:id?: the client's mailbox (inbox, unread, sent, drafts, trash). */
export function ClientMessagesPage() {
  return <MessagesPage api={messagesApi} role="client" orderPath={orderMessagesPath} />;
}
