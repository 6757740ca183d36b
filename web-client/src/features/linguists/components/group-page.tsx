import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Alert, Button, EmptyState, PageHeader, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import type { LinguistListItem } from '@inkwell/contracts';
import { ButtonRow, errorToText, PageSpinner, Section, useLocalizedPath, WholeListTable } from '@inkwell/web-kit';
import { useLinguistColumns, type LinguistColumnId } from '../../../components/linguist-columns';
import { linguistName } from '../../../utils/linguist-format';
import { useChangeMembershipMutation, useGetGroupQuery, useRenameGroupMutation } from '../api/linguists-api';
import { GroupNameModal } from './group-name-modal';

const MEMBER_COLUMNS: LinguistColumnId[] = ['nickname', 'level', 'rating', 'languages', 'pricePerWord', 'relation'];

/** Spec /linguists/groups/:id: one group's members, with rename and remove member. */
export function GroupPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const localized = useLocalizedPath();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: group, error, isLoading, isFetching } = useGetGroupQuery(id, { skip: !valid });
  const [renameGroup, renaming] = useRenameGroupMutation();
  const [changeMembership, removing] = useChangeMembershipMutation();
  const [renameOpen, setRenameOpen] = useState(false);
  const linguistColumns = useLinguistColumns(MEMBER_COLUMNS);

  const columns = useMemo<DataTableColumn<LinguistListItem>[]>(
    () => [
      ...linguistColumns,
      {
        id: 'remove',
        header: t('linguists.groups.columns.actions'),
        cell: (linguist) => {
          const name = linguistName(t, linguist);
          return (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('linguists.group.removeOf', { name })}
              disabled={removing.isLoading}
              onClick={() =>
                void changeMembership({ linguistId: linguist.id, groupsId: [id], member: false }).then((answer) => {
                  if (!('error' in answer)) toast.show(t('linguists.group.removed', { name }), 'success');
                })
              }
            >
              {t('linguists.group.remove')}
            </Button>
          );
        },
      },
    ],
    [linguistColumns, t, id, removing.isLoading, changeMembership, toast],
  );

  if (!valid) return <Navigate to={localized('/linguists/groups')} replace />;
  if (isLoading) return <PageSpinner />;
  if (!group) {
    const notFound = error && 'status' in error && error.status === 404;
    return (
      <>
        <Alert variant="danger">{notFound ? t('linguists.group.notFound') : errorToText(error, t)}</Alert>
        <Link to={localized('/linguists/groups')}>{t('linguists.group.back')}</Link>
      </>
    );
  }

  return (
    <>
      <Link to={localized('/linguists/groups')}>{t('linguists.group.back')}</Link>
      <PageHeader
        title={`${group.name} · ${t(`linguists.services.${group.type}`)}`}
        actions={
          <ButtonRow>
            <Button variant="secondary" onClick={() => setRenameOpen(true)}>
              {t('linguists.groups.rename')}
            </Button>
          </ButtonRow>
        }
      />
      {removing.error && <Alert variant="danger">{errorToText(removing.error, t)}</Alert>}
      <Section title={t('linguists.group.members')}>
        <WholeListTable<LinguistListItem>
          result={{ data: group.members, isFetching }}
          label={t('linguists.group.members')}
          columns={columns}
          emptyState={
            <EmptyState
              title={t('linguists.group.empty')}
              action={<Link to={localized('/linguists/search')}>{t('linguists.group.findLinguists')}</Link>}
            />
          }
        />
      </Section>
      <GroupNameModal
        open={renameOpen}
        title={t('linguists.groups.renameTitle')}
        initialName={group.name}
        saving={renaming.isLoading}
        error={renaming.error ? errorToText(renaming.error, t) : undefined}
        onSave={({ name }) =>
          void renameGroup({ id: group.id, name }).then((answer) => {
            if ('error' in answer) return;
            renaming.reset();
            setRenameOpen(false);
          })
        }
        onClose={() => {
          renaming.reset();
          setRenameOpen(false);
        }}
      />
    </>
  );
}
