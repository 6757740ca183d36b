import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EMPTY_VALUE } from '@inkwell/ui-kit';
import { FINAL_ORDER_STATUSES } from '@inkwell/contracts';
import { useOrderColumns, useRelativeDate, type OrderColumn } from '@inkwell/web-kit';
import { useClientViewTitle } from '../hooks/use-client-view-title';
import { serviceKeyOf } from '../utils/order-service';

/**
 * Spec §2 order columns: Order, Quality Level, Language, Service, Words, Price, Remaining, Status. The order link
 * carries the list's address as backRoute, so the order page leads back to it.
 */
export function useClientOrderColumns(): OrderColumn[] {
  const { t } = useTranslation();
  const column = useOrderColumns();
  const location = useLocation();
  const relativeDate = useRelativeDate();
  const clientViewTitle = useClientViewTitle();
  const backRoute = `${location.pathname}${location.search}`;

  return useMemo(
    () => [
      column.title(t('orders.columns.order'), { query: { backRoute } }),
      column.level(t('orders.columns.level')),
      column.language(t('orders.columns.language')),
      { id: 'service', header: t('orders.columns.service'), cell: (order) => t(`services.${serviceKeyOf(order)}`) },
      column.words(t('orders.columns.words')),
      column.price(t('orders.columns.price')),
      {
        id: 'remaining',
        header: t('orders.columns.remaining'),
        cell: (order) =>
          FINAL_ORDER_STATUSES.includes(order.status) || !order.deadlineAt ? EMPTY_VALUE : relativeDate(order.deadlineAt),
      },
      column.status(t('orders.columns.status'), { title: (order) => clientViewTitle(order.status) }),
    ],
    [t, column, backRoute, relativeDate, clientViewTitle],
  );
}
