import type { OrderDto } from '@inkwell/contracts';
import { OrderConversation } from '@inkwell/web-kit';
import { messagesApi } from '../../../api/messages-api';

const threadPath = (messageId: number) => `/messages/inbox/${messageId}`;

/** The order's messages tab: the client's conversations about it with its linguists and support. */
export function OrderMessagesTab({ order }: { order: OrderDto }) {
  return <OrderConversation api={messagesApi} role="client" order={order} threadPath={threadPath} />;
}
