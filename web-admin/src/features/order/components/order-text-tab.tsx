import { useTranslation } from 'react-i18next';
import { formatDate } from '@inkwell/ui-kit';
import { ButtonRow, formatWordsRange, mayHaveSubmittedText, OrderTextView, Stack, TextPreviewButton } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { textChecksApi } from '../../../api/text-checks-api';
import { useGetOrderLayoutQuery, useGetOrderTextQuery } from '../api/order-api';

/** The latest version of the text with its word count against the ordered range. */
export function OrderTextTab({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const result = useGetOrderTextQuery(order.id, { skip: !mayHaveSubmittedText(order) });
  const layout = useGetOrderLayoutQuery(order.id, { skip: order.layoutId === null });
  return (
    <Stack>
      {result.data && (
        <ButtonRow>
          <TextPreviewButton api={textChecksApi} orderId={order.id} />
        </ButtonRow>
      )}
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
    </Stack>
  );
}
