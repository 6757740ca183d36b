import { useTranslation } from 'react-i18next';
import { DetailsCard, ORDER_TEXTS_KEY } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';

/** The client's briefing and layout for the order; their contents arrive with the briefing module. */
export function BriefingSection({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const text = (path: string, options?: Record<string, unknown>) => t(`${ORDER_TEXTS_KEY}.briefing.${path}`, options);

  return (
    <DetailsCard
      title={t('order.briefing.title')}
      items={[
        {
          id: 'briefing',
          label: text('briefing'),
          value: order.briefingId === null ? text('noBriefing') : text('attached', { id: order.briefingId }),
        },
        {
          id: 'layout',
          label: text('layout'),
          value: order.layoutId === null ? text('noLayout') : text('attached', { id: order.layoutId }),
        },
      ]}
    />
  );
}
