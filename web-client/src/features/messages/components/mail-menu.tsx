import { MailMenu } from '@inkwell/web-kit';
import { messagesApi } from '../../../api/messages-api';

/** Spec §2 header mail menu: inbox, sent, trash and the unread badge. */
export function ClientMailMenu() {
  return <MailMenu api={messagesApi} />;
}
