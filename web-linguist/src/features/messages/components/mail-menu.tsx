import { MailMenu } from '@inkwell/web-kit';
import { messagesApi } from '../../../api/messages-api';

/** The header's mail menu: inbox, sent, trash and the unread badge. */
export function LinguistMailMenu() {
  return <MailMenu api={messagesApi} />;
}
