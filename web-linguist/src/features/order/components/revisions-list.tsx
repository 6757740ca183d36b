import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, formatDate } from '@inkwell/ui-kit';
import { errorToText } from '@inkwell/web-kit';
import type { OrderRevisionDto } from '@inkwell/contracts';
import { useGetOrderRevisionsQuery } from '../api/order-api';
import { StyledRevisionComment, StyledRevisionList, StyledRevisions, StyledRevisionMeta, StyledSubTitle } from './styled';

function Revisions({ revisions }: { revisions: OrderRevisionDto[] }) {
  const { t } = useTranslation();
  // The newest request is the one to work on, so it comes first.
  const newestFirst = [...revisions].sort((a, b) => b.number - a.number);
  return (
    <StyledRevisionList>
      {newestFirst.map((revision) => (
        <li key={revision.number}>
          <StyledRevisionMeta>
            {t('order.revisions.number', { number: revision.number, date: formatDate(revision.createdAt, true) })}
            {' · '}
            {t(`order.revisions.by_${revision.requestedBy}`)}
          </StyledRevisionMeta>
          <StyledRevisionComment>{revision.comment}</StyledRevisionComment>
        </li>
      ))}
    </StyledRevisionList>
  );
}

/**
 * Every round the text was sent back, by the client, staff or the proofreader (decision 048); while the order is
 * in revision they lead the page as a warning that says who asked for the round to work on.
 */
export function RevisionsList({ orderId, inRevision }: { orderId: number; inRevision: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: revisions, error } = useGetOrderRevisionsQuery(orderId);

  if (error) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  if (!revisions || revisions.length === 0) return null;

  if (inRevision) {
    const latest = revisions.reduce((a, b) => (b.number > a.number ? b : a));
    return (
      <Alert variant="warning" aria-labelledby={titleId}>
        <StyledRevisions>
          <StyledSubTitle id={titleId}>
            {t(latest.requestedBy === 'proofreader' ? 'order.revisions.inRevisionByProofreader' : 'order.revisions.inRevision')}
          </StyledSubTitle>
          <Revisions revisions={revisions} />
        </StyledRevisions>
      </Alert>
    );
  }
  return (
    <StyledRevisions aria-labelledby={titleId}>
      <StyledSubTitle id={titleId}>{t('order.revisions.title')}</StyledSubTitle>
      <Revisions revisions={revisions} />
    </StyledRevisions>
  );
}
