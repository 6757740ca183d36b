import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, formatDate, formatMoney, formatNumber, type DataTableColumn } from '@inkwell/ui-kit';
import { ListTable, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { pricePerWordText } from '../../../utils/price-per-word';
import { useGetPositionsQuery, type PositionRow } from '../api/billing-api';

/** Every paid order line of hers (order, date, words, rate, amount) and the credit note that settled it. */
export function PositionsTab() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const paging = usePaging();
  const result = useGetPositionsQuery({ limit: paging.limit, offset: paging.offset });
  const header = (id: string) => t(`billing.columns.${id}`);
  const columns: DataTableColumn<PositionRow>[] = [
    { id: 'order', header: header('order'), cell: (p) => <Link to={localized(`/order/${p.orderId}`)}>{p.title}</Link> },
    { id: 'client', header: header('client'), cell: (p) => p.clientName },
    { id: 'role', header: header('role'), cell: (p) => t(`billing.roles.${p.role}`) },
    { id: 'acceptedAt', header: header('acceptedAt'), cell: (p) => formatDate(p.acceptedAt) },
    { id: 'words', header: header('words'), align: 'right', cell: (p) => formatNumber(p.words, 0) },
    { id: 'rate', header: header('rate'), align: 'right', cell: (p) => pricePerWordText(t, p.ratePerWord, p.currency) },
    { id: 'amount', header: header('amount'), align: 'right', cell: (p) => formatMoney(p.amount, p.currency) },
    { id: 'creditNote', header: header('creditNote'), cell: (p) => p.creditNoteNumber ?? t('billing.notCredited') },
  ];
  return (
    <ListTable<PositionRow>
      result={result}
      paging={paging}
      label={t('billing.tabs.positions')}
      columns={columns}
      emptyState={<EmptyState title={t('billing.positionsEmpty')} hint={t('billing.positionsHint')} />}
    />
  );
}
