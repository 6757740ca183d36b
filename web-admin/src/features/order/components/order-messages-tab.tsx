import type { OrderDto } from '@inkwell/contracts';
import { OrderConversation } from '@inkwell/web-kit';
import { messagesApi } from '../../../api/messages-api';

/** Spec §2.1 order tab messages: every conversation about the order; staff write as support to its client or linguists. */
export function OrderMessagesTab({ order }: { order: OrderDto }) {
  return <OrderConversation api={messagesApi} role="admin" order={order} />;
}
