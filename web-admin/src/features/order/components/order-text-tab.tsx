import { useTranslation } from 'react-i18next';
import { Alert, EmptyState, formatDate } from '@inkwell/ui-kit';
import { errorToText, PageSpinner } from '@inkwell/web-kit';
import { formatWordsRange } from '@inkwell/web-kit/src/orders';
import type { OrderDto } from '@inkwell/contracts';
import { useGetOrderTextQuery } from '../api/order-api';
import { StyledMuted, StyledStack, StyledTextView } from './styled';

/** The latest version of the text with its word count against the ordered range. */
export function OrderTextTab({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const { data: text, error, isLoading } = useGetOrderTextQuery(order.id);

  if (isLoading) return <PageSpinner />;
  if (error) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  if (!text) return <EmptyState title={t('order.text.none')} />;

  return (
    <StyledStack>
      <StyledMuted>
        {t('order.text.meta', {
          count: text.words,
          range: formatWordsRange({ ...order.words, final: null }),
          version: text.version,
          author: t(`order.actions.roles.${text.authorRole}`),
          date: formatDate(text.submittedAt, true),
        })}
      </StyledMuted>
      <StyledTextView>{text.content}</StyledTextView>
    </StyledStack>
  );
}
