import { useTranslation } from 'react-i18next';
import { formatDate } from '@inkwell/ui-kit';
import { formatWordsRange, OrderTextView } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { useGetOrderLayoutQuery, useGetOrderTextQuery } from '../api/order-api';

/** The latest version of the text with its word count against the ordered range. */
export function OrderTextTab({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const result = useGetOrderTextQuery(order.id);
  const layout = useGetOrderLayoutQuery(order.id, { skip: order.layoutId === null });
  return (
    <OrderTextView
      result={result}
      layout={layout.data?.tree}
      describe={(text) =>
        t('order.text.meta', {
          count: text.words,
          range: formatWordsRange({ ...order.words, final: null }),
          version: text.version,
          author: t(`order.actions.roles.${text.authorRole}`),
          date: formatDate(text.submittedAt, true),
        })
      }
    />
  );
}
