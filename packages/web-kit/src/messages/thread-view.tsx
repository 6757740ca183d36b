import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Button, Spinner, useToast } from '@inkwell/ui-kit';
import type { MessageDto, MessageFolder, MessageThread, Role } from '@inkwell/contracts';
import { errorToText, toHttpError } from '../api/error-to-text';
import { ButtonRow, Stack } from '../components/layout';
import { ConfirmModal } from '../orders/confirm-modal';
import { useLocalizedPath } from '../routing/language-prefix';
import { DraftEditor } from './draft-editor';
import { MessageItem } from './message-item';
import { partyName, useMessageText } from './message-parts';
import type { MailboxOwner, MessagesApi } from './messages-api';
import { ReplyForm } from './reply-form';
import { StyledBackLink, StyledMessageList, StyledMuted, StyledThreadHeader, StyledThreadTitle } from './styled';

export interface ThreadViewProps {
  api: MessagesApi;
  role: Role;
  owner: MailboxOwner;
  /** the message opened; its thread is shown */
  messageId: number;
  folder: MessageFolder;
  /** app paths (without language prefix) of a folder and of a message in it */
  folderPath: (folder: MessageFolder) => string;
  messagePath: (folder: MessageFolder, id: number) => string;
  /** where an order's conversation is shown in this app; threads about an order link there */
  orderPath?: (orderId: number) => string;
  /** the writer's own mailbox: drafts, trash and deletion; staff on a client's page only read and answer */
  ownMailbox: boolean;
  onLeave: (path: string) => void;
}

/** Whether the reader is one of the thread's sides: staff on a client's page only where support is one. */
const readerIsSide = (thread: MessageThread, ownMailbox: boolean) => ownMailbox || thread.participants.some((party) => party.role === 'support');

/**
 * A conversation, oldest message first, with the reader's drafts editable in place and a reply at the end. Opening it
 * marks it read (GET never does, decision 032); it can be marked unread again, moved to the trash and, from there,
 * deleted for good.
 */
export function ThreadView({ api, role, owner, messageId, folder, folderPath, messagePath, orderPath, ownMailbox, onLeave }: ThreadViewProps) {
  const { t } = useTranslation();
  const m = useMessageText();
  const toast = useToast();
  const localized = useLocalizedPath();
  const { data: thread, error, isLoading } = api.useGetMessageThreadQuery({ ...owner, id: messageId });
  const [markThread, marking] = api.useMarkThreadMutation();
  const [deleteMessage, deletion] = api.useDeleteMessageMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [actionFailure, setActionFailure] = useState<string>();
  const markedRead = useRef<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const side = thread ? readerIsSide(thread, ownMailbox) : false;
  useEffect(() => {
    if (!thread || !thread.unread || !side || markedRead.current === thread.id) return;
    markedRead.current = thread.id;
    void markThread({ ...owner, id: messageId, threadId: thread.id, read: true });
  }, [thread, side, owner, messageId, markThread]);

  const threadId = thread?.id;
  // A newly opened thread takes the focus, so keyboard and screen-reader users start reading at its subject.
  useEffect(() => {
    if (threadId !== undefined) headingRef.current?.focus();
  }, [threadId]);

  const back = <StyledBackLink to={localized(folderPath(folder))}>{m('thread.back', { folder: m(`folders.${folder}`) })}</StyledBackLink>;
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (!thread) {
    return (
      <Stack>
        {back}
        <Alert variant="danger">{toHttpError(error)?.status === 404 ? m('thread.notFound') : errorToText(error, t)}</Alert>
      </Stack>
    );
  }

  // Staff read as support; on a client's page a conversation between the client and a linguist names both.
  const readerRole = role === 'admin' ? 'support' : role;
  const others = thread.participants.filter((party) => party.role !== readerRole);
  const names = (others.length > 0 ? others : thread.participants).map((party) => partyName(party, m)).join(', ');
  const sent = thread.messages.filter((message) => !message.draft);
  const subjectOfDraft = (draft: MessageDto) => (sent.length === 0 && thread.messages[0]?.id === draft.id ? thread.subject : null);

  const markUnread = async () => {
    setActionFailure(undefined);
    try {
      await markThread({ ...owner, id: messageId, threadId: thread.id, read: false }).unwrap();
      toast.show(m('thread.markedUnread'), 'success');
      onLeave(folderPath(folder));
    } catch (failure) {
      setActionFailure(errorToText(failure, t));
    }
  };

  const remove = async () => {
    setActionFailure(undefined);
    try {
      await deleteMessage({ id: messageId, threadId: thread.id }).unwrap();
      setConfirmDelete(false);
      toast.show(thread.trashed ? m('thread.purged') : m('thread.trashed'), 'success');
      onLeave(folderPath(folder));
    } catch (failure) {
      setActionFailure(errorToText(failure, t));
    }
  };

  return (
    <Stack>
      {back}
      <StyledThreadHeader>
        <StyledThreadTitle ref={headingRef} tabIndex={-1}>
          {thread.subject}
        </StyledThreadTitle>
        <StyledMuted>{m('thread.with', { names })}</StyledMuted>
        {thread.orderId !== null &&
          (orderPath ? <Link to={localized(orderPath(thread.orderId))}>{m('thread.order', { id: thread.orderId })}</Link> : <span>{m('thread.order', { id: thread.orderId })}</span>)}
      </StyledThreadHeader>
      {(side || ownMailbox) && sent.length > 0 && (
        <ButtonRow>
          {side && (
            <Button variant="secondary" size="sm" loading={marking.isLoading} onClick={() => void markUnread()}>
              {m('thread.markUnread')}
            </Button>
          )}
          {ownMailbox && (
            <Button variant="danger" size="sm" onClick={() => setConfirmDelete(true)}>
              {thread.trashed ? m('thread.deleteForGood') : m('thread.delete')}
            </Button>
          )}
        </ButtonRow>
      )}
      {!confirmDelete && actionFailure && <Alert variant="danger">{actionFailure}</Alert>}
      {thread.trashed && <Alert variant="info">{m('thread.inTrash')}</Alert>}
      <StyledMessageList aria-label={m('thread.messages')}>
        {thread.messages.map((message) =>
          message.draft && message.mine ? (
            <DraftEditor
              key={message.id}
              api={api}
              role={role}
              draft={message}
              subject={subjectOfDraft(message)}
              onSent={(done) => onLeave(messagePath('sent', done.id))}
              onDiscarded={() => onLeave(folder !== 'new' && sent.length > 0 ? messagePath(folder, sent[sent.length - 1].id) : folderPath(folder))}
            />
          ) : (
            <MessageItem key={message.id} message={message} role={role} />
          ),
        )}
      </StyledMessageList>
      {sent.length > 0 &&
        (thread.canReply ? (
          <ReplyForm api={api} owner={owner} messageId={sent[sent.length - 1].id} allowDrafts={ownMailbox} />
        ) : (
          <Alert variant="info">{m('thread.readOnly')}</Alert>
        ))}
      <ConfirmModal
        open={confirmDelete}
        title={thread.trashed ? m('thread.purgeTitle') : m('thread.trashTitle')}
        confirmLabel={thread.trashed ? m('thread.deleteForGood') : m('thread.delete')}
        cancelLabel={m('thread.cancel')}
        danger
        loading={deletion.isLoading}
        error={actionFailure}
        onClose={() => {
          setActionFailure(undefined);
          setConfirmDelete(false);
        }}
        onConfirm={() => void remove()}
      >
        {thread.trashed ? m('thread.purgeText') : m('thread.trashText')}
      </ConfirmModal>
    </Stack>
  );
}
