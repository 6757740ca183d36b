import { MessagesPage } from '@inkwell/web-kit';
import { messagesApi } from '../../../api/messages-api';

const orderMessagesPath = (orderId: number) => `/order/${orderId}/messages`;

/** Spec §2.2 /messages/{tab?}/{id?}: her mailbox, with her clients and support. */
export function LinguistMessagesPage() {
  return <MessagesPage api={messagesApi} role="linguist" orderPath={orderMessagesPath} />;
}
