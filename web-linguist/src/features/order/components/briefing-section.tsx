import { useTranslation } from 'react-i18next';
import { DetailsCard, FetchedTemplate, ORDER_TEXTS_KEY } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { useGetOrderBriefingQuery, useGetOrderLayoutQuery } from '../api/order-api';

/** The client's briefing and layout for the order, read only when the order has them. */
export function BriefingSection({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const text = (path: string) => t(`${ORDER_TEXTS_KEY}.briefing.${path}`);
  const briefing = useGetOrderBriefingQuery(order.id, { skip: order.briefingId === null });
  const layout = useGetOrderLayoutQuery(order.id, { skip: order.layoutId === null });

  return (
    <DetailsCard
      title={t('order.briefing.title')}
      items={[
        {
          id: 'briefing',
          label: text('briefing'),
          value: order.briefingId === null ? text('noBriefing') : <FetchedTemplate result={briefing} />,
        },
        {
          id: 'layout',
          label: text('layout'),
          value: order.layoutId === null ? text('noLayout') : <FetchedTemplate result={layout} />,
        },
      ]}
    />
  );
}
