import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AdminClientDetailDto, MessageFolder } from '@inkwell/contracts';
import { MailboxScreen, useLocalizedPath } from '@inkwell/web-kit';
import { messagesApi } from '../../../api/messages-api';
import { clientName } from '../../../utils/client-name';

/** The client's folders as staff see them: without the client's drafts (decision 032). */
const FOLDERS = ['inbox', 'unread', 'sent', 'trash'] as const satisfies readonly MessageFolder[];
const orderMessagesPath = (orderId: number) => `/order/${orderId}/messages`;

/**
 * Spec §2.1 /client/:id/messages/:page/:subpage: the client's mailbox as the client sees it, the folder in :page
 * (inbox by default) and the list's page number in :subpage. An open conversation is `?message=` on that address.
 * Staff answer and mark read only where support is a side; they write to the client as support.
 */
export function ClientMessagesTab({ client }: { client: AdminClientDetailDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { page = 'inbox', subpage } = useParams();
  const [searchParams] = useSearchParams();
  const base = `/client/${client.id}/messages`;
  const folder = FOLDERS.find((candidate) => candidate === page);
  const pageNumber = subpage === undefined ? 1 : /^[1-9]\d{0,5}$/.test(subpage) ? Number(subpage) : null;
  const opened = searchParams.get('message');
  const openedId = opened !== null && /^[1-9]\d{0,9}$/.test(opened) ? Number(opened) : null;

  if (!folder || pageNumber === null) return <Navigate to={localized(base)} replace />;

  const listPath = (target: MessageFolder, number: number) => (number > 1 ? `${base}/${target}/${number}` : target === 'inbox' ? base : `${base}/${target}`);
  // The way back from a conversation returns to the page of the list it was opened from.
  const folderPath = (target: MessageFolder) => listPath(target, target === folder ? pageNumber : 1);
  const messagePath = (target: MessageFolder, id: number) => `${folderPath(target)}?message=${id}`;

  return (
    <MailboxScreen
      api={messagesApi}
      role="admin"
      owner={{ clientId: client.id }}
      folders={FOLDERS}
      folder={folder}
      openedId={openedId}
      folderPath={folderPath}
      messagePath={messagePath}
      orderPath={orderMessagesPath}
      page={{ page: pageNumber - 1, onPageChange: (next) => navigate(localized(listPath(folder, next + 1))) }}
      fixedRecipient={{ role: 'client', id: client.id, name: clientName(client, t) }}
    />
  );
}
