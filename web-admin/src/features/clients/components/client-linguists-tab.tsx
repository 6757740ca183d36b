import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Button, EMPTY_VALUE, EmptyState, FormField, Select, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import type { AdminClientDetailDto, AdminClientLinguistItem, AdminLinguistListItem, LinguistRelationAction } from '@inkwell/contracts';
import { ButtonRow, ConfirmModal, errorToText, ListTable, Section, useLevelLabel, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { LinguistPicker } from '../../../components/linguist-picker';
import { clientName } from '../../../utils/client-name';
import { linguistName } from '../../../utils/linguist-name';
import { useChangeClientRelationMutation, useGetClientLinguistsQuery } from '../api/clients-api';
import { StyledLinguistPicker } from './styled';

const RELATIONS = ['bookmarked', 'blocked', 'workedWith'] as const;
type RelationFilter = (typeof RELATIONS)[number];

type Linguist = Pick<AdminLinguistListItem, 'id' | 'nickname'>;

/** Acts on the client's behalf; a block waits for a confirmation, as it hides the client's orders from her. */
function useRelationActions(client: AdminClientDetailDto) {
  const { t } = useTranslation();
  const toast = useToast();
  const [changeRelation, changing] = useChangeClientRelationMutation();
  const [toBlock, setToBlock] = useState<Linguist>();

  const act = async (linguist: Linguist, action: LinguistRelationAction) => {
    const answer = await changeRelation({ clientId: client.id, linguistId: linguist.id, action });
    if ('error' in answer) return false;
    toast.show(t(`clients.linguists.done.${action}`, { name: linguistName(linguist, t) }), 'success');
    return true;
  };

  const blockDialog = (
    <ConfirmModal
      open={toBlock !== undefined}
      title={t('clients.linguists.blockTitle', { name: toBlock ? linguistName(toBlock, t) : '' })}
      confirmLabel={t('clients.linguists.actions.block')}
      cancelLabel={t('clients.linguists.back')}
      danger
      loading={changing.isLoading}
      error={changing.error ? errorToText(changing.error, t) : undefined}
      onConfirm={() => {
        if (toBlock) void act(toBlock, 'block').then((done) => done && setToBlock(undefined));
      }}
      onClose={() => {
        changing.reset();
        setToBlock(undefined);
      }}
    >
      {t('clients.linguists.blockText', { client: clientName(client, t) })}
    </ConfirmModal>
  );

  return {
    act: (linguist: Linguist, action: LinguistRelationAction) => {
      changing.reset();
      if (action === 'block') setToBlock(linguist);
      else void act(linguist, action);
    },
    busy: changing.isLoading,
    // The dialog shows a failed block itself.
    error: toBlock === undefined && changing.error ? errorToText(changing.error, t) : undefined,
    blockDialog,
  };
}

function RelationButtons({ linguist, blocked, bookmarked, onAct, busy }: { linguist: Linguist; blocked: boolean; bookmarked: boolean; onAct: (linguist: Linguist, action: LinguistRelationAction) => void; busy: boolean }) {
  const { t } = useTranslation();
  const name = linguistName(linguist, t);
  const button = (action: LinguistRelationAction) => (
    <Button key={action} variant={action === 'block' ? 'danger' : 'secondary'} size="sm" disabled={busy} aria-label={t(`clients.linguists.actionsOf.${action}`, { name })} onClick={() => onAct(linguist, action)}>
      {t(`clients.linguists.actions.${action}`)}
    </Button>
  );
  return (
    <ButtonRow>
      {/* core-api refuses a bookmark while she is blocked, so only unblocking is offered then */}
      {!blocked && button(bookmarked ? 'unbookmark' : 'bookmark')}
      {button(blocked ? 'unblock' : 'block')}
    </ButtonRow>
  );
}

/** Spec client tab linguists: whom the client bookmarked, blocked or worked with, and acting on the client's behalf. */
export function ClientLinguistsTab({ client }: { client: AdminClientDetailDto }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const levelLabel = useLevelLabel();
  const relationId = useId();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [relation, setRelation] = useState<RelationFilter | ''>('');
  const [picked, setPicked] = useState<AdminLinguistListItem | null>(null);
  const actions = useRelationActions(client);
  const result = useGetClientLinguistsQuery({
    clientId: client.id,
    search: search || undefined,
    relation: relation || undefined,
    limit: paging.limit,
    offset: paging.offset,
  });

  const { act, busy } = actions;
  const columns = useMemo<DataTableColumn<AdminClientLinguistItem>[]>(() => {
    const header = (id: string) => t(`clients.linguists.columns.${id}`);
    return [
      { id: 'name', header: header('name'), cell: (linguist) => <Link to={localized(`/linguist/${linguist.id}`)}>{linguistName(linguist, t)}</Link> },
      { id: 'level', header: header('level'), cell: (linguist) => (linguist.level ? levelLabel(linguist.level) : EMPTY_VALUE) },
      { id: 'languages', header: header('languages'), cell: (linguist) => linguist.languages.map((language) => language.culture).join(', ') || EMPTY_VALUE },
      { id: 'status', header: header('status'), cell: (linguist) => t(`linguistCommon.status.${linguist.status}`) },
      { id: 'relation', header: header('relation'), cell: (linguist) => t(`linguistCommon.relation.${linguist.relation ?? 'none'}`) },
      { id: 'orders', header: header('orders'), align: 'right', cell: (linguist) => linguist.ordersWithClient },
      {
        id: 'actions',
        header: header('actions'),
        cell: (linguist) => (
          <RelationButtons linguist={linguist} blocked={linguist.relation === 'BLOCKED'} bookmarked={linguist.relation === 'BOOKMARKED'} onAct={act} busy={busy} />
        ),
      },
    ];
  }, [t, localized, levelLabel, act, busy]);

  return (
    <>
      <Section title={t('clients.linguists.forClient')}>
        <StyledLinguistPicker>
          <LinguistPicker id="client-linguist-picker" value={picked} onChange={setPicked} />
          {picked && <RelationButtons linguist={picked} blocked={false} bookmarked={false} onAct={act} busy={busy} />}
        </StyledLinguistPicker>
      </Section>
      {actions.error && <Alert variant="danger">{actions.error}</Alert>}
      <ListTable<AdminClientLinguistItem>
        result={result}
        paging={paging}
        label={t('clients.linguists.label')}
        columns={columns}
        search={search}
        onSearchChange={(next) => {
          setSearch(next);
          paging.setPage(0);
        }}
        searchPlaceholder={t('clients.linguists.searchPlaceholder')}
        filters={
          <FormField label={t('clients.linguists.relationFilter')} htmlFor={relationId}>
            <Select
              id={relationId}
              value={relation}
              placeholder={t('clients.linguists.allRelations')}
              options={RELATIONS.map((value) => ({ value, label: t(`clients.linguists.relations.${value}`) }))}
              onChange={(event) => {
                setRelation(RELATIONS.find((value) => value === event.target.value) ?? '');
                paging.setPage(0);
              }}
            />
          </FormField>
        }
        filtersActive={relation !== ''}
        emptyState={<EmptyState title={t('clients.linguists.empty')} />}
      />
      {actions.blockDialog}
    </>
  );
}
