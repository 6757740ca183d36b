import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_VIEW_OF_STATUS, type OrderStatus } from '@inkwell/contracts';

/** The client view (content sub-tab) an order status belongs to, as the status badge's hover text. */
export function useClientViewTitle(): (status: OrderStatus) => string {
  const { t } = useTranslation();
  return useCallback((status: OrderStatus) => t(`clientViews.${CLIENT_VIEW_OF_STATUS[status]}`), [t]);
}
