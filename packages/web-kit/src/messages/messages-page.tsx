import { Navigate, useParams } from 'react-router-dom';
import { PageHeader } from '@inkwell/ui-kit';
import type { MessageFolder, Role } from '@inkwell/contracts';
import { useLocalizedPath } from '../routing/language-prefix';
import { MailboxScreen } from './mailbox-screen';
import { useMessageText } from './message-parts';
import type { MessagesApi } from './messages-api';

/** The spec's folders (client-portal §2, §4): inbox by default, sent, trash, unread, and new for the drafts. */
const FOLDERS = ['inbox', 'unread', 'sent', 'new', 'trash'] as const satisfies readonly MessageFolder[];

const folderPath = (folder: MessageFolder) => (folder === 'inbox' ? '/messages' : `/messages/${folder}`);
const messagePath = (folder: MessageFolder, id: number) => `/messages/${folder}/${id}`;

export interface MessagesPageProps {
  api: MessagesApi;
  role: Role;
  /** where the app shows an order's conversation, for threads about an order */
  orderPath?: (orderId: number) => string;
}

/** /messages/:tab?/:id? of the client portal and the linguist app: the caller's own mailbox. */
export function MessagesPage({ api, role, orderPath }: MessagesPageProps) {
  const m = useMessageText();
  const localized = useLocalizedPath();
  const { tab = 'inbox', id } = useParams();
  const folder = FOLDERS.find((candidate) => candidate === tab);
  if (!folder) return <Navigate to={localized('/messages')} replace />;
  if (id !== undefined && !/^[1-9]\d{0,9}$/.test(id)) return <Navigate to={localized(folderPath(folder))} replace />;

  return (
    <>
      <PageHeader title={m('title')} />
      <MailboxScreen
        api={api}
        role={role}
        folders={FOLDERS}
        folder={folder}
        openedId={id === undefined ? null : Number(id)}
        folderPath={folderPath}
        messagePath={messagePath}
        orderPath={orderPath}
      />
    </>
  );
}
