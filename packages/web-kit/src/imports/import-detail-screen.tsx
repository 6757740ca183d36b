import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, EmptyState, formatDate, formatMoney, PageHeader, Spinner, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import type { ImportDetailDto, ImportRowDto, ImportRowError } from '@inkwell/contracts';
import { errorToText } from '../api/error-to-text';
import { DownloadErrorAlert, useFileDownload } from '../api/use-file-download';
import { DetailsCard } from '../components/details-card';
import { ButtonRow, Stack } from '../components/layout';
import { Section } from '../components/section';
import { ConfirmModal } from '../orders/confirm-modal';
import { useLocalizedPath } from '../routing/language-prefix';
import { ListTable } from '../tables/list-table';
import { usePaging } from '../tables/use-paging';
import { clientLabel, formatAmountRange, ImportStatusBadge, serviceNames, useImportText, type ImportText } from './import-parts';
import type { ImportsApi } from './imports-api';

export interface ImportDetailScreenProps {
  api: ImportsApi;
  id: number;
  /** app paths (without language prefix): the list, an order's page and, where the app has one, the project's page */
  listPath: string;
  orderPath: (orderId: number) => string;
  projectPath?: (projectId: number) => string;
  /** staff: the client, linking to the client's page */
  clientPath?: (clientId: number) => string;
  /** more actions for the page's header, e.g. staff's exports of the import's project */
  actions?: (item: ImportDetailDto) => ReactNode;
}

const StyledBar = styled.div`
  height: ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.pill};
  overflow: hidden;
`;

const StyledBarPart = styled.div<{ $share: number; $tone: 'success' | 'danger' }>`
  display: inline-block;
  height: 100%;
  width: ${({ $share }) => `${$share * 100}%`};
  background: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const StyledErrors = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]}px;
`;

/** 'message. Position N.' (spec §8) in the interface language; a file-wide problem has no position. */
export function useRowErrorText(): (error: Pick<ImportRowError, 'message' | 'position'>) => string {
  const { t } = useTranslation();
  return (error) => {
    const message = error.message.replace(/\.+$/, '');
    return error.position > 0 ? t('errors.position', { message, position: error.position }) : `${message}.`;
  };
}

/** After accept: created and failed of all rows, told to screen readers as the bar moves with each live event. */
function ImportProgress({ item, i }: { item: ImportDetailDto; i: ImportText }) {
  const { total, created, failed } = item.rowStats;
  const done = created + failed;
  const text = i('detail.progressText', { created, failed, total });
  return (
    <Section title={i('detail.progress')}>
      <Stack>
        <StyledBar role="progressbar" aria-label={i('detail.progressLabel')} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} aria-valuetext={text}>
          <StyledBarPart $share={total ? created / total : 0} $tone="success" />
          <StyledBarPart $share={total ? failed / total : 0} $tone="danger" />
        </StyledBar>
        <p aria-live="polite">{text}</p>
        {item.status === 'FINISHED' && <p>{i('detail.finished')}</p>}
      </Stack>
    </Section>
  );
}

function ImportErrors({ errors, i }: { errors: ImportRowError[]; i: ImportText }) {
  const errorText = useRowErrorText();
  return (
    <Section title={i('detail.errors')}>
      {errors.length === 0 ? (
        <p>{i('detail.noErrors')}</p>
      ) : (
        <StyledErrors aria-label={i('detail.errors')}>
          {errors.map((error, index) => (
            <li key={`${error.position}-${error.field ?? ''}-${index}`}>{errorText(error)}</li>
          ))}
        </StyledErrors>
      )}
    </Section>
  );
}

function ImportRows({ api, item, orderPath, i }: { api: ImportsApi; item: ImportDetailDto; orderPath: (id: number) => string; i: ImportText }) {
  const localized = useLocalizedPath();
  const paging = usePaging();
  const result = api.useGetImportQuery({ id: item.id, limit: paging.limit, offset: paging.offset });
  const errorText = useRowErrorText();
  type Row = ImportRowDto & { id: number };
  const page = result.data ? { ...result.data.rows, data: result.data.rows.data.map((row) => ({ ...row, id: row.position })) } : undefined;
  const columns: DataTableColumn<Row>[] = [
    { id: 'position', header: i('detail.position'), cell: (row) => row.position, align: 'right' },
    { id: 'title', header: i('detail.orderTitle'), cell: (row) => row.data.title ?? '' },
    { id: 'words', header: i('detail.words'), cell: (row) => (row.data.minWords === null ? '' : `${row.data.minWords} – ${row.data.maxWords ?? ''}`) },
    { id: 'price', header: i('detail.price'), cell: (row) => (row.price && item.currency ? formatAmountRange({ ...row.price, currency: item.currency }) : '') },
    {
      id: 'state',
      header: i('detail.state'),
      cell: (row) => (
        <>
          {i(`detail.rowStates.${row.state}`)}
          {row.errors.length > 0 && `: ${row.errors.map(errorText).join(' ')}`}
        </>
      ),
    },
    { id: 'order', header: i('detail.order'), cell: (row) => (row.orderId === null ? '' : <Link to={localized(orderPath(row.orderId))}>{row.orderId}</Link>) },
  ];
  return (
    <Section title={i('detail.rows')}>
      <ListTable<Row> result={{ data: page, isFetching: result.isFetching, error: result.error }} paging={paging} label={i('detail.rows')} columns={columns} emptyState={<EmptyState title={i('empty')} />} />
    </Section>
  );
}

