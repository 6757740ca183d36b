import { useTranslation } from 'react-i18next';
import { formatDate } from '@inkwell/ui-kit';
import { OrderTextView } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { useGetOrderLayoutQuery, useGetOrderTextQuery } from '../api/order-api';

/** The latest version of an order the linguist worked on, read-only (submitted, waiting or done); a layout's text by section. */
export function LatestText({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const result = useGetOrderTextQuery(order.id);
  const layout = useGetOrderLayoutQuery(order.id, { skip: order.layoutId === null });
  return (
    <OrderTextView
      result={result}
      layout={layout.data?.tree}
      describe={(text) =>
        t('order.text.meta', { count: text.words, version: text.version, date: formatDate(text.submittedAt, true) })
      }
    />
  );
}
