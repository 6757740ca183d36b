import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE } from '@inkwell/ui-kit';
import {
  DetailsCard,
  formatMoneyRange,
  formatWordsRange,
  OrderStatusBadge,
  useDisplayNames,
  useLevelLabel,
  useRelativeDate,
} from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';

/**
 * The facts a linguist needs before taking an order and while writing it. `takeable`: the linguist may take
 * the order now, so a missing deadline is one that starts with the take; on an order they already worked on
 * (submitted, accepted) there is simply none.
 */
export function OrderSummary({ order, takeable }: { order: OrderDto; takeable: boolean }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const { languageName } = useDisplayNames();
  const relativeDate = useRelativeDate();

  return (
    <DetailsCard
      title={t('order.details.title')}
      items={[
        { id: 'status', label: t('order.details.status'), value: <OrderStatusBadge status={order.status} /> },
        { id: 'type', label: t('order.details.type'), value: t(`order.types.${order.type}`) },
        { id: 'language', label: t('order.details.language'), value: languageName(order.language) },
        { id: 'level', label: t('order.details.level'), value: levelLabel(order.level) },
        { id: 'words', label: t('order.details.words'), value: formatWordsRange(order.words) },
        { id: 'pay', label: t('order.details.pay'), value: formatMoneyRange(order.pay) },
        {
          id: 'deadline',
          label: t('order.details.deadline'),
          value: order.deadlineAt ? relativeDate(order.deadlineAt) : takeable ? t('order.details.noDeadlineYet') : EMPTY_VALUE,
        },
        {
          id: 'processing-days',
          label: t('order.details.processingDays'),
          value: t('order.details.days', { count: order.processingDays }),
        },
        {
          id: 'keywords',
          label: t('order.details.keywords'),
          value: order.keywords.length > 0 ? order.keywords.join(', ') : EMPTY_VALUE,
        },
        { id: 'comment', label: t('order.details.comment'), value: order.comment || EMPTY_VALUE },
      ]}
    />
  );
}
