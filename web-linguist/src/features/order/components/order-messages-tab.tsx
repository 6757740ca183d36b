import type { OrderDto } from '@inkwell/contracts';
import { OrderConversation } from '@inkwell/web-kit';
import { messagesApi } from '../../../api/messages-api';

const threadPath = (messageId: number) => `/messages/inbox/${messageId}`;

/** The order's messages tab: her conversations about it with the client (once she works on it) and support. */
export function OrderMessagesTab({ order, myId }: { order: OrderDto; myId: number }) {
  return <OrderConversation api={messagesApi} role="linguist" order={order} myId={myId} threadPath={threadPath} />;
}
