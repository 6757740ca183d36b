import { useNavigate } from 'react-router-dom';
import { CountBadge, Dropdown } from '@inkwell/ui-kit';
import { useLocalizedPath } from '../routing/language-prefix';
import { useMessageText } from './use-message-text';
import type { MessagesApi } from './messages-api';
import { StyledMenuTrigger } from './styled';

const MAIL_FOLDERS = [
  { id: 'inbox', path: '/messages' },
  { id: 'sent', path: '/messages/sent' },
  { id: 'trash', path: '/messages/trash' },
] as const;

/**
 * The header's mail menu (client-portal spec §2): inbox, sent and trash, and a badge with the number of unread
 * threads. The badge follows the summary's tag, which the live stream and every read, send and delete invalidate.
 */
export function MailMenu({ api }: { api: MessagesApi }) {
  const m = useMessageText();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  // A failed summary leaves the menu without a badge rather than taking the header down.
  const unread = api.useGetMessageSummaryQuery().data?.unread ?? 0;
  return (
    <Dropdown
      align="right"
      label={unread > 0 ? m('menu.labelUnread', { count: unread }) : m('menu.label')}
      trigger={
        <StyledMenuTrigger>
          {/* the space keeps "Mail 2" one phrase of the name, as the button reads (WCAG 2.5.3) */}
          {m('menu.label')}{' '}
          <CountBadge count={unread} label={m('menu.unread', { count: unread })} />
        </StyledMenuTrigger>
      }
      items={MAIL_FOLDERS.map((folder) => ({ id: folder.id, label: m(`menu.${folder.id}`), onSelect: () => navigate(localized(folder.path)) }))}
    />
  );
}
