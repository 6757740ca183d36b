import { useState } from 'react';
import { EMPTY_VALUE, EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { MessageFolder, MessageListItem } from '@inkwell/contracts';
import { ListTable } from '../tables/list-table';
import type { Paging } from '../tables/use-paging';
import { useLocalizedPath } from '../routing/language-prefix';
import { partyName, useMessageText } from './message-parts';
import type { MailboxOwner, MessagesApi } from './messages-api';
import { StyledPreview, StyledSubjectCell, StyledSubjectLink, StyledTag } from './styled';

export interface MailboxListProps {
  api: MessagesApi;
  owner: MailboxOwner;
  folder: MessageFolder;
  paging: Paging;
  /** the app path of a message, opened from its row */
  messagePath: (id: number) => string;
}

/** One folder of a mailbox, newest first: who, the subject with the start of the last message, when and how many files. */
export function MailboxList({ api, owner, folder, paging, messagePath }: MailboxListProps) {
  const m = useMessageText();
  const localized = useLocalizedPath();
  const [search, setSearch] = useState('');
  const result = api.useGetMessagesQuery({ ...owner, type: folder, search: search || undefined, limit: paging.limit, offset: paging.offset });
  // Sent messages and drafts are read by whom they go to; the rest by who wrote.
  const towards = folder === 'sent' || folder === 'new';

  const columns: DataTableColumn<MessageListItem>[] = [
    {
      id: 'counterpart',
      header: towards ? m('list.to') : m('list.from'),
      cell: (row) => partyName(row.counterpart, m),
    },
    {
      id: 'subject',
      header: m('list.subject'),
      cell: (row) => (
        <StyledSubjectCell>
          {row.unread && <StyledTag>{m('list.unread')}</StyledTag>}
          {row.draft && <StyledTag>{m('list.draft')}</StyledTag>}
          <StyledSubjectLink to={localized(messagePath(row.id))} $unread={row.unread}>
            {row.subject}
          </StyledSubjectLink>
          <StyledPreview>{row.preview}</StyledPreview>
        </StyledSubjectCell>
      ),
    },
    { id: 'date', header: m('list.date'), cell: (row) => formatDate(row.at, true) },
    {
      id: 'files',
      header: m('list.files'),
      cell: (row) => (row.attachments > 0 ? m('list.fileCount', { count: row.attachments }) : EMPTY_VALUE),
    },
  ];

  return (
    <ListTable<MessageListItem>
      result={result}
      paging={paging}
      label={m(`folders.${folder}`)}
      columns={columns}
      emptyState={<EmptyState title={m(`list.empty.${folder}`)} />}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        paging.setPage(0);
      }}
      searchPlaceholder={m('list.search')}
    />
  );
}
