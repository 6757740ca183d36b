import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Tabs, useToast } from '@inkwell/ui-kit';
import type { MessageFolder, MessageParty, Role } from '@inkwell/contracts';
import { ButtonRow, Stack, TabPanel } from '../components/layout';
import { useLocalizedPath } from '../routing/language-prefix';
import { usePaging } from '../tables/use-paging';
import { ComposeForm } from './compose-form';
import { MailboxList } from './mailbox-list';
import { useMessageText } from './message-parts';
import type { MailboxOwner, MessagesApi } from './messages-api';
import { ThreadView } from './thread-view';

export interface MailboxScreenProps {
  api: MessagesApi;
  role: Role;
  /** staff on a client's or linguist's page: that side's mailbox; else the caller's own */
  owner?: MailboxOwner;
  /** the folders offered, in this order (staff do not see a client's drafts) */
  folders: readonly MessageFolder[];
  folder: MessageFolder;
  /** the message whose thread is open, or null for the folder's list */
  openedId: number | null;
  /** app paths (without language prefix) of a folder and of a message in it */
  folderPath: (folder: MessageFolder) => string;
  messagePath: (folder: MessageFolder, id: number) => string;
  orderPath?: (orderId: number) => string;
  /** a page number kept in the address (the back office's client tab); else the list pages by itself */
  page?: { page: number; onPageChange: (page: number) => void };
  /** on a client's or linguist's page staff write to that side; elsewhere the writer picks */
  fixedRecipient?: MessageParty;
}

/**
 * A mailbox: its folders as tabs, a folder's list with search and paging, a conversation, or a new message. The app
 * wires the addresses (the client's and linguist's /messages/:tab?/:id?, the back office's client tab).
 */
export function MailboxScreen({ api, role, owner = {}, folders, folder, openedId, folderPath, messagePath, orderPath, page, fixedRecipient }: MailboxScreenProps) {
  const m = useMessageText();
  const toast = useToast();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const ownMailbox = owner.party === undefined;
  const [composing, setComposing] = useState(false);
  const ownPaging = usePaging();
  const paging = page ? { ...ownPaging, page: page.page, setPage: page.onPageChange, offset: page.page * ownPaging.pageSize } : ownPaging;
  const summary = api.useGetMessageSummaryQuery(undefined, { skip: !ownMailbox });

  const go = (path: string) => {
    setComposing(false);
    navigate(localized(path));
  };

  let content;
  if (composing) {
    content = (
      <ComposeForm
        api={api}
        owner={owner}
        fixedRecipient={fixedRecipient}
        allowDrafts={ownMailbox}
        offersSupport={role !== 'admin'}
        onCancel={() => setComposing(false)}
        onDone={(message, sent) => {
          toast.show(sent ? m('compose.sent') : m('compose.draftSaved'), 'success');
          // Staff see the client's mailbox, where their message shows in the inbox.
          go(sent ? messagePath(ownMailbox ? 'sent' : 'inbox', message.id) : messagePath('new', message.id));
        }}
      />
    );
  } else if (openedId !== null) {
    content = (
      <ThreadView
        key={openedId}
        api={api}
        role={role}
        owner={owner}
        messageId={openedId}
        folder={folder}
        folderPath={folderPath}
        messagePath={messagePath}
        orderPath={orderPath}
        ownMailbox={ownMailbox}
        onLeave={go}
      />
    );
  } else {
    content = <MailboxList key={folder} api={api} owner={owner} folder={folder} paging={paging} messagePath={(id) => messagePath(folder, id)} />;
  }

  return (
    <Stack>
      {!composing && (
        <ButtonRow>
          <Button onClick={() => setComposing(true)}>{m('newMessage')}</Button>
        </ButtonRow>
      )}
      <Tabs
        aria-label={m('folders.label')}
        tabs={folders.map((id) => ({ id, label: m(`folders.${id}`), badge: id === 'unread' ? summary.data?.unread : undefined }))}
        active={folder}
        onChange={(next) => {
          const chosen = folders.find((candidate) => candidate === next);
          if (!chosen) return;
          ownPaging.setPage(0);
          go(folderPath(chosen));
        }}
      />
      <TabPanel aria-label={composing ? m('compose.title') : m(`folders.${folder}`)}>{content}</TabPanel>
    </Stack>
  );
}
