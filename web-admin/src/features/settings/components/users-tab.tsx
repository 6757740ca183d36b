import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, formatDate, FormField, Select, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import { INTERNAL_USER_STATUSES, type InternalUserDto, type InternalUserStatus } from '@inkwell/contracts';
import { ButtonRow, ConfirmModal, errorToText, toHttpError, useAuth, WholeListTable } from '@inkwell/web-kit';
import { useCreateInternalUserMutation, useGetInternalUsersQuery, useUpdateInternalUserMutation } from '../api/staff-users-api';
import { InternalUserModal } from './internal-user-modal';
import { StyledIntro, StyledMuted, StyledTabActions } from './styled';

const isStatus = (value: string): value is InternalUserStatus => (INTERNAL_USER_STATUSES as readonly string[]).includes(value);

/** core-api's own sentence for a refused change (the last administrator with invoice access), else the usual text. */
function refusalOf(error: unknown, t: Parameters<typeof errorToText>[1]): string {
  const message = (toHttpError(error)?.data as { message?: unknown } | undefined)?.message;
  return toHttpError(error)?.status === 422 && typeof message === 'string' ? message : errorToText(error, t);
}

const nameOf = (user: InternalUserDto) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** The settings tab "Users": the back office's staff, invited, changed, deactivated and reactivated (decision 052). */
export function UsersTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const { user: me } = useAuth();
  const [status, setStatus] = useState<InternalUserStatus | ''>('');
  const result = useGetInternalUsersQuery({ status: status || undefined });
  const [create] = useCreateInternalUserMutation();
  const [update] = useUpdateInternalUserMutation();
  const [deactivate, deactivating] = useUpdateInternalUserMutation();
  const [editing, setEditing] = useState<InternalUserDto | 'new' | null>(null);
  const [leaving, setLeaving] = useState<InternalUserDto | null>(null);
  const isMe = (user: InternalUserDto) => me?.id === user.id;

  const reactivate = (user: InternalUserDto) =>
    void update({ id: user.id, patch: { active: true } })
      .unwrap()
      .then(
        (back) => toast.show(t(back.status === 'ACTIVE' ? 'settings.users.reactivated' : 'settings.users.reinvited', { name: nameOf(back) }), 'success'),
        (error: unknown) => toast.show(refusalOf(error, t), 'danger'),
      );

  const columns: DataTableColumn<InternalUserDto>[] = [
    {
      id: 'name',
      header: t('settings.users.columns.name'),
      cell: (user) => (
        <>
          {nameOf(user)}
          {isMe(user) && <StyledMuted>{t('settings.users.you')}</StyledMuted>}
        </>
      ),
    },
    { id: 'email', header: t('settings.users.columns.email'), cell: (user) => user.email },
    { id: 'faktura', header: t('settings.users.columns.fakturaAccess'), cell: (user) => t(user.fakturaAccess ? 'settings.users.yes' : 'settings.users.no') },
    { id: 'status', header: t('settings.users.columns.status'), cell: (user) => t(`settings.users.statuses.${user.status}`) },
    { id: 'added', header: t('settings.users.columns.added'), cell: (user) => formatDate(user.createdAt) },
    {
      id: 'actions',
      header: t('settings.users.columns.actions'),
      cell: (user) => (
        <ButtonRow>
          <Button size="sm" variant="secondary" aria-label={t('settings.users.editFor', { name: nameOf(user) })} onClick={() => setEditing(user)}>
            {t('settings.users.edit')}
          </Button>
          {user.status === 'CLOSED_BY_GC' ? (
            <Button size="sm" variant="secondary" aria-label={t('settings.users.reactivateFor', { name: nameOf(user) })} onClick={() => reactivate(user)}>
              {t('settings.users.reactivate')}
            </Button>
          ) : (
            !isMe(user) && (
              <Button size="sm" variant="danger" aria-label={t('settings.users.deactivateFor', { name: nameOf(user) })} onClick={() => setLeaving(user)}>
                {t('settings.users.deactivate')}
              </Button>
            )
          )}
        </ButtonRow>
      ),
    },
  ];

  const save = (values: Parameters<typeof create>[0]) =>
    (editing === 'new' || editing === null ? create(values) : update({ id: editing.id, patch: values }))
      .unwrap()
      .then(() => toast.show(t(editing === 'new' ? 'settings.users.invited' : 'settings.users.saved', { email: values.email }), 'success'));

  return (
    <>
      <StyledIntro>{t('settings.users.intro')}</StyledIntro>
      <StyledTabActions>
        <Button onClick={() => setEditing('new')}>{t('settings.users.add')}</Button>
      </StyledTabActions>
      <FormField label={t('settings.users.status')} htmlFor="internal-user-status">
        <Select
          id="internal-user-status"
          value={status}
          placeholder={t('settings.users.anyStatus')}
          options={INTERNAL_USER_STATUSES.map((value) => ({ value, label: t(`settings.users.statuses.${value}`) }))}
          onChange={(event) => setStatus(isStatus(event.target.value) ? event.target.value : '')}
        />
      </FormField>
      <WholeListTable<InternalUserDto>
        result={{ data: result.data?.data, isFetching: result.isFetching, error: result.error }}
        label={t('settings.users.list')}
        columns={columns}
        emptyState={<EmptyState title={t(status ? 'settings.users.emptyFiltered' : 'settings.users.empty')} />}
      />
      <InternalUserModal
        open={editing !== null}
        user={editing === 'new' ? null : editing}
        self={editing !== null && editing !== 'new' && isMe(editing)}
        save={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        open={leaving !== null}
        title={t('settings.users.deactivateTitle')}
        confirmLabel={t('settings.users.deactivate')}
        cancelLabel={t('settings.users.cancel')}
        danger
        loading={deactivating.isLoading}
        error={deactivating.error ? refusalOf(deactivating.error, t) : undefined}
        onConfirm={() => {
          if (!leaving) return;
          void deactivate({ id: leaving.id, patch: { active: false } }).then((answer) => {
            if ('error' in answer) return;
            toast.show(t('settings.users.deactivated', { name: nameOf(leaving) }), 'success');
            setLeaving(null);
          });
        }}
        onClose={() => {
          deactivating.reset();
          setLeaving(null);
        }}
      >
        {leaving && t('settings.users.deactivateText', { name: nameOf(leaving) })}
      </ConfirmModal>
    </>
  );
}
