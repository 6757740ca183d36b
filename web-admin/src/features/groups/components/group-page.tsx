import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Alert, Button, EMPTY_VALUE, EmptyState, formatDate, PageHeader, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import type { AdminLinguistListItem, LinguistListItem } from '@inkwell/contracts';
import { DetailsCard, errorToText, PageSpinner, Section, Stack, toHttpError, useLevelLabel, useLocalizedPath, WholeListTable } from '@inkwell/web-kit';
import { LinguistPicker } from '../../../components/linguist-picker';
import { clientName } from '../../../utils/client-name';
import { linguistName } from '../../../utils/linguist-name';
import { useAddGroupMembersMutation, useGetGroupQuery, useRemoveGroupMemberMutation } from '../api/groups-api';
import { RenameGroupModal } from './rename-group-modal';
import { StyledAddMember, StyledBackLink } from './styled';

function AddMember({ groupId, members }: { groupId: number; members: readonly number[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [picked, setPicked] = useState<AdminLinguistListItem | null>(null);
  const [addMembers, adding] = useAddGroupMembersMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return;
    const answer = await addMembers({ id: groupId, linguistIds: [picked.id] });
    if ('error' in answer) return;
    toast.show(t('groups.add.added', { name: linguistName(picked, t) }), 'success');
    setPicked(null);
    adding.reset();
  };

  return (
    <Section title={t('groups.add.title')}>
      <StyledAddMember onSubmit={(event) => void submit(event)} noValidate>
        <LinguistPicker id="group-add-member" value={picked} onChange={setPicked} exclude={members} aria-describedby="group-add-member-hint" />
        <Button type="submit" disabled={!picked} loading={adding.isLoading}>
          {t('groups.add.submit')}
        </Button>
      </StyledAddMember>
      <span id="group-add-member-hint">{t('groups.add.hint')}</span>
      {adding.error && <Alert variant="danger">{errorToText(adding.error, t)}</Alert>}
    </Section>
  );
}

function useMemberColumns(groupId: number): { columns: DataTableColumn<LinguistListItem>[]; removeError: unknown } {
  const { t } = useTranslation();
  const toast = useToast();
  const localized = useLocalizedPath();
  const levelLabel = useLevelLabel();
  const [removeMember, removing] = useRemoveGroupMemberMutation();
  const columns = useMemo<DataTableColumn<LinguistListItem>[]>(() => {
    const header = (id: string) => t(`groups.members.columns.${id}`);
    return [
      { id: 'name', header: header('name'), cell: (linguist) => <Link to={localized(`/linguist/${linguist.id}`)}>{linguistName(linguist, t)}</Link> },
      { id: 'level', header: header('level'), cell: (linguist) => (linguist.level ? levelLabel(linguist.level) : EMPTY_VALUE) },
      { id: 'roles', header: header('roles'), cell: (linguist) => linguist.roles.map((role) => t(`linguistCommon.roles.${role}`)).join(', ') || EMPTY_VALUE },
      { id: 'languages', header: header('languages'), cell: (linguist) => linguist.languages.map((language) => language.culture).join(', ') || EMPTY_VALUE },
      {
        id: 'actions',
        header: header('actions'),
        cell: (linguist) => {
          const name = linguistName(linguist, t);
          return (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('groups.members.removeOf', { name })}
              disabled={removing.isLoading}
              onClick={() =>
                void removeMember({ id: groupId, linguistId: linguist.id }).then((answer) => {
                  if (!('error' in answer)) toast.show(t('groups.members.removed', { name }), 'success');
                })
              }
            >
              {t('groups.members.remove')}
            </Button>
          );
        },
      },
    ];
  }, [t, localized, levelLabel, groupId, removing.isLoading, removeMember, toast]);
  return { columns, removeError: removing.error };
}

/** Spec /group/:id: a client's linguist group, its members, adding and removing them, and its name. */
export function GroupPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { id = '' } = useParams();
  const groupId = /^\d+$/.test(id) ? Number(id) : null;
  const { data: group, error, isLoading, isFetching } = useGetGroupQuery(groupId ?? 0, { skip: groupId === null });
  const { columns, removeError } = useMemberColumns(groupId ?? 0);
  const [renaming, setRenaming] = useState(false);

  if (groupId === null) return <Navigate to={localized('/404')} replace />;
  if (isLoading) return <PageSpinner />;
  if (!group) {
    return (
      <Alert variant="danger">{toHttpError(error)?.status === 404 ? t('groups.notFound') : errorToText(error, t)}</Alert>
    );
  }

  const client = clientName(group.client, t);
  return (
    <>
      <StyledBackLink to={localized(`/client/${group.client.id}/groups`)}>{t('groups.back', { client })}</StyledBackLink>
      <PageHeader
        title={group.name}
        actions={
          <Button variant="secondary" onClick={() => setRenaming(true)}>
            {t('groups.rename.open')}
          </Button>
        }
      />
      <Stack>
        <DetailsCard
          title={t('groups.details.title')}
          items={[
            { id: 'type', label: t('groups.details.type'), value: t(`linguistCommon.groupType.${group.type}`) },
            { id: 'client', label: t('groups.details.client'), value: <Link to={localized(`/client/${group.client.id}`)}>{client}</Link> },
            { id: 'members', label: t('groups.details.members'), value: group.members.length },
            { id: 'created', label: t('groups.details.created'), value: formatDate(group.createdAt) },
          ]}
        />
        <AddMember groupId={group.id} members={group.members.map((member) => member.id)} />
        <Section title={t('groups.members.title')}>
          {removeError !== undefined && <Alert variant="danger">{errorToText(removeError, t)}</Alert>}
          <WholeListTable<LinguistListItem>
            result={{ data: group.members, isFetching }}
            label={t('groups.members.title')}
            columns={columns}
            emptyState={<EmptyState title={t('groups.members.empty')} />}
          />
        </Section>
      </Stack>
      <RenameGroupModal groupId={group.id} name={group.name} open={renaming} onClose={() => setRenaming(false)} />
    </>
  );
}
