import { useMemo } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { STAFF_VIEW_MESSAGE_FOLDERS, type MailboxPartyRole, type MessageFolder } from '@inkwell/contracts';
import { MailboxScreen, useLocalizedPath } from '@inkwell/web-kit';
import { messagesApi } from '../api/messages-api';

const orderMessagesPath = (orderId: number) => `/order/${orderId}/messages`;

export interface PartyMessagesTabProps {
  /** the client or linguist whose mailbox staff open, named as staff name her */
  party: { role: MailboxPartyRole; id: number; name: string };
}

/**
 * The messages tab of a client's page (spec /client/:id/messages/:page/:subpage) and of a linguist's page
 * (/linguist/:id/messages/:page/:subpage, decision 041): that side's mailbox as it sees it, without its drafts
 * (decision 032), the folder in :page (inbox by default) and the list's page number in :subpage. An open conversation
 * is `?message=` on that address. Staff answer and mark read only where support is a side; they write to her as support.
 */
export function PartyMessagesTab({ party }: PartyMessagesTabProps) {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { page = 'inbox', subpage } = useParams();
  const [searchParams] = useSearchParams();
  const owner = useMemo(() => ({ party: { role: party.role, id: party.id } }), [party.role, party.id]);
  const fixedRecipient = useMemo(() => ({ role: party.role, id: party.id, name: party.name }), [party.role, party.id, party.name]);
  const base = `/${party.role}/${party.id}/messages`;
  const folder = STAFF_VIEW_MESSAGE_FOLDERS.find((candidate) => candidate === page);
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
      owner={owner}
      folders={STAFF_VIEW_MESSAGE_FOLDERS}
      folder={folder}
      openedId={openedId}
      folderPath={folderPath}
      messagePath={messagePath}
      orderPath={orderMessagesPath}
      page={{ page: pageNumber - 1, onPageChange: (next) => navigate(localized(listPath(folder, next + 1))) }}
      fixedRecipient={fixedRecipient}
    />
  );
}
