import { Link } from 'react-router-dom';
import { Button, EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { ImportSummaryDto } from '@inkwell/contracts';
import { DownloadErrorAlert, useFileDownload } from '../api/use-file-download';
import { Stack } from '../components/layout';
import { useDisplayNames } from '../i18n/display-names';
import { useLocalizedPath } from '../routing/language-prefix';
import { ListTable } from '../tables/list-table';
import { usePaging } from '../tables/use-paging';
import { clientLabel, formatAmountRange, ImportStatusBadge, serviceNames, useImportText } from './import-parts';
import type { ImportsApi } from './imports-api';

export interface ImportsTableProps {
  api: ImportsApi;
  /** app path (without language prefix) of one import's page */
  importPath: (id: number) => string;
  /** staff: a Client column linking to the client's page */
  clientPath?: (clientId: number) => string;
  /** staff on a client's page: that client's imports only */
  clientId?: number;
}

/** The Bulk-uploads list (spec §2): newest first, its original file downloadable until the upload is cancelled. */
export function ImportsTable({ api, importPath, clientPath, clientId }: ImportsTableProps) {
  const i = useImportText();
  const localized = useLocalizedPath();
  const { languageName } = useDisplayNames();
  const paging = usePaging();
  const result = api.useGetImportsQuery({ limit: paging.limit, offset: paging.offset, clientId });
  const download = useFileDownload(api.useDownloadImportFileMutation());

  const columns: DataTableColumn<ImportSummaryDto>[] = [
    { id: 'name', header: i('columns.name'), cell: (item) => <Link to={localized(importPath(item.id))}>{item.name}</Link> },
    ...(clientPath
      ? [{ id: 'client', header: i('columns.client'), cell: (item: ImportSummaryDto) => <Link to={localized(clientPath(item.clientId))}>{clientLabel(item, i)}</Link> }]
      : []),
    { id: 'created', header: i('columns.created'), cell: (item) => formatDate(item.createdAt, true) },
    { id: 'language', header: i('columns.language'), cell: (item) => (item.language ? languageName(item.language) : i('mixed')) },
    { id: 'service', header: i('columns.service'), cell: (item) => serviceNames(item, i) },
    {
      id: 'orders',
      header: i('columns.orders'),
      cell: (item) => i('ordersCell', { total: item.rowStats.total, created: item.rowStats.created, failed: item.rowStats.failed }),
    },
    { id: 'amount', header: i('columns.amount'), align: 'right', cell: (item) => formatAmountRange(item.price) },
    {
      id: 'file',
      header: i('columns.file'),
      cell: (item) =>
        item.fileAvailable ? (
          <Button
            variant="secondary"
            size="sm"
            loading={download.downloadingId === item.id}
            aria-label={i('downloadFile', { name: item.name })}
            onClick={() => download.download({ id: item.id, name: item.name })}
          >
            {i('download')}
          </Button>
        ) : (
          i('noFile')
        ),
    },
    { id: 'status', header: i('columns.status'), cell: (item) => <ImportStatusBadge status={item.status} /> },
  ];

  return (
    <Stack>
      <DownloadErrorAlert download={download} />
      <ListTable<ImportSummaryDto> result={result} paging={paging} label={i('title')} columns={columns} emptyState={<EmptyState title={i('empty')} />} />
    </Stack>
  );
}
