import { useTranslation } from 'react-i18next';
import { formatDate } from '@inkwell/ui-kit';
import { OrderTextView } from '@inkwell/web-kit';
import { useGetOrderTextQuery } from '../api/order-api';

/** The latest version of an order the linguist worked on, read-only (submitted, waiting or done). */
export function LatestText({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const result = useGetOrderTextQuery(orderId);
  return (
    <OrderTextView
      result={result}
      describe={(text) =>
        t('order.text.meta', { count: text.words, version: text.version, date: formatDate(text.submittedAt, true) })
      }
    />
  );
}
