import { useTranslation } from 'react-i18next';
import { Alert, formatDate, Spinner } from '@inkwell/ui-kit';
import type { OrderDto, OrderStatus } from '@inkwell/contracts';
import { errorToText, hasSections, OrderTextSections } from '@inkwell/web-kit';
import { useGetOrderLayoutQuery, useGetOrderTextQuery } from '../api/order-api';
import { StyledDeliveredText, StyledTextMeta } from './styled';

/** Decision 010: the client reads the text once the order is ready for them, and from then on. */
const TEXT_VISIBLE_STATUSES: readonly OrderStatus[] = ['ready_for_client', 'rejection_requested', 'accepted', 'rejected'];

function DeliveredText({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const { data: text, error, isLoading } = useGetOrderTextQuery(order.id);
  // The layout only orders the sections; until it arrives (or if it cannot be read) they keep the stored order.
  const layout = useGetOrderLayoutQuery(order.id, { skip: order.layoutId === null || !text || !hasSections(text) });
  if (isLoading) return <Spinner label={t('table.loading')} />;
  if (!text) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  return (
    <>
      <StyledTextMeta>
        {t('order.text.words', { count: text.words })}
        {text.submittedAt && ` · ${t('order.text.submittedAt', { date: formatDate(text.submittedAt, true) })}`}
      </StyledTextMeta>
      {hasSections(text) ? (
        <OrderTextSections sections={text.sections} layout={layout.data?.tree} />
      ) : (
        <StyledDeliveredText aria-label={t('order.tabs.text')}>{text.content}</StyledDeliveredText>
      )}
    </>
  );
}

/** The delivered text, or where the order stands while there is none to read. */
export function OrderTextTab({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  if (!TEXT_VISIBLE_STATUSES.includes(order.status)) {
    return <Alert variant="info">{t(`order.textNote.${order.status}`)}</Alert>;
  }
  return <DeliveredText order={order} />;
}
