import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, formatDate, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import { NOTIFICATION_RECIPIENTS_MAX, type NotificationRecipientBody, type NotificationRecipientDto } from '@inkwell/contracts';
import { errorToText } from '../api/error-to-text';
import { ButtonRow } from '../components/layout';
import { ConfirmModal } from '../orders/confirm-modal';
import { WholeListTable } from '../tables/whole-list-table';
import type { NotificationRecipientsApi } from './notification-recipients-api';
import { RecipientModal } from './recipient-modal';
import { useRecipientText } from './recipient-texts';
import { StyledActions, StyledIntro } from './styled';

export interface NotificationRecipientsPanelProps {
  api: NotificationRecipientsApi;
  /** staff on a client's page: that client's recipients; else the signed-in client's own */
  clientId?: number;
}

/**
 * A client's notification recipients (decision 033), added, changed and removed in dialogs: the client portal's
 * settings tab and the back office client page's settings tab. core-api's 400 and 409 land under the form's fields.
 */
export function NotificationRecipientsPanel({ api, clientId }: NotificationRecipientsPanelProps) {
  const { t } = useTranslation();
  const text = useRecipientText();
  const toast = useToast();
  const owner = useMemo(() => (clientId === undefined ? {} : { clientId }), [clientId]);
  const voice = clientId === undefined ? 'own' : 'staff';
  const { data, error, isFetching } = api.useGetNotificationRecipientsQuery(owner);
  const [add] = api.useAddNotificationRecipientMutation();
  const [update] = api.useUpdateNotificationRecipientMutation();
  const [remove, removing] = api.useRemoveNotificationRecipientMutation();
  const [editing, setEditing] = useState<NotificationRecipientDto | 'new' | null>(null);
  const [removingRecipient, setRemovingRecipient] = useState<NotificationRecipientDto | null>(null);
  const recipients = data?.data ?? [];
  const full = recipients.length >= NOTIFICATION_RECIPIENTS_MAX;

  const columns = useMemo<DataTableColumn<NotificationRecipientDto>[]>(
    () => [
      { id: 'name', header: text('columns.name'), cell: (recipient) => recipient.name },
      { id: 'email', header: text('columns.email'), cell: (recipient) => recipient.email },
      { id: 'events', header: text('columns.events'), cell: (recipient) => recipient.events.map((event) => text(`events.${event}`)).join(', ') },
      ...(voice === 'staff' ? [{ id: 'added', header: text('columns.added'), cell: (recipient: NotificationRecipientDto) => formatDate(recipient.createdAt) }] : []),
      {
        id: 'actions',
        header: text('columns.actions'),
        cell: (recipient) => (
          <ButtonRow>
            <Button size="sm" variant="secondary" aria-label={text('editFor', { name: recipient.name })} onClick={() => setEditing(recipient)}>
              {text('edit')}
            </Button>
            <Button size="sm" variant="danger" aria-label={text('removeFor', { name: recipient.name })} onClick={() => setRemovingRecipient(recipient)}>
              {text('remove')}
            </Button>
          </ButtonRow>
        ),
      },
    ],
    [text, voice],
  );

  const save = (body: NotificationRecipientBody) =>
    (editing === 'new' || editing === null ? add({ ...owner, body }) : update({ ...owner, id: editing.id, body }))
      .unwrap()
      .then(() => toast.show(text('saved'), 'success'));

  return (
    <>
      <StyledIntro>{text(`${voice}.intro`)}</StyledIntro>
      <StyledActions>
        <Button onClick={() => setEditing('new')} disabled={full}>
          {text('add')}
        </Button>
      </StyledActions>
      {full && <Alert variant="info">{text(`${voice}.limit`, { max: NOTIFICATION_RECIPIENTS_MAX })}</Alert>}
      <WholeListTable<NotificationRecipientDto>
        result={{ data: recipients, isFetching, error }}
        label={text('list')}
        columns={columns}
        emptyState={<EmptyState title={text(`${voice}.empty`)} hint={text(`${voice}.emptyHint`)} />}
      />
      <RecipientModal open={editing !== null} recipient={editing === 'new' ? null : editing} save={save} onClose={() => setEditing(null)} />
      <ConfirmModal
        open={removingRecipient !== null}
        title={text('removeTitle')}
        confirmLabel={text('remove')}
        cancelLabel={text('cancel')}
        danger
        loading={removing.isLoading}
        error={removing.error ? errorToText(removing.error, t) : undefined}
        onConfirm={() => {
          if (!removingRecipient) return;
          void remove({ ...owner, id: removingRecipient.id }).then((answer) => {
            if ('error' in answer) return;
            setRemovingRecipient(null);
            toast.show(text('removed'), 'success');
          });
        }}
        onClose={() => {
          removing.reset();
          setRemovingRecipient(null);
        }}
      >
        {removingRecipient && text(`${voice}.removeText`, { name: removingRecipient.name, email: removingRecipient.email })}
      </ConfirmModal>
    </>
  );
}
