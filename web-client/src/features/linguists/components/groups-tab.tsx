import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EmptyState, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import type { LinguistGroup } from '@inkwell/contracts';
import { ButtonRow, ConfirmModal, errorToText, ListTable, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { useGetLinguistGroupsQuery } from '../../../api/linguists-api';
import { useCreateGroupMutation, useDeleteGroupMutation, useRenameGroupMutation } from '../api/linguists-api';
import { GroupNameModal } from './group-name-modal';

type Dialog = { kind: 'create' } | { kind: 'rename'; group: LinguistGroup } | { kind: 'delete'; group: LinguistGroup };

/** Spec /linguists/groups: the client's groups with create, rename and delete. */
export function GroupsTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const localized = useLocalizedPath();
  const paging = usePaging();
  const groups = useGetLinguistGroupsQuery(undefined);
  const [createGroup, creating] = useCreateGroupMutation();
  const [renameGroup, renaming] = useRenameGroupMutation();
  const [deleteGroup, deleting] = useDeleteGroupMutation();
  const [dialog, setDialog] = useState<Dialog>();

  const close = () => {
    creating.reset();
    renaming.reset();
    deleting.reset();
    setDialog(undefined);
  };

  const columns = useMemo<DataTableColumn<LinguistGroup>[]>(
    () => [
      {
        id: 'name',
        header: t('linguists.groups.columns.name'),
        cell: (group) => <Link to={localized(`/linguists/groups/${group.id}`)}>{group.name}</Link>,
      },
      { id: 'type', header: t('linguists.groups.columns.type'), cell: (group) => t(`linguists.services.${group.type}`) },
      { id: 'members', header: t('linguists.groups.columns.members'), align: 'right', cell: (group) => group.membersCount },
      {
        id: 'actions',
        header: t('linguists.groups.columns.actions'),
        cell: (group) => (
          <ButtonRow>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('linguists.groups.renameOf', { name: group.name })}
              onClick={() => setDialog({ kind: 'rename', group })}
            >
              {t('linguists.groups.rename')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              aria-label={t('linguists.groups.deleteOf', { name: group.name })}
              onClick={() => setDialog({ kind: 'delete', group })}
            >
              {t('linguists.groups.delete')}
            </Button>
          </ButtonRow>
        ),
      },
    ],
    [t, localized],
  );

  // The API answers every group at once; the table pages them here.
  const all = groups.data ?? [];
  const page = { data: all.slice(paging.offset, paging.offset + paging.limit), total: all.length };

  return (
    <>
      <ButtonRow>
        <Button onClick={() => setDialog({ kind: 'create' })}>{t('linguists.groups.create')}</Button>
      </ButtonRow>
      <ListTable<LinguistGroup>
        result={{ data: groups.data ? page : undefined, isFetching: groups.isFetching, error: groups.error }}
        paging={paging}
        label={t('linguists.groups.label')}
        columns={columns}
        emptyState={<EmptyState title={t('linguists.groups.empty')} />}
      />
      <GroupNameModal
        open={dialog?.kind === 'create'}
        title={t('linguists.groups.createTitle')}
        withType
        saving={creating.isLoading}
        error={creating.error ? errorToText(creating.error, t) : undefined}
        onSave={(body) => void createGroup(body).then((answer) => !('error' in answer) && close())}
        onClose={close}
      />
      <GroupNameModal
        open={dialog?.kind === 'rename'}
        title={t('linguists.groups.renameTitle')}
        initialName={dialog?.kind === 'rename' ? dialog.group.name : ''}
        saving={renaming.isLoading}
        error={renaming.error ? errorToText(renaming.error, t) : undefined}
        onSave={({ name }) => {
          if (dialog?.kind !== 'rename') return;
          void renameGroup({ id: dialog.group.id, name }).then((answer) => !('error' in answer) && close());
        }}
        onClose={close}
      />
      <ConfirmModal
        open={dialog?.kind === 'delete'}
        title={t('linguists.groups.deleteTitle', { name: dialog?.kind === 'delete' ? dialog.group.name : '' })}
        confirmLabel={t('linguists.groups.delete')}
        cancelLabel={t('linguists.groups.cancel')}
        danger
        loading={deleting.isLoading}
        // A group an order was given to answers 409 with core-api's own words, which say why.
        error={deleting.error ? errorToText(deleting.error, t) : undefined}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { group } = dialog;
          void deleteGroup(group.id).then((answer) => {
            if ('error' in answer) return;
            close();
            toast.show(t('linguists.groups.deleted', { name: group.name }), 'success');
          });
        }}
        onClose={close}
      >
        {t('linguists.groups.deleteText')}
      </ConfirmModal>
    </>
  );
}
