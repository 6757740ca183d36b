import { useTranslation } from 'react-i18next';
import type { OrderRevisionDto } from '@inkwell/contracts';
import { Alert, EmptyState, formatDate, revisionOrdinal, Spinner } from '@inkwell/ui-kit';
import { errorToText, Stack, TextVersionsCompare } from '@inkwell/web-kit';
import { textChecksApi } from '../../../api/text-checks-api';
import { useGetOrderRevisionsQuery } from '../api/order-api';
import { StyledRevision, StyledRevisionList, StyledTextMeta } from './styled';

export function OrderRevisionsTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { data: revisions, error, isLoading } = useGetOrderRevisionsQuery(orderId);
  if (isLoading) return <Spinner label={t('table.loading')} />;
  if (!revisions) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  return (
    <Stack>
      {revisions.length === 0 ? <EmptyState title={t('order.revisions.empty')} /> : <RevisionRequests revisions={revisions} />}
      <TextVersionsCompare api={textChecksApi} orderId={orderId} />
    </Stack>
  );
}

function RevisionRequests({ revisions }: { revisions: OrderRevisionDto[] }) {
  const { t } = useTranslation();
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
