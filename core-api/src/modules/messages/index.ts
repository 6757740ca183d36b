// The messages module's face: mailboxes of clients, linguists and staff (support), order conversations, and the use
// cases the demo seed writes its threads with. It checks who may write to whom through the orders, linguists and
// users faces.
export { messagesModule } from './messages.routes.js';
export { partyMailboxModule } from './party-mailbox.routes.js';
export { writerOf } from './mailbox.js';
export { createDraft, replyTo, sendDraft } from './message-writes.service.js';
export { postOrderMessage } from './order-conversations.service.js';
