import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, EmptyState } from '@inkwell/ui-kit';
import { ButtonRow, TextPreviewButton } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { textChecksApi } from '../../../api/text-checks-api';
import type { OrderAbilities } from '../order-abilities';
import { LatestText } from './latest-text';
import { RevisionsList } from './revisions-list';
import { TextEditor } from './text-editor';
import { StyledRevisionComment, StyledRevisions, StyledSubTitle } from './styled';

/** While staff decide a rejection, the writer and the proofreader read why it was asked for (decision 048). */
function PendingRejection({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (order.status !== 'rejection_requested' || !order.rejection) return null;
  return (
    <Alert variant="warning" aria-labelledby={titleId}>
      <StyledRevisions>
        <StyledSubTitle id={titleId}>{t(`order.rejection.by_${order.rejection.requestedBy}`)}</StyledSubTitle>
        <StyledRevisionComment>{order.rejection.reason}</StyledRevisionComment>
        <p>{t('order.rejection.staffDecide')}</p>
      </StyledRevisions>
    </Alert>
  );
}

/**
 * A pending rejection and the revision rounds first (they say what to change), then the editor or the latest
 * version. A proofreader's round does not count in revisionsCount, so whoever works on the order sees the list.
 */
export function OrderTextTab({ order, abilities }: { order: OrderDto; abilities: OrderAbilities }) {
  const { t } = useTranslation();
  let text = <EmptyState title={t('order.text.takeFirst')} />;
  if (abilities.edit) text = <TextEditor order={order} />;
  else if (abilities.readText) text = <LatestText order={order} />;

  return (
    <>
      <PendingRejection order={order} />
      {(order.revisionsCount > 0 || abilities.edit || abilities.readText) && (
        <RevisionsList orderId={order.id} inRevision={order.status === 'in_revision'} />
      )}
      {(abilities.edit || abilities.readText) && (
        <ButtonRow>
          <TextPreviewButton api={textChecksApi} orderId={order.id} />
        </ButtonRow>
      )}
      {text}
    </>
  );
}
