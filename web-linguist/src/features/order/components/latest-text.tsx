import { useTranslation } from 'react-i18next';
import { Alert, EmptyState, formatDate } from '@inkwell/ui-kit';
import { errorToText, PageSpinner } from '@inkwell/web-kit';
import { useGetOrderTextQuery } from '../api/order-api';
import { StyledMuted, StyledStack, StyledTextView } from './styled';

/** The latest version of an order the linguist worked on, read-only (submitted, waiting or done). */
export function LatestText({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { data: text, error, isLoading } = useGetOrderTextQuery(orderId);

  if (isLoading) return <PageSpinner />;
  if (error) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  if (!text) return <EmptyState title={t('order.text.none')} />;

  return (
    <StyledStack>
      <StyledMuted>
        {t('order.text.meta', { count: text.words, version: text.version, date: formatDate(text.submittedAt, true) })}
      </StyledMuted>
      <StyledTextView>{text.content}</StyledTextView>
    </StyledStack>
  );
}