/**
 * One bulk upload (`/projects/upload/:id`): its preview (rows OK and failed with their errors, the price range and,
 * for a prepaid client, whether the balance covers it) with Accept and Cancel; after accept its live progress.
 */
export function ImportDetailScreen({ api, id, listPath, orderPath, projectPath, clientPath, actions }: ImportDetailScreenProps) {
  const i = useImportText();
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  // The first page of rows comes with the import; the rows table pages on its own.
  const result = api.useGetImportQuery({ id, limit: 10, offset: 0 });
  const [accept, accepting] = api.useAcceptImportMutation();
  const [cancel, cancelling] = api.useCancelImportMutation();
  const download = useFileDownload(api.useDownloadImportFileMutation());
  const [asking, setAsking] = useState<'accept' | 'cancel' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  if (result.isLoading) return <Spinner label={i('loading')} />;
  if (!result.data) {
    return (
      <Stack>
        <Alert variant="danger">{result.error ? errorToText(result.error, t) : i('loading')}</Alert>
        <Link to={localized(listPath)}>{i('detail.back')}</Link>
      </Stack>
    );
  }
  const item = result.data;
  const { preview } = item;

  const act = async (which: 'accept' | 'cancel') => {
    setActionError(null);
    try {
      await (which === 'accept' ? accept(item.id) : cancel(item.id)).unwrap();
      toast.show(i(which === 'accept' ? 'detail.accepted' : 'detail.canceled'), 'success');
      setAsking(null);
      if (which === 'cancel') navigate(localized(listPath));
    } catch (error) {
      setActionError(errorToText(error, t));
    }
  };

  return (
    <Stack>
      <PageHeader
        title={i('detail.heading', { name: item.name })}
        actions={
          item.status === 'PARSED' || actions ? (
            <ButtonRow>
              {actions?.(item)}
              {item.status === 'PARSED' && (
                <>
                  <Button variant="secondary" onClick={() => setAsking('cancel')}>
                    {i('detail.cancel')}
                  </Button>
                  <Button onClick={() => setAsking('accept')} disabled={preview.rowsOk === 0}>
                    {i('detail.accept')}
                  </Button>
                </>
              )}
            </ButtonRow>
          ) : undefined
        }
      />
      <Link to={localized(listPath)}>{i('detail.back')}</Link>
      <DownloadErrorAlert download={download} />
      <DetailsCard
        title={i('detail.facts')}
        items={[
          ...(clientPath ? [{ id: 'client', label: i('client'), value: <Link to={localized(clientPath(item.clientId))}>{clientLabel(item, i)}</Link> }] : []),
          { id: 'project', label: i('detail.project'), value: projectPath ? <Link to={localized(projectPath(item.project.id))}>{item.project.name}</Link> : item.project.name },
          { id: 'created', label: i('detail.created'), value: formatDate(item.createdAt, true) },
          { id: 'service', label: i('columns.service'), value: serviceNames(item, i) },
          { id: 'status', label: i('detail.status'), value: <ImportStatusBadge status={item.status} /> },
          {
            id: 'file',
            label: i('columns.file'),
            value: item.fileAvailable ? (
              <Button variant="secondary" size="sm" loading={download.downloadingId === item.id} onClick={() => download.download({ id: item.id, name: item.name })}>
                {i('downloadFile', { name: item.name })}
              </Button>
            ) : (
              i('noFile')
            ),
          },
        ]}
      />
      <DetailsCard
        title={i('detail.preview')}
        items={[
          { id: 'ok', label: i('detail.rowsOk'), value: preview.rowsOk },
          { id: 'failed', label: i('detail.rowsFailed'), value: preview.rowsFailed },
          { id: 'price', label: i('detail.price'), value: formatAmountRange(preview.gross) },
          ...(preview.balance ? [{ id: 'balance', label: i('detail.balance'), value: formatMoney(preview.balance.available, preview.balance.currency) }] : []),
        ]}
      />
      {item.status === 'PARSED' && preview.balance && (
        <Alert variant={preview.balance.covers ? 'success' : 'warning'}>{i(preview.balance.covers ? 'detail.covers' : 'detail.notCovered')}</Alert>
      )}
      {(item.status === 'PUBLISHING' || item.status === 'FINISHED') && <ImportProgress item={item} i={i} />}
      <ImportErrors errors={item.errors} i={i} />
      {item.status !== 'CANCELED' && <ImportRows api={api} item={item} orderPath={orderPath} i={i} />}
      <ConfirmModal
        open={asking !== null}
        title={i(asking === 'cancel' ? 'detail.cancelTitle' : 'detail.acceptTitle')}
        confirmLabel={i(asking === 'cancel' ? 'detail.cancel' : 'detail.accept')}
        danger={asking === 'cancel'}
        loading={accepting.isLoading || cancelling.isLoading}
        error={actionError}
        onConfirm={() => asking && void act(asking)}
        onClose={() => {
          setActionError(null);
          setAsking(null);
        }}
      >
        <p>{asking === 'cancel' ? i('detail.cancelText') : i('detail.acceptText', { count: preview.rowsOk })}</p>
      </ConfirmModal>
    </Stack>
  );
}
