import { useTranslation } from 'react-i18next';
import { Alert, EmptyState, formatDate, revisionOrdinal, Spinner } from '@inkwell/ui-kit';
import { errorToText } from '@inkwell/web-kit';
import { useGetOrderRevisionsQuery } from '../api/order-api';
import { StyledRevision, StyledRevisionList, StyledTextMeta } from './styled';

export function OrderRevisionsTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { data: revisions, error, isLoading } = useGetOrderRevisionsQuery(orderId);
  if (isLoading) return <Spinner label={t('table.loading')} />;
  if (!revisions) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  if (revisions.length === 0) return <EmptyState title={t('order.revisions.empty')} />;
  return (
    <StyledRevisionList>
      {revisions.map((revision) => (
        <StyledRevision key={revision.number}>
          <h3>{t('order.revisions.title', { ordinal: revisionOrdinal(revision.number), number: revision.number })}</h3>
          <StyledTextMeta>
            {formatDate(revision.createdAt, true)} ·{' '}
            {revision.requestedByName
              ? t(`order.revisions.by_${revision.requestedBy}`, { name: revision.requestedByName })
              : t(`order.revisions.byUnnamed_${revision.requestedBy}`)}
          </StyledTextMeta>
          <p>{revision.comment}</p>
        </StyledRevision>
      ))}
    </StyledRevisionList>
  );
}
