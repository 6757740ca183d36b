import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EMPTY_VALUE, formatDate } from '@inkwell/ui-kit';
import {
  assignedLinguist,
  DetailsCard,
  formatMoneyRange,
  formatWordsRange,
  OrderStatusBadge,
  useDisplayNames,
  useLevelLabel,
  useLocalizedPath,
} from '@inkwell/web-kit';
import type { LinguistRef, OrderDto } from '@inkwell/contracts';

/** The order at a glance for the back office: who ordered, who works on it, how big and how expensive. */
export function OrderSummary({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const { languageName } = useDisplayNames();
  const localized = useLocalizedPath();
  const hasProofreading = order.services.some((service) => service.name === 'proofreading');

  const linguistName = (linguist: LinguistRef | null, booked = true) => {
    if (!booked) return t('order.details.notBooked');
    if (!linguist) return t('order.details.unassigned');
    return t('order.details.linguist', { name: linguist.nickname ?? EMPTY_VALUE, id: linguist.id });
  };

  return (
    <DetailsCard
      title={t('order.details.title')}
      items={[
        { id: 'status', label: t('order.details.status'), value: <OrderStatusBadge status={order.status} /> },
        {
          id: 'client',
          label: t('order.details.client'),
          value: (
            <Link to={localized(`/client/${order.clientId}`)}>
              {order.clientName
                ? `${order.clientName} (${t('order.details.clientValue', { id: order.clientId })})`
                : t('order.details.clientValue', { id: order.clientId })}
            </Link>
          ),
        },
        { id: 'project', label: t('order.details.project'), value: order.projectName },
        { id: 'type', label: t('order.details.type'), value: t(`order.types.${order.type}`) },
        { id: 'writer', label: t('order.details.writer'), value: linguistName(assignedLinguist(order, 'copywriting')) },
        {
          id: 'proofreader',
          label: t('order.details.proofreader'),
          value: linguistName(assignedLinguist(order, 'proofreading'), hasProofreading),
        },
        { id: 'language', label: t('order.details.language'), value: languageName(order.language) },
        { id: 'level', label: t('order.details.level'), value: levelLabel(order.level) },
        { id: 'words', label: t('order.details.words'), value: formatWordsRange(order.words) },
        { id: 'price', label: t('order.details.price'), value: formatMoneyRange(order.price) },
        { id: 'created', label: t('order.details.created'), value: formatDate(order.createdAt, true) },
        { id: 'deadline', label: t('order.details.deadline'), value: formatDate(order.deadlineAt, true) },
        { id: 'revisions', label: t('order.details.revisions'), value: order.revisionsCount },
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
