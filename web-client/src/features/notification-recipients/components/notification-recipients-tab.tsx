import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import { NOTIFICATION_RECIPIENTS_MAX, type NotificationRecipientDto } from '@inkwell/contracts';
import { ButtonRow, ConfirmModal, errorToText, WholeListTable } from '@inkwell/web-kit';
import {
  useAddNotificationRecipientMutation,
  useGetNotificationRecipientsQuery,
  useRemoveNotificationRecipientMutation,
  useUpdateNotificationRecipientMutation,
} from '../api/notification-recipients-api';
import { RecipientModal } from './recipient-modal';
import { StyledActions, StyledIntro } from './styled';

/** Spec settings tab notifications: the client's notification recipients, added, changed and removed in dialogs. */
export function NotificationRecipientsTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data, error, isFetching } = useGetNotificationRecipientsQuery();
  const [add] = useAddNotificationRecipientMutation();
  const [update] = useUpdateNotificationRecipientMutation();
  const [remove, removing] = useRemoveNotificationRecipientMutation();
  const [editing, setEditing] = useState<NotificationRecipientDto | 'new' | null>(null);
  const [removingRecipient, setRemovingRecipient] = useState<NotificationRecipientDto | null>(null);
  const recipients = data?.data ?? [];
  const full = recipients.length >= NOTIFICATION_RECIPIENTS_MAX;

  const columns = useMemo<DataTableColumn<NotificationRecipientDto>[]>(
    () => [
      { id: 'name', header: t('notificationRecipients.columns.name'), cell: (recipient) => recipient.name },
      { id: 'email', header: t('notificationRecipients.columns.email'), cell: (recipient) => recipient.email },
      {
        id: 'events',
        header: t('notificationRecipients.columns.events'),
        cell: (recipient) => recipient.events.map((event) => t(`notificationRecipients.events.${event}`)).join(', '),
      },
      {
        id: 'actions',
        header: t('notificationRecipients.columns.actions'),
        cell: (recipient) => (
          <ButtonRow>
            <Button size="sm" variant="secondary" aria-label={t('notificationRecipients.editFor', { name: recipient.name })} onClick={() => setEditing(recipient)}>
              {t('notificationRecipients.edit')}
            </Button>
            <Button size="sm" variant="danger" aria-label={t('notificationRecipients.removeFor', { name: recipient.name })} onClick={() => setRemovingRecipient(recipient)}>
              {t('notificationRecipients.remove')}
            </Button>
          </ButtonRow>
        ),
      },
    ],
    [t],
  );

  const saved = () => toast.show(t('notificationRecipients.saved'), 'success');
  return (
    <>
      <StyledIntro>{t('notificationRecipients.intro')}</StyledIntro>
      <StyledActions>
        <Button onClick={() => setEditing('new')} disabled={full}>
          {t('notificationRecipients.add')}
        </Button>
      </StyledActions>
      {full && <Alert variant="info">{t('notificationRecipients.limit', { max: NOTIFICATION_RECIPIENTS_MAX })}</Alert>}
      <WholeListTable<NotificationRecipientDto>
        result={{ data: recipients, isFetching, error }}
        label={t('notificationRecipients.list')}
        columns={columns}
        emptyState={<EmptyState title={t('notificationRecipients.empty')} hint={t('notificationRecipients.emptyHint')} />}
      />
      <RecipientModal
        open={editing !== null}
        recipient={editing === 'new' ? null : editing}
        save={(body) =>
          (editing === 'new' || editing === null ? add(body) : update({ id: editing.id, body }))
            .unwrap()
            .then(saved)
        }
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        open={removingRecipient !== null}
        title={t('notificationRecipients.removeTitle')}
        confirmLabel={t('notificationRecipients.remove')}
        cancelLabel={t('notificationRecipients.cancel')}
        danger
        loading={removing.isLoading}
        error={removing.error ? errorToText(removing.error, t) : undefined}
        onConfirm={() => {
          if (!removingRecipient) return;
          void remove(removingRecipient.id).then((answer) => {
            if ('error' in answer) return;
            setRemovingRecipient(null);
            toast.show(t('notificationRecipients.removed'), 'success');
          });
        }}
        onClose={() => {
          removing.reset();
          setRemovingRecipient(null);
        }}
      >
        {removingRecipient && t('notificationRecipients.removeText', { name: removingRecipient.name, email: removingRecipient.email })}
      </ConfirmModal>
    </>
  );
}
